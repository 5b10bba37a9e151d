package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import org.parlour.core.Game;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.RuleOptions;
import org.parlour.diagram.BoardMark;
import org.parlour.tree.Mark;
import org.parlour.ui.board.BoardViewModel;
import org.parlour.study.StudySession;

/**
 * The window's state without the window: the open session, the cursor, the texts of the status
 * bar and the annotation panel, autoplay settings, and the commands that keys, menus and clicks
 * call. No {@code javafx.scene}: it is tested without the toolkit.
 */
public final class MainViewModel {
    private final BoardViewModel board = new BoardViewModel();
    private final ReadOnlyObjectWrapper<StudySession> session = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyLongWrapper cursor = new ReadOnlyLongWrapper();
    private final ReadOnlyIntegerWrapper revision = new ReadOnlyIntegerWrapper();
    private final ReadOnlyIntegerWrapper folds = new ReadOnlyIntegerWrapper();
    private final javafx.beans.property.BooleanProperty solutionHidden = new javafx.beans.property.SimpleBooleanProperty(false);
    private final ReadOnlyStringWrapper gameText = new ReadOnlyStringWrapper(Messages.tr("status.noRecord"));
    private final ReadOnlyStringWrapper rulesText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper toMoveText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper outcomeText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper comment = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper moveText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper glyphs = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper nextChoice = new ReadOnlyStringWrapper("");
    private final BooleanProperty autoplay = new SimpleBooleanProperty(false);
    private final DoubleProperty secondsPerMove = new SimpleDoubleProperty(1.0);
    private final List<java.util.function.LongConsumer> playListeners = new ArrayList<>();
    private final ReadOnlyStringWrapper lockReason = new ReadOnlyStringWrapper("");
    private java.util.function.Consumer<Object> moveHook;
    private boolean walking;
    private StudySession recordSession;
    private java.util.function.UnaryOperator<StudySession> presenter = java.util.function.UnaryOperator.identity();

    public MainViewModel() {
        board.setOnPlay(this::play);
        board.messageProperty().addListener((o, a, b) -> {
            if (!b.isEmpty()) {
                message.set(b);
            }
        });
    }

    // Properties

    public BoardViewModel board() {
        return board;
    }

    public ReadOnlyObjectProperty<StudySession> sessionProperty() {
        return session.getReadOnlyProperty();
    }

    public Optional<StudySession> session() {
        return Optional.ofNullable(session.get());
    }

    /**
     * The session on the document's record: the one given to {@link #open}. It is the shown
     * {@link #session} except while problem mode shows an attempt beside it (a session on a copy
     * of the record cut to its start, see {@link #setPresenter}): the document, saving and
     * autosave use this one, so solving never changes the record.
     */
    public Optional<StudySession> recordSession() {
        return Optional.ofNullable(recordSession);
    }

    /** True while the shown session is an attempt beside the record (problem mode), not the record's own. */
    public boolean showsAttempt() {
        return session.get() != null && session.get() != recordSession;
    }

    /**
     * What {@link #open} shows for a record's session: the session itself (the default), or
     * another one beside it (problem mode's attempt).
     */
    public void setPresenter(java.util.function.UnaryOperator<StudySession> presenter) {
        this.presenter = java.util.Objects.requireNonNull(presenter, "presenter");
    }

    /** The node under the cursor. */
    public ReadOnlyLongProperty cursorProperty() {
        return cursor.getReadOnlyProperty();
    }

    /** Increases when the tree changes shape (a move added), so the move list rebuilds. */
    public ReadOnlyIntegerProperty revisionProperty() {
        return revision.getReadOnlyProperty();
    }

    /**
     * True while the open record is a problem whose stored solution the person has not asked to
     * see: the move list then shows only the moves from the start to the cursor, and the tree view
     * nothing, so the key and the tries are not given away. Problem mode sets it.
     */
    public javafx.beans.property.BooleanProperty solutionHiddenProperty() {
        return solutionHidden;
    }

    /**
     * Another move order that reaches a node's position (docs/review.md, "Transpositions").
     *
     * @param nodeId the other node
     * @param text   its moves from the start, {@code 1. f2-e3 a5-b4 2. a2-b3}
     */
    public record Transposition(long nodeId, String text) {
    }

    private final javafx.beans.property.ObjectProperty<java.util.function.LongFunction<List<Transposition>>> transpositions =
            new javafx.beans.property.SimpleObjectProperty<>(id -> List.of());

