import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;

/**
 * Builds a shipped library (samples/GAME/library.json) from the outputs of scripts/library/generate.sh:
 *
 *   java -cp target/parlour.jar scripts/library/AssembleLibrary.java GAME LEVEL MAX OUT DIR/lib-*.json
 *
 * Problems found in several batches are kept once (same position, seat, goal and N, or its image
 * under a symmetry of the board: org.parlour.mine.Symmetries). The rest
 * are taken round-robin over (goal, N) so that no goal or length crowds out the others (in each,
 * problems with rarer themes first), at most MAX, and written in order of rating (easiest first).
 * A problem that is the tail of another (the same side, goal and game, one move longer two plies
 * earlier, found by another pass) is dropped. Each origin names the seeded self-play
 * file that reproduces its game: batch k is `parlour selfplay GAME --games 5 --level LEVEL
 * --seed 1000+k`, written as selfplay-GAME-seed<1000+k>.json.
 */
public class AssembleLibrary {
    /** Proves the problem again with this build's solver: exactly N, one key, the recorded one, the main line reaches the goal. */
    static boolean sound(GameRecord r) {
        return check(Games.byId(r.gameId()).create(r.rules()), r);
    }

    static <P, M> boolean check(org.parlour.core.Game<P, M> game, GameRecord r) {
        ProblemSpec spec = r.problem().get();
        P start = game.parsePosition(r.setup());
        org.parlour.core.Goal<P, M> goal = game.goal(spec.goal(), spec.goalParams()).orElseThrow();
        org.parlour.solver.Problem<P, M> problem = new org.parlour.solver.Problem<>(game, start, spec.seat(), goal,
                spec.moves(), org.parlour.core.Defence.BEST);
        org.parlour.solver.Solution<M> s = org.parlour.solver.Solver.solve(problem,
                org.parlour.solver.SolveOptions.defaults().withThreads(1)
                        .withLimits(org.parlour.solver.Limits.ofTime(java.time.Duration.ofSeconds(20))),
                x -> { }, new java.util.concurrent.atomic.AtomicBoolean());
        if (s.verdict() != org.parlour.solver.Verdict.PROVED || s.shortest() != spec.moves() || s.keys().size() != 1) {
            return false;
        }
        List<org.parlour.tree.Node> main = r.tree().mainLine();
        if (!game.formatMove(start, s.keys().get(0)).equals(main.get(0).data().move())) {
            return false;
        }
        List<M> line = new ArrayList<>();
        P p = start;
        for (org.parlour.tree.Node n : main) {
            M m = game.parseMove(p, n.data().move());
            line.add(m);
            p = game.play(p, m);
        }
        return problem.reachesGoal(line);
    }

    /** The same for a problem and its images under the board's symmetries (org.parlour.mine.Symmetries). */
    static String key(GameRecord r) {
        return key(Games.byId(r.gameId()).create(r.rules()), r);
    }

    static <P, M> String key(org.parlour.core.Game<P, M> game, GameRecord r) {
        ProblemSpec p = r.problem().orElseThrow();
        return org.parlour.mine.Symmetries.key(game, org.parlour.mine.Symmetries.of(game.shape()),
                game.parsePosition(r.setup()), p.seat(), game.goal(p.goal(), p.goalParams()).orElseThrow(), p.moves());
    }

    /** Where a problem starts in its game, moved by {@code plies} and {@code moves}: file, chapter, ply, seat, goal, N. */
    static String place(GameRecord r, int plies, int moves) {
        ProblemSpec p = r.problem().get();
        Origin o = r.meta().origin().get();
        return o.file() + "|" + o.chapter() + "|" + (o.ply() + plies) + "|" + p.seat() + "|" + p.goal() + "|"
                + new TreeMap<>(p.goalParams()) + "|" + (p.moves() + moves);
    }

    static GameRecord inEveryLanguage(GameRecord r) {
        org.parlour.core.Game<?, ?> game = Games.byId(r.gameId()).create(r.rules());
        ProblemSpec p = r.problem().get();
        return r.withProblem(Optional.of(p.withStatement(org.parlour.mine.Statement.inEveryLanguage(game, p))))
                .withMeta(r.meta().withTitle(org.parlour.mine.Statement.titleInEveryLanguage(game, p)));
    }

