import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
import org.parlour.tree.NodeData;

/**
 * Composes Agora problems in N (5 unless compose.n says otherwise) from self-play positions (issue
 * 30, docs/learning.md), as a problem composer does: takes a position where the side to move reaches
 * a goal in N - 1 or N but the problem is unsound (cooked, a dual before the last move, or one move
 * short), and searches small changes of it for a sound problem in N (below, "5" and "4" stand for N
 * and N - 1). A base can be a position an earlier run composed (its changes given on its line), so
 * problems grow a move at a time: free-prisoners in 2 (mined), in 3, in 4, in 5.
 *
 *   java [-Dcompose.n=5] [-Dcompose.seed=1] [-Dcompose.minutes=60] [-Dcompose.perLevel=40] [-Dcompose.depth=2] [-Dcompose.beam=3]
 *        [-Dcompose.baseSeconds=240] [-Dcompose.goalSeconds=120] [-Dcompose.goals=win,revolution,capture,free-prisoners] [-Dcompose.remove=false] [-Dcompose.retro=false]
 *        -cp target/parlour.jar scripts/library/Compose.java DIR BASES SECONDS NODES
 *
 * BASES has one line a base position: "K GAME PLY [GOAL [CHANGE...]]", the position after PLY plies of the
 * main line of game GAME (1-based) of DIR/sp-K.json (self-play seed 1000+K); GOAL restricts it to one goal
 * id; CHANGEs (as an earlier run printed them) are made to it first.
 * The changes, each keeping a position rules.md §1.4 and §6.1 accept (the reader checks it) and all
 * 16 pieces on the board, as in every real game (pieces are flipped, never taken off):
 *   step   the top piece of a stack goes to an adjacent empty square (an own move taken back, or
 *          the opponent's);
 *   jump   the top piece goes to any empty square;
 *   stack  a whole stack goes to an empty square;
 *   swap   two squares exchange their stacks;
 *   onto   the top piece goes on top of another stack;
 *   flip   one piece changes colour (a flip of a real game);
 *   uncapture a stack of one colour becomes the other colour's, one piece shorter, and the piece
 *          that captured it stands on an adjacent empty square (a capture taken back: the key of
 *          the new problem can be that capture, in front of a problem one move shorter); drawn
 *          compose.uncapture (6) times as often as a far change;
 *   remove (only with compose.remove=true) a piece leaves the board: fewer than 16, a position no
 *          game reaches, said so in the source.
 * With compose.retro, a base one move short first tries every move of the solving side taken back
 * (each step of one of its top pieces to an adjacent empty square, each of its captures taken back),
 * the predecessors of a problem in 4, before the beam goes on from the best of them.
 * For each (base, goal) with a shortest solution of 4 or 5 moves (Solver.firstKey, SECONDS and NODES),
 * a beam search over DEPTH levels (at most GOAL_SECONDS a goal, BASE_SECONDS a base): at each level PER_LEVEL changes of the beam's positions, drawn at
 * random (java.util.Random with the seed, printed), are tried; a change is kept when the goal's
 * shortest solution is exactly 5 and scored by the exact solve in 5 (100 a key beyond the first,
 * 1 a dual before the last move); the BEAM best of the new changes and the old beam go on to the
 * next level. Changes on the squares where the cooks and early duals play are drawn more often. A change that scores 0 is
 * mined alone by the miner itself (Miner.mine, every goal, up to 5 moves, 10 x SECONDS and 4 x
 * NODES: one key, exactly N, duals only on the last move), and what it keeps with N = 5 and a main
 * line of 2N - 1 plies (not when the longest defence gives the goal away, e.g. frees the solver's
 * prisoner itself, and the solver's 5th move is any waiting move) is written
 * to DIR/comp-K.json (appended; not when one found before has the same goal and main line: the
 * same problem with a spare piece elsewhere), its source naming the base and the changes; then
 * AddToLibrary.java (with -Dadd.origin=selfplay-agora-seed%d.json) proves each again and adds it.
 */
