package org.parlour.bench;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.parlour.core.Game;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.review.Engine;

/**
 * A match of two engine levels ({@link Engine.Level}) for docs/benchmarks.md ("Levels"): seeded
 * random openings, each played twice with the colours swapped, every move
 * {@link Engine#bestMove} (no time limit: a run repeats exactly); a game longer than the cap counts
 * as a draw. Each game's result, length and the running score go to standard error as it ends (a
 * run stopped early still tells its score so far). Prints the stronger level's score with a 95 %
 * interval (Wilson's, a draw counted as half a win, {@link #wilson}) and the thread's CPU time, and
 * the same games adjudicated at the cap by the evaluation ({@link Game#evaluate} of the stronger
 * side: above 0 a win, below a loss, 0 a draw), since Agora's and Conspirateurs' games often stall.
 *
 * <p>Usage: {@code LevelMatch GAME LOWER HIGHER OPENINGS OPENING_PLIES CAP SEED [POSITIONS_FILE]}, e.g.
 * {@code LevelMatch agora BEGINNER CASUAL 20 4 300 1}; with POSITIONS_FILE, every position after
 * the opening of each game that ended before the cap is appended to it as a line
 * {@code GAME<TAB>RESULT<TAB>POSITION} (the game's number in the match, the result for the first
 * seat, 1, 0.5 or 0; the position in the game's notation), for {@code TexelTune fit}.
 */
public final class LevelMatch {
    private LevelMatch() {
    }

    public static void main(String[] args) {
        @SuppressWarnings("unchecked")
        Game<Object, Object> game = (Game<Object, Object>) Games.byId(args[0]).create();
        run(game, Engine.Level.valueOf(args[1]), Engine.Level.valueOf(args[2]), Integer.parseInt(args[3]),
                Integer.parseInt(args[4]), Integer.parseInt(args[5]), Long.parseLong(args[6]),
                args.length > 7 ? java.nio.file.Path.of(args[7]) : null);
    }

    static <P, M> void run(Game<P, M> game, Engine.Level low, Engine.Level high, int openings, int openingPlies, int cap,
                           long seed, java.nio.file.Path dump) {
        long t0 = System.nanoTime();
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long c0 = mx.getCurrentThreadCpuTime();
        int[] wdl = new int[3];
        int[] adj = new int[3];
        long plies = 0;
        for (int o = 0; o < openings; o++) {
            for (int swap = 0; swap < 2; swap++) {
                Random rnd = new Random(seed * 1_000_003 + o);
                P p = game.initialPosition();
                for (int i = 0; i < openingPlies && game.outcome(p).isEmpty(); i++) {
                    List<M> moves = game.legalMoves(p);
                    p = game.play(p, moves.get(rnd.nextInt(moves.size())));
                }
                Seat highSeat = game.seats().get(swap);
                int ply = 0;
                List<P> seen = new java.util.ArrayList<>();
                for (; ply < cap && game.outcome(p).isEmpty(); ply++) {
                    seen.add(p);
                    Engine.Level l = game.toMove(p) == highSeat ? high : low;
                    p = game.play(p, Engine.bestMove(game, p, l, seed + o * 7919L + ply).orElseThrow());
                }
                plies += ply;
                Optional<Outcome> out = game.outcome(p);
                double s = out.map(x -> x.isDraw() ? 0.5 : x.isWinFor(highSeat) ? 1.0 : 0.0).orElse(0.5);
                wdl[s == 1 ? 0 : s == 0 ? 2 : 1]++;
                if (dump != null && out.isPresent()) {
                    Seat first = game.seats().get(0);
                    String r = out.get().isDraw() ? "0.5" : out.get().isWinFor(first) ? "1" : "0";
                    StringBuilder sb = new StringBuilder();
                    for (P x : seen) {
                        sb.append(o * 2 + swap).append('\t').append(r).append('\t').append(game.formatPosition(x)).append('\n');
                    }
                    try {
                        java.nio.file.Files.writeString(dump, sb, java.nio.file.StandardOpenOption.CREATE,
                                java.nio.file.StandardOpenOption.APPEND);
                    } catch (java.io.IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }
                if (out.isEmpty()) {
                    int e = game.evaluate(p, highSeat);
                    adj[e > 0 ? 0 : e < 0 ? 2 : 1]++;
                } else {
                    adj[s == 1 ? 0 : s == 0 ? 2 : 1]++;
                }
                int played = o * 2 + swap + 1;
                System.err.printf(Locale.ROOT, "game %d/%d: %s %s, %d plies; %s +%d =%d -%d (%.1f%%), adjudicated +%d =%d -%d;"
                                + " cpu %.0f s, wall %.0f s%n",
                        played, openings * 2, out.isEmpty() ? "stopped at the cap," : out.get().isDraw() ? "draw," : "won by",
                        out.isEmpty() || out.get().isDraw() ? "" : s == 1 ? high : low, ply, high, wdl[0], wdl[1], wdl[2],
                        100.0 * (wdl[0] + 0.5 * wdl[1]) / played, adj[0], adj[1], adj[2],
                        (mx.getCurrentThreadCpuTime() - c0) / 1e9, (System.nanoTime() - t0) / 1e9);
            }
        }
        int n = openings * 2;
        double pct = (wdl[0] + 0.5 * wdl[1]) / n;
        double[] ci = wilson(pct, n);
        System.out.printf(Locale.ROOT, "%s: %s (%s) vs %s (%s), %d games (seed %d, cap %d): +%d =%d -%d,"
                        + " %.1f%% for %s (95%% interval %.1f-%.1f%%), %d plies a game, cpu %.0f s, wall %.0f s%n",
                game.id(), high, high.describe(game.id()), low, low.describe(game.id()), n, seed, cap, wdl[0], wdl[1], wdl[2],
                100 * pct, high, 100 * ci[0], 100 * ci[1], plies / n,
                (mx.getCurrentThreadCpuTime() - c0) / 1e9, (System.nanoTime() - t0) / 1e9);
        double apct = (adj[0] + 0.5 * adj[1]) / n;
        double[] aci = wilson(apct, n);
        System.out.printf(Locale.ROOT, "  adjudicated at the cap by the evaluation: +%d =%d -%d, %.1f%% (95%% interval %.1f-%.1f%%)%n",
                adj[0], adj[1], adj[2], 100 * apct, 100 * aci[0], 100 * aci[1]);
    }

    /**
     * The Wilson score interval (95 %, z = 1.96) of a score {@code p} over {@code n} games, a draw
     * counted as half a win: {@code {low, high}} in 0..1. With draws the true spread is smaller
     * than the binomial's this assumes, so the interval errs wide.
     */
    static double[] wilson(double p, int n) {
        double z = 1.96;
        double d = 1 + z * z / n;
        double mid = (p + z * z / (2.0 * n)) / d;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
        return new double[] {Math.max(0, mid - half), Math.min(1, mid + half)};
    }
}
