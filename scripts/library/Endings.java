import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.mine.MineOptions;
import org.parlour.mine.MineResult;
import org.parlour.mine.MineSource;
import org.parlour.mine.Miner;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;

/**
 * Looks for long wins at the end of decided games (issue 30, docs/learning.md):
 *
 *   java [-Dendings.minN=4] [-Dendings.back=30] [-Dendings.undecided=true] [-Dendings.cells=true] [-Dendings.only=C:P,...] [-Dendings.prefix=end] -cp target/parlour.jar scripts/library/Endings.java DIR K SECONDS NODES
 *
 * For every game of DIR/sp-K.json whose main line ends in a win, walks back from the winner's
 * last move over the positions with the winner to move (1, 3, 5, ... plies before the end, at most
 * BACK plies) and asks the solver for the fewest own moves to win, up to 5 (Solver.firstKey,
 * SECONDS and NODES a position), until two positions in a row have no win proved within 5: the
 * game's winning attack starts there. With endings.undecided, a game cut unfinished (selfplay's
 * last ply) is read too: every position of its last BACK plies, either side to move, is mined
 * (with endings.only, just the listed chapter:ply positions among them; given for decided games,
 * the walk is skipped and the listed positions among their last BACK plies are mined the same
 * way, as when positions found by an earlier walk are mined again with other goals or limits). The positions whose shortest win is MIN_N moves or more are
 * then mined alone, like Deepen.java (every goal without a cell, and with endings.cells the goals
 * naming a cell too, up to 5 moves, SECONDS and NODES:
 * one key, duals only on the last move). Writes DIR/end-K.json with each problem's true origin;
 * AssembleLibrary drops a problem that is the tail of a longer one.
 */
public class Endings {
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int k = Integer.parseInt(args[1]);
        Duration time = Duration.ofMillis((long) (Double.parseDouble(args[2]) * 1000));
        long nodes = Long.parseLong(args[3]);
        int minN = Integer.getInteger("endings.minN", 4);
        int back = Integer.getInteger("endings.back", 30);
        boolean undecided = Boolean.getBoolean("endings.undecided");
        boolean cells = Boolean.getBoolean("endings.cells");
        Set<String> only = new HashSet<>(List.of(System.getProperty("endings.only", "").split(",")));
        only.remove("");
        RecordJson json = new RecordJson(Games.all());
        String spName = "sp-" + k + ".json";
        List<GameRecord> games = json.readAny(dir.resolve(spName)).value().chapters();
        List<MineSource> sources = new ArrayList<>();
        List<int[]> where = new ArrayList<>();
        for (int c = 0; c < games.size(); c++) {
            GameRecord g = games.get(c);
            boolean decided = !g.meta().result().isEmpty();
            if (!decided && !undecided) {
                continue;
            }
            List<String> positions = Miner.mainLinePositions(g);
            int end = positions.size() - 1;
            if (!decided || !only.isEmpty()) {
                // no winner to follow back, or positions named: every position of the game's last
                // BACK plies is mined (with endings.only, the listed ones alone, no walk)
                for (int ply = end; ply >= Math.max(0, end - back); ply--) {
                    if (!only.isEmpty() && !only.contains((c + 1) + ":" + ply)) {
                        continue;
                    }
                    sources.add(new MineSource(record(g, positions.get(ply)), spName, c + 1));
                    where.add(new int[] {c + 1, ply});
                }
                continue;
            }
            int misses = 0;
            for (int ply = end - 1; ply >= Math.max(0, end - back) && misses < 2; ply -= 2) {
                long t0 = System.nanoTime();
                MoveAnswer<?> a = shortestWin(g, positions.get(ply), time, nodes);
                boolean won = a.verdict() == Verdict.PROVED;
                System.err.printf("game %d ply %d (end %d): %s %s, %d nodes, %.1f s%n", c + 1, ply, end, a.verdict(),
                        won ? "win in " + a.length() : "", a.nodes(), (System.nanoTime() - t0) / 1e9);
                misses = won ? 0 : misses + 1;
                if (won && a.length() >= minN) {
                    sources.add(new MineSource(record(g, positions.get(ply)), spName, c + 1));
                    where.add(new int[] {c + 1, ply});
                }
            }
        }
        System.err.println("endings " + dir + " " + k + ": " + sources.size() + " positions to mine");
        // all = true: every sound problem, several a position (the library's assembly chooses), not the selection of a plain `mine`
        MineResult r = Miner.mine(sources, new MineOptions(5, time, nodes, 1, cells, true), p -> { }, new AtomicBoolean());
        List<GameRecord> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (GameRecord p : r.problems()) {
            Origin o = p.meta().origin().orElseThrow();
            int ply = -1;
            for (int i = 0; i < sources.size(); i++) {
                if (where.get(i)[0] == o.chapter() && sources.get(i).record().setup().equals(p.setup())) {
                    ply = where.get(i)[1];
                }
            }
            if (ply < 0 || !seen.add(o.chapter() + " " + ply + " " + p.problem().get().goal() + p.problem().get().goalParams())) {
                continue;
            }
            // the source in English and French, as the miner writes it (the game's title in each)
            GameRecord from = games.get(o.chapter() - 1);
            int at = ply;
            out.add(p.withMeta(p.meta().withSource(org.parlour.mine.Statement.inEveryLanguage(() -> Messages.tr("mine.source",
                            org.parlour.study.RecordLanguages.text(from.meta().titleText(), from, Messages.locale()), at)))
                    .withOrigin(Optional.of(new Origin(spName, o.chapter(), ply)))));
        }
        json.save(dir.resolve(System.getProperty("endings.prefix", "end") + "-" + k + ".json"),
                RecordCollection.of("endings of " + spName, out));
        System.out.println("endings of " + spName + ": " + sources.size() + " positions mined in " + r.millis() / 1000.0 + " s, "
                + out.size() + " problems (" + r.cooked() + " cooked)");
        for (GameRecord p : out) {
            ProblemSpec s = p.problem().get();
            System.out.println("  game " + p.meta().origin().get().chapter() + " ply " + p.meta().origin().get().ply() + ": "
                    + s.goal() + s.goalParams() + " in " + s.moves());
        }
    }


    /** Solver.firstKey for the side to move's win, up to 5 of its moves. */
    static <P, M> MoveAnswer<M> shortestWin(GameRecord g, String position, Duration time, long nodes) {
        @SuppressWarnings("unchecked")
        Game<P, M> game = (Game<P, M>) Games.byId(g.gameId()).create(g.rules());
        P p = game.parsePosition(position);
        Seat seat = game.toMove(p);
        Problem<P, M> problem = new Problem<>(game, p, seat, Goal.win(game), 5, Defence.BEST);
        return Solver.firstKey(problem, SolveOptions.defaults().withThreads(1).withLimits(new Limits(time, nodes)),
                x -> { }, new AtomicBoolean());
    }

    /** A record of {@code g} set up at {@code position}, with no moves. */
    static GameRecord record(GameRecord g, String position) {
        return new GameRecord(g.gameId(), g.rules(), g.meta(), position,
                new MoveTree.Builder(NodeData.empty(), 1).build(), Optional.empty(), Optional.empty(), new java.util.TreeMap<>());
    }
}
