package org.parlour.games.agora;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AgoraPositionTest {
    /**
     * The keys are the ones {@code SplittableRandom} gave when the whole table was filled from it
     * (hashes, and so tables and node counts, unchanged).
     */
    @Test
    void theZobristKeysAreSplittableRandomsSequence() {
        SplittableRandom r = new SplittableRandom(AgoraPosition.Keys.SEED);
        for (int i = 0; i < AgoraPosition.Keys.SIZE; i++) {
            assertThat(AgoraPosition.Keys.key(i)).as("key %d", i).isEqualTo(r.nextLong());
        }
        assertThat(AgoraPosition.Keys.BLACK).isEqualTo(r.nextLong());
    }

    /** A position's key is the XOR of its stacks' keys and Black's turn, whether made whole or move by move. */
    @Test
    void aPositionsKeyIsTheXorOfItsStacksKeys() {
        AgoraGame game = (AgoraGame) Agora.TYPE.create(org.parlour.core.RuleOptions.of(java.util.Map.of()));
        AgoraPosition p = game.initialPosition();
        java.util.Random random = new java.util.Random(3208L);
        for (int ply = 0; ply < 40 && !game.legalMoves(p).isEmpty(); ply++) {
            java.util.List<AgoraMove> moves = game.legalMoves(p);
            p = game.play(p, moves.get(random.nextInt(moves.size())));
            long expected = p.toMove() == org.parlour.core.Seat.BLACK ? AgoraPosition.Keys.BLACK : 0L;
            for (int s = 0; s < AgoraPosition.SQUARES; s++) {
                if (p.cells[s] != 0) {
                    expected ^= AgoraPosition.Keys.key(s << 10 | p.cells[s]);
                }
            }
            assertThat(p.zobrist()).as("ply %d", ply).isEqualTo(expected);
            assertThat(AgoraNotation.parse(AgoraNotation.format(p)).zobrist()).as("ply %d, made whole", ply).isEqualTo(expected);
        }
    }
}
