package org.parlour.bench;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.review.MoveReview;
import org.parlour.review.Review;
import org.parlour.review.ReviewOptions;
import org.parlour.review.Reviewer;
import org.parlour.review.Thresholds;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.study.GameRecord;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;

/**
 * The strength of the analysis, measured by matches between two search depths (docs/review.md):
 * seeded random openings of a few plies, each played twice with the colours swapped; every move
 * is the {@link Analyzer}'s best move at the player's depth (no time limit, so a run repeats
 * exactly). A game longer than the ply cap counts as a draw. Then:
 * <ul>
 *   <li>the score of the deeper player;</li>
 *   <li>the calibration: the scale of {@link Thresholds} that best fits (least binary
 *       cross-entropy) the deeper player's scores to the games' results;</li>
 *   <li>with {@code review}: each game reviewed at the review depth with {@link Thresholds} of the
 *       game, and the glyphs per 100 moves of each player.</li>
 * </ul>
 * Not a JMH benchmark (its numbers are results, not times); run with
 * {@code java -cp ... org.parlour.bench.DepthMatches GAME DEPTH_A DEPTH_B OPENINGS [OPENING_PLIES] [MAX_PLIES] [REVIEW_DEPTH] [SEED] [RULES] [SCALE]}.
 */
public final class DepthMatches {
    private DepthMatches() {
    }

    public static void main(String[] args) {
        String gameId = args[0];
        int a = Integer.parseInt(args[1]);
        int b = Integer.parseInt(args[2]);
        int openings = Integer.parseInt(args[3]);
        int openingPlies = args.length > 4 ? Integer.parseInt(args[4]) : 6;
        int maxPlies = args.length > 5 ? Integer.parseInt(args[5]) : 600;
        int reviewDepth = args.length > 6 ? Integer.parseInt(args[6]) : 0;
        long seed = args.length > 7 ? Long.parseLong(args[7]) : 1;
        String rules = args.length > 8 ? args[8] : "";
        scale = args.length > 9 ? Double.parseDouble(args[9]) : 0;
        @SuppressWarnings("unchecked")
        Game<Object, Object> game = (Game<Object, Object>) Games.create(gameId, rules);
        run(game, a, b, openings, openingPlies, maxPlies, reviewDepth, seed);
    }

    /** The review's scale (docs/review.md); 0 for the game's ({@link Thresholds#forGame}). */
    private static double scale;

    private record Played(List<Object> moves, Optional<Outcome> outcome, List<int[]> samples) {
    }

    static <P, M> void run(Game<P, M> game, int a, int b, int openings, int openingPlies, int maxPlies, int reviewDepth,
                           long seed) {
        System.out.printf(Locale.ROOT, "%s: depth %d against depth %d, %d openings of %d random plies (seed %d), both colours,"
                + " cap %d plies%n", game.id(), a, b, openings, openingPlies, seed, maxPlies);
        double scoreB = 0;
        int games = 0;
        int winsB = 0;
        int winsA = 0;
        int draws = 0;
        long plies = 0;
        long t0 = System.nanoTime();
        List<int[]> samples = new ArrayList<>();
        int[] glyphsA = new int[7];
        int[] glyphsB = new int[7];
        int movesA = 0;
        int movesB = 0;
        int[] cuts = {25, 50, 100, 150, 200, 300, 400, 600, 900, 1500, 3000};
        int[] overA = new int[cuts.length];
        int[] overB = new int[cuts.length];
        for (int o = 0; o < openings; o++) {
            List<M> opening = opening(game, new Random(seed * 1_000_003 + o), openingPlies);
            for (int swap = 0; swap < 2; swap++) {
                // seat index 0 plays depth (swap == 0 ? a : b)
                int[] depthOf = swap == 0 ? new int[] {a, b} : new int[] {b, a};
                Result<M> r = play(game, opening, depthOf, maxPlies);
                games++;
                plies += r.moves.size();
                Seat seatB = game.seats().get(swap == 0 ? 1 : 0);
                double s = r.outcome.map(x -> x.isDraw() ? 0.5 : x.isWinFor(seatB) ? 1.0 : 0.0).orElse(0.5);
                scoreB += s;
                if (s == 1) {
                    winsB++;
                } else if (s == 0) {
                    winsA++;
                } else {
                    draws++;
                }
                for (int[] smp : r.samples) {
                    // smp: {score, seatIndex, depth}; keep the deeper player's scores
                    if (smp[2] == Math.max(a, b)) {
                        Seat mover = game.seats().get(smp[1]);
                        int res = r.outcome.map(x -> x.isDraw() ? 1 : x.isWinFor(mover) ? 2 : 0).orElse(1);
                        samples.add(new int[] {smp[0], res});
                    }
                }
                if (reviewDepth > 0) {
                    Review review = review(game, opening.size(), r.moves, reviewDepth);
                    for (MoveReview m : review.moves()) {
                        if (m.ply() <= opening.size()) {
                            continue;
                        }
                        int d = depthOf[game.seats().indexOf(m.seat())];
                        boolean isB = d == b;
                        if (isB) {
                            movesB++;
                        } else {
                            movesA++;
                        }
                        m.glyph().ifPresent(g -> (isB ? glyphsB : glyphsA)[g]++);
                        for (int k = 0; k < cuts.length; k++) {
                            if (m.loss() >= cuts[k]) {
                                (isB ? overB : overA)[k]++;
                            }
                        }
                    }
                }
            }
        }
        System.out.printf(Locale.ROOT, "  games %d, depth %d wins %d, depth %d wins %d, draws %d: depth %d scores %.1f%%;"
                        + " %.0f plies a game, %.1f s%n", games, b, winsB, a, winsA, draws, b, 100 * scoreB / games,
                (double) plies / games, (System.nanoTime() - t0) / 1e9);
        double best = fit(samples);
        System.out.printf(Locale.ROOT, "  calibration: %d positions, best scale %.0f (cross-entropy %.4f; at 150: %.4f, 300: %.4f)%n",
                samples.size(), best, loss(samples, best), loss(samples, 150), loss(samples, 300));
        if (reviewDepth > 0) {
            System.out.printf(Locale.ROOT, "  review at depth %d, per 100 moves: depth %d: %.1f ?!, %.1f ?, %.1f ?? (%d moves);"
                            + " depth %d: %.1f ?!, %.1f ?, %.1f ?? (%d moves)%n", reviewDepth,
                    a, per(glyphsA[Nag.DUBIOUS], movesA), per(glyphsA[Nag.MISTAKE], movesA), per(glyphsA[Nag.BLUNDER], movesA), movesA,
                    b, per(glyphsB[Nag.DUBIOUS], movesB), per(glyphsB[Nag.MISTAKE], movesB), per(glyphsB[Nag.BLUNDER], movesB), movesB);
            StringBuilder sb = new StringBuilder("  moves per 100 with a loss (hundredths) of at least");
            for (int k = 0; k < cuts.length; k++) {
                sb.append(String.format(Locale.ROOT, " | %d: %.1f / %.1f", cuts[k], per(overA[k], movesA), per(overB[k], movesB)));
            }
            System.out.println(sb + "  (depth " + a + " / depth " + b + ")");
        }
    }

