package org.parlour.review;

import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.solver.StopReason;

/**
 * Whether a guess that is not the game's move is as good, for "guess the move"
 * ({@link org.parlour.study.GuessGame}). Both moves are valued by the {@link Analyzer} as the
 * review values a move (each searched as the only move at the root, {@link OneMoveAtRoot}, to the
 * same depth, from the guessing seat's point of view); the guess is as good when it also forces a
 * win, or when its winning chance ({@link Thresholds#chance}) is below the game move's by less than
 * the threshold for {@code ?!} ({@link Thresholds#dubious()}, 0.10). When the two searches do not
 * reach the same depth within the budget the finding is {@link Finding#UNKNOWN}. Pure; runs on the
 * caller's thread.
 */
public final class GuessJudge {
    private GuessJudge() {
    }

    /** What the analysis says of a guess. */
    public enum Finding {
        /** Also wins, or valued within the threshold of the game's move. */
        AS_GOOD,
        /** Valued lower than the game's move by the threshold or more, or the game's move wins and the guess does not. */
        WORSE,
        /** The budget did not allow a comparison (or the search was cancelled). */
        UNKNOWN
    }

    /**
     * The finding and the numbers behind it.
     *
     * @param finding    as good, worse or unknown
     * @param gameScore  the analysis score of the game's move, for the seat that moves (hundredths; see {@link Analyzer#WIN})
     * @param guessScore the same for the guess
     * @param drop       the game move's winning chance minus the guess's, in [-2, 2]; 0 when unknown
     * @param depth      the depth both were searched to, in plies; 0 when unknown
     */
    public record Judgement(Finding finding, int gameScore, int guessScore, double drop, int depth) {
    }

    /**
     * Judges {@code guess} against {@code gameMove} in {@code before}.
     *
     * @param depth  the deepest search, in plies (1 to 64)
     * @param limits the budget of each of the two searches (time and/or nodes)
     * @param cancel set it to stop: the finding is then UNKNOWN
     */
    public static <P, M> Judgement judge(Game<P, M> game, P before, M gameMove, M guess, int depth, Limits limits,
                                         Thresholds thresholds, AtomicBoolean cancel) {
        Analysis<M> g = new Analyzer<>(new OneMoveAtRoot<>(game, gameMove), depth, limits)
                .analyse(OneMoveAtRoot.root(before), p -> { }, cancel);
        if (g.stop() == StopReason.CANCELLED || g.depth() == 0) {
            return unknown();
        }
        int guessDepth = g.isDecisive() ? depth : g.depth();
        Limits cap = new Limits(limits.time(), Math.max(limits.nodes(), Math.max(20_000, g.nodes() * 4)));
        Analysis<M> a = new Analyzer<>(new OneMoveAtRoot<>(game, guess), guessDepth, cap)
                .analyse(OneMoveAtRoot.root(before), p -> { }, cancel);
        if (a.stop() == StopReason.CANCELLED || a.depth() == 0) {
            return unknown();
        }
        double drop = thresholds.chance(g.score()) - thresholds.chance(a.score());
        int shown = Math.min(a.depth(), g.depth());
        if (a.isDecisive() && a.score() > 0) {
            return new Judgement(Finding.AS_GOOD, g.score(), a.score(), drop, shown);
        }
        if (g.isDecisive() && g.score() > 0) {
            return new Judgement(Finding.WORSE, g.score(), a.score(), drop, shown);
        }
        if (a.depth() != g.depth() && !a.isDecisive()) {
            return unknown();
        }
        return new Judgement(drop < thresholds.dubious() ? Finding.AS_GOOD : Finding.WORSE, g.score(), a.score(), drop, shown);
    }

    private static Judgement unknown() {
        return new Judgement(Finding.UNKNOWN, 0, 0, 0, 0);
    }
}