    /**
     * The transpositions of a node of the open record, empty while the index is built; set anew by
     * the review's index (ui.review) each time it changes, so a listener hears of it. The move list
     * marks them, the review bar lists them.
     */
    public javafx.beans.property.ObjectProperty<java.util.function.LongFunction<List<Transposition>>> transpositionsProperty() {
        return transpositions;
    }

    /** Increases whenever a variation in the move list is folded or unfolded (the rows change). */
    public ReadOnlyIntegerProperty foldsProperty() {
        return folds.getReadOnlyProperty();
    }

    /**
     * Folds ({@code fold} true) or unfolds the variation starting at {@code start}; folding the
     * one that holds the cursor moves the cursor to its first move, which stays shown.
     */
    public void foldVariation(long start, boolean fold) {
        StudySession s = session.get();
        if (s == null || s.isCollapsed(start) == fold || s.variationStart(start).map(v -> v != start).orElse(true)) {
            return;
        }
        s.setCollapsed(start, fold);
        folds.set(folds.get() + 1);
        if (fold && s.cursor() != start && s.variationStart(s.cursor()).isPresent() && isBelow(s, s.cursor(), start)) {
            goTo(start);
        }
    }

    /** Folds or unfolds the variation that holds the cursor (keys - and +); false on the main line. */
    public boolean foldAtCursor(boolean fold) {
        StudySession s = session.get();
        Optional<Long> v = s == null ? Optional.empty() : s.variationStart(s.cursor());
        v.ifPresent(x -> foldVariation(x, fold));
        return v.isPresent();
    }

    private static boolean isBelow(StudySession s, long id, long ancestor) {
        Optional<Long> p = s.parent(id);
        while (p.isPresent()) {
            if (p.get() == ancestor) {
                return true;
            }
            p = s.parent(p.get());
        }
        return false;
    }

    /** The game's name, e.g. "Agora". */
    public ReadOnlyStringProperty gameTextProperty() {
        return gameText.getReadOnlyProperty();
    }

    /** The rule options, {@code k=v, ...}. */
    public ReadOnlyStringProperty rulesTextProperty() {
        return rulesText.getReadOnlyProperty();
    }

    /** "White to move", or empty when the game is over. */
    public ReadOnlyStringProperty toMoveTextProperty() {
        return toMoveText.getReadOnlyProperty();
    }

    /** The outcome at the cursor as people read it, e.g. "Black wins (no legal move)", or empty. */
    public ReadOnlyStringProperty outcomeTextProperty() {
        return outcomeText.getReadOnlyProperty();
    }

    /** The last explanation or error for the person (a click that made no move, a bad file). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The comment of the current move (or of the start position). */
    public ReadOnlyStringProperty commentProperty() {
        return comment.getReadOnlyProperty();
    }

    /** The current move, numbered, e.g. "12. b1-c2"; "Start" at the root. */
    public ReadOnlyStringProperty moveTextProperty() {
        return moveText.getReadOnlyProperty();
    }

    /** The glyphs of the current move as symbols, e.g. "!? ±". */
    public ReadOnlyStringProperty glyphsProperty() {
        return glyphs.getReadOnlyProperty();
    }

    /** At a fork: which continuation Right will follow, e.g. "Next: b2-c3 (2 of 3)". */
    public ReadOnlyStringProperty nextChoiceProperty() {
        return nextChoice.getReadOnlyProperty();
    }

    /** True while autoplay runs. */
    public BooleanProperty autoplayProperty() {
        return autoplay;
    }

    /** Autoplay speed, 0.1 to 10 seconds per move. */
    public DoubleProperty secondsPerMoveProperty() {
        return secondsPerMove;
    }

    // The lock of a mode that walks the record itself (guess the move)

    /**
     * Hands the record to a mode that walks it itself (guess the move): until {@link #unlock()},
     * moves from the board, the move field and Pass go to {@code hook} instead of the record,
     * navigation and edits are refused with {@code reason} as the message, and the "Next:" line and
     * the board markup (often an arrow to the next move) are empty. The mode shows nodes with
     * {@link #showNode}. The record is not changed.
     */
    public void lock(String reason, java.util.function.Consumer<Object> hook) {
        moveHook = java.util.Objects.requireNonNull(hook, "hook");
        lockReason.set(reason);
        update();
    }

    /** Ends {@link #lock}: moves, navigation and edits work again. */
    public void unlock() {
        moveHook = null;
        lockReason.set("");
        update();
    }

    /** The reason given while locked ({@link #lock}), empty when not locked. */
    public ReadOnlyStringProperty lockProperty() {
        return lockReason.getReadOnlyProperty();
    }