    private static double per(int n, int moves) {
        return moves == 0 ? 0 : 100.0 * n / moves;
    }

    private static <P, M> List<M> opening(Game<P, M> game, Random rnd, int plies) {
        List<M> out = new ArrayList<>();
        P p = game.initialPosition();
        for (int i = 0; i < plies && game.outcome(p).isEmpty(); i++) {
            List<M> moves = game.legalMoves(p);
            M m = moves.get(rnd.nextInt(moves.size()));
            out.add(m);
            p = game.play(p, m);
        }
        return out;
    }

    private record Result<M>(List<M> moves, Optional<Outcome> outcome, List<int[]> samples) {
    }

    private static <P, M> Result<M> play(Game<P, M> game, List<M> opening, int[] depthOf, int maxPlies) {
        P p = game.initialPosition();
        List<M> moves = new ArrayList<>(opening);
        for (M m : opening) {
            p = game.play(p, m);
        }
        List<int[]> samples = new ArrayList<>();
        while (game.outcome(p).isEmpty() && moves.size() < maxPlies) {
            int seat = game.seats().indexOf(game.toMove(p));
            int depth = depthOf[seat % 2];
            Analysis<M> an = new Analyzer<>(game, depth, Limits.none()).analyse(p, x -> { }, new AtomicBoolean());
            M m = an.best().orElseThrow();
            samples.add(new int[] {an.score(), seat, depth});
            moves.add(m);
            p = game.play(p, m);
        }
        return new Result<>(moves, game.outcome(p), samples);
    }

    private static <P, M> Review review(Game<P, M> game, int openingPlies, List<M> moves, int depth) {
        MoveTree t = MoveTree.empty();
        long at = MoveTree.ROOT_ID;
        P p = game.initialPosition();
        for (M m : moves) {
            MoveTree.Edited e = t.addMove(at, game.formatMove(p, m));
            t = e.tree();
            at = e.nodeId();
            p = game.play(p, m);
        }
        GameRecord record = GameRecord.of(game.id()).withTree(t);
        ReviewOptions options = ReviewOptions.defaults(game.id()).withDepth(depth).withMoveTime(Duration.ZERO).withProof(0, 1);
        if (scale > 0) {
            options = new ReviewOptions(options.depth(), options.moveTime(), options.proofMoves(), options.proofNodes(),
                    Thresholds.ofScale(scale));
        }
        return Reviewer.review(game, record, at, openingPlies + 1, options, x -> { }, new AtomicBoolean());
    }

    /** The scale with the least cross-entropy, by golden-section search on log(scale) in [10, 5000]. */
    static double fit(List<int[]> samples) {
        double lo = Math.log(10);
        double hi = Math.log(5000);
        for (int i = 0; i < 80; i++) {
            double m1 = lo + (hi - lo) / 3;
            double m2 = hi - (hi - lo) / 3;
            if (loss(samples, Math.exp(m1)) < loss(samples, Math.exp(m2))) {
                hi = m2;
            } else {
                lo = m1;
            }
        }
        return Math.exp((lo + hi) / 2);
    }

    /** Mean binary cross-entropy of the expected result (chance + 1) / 2 against the result 0, 0.5 or 1. */
    static double loss(List<int[]> samples, double scale) {
        Thresholds th = Thresholds.ofScale(scale);
        double sum = 0;
        int n = 0;
        for (int[] s : samples) {
            if (Math.abs(s[0]) > Analyzer.WIN - 1000) {
                continue; // forced results say nothing of the scale
            }
            double e = Math.min(1 - 1e-9, Math.max(1e-9, (th.chance(s[0]) + 1) / 2));
            double r = s[1] / 2.0;
            sum -= r * Math.log(e) + (1 - r) * Math.log(1 - e);
            n++;
        }
        return n == 0 ? 0 : sum / n;
    }
}
