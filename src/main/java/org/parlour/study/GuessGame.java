package org.parlour.study;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.parlour.core.Seat;

/**
 * "Guess the move" over a recorded line: the person plays some seats, guesses each of their
 * moves before seeing it, and is scored against the game's move. The other seats' moves are
 * played from the record. Nothing here changes the record: the game only walks its line.
 *
 * <p>The line is a list of {@link Step}s (the node of each move, in order from the position the
 * guessing starts at). {@link #at()} is the node shown now; the next step is hidden until guessed
 * or played. A guess equal to the game's move is {@link Mark#RIGHT}; another legal move is
 * {@link Mark#WRONG} until a judge (the analysis, {@code org.parlour.review.GuessJudge}) finds it
 * as good and {@link #judged} makes it {@link Mark#AS_GOOD} (or {@link Mark#BETTER} when the
 * judge marks the game's move a mistake and not the guess). Either way the game's move is then
 * played. Pure and single-threaded; the window keeps one per guessing session.
 */
public final class GuessGame {
    /** How a guess went. */
    public enum Mark {
        /** The game's move. */
        RIGHT,
        /** Another move that the analysis values as high (within its threshold), or also wins. */
        AS_GOOD,
        /** Another move the judge does not mark, where it marks the game's move ?!, ? or ??. */
        BETTER,
        /** Another move, not (or not yet) found as good. */
        WRONG
    }

