package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.core.Defence;
import org.parlour.solver.Engine;
import org.parlour.solver.Limits;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;

/**
 * The df-pn engine and the search on two threads give exactly the answers of the depth-first
 * search on one thread (verdict, shortest, keys, threats, tries with their refutations, the
 * solution tree and the duals, as {@link SolutionText} prints them): on every problem under
 * {@code samples/} (the 5- and 8-movers: one thread against every core only), and on seeded
 * random Agora positions with every goal, best defence and help-play, N = 1 to 3.
 */
class EnginesAgreeTest {
    private static final SolveOptions REFERENCE = SolveOptions.defaults().withEngine(Engine.DEPTH_FIRST).withThreads(1);
    private static final List<SolveOptions> OTHERS = List.of(
            REFERENCE.withEngine(Engine.DFPN),
            REFERENCE.withThreads(2),
            REFERENCE.withEngine(Engine.DFPN).withThreads(2));

    private static <P, M> List<String> answer(Problem<P, M> problem, SolveOptions options) {
        Solution<M> s = Solver.solve(problem, options, p -> { }, new AtomicBoolean());
        List<String> lines = new ArrayList<>(SolutionText.lines(problem, s));
        lines.set(lines.size() - 1, "duals: " + s.duals().size() + (s.stop().name().equals("NONE") ? "" : " " + s.stop()));
        return lines;
    }

    private static <P, M> void agree(String name, Problem<P, M> problem) {
        List<String> expected = answer(problem, REFERENCE);
        for (SolveOptions o : OTHERS) {
            assertThat(answer(problem, o)).as(name + " with " + o.engine() + " on " + o.threads() + " threads")
                    .isEqualTo(expected);
        }
    }

    /**
     * Longer samples (the composed 5- and 8-movers) are compared on one thread against every
     * core only: df-pn takes minutes on the 8-mover (docs/benchmarks.md), too long for a test.
     */
    private static final int DEEP = 4;

    private static <P, M> void deepAgrees(String name, Problem<P, M> problem, GameRecord record) {
        Solution<M> all = SampleSolutions.of(problem, record);
        List<String> lines = new ArrayList<>(SolutionText.lines(problem, all));
        lines.set(lines.size() - 1, "duals: " + all.duals().size() + (all.stop().name().equals("NONE") ? "" : " " + all.stop()));
        assertThat(lines).as(name + " on " + SolveOptions.defaults().threads() + " threads")
                .isEqualTo(answer(problem, REFERENCE));
    }

