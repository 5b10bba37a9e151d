package org.parlour.history;

import java.nio.file.Path;
import java.time.Clock;
import java.util.Random;
import org.parlour.problem.ProblemScore;
import org.parlour.train.Trainer;

/**
 * The child JVM of {@link HistoryKillTest}: serves an Agora problem from the shipped files, has
 * its try judged (failed), says {@code judged} on standard output, then waits to be killed.
 */
final class HistoryKillChild {
    private HistoryKillChild() {
    }

    public static void main(String[] args) throws Exception {
        TrainingDb db = TrainingDb.open(Path.of(args[0])).db();
        Trainer t = new Trainer(db, Clock.systemUTC(), new Random(1));
        t.use("agora", "library", org.parlour.train.TrainingSamples.of("agora"));
        String key = t.next().orElseThrow().key();
        t.judged(ProblemScore.FAILED).orElseThrow();
        t.next().orElseThrow();
        // the test reads this line, then kills this JVM without letting it close the database
        System.out.println("judged " + key);
        System.out.flush();
        Thread.sleep(120_000);
    }
}
