package org.parlour.ui.mode;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One of the window's modes, and everything it decides, in one place: where a move from the
 * board, the move field or Pass goes ({@link #route}), whether navigation and edits are allowed
 * ({@link #navigation}, {@link #edits}: empty, or the reason not), what it hides ({@link #hides}),
 * which running modes its start ends ({@link #ends}) and over which it cannot start
 * ({@link #refusedOver}).
 *
 * <p>Three modes are <em>bases</em>, what the window shows of the open record when no tool runs:
 * {@link Edit} and {@link Read} (the record itself in the Edit or the Study layout) and
 * {@link Attempt} (an attempt at the record's problem beside it). The others are <em>tools</em>
 * started over a base: {@link Guess}, {@link Sparring} and {@link Train} hold the board (at most
 * one of them runs); {@link Review} works in the background and may run beneath one of them. A
 * record opening ends every tool but one that goes on over it ({@link ModeOwner#opened}, {@link
 * ModeOwner#keepOver}: the trainer over its own problem). Guess and Train keep the board to
 * themselves ({@link #holds}): no other tool starts over them.
 *
 * <p>Each mode writes out {@code equals} and {@code hashCode} as its record would generate them
 * (every instance of a mode is equal to the others, hash 0): the generated ones link a bootstrap
 * method ({@code ObjectMethods}) on their first call, which the window's start paid for each mode
 * (docs/benchmarks.md, "First drawn frame against a bare window").
 */
public sealed interface Mode permits Mode.Base, Mode.Guess, Mode.Review, Mode.Sparring, Mode.Train {

    Mode EDIT = new Edit();
    Mode READ = new Read();
    Mode ATTEMPT = new Attempt();
    Mode GUESS = new Guess();
    Mode REVIEW = new Review();
    Mode SPARRING = new Sparring();
    Mode TRAIN = new Train();

    /** Every mode, bases first. */
    List<Mode> ALL = List.of(EDIT, READ, ATTEMPT, GUESS, REVIEW, SPARRING, TRAIN);

    /** Where a move goes while a mode is active. */
    enum Route {
        /** Played at the cursor of the shown session (a new variation if new), then handed to the mode. */
        RECORD,
        /** Handed to the mode alone, which walks the record itself or plays the move there (sparring); nothing else is played. */
        TOOL
    }

    /** True for a base (Edit, Read, Attempt): what the window shows when no tool runs. */
    default boolean base() {
        return false;
    }

    /** True for a tool that works in the background and may run beneath a tool holding the board (Review). */
    default boolean background() {
        return false;
    }

    default Route route() {
        return Route.RECORD;
    }

    /** Why moving the cursor by hand is refused in this mode, or empty when it is allowed. */
    default Optional<Refusal> navigation() {
        return Optional.empty();
    }

    /** Why edits of the record are refused in this mode, or empty when they are allowed. */
    default Optional<Refusal> edits() {
        return navigation();
    }

    /** What this mode hides while it runs. */
    default Set<Hidden> hides() {
        return Set.of();
    }

    /** True when starting this mode ends {@code running} (never itself). */
    default boolean ends(Mode running) {
        return false;
    }

    /** Why this mode cannot start while {@code running} runs, or empty when it can. */
    default Optional<Refusal> refusedOver(Mode running) {
        return Optional.empty();
    }

    /**
     * Why another tool cannot start while this one holds the board (the person stops it first), or
     * empty when others may start over it (and end it, or run beside it).
     */
    default Optional<Refusal> holds() {
        return Optional.empty();
    }

    /**
     * True for a tool that leaves the shown record to its base (the trainer: its problem is solved
     * as the {@link Attempt} base shows it): a move played is followed up by the base
     * ({@link ModeOwner#played}), and the View menu's hiding of the solution reaches the base.
     */
    default boolean leavesToBase() {
        return false;
    }

    /** A base: starting it ends the base shown before (bases replace each other). */
    sealed interface Base extends Mode permits Edit, Read, Attempt {
        @Override
        default boolean base() {
            return true;
        }

        @Override
        default boolean ends(Mode running) {
            return running.base() && !running.equals(this);
        }
    }

    /** The record in the Edit layout: moves go into it, everything is allowed and shown. */
    record Edit() implements Base {
        @Override
        public boolean equals(Object o) {
            return o instanceof Edit;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /** The record in the Study layout (the reading pane): as {@link Edit}, the editing controls out of sight. */
    record Read() implements Base {
        @Override
        public boolean equals(Object o) {
            return o instanceof Read;
        }

        @Override
        public int hashCode() {
            return 0;
        }
    }

    /**
     * An attempt at the record's problem, shown beside the record: moves go into the attempt and
     * are judged; edits would be lost; the solution and the links to other move orders are hidden.
     */
    record Attempt() implements Base {
        @Override
        public boolean equals(Object o) {
            return o instanceof Attempt;
        }

        @Override
        public int hashCode() {
            return 0;
        }

        @Override
        public Optional<Refusal> navigation() {
            return Optional.empty();
        }

        @Override
        public Optional<Refusal> edits() {
            return Optional.of(Refusal.ATTEMPT_NOT_RECORD);
        }

        @Override
        public Set<Hidden> hides() {
            return EnumSet.of(Hidden.SOLUTION, Hidden.TRANSPOSITIONS);
        }
    }

    /**
     * Guess the move: moves are guesses handed to the mode, which shows the record's moves itself;
     * navigation and edits wait; everything that would show the next move is hidden. Ends
     * sparring (the engine's moves would be taken for guesses); refused while the trainer holds
     * the board. No other tool starts over it.
     */
    record Guess() implements Mode {
        @Override
        public boolean equals(Object o) {
            return o instanceof Guess;
        }

        @Override
        public int hashCode() {
            return 0;
        }

        @Override
        public Route route() {
            return Route.TOOL;
        }

        @Override
        public Optional<Refusal> navigation() {
            return Optional.of(Refusal.GUESS_HOLDS);
        }

        @Override
        public Set<Hidden> hides() {
            return EnumSet.allOf(Hidden.class);
        }

        @Override
        public boolean ends(Mode running) {
            return running instanceof Sparring;
        }

        @Override
        public Optional<Refusal> refusedOver(Mode running) {
            return running.holds();
        }

        @Override
        public Optional<Refusal> holds() {
            return Optional.of(Refusal.GUESS_HOLDS);
        }
    }

    /**
     * A review of the record running in the background: moves, navigation and edits go on; its
     * marks are written when it ends and the record is free. It cannot start while the record is
     * held or an attempt is shown (it would give the answer away).
     */
    record Review() implements Mode {
        @Override
        public boolean equals(Object o) {
            return o instanceof Review;
        }

        @Override
        public int hashCode() {
            return 0;
        }

        @Override
        public boolean background() {
            return true;
        }

        @Override
        public Optional<Refusal> refusedOver(Mode running) {
            return running.holds().or(() -> running instanceof Attempt ? Optional.of(Refusal.REVIEW_GIVES_AWAY) : Optional.empty());
        }
    }

    /**
     * Sparring: moves are handed to the mode, which plays the person's into the record (and
     * refuses one on the engine's turn) and replies for the engine's seats; navigation and edits
     * go on. It cannot start while the record is held, nor at a problem's attempt (its defence
     * replies itself).
     */
    record Sparring() implements Mode {
        @Override
        public boolean equals(Object o) {
            return o instanceof Sparring;
        }

        @Override
        public int hashCode() {
            return 0;
        }

        @Override
        public Route route() {
            return Route.TOOL;
        }

        @Override
        public Optional<Refusal> refusedOver(Mode running) {
            return running.holds().or(() -> running instanceof Attempt ? Optional.of(Refusal.ATTEMPT_DEFENDS) : Optional.empty());
        }
    }

    /**
     * The trainer (Study &gt; Train): it shows its problems one after the other as records of their
     * own, each solved as an {@link Attempt} beside it (moves go into the attempt and the base judges
     * them; navigation as there; the base hides the solution), and goes on over each record it
     * opens ({@link ModeOwner#keepOver}). Ends guess the move and sparring; no other tool starts
     * over it (stop the trainer first).
     */
    record Train() implements Mode {
        @Override
        public boolean equals(Object o) {
            return o instanceof Train;
        }

        @Override
        public int hashCode() {
            return 0;
        }

        @Override
        public boolean ends(Mode running) {
            return running instanceof Sparring || running instanceof Guess;
        }

        @Override
        public Optional<Refusal> holds() {
            return Optional.of(Refusal.TRAIN_HOLDS);
        }

        @Override
        public boolean leavesToBase() {
            return true;
        }
    }
}