    public static void main(String[] args) throws Exception {
        String game = args[0];
        String level = args[1];
        int max = Integer.parseInt(args[2]);
        Path out = Path.of(args[3]);
        RecordJson json = new RecordJson(Games.all());
        Map<String, GameRecord> unique = new LinkedHashMap<>();
        java.util.Set<String> starts = new java.util.HashSet<>();
        int same = 0;
        int mirrored = 0;
        Pattern batch = Pattern.compile("[a-z0-9]+-(\\d+)\\.json");
        for (int i = 4; i < args.length; i++) {
            Path f = Path.of(args[i]);
            Matcher m = batch.matcher(f.getFileName().toString());
            if (!m.matches()) {
                throw new IllegalArgumentException("expected <pass>-<k>.json (lib-3.json, deep-3.json), got " + f);
            }
            int seed = 1000 + Integer.parseInt(m.group(1));
            for (GameRecord r : json.readAny(f).value().chapters()) {
                ProblemSpec p = r.problem().orElseThrow();
                String key = key(r);
                Origin o = r.meta().origin().orElseThrow();
                GameRecord renamed = r.withMeta(r.meta().withOrigin(Optional.of(
                        new Origin("selfplay-" + game + "-seed" + seed + ".json", o.chapter(), o.ply()))));
                starts.add(place(renamed, 0, 0));
                GameRecord before = unique.get(key);
                if (before != null) {
                    if (before.setup().equals(r.setup())) {
                        same++;
                    } else {
                        mirrored++;
                    }
                }
                if (before == null || (!before.problem().get().themes().contains("after-mistake")
                        && p.themes().contains("after-mistake"))) {
                    unique.put(key, renamed);
                }
            }
        }
        System.out.println(game + ": " + same + " copies of the same position and stipulation, " + mirrored
                + " images of another under a symmetry of the board, kept once");
        // a problem whose goal the same side could reach one move longer two plies before is only
        // that problem's tail (the rule of parlour mine, here across passes: a deeper pass may
        // have found the longer one)
        int tails = 0;
        for (java.util.Iterator<GameRecord> it = unique.values().iterator(); it.hasNext(); ) {
            if (starts.contains(place(it.next(), -2, 1))) {
                it.remove();
                tails++;
            }
        }
        System.out.println(game + ": " + tails + " dropped as the tail of a longer problem two plies before");
        // within a (N, goal) bucket, problems with rarer themes first, so that every theme is served
        Map<String, Integer> themeCount = new TreeMap<>();
        for (GameRecord r : unique.values()) {
            for (String t : r.problem().get().themes()) {
                themeCount.merge(t, 1, Integer::sum);
            }
        }
        Map<String, List<GameRecord>> buckets = new TreeMap<>();
        for (GameRecord r : unique.values()) {
            ProblemSpec p = r.problem().get();
            buckets.computeIfAbsent(p.moves() + " " + p.goal(), k -> new ArrayList<>()).add(r);
        }
        for (List<GameRecord> b : buckets.values()) {
            b.sort(Comparator.comparingInt((GameRecord r) -> r.problem().get().themes().stream()
                    .mapToInt(themeCount::get).min().orElse(Integer.MAX_VALUE)));
        }
        List<GameRecord> chosen = new ArrayList<>();
        int round = 0;
        int unsound = 0;
        boolean more = true;
        while (chosen.size() < max && more) {
            more = false;
            for (List<GameRecord> b : buckets.values()) {
                if (round < b.size() && chosen.size() < max) {
                    more = true;
                    if (sound(b.get(round))) {
                        chosen.add(b.get(round));
                    } else {
                        unsound++;
                    }
                }
            }
            round++;
        }
        System.out.println(game + ": " + unsound + " dropped: not proved again by this solver in exactly N with its key");
        chosen.sort(Comparator.comparingDouble((GameRecord r) -> r.problem().get().rating().getAsDouble()));
        // statements and titles in English and French (org.parlour.mine.Statement), written again
        // for problems mined before the miner wrote both
        chosen.replaceAll(AssembleLibrary::inEveryLanguage);
        String name = switch (game) {
            case "agora" -> "Agora";
            case "tournament" -> "Tournament";
            default -> "Conspirateurs";
        };
        // in English and French, as the problems' titles and sources
        org.parlour.tree.LocalText title = org.parlour.tree.LocalText.of(
                "en", name + " problem library: " + chosen.size() + " problems mined from self-play games (parlour mine)",
                "fr", "Biblioth\u00e8que de probl\u00e8mes " + (name.equals("Agora") ? "d\u2019" : "de ") + name + "\u00a0: " + chosen.size()
                        + " probl\u00e8mes trouv\u00e9s dans des parties contre soi-m\u00eame (parlour mine)");
        json.save(out, new RecordCollection(title, chosen, new TreeMap<>()));
        Map<String, Integer> counts = new TreeMap<>();
        for (GameRecord r : chosen) {
            ProblemSpec p = r.problem().get();
            counts.merge("N=" + p.moves(), 1, Integer::sum);
            counts.merge("goal " + p.goal(), 1, Integer::sum);
            for (String t : p.themes()) {
                counts.merge("theme " + t, 1, Integer::sum);
            }
        }
        System.out.println(game + ": " + unique.size() + " unique, " + chosen.size() + " written to " + out + " (level " + level + ")");
        counts.forEach((k, v) -> System.out.println("  " + k + ": " + v));
    }
}
