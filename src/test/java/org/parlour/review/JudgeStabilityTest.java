package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.parlour.bench.JudgeStability;

/**
 * Issue 29: the marks stay put when the search goes one ply deeper. The sample games reviewed at
 * small depths d and d+1 (Agora and Tournament 2 and 3, Conspirateurs 1 and 2) change the glyph
 * of at most one move, except Agora game 1, where the target is not met yet: its measured count
 * is a bound here so it cannot grow (docs/benchmarks.md, "Judge", (a)). Measured twice: the
 * heuristic alone (proofs off) and the judge as the review runs it (the exact solver's proofs
 * on, 5,000 nodes a question, which win at every depth). Conspirateurs' two long games are left
 * out for the suite's time (about a minute each on a loaded machine); {@code JudgeStability}
 * measures them.
 */
class JudgeStabilityTest {
    /**
     * Known misses of the one-move target at these depths, proofs off (measured 2026-12-04, Agora's
     * ?? from 150; the same on 2026-12-05 after the analysis' transposition table, which changes no
     * score). Tournament game 2 changed 5 (4 with the proofs) until its evaluation valued a forced
     * put-back (2026-12-05): 1 now (0 with the proofs), within the target. Agora game 1's five
     * are quiet threats (a piece stepped beside a stack that cannot move away) that a search one
     * ply deeper sees; at depths 7 and 8 it changes none (docs/benchmarks.md, "Judge", (a),
     * seventh pass).
     */
    private static final Map<String, Integer> KNOWN = Map.of(
            "samples/agora/game-1.json", 5);
    /** The same with the review's proofs on. */
    private static final Map<String, Integer> KNOWN_PROVED = Map.of(
            "samples/agora/game-1.json", 5);

    @Test
    void sampleGamesKeepTheirMarksOnePlyDeeper() throws IOException {
        check(0, KNOWN);
    }

    @Test
    void sampleGamesKeepTheirMarksOnePlyDeeperAsTheReviewRunsTheJudge() throws IOException {
        check(-1, KNOWN_PROVED);
    }

    /**
     * At the review's own depths for Agora (7 and 8 since 2026-12-05) the sample game changes at
     * most one mark (none measured). Agora games 1 and 2 change none either at 7 and 8 (at 5 and 6,
     * the review's depths before, game 1 changed three and game 2 one; docs/benchmarks.md,
     * "Judge", (a), seventh pass); they are left to {@code JudgeStability} for the suite's time
     * (about 3 and 2 minutes on a loaded machine). Proofs off, the cheaper way (a proof is the same
     * at both depths, so with the proofs on no more marks can differ).
     */
    @Test
    void agoraKeepsItsMarksOnePlyDeeperAtTheReviewDepth() throws IOException {
        int d = ReviewOptions.defaultDepth("agora");
        JudgeStability.Row row = JudgeStability.compare(Path.of("samples/agora/sample-game.json"), d, 0);
        System.out.println(row);
        assertThat(row.differ()).as("agora/sample-game at depths %d and %d", d, d + 1).hasSizeLessThanOrEqualTo(1);
    }

    /** {@code proofs}: the solver's budget a question, 0 for none, -1 for the review's of each game. */
    private static void check(long proofs, Map<String, Integer> known) throws IOException {
        int games = 0;
        for (Path p : JudgeStability.samples()) {
            String id = p.getParent().getFileName().toString();
            if (id.equals("conspirateurs") && !p.getFileName().toString().equals("sample-game.json")) {
                continue;
            }
            int d = JudgeStability.smallDepth(id);
            long proofNodes = proofs < 0 ? ReviewOptions.defaultProofNodes(id) : proofs;
            JudgeStability.Row row = JudgeStability.compare(p, d, proofNodes);
            System.out.println(row);
            int bound = known.getOrDefault(p.toString().replace('\\', '/'), 1);
            assertThat(row.differ()).as("%s at depths %d and %d, proof nodes %d", p, d, d + 1, proofNodes)
                    .hasSizeLessThanOrEqualTo(bound);
            games++;
        }
        assertThat(games).isEqualTo(7);
    }
}
