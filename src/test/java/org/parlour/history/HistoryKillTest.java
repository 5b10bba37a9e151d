package org.parlour.history;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A killed app loses no try already judged: a child JVM ({@link HistoryKillChild}) has a try
 * judged, then is killed (SIGKILL) without closing the database; the try, its review card and
 * where the player was are all in the file afterwards, and the file opens cleanly.
 */
class HistoryKillTest {
    @Test
    void aTryJudgedBeforeTheKillIsKept(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("training.db");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(java, "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                "-Dparlour.samples=" + System.getProperty("parlour.samples", "samples"),
                HistoryKillChild.class.getName(), file.toString()).redirectErrorStream(true).start();
        String key;
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            String line = out.readLine();
            while (line != null && !line.startsWith("judged ")) {
                line = out.readLine();
            }
            assertThat(line).as("the child judged a try").isNotNull();
            key = line.substring("judged ".length());
        } finally {
            child.destroyForcibly();
            assertThat(child.waitFor(20, TimeUnit.SECONDS)).isTrue();
        }
        TrainingDb.Opened o = TrainingDb.open(file);
        try (TrainingDb db = o.db()) {
            assertThat(o.problem()).as("the file opens as it is").isEmpty();
            List<String[]> tries = db.attempts("agora");
            assertThat(tries).hasSize(1);
            assertThat(tries.get(0)[1]).isEqualTo(key);
            assertThat(tries.get(0)[3]).isEqualTo("failed");
            assertThat(db.cards("agora")).containsKey(key);
            assertThat(db.state("current.agora")).as("the problem served after it").isPresent().get().asString().isNotEqualTo(key).isNotEmpty();
        }
    }
}
