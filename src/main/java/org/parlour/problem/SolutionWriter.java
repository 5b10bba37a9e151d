package org.parlour.problem;

import org.parlour.core.Messages;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.parlour.core.Game;
import org.parlour.solver.Dual;
import org.parlour.solver.Line;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Threat;
import org.parlour.solver.Try;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;

/**
 * Writes a solver's answer into a record: the keys, their variations, the tries with their
 * refutations and the duals become ordinary nodes of the variation tree, with problem roles and
 * short comments, and the record's solution summary is replaced (docs/solver.md).
 *
 * <p>Existing nodes are kept: a move already in the tree is re-used (merge-on-add), its role set
 * and a solver comment added only when it has none. The authored main line stays first.
 * The intended key is the first root move the record already marks {@code key}, else the
 * solver's first key; every other key is marked {@code cook}. A threat is not a legal line (the
 * defence is to move after the key), so it goes into the key's comment.
 *
 * <p>An unknown answer (a limit or a cancellation stopped the search) never replaces a decided
 * stored answer: {@link #write} then returns the record as it was ({@link #keepsStored}).
 */
public final class SolutionWriter {
    private SolutionWriter() {
    }

    /**
     * True when {@code solution} is unknown (verdict UNKNOWN: a time or node limit or a
     * cancellation stopped the search) and the record already stores a decided answer (a stored
     * verdict other than {@code unknown}): writing would wipe a proof, so {@link #write} keeps
     * the record unchanged.
     */
    public static boolean keepsStored(GameRecord record, Solution<?> solution) {
        return solution.verdict() == Verdict.UNKNOWN
                && record.solution().map(stored -> !stored.verdict().equals("unknown")).orElse(false);
    }

    /**
     * The record with the solution written into its tree and summary; the record unchanged when
     * {@link #keepsStored} (an unknown answer over a decided stored one).
     */
    public static <P, M> GameRecord write(Problem<P, M> problem, GameRecord record, Solution<M> solution) {
        if (keepsStored(record, solution)) {
            return record;
        }
        Writer<P, M> w = new Writer<>(problem, record.tree());
        String goal = problem.goal().description();
        Optional<M> intended = intendedKey(problem, record.tree(), solution.keys());
        List<Long> keyIds = new ArrayList<>();
        for (Line<M> key : solution.tree()) {
            boolean isIntended = intended.map(k -> k.equals(key.move())).orElse(false);
            ProblemRole role = isIntended ? ProblemRole.KEY : ProblemRole.COOK;
            String comment = Messages.tr(isIntended ? "writer.key" : "writer.cook") + threatComment(problem, solution, key.move());
            long id = w.line(MoveTree.ROOT_ID, problem.position(), key, role, comment, goal, List.of());
            keyIds.add(id);
        }
        for (Try<M> t : solution.tries()) {
            w.addTry(t);
        }
        for (Dual<M> d : solution.duals()) {
            w.addDual(d);
        }
        return record.withTree(w.tree).withSolution(Optional.of(summary(solution, keyIds)));
    }

    private static <P, M> Optional<M> intendedKey(Problem<P, M> problem, MoveTree tree, List<M> keys) {
        Game<P, M> game = problem.game();
        for (var child : tree.children(MoveTree.ROOT_ID)) {
            if (child.data().role().equals(Optional.of(ProblemRole.KEY))) {
                Optional<M> k = keys.stream().filter(m -> game.formatMove(problem.position(), m).equals(child.move())).findFirst();
                if (k.isPresent()) {
                    return k;
                }
            }
        }
        return keys.stream().findFirst();
    }

    private static <P, M> String threatComment(Problem<P, M> problem, Solution<M> solution, M key) {
        Optional<Threat<M>> t = solution.threatOf(key);
        if (t.isEmpty()) {
            return "";
        }
        Game<P, M> game = problem.game();
        P after = game.play(problem.position(), key);
        P passed = game.nullMove(after).orElse(after);
        return Messages.tr("writer.threat", t.get().moves().stream().map(m -> game.formatMove(passed, m))
                .collect(Collectors.joining(Messages.tr("writer.or"))) + (t.get().length() > 1 ? Messages.tr("solution.in", t.get().length()) : ""));
    }