    /** True while a mode holds the record ({@link #lock}). */
    public boolean isLocked() {
        return moveHook != null;
    }

    /** Moves the cursor to {@code id} also while locked: for the mode that holds the lock. */
    public boolean showNode(long id) {
        walking = true;
        try {
            return goTo(id);
        } finally {
            walking = false;
        }
    }

    // Commands

    /**
     * Shows {@code s} from its start (or what the presenter shows for it, see
     * {@link #setPresenter}); the previous session is dropped.
     */
    public void open(StudySession s) {
        autoplay.set(false);
        recordSession = s;
        s = java.util.Objects.requireNonNull(presenter.apply(s), "presented session");
        session.set(s);
        Game<Object, Object> g = s.game();
        gameText.set(g.displayName());
        RuleOptions o = g.options();
        rulesText.set(o.isEmpty() ? Messages.tr("status.defaultRules") : RuleTexts.shown(o));
        message.set("");
        revision.set(revision.get() + 1);
        s.toStart();
        board.show(g, s.position(s.cursor()), List.of(), List.of());
        update();
    }

    /** Sets the status message. */
    public void say(String text) {
        message.set(text);
    }

    public boolean forward() {
        return navigate(StudySession::forward);
    }

    public boolean back() {
        return navigate(StudySession::back);
    }

    public boolean toStart() {
        return navigate(s -> {
            boolean moved = s.cursor() != s.rootId();
            s.toStart();
            return moved;
        });
    }

    public boolean toEnd() {
        return navigate(s -> {
            long before = s.cursor();
            s.toEnd();
            return s.cursor() != before;
        });
    }

    public boolean nextFork() {
        return navigate(StudySession::nextFork);
    }

    public boolean previousFork() {
        return navigate(StudySession::previousFork);
    }

    /** Up (-1) or Down (+1): choose the variation at a fork or switch to a sibling. */
    public boolean switchVariation(int delta) {
        return navigate(s -> s.switchVariation(delta));
    }

    /** Jumps to a node (a click in the move list); false, and nothing happens, for a node not in the record. */
    public boolean goTo(long id) {
        StudySession current = session.get();
        if (current == null || !current.record().tree().contains(id)) {
            return false;
        }
        return navigate(s -> {
            boolean moved = s.cursor() != id;
            s.goTo(id);
            return moved;
        });
    }

    private interface Step {
        boolean apply(StudySession s);
    }

    private boolean navigate(Step step) {
        StudySession s = session.get();
        if (s == null) {
            return false;
        }
        if (isLocked() && !walking) {
            message.set(lockReason.get());
            return false;
        }
        long before = s.cursor();
        boolean moved = step.apply(s);
        if (moved || s.cursor() != before) {
            message.set("");
            showCursor(before);
        }
        update();
        return moved;
    }

    /** Plays a move at the cursor (from the board): a new variation if it is not there yet. */
    public void play(Object move) {
        StudySession s = session.get();
        if (s == null) {
            return;
        }
        if (moveHook != null) {
            moveHook.accept(move);
            return;
        }
        long before = s.cursor();
        int rev = s.revision();
        s.play(move);
        if (s.revision() != rev) {
            revision.set(revision.get() + 1);
        }
        message.set("");
        showCursor(before);
        update();
        for (java.util.function.LongConsumer l : List.copyOf(playListeners)) {
            l.accept(before);
        }
    }

    /**
     * Called after every move played at the cursor (board, move field, pass), with the id of
     * the node it was played from; problem mode judges the move here.
     */
    public void addPlayListener(java.util.function.LongConsumer listener) {
        playListeners.add(listener);
    }

    /**
     * Plays move text typed by the person.
     *
     * @return empty when played, else the reason (the notation error's message)
     */
    public Optional<String> playText(String text) {
        StudySession s = session.get();
        if (s == null) {
            return Optional.of(Messages.tr("ui.open.or.start.a.record.first"));
        }
        if (text.isBlank()) {
            return Optional.of(Messages.tr("status.typeAMove", example(s)));
        }
        try {
            Object pos = s.position(s.cursor());
            Object move = s.game().parseMove(pos, text.trim());
            play(move);
            return Optional.empty();
        } catch (NotationException e) {
            String why = e.getMessage();
            message.set(why);
            return Optional.of(why);
        }
    }

    private static String example(StudySession s) {
        Object pos = s.position(s.cursor());
        List<Object> moves = s.game().legalMoves(pos);
        return moves.isEmpty() ? Messages.tr("status.noLegalMove") : s.game().formatMove(pos, moves.get(0));
    }