public class Compose {
    static final String[] FILES = {"a", "b", "c", "d", "e", "f"};
    static final Random RANDOM = new Random(Long.getLong("compose.seed", 1));
    static final long GOAL_NANOS = Long.getLong("compose.goalSeconds", 120) * 1_000_000_000L;
    static final double UNCAPTURE = Double.parseDouble(System.getProperty("compose.uncapture", "6"));
    static final boolean RETRO = Boolean.getBoolean("compose.retro");
    /** The number of moves of the problems sought (compose.n, default 5; 4 for problems in 4 from positions one move short or cooked in 4). */
    static final int N = Integer.getInteger("compose.n", 5);
    static int tried;
    static int atFive;
    static int found;

    /** A position as 36 stacks (index rank-from-top * 6 + file, "" for empty; bottom to top) and the side to move. */
    record Board(String[] sq, String side) {
        static Board parse(String text) {
            String[] parts = text.trim().split(" ");
            String[] sq = new String[36];
            String[] ranks = parts[0].split("/");
            for (int r = 0; r < 6; r++) {
                int f = 0;
                String s = ranks[r];
                for (int i = 0; i < s.length(); i++) {
                    char c = s.charAt(i);
                    if (Character.isDigit(c)) {
                        for (int k = 0; k < c - '0'; k++) {
                            sq[r * 6 + f++] = "";
                        }
                    } else if (c == '(') {
                        int j = s.indexOf(')', i);
                        sq[r * 6 + f++] = s.substring(i + 1, j);
                        i = j;
                    } else {
                        sq[r * 6 + f++] = String.valueOf(c);
                    }
                }
            }
            return new Board(sq, parts[1]);
        }

        String text() {
            StringBuilder b = new StringBuilder();
            for (int r = 0; r < 6; r++) {
                int empty = 0;
                for (int f = 0; f < 6; f++) {
                    String s = sq[r * 6 + f];
                    if (s.isEmpty()) {
                        empty++;
                        continue;
                    }
                    if (empty > 0) {
                        b.append(empty);
                        empty = 0;
                    }
                    b.append(s.length() == 1 ? s : "(" + s + ")");
                }
                if (empty > 0) {
                    b.append(empty);
                }
                if (r < 5) {
                    b.append('/');
                }
            }
            return b + " " + side;
        }

        int pieces() {
            int n = 0;
            for (String s : sq) {
                n += s.length();
            }
            return n;
        }
    }

    static String name(int i) {
        return FILES[i % 6] + (6 - i / 6);
    }

    static boolean adjacent(int a, int b) {
        return a != b && Math.abs(a / 6 - b / 6) <= 1 && Math.abs(a % 6 - b % 6) <= 1;
    }

    /**
     * A changed position, the words that say what changed (square names, language-neutral) and the
     * squares where its parent's solution went wrong (the cooks' and the early duals' moves).
     */
    record Change(Board board, String what, Set<Integer> hot) {
        Change(Board board, String what) {
            this(board, what, Set.of());
        }
    }

    /** Every single change of {@code b} (see the class comment), before the reader checks it. */
    static List<Change> changes(Board b, boolean remove) {
        List<Change> out = new ArrayList<>();
        String[] s = b.sq();
        for (int i = 0; i < 36; i++) {
            if (s[i].isEmpty()) {
                continue;
            }
            String top = s[i].substring(s[i].length() - 1);
            String rest = s[i].substring(0, s[i].length() - 1);
            for (int j = 0; j < 36; j++) {
                if (j == i) {
                    continue;
                }
                if (s[j].isEmpty()) {
                    String[] t = s.clone();
                    t[i] = rest;
                    t[j] = top;
                    out.add(new Change(new Board(t, b.side()), name(i) + ">" + name(j)));
                    if (s[i].length() > 1) {
                        t = s.clone();
                        t[i] = "";
                        t[j] = s[i];
                        out.add(new Change(new Board(t, b.side()), name(i) + ">>" + name(j)));
                    }
                } else {
                    if (j > i) {
                        String[] t = s.clone();
                        t[i] = s[j];
                        t[j] = s[i];
                        out.add(new Change(new Board(t, b.side()), name(i) + "<>" + name(j)));
                    }
                    String[] t = s.clone();
                    t[i] = rest;
                    t[j] = s[j] + top;
                    out.add(new Change(new Board(t, b.side()), name(i) + ">" + name(j)));
                }
            }
            if (s[i].length() >= 2 && s[i].chars().distinct().count() == 1) {
                // a capture taken back: the stack was the other colour, one piece shorter, and the
                // capturing piece stood next to it
                String other = s[i].charAt(0) == 'W' ? "B" : "W";
                for (int j = 0; j < 36; j++) {
                    if (adjacent(i, j) && s[j].isEmpty()) {
                        String[] t = s.clone();
                        t[i] = other.repeat(s[i].length() - 1);
                        t[j] = top;
                        out.add(new Change(new Board(t, b.side()), name(j) + "x" + name(i)));
                    }
                }
            }
            for (int k = 0; k < s[i].length(); k++) {
                String[] t = s.clone();
                char c = s[i].charAt(k);
                t[i] = s[i].substring(0, k) + (c == 'W' ? 'B' : 'W') + s[i].substring(k + 1);
                out.add(new Change(new Board(t, b.side()), name(i) + "~" + (k + 1)));
                if (remove) {
                    t = s.clone();
                    t[i] = s[i].substring(0, k) + s[i].substring(k + 1);
                    out.add(new Change(new Board(t, b.side()), name(i) + "-" + (k + 1)));
                }
            }
        }
        return out;
    }

