package org.parlour.games.agora;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AgoraPositionTest {
    /** The keys written out are the ones {@code SplittableRandom} gave (hashes, and so tables and node counts, unchanged). */
    @Test
    void theZobristKeysAreSplittableRandomsSequence() {
        SplittableRandom r = new SplittableRandom(AgoraPosition.Keys.SEED);
        for (int i = 0; i < AgoraPosition.Keys.ZOBRIST.length; i++) {
            assertThat(AgoraPosition.Keys.ZOBRIST[i]).as("key %d", i).isEqualTo(r.nextLong());
        }
        assertThat(AgoraPosition.Keys.BLACK).isEqualTo(r.nextLong());
    }
}
