package org.parlour.study;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.NotationException;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.Quiz;
import org.parlour.core.Messages;

/**
 * The edits of a record that need the rules: every move they touch is replayed and checked.
 * When a move is no longer legal, its line is cut there and a {@link RecordProblem} says which
 * node went and how many nodes with it: nothing is dropped silently. Moves, and the answers of
 * the lesson questions on the nodes checked, are also rewritten in canonical form
 * ({@link Game#formatMove}), in the same edit.
 *
 * <p>Complexity: each operation replays the moves it checks once, O(k) moves for k nodes checked,
 * plus the tree edits (O(k log32 n)).
 */
public final class RecordEdits {
    private RecordEdits() {
    }

    /**
     * A record after a checked edit, the node the edit is about, and the problems found.
     *
     * @param record   the edited record
     * @param nodeId   the node the edit is about (the pasted or replaced node), the root otherwise;
     *                 absent when that node itself was cut
     * @param problems the lines cut, in pre-order
     * @param answers  the lesson questions' answers dropped as no longer legal or as the same move as
     *                 an answer before them, in pre-order
     * @param notPasted for a paste that merged into moves already there, the pasted annotations
     *                 those moves kept their own instead of, in pre-order ({@link NotPasted}); else empty
     */
    public record Result(GameRecord record, Optional<Long> nodeId, List<RecordProblem> problems, List<DroppedAnswer> answers,
                         List<NotPasted> notPasted) {
        public Result {
            Objects.requireNonNull(record);
            Objects.requireNonNull(nodeId);
            problems = List.copyOf(problems);
            answers = List.copyOf(answers);
            notPasted = List.copyOf(notPasted);
        }

        /** With nothing left out of a paste. */
        public Result(GameRecord record, Optional<Long> nodeId, List<RecordProblem> problems, List<DroppedAnswer> answers) {
            this(record, nodeId, problems, answers, List.of());
        }

        /** With no answer dropped. */
        public Result(GameRecord record, Optional<Long> nodeId, List<RecordProblem> problems) {
            this(record, nodeId, problems, List.of());
        }

        private Result(GameRecord record, Optional<Long> nodeId, Checked c) {
            this(record, nodeId, c.problems(), c.answers());
        }

        /** True when nothing was cut. */
        public boolean isClean() {
            return problems.isEmpty();
        }
    }

    /**
     * A tree after checking, with the problems found and the lesson questions' answers dropped
     * (ids are those of the tree checked).
     */
    public record Checked(MoveTree tree, List<RecordProblem> problems, List<DroppedAnswer> answers) {
        public Checked {
            problems = List.copyOf(problems);
            answers = List.copyOf(answers);
        }

        /** With no answer dropped. */
        public Checked(MoveTree tree, List<RecordProblem> problems) {
            this(tree, problems, List.of());
        }
    }

    /**
     * Checks every move of the record from its start position, cutting each line at its first
     * illegal move.
     *
     * @throws NotationException when the setup text is not a valid position
     */
    public static <P, M> Result check(Game<P, M> game, GameRecord record) {
        return check(game, record, n -> {
        });
    }

    /**
     * {@link #check(Game, GameRecord)}, telling {@code replayed} the number of nodes replayed so
     * far every 1,024 nodes (a reader's progress; an exception it throws stops the check).
     *
     * @throws NotationException when the setup text is not a valid position
     */
    public static <P, M> Result check(Game<P, M> game, GameRecord record, java.util.function.LongConsumer replayed) {
        P start = Replay.startPosition(game, record.setup());
        // the reader checks the questions itself, to report each at its path in the file
        Checked c = checkBelow(game, record.tree(), MoveTree.ROOT_ID, start, false, replayed);
        return new Result(record.withTree(c.tree()), Optional.of(MoveTree.ROOT_ID), c.problems());
    }

    /**
     * Checks the children of {@code fromId} and everything below them, {@code position} being the
     * position at {@code fromId}. Illegal lines are cut; moves are rewritten canonically. The
     * lesson questions of {@code fromId} and of every node kept below it keep their answers that
     * are still legal moves there, rewritten canonically too, and lose the others and any answer
     * that became the same move as one before it ({@link DroppedAnswer}); a question left with
     * nothing is removed.
     */
    public static <P, M> Checked checkBelow(Game<P, M> game, MoveTree tree, long fromId, P position) {
        return checkBelow(game, tree, fromId, position, true, n -> {
        });
    }

