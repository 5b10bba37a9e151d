package org.parlour.bench;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.games.Games;
import org.parlour.review.Engine;
import org.parlour.review.Judge;
import org.parlour.review.ReviewOptions;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;

/**
 * Agreement of the judge's best move with the exact solver (docs/benchmarks.md, "Judge"):
 * positions from seeded self-play games (the {@link Engine} at levels 1-2 on both sides, a few
 * random opening plies), kept when the solver proves within its budget that the seat to move
 * forces a win within 3 own moves. For each: does the judge's best move ({@link Judge#bestMove},
 * with its proofs) keep the proved win, and does the analysis' best move alone (no proofs, the
 * review depth)? "Keeps" = {@link Solver#judge} proves that move wins within 3.
 *
 * <p>Usage: {@code JudgeAgreement GAME POSITIONS SEED [SOLVER_NODES, default 20000] [SECONDS, default none]
 * [PROOF_NODES]}: stops after SECONDS with the positions found so far; prints a line every 100
 * positions. With PROOF_NODES, a second judge whose exact solver has that budget a question
 * (instead of the review's, {@link ReviewOptions#defaultProofNodes}) answers every position too,
 * and both judges' keeps and CPU seconds are printed.
 */
public final class JudgeAgreement {
    private JudgeAgreement() {
    }

    public static void main(String[] args) {
        @SuppressWarnings("unchecked")
        Game<Object, Object> game = (Game<Object, Object>) Games.byId(args[0]).create();
        run(game, Integer.parseInt(args[1]), Long.parseLong(args[2]), args.length > 3 ? Long.parseLong(args[3]) : 20_000,
                args.length > 4 ? Long.parseLong(args[4]) : Long.MAX_VALUE / 1_000_000_000L,
                args.length > 5 ? Long.parseLong(args[5]) : 0);
    }

