package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
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
import org.parlour.ui.board.BoardViewModel;
import org.parlour.ui.mode.Hidden;
import org.parlour.ui.mode.Mode;
import org.parlour.ui.mode.ModeOwner;
import org.parlour.ui.mode.Refusal;
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
    /** The shown session's {@link StudySession#lineStamp}, as of the last update. */
    private final javafx.beans.property.ReadOnlyIntegerWrapper line = new javafx.beans.property.ReadOnlyIntegerWrapper();
    private final javafx.beans.property.ReadOnlyIntegerWrapper revision = new javafx.beans.property.ReadOnlyIntegerWrapper();
    private final VariationFolds folds = new VariationFolds(this);
    private final BooleanProperty solutionHidden = new SimpleBooleanProperty(false);
    private final ModeOwner modes = new ModeOwner();
    private final ReadOnlyObjectWrapper<Mode> mode = new ReadOnlyObjectWrapper<>(Mode.EDIT);
    private boolean syncing;
    private final CursorTexts texts = new CursorTexts();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final BooleanProperty autoplay = new SimpleBooleanProperty(false);
    private final DoubleProperty secondsPerMove = new SimpleDoubleProperty(1.0);
    private boolean walking;
    private StudySession recordSession;
    private final List<java.util.function.Consumer<StudySession>> opening = new java.util.ArrayList<>();
    private java.util.function.LongFunction<org.parlour.tree.NodeData> readingData;
    private final javafx.beans.property.ReadOnlyIntegerWrapper reading = new javafx.beans.property.ReadOnlyIntegerWrapper();

    public MainViewModel() {
        board.setOnPlay(this::play);
        board.messageProperty().addListener((o, a, b) -> {
            if (!b.isEmpty()) {
                message.set(b);
            }
        });
        modes.addListener(this::modesChanged);
        solutionHidden.addListener((o, was, hide) -> {
            if (!syncing) {
                modes.hideByHand(hide);
            }
        });
    }

    /** The one owner of the window's modes: which runs, where a move goes, what is allowed and hidden. */
    public ModeOwner modes() {
        return modes;
    }

    /** The active mode ({@link ModeOwner#active}), for bindings. */
    public ReadOnlyObjectProperty<Mode> modeProperty() {
        return mode.getReadOnlyProperty();
    }

    private void modesChanged() {
        syncing = true;
        try {
            solutionHidden.set(modes.hides(Hidden.SOLUTION));
        } finally {
            syncing = false;
        }
        mode.set(modes.active());
        update();
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
     * of the record cut to its start, see {@link ModeOwner#presentWith}): the document, saving and
     * autosave use this one, so solving never changes the record.
     */
    public Optional<StudySession> recordSession() {
        return Optional.ofNullable(recordSession);
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
     * True while a mode hides the solution ({@link Hidden#SOLUTION}: a problem's attempt, guess the
     * move) or the person hid it (View menu): the move list then shows only the moves from the
     * start to the cursor, and the tree view nothing, so the key and the tries are not given away.
     * Set by the mode owner; setting it is the person's wish ({@link ModeOwner#hideByHand}).
     */
    public BooleanProperty solutionHiddenProperty() {
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

    /**
     * The transpositions shown for one node: the first ones in pre-order (at most the review's
     * {@code ReviewViewModel.LINKS_SHOWN}), and how many more the node has, said as "and 980 more"
     * ({@link #moreText}): a position reached by thousands of move orders wrote every one of them,
     * for each move list row in sight.
     *
     * @param shown the transpositions shown, in pre-order
     * @param more  how many more the node has, not shown (0 or more)
     */
    public record TranspositionLinks(List<Transposition> shown, int more) {
        /** No transposition. */
        public static final TranspositionLinks NONE = new TranspositionLinks(List.of(), 0);

        /**
         * @throws NullPointerException if {@code shown} or one of its links is null
         * @throws IllegalArgumentException if {@code more} is negative
         */
        public TranspositionLinks {
            shown = List.copyOf(shown);
            if (more < 0) {
                throw new IllegalArgumentException("more must be 0 or more: " + more);
            }
        }

        /**
         * True when no transposition is shown (then the node has none: {@link #NONE}, or the
         * index is still built); the move list then draws no mark, the review bar and the reading
         * pane no links.
         */
        public boolean isEmpty() {
            return shown.isEmpty();
        }

        /** "and 980 more" ("et 980 de plus") after the links shown, or empty when they are all shown. */
        public String moreText() {
            return more == 0 ? "" : org.parlour.core.Messages.tr("ui.also.more", more);
        }
    }

    private final javafx.beans.property.ObjectProperty<java.util.function.LongFunction<TranspositionLinks>> transpositions =
            new javafx.beans.property.SimpleObjectProperty<>(id -> TranspositionLinks.NONE);

    /**
     * The transpositions of a node of the open record, none while the index is built; set anew by
     * the review's index (ui.review) each time it changes, so a listener hears of it. The move list
     * marks them, the review bar and the reading pane list them.
     */
    public javafx.beans.property.ObjectProperty<java.util.function.LongFunction<TranspositionLinks>> transpositionsProperty() {
        return transpositions;
    }

    /** The folded variations of the move list. */
    public VariationFolds folds() {
        return folds;
    }

    /** The texts of the status bar and the annotation panel at the cursor. */
    public CursorTexts texts() {
        return texts;
    }

    /** The last explanation or error for the person (a click that made no move, a bad file). */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }


    /** True while autoplay runs. */
    public BooleanProperty autoplayProperty() {
        return autoplay;
    }

    /** Autoplay speed, 0.1 to 10 seconds per move. */
    public DoubleProperty secondsPerMoveProperty() {
        return secondsPerMove;
    }

    /** Moves the cursor to {@code id} also while navigation is refused: for the mode that walks the record (guess the move). */
    public boolean showNode(long id) {
        walking = true;
        try {
            return goAlong(id);
        } finally {
            walking = false;
        }
    }

    // Commands

    /**
     * Shows {@code s} from its start (or what the mode owner shows for it, see
     * {@link ModeOwner#present}); the previous session is dropped and every tool mode ends.
     */
    public void open(StudySession s) {
        // before the mode owner presents it: a problem turns the board from its solving seat's side there
        for (java.util.function.Consumer<StudySession> hook : List.copyOf(opening)) {
            hook.accept(s);
        }
        autoplay.set(false);
        recordSession = s;
        s = modes.present(s);
        modes.opened(s != recordSession);
        session.set(s);
        Game<Object, Object> g = s.game();
        texts.opened(g);
        message.set("");
        revision.set(revision.get() + 1);
        s.toStart();
        board.show(g, s.position(s.cursor()), List.of(), List.of());
        update();
    }

    /**
     * Runs {@code hook} with each record session {@link #open} is given, before anything of it is
     * shown: before the mode owner presents it (a problem's attempt, turned from its solving
     * seat's side) and before {@link #sessionProperty} changes. The window gives back there the
     * orientation the trainer set when the person leaves the trainer's problem.
     */
    public void onOpening(java.util.function.Consumer<StudySession> hook) {
        opening.add(java.util.Objects.requireNonNull(hook, "hook"));
    }

    /**
     * What the reading pane shows of node {@code id} of the shown session: what a mode gives
     * ({@link #setReadingData}: problem mode gives the record's comments on a move of an attempt
     * once they may be shown), else the node's own data.
     *
     * @throws java.util.NoSuchElementException when no session is shown
     */
    public org.parlour.tree.NodeData readingData(long id) {
        StudySession s = session().orElseThrow();
        org.parlour.tree.NodeData d = readingData == null ? null : readingData.apply(id);
        return d != null ? d : s.data(id);
    }

    /**
     * Gives the reading pane another view of the shown session's nodes ({@link #readingData}): a
     * function from a node of the shown session to the data to show, null for the node's own;
     * {@code null} for none. Each call, also with the same function, tells the pane to read again
     * ({@link #readingProperty}).
     */
    public void setReadingData(java.util.function.LongFunction<org.parlour.tree.NodeData> data) {
        readingData = data;
        reading.set(reading.get() + 1);
    }

    /** Changes each time {@link #setReadingData} is called: the reading pane reads again. */
    public ReadOnlyIntegerProperty readingProperty() {
        return reading.getReadOnlyProperty();
    }

    /** The language View &gt; Language chose during this run, or null: see {@link #writingLanguage}. */
    private final javafx.beans.property.ObjectProperty<java.util.Locale> languageChosen = new javafx.beans.property.SimpleObjectProperty<>();

    /**
     * The language a new comment is written in: the one View &gt; Language chose during this run
     * ({@link #languageChosenProperty}; the window's own texts change only at the next start),
     * else the window's ({@link Messages#locale}).
     */
    public java.util.Locale writingLanguage() {
        java.util.Locale l = languageChosen.get();
        return l != null ? l : Messages.locale();
    }

    /**
     * The language View &gt; Language chose during this run (English or French), null before any
     * choice: the comment editor follows it at once ({@link #writingLanguage}).
     */
    public javafx.beans.property.ObjectProperty<java.util.Locale> languageChosenProperty() {
        return languageChosen;
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

    /**
     * Jumps to a node (a click in the move list): the line the cursor is on becomes the node's,
     * on along its main continuation ({@link StudySession#goTo}); false, and nothing happens, for
     * a node not in the record.
     */
    public boolean goTo(long id) {
        return go(id, false);
    }

    /**
     * Goes to a node along the line the cursor is on, keeping the line (F8, F7 and their Shift,
     * Guess the Move's steps: {@link StudySession#goAlong}); a node off it is a {@link #goTo}.
     */
    public boolean goAlong(long id) {
        return go(id, true);
    }

    private boolean go(long id, boolean along) {
        StudySession current = session.get();
        if (current == null || !current.record().tree().contains(id)) {
            return false;
        }
        return navigate(s -> {
            boolean moved = s.cursor() != id;
            if (along) {
                s.goAlong(id);
            } else {
                s.goTo(id);
            }
            return moved;
        });
    }

    /**
     * Changes when the line the cursor is on may have changed without the cursor moving (Up/Down
     * at a fork, a click on the move under the cursor): {@link StudySession#lineStamp} of the
     * shown session, for views drawn for one line (the evaluation graph).
     */
    public ReadOnlyIntegerProperty lineProperty() {
        return line.getReadOnlyProperty();
    }

    private interface Step {
        boolean apply(StudySession s);
    }

    private boolean navigate(Step step) {
        StudySession s = session.get();
        if (s == null) {
            return false;
        }
        Optional<Refusal> no = modes.navigationRefused();
        if (no.isPresent() && !walking) {
            message.set(no.get().text());
            return false;
        }
        long before = s.cursor();
        boolean moved = step.apply(s);
        if (moved || s.cursor() != before) {
            message.set("");
            board.showStep(session.get(), before);
        }
        update();
        return moved;
    }

    /**
     * A move from the person (board, move field, Pass), handed to the active mode
     * ({@link ModeOwner#take}); else played at the cursor (a new variation if it is not there yet)
     * and then handed to the active mode ({@link ModeOwner#played}: a judgement, the engine's reply).
     */
    public void play(Object move) {
        StudySession s = session.get();
        if (s == null || modes.take(move)) {
            return;
        }
        long before = playHere(s, move);
        modes.played(before);
    }

    /** Plays a mode's own move at the cursor (a problem's reply, the engine's move): not handed to any mode. */
    public void playReply(Object move) {
        StudySession s = session.get();
        if (s != null) {
            playHere(s, move);
        }
    }

    /**
     * Shows a move at the cursor without recording it in the undo history (a problem's solution
     * played in the attempt: the person did not make it, so Undo does not take it back); not
     * handed to any mode.
     */
    public void showMove(Object move) {
        StudySession s = session.get();
        if (s != null) {
            playHere(s, move, false);
        }
    }

    private long playHere(StudySession s, Object move) {
        return playHere(s, move, true);
    }

    private long playHere(StudySession s, Object move, boolean recorded) {
        long before = s.cursor();
        int rev = s.revision();
        if (recorded) {
            s.play(move);
        } else {
            s.show(move);
        }
        if (s.revision() != rev) {
            revision.set(revision.get() + 1);
        }
        message.set("");
        board.showStep(session.get(), before);
        update();
        return before;
    }

    /**
     * Plays move text typed by the person.
     *
     * @return empty when played, else the reason (the notation error's message)
     */
    public Optional<String> playText(String text) {
        StudySession s = session.get();
        if (s == null) {
            // said in the status bar too: the move field shows no message of its own
            message.set(Messages.tr("ui.open.or.start.a.record.first"));
            return Optional.of(message.get());
        }
        if (text.isBlank()) {
            message.set(Messages.tr("status.typeAMove", example(s)));
            return Optional.of(message.get());
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
        if (session.get() == null) {
            message.set(Messages.tr("ui.open.or.start.a.record.first"));
            return;
        }
        List<Object> passes = board.gesturelessMoves();
        if (passes.isEmpty()) {
            message.set(Messages.tr("status.noPass"));
            return;
        }
        play(passes.get(0));
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
        board.showStep(session.get(), containsNode(s, before) ? before : s.cursor());
        update();
    }

    private static boolean containsNode(StudySession s, long id) {
        return s.record().tree().contains(id);
    }


    private void update() {
        StudySession s = session.get();
        if (s == null) {
            return;
        }
        long id = s.cursor();
        if (s.expandTo(id)) {
            folds.changed();
        }
        cursor.set(id);
        line.set(s.lineStamp());
        texts.show(s, id, modes.hides(Hidden.NEXT_CHOICE));
        // a mode hiding the arrows (guess the move): those drawn for the next move would give it away
        board.markupProperty().set(modes.hides(Hidden.ARROWS) ? List.of() : BoardViewModel.marks(s.data(id).markup()));
    }
}
