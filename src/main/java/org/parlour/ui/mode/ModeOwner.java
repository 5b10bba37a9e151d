package org.parlour.ui.mode;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.LongConsumer;
import java.util.function.UnaryOperator;
import org.parlour.study.StudySession;

/**
 * The one owner of the window's modes ({@link Mode}): which run, which one is active, where a
 * move goes, what is allowed and hidden. The mode view models register what they do with a move
 * ({@link #onMove}, {@link #afterMove}), how they stop when another mode ends theirs
 * ({@link #onEnd}), whether it goes on over a record opened ({@link #keepOver}: the trainer over its
 * own problem) and, for problem mode, which session is shown for a record
 * ({@link #presentWith}); they start and end their mode here and never read each other's flags.
 * Listeners ({@link #addListener}) hear every change. No toolkit: called on one thread (the FX
 * thread in the app).
 */
public final class ModeOwner {
    private Mode base = Mode.EDIT;
    private boolean study;
    /** The tool holding the board (Guess, Sparring, Train), or null. */
    private Mode holder;
    /** The background tool (Review), or null. */
    private Mode background;
    private boolean hiddenByHand;
    private final Map<Mode, Consumer<Object>> moveHandlers = new HashMap<>();
    private final Map<Mode, LongConsumer> afterMove = new HashMap<>();
    private final Map<Mode, Runnable> enders = new HashMap<>();
    private final Map<Mode, BooleanSupplier> keepers = new HashMap<>();
    private final List<Runnable> listeners = new ArrayList<>();
    private final List<Consumer<Boolean>> hideRequests = new ArrayList<>();
    private UnaryOperator<StudySession> presenter = UnaryOperator.identity();

    /** The active mode: the tool holding the board, else the background tool, else the base. */
    public Mode active() {
        return holder != null ? holder : background != null ? background : base;
    }

    /** The base: what the window shows of the record (Edit, Read or Attempt). */
    public Mode base() {
        return base;
    }

    /** True while {@code m} runs (as the base, the board's holder or in the background). */
    public boolean running(Mode m) {
        return m.equals(base) || m.equals(holder) || m.equals(background);
    }

    /** The running modes, base first. */
    public List<Mode> runningModes() {
        List<Mode> out = new ArrayList<>(List.of(base));
        if (background != null) {
            out.add(background);
        }
        if (holder != null) {
            out.add(holder);
        }
        return out;
    }

    /**
     * Starts tool {@code m}: refused (nothing changes) when a running mode forbids it
     * ({@link Mode#refusedOver}); else the running modes it ends are ended first, their view
     * models told through {@link #onEnd}. Starting a running mode changes nothing.
     *
     * @return empty when {@code m} runs now, else why not
     * @throws IllegalArgumentException for a base (bases follow the record and the layout)
     */
    public Optional<Refusal> start(Mode m) {
        Optional<Refusal> no = refused(m);
        if (no.isPresent() || running(m)) {
            return no;
        }
        for (Mode r : runningModes()) {
            if (m.ends(r)) {
                end(r);
            }
        }
        if (m.background()) {
            background = m;
        } else {
            if (holder != null) {
                // one holder at a time: a mode that neither ends nor is refused by it does not exist
                throw new IllegalStateException(m + " over " + holder);
            }
            holder = m;
        }
        changed();
        return Optional.empty();
    }

    /**
     * Why tool {@code m} cannot start now ({@link Mode#refusedOver} a running mode: the holder's
     * reason first, then the base's, as {@link #editRefused}), or empty when {@link #start} would
     * start it (or it runs already). Nothing changes.
     *
     * @throws IllegalArgumentException for a base
     */
    public Optional<Refusal> refused(Mode m) {
        if (m.base()) {
            throw new IllegalArgumentException("a base is not started: " + m);
        }
        if (running(m)) {
            return Optional.empty();
        }
        List<Mode> running = runningModes();
        for (int i = running.size() - 1; i >= 0; i--) {
            Optional<Refusal> no = m.refusedOver(running.get(i));
            if (no.isPresent()) {
                return no;
            }
        }
        return Optional.empty();
    }

    /** Ends tool {@code m} if it runs; its view model's {@link #onEnd} is told. */
    public void end(Mode m) {
        if (m.base() || !running(m)) {
            return;
        }
        if (m.equals(holder)) {
            holder = null;
        } else {
            background = null;
        }
        Runnable r = enders.get(m);
        if (r != null) {
            r.run();
        }
        changed();
    }

    /**
     * A record opened (or opened again): every tool ends but one whose view model says it goes on
     * over it ({@link #keepOver}), the base follows what is shown.
     *
     * @param attempt true when the shown session is an attempt beside the record
     */
    public void opened(boolean attempt) {
        for (Mode r : runningModes()) {
            BooleanSupplier keeps = keepers.get(r);
            if (keeps == null || !keeps.getAsBoolean()) {
                end(r);
            }
        }
        hiddenByHand = false;
        base = attempt ? Mode.ATTEMPT : study ? Mode.READ : Mode.EDIT;
        changed();
    }