    static <P, M> void run(Game<P, M> game, int wanted, long seed, long nodes, long seconds, long largerProof) {
        SolveOptions so = SolveOptions.defaults().withLimits(Limits.ofNodes(nodes));
        ReviewOptions ro = ReviewOptions.defaults(game.id()).withMoveTime(java.time.Duration.ZERO);
        Judge<P, M> judge = new Judge<>(game, ro);
        Judge<P, M> larger = largerProof > 0 ? new Judge<>(game, ro.withProof(ro.proofMoves(), largerProof)) : null;
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long judgeCpu = 0;
        long largerCpu = 0;
        int largerKeeps = 0;
        int found = 0;
        int judgeKeeps = 0;
        int analysisKeeps = 0;
        int asked = 0;
        long t0 = System.nanoTime();
        long budget = seconds * 1_000_000_000L;
        long games = 0;
        for (long g = 0; found < wanted && g < 100_000 && System.nanoTime() - t0 < budget; g++) {
            games++;
            Random rnd = new Random(seed * 1_000_003 + g);
            P p = game.initialPosition();
            for (int i = 0; i < 4 && game.outcome(p).isEmpty(); i++) {
                List<M> moves = game.legalMoves(p);
                p = game.play(p, moves.get(rnd.nextInt(moves.size())));
            }
            Engine.Level[] levels = {Engine.Level.values()[rnd.nextInt(2)], Engine.Level.values()[rnd.nextInt(2)]};
            for (int ply = 0; ply < 400 && game.outcome(p).isEmpty() && found < wanted && System.nanoTime() - t0 < budget; ply++) {
                if (ply % 3 == 0 && mayWinSoon(game, p)) {
                    asked++;
                    Problem<P, M> win = new Problem<>(game, p, game.toMove(p), Goal.win(game), 3, Defence.BEST);
                    MoveAnswer<M> a = Solver.firstKey(win, so, x -> { }, new AtomicBoolean());
                    if (a.verdict() == Verdict.PROVED) {
                        found++;
                        long c0 = mx.getCurrentThreadCpuTime();
                        Optional<M> j = judge.bestMove(p, new AtomicBoolean());
                        judgeCpu += mx.getCurrentThreadCpuTime() - c0;
                        if (larger != null) {
                            c0 = mx.getCurrentThreadCpuTime();
                            Optional<M> l = larger.bestMove(p, new AtomicBoolean());
                            largerCpu += mx.getCurrentThreadCpuTime() - c0;
                            if (l.isPresent() && keeps(win, l.get(), so)) {
                                largerKeeps++;
                            }
                        }
                        if (j.isPresent() && keeps(win, j.get(), so)) {
                            judgeKeeps++;
                        } else {
                            P here = p;
                            // a miss: what the judge's own proof (its budget, its length) answered, and the proved key
                            Problem<P, M> own = new Problem<>(game, p, game.toMove(p), Goal.win(game), ro.proofMoves(), Defence.BEST);
                            MoveAnswer<M> o = Solver.firstKey(own, SolveOptions.defaults().withLimits(Limits.ofNodes(ro.proofNodes())),
                                    x -> { }, new AtomicBoolean());
                            System.out.printf(Locale.ROOT, "  judge misses: %s; judge's move %s; proved key %s in %d;"
                                            + " judge's own proof (%d nodes): %s%n", game.formatPosition(p),
                                    j.map(m -> game.formatMove(here, m)).orElse("none"), a.move().map(m -> game.formatMove(here, m)).orElse("?"),
                                    a.length(), ro.proofNodes(), o.verdict());
                        }
                        Optional<M> h = new Analyzer<>(game, ro.depth(), Limits.none()).analyse(p, x -> { }, new AtomicBoolean()).best();
                        if (h.isPresent() && keeps(win, h.get(), so)) {
                            analysisKeeps++;
                        }
                        if (found % 100 == 0) {
                            System.out.printf(Locale.ROOT, "  %d found (%d asked, %d games): judge %d, analysis %d%s; %.0f s%n",
                                    found, asked, games, judgeKeeps, analysisKeeps,
                                    larger == null ? "" : ", judge with " + largerProof + " proof nodes " + largerKeeps,
                                    (System.nanoTime() - t0) / 1e9);
                        }
                    }
                }
                int s = game.seats().indexOf(game.toMove(p)) % 2;
                M m = Engine.bestMove(game, p, levels[s], seed + g * 1000 + ply).orElseThrow();
                p = game.play(p, m);
            }
        }
        System.out.printf(Locale.ROOT, "%s: %d positions with a proved win in <= 3 (of %d asked in %d games, solver budget %d nodes, seed %d):"
                        + " judge keeps it %d (%.1f%%), analysis alone (depth %d) %d (%.1f%%); %.0f s%n",
                game.id(), found, asked, games, nodes, seed, judgeKeeps, 100.0 * judgeKeeps / Math.max(1, found),
                ro.depth(), analysisKeeps, 100.0 * analysisKeeps / Math.max(1, found), (System.nanoTime() - t0) / 1e9);
        System.out.printf(Locale.ROOT, "  the judge's best moves took %.1f s of CPU (%d proof nodes a question)%n", judgeCpu / 1e9,
                ro.proofNodes());
        if (larger != null) {
            System.out.printf(Locale.ROOT, "  with %d proof nodes a question: keeps it %d (%.1f%%), %.1f s of CPU%n", largerProof,
                    largerKeeps, 100.0 * largerKeeps / Math.max(1, found), largerCpu / 1e9);
        }
    }

    /**
     * False only where a win within 3 own moves is impossible by the game's own bound
     * ({@link Game#winAtLeast}, e.g. Conspirateurs: a move shelters at most one man), so the
     * solver need not be asked; the positions found are the same.
     */
    static <P> boolean mayWinSoon(Game<P, ?> game, P p) {
        return game.winAtLeast(p, game.toMove(p)) <= 3;
    }

    private static <P, M> boolean keeps(Problem<P, M> win, M move, SolveOptions so) {
        return Solver.judge(win, move, so, x -> { }, new AtomicBoolean()).verdict() == Verdict.PROVED;
    }
}
