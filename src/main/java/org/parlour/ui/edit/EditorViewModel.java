package org.parlour.ui.edit;

import org.parlour.core.Messages;
import java.util.List;
import java.util.Optional;
import java.util.Objects;
import java.util.function.IntPredicate;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.RecordProblem;
import org.parlour.study.SetupEdit;
import org.parlour.study.TreeEdits;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Quiz;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.mode.Refusal;
import org.parlour.study.StudySession;

/**
 * The editing commands of the window without the window: each turns the session's record into a
 * new one through {@link TreeEdits}, records it in the session's undo history and refreshes the
 * main view model. Labels of the next undo and redo are properties for menus and tooltips.
 * Deleting more than {@link #CONFIRM_ABOVE} nodes asks first through a callback. No
 * {@code javafx.scene}: tested without the toolkit.
 */
public final class EditorViewModel {
    /** Deletes of more nodes than this ask for confirmation. */
    public static final int CONFIRM_ABOVE = 10;

    private final MainViewModel main;
    private final ReadOnlyStringWrapper undoText = new ReadOnlyStringWrapper(Messages.tr("ui.undo"));
    private final ReadOnlyStringWrapper redoText = new ReadOnlyStringWrapper(Messages.tr("ui.redo"));
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper();
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper();
    private Predicate<DeleteAsked> confirmDelete = q -> true;
    private java.util.function.Predicate<String> confirmSetup = q -> true;
    private MoveTree clip;

    public EditorViewModel(MainViewModel main) {
        this.main = main;
        main.revisionProperty().addListener(o -> refreshLabels());
        main.sessionProperty().addListener(o -> refreshLabels());
        main.cursorProperty().addListener(o -> refreshLabels());
    }

    public MainViewModel main() {
        return main;
    }

