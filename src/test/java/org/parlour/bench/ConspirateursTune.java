package org.parlour.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.DelegatingGame;
import org.parlour.core.Game;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.games.conspirateurs.ConspirateursEval;
import org.parlour.games.conspirateurs.ConspirateursGame;
import org.parlour.games.conspirateurs.ConspirateursMove;
import org.parlour.games.conspirateurs.ConspirateursPosition;
import org.parlour.review.Engine;

/**
 * Two-player Conspirateurs evaluations ({@link ConspirateursEval}) against each other at equal
 * depth, and their tuning by play (docs/benchmarks.md, "Judge", (c)). A match: seeded random
 * openings (drops), each played twice with the colours swapped, every move the engine's search
 * ({@link Engine#analyse(Game, Object, int, long, java.util.function.Consumer, AtomicBoolean)}, no
 * time limit, so a run repeats exactly) with each side's weights; a game that reaches the ply cap
 * counts as a draw (and is also adjudicated by {@link ConspirateursEval#BEFORE}'s sign, secondary).
 * The tuning is a coordinate search: each weight in turn multiplied and divided by a factor, each
 * candidate played against the current weights over a fresh seed, kept when it scores above the
 * acceptance score.
 *
 * <p>Usage: {@code ConspirateursTune match DEPTH OPENINGS SEED CAP A B} (weights as
 * {@code w1,w2,...} or {@code before}/{@code weights}, each optionally with {@code /qN}, a
 * quiescence search of at most N plies: A's score against B) or
 * {@code ConspirateursTune tune DEPTH OPENINGS SEED CAP START ROUNDS ACCEPT} (ACCEPT a fraction,
 * e.g. 0.55).
 */
public final class ConspirateursTune {
    private ConspirateursTune() {
    }

    static final ConspirateursGame GAME = (ConspirateursGame) Games.byId("conspirateurs").create();
    static final int OPENING_PLIES = 6;

    /** Conspirateurs with the evaluation of {@code weights} and the game's quiescence plies. */
    static Game<ConspirateursPosition, ConspirateursMove> withWeights(int[] weights) {
        return withWeights(weights, GAME.quiescencePlies());
    }

    /**
     * A side's engine from its text: weights ({@link #parse}), optionally followed by {@code /qN},
     * a quiescence search of at most N plies ({@link Game#quiescencePlies}) instead of the game's.
     */
    static Game<ConspirateursPosition, ConspirateursMove> side(String text) {
        int slash = text.indexOf("/q");
        return slash < 0 ? withWeights(parse(text))
                : withWeights(parse(text.substring(0, slash)), Integer.parseInt(text.substring(slash + 2)));
    }

    /** Conspirateurs with the evaluation of {@code weights} and a quiescence search of at most {@code qplies}. */
    static Game<ConspirateursPosition, ConspirateursMove> withWeights(int[] weights, int qplies) {
        return new DelegatingGame<ConspirateursPosition, ConspirateursPosition, ConspirateursMove>(GAME) {
            @Override
            protected ConspirateursPosition inner(ConspirateursPosition p) {
                return p;
            }

            @Override
            public ConspirateursPosition initialPosition() {
                return GAME.initialPosition();
            }

            @Override
            public ConspirateursPosition play(ConspirateursPosition p, ConspirateursMove m) {
                return GAME.play(p, m);
            }

            @Override
            public ConspirateursPosition parsePosition(String text) {
                return GAME.parsePosition(text);
            }

            @Override
            public int evaluate(ConspirateursPosition p, Seat seat) {
                return ConspirateursEval.evaluate(GAME, p, seat, weights);
            }

            @Override
            public int quiescencePlies() {
                return qplies;
            }
        };
    }

    static int[] parse(String text) {
        return switch (text) {
            case "before" -> ConspirateursTune.ints(ConspirateursEval.BEFORE);
            case "weights" -> ConspirateursTune.ints(ConspirateursEval.WEIGHTS);
            default -> Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
        };
    }

