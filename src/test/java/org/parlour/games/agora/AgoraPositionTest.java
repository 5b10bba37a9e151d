package org.parlour.games.agora;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AgoraPositionTest {
    /**
     * The keys made are the ones {@code SplittableRandom} gave when the whole table was filled from
     * it (hashes, and so tables and node counts, unchanged), and every code a stack can have has one.
     */
    @Test
    void theZobristKeysAreSplittableRandomsSequence() {
        SplittableRandom r = new SplittableRandom(AgoraPosition.Keys.SEED);
        int made = 0;
        for (int i = 0; i < AgoraPosition.Keys.ZOBRIST.length; i++) {
            long expected = r.nextLong();
            int code = i & 1023;
            int pieces = AgoraPosition.piecesOf(code);
            boolean possible = pieces >= 1 && pieces <= AgoraPosition.MAX_PIECES && AgoraPosition.prisonersOf(code) < pieces
                    && code == AgoraPosition.code(code & 1, pieces, AgoraPosition.prisonersOf(code));
            assertThat(AgoraPosition.Keys.key(i)).as("key %d", i).isEqualTo(expected);
            if (possible) {
                assertThat(AgoraPosition.Keys.ZOBRIST[i]).as("key %d", i).isEqualTo(expected);
                made++;
            }
        }
        assertThat(AgoraPosition.Keys.BLACK).isEqualTo(r.nextLong());
        assertThat(made).isEqualTo(36 * 2 * 136);
    }
}
