package org.parlour.study;

import java.util.List;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.NotationException;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * Setting up a position at a node (Edit &gt; Set Up Position): the record then starts from the
 * new position, with the node's continuation replayed from it. What would be lost is told before
 * anything changes: the moves before the node (a record has one start position, so they cannot
 * stay), the moves of the continuation that become illegal, each line cut at its first one, and
 * the answers of lesson questions that are no longer legal moves where they are asked or became
 * the same move as another answer there (the answers kept are rewritten in canonical notation).
 * A setup equal to the position already there is no edit at all.
 *
 * @param change    the edit, to apply through the session's undo history
 * @param leftOut   the moves before the node that the new start leaves out (0 at the start)
 * @param cut       the lines cut at a move that became illegal, with how many nodes each loses
 */
public record SetupEdit(TreeEdits.Change change, int leftOut, List<RecordProblem> cut) {
    public SetupEdit {
        cut = List.copyOf(cut);
    }

    /**
     * The edit that sets up {@code setup} at node {@code id}; empty when the position there is
     * already {@code setup} (nothing to do).
     *
     * @throws NotationException for text that is no position of the game
     */
    public static <P, M> Optional<SetupEdit> at(Game<P, M> game, GameRecord record, long id, String setup) {
        P wanted = Replay.startPosition(game, setup.trim());
        P there = Replay.of(game, record).position(id);
        if (game.formatPosition(wanted).equals(game.formatPosition(there))) {
            return Optional.empty();
        }
        if (id == record.tree().rootId()) {
            TreeEdits.Change c = TreeEdits.changeStart(game, record, setup);
            return Optional.of(new SetupEdit(c, 0, c.problems()));
        }
        MoveTree continuation = record.tree().subtreeAsTree(id);
        int leftOut = record.tree().size() - continuation.size();
        RecordEdits.Result r = RecordEdits.changeStart(game, record.withTree(continuation), setup.trim());
        Node n = record.tree().node(id);
        String label = Messages.tr("edit.label.setupAt", n.move());
        return Optional.of(new SetupEdit(TreeEdits.Change.of(r, MoveTree.ROOT_ID, label), leftOut, r.problems()));
    }

    /**
     * True when the edit loses moves (left out or cut) or lesson questions' answers that stop
     * being legal moves ({@link #answers}), so the person is asked first.
     */
    public boolean losesMoves() {
        return leftOut > 0 || !cut.isEmpty() || !answers().isEmpty();
    }

    /**
     * The lesson questions' answers the edit drops as no longer legal at their node, or as the same
     * move as an answer listed before them (the change drops them too).
     */
    public List<DroppedAnswer> answers() {
        return change.answers();
    }

    /** Moves cut as illegal, in all lines. */
    public int cutMoves() {
        return cut.stream().mapToInt(RecordProblem::dropped).sum();
    }

    /**
     * The question before a losing edit: what is left out, which moves are cut and how many, which
     * answers go (those no longer legal, then those that became the same move as an answer before).
     */
    public String question() {
        StringBuilder sb = new StringBuilder(Messages.tr("setup.question.start"));
        if (leftOut > 0) {
            sb.append(Messages.tr("setup.question.leftOut", leftOut));
        }
        if (!cut.isEmpty()) {
            RecordProblem p = cut.get(0);
            sb.append(Messages.tr("setup.question.cut", cutMoves(), cut.size(), p.move(), p.ply(), p.message()));
        }
        List<DroppedAnswer> illegal = DroppedAnswer.only(answers(), false);
        if (!illegal.isEmpty()) {
            sb.append(Messages.tr("setup.question.answers", illegal.size(), DroppedAnswer.named(illegal)));
        }
        List<DroppedAnswer> repeated = DroppedAnswer.only(answers(), true);
        if (!repeated.isEmpty()) {
            sb.append(Messages.tr("setup.question.answersSame", repeated.size(), DroppedAnswer.named(repeated)));
        }
        return sb.append(Messages.tr("setup.question.undo")).toString();
    }
}
