import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.mine.Statement;
import org.parlour.mine.Symmetries;
import org.parlour.solver.Limits;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.tree.Node;

/**
 * Adds problems found after a library was assembled (Endings.java, Deepen.java) to it, keeping
 * every problem it has (issue 30, docs/learning.md):
 *
 *   java [-Dadd.minN=4] [-Dadd.perGame=2] [-Dadd.onePerPosition=true] [-Dadd.origin=selfplay-GAME-seed%d.json] -cp target/parlour.jar scripts/library/AddToLibrary.java GAME LIBRARY DIR/end-K.json...
 *
 * A problem is added when its N is at least MIN_N (default 1), it is not the library's or another
 * added problem's position and stipulation (nor an image under a symmetry of the board:
 * org.parlour.mine.Symmetries), it is not the tail of another found (the same side, goal and game, one
 * move longer two plies before; with add.onePerPosition any goal) and this build's solver proves it again as AssembleLibrary does
 * (exactly N, one key, the recorded one, the main line reaches the goal; 60 s). Its origin names
 * the self-play file of batch K (add.origin, a format with the seed 1000+K; selfplay's options
 * beyond the seed and level go in the name, e.g. selfplay-conspirateurs-seed%d-maxplies1500.json),
 * its statement and title are written in every language, and the library is written again easiest
 * first with its title's count updated. With add.onePerPosition one stipulation a position is
 * kept (at the end of a Conspirateurs game, win, shelter 20 and shelter-man of the last man are one
 * puzzle in three words): the goal least added so far; with add.perGame at most that many problems
 * of one N from one game (the ends of a game are the same man walking home a ply later).
 */
public class AddToLibrary {
    public static void main(String[] args) throws Exception {
        String gameId = args[0];
        Path libraryFile = Path.of(args[1]);
        int minN = Integer.getInteger("add.minN", 1);
        int perGame = Integer.getInteger("add.perGame", Integer.MAX_VALUE);
        boolean onePerPosition = Boolean.getBoolean("add.onePerPosition");
        String originFormat = System.getProperty("add.origin", "selfplay-" + gameId + "-seed%d.json");
        RecordJson json = new RecordJson(Games.all());
        RecordCollection library = json.readAny(libraryFile).value();
        List<GameRecord> all = new ArrayList<>(library.chapters());
        Set<String> keys = new HashSet<>();
        for (GameRecord r : all) {
            keys.add(key(r));
        }
        List<GameRecord> found = new ArrayList<>();
        Pattern batch = Pattern.compile("[a-zA-Z0-9]+-(\\d+)\\.json");
        for (int i = 2; i < args.length; i++) {
            Path f = Path.of(args[i]);
            Matcher m = batch.matcher(f.getFileName().toString());
            if (!m.matches()) {
                throw new IllegalArgumentException("expected <pass>-<k>.json, got " + f);
            }
            int seed = 1000 + Integer.parseInt(m.group(1));
            for (GameRecord r : json.readAny(f).value().chapters()) {
                Origin o = r.meta().origin().orElseThrow();
                found.add(r.withMeta(r.meta().withOrigin(Optional.of(
                        new Origin(String.format(originFormat, seed), o.chapter(), o.ply())))));
            }
        }
        Set<String> starts = new HashSet<>();
        for (GameRecord r : found) {
            starts.add(place(r, 0, 0, onePerPosition));
        }
        int same = 0;
        int tails = 0;
        int unsound = 0;
        int shorter = 0;
        int crowded = 0;
        List<GameRecord> added = new ArrayList<>();
        Map<String, Integer> goalsAdded = new TreeMap<>();
        Map<String, Integer> perGameAdded = new TreeMap<>();
        Set<String> positions = new HashSet<>();
        if (onePerPosition) {
            // the goals least common among the found ones first, so that each position's
            // stipulation takes turns over the goals
            Map<String, List<GameRecord>> byPosition = new java.util.LinkedHashMap<>();
            for (GameRecord r : found) {
                byPosition.computeIfAbsent(r.meta().origin().get().file() + "|" + r.meta().origin().get().chapter() + "|"
                        + r.meta().origin().get().ply(), x -> new ArrayList<>()).add(r);
            }
            List<GameRecord> ordered = new ArrayList<>();
            for (List<GameRecord> group : byPosition.values()) {
                ordered.addAll(group);
            }
            found = ordered;
        }
        for (GameRecord r : found) {
            ProblemSpec p = r.problem().orElseThrow();
            if (p.moves() < minN) {
                shorter++;
                continue;
            }
            if (starts.contains(place(r, -2, 1, onePerPosition))) {
                tails++;
                continue;
            }
            Origin o = r.meta().origin().get();
            String position = o.file() + "|" + o.chapter() + "|" + o.ply();
            String game = o.file() + "|" + o.chapter() + "|" + p.moves();
            if (onePerPosition && positions.contains(position)) {
                continue;
            }
            if (perGameAdded.getOrDefault(game, 0) >= perGame) {
                crowded++;
                continue;
            }
            if (onePerPosition && !leastAdded(found, r, position, goalsAdded)) {
                continue;
            }
            if (!keys.add(key(r))) {
                same++;
                continue;
            }
            long t0 = System.nanoTime();
            boolean ok = sound(r);
            System.out.printf("  %s %s in %d (%s, chapter %d, ply %d): %s, %.1f s%n", p.goal(), p.goalParams(), p.moves(),
                    r.meta().origin().get().file(), r.meta().origin().get().chapter(), r.meta().origin().get().ply(),
                    ok ? "proved again" : "NOT proved again", (System.nanoTime() - t0) / 1e9);
            if (!ok) {
                unsound++;
                continue;
            }
            added.add(inEveryLanguage(r));
            positions.add(position);
            perGameAdded.merge(game, 1, Integer::sum);
            goalsAdded.merge(p.goal(), 1, Integer::sum);
        }
        all.addAll(added);
        all.sort(Comparator.comparingDouble((GameRecord r) -> r.problem().get().rating().getAsDouble()));
        // the count in each language of the title (English and French since the French trial)
        int count = all.size();
        java.util.function.UnaryOperator<String> counted = t -> t.replaceFirst("library: \\d+ problems", "library: " + count + " problems")
                .replaceFirst("\u00a0: \\d+ probl\u00e8mes", "\u00a0: " + count + " probl\u00e8mes");
        org.parlour.tree.LocalText old = library.titleText();
        java.util.Map<String, String> byTag = new java.util.LinkedHashMap<>();
        old.byTag().forEach((tag, text) -> byTag.put(tag, counted.apply(text)));
        org.parlour.tree.LocalText title = old.isPlain() ? org.parlour.tree.LocalText.plain(counted.apply(old.anyText()))
                : org.parlour.tree.LocalText.of(byTag);
        json.save(libraryFile, new RecordCollection(title, all, new TreeMap<>()));
        System.out.println(gameId + ": " + found.size() + " found, " + shorter + " under N = " + minN + ", " + tails
                + " tails of a longer one, " + same + " already there (or a symmetry's image), " + unsound
                + " not proved again, " + crowded + " over the problems a game may give; " + added.size() + " added, " + all.size() + " in " + libraryFile);
        Map<String, Integer> counts = new TreeMap<>();
        for (GameRecord r : all) {
            ProblemSpec p = r.problem().get();
            counts.merge("N=" + p.moves(), 1, Integer::sum);
            counts.merge("goal " + p.goal(), 1, Integer::sum);
            for (String t : p.themes()) {
                counts.merge("theme " + t, 1, Integer::sum);
            }
        }
        counts.forEach((k, v) -> System.out.println("  " + k + ": " + v));
    }