    /**
     * Weights: a change on a square where the parent's cooks or early duals play is drawn 6 times as
     * often, next to one 2 times; a step (a move taken back) 3 times as often as a far change.
     */
    static double weight(Change c) {
        String w = c.what();
        String last = w.substring(w.lastIndexOf(' ') + 1);
        double x = 1;
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[a-f][1-6]").matcher(last);
        List<Integer> squares = new ArrayList<>();
        while (m.find()) {
            squares.add(index(m.group()));
        }
        if (last.matches("[a-f][1-6]>[a-f][1-6]") && adjacent(squares.get(0), squares.get(1))) {
            x *= 3;
        }
        if (last.matches("[a-f][1-6]x[a-f][1-6]")) {
            x *= UNCAPTURE;
        }
        double near = 1;
        for (int sq : squares) {
            for (int h : c.hot()) {
                near = Math.max(near, h == sq ? 6 : adjacent(h, sq) ? 2 : 1);
            }
        }
        return x * near;
    }

    /** Whether {@code c} takes back a move of {@code own} ("W" or "B") from {@code base}: a step to an adjacent square or a capture. */
    static boolean retro(Change c, String own, Board base) {
        String w = c.what();
        if (w.matches("[a-f][1-6]x[a-f][1-6]")) {
            return base.sq()[index(w.substring(3, 5))].startsWith(own);
        }
        if (!w.matches("[a-f][1-6]>[a-f][1-6]")) {
            return false;
        }
        int i = index(w.substring(0, 2));
        int j = index(w.substring(3, 5));
        return adjacent(i, j) && base.sq()[j].isEmpty() && base.sq()[i].endsWith(own);
    }

    static List<Integer> squares(String move) {
        List<Integer> out = new ArrayList<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[a-f][1-6]").matcher(move);
        while (m.find()) {
            out.add(index(m.group()));
        }
        return out;
    }

    static int index(String sq) {
        return (6 - (sq.charAt(1) - '0')) * 6 + (sq.charAt(0) - 'a');
    }

    /** What the exact solver says of one goal in one position. */
    record Eval(int shortest, int keys, int midDuals, long nodes, Set<Integer> hot) {
        Eval(int shortest, int keys, int midDuals, long nodes) {
            this(shortest, keys, midDuals, nodes, Set.of());
        }

