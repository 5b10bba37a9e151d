package org.parlour.mine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.StopReason;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.tree.Node;

/**
 * The {@code quiet-key} theme (docs/learning.md): a key that leaves the enemy's pieces alone. An
 * Agora prisoner move ({@code d4_d3}, docs/rules.md: the mover slides under the enemy's stack,
 * whose pieces keep their owner) was tagged "quiet key" because no enemy piece changed; it acts on
 * the enemy's stack, as a capture does.
 */
class ThemesTest {
    @SuppressWarnings("unchecked")
    private static Game<Object, Object> agora() {
        return (Game<Object, Object>) (Game<?, ?>) Games.byId("agora").create();
    }

    /** Agora game 1 (samples) before its ply {@code ply}, and the next {@code count} moves of its main line. */
    private static List<Object> line(Game<Object, Object> g, Object[] position, int ply, int count) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        List<Node> main = r.tree().mainLine();
        Object p = g.initialPosition();
        for (int i = 0; i < ply - 1; i++) {
            p = g.play(p, g.parseMove(p, main.get(i).move()));
        }
        position[0] = p;
        List<Object> out = new ArrayList<>();
        Object q = p;
        for (int i = ply - 1; i < ply - 1 + count; i++) {
            Object m = g.parseMove(q, main.get(i).move());
            out.add(m);
            q = g.play(q, m);
        }
        return out;
    }

    private static List<String> themes(Game<Object, Object> g, Object position, List<Object> main) {
        Problem<Object, Object> problem = new Problem<>(g, position, g.toMove(position), Goal.win(g), 2, Defence.BEST);
        Solution<Object> s = new Solution<>(Verdict.PROVED, StopReason.NODES, 2, 2, List.of(main.get(0)), List.of(), List.of(),
                List.of(), List.of(), false, false, 0, 0);
        return Themes.of(g, problem, main, s, false);
    }

    @Test
    void aPrisonerKeyIsNotQuiet() throws Exception {
        Game<Object, Object> g = agora();
        Object[] at = new Object[1];
        // 17. d4_d3 (White slides under Black's d3) 17... d3-c4 18. d3xc4
        List<Object> main = line(g, at, 33, 3);
        assertThat(g.formatMove(at[0], main.get(0))).isEqualTo("d4_d3");
        assertThat(g.toMove(at[0])).isEqualTo(Seat.WHITE);
        assertThat(Themes.actsOnEnemy(g, at[0], main.get(0), Seat.WHITE)).isTrue();
        assertThat(themes(g, at[0], main)).contains("prisoner", "capture").doesNotContain("quiet-key");
    }

    @Test
    void aQuietKeyIsStillQuiet() throws Exception {
        Game<Object, Object> g = agora();
        Object[] at = new Object[1];
        // 16. a1-b1 (to an empty square) 16... b5xc5 17. d4_d3: the key is quiet, a later move is not
        List<Object> main = line(g, at, 31, 3);
        assertThat(g.formatMove(at[0], main.get(0))).isEqualTo("a1-b1");
        assertThat(Themes.actsOnEnemy(g, at[0], main.get(0), Seat.WHITE)).isFalse();
        assertThat(themes(g, at[0], main)).contains("quiet-key");
    }

    /**
     * The shipped libraries: no problem tagged "quiet key" has a key that acts on the enemy (in
     * Agora's, 36 prisoner keys and one key leaving enemy prisoners were; their tag is gone).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"agora", "tournament"})
    @SuppressWarnings("unchecked")
    void noShippedQuietKeyActsOnTheEnemy(String id) throws Exception {
        RecordCollection lib = new RecordJson(Games.all()).readAny(Path.of("samples", id, "library.json")).value();
        List<String> wrong = new ArrayList<>();
        int quiet = 0;
        for (int i = 0; i < lib.chapters().size(); i++) {
            GameRecord r = lib.chapters().get(i);
            if (r.problem().isEmpty() || !r.problem().get().themes().contains("quiet-key")) {
                continue;
            }
            quiet++;
            Game<Object, Object> g = (Game<Object, Object>) (Game<?, ?>) Games.byId(id).create(r.rules());
            Object p = g.parsePosition(r.setup());
            Node key = r.tree().mainLine().get(0);
            Object m = g.parseMove(p, key.move());
            if (Themes.actsOnEnemy(g, p, m, g.toMove(p))) {
                wrong.add("chapter " + (i + 1) + ", " + r.meta().title() + ": " + key.move());
            }
        }
        assertThat(quiet).isPositive();
        assertThat(wrong).isEmpty();
    }
}
