package org.parlour.study;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Positions (or entries about them) by node id, bounded: the least recently used entry goes
 * once {@link #CAPACITY} are held. The one cache of replayed positions, used by {@link Replay}
 * and by {@link StudySession}; a miss only costs a replay from the nearest cached ancestor.
 * Not thread-safe.
 *
 * @param <V> what is kept per node
 */
final class PositionCache<V> {
    /** Entries kept at most: about 20,000 positions, a few megabytes for the games here. */
    static final int CAPACITY = 20_000;

    private final Map<Long, V> map;

    PositionCache() {
        this(CAPACITY);
    }

    PositionCache(int capacity) {
        map = new LinkedHashMap<>(256, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, V> eldest) {
                return size() > capacity;
            }
        };
    }

    /** The entry of node {@code id}, or null; counts as a use. */
    V get(long id) {
        return map.get(id);
    }

    void put(long id, V value) {
        map.put(id, value);
    }

    void clear() {
        map.clear();
    }

    int size() {
        return map.size();
    }
}
