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
     * Playing strength, weakest first: a search depth in plies per game and a margin in the game's
     * hundredths (0 for most). Levels are named by the match results of docs/benchmarks.md
     * ("(c) Levels and evaluation"): each level scores at least 65 % against the one below, with
     * the depths chosen so that every pair can be measured over 200 games. A level with a margin
     * plays one of the near-best moves, drawn by the seed (as many engines' easiest levels do;
     * {@link #analyse(Game, Object, Level, long, Consumer, AtomicBoolean)}), so it sometimes leaves
     * a piece, a prisoner or a step on the table.
     */
    public enum Level {
        /** One ply, then any move scoring at most the margin below the best (Agora 100, Tournament 60, Conspirateurs 30). */
        BEGINNER(1, 1, 1, 100, 60, 30),
        /** One ply: takes what is offered. */
        CASUAL(1, 1, 1, 0, 0, 0),
        /** Two plies: sees the reply. */
        CLUB(2, 2, 2, 0, 0, 0),
        /** Three plies. */
        STRONG(3, 3, 3, 0, 0, 0),
        /** Four plies (Conspirateurs: not offered, plays as Strong; {@link #offered}). */
        EXPERT(4, 4, 3, 0, 0, 0);

        private final int agora;
        private final int tournament;
        private final int conspirateurs;
        private final int agoraMargin;
        private final int tournamentMargin;
        private final int conspirateursMargin;

        Level(int agora, int tournament, int conspirateurs, int agoraMargin, int tournamentMargin,
              int conspirateursMargin) {
            this.agora = agora;
            this.tournament = tournament;
            this.conspirateurs = conspirateurs;
            this.agoraMargin = agoraMargin;
            this.tournamentMargin = tournamentMargin;
            this.conspirateursMargin = conspirateursMargin;
        }

        /** The search depth in plies for a game id ({@code agora}, {@code tournament}, {@code conspirateurs}; another id gets Tournament's). */
        public int depth(String gameId) {
            return switch (gameId) {
                case "agora" -> agora;
                case "conspirateurs" -> conspirateurs;
                default -> tournament;
            };
        }

        /**
         * How far below the best move's score, in the game's hundredths ({@link Game#evaluate}),
         * a move picked may score; 0: always the best (ties broken by the seed).
         */
        public int margin(String gameId) {
            return switch (gameId) {
                case "agora" -> agoraMargin;
                case "conspirateurs" -> conspirateursMargin;
                default -> tournamentMargin;
            };
        }

        /** The level's name for {@code gameId} in the user's language: "Club (2 plies)", "Beginner (1 ply, now and then a weaker move)". */
        public String displayName(String gameId) {
            return org.parlour.core.Messages.tr("sparring.level." + name().toLowerCase(java.util.Locale.ROOT), depth(gameId),
                    margin(gameId) > 0 ? 1 : 0);
        }

        /** The level's short name in the user's language ("Club", "Débutant"), for one-line messages. */
        public String shortName() {
            return org.parlour.core.Messages.tr("sparring.levelShort." + name().toLowerCase(java.util.Locale.ROOT));
        }

        /** How the level plays {@code gameId}, for bench output: {@code "3 plies"}, {@code "1 ply, margin 100"}. */
        public String describe(String gameId) {
            int d = depth(gameId);
            return d + (d == 1 ? " ply" : " plies") + (margin(gameId) > 0 ? ", margin " + margin(gameId) : "");
        }

        /**
         * The levels offered for {@code gameId}, weakest first: every level but one that plays
         * exactly as the level below it (same depth and margin), since two such names cannot
         * differ in strength. Conspirateurs has no Expert: its four plies could not be measured
         * (docs/benchmarks.md).
         */
        public static List<Level> offered(String gameId) {
            List<Level> out = new ArrayList<>();
            for (Level l : values()) {
                Level below = out.isEmpty() ? null : out.get(out.size() - 1);
                if (below == null || below.depth(gameId) != l.depth(gameId) || below.margin(gameId) != l.margin(gameId)) {
                    out.add(l);
                }
            }
            return List.copyOf(out);
        }
    }

    /**
     * The engine's move in {@code position} at {@code level}; empty when the game is over.
     *
     * @param seed any number; the same seed gives the same move
     */
    public static <P, M> Optional<M> bestMove(Game<P, M> game, P position, Level level, long seed) {
        return analyse(game, position, level, seed, p -> { }, new AtomicBoolean()).best();
    }

    /**
     * The engine's search of {@code position} at {@code level}, with progress and a cancel flag
     * (for the window's sparring): {@link #analyse(Game, Object, int, long, Consumer, AtomicBoolean)}
     * at the level's depth; with a margin ({@link Level#margin}), a move drawn uniformly, with the
     * seed, among those scoring at most the margin below the best move's score, each valued that
     * deep as the only move at the root (the judge's way of valuing a move). The moves are tried in
     * a seeded random order and the first near-best one is played: the first member of a set in a
     * uniformly random order is uniform over the set, and most positions need few searches. The
     * analysis returned is that move's. A forced win found is never traded for another move.
     */
    public static <P, M> Analysis<M> analyse(Game<P, M> game, P position, Level level, long seed,
                                             Consumer<Progress> progress, AtomicBoolean cancel) {
        int depth = level.depth(game.id());
        int margin = level.margin(game.id());
        Analysis<M> best = analyse(game, position, depth, seed, progress, cancel);
        if (margin <= 0 || best.best().isEmpty() || cancel.get() || best.score() > Analyzer.WIN - 1000) {
            return best;
        }
        List<M> moves = new ArrayList<>(game.legalMoves(position));
        Collections.shuffle(moves, new Random(seed * 0x2545F4914F6CDD1DL ^ game.hash(position)));
        Shuffled<P, M> shuffled = new Shuffled<>(game, seed);
        for (M m : moves) {
            if (m.equals(best.best().get())) {
                return best;
            }
            Analysis<M> a = new Analyzer<>(new OneMoveAtRoot<>(shuffled, m), depth, Limits.none())
                    .analyse(OneMoveAtRoot.root(position), progress, cancel);
            if (cancel.get()) {
                return best;
            }
            if (a.score() >= best.score() - margin) {
                return a;
            }
        }
        return best;
    }

    /**
     * The engine's search of {@code position} {@code depth} plies deep, with progress and a cancel
     * flag.
     */
    public static <P, M> Analysis<M> analyse(Game<P, M> game, P position, int depth, long seed,
                                             Consumer<Progress> progress, AtomicBoolean cancel) {
        return new Analyzer<>(new Shuffled<>(game, seed), depth, Limits.none()).analyse(position, progress, cancel);
    }

    /**
     * A game whose legal moves come in an order shuffled by the seed and the position, valued by
     * the game's playing evaluation ({@link Game#playEvaluate}).
     */
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

        /** The engine steers by the game's playing evaluation ({@link Game#playEvaluate}), the judge by {@link Game#evaluate}. */
        @Override
        public int evaluate(P p, org.parlour.core.Seat seat) {
            return game.playEvaluate(p, seat);
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