    /** Whether {@code r}'s goal is the least added so far among the goals found at its position. */
    static boolean leastAdded(List<GameRecord> found, GameRecord r, String position, Map<String, Integer> goalsAdded) {
        int mine = goalsAdded.getOrDefault(r.problem().get().goal(), 0);
        for (GameRecord other : found) {
            Origin o = other.meta().origin().get();
            if ((o.file() + "|" + o.chapter() + "|" + o.ply()).equals(position)
                    && goalsAdded.getOrDefault(other.problem().get().goal(), 0) < mine) {
                return false;
            }
        }
        return true;
    }

    /**
     * Where a problem starts in its game, moved by {@code plies} and {@code moves}: file, chapter,
     * ply, seat, goal, N; with {@code anyGoal} without the goal (with add.onePerPosition a problem
     * one move shorter two plies after another is its tail whatever the words: the last man
     * followed by shelter-man has moved, so its cell differs).
     */
    static String place(GameRecord r, int plies, int moves, boolean anyGoal) {
        ProblemSpec p = r.problem().get();
        Origin o = r.meta().origin().get();
        return o.file() + "|" + o.chapter() + "|" + (o.ply() + plies) + "|" + p.seat() + "|"
                + (anyGoal ? "" : p.goal() + "|" + new TreeMap<>(p.goalParams())) + "|" + (p.moves() + moves);
    }

    static String key(GameRecord r) {
        return key(Games.byId(r.gameId()).create(r.rules()), r);
    }

    static <P, M> String key(Game<P, M> game, GameRecord r) {
        ProblemSpec p = r.problem().orElseThrow();
        return Symmetries.key(game, Symmetries.of(game.shape()), game.parsePosition(r.setup()), p.seat(),
                game.goal(p.goal(), p.goalParams()).orElseThrow(), p.moves());
    }

    static boolean sound(GameRecord r) {
        return check(Games.byId(r.gameId()).create(r.rules()), r);
    }

    /** Exactly N, one key, the recorded one, and the recorded main line reaches the goal (as LibrarySoundnessTest). */
    static <P, M> boolean check(Game<P, M> game, GameRecord r) {
        ProblemSpec spec = r.problem().get();
        P start = game.parsePosition(r.setup());
        Goal<P, M> goal = game.goal(spec.goal(), spec.goalParams()).orElseThrow();
        Problem<P, M> problem = new Problem<>(game, start, spec.seat(), goal, spec.moves(), Defence.BEST);
        Solution<M> s = Solver.solve(problem, SolveOptions.defaults().withThreads(1).withLimits(Limits.ofTime(Duration.ofSeconds(60))),
                x -> { }, new AtomicBoolean());
        if (s.verdict() != Verdict.PROVED || s.shortest() != spec.moves() || s.keys().size() != 1) {
            return false;
        }
        List<Node> main = r.tree().mainLine();
        if (!game.formatMove(start, s.keys().get(0)).equals(main.get(0).data().move())) {
            return false;
        }
        List<M> line = new ArrayList<>();
        P p = start;
        for (Node n : main) {
            M m = game.parseMove(p, n.data().move());
            line.add(m);
            p = game.play(p, m);
        }
        return problem.reachesGoal(line);
    }

    static GameRecord inEveryLanguage(GameRecord r) {
        Game<?, ?> game = Games.byId(r.gameId()).create(r.rules());
        ProblemSpec p = r.problem().get();
        return r.withProblem(Optional.of(p.withStatement(Statement.inEveryLanguage(game, p))))
                .withMeta(r.meta().withTitle(Statement.titleInEveryLanguage(game, p)));
    }
}
