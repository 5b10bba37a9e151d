import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
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
import org.parlour.solver.Dual;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * Composes Conspirateurs wins in N (2 players) where more than one of the winner's men must move
 * (issue 30, docs/learning.md): the ends of finished self-play games give only the last man walking
 * home, so this takes such a position and changes it, as Compose.java does for Agora:
 *
 *   java [-Dcc.n=4] [-Dcc.seed=1] [-Dcc.perLevel=30] [-Dcc.depth=4] [-Dcc.beam=3] [-Dcc.baseSeconds=180] [-Dcc.minutes=30]
 *        -cp target/parlour.jar scripts/library/ComposeConspirateurs.java DIR BASES SECONDS NODES
 *
 * BASES has one line a base: "K GAME PLY [CHANGE...]", the position after PLY plies of the main line
 * of game GAME of DIR/sp-K.json. A change moves one man and keeps 20 men a side (rules.md §3):
 *   out   a man of the side to move leaves its sanctuary for an empty ordinary point at most 2
 *         points away (a second man to bring home: "a9>b8");
 *   move  a man not on a sanctuary goes to an empty ordinary point at most 2 points away (a road
 *         opened or closed, a bridge to leap over, a blocker).
 * Each change is read back by the position reader. For the win in N of the side to move, the
 * shortest win (Solver.firstKey, SECONDS and NODES) must be exactly N, then the exact solve scores it
 * (100 a key beyond the first, 1 a dual before the last move); a seeded beam goes on from the best.
 * A change that scores 0 is mined alone by Miner.mine (every goal without a cell, up to N moves);
 * what it keeps of exactly N whose main line (2N - 1 plies) moves two men or more of the solving
 * side is written to DIR/compc-K.json, its source naming the base and the changes; AddToLibrary.java
 * proves each again.
 */
public class ComposeConspirateurs {
    static final String FILES = "abcdefghijklmnopq";
    static final int N = Integer.getInteger("cc.n", 4);
    static final Random RANDOM = new Random(Long.getLong("cc.seed", 1));
    static int tried;
    static int atN;
    static int found;

    static final Set<String> SANCTUARIES = new HashSet<>();

    static {
        for (char f : "abdfhjlnpq".toCharArray()) {
            SANCTUARIES.add(f + "1");
        }
        for (char f : "abdfhijlnpq".toCharArray()) {
            SANCTUARIES.add(f + "17");
        }
        for (int r : new int[] {2, 4, 6, 8, 9, 10, 12, 14, 16}) {
            SANCTUARIES.add("a" + r);
            SANCTUARIES.add("q" + r);
        }
    }

    /** A position: 289 points (index (17 - rank) * 17 + file, '.' empty), and the rest of the text (seat, hands). */
    record Board(char[] pt, String rest) {
        static Board parse(String text) {
            int sp = text.indexOf(' ');
            String[] ranks = text.substring(0, sp).split("/");
            char[] pt = new char[289];
            java.util.Arrays.fill(pt, '.');
            for (int r = 0; r < 17; r++) {
                int f = 0;
                java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\d+|[A-Z]").matcher(ranks[r]);
                while (m.find()) {
                    String t = m.group();
                    if (Character.isDigit(t.charAt(0))) {
                        f += Integer.parseInt(t);
                    } else {
                        pt[r * 17 + f++] = t.charAt(0);
                    }
                }
            }
            return new Board(pt, text.substring(sp));
        }

        String text() {
            StringBuilder b = new StringBuilder();
            for (int r = 0; r < 17; r++) {
                int empty = 0;
                for (int f = 0; f < 17; f++) {
                    char c = pt[r * 17 + f];
                    if (c == '.') {
                        empty++;
                        continue;
                    }
                    if (empty > 0) {
                        b.append(empty);
                        empty = 0;
                    }
                    b.append(c);
                }
                if (empty > 0) {
                    b.append(empty);
                }
                if (r < 16) {
                    b.append('/');
                }
            }
            return b + rest;
        }

