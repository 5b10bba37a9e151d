package org.parlour.mine;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.review.Judge;
import org.parlour.review.ReviewOptions;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Dual;
import org.parlour.solver.Limits;
import org.parlour.solver.Line;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;

/**
 * Mines one game, position by position in tree order (see {@link Miner}). One thread.
 *
 * @param <P> position type
 * @param <M> move type
 */
final class GameMiner<P, M> {
    /** A kept problem: its record, its duplicate key and whether it follows a mistake. */
    record Found(String key, GameRecord record, boolean afterMistake) {
    }

    /**
     * A position of the game's tree with what the miner found one and two plies before it: the N of
     * each goal proved there, and the sound problems (for {@link Selection}'s repeats).
     */
    private record At<P>(long nodeId, P position, int ply, Map<String, Integer> parentFound,
                         Map<String, Integer> grandFound, P parent, List<Selection.Candidate> parentProblems,
                         List<Selection.Candidate> grandProblems) {
    }

    private final Game<P, M> game;
    private final MineSource source;
    private final MineOptions options;
    private final AtomicBoolean cancel;
    private final Runnable examined;
    private final AtomicInteger cooked;
    /** Proved problems dropped because the judge marks their key ?? ({@link #keyMarkedBlunder}). */
    private final AtomicInteger losing;
    private final AtomicInteger failed = new AtomicInteger();
    private final List<Map<String, String>> symmetries;
    /** The review's judge, at the review's own settings ({@link ReviewOptions#defaults}): this miner's thread only. */
    private final Judge<P, M> judge;
    /** What {@link Selection} left out so far (this miner's thread only). */
    private MineResult.LeftOut left = MineResult.LeftOut.NONE;

    GameMiner(Game<P, M> game, MineSource source, MineOptions options, AtomicBoolean cancel, Runnable examined,
              AtomicInteger cooked, AtomicInteger losing) {
        this.game = game;
        this.source = source;
        this.options = options;
        this.cancel = cancel;
        this.examined = examined;
        this.cooked = cooked;
        this.losing = losing;
        this.judge = Judge.of(game);
        List<Map<String, String>> sym;
        try {
            sym = Symmetries.of(game.shape());
        } catch (RuntimeException e) {
            // a game without a board to draw: duplicates by the Zobrist hash only
            sym = List.of();
        }
        this.symmetries = sym;
    }

    List<Found> run() {
        GameRecord r = source.record();
        P start = r.setup().isEmpty() ? game.initialPosition() : game.parsePosition(r.setup());
        MoveTree tree = r.tree();
        List<Found> out = new ArrayList<>();
        Deque<At<P>> todo = new ArrayDeque<>();
        todo.push(new At<>(MoveTree.ROOT_ID, start, 0, Map.of(), Map.of(), null, List.of(), List.of()));
        while (!todo.isEmpty() && !cancel.get()) {
            At<P> at = todo.pop();
            Map<String, Integer> here = new HashMap<>();
            List<Selection.Candidate> found = new ArrayList<>();
            if (game.outcome(at.position()).isEmpty()) {
                examine(at, here, found);
                // every sound problem (--all), or the one a player would want (Selection)
                List<Selection.Candidate> kept = found;
                if (!options.all() && !found.isEmpty()) {
                    Selection.Picked picked = Selection.pick(found, game.legalMoves(at.position()).size(), at.parentProblems(),
                            at.grandProblems());
                    left = left.plus(picked.leftOut());
                    kept = picked.kept();
                }
                for (Selection.Candidate c : kept) {
                    out.add(c.found());
                }
                examined.run();
            } else {
                continue;
            }
            List<Node> children = tree.children(at.nodeId());
            for (int i = children.size() - 1; i >= 0; i--) {
                Node c = children.get(i);
                P next;
                try {
                    next = game.play(at.position(), game.parseMove(at.position(), c.data().move()));
                } catch (RuntimeException e) {
                    // the reader has already cut illegal moves; a line the game refuses is not mined
                    continue;
                }
                todo.push(new At<>(c.id(), next, at.ply() + 1, here, at.parentFound(), at.position(), found,
                        at.parentProblems()));
            }
        }
        return out;
    }

    /** What {@link Selection} left out of this game (none with {@link MineOptions#all()}). */
    MineResult.LeftOut leftOut() {
        return left;
    }

    private void examine(At<P> at, Map<String, Integer> here, List<Selection.Candidate> out) {
        P position = at.position();
        Seat seat = game.toMove(position);
        long deadline = System.nanoTime() + options.timePerPosition().toNanos();
        for (Goal<P, M> goal : Goals.candidates(game, position, seat, options.cellGoals())) {
            if (cancel.get() || System.nanoTime() > deadline) {
                return;
            }
            try {
                examineGoal(at, goal, seat, deadline, here, out);
            } catch (RuntimeException e) {
                // a position the rules or the solver refuse (a bug elsewhere) costs this goal, not the run
                failed.incrementAndGet();
            }
        }
    }

