package org.parlour.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Undo and redo for an editing session, as Sabaki does it (SabakiHQ/Sabaki, its game-tree history): since records are
 * immutable and share structure, the history is a list of steps, each holding the record and
 * cursor before and after one edit, plus a pointer to the last step done. Undo returns the
 * "before" state of that step, redo the "after" state of the next. There is no limit on the
 * number of steps; a record of n nodes costs O(log32 n) new trie slots per tree edit, so a long
 * session stays small.
 *
 * <p>Recording a new step after some undos drops the steps that could have been redone (the usual
 * linear history). Steps with the same non-empty merge key that follow each other (typing in the
 * comment editor, say) are merged into one step, so one undo takes back the whole burst; the
 * burst ends at an undo, a redo or a {@link #seal} (the cursor moved away).
 *
 * <p>Not thread-safe; the session owns it.
 */
public final class EditHistory {

    /** A record and the node under the cursor. */
    public record State(GameRecord record, long cursor) {
        public State {
            Objects.requireNonNull(record, "record");
        }
    }

    /**
     * One edit.
     *
     * @param label    what the edit did, for "Undo ..." menu items, e.g. {@code Delete b1-c2 (12 moves)}
     * @param before   the state before it
     * @param after    the state after it
     * @param mergeKey steps with equal non-empty keys in a row merge into one; empty for none
     */
    public record Step(String label, State before, State after, String mergeKey) {
        public Step {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(before, "before");
            Objects.requireNonNull(after, "after");
            Objects.requireNonNull(mergeKey, "mergeKey");
        }
    }

    private final List<Step> steps = new ArrayList<>();
    /** Parallel to {@code steps}: a number given to each step when it is recorded or merged. */
    private final List<Long> marks = new ArrayList<>();
    private long nextMark = 1;
    private long savedMark;
    private int done;
    private boolean sealed;

    /** Records an edit that cannot merge with the one before. */
    public void push(String label, State before, State after) {
        push(new Step(label, before, after, ""));
    }

    /**
     * Records an edit; the redo steps are dropped. When {@code step}'s merge key equals that of
     * the last step done, nothing was undone in between and {@link #seal} was not called since,
     * the two become one step (the first "before", the new "after" and label).
     */
    public void push(Step step) {
        Objects.requireNonNull(step);
        while (steps.size() > done) {
            steps.remove(steps.size() - 1);
            marks.remove(marks.size() - 1);
        }
        if (!sealed && done > 0 && !step.mergeKey().isEmpty() && step.mergeKey().equals(steps.get(done - 1).mergeKey())) {
            Step last = steps.get(done - 1);
            steps.set(done - 1, new Step(step.label(), last.before(), step.after(), step.mergeKey()));
            marks.set(done - 1, nextMark++);
        } else {
            steps.add(step);
            marks.add(nextMark++);
            done++;
        }
        sealed = false;
    }

    /**
     * Ends a merge burst: the next step is recorded on its own even with the same key
     * ({@link StudySession} calls it when the cursor moves to another node).
     */
    public void seal() {
        sealed = true;
    }

    public boolean canUndo() {
        return done > 0;
    }

    public boolean canRedo() {
        return done < steps.size();
    }

    /** The label of the step {@link #undo} would take back. */
    public Optional<String> undoLabel() {
        return canUndo() ? Optional.of(steps.get(done - 1).label()) : Optional.empty();
    }

    /** The label of the step {@link #redo} would do again. */
    public Optional<String> redoLabel() {
        return canRedo() ? Optional.of(steps.get(done).label()) : Optional.empty();
    }

    /** Takes back the last step done: the state to return to, or empty when there is none. */
    public Optional<State> undo() {
        if (!canUndo()) {
            return Optional.empty();
        }
        sealed = true;
        return Optional.of(steps.get(--done).before());
    }

    /** Does the next undone step again: the state to go to, or empty when there is none. */
    public Optional<State> redo() {
        if (!canRedo()) {
            return Optional.empty();
        }
        sealed = true;
        return Optional.of(steps.get(done++).after());
    }

    /** The number of steps that can be undone. */
    public int undoCount() {
        return done;
    }

    /** The number of steps that can be redone. */
    public int redoCount() {
        return steps.size() - done;
    }

    /** The labels of the steps done, oldest first. */
    public List<String> labels() {
        return steps.subList(0, done).stream().map(Step::label).toList();
    }

    /**
     * Where the history stands: a number that names the state after the last step done (0 before
     * any step). Undo and redo move it back and forth; a new or merged step gets a number never
     * used before, so a state reached by other edits never compares equal to an older one.
     */
    public long position() {
        return done == 0 ? 0 : marks.get(done - 1);
    }

    /** The state now is the one in the file: {@link #atSaved} holds here until the next move away. */
    public void markSaved() {
        savedMark = position();
    }

    /** No state of this history is in a file (recovered work): {@link #atSaved} is false throughout. */
    public void markNeverSaved() {
        savedMark = -1;
    }

    /**
     * True at the history position of the last {@link #markSaved} (undoing back to it counts),
     * false at any other. A new history counts as saved at its start.
     */
    public boolean atSaved() {
        return position() == savedMark;
    }

    /** Forgets every step (a new record was opened); the start counts as saved. */
    public void clear() {
        steps.clear();
        marks.clear();
        done = 0;
        sealed = false;
        savedMark = 0;
    }
}
