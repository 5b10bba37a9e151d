package org.parlour.review;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.parlour.core.DelegatingGame;
import org.parlour.core.Game;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.solver.Progress;

/**
 * The playing engine behind sparring and self-play: the {@link Analyzer} (iterative deepening,
 * quiescence) at a {@link Level}'s depth for the game, no time limit, so a game repeats exactly
 * for a seed. The seed shuffles the order the moves are searched in, so among moves of equal
 * score different seeds pick different ones (and self-play games differ); the search is
 * otherwise the same. Stable API: {@link #bestMove(Game, Object, Level, long)}.
 */
public final class Engine {
    private Engine() {
    }

    /**
     * Playing strength, weakest first. The depth per game is in plies; levels are named by the
     * match results of docs/benchmarks.md ("Levels"): each level against the one below.
     */
    public enum Level {
        /** One ply: takes what is offered. */
        BEGINNER(1, 1, 1),
        /** Sees the reply. */
        CASUAL(2, 2, 2),
        /** Club player. */
        CLUB(3, 4, 3),
        /** The review's depth. */
        STRONG(4, 6, 3),
        /** Deeper than the review. */
        EXPERT(5, 8, 4);

        private final int agora;
        private final int tournament;
        private final int conspirateurs;

        Level(int agora, int tournament, int conspirateurs) {
            this.agora = agora;
            this.tournament = tournament;
            this.conspirateurs = conspirateurs;
        }

        /** The search depth in plies for a game id ({@code agora}, {@code tournament}, {@code conspirateurs}; another id gets Tournament's). */
        public int depth(String gameId) {
            return switch (gameId) {
                case "agora" -> agora;
                case "conspirateurs" -> conspirateurs;
                default -> tournament;
            };
        }

        /** The level whose depth for {@code gameId} is the largest not above {@code depth} (BEGINNER at least). */
        public static Level ofDepth(String gameId, int depth) {
            Level out = BEGINNER;
            for (Level l : values()) {
                if (l.depth(gameId) <= depth) {
                    out = l;
                }
            }
            return out;
        }
    }

    /**
     * The engine's move in {@code position} at {@code level}; empty when the game is over.
     *
     * @param seed any number; the same seed gives the same move
     */
    public static <P, M> Optional<M> bestMove(Game<P, M> game, P position, Level level, long seed) {
        return analyse(game, position, level.depth(game.id()), seed, p -> { }, new AtomicBoolean()).best();
    }

    /**
     * The engine's search of {@code position} {@code depth} plies deep, with progress and a cancel
     * flag (for the window's sparring).
     */
    public static <P, M> Analysis<M> analyse(Game<P, M> game, P position, int depth, long seed,
                                             Consumer<Progress> progress, AtomicBoolean cancel) {
        return new Analyzer<>(new Shuffled<>(game, seed), depth, Limits.none()).analyse(position, progress, cancel);
    }

    /** A game whose legal moves come in an order shuffled by the seed and the position. */
    static final class Shuffled<P, M> extends DelegatingGame<P, P, M> {
        private final long seed;

        Shuffled(Game<P, M> game, long seed) {
            super(game);
            this.seed = seed;
        }

        @Override
        protected P inner(P p) {
            return p;
        }

        @Override
        public P initialPosition() {
            return game.initialPosition();
        }

        @Override
        public List<M> legalMoves(P p) {
            List<M> moves = new ArrayList<>(game.legalMoves(p));
            Collections.shuffle(moves, new Random(seed * 0x9E3779B97F4A7C15L ^ game.hash(p)));
            return moves;
        }

        @Override
        public P play(P p, M m) {
            return game.play(p, m);
        }

        @Override
        public P parsePosition(String text) {
            return game.parsePosition(text);
        }
    }
}