        int score() {
            return (keys - 1) * 100 + midDuals;
        }
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        List<String> bases = Files.readAllLines(Path.of(args[1]));
        Duration time = Duration.ofMillis((long) (Double.parseDouble(args[2]) * 1000));
        long nodes = Long.parseLong(args[3]);
        long seed = Long.getLong("compose.seed", 1);
        long end = System.nanoTime() + Long.getLong("compose.minutes", 60) * 60_000_000_000L;
        int perLevel = Integer.getInteger("compose.perLevel", 40);
        int depth = Integer.getInteger("compose.depth", 2);
        int beam = Integer.getInteger("compose.beam", 3);
        long baseNanos = Long.getLong("compose.baseSeconds", 240) * 1_000_000_000L;
        Set<String> goalIds = new HashSet<>(List.of(System.getProperty("compose.goals", "win,revolution,capture,free-prisoners").split(",")));
        boolean remove = Boolean.getBoolean("compose.remove");
        System.out.println("compose seed " + seed + ", " + bases.size() + " bases, " + time.toMillis() / 1000.0 + " s and " + nodes
                + " nodes a solve, " + perLevel + " changes a level, depth " + depth + ", beam " + beam);
        RecordJson json = new RecordJson(Games.all());
        long t0 = System.nanoTime();
        int done = 0;
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
            Set<String> only = f.length > 3 ? Set.of(f[3]) : goalIds;
            GameRecord g = json.readAny(dir.resolve("sp-" + k + ".json")).value().chapters().get(chapter - 1);
            String position = Miner.mainLinePositions(g).get(ply);
            // changes already found (by an earlier run) to start from, in the notation of the source
            String prefix = String.join(" ", java.util.Arrays.copyOfRange(f, Math.min(f.length, 4), f.length));
            if (!prefix.isEmpty()) {
                position = replay(Board.parse(position), prefix).text();
            }
            long deadline = Math.min(end, System.nanoTime() + baseNanos);
            base(json, dir, g, k, chapter, ply, position, prefix, only, time, nodes, perLevel, depth, beam, remove, deadline);
            done++;
        }
        System.out.printf("compose: %d bases, %d changes tried, %d with a shortest solution of exactly %d, %d problems in %d found, %.0f s%n",
                done, tried, atFive, N, found, N, (System.nanoTime() - t0) / 1e9);
    }

    @SuppressWarnings("unchecked")
    static <P, M> void base(RecordJson json, Path dir, GameRecord g, int k, int chapter, int ply, String position, String prefix, Set<String> only,
                            Duration time, long nodes, int perLevel, int depth, int beam, boolean remove, long deadline) throws Exception {
        Game<P, M> game = (Game<P, M>) Games.byId(g.gameId()).create(g.rules());
        P start = game.parsePosition(position);
        Seat seat = game.toMove(start);
        System.out.println("base sp-" + k + " game " + chapter + " ply " + ply + (prefix.isEmpty() ? "" : " changed " + prefix) + ": " + position);
        long baseDeadline = deadline;
        for (Goal<P, M> goal : goals(game, start, seat, only)) {
            if (System.nanoTime() > baseDeadline) {
                return;
            }
            deadline = Math.min(baseDeadline, System.nanoTime() + GOAL_NANOS);
            Eval e0 = eval(game, start, seat, goal, time, nodes);
            System.out.println("  " + key(goal) + ": shortest " + e0.shortest() + (e0.shortest() == N ? ", keys " + e0.keys() + ", duals before the last move " + e0.midDuals()
                    + ", on " + e0.hot().stream().map(Compose::name).sorted().toList() : ""));
            if (e0.shortest() != N - 1 && e0.shortest() != N) {
                continue;
            }
            if (e0.shortest() == N && e0.score() == 0) {
                // sound as it is (a base given with its changes, for another goal): mined alone
                confirm(json, dir, game, g, k, chapter, ply, new Change(Board.parse(position), prefix), start, goal, time, nodes);
                continue;
            }
            // the beam: (change, its evaluation); the base stays in it until changes do better (a base
            // one move short scores worse than any change proved in exactly 5)
            List<Object[]> best = new ArrayList<>();
            best.add(new Object[] {new Change(Board.parse(position), prefix, e0.hot()), e0.shortest() == N ? e0 : new Eval(N, 1000, 0, 0)});
            List<Change> frontier = new ArrayList<>(List.of((Change) best.get(0)[0]));
            Set<String> seen = new HashSet<>(Set.of(game.formatPosition(start)));
            for (int level = 1; level <= depth && !frontier.isEmpty(); level++) {
                List<Change> pool = new ArrayList<>();
                for (Change c : frontier) {
                    for (Change d : changes(c.board(), remove)) {
                        pool.add(new Change(d.board(), (c.what().isEmpty() ? "" : c.what() + " ") + d.what(), c.hot()));
                    }
                }
                if (RETRO && level == 1 && e0.shortest() == N - 1) {
                    // every move of the solving side taken back, each tried: a step of one of its
                    // top pieces to an adjacent empty square, or one of its captures taken back
                    String own = seat == game.seats().get(0) ? "W" : "B";
                    pool.removeIf(c -> !retro(c, own, Board.parse(position)));
                }
                List<Change> drawn = RETRO && level == 1 && e0.shortest() == N - 1 ? pool : draw(pool, perLevel);
                List<Object[]> scored = new ArrayList<>();
                for (Change c : drawn) {
                    if (System.nanoTime() > deadline) {
                        break;
                    }
                    if (!remove && c.board().pieces() != 16) {
                        continue;
                    }
                    P p;
                    try {
                        p = game.parsePosition(c.board().text());
                    } catch (RuntimeException ex) {
                        continue;
                    }
                    if (!seen.add(game.formatPosition(p)) || game.outcome(p).isPresent() || game.legalMoves(p).isEmpty()) {
                        continue;
                    }
                    Goal<P, M> moved = follow(game, goal, c.what(), p, seat);
                    if (moved == null) {
                        continue;
                    }
                    tried++;
                    long t = System.nanoTime();
                    Eval e = eval(game, p, seat, moved, time, nodes);
                    System.out.printf("    L%d %-24s %s: shortest %d%s (%.1f s)%n", level, c.what(), key(moved), e.shortest(),
                            e.shortest() == N ? ", keys " + e.keys() + ", duals before the last " + e.midDuals() : "", (System.nanoTime() - t) / 1e9);
                    if (e.shortest() != N) {
                        continue;
                    }
                    atFive++;
                    scored.add(new Object[] {new Change(c.board(), c.what(), e.hot()), e});
                    if (e.score() == 0) {
                        confirm(json, dir, game, g, k, chapter, ply, c, p, moved, time, nodes);
                    }
                }
                // the next beam: the best of the new changes and the old beam, a new one first at equal score
                Collections.shuffle(scored, RANDOM);
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
    }

    /** The changes of {@code what} (the notation of {@link #changes}) made to {@code b}, in order. */
    static Board replay(Board b, String what) {
        for (String step : what.trim().split(" ")) {
            String[] s = b.sq().clone();
            int i = index(step.substring(0, 2));
            String rest = step.substring(2);
            if (rest.startsWith("x")) {
                int t = index(rest.substring(1));
                s[t] = (b.sq()[t].charAt(0) == 'W' ? "B" : "W").repeat(b.sq()[t].length() - 1);
                s[i] = b.sq()[t].substring(b.sq()[t].length() - 1);
            } else if (rest.startsWith(">>")) {
                int j = index(rest.substring(2));
                s[j] = b.sq()[i];
                s[i] = "";
            } else if (rest.startsWith("<>")) {
                int j = index(rest.substring(2));
                s[j] = b.sq()[i];
                s[i] = b.sq()[j];
            } else if (rest.startsWith(">")) {
                int j = index(rest.substring(1));
                s[j] = b.sq()[j] + b.sq()[i].substring(b.sq()[i].length() - 1);
                s[i] = b.sq()[i].substring(0, b.sq()[i].length() - 1);
            } else {
                int k = Integer.parseInt(rest.substring(1)) - 1;
                char c = b.sq()[i].charAt(k);
                s[i] = b.sq()[i].substring(0, k) + (rest.startsWith("~") ? String.valueOf(c == 'W' ? 'B' : 'W') : "") + b.sq()[i].substring(k + 1);
            }
            b = new Board(s, b.side());
        }
        return b;
    }


    /** {@code n} changes drawn without replacement, each with its weight. */
    static List<Change> draw(List<Change> pool, int n) {
        List<Change> out = new ArrayList<>();
        List<Change> left = new ArrayList<>(pool);
        while (out.size() < n && !left.isEmpty()) {
            double total = 0;
            for (Change c : left) {
                total += weight(c);
            }
            double x = RANDOM.nextDouble() * total;
            int i = 0;
            for (; i < left.size() - 1; i++) {
                x -= weight(left.get(i));
                if (x < 0) {
                    break;
                }
            }
            out.add(left.remove(i));
        }
        return out;
    }

    /** The goal in the changed position: a capture follows its stack when a change moved it; null when it no longer applies. */
    static <P, M> Goal<P, M> follow(Game<P, M> game, Goal<P, M> goal, String what, P p, Seat seat) {
        Goal<P, M> g = goal;
        String cell = goal.params().get("cell");
        if (cell != null) {
            for (String step : what.split(" ")) {
                String[] parts = step.split(">>|<>|>");
                if (parts.length == 2 && parts[0].equals(cell)) {
                    cell = parts[1];
                } else if (step.contains("<>") && parts[1].equals(cell)) {
                    cell = parts[0];
                }
            }
            g = game.goal(goal.id(), Map.of("cell", cell)).orElse(null);
            if (g != null && g.refusal(p, seat).isPresent()) {
                // the top piece left and the stack's rest stayed: the capture is still of the cell
                g = goal;
            }
        }
        if (g == null || g.refusal(p, seat).isPresent() || g.holds(p, seat)) {
            return null;
        }
        return g;
    }

    static <P, M> List<Goal<P, M>> goals(Game<P, M> game, P p, Seat seat, Set<String> only) {
        List<Goal<P, M>> out = new ArrayList<>();
        for (String id : game.goalIds()) {
            if (!only.contains(id)) {
                continue;
            }
            List<Map<String, String>> params = new ArrayList<>();
            if (id.equals("capture")) {
                for (int i = 0; i < 36; i++) {
                    params.add(Map.of("cell", name(i)));
                }
            } else {
                params.add(Map.of());
            }
            for (Map<String, String> pm : params) {
                Goal<P, M> g;
                try {
                    g = game.goal(id, pm).orElse(null);
                } catch (RuntimeException e) {
                    continue;
                }
                if (g != null && g.kind() == Goal.Kind.REACH && g.refusal(p, seat).isEmpty() && !g.holds(p, seat)) {
                    out.add(g);
                }
            }
        }
        return out;
    }

    static String key(Goal<?, ?> g) {
        return g.id() + (g.params().isEmpty() ? "" : " " + g.params().get("cell"));
    }

    /** Shortest solution up to 5 (-1 none, 0 unknown); at exactly 5, the keys and the duals before the last move. */
    static <P, M> Eval eval(Game<P, M> game, P p, Seat seat, Goal<P, M> goal, Duration time, long nodes) {
        SolveOptions o = new SolveOptions(new Limits(time, nodes), 0, 4000, 18).withThreads(1);
        Problem<P, M> five = new Problem<>(game, p, seat, goal, N, Defence.BEST);
        MoveAnswer<M> first = Solver.firstKey(five, o, x -> { }, new AtomicBoolean());
        if (first.verdict() == Verdict.DISPROVED) {
            return new Eval(-1, 0, 0, first.nodes());
        }
        if (first.verdict() != Verdict.PROVED) {
            return new Eval(0, 0, 0, first.nodes());
        }
        if (first.length() < N) {
            return new Eval(first.length(), 0, 0, first.nodes());
        }
        Solution<M> s = Solver.solve(five, o, x -> { }, new AtomicBoolean());
        if (s.verdict() != Verdict.PROVED || s.shortest() != N) {
            return new Eval(0, 0, 0, first.nodes() + s.nodes());
        }
        int mid = 0;
        Set<Integer> hot = new HashSet<>();
        for (Dual<M> d : s.duals()) {
            for (M alt : d.alternatives()) {
                List<M> line = new ArrayList<>(d.path());
                line.add(alt);
                if (!five.reachesGoal(line)) {
                    mid++;
                    P at = p;
                    for (M m : d.path()) {
                        at = game.play(at, m);
                    }
                    for (M a : d.alternatives()) {
                        hot.addAll(squares(game.formatMove(at, a)));
                    }
                    break;
                }
            }
        }
        if (s.keys().size() > 1) {
            for (M k : s.keys()) {
                hot.addAll(squares(game.formatMove(p, k)));
            }
        }
        if (s.tree().isEmpty()) {
            mid++;
        }
        // a main line shorter than N moves (the defence gives the goal away and the last move is
        // any waiting move) counts as a dual before the last move: the miner's problem would not be kept
        int plies = 0;
        for (List<org.parlour.solver.Line<M>> at = s.tree(); !at.isEmpty(); at = at.get(0).children()) {
            plies++;
        }
        if (!s.tree().isEmpty() && plies < 2 * N - 1) {
            mid++;
        }
        return new Eval(N, s.keys().size(), mid, first.nodes() + s.nodes(), hot);
    }

    /** Whether two problems have the same goal and the same main line (moves and duals alike). */
    static boolean sameSolution(GameRecord a, GameRecord b) {
        ProblemSpec x = a.problem().orElseThrow();
        ProblemSpec y = b.problem().orElseThrow();
        return x.goal().equals(y.goal()) && x.goalParams().equals(y.goalParams())
                && a.tree().mainLine().stream().map(n -> n.data().move()).toList()
                .equals(b.tree().mainLine().stream().map(n -> n.data().move()).toList());
    }

    /** Mines the changed position alone with the miner's own rules and keeps what it proves in 5. */
    static <P, M> void confirm(RecordJson json, Path dir, Game<P, M> game, GameRecord g, int k, int chapter, int ply, Change c, P p,
                               Goal<P, M> goal, Duration time, long nodes) throws Exception {
        GameRecord setup = new GameRecord(g.gameId(), g.rules(), g.meta(), game.formatPosition(p),
                new MoveTree.Builder(NodeData.empty(), 1).build(), Optional.empty(), Optional.empty(), new TreeMap<>());
        // all = true: every sound problem, several a position (the library's assembly chooses), not the selection of a plain `mine`
        MineResult r = Miner.mine(List.of(new MineSource(setup, "comp-" + k + ".json", chapter)),
                new MineOptions(N, time.multipliedBy(10), nodes * 4, 1, goal.params().containsKey("cell"), true), x -> { }, new AtomicBoolean());
        Path out = dir.resolve("comp-" + k + ".json");
        List<GameRecord> kept = new ArrayList<>();
        if (Files.exists(out)) {
            kept.addAll(json.readAny(out).value().chapters());
        }
        GameRecord base = g;
        int at = ply;
        int added = 0;
        for (GameRecord problem : r.problems()) {
            ProblemSpec spec = problem.problem().orElseThrow();
            if (spec.moves() != N) {
                continue;
            }
            if (problem.tree().mainLine().size() < 2 * N - 1) {
                // the main line is shorter than N moves: the longest defence gives the goal away
                // (a prisoner freed by the defender's own move) and the solver's last move is any
                // waiting move, a problem one move short in disguise
                System.out.println("    main line of " + problem.tree().mainLine().size() + " plies, not kept: " + spec.goal() + " " + problem.setup());
                continue;
            }
            if (kept.stream().anyMatch(o -> sameSolution(o, problem))) {
                // the same goal and main line as one found before: the same problem with a spare
                // piece elsewhere, not a new one
                System.out.println("    the same solution as one found: " + spec.goal() + spec.goalParams() + " " + problem.setup());
                continue;
            }
            String changes = c.what().replace(">>", " \u21d2 ").replace("<>", " \u21c4 ").replace(">", " \u2192 ");
            kept.add(problem.withMeta(problem.meta()
                    // in English and French, as the miner writes its sources (the game's title in each)
                    .withSource(org.parlour.mine.Statement.inEveryLanguage(() -> Messages.tr("compose.source",
                            org.parlour.study.RecordLanguages.text(base.meta().titleText(), base, Messages.locale()), at, changes)))
                    .withOrigin(Optional.of(new Origin("comp-" + k + ".json", chapter, ply)))));
            added++;
            found++;
            System.out.println("    FOUND " + spec.goal() + spec.goalParams() + " in " + N + ": " + problem.setup() + " (" + c.what() + ")");
        }
        if (added > 0) {
            json.save(out, RecordCollection.of("composed from " + "sp-" + k + ".json", kept));
        } else {
            System.out.println("    the miner did not keep it (" + r.cooked() + " cooked)");
        }
    }
}
