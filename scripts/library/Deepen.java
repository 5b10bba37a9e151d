import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.mine.MineOptions;
import org.parlour.mine.MineResult;
import org.parlour.mine.MineSource;
import org.parlour.mine.Miner;
import org.parlour.study.GameRecord;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * Looks for longer problems where shorter ones were found (issue 30, docs/learning.md):
 *
 *   java [-Ddeepen.positions=P] [-Ddeepen.maxN=N] [-Ddeepen.prefix=pre] -cp target/parlour.jar scripts/library/Deepen.java DIR K MIN_N SECONDS NODES [BACK...]
 *
 * For every problem of N &ge; MIN_N in DIR/lib-K.json and DIR/deep-K.json, the positions BACK
 * plies (default 2 and 4) before it in its game DIR/sp-K.json (the same side to move) are mined
 * again alone (the first P of them, in game and ply order), with every goal, up to N moves (default
 * 5), SECONDS and NODES a position: where the quick passes
 * stopped at their limits, a longer problem may start there. Writes DIR/pre-K.json (or PREFIX-K.json) with each
 * problem's true origin (the game's file, chapter and ply). AssembleLibrary then drops a problem
 * that is the tail of another (the same goal one move longer two plies before).
 */
public class Deepen {
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        int k = Integer.parseInt(args[1]);
        int minN = Integer.parseInt(args[2]);
        Duration time = Duration.ofMillis((long) (Double.parseDouble(args[3]) * 1000));
        long nodes = Long.parseLong(args[4]);
        List<Integer> back = new ArrayList<>();
        for (int i = 5; i < args.length; i++) {
            back.add(Integer.parseInt(args[i]));
        }
        if (back.isEmpty()) {
            back = List.of(2, 4);
        }
        RecordJson json = new RecordJson(Games.all());
        String spName = "sp-" + k + ".json";
        List<GameRecord> games = json.readAny(dir.resolve(spName)).value().chapters();
        Set<String> wanted = new TreeSet<>();
        for (String pass : List.of("lib", "deep")) {
            Path f = dir.resolve(pass + "-" + k + ".json");
            if (!Files.exists(f)) {
                continue;
            }
            for (GameRecord r : json.readAny(f).value().chapters()) {
                ProblemSpec p = r.problem().orElseThrow();
                Origin o = r.meta().origin().orElseThrow();
                if (p.moves() < minN) {
                    continue;
                }
                for (int b : back) {
                    if (o.ply() - b >= 0) {
                        wanted.add(String.format("%04d %04d", o.chapter(), o.ply() - b));
                    }
                }
            }
        }
        List<MineSource> sources = new ArrayList<>();
        List<int[]> where = new ArrayList<>();
        int most = Integer.getInteger("deepen.positions", Integer.MAX_VALUE);
        for (String w : wanted) {
            if (sources.size() >= most) {
                break;
            }
            int chapter = Integer.parseInt(w.substring(0, 4));
            int ply = Integer.parseInt(w.substring(5));
            GameRecord g = games.get(chapter - 1);
            sources.add(new MineSource(at(g, ply), spName, chapter));
            where.add(new int[] {chapter, ply});
        }
        System.err.println("deepen " + dir + " " + k + ": " + sources.size() + " positions");
        int maxN = Integer.getInteger("deepen.maxN", 5);
        // all = true: every sound problem, several a position (the library's assembly chooses), not the selection of a plain `mine`
        MineResult r = Miner.mine(sources, new MineOptions(maxN, time, nodes, 1, true, true), p -> { }, new AtomicBoolean());
        List<GameRecord> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (GameRecord p : r.problems()) {
            Origin o = p.meta().origin().orElseThrow();
            // the source's chapter is the game's; find its ply among the positions mined from that game
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
        json.save(dir.resolve(System.getProperty("deepen.prefix", "pre") + "-" + k + ".json"), RecordCollection.of("deepened " + spName, out));
        System.out.println("deepened " + spName + ": " + sources.size() + " positions in " + r.millis() / 1000.0 + " s, "
                + out.size() + " problems (" + r.cooked() + " cooked)");
        for (GameRecord p : out) {
            ProblemSpec s = p.problem().get();
            System.out.println("  ply " + p.meta().origin().get().ply() + ": " + s.goal() + s.goalParams() + " in " + s.moves());
        }
    }

    /** A record of {@code game}'s position after {@code ply} plies of its main line, with no moves. */
    static <P, M> GameRecord at(GameRecord g, int ply) {
        @SuppressWarnings("unchecked")
        Game<P, M> game = (Game<P, M>) Games.byId(g.gameId()).create(g.rules());
        P p = g.setup().isEmpty() ? game.initialPosition() : game.parsePosition(g.setup());
        List<Node> main = g.tree().mainLine();
        for (int i = 0; i < ply; i++) {
            p = game.play(p, game.parseMove(p, main.get(i).data().move()));
        }
        return new GameRecord(g.gameId(), g.rules(), g.meta(), game.formatPosition(p),
                new MoveTree.Builder(NodeData.empty(), 1).build(), Optional.empty(), Optional.empty(), new java.util.TreeMap<>());
    }
}
