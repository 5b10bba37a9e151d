package org.parlour.mine;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;

/**
 * The board symmetries the miner removes duplicates by (issue 30): how many each board has, and,
 * for shipped problems mirrored by hand (each rank or row read backwards: a&harr;f in Agora,
 * a&harr;q in Conspirateurs, the mirror through the two queens' corners in Tournament), the
 * same duplicate key and, by the solver, the same answer: solved in exactly N with one key, the
 * mirror of the original key.
 */
class SymmetriesTest {
    private static final Pattern CELL = Pattern.compile("([a-q])([0-9]{1,2})");
    private static final Pattern TOKEN = Pattern.compile("\\d+|\\([^)]*\\)|[A-Za-z]\\*?");

    @Test
    void eachBoardHasTheSymmetriesItsCellsAllow() {
        assertThat(Symmetries.of(Games.create("agora", "").shape())).hasSize(8);
        assertThat(Symmetries.of(Games.create("tournament", "").shape())).hasSize(12);
        // the missing sanctuary i1 leaves only the mirror a<->q
        List<Map<String, String>> c = Symmetries.of(Games.create("conspirateurs", "").shape());
        assertThat(c).hasSize(2);
        assertThat(c.get(0).get("a1")).isEqualTo("a1");
        assertThat(c.get(1).get("a1")).isEqualTo("q1");
        assertThat(c.get(1).get("e7")).isEqualTo("m7");
        // with 40 sanctuaries the 9 x 5 drop zone still forbids the quarter turns
        assertThat(Symmetries.of(Games.create("conspirateurs", "sanctuaries=40").shape())).hasSize(4);
    }

    @Test
    void aMirroredProblemHasTheSameKeyAndTheSameAnswer() throws Exception {
        long seed = Long.getLong("parlour.symmetry.seed", System.nanoTime());
        System.out.println("SymmetriesTest seed " + seed);
        Random random = new Random(seed);
        RecordJson json = new RecordJson(Games.all());
        for (String id : List.of("agora", "tournament", "conspirateurs")) {
            List<GameRecord> all = json.readAny(Path.of("samples", id, "library.json")).value().chapters();
            for (int i = 0; i < 3; i++) {
                GameRecord r = all.get(random.nextInt(all.size()));
                check(Games.byId(id).create(r.rules()), r, mirrorCell(id));
            }
        }
    }

    @Test
    void anotherPositionHasAnotherKey() {
        Game<Object, Object> game = raw(Games.create("agora", ""));
        List<Map<String, String>> sym = Symmetries.of(game.shape());
        Object a = game.parsePosition("BBBBBB/B4B/6/6/W4W/WWWWWW w");
        Object b = game.parsePosition("BBBBBB/B4B/6/6/W4W/WWWWWW b");
        Object c = game.parsePosition("BBBBBB/B4B/6/6/W3W1/WWWWWW w");
        Goal<Object, Object> win = game.goal("win", Map.of()).orElseThrow();
        String ka = Symmetries.key(game, sym, a, game.toMove(a), win, 2);
        assertThat(Symmetries.key(game, sym, a, game.toMove(a), win, 3)).isNotEqualTo(ka);
        assertThat(Symmetries.key(game, sym, b, game.toMove(a), win, 2)).isNotEqualTo(ka);
        assertThat(Symmetries.key(game, sym, c, game.toMove(a), win, 2)).isNotEqualTo(ka);
        // the 90-degree turn of Conspirateurs is no symmetry (rules.md §3.1: i1 is no sanctuary)
        Game<Object, Object> con = raw(Games.create("conspirateurs", ""));
        List<Map<String, String>> cs = Symmetries.of(con.shape());
        Object p = con.parsePosition("17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/B16 w 0,0");
        Object q = con.parsePosition("B16/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 w 0,0");
        Object mirrored = con.parsePosition("17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/16B w 0,0");
        Goal<Object, Object> cw = con.goal("win", Map.of()).orElseThrow();
        String kp = Symmetries.key(con, cs, p, con.toMove(p), cw, 1);
        assertThat(Symmetries.key(con, cs, q, con.toMove(q), cw, 1)).isNotEqualTo(kp);
        assertThat(Symmetries.key(con, cs, mirrored, con.toMove(mirrored), cw, 1)).isEqualTo(kp);
    }