    /** Passes, when passing is the legal move; otherwise says why not. */
    public void pass() {
        List<Object> passes = board.gesturelessMoves();
        if (passes.isEmpty()) {
            message.set(Messages.tr("status.noPass"));
            return;
        }
        play(passes.get(0));
    }

    /** The cells of the move that led to {@code id} ({@code Game.path}); empty at the root. */
    public static List<String> pathTo(StudySession s, long id) {
        Optional<Long> parent = s.parent(id);
        Optional<Object> move = s.move(id);
        if (parent.isEmpty() || move.isEmpty()) {
            return List.of();
        }
        return s.game().path(s.position(parent.get()), move.get());
    }

    /** An outcome in words: "Black wins (no legal move)", "Red and Yellow win (…)", "Draw (…)". */
    static String describe(Outcome o) {
        String reason = o.reason().isEmpty() ? "" : " (" + Messages.text("outcome", o.reason()) + ")";
        if (o.isDraw()) {
            return Messages.tr("status.draw") + reason;
        }
        List<String> names = o.winners().stream().map(org.parlour.core.Seat::localName).toList();
        return names.size() == 1 ? Messages.tr("status.wins", names.get(0)) + reason
                : Messages.tr("status.winMany", String.join(", ", names.subList(0, names.size() - 1)), names.get(names.size() - 1)) + reason;
    }

    /** Tree markup as the board draws it. */
    static List<BoardMark> marks(List<Mark> marks) {
        List<BoardMark> out = new ArrayList<>();
        for (Mark m : marks) {
            if (m instanceof Mark.Arrow a) {
                out.add(BoardMark.arrow(a.from(), a.to(), a.colour().id()));
            } else if (m instanceof Mark.Highlight h) {
                out.add(BoardMark.highlight(h.cell(), h.colour().id()));
            } else if (m instanceof Mark.Label l) {
                out.add(BoardMark.label(l.cell(), l.text(), l.colour().id()));
            }
        }
        return out;
    }

    /**
     * After an edit, undo or redo of the session's record (the tree editor): the move list and
     * tree rebuild, the board shows the cursor, the panels refresh.
     *
     * @param before the cursor before the edit, for the board's animation
     */
    public void edited(long before) {
        StudySession s = session.get();
        if (s == null) {
            return;
        }
        revision.set(revision.get() + 1);
        showCursor(containsNode(s, before) ? before : s.cursor());
        update();
    }

    private static boolean containsNode(StudySession s, long id) {
        return s.record().tree().contains(id);
    }

    private void showCursor(long before) {
        StudySession s = session.get();
        long now = s.cursor();
        List<String> last = pathTo(s, now);
        List<String> anim = List.of();
        if (s.parent(now).map(p -> p == before).orElse(false)) {
            anim = last;
        } else if (s.parent(before).map(p -> p == now).orElse(false)) {
            List<String> r = new ArrayList<>(pathTo(s, before));
            Collections.reverse(r);
            anim = r;
        }
        board.show(s.game(), s.position(now), last, anim);
    }

    private void update() {
        StudySession s = session.get();
        if (s == null) {
            return;
        }
        long id = s.cursor();
        if (s.expandTo(id)) {
            folds.set(folds.get() + 1);
        }
        cursor.set(id);
        Object pos = s.position(id);
        Game<Object, Object> g = s.game();
        Optional<Outcome> out = g.outcome(pos);
        outcomeText.set(out.map(MainViewModel::describe).orElse(""));
        toMoveText.set(out.isPresent() ? Messages.tr("status.gameOver") : Messages.tr("status.toMove", g.toMove(pos).localName()));
        comment.set(s.comment(id));
        glyphs.set(s.glyphs(id));
        // while a mode walks the record (guess the move) the arrows drawn for the next move would give it away
        board.markupProperty().set(isLocked() ? List.of() : marks(s.data(id).markup()));
        if (id == s.rootId()) {
            moveText.set(Messages.tr("status.startPosition"));
        } else {
            moveText.set(s.moveNumbers().label(s.ply(id), s.moveText(id)));
        }
        List<Long> ch = s.children(id);
        if (ch.size() >= 2 && !isLocked()) {
            long n = s.next(id).orElseThrow();
            nextChoice.set(Messages.tr("status.next", s.moveText(n), ch.indexOf(n) + 1, ch.size()));
        } else {
            nextChoice.set("");
        }
    }
}