    private void examineGoal(At<P> at, Goal<P, M> goal, Seat seat, long deadline, Map<String, Integer> here,
                             List<Selection.Candidate> out) {
        P position = at.position();
        {
            String goalKey = Goals.key(goal);
            Problem<P, M> longest;
            try {
                longest = new Problem<>(game, position, seat, goal, options.maxN(), Defence.BEST);
            } catch (IllegalArgumentException e) {
                return;
            }
            MoveAnswer<M> first = Solver.firstKey(longest, solveOptions(deadline), p -> { }, cancel);
            if (first.verdict() != Verdict.PROVED || first.length() < 1) {
                return;
            }
            int d = first.length();
            here.put(goalKey, d);
            Integer earlier = at.grandFound().get(goalKey);
            if (earlier != null && earlier == d + 1) {
                // the tail of a problem one own move earlier: not a problem of its own
                return;
            }
            Problem<P, M> problem = new Problem<>(game, position, seat, goal, d, Defence.BEST);
            Solution<M> s = Solver.solve(problem, solveOptions(deadline), p -> { }, cancel);
            if (s.verdict() != Verdict.PROVED || s.shortest() != d) {
                return;
            }
            if (s.keys().size() != 1) {
                cooked.incrementAndGet();
                return;
            }
            Optional<List<String>> lastDuals = lastMoveDuals(problem, s);
            if (lastDuals.isEmpty()) {
                return;
            }
            if (s.tree().isEmpty()) {
                // a limit cut the tree after the proof: no main line to show
                return;
            }
            List<M> main = mainLine(s.tree().get(0));
            if (!problem.reachesGoal(main)) {
                return;
            }
            if (!"win".equals(goal.id()) && keyMarkedBlunder(position, main.get(0))) {
                // a key the review calls ??: "Right" for it would contradict the review
                losing.incrementAndGet();
                return;
            }
            boolean mistake = afterMistake(at, goal, d, deadline);
            List<String> themes = Themes.of(game, problem, main, s, mistake);
            Found f = new Found(Symmetries.key(game, symmetries, position, seat, goal, d), record(at, problem, s, main, lastDuals.get(), themes),
                    mistake);
            out.add(new Selection.Candidate(f, goalKey, goal.params().containsKey("cell"), game.formatMove(position, main.get(0)), d,
                    f.record().problem().orElseThrow().rating().orElse(0), out.size()));
        }
    }

    /**
     * True when the shared judge ({@link Judge#of}, the review's, at its default depth and budgets,
     * as {@code parlour review}, the problem pane and the trainer use it) marks {@code key} ?? in
     * {@code position}: proved (it hands the next seat a forced win another move avoids, or misses
     * a forced win) or by its search alone (it gives away at least the game's ?? threshold, in
     * Agora 1.50, just under a piece). A problem whose key meets its goal that way would be "Right" in the
     * trainer and ?? in the review (a new user's trial: 6 of the Agora library's problems, and the
     * trainer said "Right ... Solved."; then a scan of the whole library: 529 of its 967 keys, 497
     * of them by the search, most a capture taken back at once; docs/learning.md), so the miner
     * keeps none. Until 2026-12-06 only a proved ?? rejected a problem, the judge searching one ply.
     * Cost: one judgement of the key, about what {@code parlour review} spends on one move.
     */
    boolean keyMarkedBlunder(P position, M key) {
        return judge.judge(position, key, cancel).mark() == Judge.Mark.BLUNDER;
    }

    private SolveOptions solveOptions(long deadline) {
        long left = Math.max(1, (deadline - System.nanoTime()) / 1_000_000);
        return new SolveOptions(new Limits(Duration.ofMillis(left), options.nodesPerProof()), 2, 4000, 18)
                .withThreads(1);
    }

    /**
     * The duals of the solution written as "path: alternatives" texts, when every one is on the
     * solving seat's last move; empty (the problem dropped) when one comes earlier.
     */
    private Optional<List<String>> lastMoveDuals(Problem<P, M> problem, Solution<M> s) {
        List<String> out = new ArrayList<>();
        for (Dual<M> dual : s.duals()) {
            for (M alt : dual.alternatives()) {
                List<M> line = new ArrayList<>(dual.path());
                line.add(alt);
                if (!problem.reachesGoal(line)) {
                    return Optional.empty();
                }
            }
            out.add(texts(problem.position(), dual.path(), dual.alternatives()));
        }
        return Optional.of(out);
    }

    private String texts(P start, List<M> path, List<M> alternatives) {
        P p = start;
        StringBuilder b = new StringBuilder();
        for (M m : path) {
            b.append(game.formatMove(p, m)).append(' ');
            p = game.play(p, m);
        }
        b.append(":");
        for (M m : alternatives) {
            b.append(' ').append(game.formatMove(p, m));
        }
        return b.toString().trim();
    }