        char toMove() {
            return Character.toUpperCase(rest.trim().charAt(0));
        }
    }

    static String name(int i) {
        return FILES.charAt(i % 17) + String.valueOf(17 - i / 17);
    }

    static int index(String p) {
        return (17 - Integer.parseInt(p.substring(1))) * 17 + FILES.indexOf(p.charAt(0));
    }

    record Change(Board board, String what) {
    }

    static List<Change> changes(Board b) {
        List<Change> out = new ArrayList<>();
        char me = b.toMove();
        for (int i = 0; i < 289; i++) {
            char c = b.pt()[i];
            if (c == '.') {
                continue;
            }
            boolean sheltered = SANCTUARIES.contains(name(i));
            if (sheltered && c != me) {
                continue;
            }
            for (int dr = -2; dr <= 2; dr++) {
                for (int df = -2; df <= 2; df++) {
                    int r = i / 17 + dr;
                    int f = i % 17 + df;
                    if ((dr == 0 && df == 0) || r < 0 || r > 16 || f < 0 || f > 16) {
                        continue;
                    }
                    int j = r * 17 + f;
                    if (b.pt()[j] != '.' || SANCTUARIES.contains(name(j))) {
                        continue;
                    }
                    char[] t = b.pt().clone();
                    t[j] = c;
                    t[i] = '.';
                    out.add(new Change(new Board(t, b.rest()), name(i) + ">" + name(j)));
                }
            }
        }
        return out;
    }

    static Board replay(Board b, String what) {
        for (String step : what.trim().split(" ")) {
            String[] s = step.split(">");
            char[] t = b.pt().clone();
            t[index(s[1])] = t[index(s[0])];
            t[index(s[0])] = '.';
            b = new Board(t, b.rest());
        }
        return b;
    }

    record Eval(int shortest, int keys, int midDuals) {
        int score() {
            return (keys - 1) * 100 + midDuals;
        }
    }

    /** Shortest win up to N (-1 none, 0 unknown); at exactly N, the keys and the duals before the last move. */
    static <P, M> Eval eval(Game<P, M> game, P p, Seat seat, Duration time, long nodes) {
        SolveOptions o = new SolveOptions(new Limits(time, nodes), 0, 4000, 18).withThreads(1);
        Problem<P, M> problem = new Problem<>(game, p, seat, Goal.win(game), N, Defence.BEST);
        MoveAnswer<M> first = Solver.firstKey(problem, o, x -> { }, new AtomicBoolean());
        if (first.verdict() == Verdict.DISPROVED) {
            return new Eval(-1, 0, 0);
        }
        if (first.verdict() != Verdict.PROVED) {
            return new Eval(0, 0, 0);
        }
        if (first.length() < N) {
            return new Eval(first.length(), 0, 0);
        }
        Solution<M> s = Solver.solve(problem, o, x -> { }, new AtomicBoolean());
        if (s.verdict() != Verdict.PROVED || s.shortest() != N) {
            return new Eval(0, 0, 0);
        }
        int mid = 0;
        for (Dual<M> d : s.duals()) {
            for (M alt : d.alternatives()) {
                List<M> line = new ArrayList<>(d.path());
                line.add(alt);
                if (!problem.reachesGoal(line)) {
                    mid++;
                    break;
                }
            }
        }
        return new Eval(N, s.keys().size(), mid);
    }

