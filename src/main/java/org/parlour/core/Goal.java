package org.parlour.core;

import java.util.Map;
import java.util.Objects;

/**
 * What a problem asks the solving seat to achieve (docs/solver.md): the game's own win, or a
 * goal of the game's rulebook problems such as "capture the stack on c3". Goals are an open
 * set: every game lists its own through {@link Game#goalIds()} and makes them with
 * {@link Game#goal}; the solver knows them only through this interface.
 *
 * <p>Two kinds:
 * <ul>
 *   <li>{@link Kind#REACH}: the solving seat succeeds as soon as a position after a move (of any
 *       seat) satisfies {@link #test}; "goal in N" means within N moves of the solving seat;</li>
 *   <li>{@link Kind#KEEP}: the solving seat succeeds when {@link #test} holds after every ply of
 *       its N moves and the replies to them (e.g. Agora's "keep every piece for N moves").</li>
 * </ul>
 *
 * @param <P> the game's position type
 * @param <M> the game's move type
 */
public interface Goal<P, M> {

    /** Reach a position, or keep a property. */
    enum Kind {
        /** Succeed once a position satisfies the goal. */
        REACH,
        /** Succeed if every position along the line satisfies the goal. */
        KEEP
    }

    /** The most moves of the solving seat a goal-in-N problem may ask for (records and solver alike). */
    int MAX_MOVES = 30;

    /** Stable id written into records, e.g. {@code win}, {@code capture}, {@code throne}. */
    String id();

    /** The parameters, e.g. {@code cell=c3}; empty when the goal has none. */
    Map<String, String> params();

    /** One English sentence for the solving seat, e.g. "capture the stack on c3". */
    String description();

    /** Reach or keep; {@link Kind#REACH} unless the goal says otherwise. */
    default Kind kind() {
        return Kind.REACH;
    }

    /**
     * Whether {@code position} satisfies the goal for {@code seat}, judged from the position
     * alone (used for the start position of a KEEP goal and by the default {@link #test}).
     */
    boolean holds(P position, Seat seat);

    /**
     * Whether the position {@code after}, reached from {@code before} by {@code move}, satisfies
     * the goal for {@code seat}. Goals that speak of an event (an Agora revolution) look at the
     * move; the default asks {@link #holds} of {@code after}.
     */
    default boolean test(P before, M move, P after, Seat seat) {
        return holds(after, seat);
    }

    /**
     * Why this goal cannot be asked of {@code seat} in the problem position {@code start}, or
     * empty when it can: a goal that names a cell needs the right piece there (rules.md §9: an
     * enemy piece for a capture or a throw, a man of the solving seat for shelter-man). The
     * text starts with the parameter's name, e.g. "cell: no enemy piece stands on e5 to throw".
     */
    default java.util.Optional<String> refusal(P start, Seat seat) {
        return java.util.Optional.empty();
    }

    /**
     * For a goal that follows one piece through the solving seat's moves (rules.md §9,
     * Conspirateurs shelter-man): the cell index where that piece stands in {@code start};
     * -1 (the default) for a goal that follows nothing.
     */
    default int follow(P start, Seat seat) {
        return -1;
    }

    /**
     * Where the followed piece stands after {@code move}, given that it stood on {@code at}
     * before it (see {@link #follow(Object, Seat)}); the default keeps it where it was.
     */
    default int follow(int at, P before, M move, P after) {
        return at;
    }

    /**
     * {@link #test} for a goal that follows a piece: {@code at} is where the piece stands after
     * the move. The default ignores it.
     */
    default boolean test(P before, M move, P after, Seat seat, int at) {
        return test(before, move, after, seat);
    }

    /**
     * A lower bound on the moves of {@code seat} still needed to reach the goal from
     * {@code position}, whatever every seat plays (so also under help-play); 1, the default,
     * promises nothing. The solver gives up a line at once when the bound exceeds the moves left
     * (an admissible bound, as in mate-in-N solvers): a bound that is too high would lose
     * solutions, so a game returns one only with a proof from its rules.
     */
    default int atLeast(P position, Seat seat) {
        return 1;
    }

    /**
     * The game's own win: the outcome of the position names {@code seat} among the winners
     * (rules.md §1.7, §2.8, §3.5). Every game has it.
     */
    static <P, M> Goal<P, M> win(Game<P, M> game) {
        Objects.requireNonNull(game);
        return new Goal<>() {
            @Override
            public String id() {
                return WIN;
            }

            @Override
            public Map<String, String> params() {
                return Map.of();
            }

            @Override
            public String description() {
                return Messages.tr("goal.win");
            }

            @Override
            public boolean holds(P position, Seat seat) {
                return game.outcome(position).map(o -> o.isWinFor(seat)).orElse(false);
            }

            @Override
            public int atLeast(P position, Seat seat) {
                return game.winAtLeast(position, seat);
            }
        };
    }

    /** The id of the win goal every game has. */
    String WIN = "win";

    /**
     * A goal with a fixed id, parameters, description and kind: what every game's goal classes
     * share, so that each only says when it {@link #holds}.
     */
    abstract class Named<P, M> implements Goal<P, M> {
        private final String id;
        private final Map<String, String> params;
        private final String description;
        private final Kind kind;

        protected Named(String id, Map<String, String> params, String description, Kind kind) {
            this.id = Objects.requireNonNull(id);
            this.params = Map.copyOf(params);
            this.description = Objects.requireNonNull(description);
            this.kind = Objects.requireNonNull(kind);
        }

        protected Named(String id, Map<String, String> params, String description) {
            this(id, params, description, Kind.REACH);
        }

        @Override
        public String id() {
            return id;
        }

        @Override
        public Map<String, String> params() {
            return params;
        }

        @Override
        public String description() {
            return description;
        }

        @Override
        public Kind kind() {
            return kind;
        }
    }
}
