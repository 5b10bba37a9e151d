package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.parlour.bench.JudgeStability;

/**
 * Issue 29: the marks stay put when the search goes one ply deeper. The sample games reviewed at
 * small depths d and d+1 (Agora and Tournament 2 and 3, Conspirateurs 1 and 2; proofs off, since
 * a proof does not depend on the depth) change the glyph of at most one move, except two games
 * where the target is not met yet: their measured counts are bounds here so they cannot grow
 * (docs/benchmarks.md, "Judge"). Conspirateurs' two long games are left out for the suite's time
 * (about a minute each on a loaded machine); {@code JudgeStability} measures them.
 */
class JudgeStabilityTest {
    /** Known misses of the one-move target at these depths (measured 2026-12-04). */
    private static final Map<String, Integer> KNOWN = Map.of(
            "samples/agora/game-1.json", 6,
            "samples/tournament/game-2.json", 5);

    @Test
    void sampleGamesKeepTheirMarksOnePlyDeeper() throws IOException {
        int games = 0;
        for (Path p : JudgeStability.samples()) {
            String id = p.getParent().getFileName().toString();
            if (id.equals("conspirateurs") && !p.getFileName().toString().equals("sample-game.json")) {
                continue;
            }
            int d = id.equals("conspirateurs") ? 1 : 2;
            JudgeStability.Row row = JudgeStability.compare(p, d, 0);
            System.out.println(row);
            int bound = KNOWN.getOrDefault(p.toString().replace('\\', '/'), 1);
            assertThat(row.differ()).as("%s at depths %d and %d", p, d, d + 1).hasSizeLessThanOrEqualTo(bound);
            games++;
        }
        assertThat(games).isEqualTo(7);
    }
}
