package org.parlour.document;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The first window of {@link TwoProcessesAutosaveTest}, in a JVM of its own: a document on a
 * file with unsaved work in its autosave side file. Prints the side file's path once it is
 * written, then runs until its standard input ends or it is killed; when the input ends it closes
 * as the window does when the person keeps the changes (the side file stays).
 */
final class AutosaveOwnerChild {
    private AutosaveOwnerChild() {
    }

    /** @param args the autosave folder, then the record file */
    public static void main(String[] args) throws Exception {
        Autosave autosave = new Autosave(Path.of(args[0]), e -> System.out.println("error " + e));
        Document d = new Document(autosave);
        if (!(d.open(Path.of(args[1])) instanceof Result.Done)) {
            System.out.println("not opened");
            return;
        }
        d.session().orElseThrow().playText("b1-c2");
        d.edited();
        autosave.flush();
        System.out.println(autosave.sideFile());
        System.out.flush();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        while (in.readLine() != null) {
            // runs until the parent closes the input or kills it
        }
        d.closed(false);
    }
}
