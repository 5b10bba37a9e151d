package org.parlour.document;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.parlour.study.StudySession;

/**
 * The app of {@link ShutdownAutosaveTest}, in a JVM of its own: a document on a file whose
 * autosave side file is written, left in one of three states, with the shutdown hook the app
 * installs ({@link Document#shutdownHook}). Prints the side file's path, then runs until it is
 * ended by a signal.
 */
final class ShutdownChild {
    private ShutdownChild() {
    }

    /**
     * @param args the autosave folder, the record file, and {@code unsaved} (a move played and not
     *             saved), {@code undone} (a move played, autosaved, then undone) or {@code saved} (a
     *             move played and saved, another played, autosaved and undone)
     */
    public static void main(String[] args) throws Exception {
        Autosave autosave = new Autosave(Path.of(args[0]), e -> System.out.println("error " + e));
        Document d = new Document(autosave);
        if (!(d.open(Path.of(args[1])) instanceof Result.Done)) {
            System.out.println("not opened");
            return;
        }
        StudySession s = d.session().orElseThrow();
        s.playText("b1-c2");
        d.edited();
        autosave.flush();
        switch (args[2]) {
            case "unsaved" -> { }
            case "undone" -> {
                s.undo();
                d.edited();
                autosave.flush(); // the undo's deletion runs on the writer thread
            }
            case "saved" -> {
                if (!(d.save() instanceof Result.Done)) {
                    System.out.println("not saved");
                    return;
                }
                s.play(s.game().legalMoves(s.position(s.cursor())).get(0));
                d.edited();
                autosave.flush();
                s.undo();
                d.edited();
                autosave.flush();
            }
            default -> throw new IllegalArgumentException(args[2]);
        }
        Runtime.getRuntime().addShutdownHook(d.shutdownHook(Runnable::run, 3000));
        System.out.println((d.isDirty() ? "dirty " : "clean ") + autosave.sideFile());
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        while (in.readLine() != null) {
            // runs until the parent ends it with a signal
        }
        Thread.sleep(Long.MAX_VALUE);
    }
}