    /** The summary: verdict id, key node ids, and the solver's facts. */
    static <M> SolutionSummary summary(Solution<M> s, List<Long> keyIds) {
        Map<String, String> details = new LinkedHashMap<>();
        details.put("solver", "parlour exact AND/OR search with transposition table");
        details.put("nodes", Long.toString(s.nodes()));
        details.put("millis", Long.toString(s.millis()));
        details.put("moves", Integer.toString(s.moves()));
        details.put("keys", Integer.toString(s.keys().size()));
        details.put("tries", Integer.toString(s.tries().size()));
        details.put("duals", Integer.toString(s.duals().size()));
        if (s.shortest() > 0) {
            details.put("shortest", Integer.toString(s.shortest()));
        }
        if (!s.stop().name().equals("NONE")) {
            details.put("stopped", s.stop().text());
        }
        return new SolutionSummary(verdictId(s), keyIds, details);
    }

    /** {@code solved}, {@code cooked}, {@code short}, {@code no-solution} or {@code unknown}. */
    static String verdictId(Solution<?> s) {
        switch (s.verdict()) {
            case UNKNOWN:
                return "unknown";
            case DISPROVED:
                return "no-solution";
            default:
                return s.isCooked() ? "cooked" : s.hasShortSolution() ? "short" : "solved";
        }
    }

    /** Adds lines to a tree, replaying positions to format the moves. */
    private static final class Writer<P, M> {
        private final Problem<P, M> problem;
        private final Game<P, M> game;
        private MoveTree tree;

        Writer(Problem<P, M> problem, MoveTree tree) {
            this.problem = problem;
            this.game = problem.game();
            this.tree = tree;
        }

        /** Adds {@code line} under {@code parentId} with its subtree; returns the new node's id. */
        long line(long parentId, P position, Line<M> line, ProblemRole role, String comment, String goal, List<M> path) {
            P next = game.play(position, line.move());
            List<M> here = new ArrayList<>(path);
            here.add(line.move());
            boolean reached = line.children().isEmpty() && problem.reachesGoal(here);
            String text = reached ? (comment.isEmpty() ? "" : comment + " ") + Messages.tr("judge.reached", goal) : comment;
            long id = add(parentId, position, line.move(), role, text);
            for (Line<M> child : line.children()) {
                line(id, next, child, child.role(), "", goal, here);
            }
            return id;
        }

        void addTry(Try<M> t) {
            P root = problem.position();
            long id = add(MoveTree.ROOT_ID, root, t.move(), ProblemRole.TRY,
                    t.length() > 0 ? Messages.tr("writer.tryLonger", t.length()) : Messages.tr("writer.try"));
            P after = game.play(root, t.move());
            for (M r : t.refutations()) {
                add(id, after, r, ProblemRole.REFUTATION, Messages.tr("writer.refutation"));
            }
        }

        void addDual(Dual<M> d) {
            long id = MoveTree.ROOT_ID;
            P position = problem.position();
            for (M m : d.path()) {
                Optional<org.parlour.tree.Node> child = tree.child(id, game.formatMove(position, m));
                if (child.isEmpty()) {
                    return;
                }
                id = child.get().id();
                position = game.play(position, m);
            }
            for (M alt : d.alternatives().subList(1, d.alternatives().size())) {
                add(id, position, alt, ProblemRole.DUAL, Messages.tr("writer.dual"));
            }
        }

        private long add(long parentId, P position, M move, ProblemRole role, String comment) {
            String text = game.formatMove(position, move);
            MoveTree.Edited e = tree.addMove(parentId, NodeData.ofMove(text));
            long id = e.nodeId();
            tree = e.tree().update(id, data -> {
                NodeData out = data.role().isPresent() ? data : data.withRole(Optional.of(role));
                return out.commentAfter().isEmpty() && !comment.isEmpty() ? out.withCommentAfter(comment) : out;
            });
            return id;
        }
    }
}
