package org.parlour.core;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rules of one game under one set of rule options: a stateless object (docs/architecture.md).
 * Positions {@code P} and moves {@code M} are the game's own immutable values with value
 * equality, so they serve as keys of transposition tables.
 *
 * <p>Everything outside {@code org.parlour.games} (trees, records, solver, board views, the
 * command line) uses games only through this contract.
 *
 * <p>Two layers of legality: text goes through {@link #parseMove} and {@link #parsePosition},
 * which validate; {@link #play} trusts its caller, so that search stays fast.
 *
 * @param <P> the position type (immutable, value equality)
 * @param <M> the move type (immutable, value equality)
 */
public interface Game<P, M> {

    /** The kind of game this instance belongs to (id, name, declared options). */
    GameType type();

    /** Stable id written into files: {@code agora}, {@code tournament}, {@code conspirateurs}. */
    default String id() {
        return type().id();
    }

    /** Name shown to people. */
    default String displayName() {
        return type().displayName();
    }

    /** This instance's rule options, complete (defaults filled in), in declaration order. */
    RuleOptions options();

    /** The seats of this instance in turn order (two, or four for four-player Conspirateurs). */
    List<Seat> seats();

    /** The start position of the rulebook (rules.md §1.3, §2.2, §3.2). */
    P initialPosition();

    /** The seat whose turn it is in {@code position}. */
    Seat toMove(P position);

    /**
     * Every legal move in {@code position}, each once, in a stable order. Empty exactly when
     * {@link #outcome} is present. A forced pass is the one move {@code pass}, not an empty list.
     */
    List<M> legalMoves(P position);

    /**
     * The number of legal moves, {@code legalMoves(position).size()}; games may count faster
     * without building the list (perft's last ply).
     */
    default long countLegalMoves(P position) {
        return legalMoves(position).size();
    }

    /**
     * The position after {@code move}. Pure: {@code position} is not changed.
     * Precondition: {@code move} is legal in {@code position}; it is not re-checked.
     */
    P play(P position, M move);

    /** The end of the game, read from the position alone (rules.md §7), or empty while it goes on. */
    Optional<Outcome> outcome(P position);

    /** Canonical move text of rules.md §6. */
    String formatMove(P position, M move);

    /**
     * Reads move text and checks it is legal in {@code position}.
     *
     * @throws NotationException SYNTAX for unreadable text, ILLEGAL for a move not legal here,
     *                           AMBIGUOUS when the text names more than one legal move
     */
    M parseMove(P position, String text);

    /** Canonical one-line position text of rules.md §6. */
    String formatPosition(P position);

    /**
     * Reads and validates position text.
     *
     * @throws NotationException naming the offending square, cell, point or token
     */
    P parsePosition(String text);

    /**
     * A 64-bit Zobrist-style hash: equal positions have equal hashes; different positions
     * collide with probability about 2^-64. For transposition tables and repetition display.
     */
    long hash(P position);

    /** The board to draw: cells with their geometry and marks. Independent of the position. */
    BoardShape shape();

    /** What stands where in {@code position}, and what waits in hand. */
    Picture picture(P position);

    /**
     * The cells a person clicks, in order, to make {@code move}: {@code [from, to]} for a step,
     * {@code [to]} for a drop, {@code [from, end]} for a leap chain, {@code []} for a pass.
     * Several legal moves may share a gesture (an Agora capture or prisoner at equal height);
     * the board then asks which.
     */
    List<String> gesture(P position, M move);

    /**
     * The cells the moving piece passes through, in order, for drawing and animating the move:
     * every landing point of a leap chain; {@code [from, to]} for a step; {@code []} for a pass.
     */
    default List<String> path(P position, M move) {
        return gesture(position, move);
    }

    /**
     * The ids of the problem goals this game offers (docs/solver.md): {@code win} first, then
     * the game's own goals. Each is made by {@link #goal}.
     */
    default List<String> goalIds() {
        return List.of(Goal.WIN);
    }

    /**
     * The goal with this id and parameters, or empty for an id this game does not know.
     * The default knows {@code win} only (no parameters).
     *
     * @throws NotationException ILLEGAL or SYNTAX for a missing or bad parameter, naming it
     */
    default Optional<Goal<P, M>> goal(String id, Map<String, String> params) {
        return Goal.WIN.equals(id) ? Optional.of(Goal.win(this)) : Optional.empty();
    }

    /**
     * A heuristic value of {@code position} for {@code seat}, in hundredths of a piece or a
     * step: positive is good for {@code seat}. Used by analysis only, never by the exact solver.
     * Default 0 (no knowledge).
     */
    default int evaluate(P position, Seat seat) {
        return 0;
    }

    /**
     * The heuristic value the playing engine ({@code review.Engine}: the sparring levels and
     * self-play) steers by, in the units of {@link #evaluate}. The judge reads its losses from
     * {@link #evaluate}, whose values its thresholds are set for (docs/review.md); an evaluation
     * that plays better but whose values cross those thresholds from one depth to the next serves
     * here only (Agora: docs/decisions.md, 2026-12-05). Default: {@link #evaluate}.
     */
    default int playEvaluate(P position, Seat seat) {
        return evaluate(position, seat);
    }

    /**
     * True when {@code move} changes the material balance that {@link #evaluate} measures: the
     * moves the analysis' quiescence search keeps playing past its depth, so that it never stops
     * in the middle of an exchange (Agora: captures and prisoner moves, which can start a
     * revolution, rules.md §1.5; Tournament: steps and put-backs that throw, §2.6;
     * Conspirateurs: moves that end on a sanctuary, §3.4). Precondition: {@code move} is legal
     * in {@code position}. Default false (no quiescence).
     */
    default boolean isNoisy(P position, M move) {
        return false;
    }

    /**
     * How many plies past its depth the analysis' quiescence search may follow noisy moves
     * ({@link #isNoisy}), at least 0. Default 8, long enough for Agora's and Tournament's chains
     * of captures and throws; a game whose noisy moves are not answered by noisy moves (such as
     * Conspirateurs' sanctuary entries, which nothing undoes) may stop sooner.
     */
    default int quiescencePlies() {
        return 8;
    }

    /**
     * The position with the turn handed to the next seat and nothing else changed (a null
     * move), or empty where the rules cannot express it. The solver uses it to find the threat
     * of a key (what the solving seat would play if it could move again). Default empty.
     */
    default Optional<P> nullMove(P position) {
        return Optional.empty();
    }

    /**
     * A lower bound on the moves of {@code seat} still needed for a win of its side from
     * {@code position}, whatever every seat plays, counting the other seats' replies to its last
     * move (rules.md §9: a defender's or a partner's move that ends the game as a win of the
     * seat's side needs no move of the seat). 0 means another seat's move might end the game so
     * now. The default promises nothing: 1 when {@code seat} is to move, else 0. Used through
     * {@link Goal#atLeast} by the solver to give up hopeless lines at once, so a game returns
     * more only with a proof from its rules (Agora: rules.md §1.7).
     */
    default int winAtLeast(P position, Seat seat) {
        return toMove(position) == seat ? 1 : 0;
    }
}