    static int[] ints(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A match's tally from A's side: wins, draws (at the cap), losses, adjudicated wins/draws/losses, plies. */
    record Tally(int[] wdl, int[] adj, long plies, int games) {
        double score() {
            return (wdl[0] + 0.5 * wdl[1]) / games;
        }
    }

    static Tally match(int[] a, int[] b, int depth, int openings, long seed, int cap, boolean verbose) {
        return match(withWeights(a), withWeights(b), depth, openings, seed, cap, verbose);
    }

    static Tally match(Game<ConspirateursPosition, ConspirateursMove> ga, Game<ConspirateursPosition, ConspirateursMove> gb,
                       int depth, int openings, long seed, int cap, boolean verbose) {
        int[] before = ints(ConspirateursEval.BEFORE);
        int[] wdl = new int[3];
        int[] adj = new int[3];
        long plies = 0;
        long t0 = System.nanoTime();
        for (int o = 0; o < openings; o++) {
            for (int swap = 0; swap < 2; swap++) {
                Random rnd = new Random(seed * 1_000_003 + o);
                ConspirateursPosition p = GAME.initialPosition();
                for (int i = 0; i < OPENING_PLIES && GAME.outcome(p).isEmpty(); i++) {
                    List<ConspirateursMove> moves = GAME.legalMoves(p);
                    p = GAME.play(p, moves.get(rnd.nextInt(moves.size())));
                }
                Seat aSeat = GAME.seats().get(swap);
                int ply = 0;
                for (; ply < cap && GAME.outcome(p).isEmpty(); ply++) {
                    Game<ConspirateursPosition, ConspirateursMove> g = GAME.toMove(p) == aSeat ? ga : gb;
                    ConspirateursMove m = Engine.analyse(g, p, depth, seed + o * 7919L + ply, x -> { }, new AtomicBoolean())
                            .best().orElseThrow();
                    p = GAME.play(p, m);
                }
                plies += ply;
                Optional<Outcome> out = GAME.outcome(p);
                double s = out.map(x -> x.isDraw() ? 0.5 : x.isWinFor(aSeat) ? 1.0 : 0.0).orElse(0.5);
                wdl[s == 1 ? 0 : s == 0 ? 2 : 1]++;
                if (out.isEmpty()) {
                    int e = ConspirateursEval.evaluate(GAME, p, aSeat, before);
                    adj[e > 0 ? 0 : e < 0 ? 2 : 1]++;
                } else {
                    adj[s == 1 ? 0 : s == 0 ? 2 : 1]++;
                }
                if (verbose) {
                    int played = o * 2 + swap + 1;
                    System.err.printf(Locale.ROOT, "game %d/%d: %s, %d plies; A +%d =%d -%d (%.1f%%); wall %.0f s%n", played,
                            openings * 2, out.isEmpty() ? "stopped at the cap" : out.get().isDraw() ? "draw"
                                    : s == 1 ? "won by A" : "won by B", ply, wdl[0], wdl[1], wdl[2],
                            100.0 * (wdl[0] + 0.5 * wdl[1]) / played, (System.nanoTime() - t0) / 1e9);
                }
            }
        }
        return new Tally(wdl, adj, plies, openings * 2);
    }

    static void report(String what, int[] a, int[] b, int depth, long seed, int cap, Tally t, long t0, long c0) {
        report(what, Arrays.toString(a), Arrays.toString(b), depth, seed, cap, t, t0, c0);
    }

    static void report(String what, String a, String b, int depth, long seed, int cap, Tally t, long t0, long c0) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        double[] ci = LevelMatch.wilson(t.score(), t.games());
        double apct = (t.adj()[0] + 0.5 * t.adj()[1]) / t.games();
        System.out.printf(Locale.ROOT, "%s %s vs %s, depth %d, %d games (seed %d, cap %d): +%d =%d -%d, %.1f%% (95%% interval"
                        + " %.1f-%.1f%%), adjudicated at the cap +%d =%d -%d %.1f%%; %d plies a game; cpu %.0f s, wall %.0f s%n",
                what, a, b, depth, t.games(), seed, cap, t.wdl()[0], t.wdl()[1], t.wdl()[2],
                100 * t.score(), 100 * ci[0], 100 * ci[1], t.adj()[0], t.adj()[1], t.adj()[2], 100 * apct,
                t.plies() / t.games(), (mx.getCurrentThreadCpuTime() - c0) / 1e9, (System.nanoTime() - t0) / 1e9);
    }

    static void tune(int depth, int openings, long seed, int cap, int[] start, int rounds, double accept) {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        int[] w = start.clone();
        long s = seed;
        for (int r = 0; r < rounds; r++) {
            for (int k = 0; k < w.length; k++) {
                for (int dir : new int[] {1, -1}) {
                    int[] c = w.clone();
                    if (c[k] == 0) {
                        c[k] = dir * (k == 0 || k == 1 ? 50 : 5);
                    } else {
                        c[k] = dir > 0 ? c[k] * 2 : c[k] / 2;
                    }
                    if (Arrays.equals(c, w)) {
                        continue;
                    }
                    long t0 = System.nanoTime();
                    long c0 = mx.getCurrentThreadCpuTime();
                    Tally t = match(c, w, depth, openings, s++, cap, false);
                    report("  candidate", c, w, depth, s - 1, cap, t, t0, c0);
                    if (t.score() > accept) {
                        w = c;
                        System.out.printf(Locale.ROOT, "  kept: %s%n", Arrays.toString(w));
                        break;
                    }
                }
            }
            System.out.printf(Locale.ROOT, "round %d: %s %s%n", r + 1, ConspirateursEval.NAMES, Arrays.toString(w));
        }
    }

    public static void main(String[] args) {
        int depth = Integer.parseInt(args[1]);
        int openings = Integer.parseInt(args[2]);
        long seed = Long.parseLong(args[3]);
        int cap = Integer.parseInt(args[4]);
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        if (args[0].equals("match")) {
            long t0 = System.nanoTime();
            long c0 = mx.getCurrentThreadCpuTime();
            Tally t = match(side(args[5]), side(args[6]), depth, openings, seed, cap, true);
            report("match", args[5], args[6], depth, seed, cap, t, t0, c0);
        } else {
            tune(depth, openings, seed, cap, parse(args[5]), Integer.parseInt(args[6]), Double.parseDouble(args[7]));
        }
    }
}