    @Test
    void everySampleProblemGetsTheSameAnswer() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of("samples"))) {
            files = walk.filter(p -> p.toString().endsWith(".json")).filter(p -> !org.parlour.SampleLibraries.isLibrary(p)).sorted().toList();
        }
        int checked = 0;
        RecordJson json = new RecordJson(Games.all());
        for (Path file : files) {
            List<GameRecord> chapters = json.readAny(file).value().chapters();
            for (int i = 0; i < chapters.size(); i++) {
                GameRecord r = chapters.get(i);
                if (r.problem().isPresent()) {
                    Problem<?, ?> problem = ProblemRecords.problem(Games.byId(r.gameId()).create(r.rules()), r);
                    if (problem.moves() <= DEEP) {
                        agree(file + " #" + (i + 1), problem);
                    } else {
                        deepAgrees(file + " #" + (i + 1), problem, r);
                    }
                    checked++;
                }
            }
        }
        assertThat(checked).isGreaterThan(20);
    }

    @Test
    void seededRandomPositionsGetTheSameAnswer() {
        long seed = 20261201L;
        Random random = new Random(seed);
        @SuppressWarnings("unchecked")
        Game<Object, Object> agora = (Game<Object, Object>) Games.create("agora", "");
        List<String> goals = List.of("win", "revolution", "free-prisoners", "hold", "capture");
        int checked = 0;
        int proved = 0;
        for (int i = 0; i < 400 && checked < 40; i++) {
            String setup = randomAgora(random);
            Object position;
            try {
                position = agora.parsePosition(setup);
            } catch (RuntimeException e) {
                continue;
            }
            if (agora.outcome(position).isPresent()) {
                continue;
            }
            String id = goals.get(random.nextInt(goals.size()));
            Map<String, String> params = id.equals("capture") ? Map.of("cell", enemyCell(agora, position, random)) : Map.of();
            if (params.containsValue("")) {
                continue;
            }
            Goal<Object, Object> goal = agora.goal(id, params).orElseThrow();
            Defence defence = random.nextInt(3) == 0 ? Defence.HELP : Defence.BEST;
            int n = 1 + random.nextInt(3);
            Problem<Object, Object> problem = new Problem<>(agora, position, agora.toMove(position), goal, n, defence);
            Solution<Object> probe = Solver.solve(problem, REFERENCE.withLimits(Limits.ofNodes(300_000)), p -> { },
                    new AtomicBoolean());
            if (probe.verdict() == Verdict.UNKNOWN || !probe.stop().name().equals("NONE")) {
                continue;
            }
            agree("seed " + seed + " position " + i + ": " + setup + " " + problem.stipulation(), problem);
            checked++;
            proved += probe.verdict() == Verdict.PROVED ? 1 : 0;
        }
        assertThat(checked).as("seed " + seed).isGreaterThanOrEqualTo(30);
        assertThat(proved).as("seed " + seed + ": proved and disproved problems alike").isBetween(5, checked - 5);
    }

    /** A sparse legal-looking Agora position: up to 8 stacks, at most 8 pieces a colour, p &lt;= c. */
    private static String randomAgora(Random r) {
        String[][] cells = new String[6][6];
        int white = 0;
        int black = 0;
        int stacks = 2 + r.nextInt(7);
        for (int k = 0; k < stacks; k++) {
            int rank = r.nextInt(6);
            int file = r.nextInt(6);
            if (cells[rank][file] != null) {
                continue;
            }
            int c = 1 + (r.nextInt(3) == 0 ? 1 : 0) + (r.nextInt(5) == 0 ? 1 : 0);
            int p = r.nextInt(3) == 0 ? Math.min(c, 1 + r.nextInt(2)) : 0;
            boolean whiteTop = r.nextBoolean();
            int w = whiteTop ? c : p;
            int b = whiteTop ? p : c;
            if (white + w > 8 || black + b > 8) {
                continue;
            }
            white += w;
            black += b;
            String s = String.valueOf(whiteTop ? 'B' : 'W').repeat(p) + String.valueOf(whiteTop ? 'W' : 'B').repeat(c);
            cells[rank][file] = s.length() == 1 ? s : "(" + s + ")";
        }
        StringBuilder out = new StringBuilder();
        for (int rank = 5; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 6; file++) {
                if (cells[rank][file] == null) {
                    empty++;
                } else {
                    out.append(empty > 0 ? String.valueOf(empty) : "").append(cells[rank][file]);
                    empty = 0;
                }
            }
            out.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 0 ? "/" : "");
        }
        return out + (r.nextBoolean() ? " w" : " b");
    }

    /** A square whose top is the opponent's of the side to move, or "" when none. */
    private static String enemyCell(Game<Object, Object> agora, Object position, Random r) {
        Seat me = agora.toMove(position);
        List<String> cells = new ArrayList<>();
        for (char f = 'a'; f <= 'f'; f++) {
            for (char k = '1'; k <= '6'; k++) {
                String name = "" + f + k;
                String stack = ((org.parlour.games.agora.AgoraPosition) position).stack(name);
                if (!stack.isEmpty() && stack.charAt(stack.length() - 1) != (me == Seat.WHITE ? 'W' : 'B')) {
                    cells.add(name);
                }
            }
        }
        return cells.isEmpty() ? "" : cells.get(r.nextInt(cells.size()));
    }
}