    /**
     * One move of the line.
     *
     * @param node   the node of the move in the record
     * @param parent the node before it (where the position is guessed)
     * @param seat   the seat that makes it
     * @param move   the game's move (an immutable move of the record's game, compared by equals)
     */
    public record Step(long node, long parent, Seat seat, Object move) {
        public Step {
            Objects.requireNonNull(seat, "seat");
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * The running score.
     *
     * @param right  guesses that were the game's move
     * @param better other guesses the judge found better than the game's move ({@link Mark#BETTER})
     * @param asGood other guesses the analysis found as good
     * @param wrong  the others
     */
    public record Score(int right, int better, int asGood, int wrong) {
        /** A score without better guesses. */
        public Score(int right, int asGood, int wrong) {
            this(right, 0, asGood, wrong);
        }

        /** Guesses made. */
        public int guesses() {
            return right + better + asGood + wrong;
        }

        /** Right, better or as good, in percent of the guesses (rounded); 0 before the first guess. */
        public int percent() {
            return guesses() == 0 ? 0 : (int) Math.round(100.0 * (right + better + asGood) / guesses());
        }

        /** E.g. "3 right, 1 as good, 2 wrong (67%)", "3 right, 1 better, 0 as good, 2 wrong (67%)". */
        public String text() {
            return right + " right, " + (better > 0 ? better + " better, " : "") + asGood + " as good, " + wrong + " wrong ("
                    + percent() + "%)";
        }
    }

    /**
     * What a guess gave.
     *
     * @param index the guess's number, from 0, for {@link #judged}
     * @param step  the game's move that was guessed (now played)
     * @param guess the move guessed
     * @param mark  RIGHT or WRONG (a judge may later make WRONG into AS_GOOD)
     */
    public record Guess(int index, Step step, Object guess, Mark mark) {
    }

    private final List<Step> line;
    private final EnumSet<Seat> players;
    private final long start;
    private final List<Mark> marks = new ArrayList<>();
    private int next;

    /**
     * @param start   the node the guessing starts at (the parent of the first step)
     * @param line    the game's moves from there, in order; each step's parent is the node before
     * @param players the seats the person plays: at least one
     * @throws IllegalArgumentException for no players or a line whose steps do not follow one another
     */
    public GuessGame(long start, List<Step> line, Set<Seat> players) {
        this.start = start;
        this.line = List.copyOf(line);
        this.players = EnumSet.noneOf(Seat.class);
        setPlayers(players);
        long p = start;
        for (Step s : this.line) {
            if (s.parent() != p) {
                throw new IllegalArgumentException("step " + s.node() + " follows " + s.parent() + ", not " + p);
            }
            p = s.node();
        }
    }

    /**
     * The line the game is played along in {@code session}: from {@code from}, the game's moves,
     * i.e. the first child at each node (the main line, or inside a variation that variation's own
     * continuation) to its end. The variation the person looked at last is not followed: guessing
     * asks the game's moves, never an annotator's alternative.
     */
    public static GuessGame of(StudySession session, long from, Set<Seat> players) {
        List<Step> steps = new ArrayList<>();
        long at = from;
        for (List<Long> ch = session.children(at); !ch.isEmpty(); ch = session.children(at)) {
            long id = ch.get(0);
            Object before = session.position(at);
            steps.add(new Step(id, at, session.game().toMove(before), session.move(id).orElseThrow()));
            at = id;
        }
        return new GuessGame(from, steps, players);
    }

    /** Changes the seats the person plays (from the next move on). */
    public void setPlayers(Set<Seat> seats) {
        if (seats.isEmpty()) {
            throw new IllegalArgumentException("guessing needs at least one seat to play");
        }
        players.clear();
        players.addAll(seats);
    }

    /** The seats the person plays. */
    public Set<Seat> players() {
        return EnumSet.copyOf(players);
    }

    /** The node shown now: the guessing start, or the last move played. */
    public long at() {
        return next == 0 ? start : line.get(next - 1).node();
    }

    /** True when the line has no more moves. */
    public boolean isOver() {
        return next >= line.size();
    }

    /** True when the next move is one of the person's (a guess is awaited). */
    public boolean awaitsGuess() {
        return !isOver() && players.contains(line.get(next).seat());
    }

    /** The seat to move next, empty at the end of the line. */
    public Optional<Seat> toMove() {
        return isOver() ? Optional.empty() : Optional.of(line.get(next).seat());
    }

    /**
     * Plays the next move when it is another seat's.
     *
     * @return the step played, or empty when a guess is awaited or the line is over
     */
    public Optional<Step> playOther() {
        if (isOver() || awaitsGuess()) {
            return Optional.empty();
        }
        return Optional.of(line.get(next++));
    }

    /**
     * Takes the person's guess for the next move and plays the game's move.
     *
     * @param move a legal move in the position at {@link #at()}
     * @throws IllegalStateException when no guess is awaited
     */
    public Guess guess(Object move) {
        if (!awaitsGuess()) {
            throw new IllegalStateException(isOver() ? "the line is over" : "not the person's move");
        }
        Step s = line.get(next++);
        Mark m = s.move().equals(move) ? Mark.RIGHT : Mark.WRONG;
        marks.add(m);
        return new Guess(marks.size() - 1, s, move, m);
    }

    /**
     * Records a judge's finding for a wrong guess: {@code asGood} makes it {@link Mark#AS_GOOD}.
     * A right guess stays right.
     */
    public void judged(int index, boolean asGood) {
        judged(index, asGood ? Mark.AS_GOOD : Mark.WRONG);
    }

    /**
     * Records a judge's finding for a wrong guess: {@link Mark#BETTER}, {@link Mark#AS_GOOD} or
     * {@link Mark#WRONG}. A right guess stays right.
     *
     * @throws IllegalArgumentException for {@link Mark#RIGHT} (only the game's move is right)
     */
    public void judged(int index, Mark mark) {
        if (mark == Mark.RIGHT) {
            throw new IllegalArgumentException("a judge never makes a guess the game's move");
        }
        if (marks.get(index) != Mark.RIGHT) {
            marks.set(index, mark);
        }
    }

    /** The mark of guess {@code index}. */
    public Mark mark(int index) {
        return marks.get(index);
    }

    /** The score so far. */
    public Score score() {
        int r = 0;
        int b = 0;
        int a = 0;
        int w = 0;
        for (Mark m : marks) {
            switch (m) {
                case RIGHT -> r++;
                case BETTER -> b++;
                case AS_GOOD -> a++;
                case WRONG -> w++;
                default -> throw new IllegalStateException();
            }
        }
        return new Score(r, b, a, w);
    }

    /** Moves left in the line (hidden from the person). */
    public int remaining() {
        return line.size() - next;
    }
}
