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
 * Issue 27, two windows: a second Parlour process never offers for recovery, nor deletes, the
 * autosave side file of a first one that still runs ({@link AutosaveOwnerChild}); once the first
 * is killed (SIGKILL, its lock dropped by the system) or ends keeping its changes, the work is
 * offered as after any crash.
 */
class TwoProcessesAutosaveTest {
    @TempDir
    Path dir;
    private final List<String> errors = new ArrayList<>();

    private Process first(Path autosave, Path file) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                AutosaveOwnerChild.class.getName(), autosave.toString(), file.toString()).redirectErrorStream(true).start();
    }

    private Path sample() throws IOException {
        Path f = dir.resolve("game.json");
        Files.copy(Path.of("samples/agora/game-1.json"), f);
        return f;
    }

    @Test
    void aSecondProcessNeverOffersNorDiscardsTheWorkOfARunningOne() throws Exception {
        Path autosave = dir.resolve("autosave");
        Path file = sample();
        Process child = first(autosave, file);
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            Path side = Path.of(out.readLine());
            assertThat(Files.readString(side)).contains("b1-c2");

            // the second window: nothing to recover, and its Discard cannot reach the first's side file
            Document second = new Document(new Autosave(autosave, errors::add));
            assertThat(second.leftOver()).as("the first window still runs").isEmpty();
            second.autosave().delete(side);
            assertThat(side).as("the first window's only copy").exists();
            assertThat(errors).singleElement().satisfies(e -> assertThat(e).contains("still running"));
            errors.clear();
            // the same file open in both: two side files
            assertThat(second.open(file)).isInstanceOf(Result.Done.class);
            second.session().orElseThrow().playText("b1-c2");
            second.edited();
            second.autosave().flush();
            assertThat(second.autosave().sideFile()).isNotEqualTo(side).exists();
            second.closed(true);
            assertThat(side).exists();

            child.destroyForcibly(); // kill -9: the system drops its lock
            assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
            Document third = new Document(new Autosave(autosave, errors::add));
            Recovery r = third.leftOver().orElseThrow();
            assertThat(r.found().sideFile()).isEqualTo(side);
            assertThat(r.found().origin()).contains(file.toAbsolutePath());
            assertThat(r.stale()).isFalse();
            assertThat(third.recover(r.found(), false)).isInstanceOf(Result.Done.class);
            assertThat(side).as("now held as the third window's own work").doesNotExist();
            assertThat(third.save()).isInstanceOf(Result.Done.class);
            assertThat(Files.readString(file)).contains("b1-c2");
            third.closed(true);
            assertThat(errors).isEmpty();
        } finally {
            child.destroyForcibly();
            child.waitFor(20, TimeUnit.SECONDS);
        }
    }

    @Test
    void workKeptByAProcessThatEndedIsOffered() throws Exception {
        Path autosave = dir.resolve("autosave");
        Path file = sample();
        Process child = first(autosave, file);
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            Path side = Path.of(out.readLine());
            child.getOutputStream().close(); // the first window closes, keeping its changes
            assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
            Autosave next = new Autosave(autosave, errors::add);
            assertThat(next.leftOver()).singleElement().satisfies(r -> assertThat(r.sideFile()).isEqualTo(side));
            next.close();
            assertThat(errors).isEmpty();
        } finally {
            child.destroyForcibly();
            child.waitFor(20, TimeUnit.SECONDS);
        }
    }
}
