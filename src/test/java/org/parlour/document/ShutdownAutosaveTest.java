package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SIGTERM (a logout, {@code kill}, a service manager) ends the app without its window closing
 * (trial: the next start offered to recover a document that had been saved, or whose changes
 * were all undone). With nothing unsaved the side file goes (since trial 47 an undo back to the
 * saved state takes it away already); with unsaved work it stays and is offered at the next start. Three child JVMs ({@link ShutdownChild}), each sent SIGTERM.
 */
class ShutdownAutosaveTest {
    @TempDir
    Path dir;

    private Process child(Path autosave, Path file, String state) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                ShutdownChild.class.getName(), autosave.toString(), file.toString(), state).redirectErrorStream(true).start();
    }

    @Test
    void sigtermRemovesTheSideFileWhenNothingIsUnsavedAndKeepsItOtherwise() throws Exception {
        List<String> states = List.of("unsaved", "undone", "saved");
        List<Process> children = new ArrayList<>();
        List<Path> autosaves = new ArrayList<>();
        try {
            for (String state : states) {
                Path file = dir.resolve(state + ".json");
                Files.copy(Path.of("samples/agora/game-1.json"), file);
                Path autosave = dir.resolve("autosave-" + state);
                autosaves.add(autosave);
                children.add(child(autosave, file, state));
            }
            for (int i = 0; i < states.size(); i++) {
                Process p = children.get(i);
                String line = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8)).readLine();
                assertThat(line).as(states.get(i)).startsWith(states.get(i).equals("unsaved") ? "dirty " : "clean ");
                Path side = Path.of(line.substring(line.indexOf(' ') + 1));
                if (states.get(i).equals("unsaved")) {
                    assertThat(side).as("unsaved: written before the signal").exists();
                } else {
                    // trial 47: the undo back to the saved state took the side file away at once
                    assertThat(side).as(states.get(i) + ": gone with the undo, before the signal").doesNotExist();
                }
                p.destroy(); // SIGTERM
                assertThat(p.waitFor(30, TimeUnit.SECONDS)).as(states.get(i)).isTrue();
                Autosave next = new Autosave(autosaves.get(i), e -> { });
                if (states.get(i).equals("unsaved")) {
                    assertThat(side).as("unsaved work stays for recovery").exists();
                    assertThat(next.leftOver()).singleElement().satisfies(r -> assertThat(r.sideFile()).isEqualTo(side));
                } else {
                    assertThat(side).as(states.get(i) + ": nothing unsaved, nothing to recover").doesNotExist();
                    assertThat(next.leftOver()).as(states.get(i)).isEmpty();
                }
                next.close();
            }
        } finally {
            for (Process p : children) {
                p.destroyForcibly();
                p.waitFor(20, TimeUnit.SECONDS);
            }
        }
    }

    /**
     * The FX thread itself may be the one that called {@code System.exit} (FirstFrame's benchmark
     * exit): it then never runs what the hook gives it, and the hook ends the document on its own
     * thread instead of waiting for it (here 60 s).
     */
    @Test
    void anOwnerThatNeverRunsTheTaskDoesNotHoldTheExit() throws Exception {
        Path file = dir.resolve("g.json");
        Files.copy(Path.of("samples/agora/game-1.json"), file);
        Autosave autosave = new Autosave(dir.resolve("autosave"), e -> { });
        Document d = new Document(autosave);
        assertThat(d.open(file)).isInstanceOf(Result.Done.class);
        d.session().orElseThrow().playText("b1-c2");
        d.edited();
        autosave.flush();
        Path side = autosave.sideFile();
        assertThat(side).exists();
        d.session().orElseThrow().undo();
        d.edited();
        Thread hook = d.shutdownHook(task -> { }, 60_000);
        hook.start();
        hook.join(20_000);
        assertThat(hook.isAlive()).as("the hook did not wait for an owner that never runs it").isFalse();
        assertThat(side).doesNotExist();
    }

    /**
     * The owner's thread busy at the signal: the work it would have written into the record first
     * (a running review's moves, {@link Document#unwrittenWork}) goes into the side file from the
     * hook's own thread, onto the record as last edited, and the side file stays although nothing
     * was unsaved before; work for another session adds nothing.
     */
    @Test
    void workNotInTheRecordGoesIntoTheSideFileWhenTheOwnerIsBusy() throws Exception {
        Path file = dir.resolve("g.json");
        Files.copy(Path.of("samples/agora/game-1.json"), file);
        Autosave autosave = new Autosave(dir.resolve("autosave"), e -> { });
        Document d = new Document(autosave);
        assertThat(d.open(file)).isInstanceOf(Result.Done.class);
        d.edited();
        org.parlour.study.StudySession s = d.session().orElseThrow();
        d.unwrittenWork((session, r) -> java.util.Optional.empty());
        d.unwrittenWork((session, r) -> session != s ? java.util.Optional.empty() : java.util.Optional.of(
                r.withTree(r.tree().update(r.tree().rootId(), x -> x.withCommentAfter("work of the busy thread")))));
        Path side = autosave.sideFile();
        assertThat(d.isDirty()).isFalse();
        Thread hook = d.shutdownHook(task -> { }, 60_000);
        hook.start();
        hook.join(20_000);
        assertThat(hook.isAlive()).isFalse();
        assertThat(side).as("kept for recovery").exists();
        assertThat(Files.readString(side)).contains("work of the busy thread");
        Autosave next = new Autosave(dir.resolve("autosave"), e -> { });
        assertThat(next.leftOver()).singleElement().satisfies(r -> assertThat(r.origin()).contains(file));
        next.close();
    }
}
