package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The one bounded position cache: least recently used entries go first. */
class PositionCacheTest {
    @Test
    void evictsTheLeastRecentlyUsed() {
        PositionCache<String> c = new PositionCache<>(2);
        c.put(1, "a");
        c.put(2, "b");
        assertThat(c.get(1)).isEqualTo("a");
        c.put(3, "c");
        assertThat(c.get(2)).isNull();
        assertThat(c.get(1)).isEqualTo("a");
        assertThat(c.get(3)).isEqualTo("c");
        assertThat(c.size()).isEqualTo(2);
        c.clear();
        assertThat(c.size()).isZero();
    }
}