    /** "Undo Delete b1-c2 ..." or "Undo" when there is nothing to undo. */
    public ReadOnlyStringProperty undoTextProperty() {
        return undoText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoTextProperty() {
        return redoText.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** Asked with the number of nodes before a delete of more than {@link #CONFIRM_ABOVE}, or of a lesson question; false cancels. */
    public void setConfirmDelete(IntPredicate confirm) {
        Objects.requireNonNull(confirm, "confirm");
        confirmDelete = q -> confirm.test(q.moves());
    }

    /**
     * The question before Delete or Delete Other Variations: the moves it takes and what they carry.
     *
     * @param moves   the number of moves (nodes) deleted
     * @param carried their lesson questions, comments and board marks
     */
    public record DeleteAsked(int moves, TreeEdits.Carried carried) {
    }

    /**
     * Asked before a delete of more than {@link #CONFIRM_ABOVE} moves or of moves that carry a
     * lesson question (a teacher's trial: a question went with 4 moves, nothing asked), with what
     * goes; false cancels.
     */
    public void askBeforeDeleting(Predicate<DeleteAsked> confirm) {
        confirmDelete = Objects.requireNonNull(confirm, "confirm");
    }

    /** True when a delete of {@code n} moves carrying {@code carried} asks first. */
    private static boolean asks(int n, TreeEdits.Carried carried) {
        return n > CONFIRM_ABOVE || carried.questions() > 0;
    }

    /**
     * The answer to "Replace {@code old} by {@code now} and delete the moves after it that no
     * longer fit?": delete them, keep the old move and its moves and add the new move as a
     * variation beside it, or change nothing.
     */
    public enum ReplaceAnswer { DELETE, VARIATION, CANCEL }

    /** The question asked before Replace deletes more than {@link #CONFIRM_ABOVE} nodes. */
    @FunctionalInterface
    public interface ReplaceQuestion {
        /**
         * @param old the move replaced, canonical text
         * @param now the new move, canonical text
         * @param cut the number of nodes (moves) that would be deleted
         */
        ReplaceAnswer ask(String old, String now, int cut);
    }

    private ReplaceQuestion confirmReplace = (old, now, cut) -> ReplaceAnswer.DELETE;

    /** Asked before a Replace deletes more than {@link #CONFIRM_ABOVE} nodes (Delete's limit). */
    public void setConfirmReplace(ReplaceQuestion confirm) {
        confirmReplace = java.util.Objects.requireNonNull(confirm, "confirm");
    }

    /** Asks before a setup that loses moves; the argument is the question ({@link SetupEdit#question}). */
    public void setConfirmSetup(java.util.function.Predicate<String> confirm) {
        confirmSetup = confirm;
    }

    private void refreshLabels() {
        Optional<StudySession> s = main.session();
        Optional<String> u = s.flatMap(x -> x.history().undoLabel());
        Optional<String> r = s.flatMap(x -> x.history().redoLabel());
        undoText.set(u.map(x -> Messages.tr("edit.undoWhat", x)).orElse(Messages.tr("ui.undo")));
        redoText.set(r.map(x -> Messages.tr("edit.redoWhat", x)).orElse(Messages.tr("ui.redo")));
        canUndo.set(u.isPresent());
        canRedo.set(r.isPresent());
    }

    // ---------------------------------------------------------------- undo

    /** Takes back the last edit; false when there is none. */
    public boolean undo() {
        if (refusedWhileLocked()) {
            return false;
        }
        return main.session().map(s -> {
            long before = s.cursor();
            Optional<String> label = s.history().undoLabel();
            if (!s.undo()) {
                return false;
            }
            main.edited(before);
            main.say(Messages.tr("editor.undone", label.orElse("")));
            return true;
        }).orElse(false);
    }

    /** Does the last undone edit again; false when there is none. */
    public boolean redo() {
        if (refusedWhileLocked()) {
            return false;
        }
        return main.session().map(s -> {
            long before = s.cursor();
            Optional<String> label = s.history().redoLabel();
            if (!s.redo()) {
                return false;
            }
            main.edited(before);
            main.say(Messages.tr("editor.redone", label.orElse("")));
            return true;
        }).orElse(false);
    }

    // ---------------------------------------------------------------- commands

    private interface Edit {
        TreeEdits.Change apply(StudySession s, GameRecord r, long cursor);
    }

    /** Runs an edit: empty when done, else the reason shown to the person. */
    private Optional<String> run(Edit edit, String mergeKey) {
        return run(edit, mergeKey, null);
    }

    /**
     * As {@link #run(Edit, String)}; when the edit changes nothing because re-checking cut its
     * first move ({@code TreeEdits.Change#problems}), {@code whyNothing} (when not null) says so
     * from that problem, on the status line and as the result.
     */
    private Optional<String> run(Edit edit, String mergeKey, java.util.function.Function<org.parlour.study.RecordProblem, String> whyNothing) {
        Optional<String> refused = refused();
        if (refused.isPresent()) {
            return refused;
        }
        StudySession s = main.session().orElseThrow();
        long before = s.cursor();
        TreeEdits.Change c;
        try {
            c = edit.apply(s, s.record(), s.cursor());
        } catch (IllegalArgumentException e) {
            // a refusal of the tree's value types (a bad evaluation, NAG, label...): in the window's language
            String why = org.parlour.study.TreeMessages.of(e);
            main.say(why);
            return Optional.of(why);
        }
        if (c == null) {
            return Optional.of(Messages.tr("analysis.cancelled"));
        }
        if (!c.changes(s.record()) && c.cursor() == s.cursor()) {
            if (whyNothing != null && !c.problems().isEmpty()) {
                String why = whyNothing.apply(c.problems().get(0));
                main.say(why);
                return Optional.of(why);
            }
            return Optional.empty();
        }
        s.apply(c, mergeKey);
        main.edited(before);
        String said = c.problems().isEmpty() ? c.label() : c.label() + ": " + describe(c.problems());
        String sep = c.problems().isEmpty() ? ": " : "; ";
        for (boolean repeated : new boolean[] {false, true}) {
            List<org.parlour.study.DroppedAnswer> some = org.parlour.study.DroppedAnswer.only(c.answers(), repeated);
            if (!some.isEmpty()) {
                said += sep + Messages.tr(repeated ? "editor.answersSame" : "editor.answersDropped", some.size(),
                        org.parlour.study.DroppedAnswer.named(some));
                sep = "; ";
            }
        }
        if (!c.notPasted().isEmpty()) {
            said += sep + Messages.tr("editor.notPasted", org.parlour.study.NotPasted.count(c.notPasted()),
                    org.parlour.study.NotPasted.named(c.notPasted()));
        }
        main.say(said);
        return Optional.empty();
    }

    /**
     * Why an edit cannot be made now (said on the status bar too), or empty when it can: no
     * record, a mode holds the record, or the window shows an attempt at a problem.
     */
    public Optional<String> refused() {
        if (refusedWhileLocked()) {
            return Optional.of(main.modes().heldBy().orElseThrow().text());
        }
        if (main.session().isEmpty()) {
            return Optional.of(Messages.tr("ui.open.or.start.a.record.first"));
        }
        // the shown moves are an attempt at a problem, beside the record: an edit here would be lost
        Optional<String> why = main.modes().editRefused().map(Refusal::text);
        why.ifPresent(main::say);
        return why;
    }

    /**
     * Sets the lesson question ("your move", {@link Quiz}) at the current node, or removes it when
     * empty; one undo step. An answer that is no legal move at the node is refused with a message.
     */
    public Optional<String> setQuiz(Optional<Quiz> quiz) {
        return run((s, r, c) -> TreeEdits.setQuiz(s.game(), s.position(c), r, c, quiz), "");
    }

    /** The lesson question at the current node, if any. */
    public Optional<Quiz> quiz() {
        return main.session().flatMap(s -> s.data(s.cursor()).quiz());
    }

    /** While a mode holds the record (guess the move), edits are refused with its reason. */
    private boolean refusedWhileLocked() {
        Optional<Refusal> no = main.modes().heldBy();
        no.ifPresent(r -> main.say(r.text()));
        return no.isPresent();
    }

    private static String describe(List<RecordProblem> problems) {
        RecordProblem p = problems.get(0);
        int cut = problems.stream().mapToInt(RecordProblem::dropped).sum();
        return Messages.tr("editor.illegal", p.move(), p.ply(), p.message(), cut, problems.size());
    }

    /** Toggles a glyph on the current move (1-6 keys: !!, !, !?, ?!, ?, ??). */
    public Optional<String> toggleNag(int nag) {
        return run((s, r, c) -> TreeEdits.toggleNag(r, c, nag), "");
    }

    /** The NAG of the glyph key 1-6, in ChessBase and Lichess order: !!, !, !?, ?!, ?, ??. */
    public static int glyphForKey(int digit) {
        int[] order = {Nag.BRILLIANT, Nag.GOOD, Nag.INTERESTING, Nag.DUBIOUS, Nag.MISTAKE, Nag.BLUNDER};
        if (digit < 1 || digit > order.length) {
            throw new IllegalArgumentException("glyph key " + digit + ": expected 1 to 6");
        }
        return order[digit - 1];
    }

    public Optional<String> clearNags() {
        return run((s, r, c) -> TreeEdits.clearNags(r, c), "");
    }

    /**
     * Sets the comment before or after the current move. Typing in a row on the same node and
     * side merges into one undo step.
     */
    public Optional<String> setComment(boolean before, String markdown) {
        return main.session().map(s -> run((x, r, c) -> TreeEdits.setComment(r, c, before, markdown),
                "comment:" + s.cursor() + (before ? ":before" : ":after"))).orElse(Optional.of(Messages.tr("edit.noRecord")));
    }

    /**
     * Sets the comment before or after the current move in one language (a BCP 47 tag; empty:
     * the plain text), keeping its other languages. Typing in a row on the same node, side and
     * language merges into one undo step.
     */
    public Optional<String> setComment(boolean before, String language, String markdown) {
        return main.session().map(s -> run((x, r, c) -> TreeEdits.setComment(r, c, before, language, markdown),
                "comment:" + s.cursor() + (before ? ":before:" : ":after:") + language)).orElse(Optional.of(Messages.tr("edit.noRecord")));
    }

    /** Draws or erases a mark on the current move. */
    public Optional<String> mark(Mark m) {
        return run((s, r, c) -> TreeEdits.toggleMark(r, c, m), "");
    }

    public Optional<String> clearMarkup() {
        return run((s, r, c) -> TreeEdits.clearMarkup(r, c), "");
    }

    public Optional<String> promote() {
        return onMove((r, c) -> TreeEdits.promote(r, c));
    }

    public Optional<String> demote() {
        return onMove((r, c) -> TreeEdits.demote(r, c));
    }

    public Optional<String> makeMainLine() {
        return run((s, r, c) -> TreeEdits.makeMainLine(r, c), "");
    }

    private Optional<String> onMove(java.util.function.BiFunction<GameRecord, Long, TreeEdits.Change> f) {
        return run((s, r, c) -> {
            if (c == r.tree().rootId()) {
                throw new IllegalArgumentException(Messages.tr("edit.noSiblings"));
            }
            return f.apply(r, c);
        }, "");
    }

    /** Deletes the current move and what follows it, asking first above {@link #CONFIRM_ABOVE} nodes or when a lesson question goes. */
    public Optional<String> delete() {
        return run((s, r, c) -> {
            if (c == r.tree().rootId()) {
                throw new IllegalArgumentException(Messages.tr("edit.noDeleteStart"));
            }
            int n = TreeEdits.deleteSize(r, c);
            TreeEdits.Carried carried = TreeEdits.deleteCarries(r, c);
            return asks(n, carried) && !confirmDelete.test(new DeleteAsked(n, carried)) ? null : TreeEdits.delete(r, c, c);
        }, "");
    }

    /** Deletes every variation off the line to the current move, asking first above the limit. */
    public Optional<String> deleteOtherVariations() {
        return run((s, r, c) -> {
            int n = TreeEdits.deleteOthersSize(r, c);
            if (n == 0) {
                throw new IllegalArgumentException(Messages.tr("edit.noOthers"));
            }
            TreeEdits.Carried carried = TreeEdits.deleteOthersCarries(r, c);
            return asks(n, carried) && !confirmDelete.test(new DeleteAsked(n, carried)) ? null : TreeEdits.deleteOtherVariations(r, c);
        }, "");
    }

    /** Copies the current move and what follows it into the editor's clipboard. */
    public Optional<String> copy() {
        if (refusedWhileLocked()) {
            return Optional.of(main.modes().heldBy().orElseThrow().text());
        }
        return main.session().map(s -> {
            if (s.cursor() == s.rootId()) {
                main.say(Messages.tr("ui.go.to.a.move.to.copy.it.and.what.follows"));
                return Optional.of(Messages.tr("edit.nothingToCopy"));
            }
            clip = s.record().tree().copy(s.cursor());
            main.say(Messages.tr("edit.copied", s.moveText(s.cursor()), clip.size() - 1));
            return Optional.<String>empty();
        }).orElse(Optional.of(Messages.tr("edit.noRecord")));
    }

    /** Copies, then deletes (no confirmation: Paste or Undo bring it back). */
    public Optional<String> cut() {
        Optional<String> c = copy();
        if (c.isPresent()) {
            return c;
        }
        return run((s, r, cur) -> TreeEdits.cut(r, cur, cur), "");
    }

    /** True when Paste has something from Copy or Cut. */
    public boolean hasClip() {
        return clip != null;
    }

    /** Pastes the copied subtree after the current move; its moves are re-checked there. */
    public Optional<String> paste() {
        if (clip == null) {
            return Optional.of(Messages.tr("edit.nothingCopied"));
        }
        MoveTree c = clip;
        // a clip whose first move is not legal here changes nothing: say which move and why
        return run((s, r, cur) -> TreeEdits.paste(s.game(), r, cur, c), "",
                p -> Messages.tr("editor.nothingPasted", p.message()));
    }

    /**
     * Pastes text: a line of moves is played from the current move (each re-checked), a position
     * becomes the start position (every line re-checked).
     */
    public Optional<String> pasteText(String text) {
        Optional<StudySession> s = main.session();
        if (s.isEmpty()) {
            return Optional.of(Messages.tr("ui.open.or.start.a.record.first"));
        }
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return Optional.of(Messages.tr("ui.the.clipboard.holds.no.text"));
        }
        if (!t.contains("\n") && TreeEdits.checkPosition(s.get().game(), t).isEmpty()) {
            return changeStart(t);
        }
        return run((x, r, c) -> TreeEdits.pasteLine(x.game(), r, c, t), "");
    }

    /** The line through the current move as move text, with move numbers. */
    public String lineText() {
        if (main.modes().heldBy().isPresent()) {
            return "";
        }
        return main.session().map(s -> TreeEdits.lineText(s.record(), s.cursor(), s.moveNumbers())).orElse("");
    }

    /** The position at the current move as position text. */
    public String positionText() {
        return main.session().map(s -> s.game().formatPosition(s.position(s.cursor()))).orElse("");
    }

    /**
     * Replaces the current move by {@code text} and replays what follows (Ctrl+R, as ChessBase's
     * Replace). The new move starts without the old one's glyphs and comments. When the replay
     * would delete more than {@link #CONFIRM_ABOVE} moves, the question of
     * {@link #setConfirmReplace} is asked first (Delete's limit): delete them, add the new move as
     * a variation instead (the old line stays as it is), or cancel.
     *
     * <p>No edit when the move is already here: the current move itself (another spelling
     * included) changes nothing; a variation here is gone to. Either is said on the status line.
     *
     * @return empty when the move was replaced (or added as a variation); else what was said: why
     *         not (an illegal move, the start position), that the move is already here, or a
     *         cancel
     */
    public Optional<String> replaceMove(String text) {
        long[] there = {-1};
        Optional<String> r = run((s, rec, c) -> {
            if (c == rec.tree().rootId()) {
                throw new IllegalArgumentException(Messages.tr("edit.noReplaceStart"));
            }
            Optional<Long> here = TreeEdits.moveHere(s.game(), rec, c, text);
            if (here.isPresent()) {
                there[0] = here.get();
                return new TreeEdits.Change(rec, c, "", List.of());
            }
            TreeEdits.Change ch = TreeEdits.replaceMove(s.game(), rec, c, text);
            if (ch.dropped() <= CONFIRM_ABOVE) {
                return ch;
            }
            String old = rec.tree().node(c).move();
            String now = ch.record().tree().node(c).move();
            return switch (confirmReplace.ask(old, now, ch.dropped())) {
                case DELETE -> ch;
                case VARIATION -> TreeEdits.play(s.game(), rec, rec.tree().node(c).parentId().orElseThrow(), now);
                case CANCEL -> null;
            };
        }, "");
        if (there[0] < 0) {
            return r;
        }
        StudySession s = main.session().orElseThrow();
        String move = s.record().tree().node(there[0]).move();
        String said;
        if (there[0] == s.cursor()) {
            said = Messages.tr("edit.replaceSame", move);
        } else {
            said = Messages.tr("edit.replaceIsVariation", move);
            main.goTo(there[0]);
        }
        main.say(said);
        return Optional.of(said);
    }

    /**
     * Why {@code text} cannot replace the current move, in the window's language: it is no move,
     * or not a legal one where the current move is played (what {@link #replaceMove} would say on
     * the status line); empty when it can, or when {@link #replaceMove} refuses for another reason
     * (no record, the start, a mode or a problem's attempt), which it then says. Nothing is edited
     * or said. The Replace dialog stays open with it, the typed text kept.
     */
    public Optional<String> whyNotReplace(String text) {
        Optional<StudySession> s = main.session();
        if (s.isEmpty() || s.get().cursor() == s.get().rootId() || refusedWhileLocked() || main.modes().editRefused().isPresent()) {
            return Optional.empty();
        }
        try {
            TreeEdits.moveHere(s.get().game(), s.get().record(), s.get().cursor(), text);
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(org.parlour.study.TreeMessages.of(e));
        }
    }

    /** Plays move text at the current move: follows an existing move or starts a variation. */
    public Optional<String> play(String text) {
        return run((s, r, c) -> TreeEdits.play(s.game(), r, c, text), "");
    }

    /** Starts the record from a position (empty text: the game's initial position); every line is re-checked. */
    public Optional<String> changeStart(String setup) {
        return run((s, r, c) -> TreeEdits.changeStart(s.game(), r, setup), "");
    }

    /**
     * Sets up {@code setup} at the current move: the record then starts there and the
     * continuation is replayed ({@link SetupEdit}). The same position is no edit; moves that
     * would be left out or cut are asked about first, and Cancel changes nothing.
     */
    public Optional<String> setUpHere(String setup) {
        return run((s, r, c) -> {
            Optional<SetupEdit> e = SetupEdit.at(s.game(), r, c, setup);
            if (e.isEmpty()) {
                main.say(Messages.tr("ui.the.position.is.unchanged.nothing.to.set.up"));
                return new TreeEdits.Change(r, c, "", List.of());
            }
            if (e.get().losesMoves() && !confirmSetup.test(e.get().question())) {
                main.say(Messages.tr("ui.set.up.cancelled.nothing.changed"));
                return new TreeEdits.Change(r, c, "", List.of());
            }
            return e.get().change();
        }, "");
    }

    /** States the record's problem (Edit &gt; Problem…), or removes it when empty: one undo step. */
    public Optional<String> setProblem(Optional<org.parlour.study.ProblemSpec> spec) {
        return run((s, r, c) -> TreeEdits.setProblem(r, spec, c), "");
    }

    /** Replaces the headers: one undo step each time (each OK of the Headers dialog), never merged with the one before. */
    public Optional<String> setMeta(Metadata meta) {
        return run((s, r, c) -> TreeEdits.setMeta(r, meta, c), "");
    }

    /** The glyphs of the current node as symbols. */
    public String glyphs() {
        return main.session().map(s -> s.data(s.cursor()).nags().stream().map(Nag::symbol).collect(Collectors.joining(" ")))
                .orElse("");
    }
}