    private static <P, M> Checked checkBelow(Game<P, M> game, MoveTree tree, long fromId, P position, boolean quizzes,
            java.util.function.LongConsumer replayed) {
        long count = 0;
        List<RecordProblem> problems = new ArrayList<>();
        List<DroppedAnswer> answers = new ArrayList<>();
        MoveTree t = quizzes ? checkQuiz(game, tree, fromId, position, answers) : tree;
        // an explicit stack of (node id, position before its move), as two arrays: no boxing per node
        long[] ids = new long[64];
        Object[] befores = new Object[64];
        int depth = 0;
        Node from = tree.node(fromId);
        for (int i = from.childCount() - 1; i >= 0; i--) {
            if (depth == ids.length) {
                ids = Arrays.copyOf(ids, depth * 2);
                befores = Arrays.copyOf(befores, depth * 2);
            }
            ids[depth] = from.childId(i);
            befores[depth++] = position;
        }
        while (depth > 0) {
            depth--;
            long id = ids[depth];
            @SuppressWarnings("unchecked")
            P before = (P) befores[depth];
            befores[depth] = null;
            if ((++count & 1023) == 0) {
                replayed.accept(count);
            }
            Node n = t.node(id);
            M move;
            try {
                move = Replay.parse(game, before, n);
            } catch (NotationException e) {
                problems.add(new RecordProblem(id, n.ply(), n.move(), e.getMessage(), game.formatPosition(before),
                        t.subtree(id).size()));
                t = t.delete(id);
                continue;
            }
            String canonical = game.formatMove(before, move);
            if (!canonical.equals(n.move())) {
                if (t.child(n.parentId().orElseThrow(), canonical).isPresent()) {
                    problems.add(new RecordProblem(id, n.ply(), n.move(), Messages.tr("edit.repeatsSibling", n.move(), canonical),
                            game.formatPosition(before), t.subtree(id).size()));
                    t = t.delete(id);
                    continue;
                }
                t = t.withData(id, n.data().withMove(canonical));
            }
            int kids = n.childCount();
            P after = null;
            if (quizzes && n.data().quiz().isPresent()) {
                after = game.play(before, move);
                t = checkQuiz(game, t, id, after, answers);
            }
            if (kids == 0) {
                continue;
            }
            if (after == null) {
                after = game.play(before, move);
            }
            if (depth + kids > ids.length) {
                int cap = Math.max(ids.length * 2, depth + kids);
                ids = Arrays.copyOf(ids, cap);
                befores = Arrays.copyOf(befores, cap);
            }
            for (int i = kids - 1; i >= 0; i--) {
                ids[depth] = n.childId(i);
                befores[depth++] = after;
            }
        }
        return new Checked(t, problems, answers);
    }

    /**
     * The tree with node {@code id}'s lesson question keeping only the answers kept at {@code at},
     * the position there ({@link Quizzes#keptAt}: legal moves, in canonical notation, each move
     * once); each one left out is added to {@code dropped}. A question left with nothing is
     * removed.
     */
    private static <P, M> MoveTree checkQuiz(Game<P, M> game, MoveTree t, long id, P at, List<DroppedAnswer> dropped) {
        Node n = t.node(id);
        Optional<Quiz> quiz = n.data().quiz();
        if (quiz.isEmpty()) {
            return t;
        }
        Quizzes.Kept kept = Quizzes.keptAt(game, at, quiz.get());
        for (Quizzes.Left l : kept.left()) {
            String why = l.repeats() ? Messages.tr("edit.quizSameAs", l.sameAs(), l.canonical()) : l.illegal();
            dropped.add(new DroppedAnswer(id, n.ply(), l.answer().move(), l.accepted(), why, l.sameAs()));
        }
        if (kept.quiz() == quiz.get()) {
            return t;
        }
        return t.withData(id, n.data().withQuiz(kept.quiz().isEmpty() ? Optional.empty() : Optional.of(kept.quiz())));
    }

    /**
     * Checks the node {@code id} itself and its subtree, {@code before} being the position at
     * its parent.
     */
    static <P, M> Checked checkFrom(Game<P, M> game, MoveTree tree, long id, P before) {
        Node n = tree.node(id);
        M move;
        try {
            move = Replay.parse(game, before, n);
        } catch (NotationException e) {
            RecordProblem p = new RecordProblem(id, n.ply(), n.move(), e.getMessage(), game.formatPosition(before),
                    tree.subtree(id).size());
            return new Checked(tree.delete(id), List.of(p));
        }
        MoveTree t = tree;
        String canonical = game.formatMove(before, move);
        if (!canonical.equals(n.move())) {
            if (t.child(n.parentId().orElseThrow(), canonical).isPresent()) {
                RecordProblem p = new RecordProblem(id, n.ply(), n.move(), Messages.tr("edit.repeatsSibling", n.move(), canonical),
                        game.formatPosition(before), tree.subtree(id).size());
                return new Checked(tree.delete(id), List.of(p));
            }
            t = t.withData(id, n.data().withMove(canonical));
        }
        return checkBelow(game, t, id, game.play(before, move));
    }