    private static UnaryOperator<String> mirrorCell(String id) {
        return cell -> {
            Matcher m = CELL.matcher(cell);
            if (!m.matches()) {
                throw new IllegalArgumentException(cell);
            }
            char file = m.group(1).charAt(0);
            int n = Integer.parseInt(m.group(2));
            return switch (id) {
                case "agora" -> (char) ('a' + 'f' - file) + m.group(2);
                case "conspirateurs" -> (char) ('a' + 'q' - file) + m.group(2);
                default -> {
                    // Tournament: row (letter) R, number n; the row runs from max(1, R-5) to min(11, R+5)
                    int row = file - 'a' + 1;
                    yield file + Integer.toString(Math.max(1, row - 5) + Math.min(11, row + 5) - n);
                }
            };
        };
    }

    private static String mirrorPosition(String text) {
        int space = text.indexOf(' ');
        List<String> rows = new ArrayList<>();
        for (String row : text.substring(0, space).split("/")) {
            List<String> cells = new ArrayList<>();
            Matcher m = TOKEN.matcher(row);
            while (m.find()) {
                String t = m.group();
                if (Character.isDigit(t.charAt(0))) {
                    for (int k = 0; k < Integer.parseInt(t); k++) {
                        cells.add(".");
                    }
                } else {
                    cells.add(t);
                }
            }
            StringBuilder b = new StringBuilder();
            int empty = 0;
            for (int k = cells.size() - 1; k >= 0; k--) {
                if (cells.get(k).equals(".")) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    b.append(empty);
                    empty = 0;
                }
                b.append(cells.get(k));
            }
            if (empty > 0) {
                b.append(empty);
            }
            rows.add(b.toString());
        }
        return String.join("/", rows) + text.substring(space);
    }

    private static String mirrorCells(String text, UnaryOperator<String> cell) {
        Matcher m = CELL.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(b, cell.apply(m.group()));
        }
        m.appendTail(b);
        return b.toString();
    }

    private static <P, M> void check(Game<P, M> game, GameRecord r, UnaryOperator<String> cell) {
        ProblemSpec spec = r.problem().orElseThrow();
        List<Map<String, String>> sym = Symmetries.of(game.shape());
        P start = game.parsePosition(r.setup());
        String mirroredText = mirrorPosition(r.setup());
        P mirrored = game.parsePosition(mirroredText);
        Map<String, String> params = new TreeMap<>(spec.goalParams());
        params.computeIfPresent("cell", (k, v) -> mirrorCells(v, cell));
        Goal<P, M> goal = game.goal(spec.goal(), spec.goalParams()).orElseThrow();
        Goal<P, M> mirroredGoal = game.goal(spec.goal(), params).orElseThrow();
        String name = r.setup() + " -> " + mirroredText + " " + spec.goal() + params;
        assertThat(Symmetries.key(game, sym, mirrored, spec.seat(), mirroredGoal, spec.moves())).as(name)
                .isEqualTo(Symmetries.key(game, sym, start, spec.seat(), goal, spec.moves()));
        Problem<P, M> problem = new Problem<>(game, mirrored, spec.seat(), mirroredGoal, spec.moves(), Defence.BEST);
        Solution<M> s = Solver.solve(problem, SolveOptions.defaults().withThreads(1), x -> { }, new AtomicBoolean());
        assertThat(s.verdict()).as(name).isEqualTo(Verdict.PROVED);
        assertThat(s.shortest()).as(name).isEqualTo(spec.moves());
        assertThat(s.keys()).as(name).hasSize(1);
        // a Conspirateurs chain is one move by its start and end (rules.md §3.3): its path may differ
        assertThat(ends(game.formatMove(mirrored, s.keys().get(0)))).as(name)
                .isEqualTo(ends(mirrorCells(r.tree().mainLine().get(0).data().move(), cell)));
    }

    private static List<String> ends(String move) {
        List<String> cells = new ArrayList<>();
        Matcher m = CELL.matcher(move);
        while (m.find()) {
            cells.add(m.group());
        }
        return cells.size() < 2 ? cells : List.of(cells.get(0), cells.get(cells.size() - 1));
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, Object> raw(Game<?, ?> g) {
        return (Game<Object, Object>) g;
    }
}
