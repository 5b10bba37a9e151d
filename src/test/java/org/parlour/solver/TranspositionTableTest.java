package org.parlour.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The table starts small, doubles as entries arrive, keeps its entries when it grows, stops at its maximum and keeps the dearest entries. */
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
        assertThat(kept).as("a table of 65,536 slots keeps most of 20,000 entries").isGreaterThan(15_000);
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
        long seed = 20261206L;
        Random random = new Random(seed);
        long[] keys = new long[501];
        TranspositionTable t = new TranspositionTable(16, true);
        for (int k = 1; k <= 500; k++) {
            keys[k] = random.nextLong();
            t.store(keys[k], k % 6, k % 3 == 0, k % 9);
        }
        SharedTable shared = new SharedTable(16, true);
        t.copyTo(shared);
        int lost = 0;
        for (int k = 1; k <= 500; k++) {
            long key = keys[k];
            if (shared.probe(key, k % 6) == TranspositionTable.UNKNOWN) {
                lost++; // the shared table is direct-mapped: two keys in one slot keep one
                continue;
            }
            for (int d = 0; d < 8; d++) {
                assertThat(shared.probe(key, d)).as("seed %d, key %d, depth %d", seed, k, d).isEqualTo(t.probe(key, d));
            }
            assertThat(shared.bestIndex(key)).isEqualTo(t.bestIndex(key));
        }
        assertThat(lost).as("seed %d: keys lost to collisions in 65,536 direct-mapped slots", seed).isLessThan(10);
    }

    /**
     * Replacement keeps the work (TwoBig1): an entry whose search took a million nodes survives
     * 100,000 cheap ones in a full table of 4,096 slots, while a cheap entry does not.
     */
    @Test
    void theEntryThatCostMostSurvivesManyCheapOnes() {
        long seed = 20261204L;
        Random random = new Random(seed);
        TranspositionTable t = new TranspositionTable(12, true);
        long dear = random.nextLong();
        long cheap = random.nextLong();
        t.store(dear, 5, false, 3, 1_000_000);
        t.store(cheap, 5, false, 3, 1);
        for (int i = 0; i < 100_000; i++) {
            t.store(random.nextLong(), 4, i % 2 == 0, -1, 1 + random.nextInt(100));
        }
        assertThat(t.size()).isEqualTo(1 << 12);
        assertThat(t.probe(dear, 5)).as("seed %d", seed).isEqualTo(TranspositionTable.DISPROVEN);
        assertThat(t.bestIndex(dear)).isEqualTo(3);
        assertThat(t.probe(cheap, 5)).as("seed %d", seed).isEqualTo(TranspositionTable.UNKNOWN);
    }

    /** The df-pn table of working numbers has a fixed size and keeps the dearest entries likewise. */
    @Test
    void theNumberTableIsBoundedAndKeepsTheDearestEntries() {
        long seed = 20261205L;
        Random random = new Random(seed);
        NumberTable t = new NumberTable(12);
        long dear = random.nextLong() | 1;
        t.put(dear, 7, 9, 1_000_000);
        assertThat(t.get(dear)).isEqualTo(7L << 32 | 9);
        for (int i = 0; i < 100_000; i++) {
            t.put(random.nextLong() | 1, 1, 1, 1 + random.nextInt(100));
        }
        assertThat(t.size()).isEqualTo(1 << 12);
        assertThat(t.get(dear)).as("seed %d", seed).isEqualTo(7L << 32 | 9);
        t.put(dear, 3, 4, 10);
        assertThat(t.get(dear)).as("new numbers replace the old ones").isEqualTo(3L << 32 | 4);
        assertThat(t.get(dear ^ 2)).isEqualTo(NumberTable.ABSENT);
    }
}