    /** The Study (true) or Edit layout: the base is Read or Edit unless an attempt is shown. */
    public void setStudy(boolean study) {
        this.study = study;
        if (!base.equals(Mode.ATTEMPT)) {
            base = study ? Mode.READ : Mode.EDIT;
            changed();
        }
    }

    /** Where a move goes now: {@link Mode#route} of the active mode. */
    public Mode.Route route() {
        return active().route();
    }

    /**
     * Hands a move to the active mode, which takes it itself ({@link Mode.Route#TOOL}).
     *
     * @return true when a mode took it; false when it is to be played at the cursor
     */
    public boolean take(Object move) {
        if (route() != Mode.Route.TOOL) {
            return false;
        }
        Consumer<Object> h = moveHandlers.get(active());
        if (h != null) {
            h.accept(move);
        }
        return true;
    }

    /**
     * After a move was played at the cursor from node {@code from}: the active mode's follow-up (a
     * judgement, the engine's reply); the base's for a tool that leaves the record to it
     * ({@link Mode#leavesToBase}: the trainer's problem is judged as an attempt).
     */
    public void played(long from) {
        Mode m = active();
        LongConsumer h = afterMove.get(m.leavesToBase() ? base : m);
        if (h != null) {
            h.accept(from);
        }
    }

    /** Why moving the cursor by hand is refused now, or empty. */
    public Optional<Refusal> navigationRefused() {
        return active().navigation();
    }

    /** Why an edit of the record is refused now (the holder's reason first, then the base's), or empty. */
    public Optional<Refusal> editRefused() {
        return heldBy().or(base::edits);
    }

    /**
     * Why the tool holding the board keeps the record to itself (Guess the Move), or empty: none
     * holds it, or the holder leaves edits to its base (the trainer, whose problem's attempt refuses them).
     */
    public Optional<Refusal> heldBy() {
        return holder == null ? Optional.empty() : holder.edits();
    }

    /** True when a running mode hides {@code h}, or the person hid the solution by hand (View menu). */
    public boolean hides(Hidden h) {
        if (hiddenByHand && (h == Hidden.SOLUTION || h == Hidden.TRANSPOSITIONS)) {
            return true;
        }
        return runningModes().stream().anyMatch(m -> m.hides().contains(h));
    }

    /**
     * The person ticked or unticked "Hide the Problem's Solution": unless a tool holds the board
     * (the record's view must not change under it; not the trainer, whose problem is the base's,
     * {@link Mode#leavesToBase}), the registered view models hear it first (problem mode shows the
     * record, or a new attempt); then the wish is kept where no attempt hides the solution anyway.
     */
    public void hideByHand(boolean hide) {
        if (holder == null || holder.leavesToBase()) {
            for (Consumer<Boolean> c : List.copyOf(hideRequests)) {
                c.accept(hide);
            }
        }
        hiddenByHand = hide && !base.equals(Mode.ATTEMPT);
        changed();
    }

    /** The session shown for a record's session: the presenter's (problem mode's attempt) or itself. */
    public StudySession present(StudySession record) {
        return Objects.requireNonNull(presenter.apply(record), "presented session");
    }

    /** Sets what {@link #present} shows for a record (problem mode). */
    public void presentWith(UnaryOperator<StudySession> presenter) {
        this.presenter = Objects.requireNonNull(presenter, "presenter");
    }

    /** What mode {@code m} does with a move handed to it ({@link Mode.Route#TOOL}). */
    public void onMove(Mode m, Consumer<Object> handler) {
        moveHandlers.put(m, Objects.requireNonNull(handler, "handler"));
    }

    /** What mode {@code m} does after a move was played at the cursor while it is active. */
    public void afterMove(Mode m, LongConsumer handler) {
        afterMove.put(m, Objects.requireNonNull(handler, "handler"));
    }

    /** How mode {@code m}'s view model stops when the owner ends it (another mode started, a record opened). */
    public void onEnd(Mode m, Runnable stop) {
        enders.put(m, Objects.requireNonNull(stop, "stop"));
    }

    /**
     * Whether tool {@code m} goes on over a record opened while it runs ({@link #opened}): asked at
     * each opening, the new record already the view model's to see (the trainer: its own problem,
     * or the same one shown again by Try again or Show solution). Without it the tool ends.
     */
    public void keepOver(Mode m, BooleanSupplier keeps) {
        keepers.put(m, Objects.requireNonNull(keeps, "keeps"));
    }

    /** Hears a hide or show request from the View menu, before the owner keeps it. */
    public void onHideRequest(Consumer<Boolean> request) {
        hideRequests.add(Objects.requireNonNull(request, "request"));
    }

    /** Hears every change of the running modes or of what is hidden. */
    public void addListener(Runnable listener) {
        listeners.add(Objects.requireNonNull(listener, "listener"));
    }

    private void changed() {
        for (Runnable r : List.copyOf(listeners)) {
            r.run();
        }
    }
}
