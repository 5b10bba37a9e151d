package org.parlour.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The table starts small, doubles when half full, keeps its entries when it grows, and stops at its maximum. */
class TranspositionTableTest {
    @Test
    void itGrowsKeepingEveryEntryUpToItsMaximum() {
        long seed = 20261130L;
        TranspositionTable t = new TranspositionTable(16, true);
        assertThat(t.size()).isEqualTo(1 << TranspositionTable.START_LOG2);
        Random random = new Random(seed);
        long[] keys = new long[20_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
            t.store(keys[i], 3, i % 2 == 0, i % 7);
        }
        assertThat(t.size()).as("grew to its maximum").isEqualTo(1 << 16);
        int kept = 0;
        for (int i = 0; i < keys.length; i++) {
            int known = t.probe(keys[i], 3);
            if (known != TranspositionTable.UNKNOWN) {
                kept++;
                assertThat(known).as("seed %d, key %d", seed, i)
                        .isEqualTo(i % 2 == 0 ? TranspositionTable.PROVEN : TranspositionTable.DISPROVEN);
                assertThat(t.bestIndex(keys[i])).isEqualTo(i % 7);
            }
        }
        assertThat(kept).as("a direct-mapped table of 65,536 slots keeps most of 20,000 entries").isGreaterThan(15_000);
    }

    @Test
    void growingLosesNothingBeforeTheFirstCollision() {
        TranspositionTable t = new TranspositionTable(20, true);
        for (long k = 1; k <= 3000; k++) {
            t.store(k * 0x9E3779B97F4A7C15L, 2, true, -1);
        }
        assertThat(t.size()).isGreaterThan(1 << TranspositionTable.START_LOG2);
        long lost = 0;
        for (long k = 1; k <= 3000; k++) {
            if (t.probe(k * 0x9E3779B97F4A7C15L, 2) != TranspositionTable.PROVEN) {
                lost++;
            }
        }
        assertThat(lost).as("entries lost to collisions among 3,000 keys").isLessThan(300);
    }

    @Test
    void resultsHoldAtTheDepthsTheirGoalKindAllows() {
        TranspositionTable reach = new TranspositionTable(16, true);
        reach.store(42L, 2, true, 0);
        reach.store(42L, 2, false, 0);
        TranspositionTable keep = new TranspositionTable(16, false);
        keep.store(42L, 2, true, 0);
        assertThat(reach.probe(42L, 3)).as("proven in 2 is proven in 3").isEqualTo(TranspositionTable.PROVEN);
        assertThat(reach.probe(42L, 1)).as("disproven in 2 is disproven in 1").isEqualTo(TranspositionTable.DISPROVEN);
        assertThat(keep.probe(42L, 1)).as("kept for 2 is kept for 1").isEqualTo(TranspositionTable.PROVEN);
        assertThat(keep.probe(42L, 3)).isEqualTo(TranspositionTable.UNKNOWN);
    }

    /** The shared table answers as the plain one does, and two threads writing at once never make it lie. */
    @Test
    void theSharedTableNeverGivesAWrongAnswer() throws InterruptedException {
        long seed = 20261201L;
        Random random = new Random(seed);
        long[] keys = new long[50_000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong();
        }
        SharedTable shared = new SharedTable(12, true);
        Runnable writer = () -> {
            for (int round = 0; round < 20; round++) {
                for (int i = 0; i < keys.length; i++) {
                    // the truth: key i is proven from depth 3 up when i is even, disproven up to depth 3 when odd
                    shared.store(keys[i], 3, i % 2 == 0, i % 5);
                    int known = shared.probe(keys[i], 3 + (i % 3));
                    if (known != TranspositionTable.UNKNOWN && known != (i % 2 == 0 ? TranspositionTable.PROVEN : TranspositionTable.DISPROVEN)) {
                        throw new AssertionError("seed " + seed + ": wrong answer for key " + i);
                    }
                }
            }
        };
        Thread a = new Thread(writer);
        Thread b = new Thread(writer);
        java.util.concurrent.atomic.AtomicReference<Throwable> failed = new java.util.concurrent.atomic.AtomicReference<>();
        a.setUncaughtExceptionHandler((t, e) -> failed.set(e));
        b.setUncaughtExceptionHandler((t, e) -> failed.set(e));
        a.start();
        b.start();
        a.join();
        b.join();
        assertThat(failed.get()).as("seed " + seed).isNull();
        SharedTable fresh = new SharedTable(12, true);
        fresh.store(keys[0], 4, false, 6);
        fresh.store(keys[0], 6, true, -1);
        assertThat(fresh.probe(keys[0], 3)).as("disproved in 4, so in 3").isEqualTo(TranspositionTable.DISPROVEN);
        assertThat(fresh.probe(keys[0], 5)).isEqualTo(TranspositionTable.UNKNOWN);
        assertThat(fresh.probe(keys[0], 7)).as("proved in 6, so in 7").isEqualTo(TranspositionTable.PROVEN);
        assertThat(fresh.bestIndex(keys[0])).isEqualTo(6);
        assertThat(fresh.probe(keys[0] ^ 1, 3)).isEqualTo(TranspositionTable.UNKNOWN);
    }

    /** Going parallel copies the one-thread table into the shared one: the same answers and hints. */
    @Test
    void copyingIntoTheSharedTableKeepsEveryAnswer() {
        TranspositionTable t = new TranspositionTable(16, true);
        for (long k = 1; k <= 500; k++) {
            t.store(k * 0x9E3779B97F4A7C15L, (int) (k % 6), k % 3 == 0, (int) (k % 9));
        }
        SharedTable shared = new SharedTable(16, true);
        t.copyTo(shared);
        for (long k = 1; k <= 500; k++) {
            long key = k * 0x9E3779B97F4A7C15L;
            for (int d = 0; d < 8; d++) {
                assertThat(shared.probe(key, d)).as("key %d, depth %d", k, d).isEqualTo(t.probe(key, d));
            }
            assertThat(shared.bestIndex(key)).isEqualTo(t.bestIndex(key));
        }
    }
}