    /** How many different men of the solving side move in the main line (a leap chain is one man's move). */
    static int men(List<String> moves) {
        List<String> at = new ArrayList<>();
        int men = 0;
        for (int i = 0; i < moves.size(); i += 2) {
            String[] s = moves.get(i).split("-");
            int k = at.indexOf(s[0]);
            if (k < 0) {
                men++;
                at.add(s[s.length - 1]);
            } else {
                at.set(k, s[s.length - 1]);
            }
        }
        return men;
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        List<String> bases = Files.readAllLines(Path.of(args[1]));
        Duration time = Duration.ofMillis((long) (Double.parseDouble(args[2]) * 1000));
        long nodes = Long.parseLong(args[3]);
        int perLevel = Integer.getInteger("cc.perLevel", 30);
        int depth = Integer.getInteger("cc.depth", 4);
        int beam = Integer.getInteger("cc.beam", 3);
        long baseNanos = Long.getLong("cc.baseSeconds", 180) * 1_000_000_000L;
        long end = System.nanoTime() + Long.getLong("cc.minutes", 30) * 60_000_000_000L;
        System.out.println("compose conspirateurs: win in " + N + ", seed " + Long.getLong("cc.seed", 1) + ", " + bases.size() + " bases, "
                + time.toMillis() / 1000.0 + " s and " + nodes + " nodes a solve, " + perLevel + " a level, depth " + depth + ", beam " + beam);
        RecordJson json = new RecordJson(Games.all());
        long t0 = System.nanoTime();
        for (String line : bases) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            if (System.nanoTime() > end) {
                System.out.println("stopped: time is up");
                break;
            }
            String[] f = line.trim().split("\\s+");
            int k = Integer.parseInt(f[0]);
            int chapter = Integer.parseInt(f[1]);
            int ply = Integer.parseInt(f[2]);
            GameRecord g = json.readAny(dir.resolve("sp-" + k + ".json")).value().chapters().get(chapter - 1);
            String prefix = String.join(" ", java.util.Arrays.copyOfRange(f, 3, f.length));
            Board start = Board.parse(Miner.mainLinePositions(g).get(ply));
            if (!prefix.isEmpty()) {
                start = replay(start, prefix);
            }
            base(json, dir, g, k, chapter, ply, start, prefix, time, nodes, perLevel, depth, beam, Math.min(end, System.nanoTime() + baseNanos));
        }
        System.out.printf("compose conspirateurs: %d changes tried, %d with a shortest win of exactly %d, %d problems found, %.0f s%n",
                tried, atN, N, found, (System.nanoTime() - t0) / 1e9);
    }

    @SuppressWarnings("unchecked")
    static <P, M> void base(RecordJson json, Path dir, GameRecord g, int k, int chapter, int ply, Board start, String prefix, Duration time,
                            long nodes, int perLevel, int depth, int beam, long deadline) throws Exception {
        Game<P, M> game = (Game<P, M>) Games.byId(g.gameId()).create(g.rules());
        P p0 = game.parsePosition(start.text());
        Seat seat = game.toMove(p0);
        Eval e0 = eval(game, p0, seat, time, nodes);
        System.out.println("base sp-" + k + " game " + chapter + " ply " + ply + (prefix.isEmpty() ? "" : " changed " + prefix)
                + ": shortest win " + e0.shortest() + (e0.shortest() == N ? ", keys " + e0.keys() + ", early duals " + e0.midDuals() : ""));
        List<Object[]> best = new ArrayList<>();
        best.add(new Object[] {new Change(start, prefix), e0.shortest() == N ? e0 : new Eval(N, 1000, 0)});
        List<Change> frontier = new ArrayList<>(List.of(new Change(start, prefix)));
        Set<String> seen = new HashSet<>(Set.of(start.text()));
        for (int level = 1; level <= depth && !frontier.isEmpty(); level++) {
            List<Change> pool = new ArrayList<>();
            for (Change c : frontier) {
                for (Change d : changes(c.board())) {
                    pool.add(new Change(d.board(), (c.what().isEmpty() ? "" : c.what() + " ") + d.what()));
                }
            }
            Collections.shuffle(pool, RANDOM);
            List<Object[]> scored = new ArrayList<>();
            int drawn = 0;
            for (Change c : pool) {
                if (drawn >= perLevel || System.nanoTime() > deadline) {
                    break;
                }
                if (!seen.add(c.board().text())) {
                    continue;
                }
                P p;
                try {
                    p = game.parsePosition(c.board().text());
                } catch (RuntimeException ex) {
                    continue;
                }
                if (game.outcome(p).isPresent() || game.legalMoves(p).isEmpty()) {
                    continue;
                }
                drawn++;
                tried++;
                long t = System.nanoTime();
                Eval e = eval(game, p, seat, time, nodes);
                System.out.printf("    L%d %-30s shortest %d%s (%.1f s)%n", level, c.what(), e.shortest(),
                        e.shortest() == N ? ", keys " + e.keys() + ", early duals " + e.midDuals() : "", (System.nanoTime() - t) / 1e9);
                if (e.shortest() != N) {
                    continue;
                }
                atN++;
                scored.add(new Object[] {c, e});
                if (e.score() == 0) {
                    confirm(json, dir, game, g, k, chapter, ply, c, p, time, nodes);
                }
            }
            scored.addAll(best);
            scored.removeIf(o -> ((Eval) o[1]).score() == 0);
            scored.sort(Comparator.comparingInt(o -> ((Eval) o[1]).score()));
            best = new ArrayList<>(scored.subList(0, Math.min(beam, scored.size())));
            frontier = new ArrayList<>();
            for (Object[] o : best) {
                frontier.add((Change) o[0]);
            }
        }
    }

    /** Mines the changed position alone and keeps what it proves in exactly N with two men or more moving. */
    static <P, M> void confirm(RecordJson json, Path dir, Game<P, M> game, GameRecord g, int k, int chapter, int ply, Change c, P p,
                               Duration time, long nodes) throws Exception {
        GameRecord base = g;
        int at = ply;
        GameRecord setup = new GameRecord(g.gameId(), g.rules(), g.meta(), game.formatPosition(p),
                new MoveTree.Builder(NodeData.empty(), 1).build(), Optional.empty(), Optional.empty(), new TreeMap<>());
        // all = true: every sound problem, several a position (the library's assembly chooses), not the selection of a plain `mine`
        MineResult r = Miner.mine(List.of(new MineSource(setup, "compc-" + k + ".json", chapter)),
                new MineOptions(N, time.multipliedBy(4), nodes * 2, 1, false, true), x -> { }, new AtomicBoolean());
        Path out = dir.resolve("compc-" + k + ".json");
        List<GameRecord> kept = new ArrayList<>();
        if (Files.exists(out)) {
            kept.addAll(json.readAny(out).value().chapters());
        }
        int added = 0;
        for (GameRecord problem : r.problems()) {
            ProblemSpec spec = problem.problem().orElseThrow();
            List<String> line = problem.tree().mainLine().stream().map(n -> n.data().move()).toList();
            int men = men(line);
            System.out.println("    mined " + spec.goal() + spec.goalParams() + " in " + spec.moves() + ", main line " + String.join(" ", line)
                    + " (" + men + " men)");
            if (spec.moves() != N || line.size() < 2 * N - 1 || men < 2) {
                continue;
            }
            String changes = c.what().replace(">", " \u2192 ");
            kept.add(problem.withMeta(problem.meta()
                    // in English and French, as the miner writes its sources (the game's title in each)
                    .withSource(org.parlour.mine.Statement.inEveryLanguage(() -> Messages.tr("compose.source",
                            org.parlour.study.RecordLanguages.text(base.meta().titleText(), base, Messages.locale()), at, changes)))
                    .withOrigin(Optional.of(new Origin("compc-" + k + ".json", chapter, ply)))));
            added++;
            found++;
            System.out.println("    FOUND " + spec.goal() + spec.goalParams() + " in " + N + ": " + problem.setup() + " (" + c.what() + ")");
        }
        if (added > 0) {
            json.save(out, RecordCollection.of("composed from sp-" + k + ".json", kept));
        } else {
            System.out.println("    not kept (" + r.cooked() + " cooked)");
        }
    }
}