    /** Key, then at each defence the one whose line lasts longest, at each own move the solver's reply. */
    private static <M> List<M> mainLine(Line<M> key) {
        List<M> out = new ArrayList<>();
        Line<M> at = key;
        out.add(at.move());
        while (!at.children().isEmpty()) {
            Line<M> next = at.children().get(0);
            int deepest = depth(next);
            for (Line<M> c : at.children()) {
                int dd = depth(c);
                if (dd > deepest) {
                    deepest = dd;
                    next = c;
                }
            }
            out.add(next.move());
            at = next;
        }
        return out;
    }

    private static <M> int depth(Line<M> l) {
        int best = 0;
        for (Line<M> c : l.children()) {
            best = Math.max(best, depth(c));
        }
        return best + 1;
    }

    /**
     * Whether the move that led here threw away a defence (lichess-puzzler's "a puzzle starts
     * after a mistake"): a short analysis of the position before it prefers another move after
     * which the goal is out of reach in d.
     */
    private boolean afterMistake(At<P> at, Goal<P, M> goal, int d, long deadline) {
        P before = at.parent();
        if (before == null || game.toMove(before) == game.toMove(at.position())) {
            return false;
        }
        Analysis<M> a = new Analyzer<>(game, 2, Limits.ofNodes(20_000)).analyse(before, p -> { }, cancel);
        if (a.best().isEmpty()) {
            return false;
        }
        P other = game.play(before, a.best().get());
        if (game.hash(other) == game.hash(at.position()) || game.outcome(other).isPresent()
                || game.toMove(other) != game.toMove(at.position())) {
            return false;
        }
        try {
            Problem<P, M> p = new Problem<>(game, other, game.toMove(other), goal, d, Defence.BEST);
            return Solver.firstKey(p, solveOptions(deadline + 1_000_000_000L), x -> { }, cancel).verdict() == Verdict.DISPROVED;
        } catch (IllegalArgumentException e) {
            // the goal's cell is gone after the other move: that move avoided it
            return true;
        }
    }

    private GameRecord record(At<P> at, Problem<P, M> problem, Solution<M> s, List<M> main, List<String> duals,
                              List<String> themes) {
        Seat seat = problem.seat();
        int d = problem.moves();
        String statement = Statement.of(seat, problem.goal(), d);
        double rating = Rating.of(d, s.tries().size(), s.nodes(), game.legalMoves(problem.position()).size());
        ProblemSpec spec = new ProblemSpec(seat, problem.goal().id(), problem.goal().params(), d, Defence.BEST, statement,
                themes, OptionalDouble.of(rating), OptionalDouble.of(Rating.RD), Map.of());
        // the statement and title in English and French, so the library reads in either
        spec = spec.withStatement(Statement.inEveryLanguage(game, spec));
        MoveTree.Builder b = new MoveTree.Builder(NodeData.empty(), main.size());
        P p = problem.position();
        long parent = MoveTree.ROOT_ID;
        for (int i = 0; i < main.size(); i++) {
            M m = main.get(i);
            NodeData data = NodeData.ofMove(game.formatMove(p, m));
            if (i == 0) {
                data = data.withRole(Optional.of(ProblemRole.KEY));
            }
            long id = i + 1;
            b.add(parent, id, data);
            parent = id;
            p = game.play(p, m);
        }
        Map<String, String> details = new TreeMap<>();
        details.put("solver", "parlour exact AND/OR search with transposition table");
        details.put("keys", "1");
        details.put("moves", Integer.toString(d));
        details.put("shortest", Integer.toString(s.shortest()));
        details.put("tries", Integer.toString(s.tries().size()));
        details.put("duals", Integer.toString(duals.size()));
        details.put("nodes", Long.toString(s.nodes()));
        if (!duals.isEmpty()) {
            details.put("last-move-duals", String.join("; ", duals));
        }
        SolutionSummary solution = new SolutionSummary("solved", List.of(1L), details);
        GameRecord r = source.record();
        // the source in English and French, as the title and statement (a French reader read "Mined
        // by Parlour from ..."), the game's title in the language of the sentence around it
        int ply = at.ply();
        LocalText sourceText = Statement.inEveryLanguage(() -> {
            String shown = org.parlour.study.RecordLanguages.text(r.meta().titleText(), r, Messages.locale());
            return Messages.tr("mine.source", shown.isEmpty() ? source.file() : shown, ply);
        });
        Metadata meta = Metadata.empty()
                .withTitle(Statement.titleInEveryLanguage(game, spec))
                .withSource(sourceText)
                .withOrigin(Optional.of(new Origin(source.file(), source.chapter(), at.ply())));
        return new GameRecord(game.id(), r.rules(), meta, game.formatPosition(problem.position()), b.build(),
                Optional.of(spec), Optional.of(solution), new TreeMap<>());
    }
}