    /**
     * Pastes a clip ({@link MoveTree#copy}, from this record or another of the same game) under
     * {@code parentId} and checks every pasted move from the parent's position. A pasted move
     * already there merges into it: the node takes the pasted annotations it lacks (a lesson
     * question, comments, glyphs...) and keeps its own where both differ, each such one named in
     * {@link Result#notPasted} ({@link NotPasted#merge}); a question taken is checked there like
     * the node's own.
     *
     * @throws NotationException when the record's setup text is not a valid position
     */
    public static <P, M> Result paste(Game<P, M> game, GameRecord record, long parentId, MoveTree clip) {
        P before = Replay.of(game, record).position(parentId);
        Optional<Node> existing = record.tree().child(parentId, clip.root().move());
        MoveTree.Pasted pasted = record.tree().paste(parentId, clip);
        if (existing.isPresent()) {
            // merged into nodes that were there: they take the pasted annotations they lack
            MoveTree t = pasted.tree();
            List<NotPasted> notPasted = new ArrayList<>();
            for (java.util.Map.Entry<Long, Long> e : pasted.ids().entrySet()) {
                long id = e.getValue();
                if (!record.tree().contains(id)) {
                    continue; // a node the paste added: it has the clip's data already
                }
                Node n = t.node(id);
                NotPasted.Merged m = NotPasted.merge(n.data(), clip.node(e.getKey()).data(), record.meta().language());
                if (m.data() != n.data()) {
                    t = t.withData(id, m.data());
                }
                if (!m.parts().isEmpty()) {
                    notPasted.add(new NotPasted(id, n.ply(), n.move(), m.parts(), m.languages()));
                }
            }
            // merged into a node that was already checked: check only below it (its question too)
            Checked c = checkBelow(game, t, pasted.nodeId(), Replay.of(game, record).position(pasted.nodeId()));
            return new Result(record.withTree(c.tree()), Optional.of(pasted.nodeId()), c.problems(), c.answers(), notPasted);
        }
        Checked c = checkFrom(game, pasted.tree(), pasted.nodeId(), before);
        return new Result(record.withTree(c.tree()), present(c.tree(), pasted.nodeId()), c);
    }

    /**
     * Replaces the node's move by {@code text} and replays what follows it: each line is cut at
     * its first move that became illegal. The node keeps its id and place among its siblings; its
     * annotation (glyphs, comments, markup, evaluation, lesson question, problem role, unknown
     * fields) goes, as in ChessBase: it was about the old move. The same move (in any spelling)
     * changes nothing, annotation included.
     *
     * @throws NotationException        when {@code text} is not a legal move at the node's parent
     * @throws IllegalArgumentException for the root, or when a sibling already has that move
     */
    public static <P, M> Result replaceMove(Game<P, M> game, GameRecord record, long nodeId, String text) {
        Node n = record.tree().node(nodeId);
        if (n.isRoot()) {
            throw new IllegalArgumentException("the root has no move to replace");
        }
        Replay<P, M> replay = Replay.of(game, record);
        P before = replay.position(n.parentId().orElseThrow());
        M move = Replay.parseMove(game, before, text);
        String canonical = game.formatMove(before, move);
        if (canonical.equals(n.move())) {
            return new Result(record, Optional.of(nodeId), List.of());
        }
        MoveTree t = record.tree().withData(nodeId, NodeData.ofMove(canonical));
        Checked c = checkBelow(game, t, nodeId, game.play(before, move));
        return new Result(record.withTree(c.tree()), Optional.of(nodeId), c);
    }

    /**
     * Changes the start position and re-checks every line from it. A setup equal to the game's
     * initial position is stored as the standard start (empty text); other setups are stored in
     * canonical form.
     *
     * @param setup position text, or empty for the initial position
     * @throws NotationException for bad position text
     */
    public static <P, M> Result changeStart(Game<P, M> game, GameRecord record, String setup) {
        P start = Replay.startPosition(game, setup);
        String text = game.formatPosition(start);
        String stored = text.equals(game.formatPosition(game.initialPosition())) ? "" : text;
        Checked c = checkBelow(game, record.tree(), MoveTree.ROOT_ID, start);
        return new Result(record.withSetup(stored).withTree(c.tree()), Optional.of(MoveTree.ROOT_ID), c);
    }

    /**
     * A new record with the line from the start to the node and everything after the node; the
     * other variations are left out. Headers and ids are kept; no replay is needed.
     */
    public static GameRecord extractLine(GameRecord record, long nodeId) {
        return record.withTree(record.tree().extractLine(nodeId)).withSolution(Optional.empty());
    }

    /**
     * A new record that starts at the node's position (as setup text) with the node's subtree as
     * its tree (ids renumbered from 0). Headers are kept, the result is cleared.
     */
    public static <P, M> GameRecord extractFrom(Game<P, M> game, GameRecord record, long nodeId) {
        P at = Replay.of(game, record).position(nodeId);
        MoveTree t = nodeId == MoveTree.ROOT_ID ? record.tree() : record.tree().subtreeAsTree(nodeId);
        return record.withTree(t).withSetup(game.formatPosition(at)).withMeta(record.meta().withResult(""))
                .withProblem(Optional.empty()).withSolution(Optional.empty());
    }

    private static Optional<Long> present(MoveTree t, long id) {
        return t.contains(id) ? Optional.of(id) : Optional.empty();
    }
}
