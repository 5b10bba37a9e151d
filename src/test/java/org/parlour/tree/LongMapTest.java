package org.parlour.tree;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LongMapTest {

    @Test
    void randomPutsAndRemovesAgreeWithHashMap() {
        long seed = 20261129L;
        Random random = new Random(seed);
        Map<Long, Integer> expected = new HashMap<>();
        LongMap<Integer> map = LongMap.empty();
        LongMap<Integer> snapshot = map;
        Map<Long, Integer> snapshotExpected = Map.of();
        for (int i = 0; i < 20_000; i++) {
            // a mix of dense small keys (node ids) and scattered large ones
            long key = random.nextInt(4) == 0 ? random.nextLong() : random.nextInt(3_000);
            if (random.nextInt(3) == 0) {
                map = map.remove(key);
                expected.remove(key);
            } else {
                map = map.put(key, i);
                expected.put(key, i);
            }
            if (i == 10_000) {
                snapshot = map;
                snapshotExpected = Map.copyOf(expected);
            }
        }
        assertThat(map.size()).as("seed %d", seed).isEqualTo(expected.size());
        Map<Long, Integer> seen = new HashMap<>();
        map.forEach(seen::put);
        assertThat(seen).as("seed %d", seed).isEqualTo(expected);
        for (long k = 0; k < 3_000; k++) {
            assertThat(map.get(k)).isEqualTo(expected.get(k));
        }
        Map<Long, Integer> old = new HashMap<>();
        snapshot.forEach(old::put);
        assertThat(old).as("an older version is unchanged by later edits").isEqualTo(snapshotExpected);
    }

    @Test
    void bulkBuildingAgreesWithPuts() {
        Random random = new Random(99);
        Map<Long, Integer> expected = new HashMap<>();
        for (int i = 0; i < 5_000; i++) {
            expected.put(random.nextInt(4) == 0 ? random.nextLong() : random.nextInt(10_000), i);
        }
        LongMap<Integer> bulk = LongMap.of(expected);
        assertThat(bulk.size()).isEqualTo(expected.size());
        expected.forEach((k, v) -> assertThat(bulk.get(k)).isEqualTo(v));
        LongMap<Integer> edited = bulk.put(-5L, 1).remove(expected.keySet().iterator().next());
        assertThat(edited.size()).isEqualTo(expected.size());
        assertThat(LongMap.of(Map.of()).size()).isZero();
    }

    @Test
    void removingEverythingLeavesAnEmptyMap() {
        LongMap<String> map = LongMap.empty();
        for (long k = 0; k < 1_000; k++) {
            map = map.put(k * 33, "v" + k);
        }
        for (long k = 0; k < 1_000; k++) {
            map = map.remove(k * 33);
        }
        assertThat(map.size()).isZero();
        assertThat(map.get(0)).isNull();
        assertThat(map.remove(5)).isSameAs(map);
    }

    @Test
    void sameEntriesAgreesWithComparingEveryEntry() {
        long seed = 20261130L;
        Random random = new Random(seed);
        for (int round = 0; round < 200; round++) {
            Map<Long, Integer> content = new HashMap<>();
            LongMap<Integer> a = LongMap.empty();
            int n = 1 + random.nextInt(3_000);
            for (int i = 0; i < n; i++) {
                long key = random.nextInt(5) == 0 ? random.nextLong() : random.nextInt(5_000);
                a = a.put(key, i % 7);
                content.put(key, i % 7);
            }
            // b: an edit of a (shares sub-tries), or a map built apart (shares nothing)
            LongMap<Integer> b = random.nextBoolean() ? a : LongMap.of(content);
            Map<Long, Integer> bContent = new HashMap<>(content);
            int edits = random.nextInt(3);
            for (int i = 0; i < edits; i++) {
                long key = random.nextBoolean() && !bContent.isEmpty()
                        ? bContent.keySet().iterator().next() : random.nextInt(5_000);
                switch (random.nextInt(3)) {
                    case 0 -> { b = b.remove(key); bContent.remove(key); }
                    case 1 -> { b = b.put(key, 99); bContent.put(key, 99); }
                    default -> { Integer v = bContent.get(key); if (v != null) { b = b.put(key, v); } }
                }
            }
            boolean expected = content.equals(bContent);
            assertThat(a.sameEntries(b)).as("seed %d round %d", seed, round).isEqualTo(expected);
            assertThat(b.sameEntries(a)).as("seed %d round %d", seed, round).isEqualTo(expected);
        }
    }

    @Test
    void putAndRemoveOfTheSameKeyGiveAnEqualMap() {
        LongMap<String> a = LongMap.empty();
        for (long k = 0; k < 2_000; k++) {
            a = a.put(k, "v" + k);
        }
        LongMap<String> b = a.put(5_000L, "x").remove(5_000L).put(7L, "v7");
        assertThat(a.sameEntries(b)).isTrue();
        assertThat(a.sameEntries(a.put(7L, "other"))).isFalse();
        assertThat(a.sameEntries(a.remove(3L).put(2_001L, "v3"))).isFalse();
    }
}
