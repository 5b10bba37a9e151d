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
import org.parlour.games.agora.AgoraEval;
import org.parlour.games.agora.AgoraGame;
import org.parlour.games.agora.AgoraMove;
import org.parlour.games.agora.AgoraPosition;
import org.parlour.review.Engine;
import org.parlour.review.Thresholds;

/**
 * Texel-style tuning of Agora's evaluation ({@link AgoraEval}) and a match of two evaluations
 * (docs/benchmarks.md, "Evaluation"). Self-play: seeded random openings, each player the
 * {@link Engine} at a depth drawn per game, every position after the opening kept with the game's
 * result for White (1 or 0; games stopped at the ply cap are left out: Agora has no draw, rules.md
 * §1.7, so they have no result). The fit: the weights that minimise the
 * mean cross-entropy of the expected result {@code 1 / (1 + exp(-eval / scale))} (Agora's
 * scale, 300, so the review's thresholds keep their meaning) against the results, by Texel's
 * local search (each weight up and down by a step while it helps, the step halved down to 1), with
 * a ridge penalty towards the material weights ({@link #RIDGE}).
 * One game in five is held out and its cross-entropy printed for both weight sets.
 *
 * <p>Usage: {@code TexelTune tune GAMES SEED CAP}, {@code TexelTune fit RIDGE[,RIDGE...] DUMP...}
 * (the positions of {@code LevelMatch} dumps, one game in five held out, one fit per ridge) or
 * {@code TexelTune match DEPTH OPENINGS SEED CAP [W1,W2,...]} (the engine's weights, or the ones given,
 * against material at equal depth, each opening twice with colours swapped). Tuning by play:
 * {@code TexelTune score DEPTHS OPENINGS SEED CAP W...} (each weight set against material on the
 * same openings, e.g. {@code score 1,2 50 101 400 100,60,0,0,0,0,-60,-80}) and
 * {@code TexelTune descend START FEATURES STEPS DEPTHS OPENINGS SEED CAP ROUNDS MIN_GAIN}
 * ({@link #descend}). Weights are given in the order of {@link AgoraEval#NAMES}, missing ones 0.
 */
public final class TexelTune {
    private TexelTune() {
    }

    private static final AgoraGame AGORA = (AgoraGame) Games.byId("agora").create();

    /** Agora with the evaluation of {@code weights}. */
    static Game<AgoraPosition, AgoraMove> withWeights(int[] weights) {
        return new DelegatingGame<AgoraPosition, AgoraPosition, AgoraMove>(AGORA) {
            @Override
            protected AgoraPosition inner(AgoraPosition p) {
                return p;
            }

            @Override
            public AgoraPosition initialPosition() {
                return AGORA.initialPosition();
            }

            @Override
            public AgoraPosition play(AgoraPosition p, AgoraMove m) {
                return AGORA.play(p, m);
            }

            @Override
            public AgoraPosition parsePosition(String text) {
                return AGORA.parsePosition(text);
            }

            @Override
            public int evaluate(AgoraPosition p, Seat seat) {
                return AgoraEval.evaluate(AGORA, p, seat, weights);
            }
        };
    }

    static int[] csvInts(String text) {
        return Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray();
    }

    static int[] ints(List<Integer> l) {
        return l.stream().mapToInt(Integer::intValue).toArray();
    }

    /** A position's features for White and the result for White. */
    record Sample(int[] f, double result, boolean heldOut) {
    }

    /** Plays one game: White and Black with their games (evaluations) and depths; the outcome, or empty at the cap (then the position there ends {@code seen}). */
    static Optional<Outcome> play(List<Game<AgoraPosition, AgoraMove>> players, int[] depths, long seed, int openingPlies,
                                  int cap, List<AgoraPosition> seen) {
        Random rnd = new Random(seed);
        AgoraPosition p = AGORA.initialPosition();
        for (int i = 0; i < openingPlies && AGORA.outcome(p).isEmpty(); i++) {
            List<AgoraMove> moves = AGORA.legalMoves(p);
            p = AGORA.play(p, moves.get(rnd.nextInt(moves.size())));
        }
        for (int ply = 0; ply < cap && AGORA.outcome(p).isEmpty(); ply++) {
            int s = AGORA.seats().indexOf(AGORA.toMove(p));
            seen.add(p);
            AgoraMove m = Engine.analyse(players.get(s), p, depths[s], seed + ply, x -> { }, new AtomicBoolean())
                    .best().orElseThrow();
            p = AGORA.play(p, m);
        }
        if (AGORA.outcome(p).isEmpty()) {
            seen.add(p); // stopped at the cap: the last position too (games without a result are not fitted)
        }
        return AGORA.outcome(p);
    }

    static double crossEntropy(List<Sample> samples, int[] w, double scale, boolean heldOut) {
        double sum = 0;
        int n = 0;
        for (Sample s : samples) {
            if (s.heldOut() != heldOut) {
                continue;
            }
            double v = 0;
            for (int i = 0; i < w.length; i++) {
                v += w[i] * s.f()[i];
            }
            double e = 1 / (1 + Math.exp(-v / scale));
            e = Math.min(1 - 1e-9, Math.max(1e-9, e));
            sum -= s.result() * Math.log(e) + (1 - s.result()) * Math.log(1 - e);
            n++;
        }
        return n == 0 ? 0 : sum / n;
    }

    /** Ridge penalty towards the material weights: {@value #RIDGE} per (100 hundredths)^2 moved; without it 30 decisive games overfit. */
    static final double RIDGE = 0.01;

    static double penalty(int[] w, int[] w0) {
        return penalty(w, w0, RIDGE);
    }

    static double penalty(int[] w, int[] w0, double ridge) {
        double p = 0;
        for (int i = 0; i < w.length; i++) {
            double d = (w[i] - w0[i]) / 100.0;
            p += ridge * d * d;
        }
        return p;
    }

    /** Texel's local search from {@code w0}: each weight up and down by a step while it helps, the step halved down to 1. */
    static int[] localSearch(List<Sample> samples, int[] w0, double scale, double ridge) {
        int[] w = w0.clone();
        double best = crossEntropy(samples, w, scale, false) + penalty(w, w0, ridge);
        for (int step = 32; step >= 1; step /= 2) {
            boolean improved = true;
            while (improved) {
                improved = false;
                for (int i = 0; i < w.length; i++) {
                    for (int sign : new int[] {1, -1}) {
                        w[i] += sign * step;
                        double e = crossEntropy(samples, w, scale, false) + penalty(w, w0, ridge);
                        if (e < best - 1e-7) {
                            best = e;
                            improved = true;
                        } else {
                            w[i] -= sign * step;
                        }
                    }
                }
            }
        }
        return w;
    }

    /**
     * Fits the weights to the positions of {@code LevelMatch} dumps (lines {@code GAME<TAB>RESULT<TAB>POSITION},
     * the result for White), one game in five of each file held out, at each ridge penalty.
     */
    static void fit(List<java.nio.file.Path> files, double[] ridges) throws java.io.IOException {
        double scale = Thresholds.forGame("agora").scale();
        int[] material = ints(AgoraEval.MATERIAL);
        if (AGORA.seats().get(0) != Seat.WHITE) {
            throw new IllegalStateException("the dumps give the result for the first seat, expected White");
        }
        List<Sample> samples = new ArrayList<>();
        java.util.Set<String> games = new java.util.HashSet<>();
        java.util.Set<String> held = new java.util.HashSet<>();
        for (java.nio.file.Path f : files) {
            for (String line : java.nio.file.Files.readAllLines(f)) {
                String[] t = line.split("\t");
                boolean out = Integer.parseInt(t[0]) % 5 == 4;
                games.add(f + "#" + t[0]);
                if (out) {
                    held.add(f + "#" + t[0]);
                }
                AgoraPosition p = AGORA.parsePosition(t[2]);
                samples.add(new Sample(AgoraEval.features(AGORA, p, Seat.WHITE), Double.parseDouble(t[1]), out));
            }
        }
        long heldN = samples.stream().filter(Sample::heldOut).count();
        System.out.printf(Locale.ROOT, "%d decided games (%d held out), %d positions (%d held out)%n", games.size(),
                held.size(), samples.size(), heldN);
        System.out.printf(Locale.ROOT, "material %s: train %.4f, held out %.4f%n", Arrays.toString(material),
                crossEntropy(samples, material, scale, false), crossEntropy(samples, material, scale, true));
        for (double ridge : ridges) {
            int[] w = localSearch(samples, material, scale, ridge);
            System.out.printf(Locale.ROOT, "ridge %s: %s %s: train %.4f, held out %.4f%n", ridge, AgoraEval.NAMES,
                    Arrays.toString(w), crossEntropy(samples, w, scale, false), crossEntropy(samples, w, scale, true));
        }
    }

    static void tune(int games, long seed, int cap) {
        double scale = Thresholds.forGame("agora").scale();
        int[] material = ints(AgoraEval.MATERIAL);
        List<Game<AgoraPosition, AgoraMove>> players = List.of(withWeights(material), withWeights(material));
        List<Sample> samples = new ArrayList<>();
        int[] tally = new int[3];
        long t0 = System.nanoTime();
        for (int g = 0; g < games; g++) {
            Random r = new Random(seed * 7919 + g);
            int[] depths = {1 + r.nextInt(3), 1 + r.nextInt(3)};
            List<AgoraPosition> seen = new ArrayList<>();
            Optional<Outcome> o = play(players, depths, seed * 7919 + g, 4, cap, seen);
            double res = o.map(x -> x.isDraw() ? 0.5 : x.isWinFor(Seat.WHITE) ? 1.0 : 0.0).orElse(0.5);
            tally[(int) (res * 2)]++;
            if (o.isEmpty()) {
                continue; // Agora has no draw (rules.md §1.7): a game stopped at the cap has no result to fit
            }
            for (AgoraPosition p : seen) {
                samples.add(new Sample(AgoraEval.features(AGORA, p, Seat.WHITE), res, g % 5 == 4));
            }
        }
        System.out.printf(Locale.ROOT, "%d games (seed %d, cap %d): White won %d, drew %d, lost %d; %d positions; %.0f s%n",
                games, seed, cap, tally[2], tally[1], tally[0], samples.size(), (System.nanoTime() - t0) / 1e9);
        int[] w = material.clone();
        System.out.printf(Locale.ROOT, "material %s: train %.4f, held out %.4f%n", Arrays.toString(w),
                crossEntropy(samples, w, scale, false) + penalty(w, material), crossEntropy(samples, w, scale, true));
        w = localSearch(samples, material, scale, RIDGE);
        System.out.printf(Locale.ROOT, "tuned %s %s: train %.4f, held out %.4f%n", AgoraEval.NAMES, Arrays.toString(w),
                crossEntropy(samples, w, scale, false),
                crossEntropy(samples, w, scale, true));
    }

    /** The engine's weights ({@link AgoraEval#PLAY}) against material at equal depth; prints their score. */
    static void match(int depth, int openings, long seed, int cap) {
        match(depth, openings, seed, cap, ints(AgoraEval.PLAY));
    }

    /**
     * {@code weights} against material at equal depth; prints their score, also with the games
     * stopped at the cap adjudicated by material (more material wins, equal is a draw).
     */
    static void match(int depth, int openings, long seed, int cap, int[] weights) {
        Game<AgoraPosition, AgoraMove> tuned = withWeights(weights);
        int[] adj = new int[3];
        Game<AgoraPosition, AgoraMove> material = withWeights(ints(AgoraEval.MATERIAL));
        double score = 0;
        int[] wdl = new int[3];
        for (int o = 0; o < openings; o++) {
            for (int swap = 0; swap < 2; swap++) {
                List<Game<AgoraPosition, AgoraMove>> players = swap == 0 ? List.of(tuned, material) : List.of(material, tuned);
                Seat tunedSeat = swap == 0 ? Seat.WHITE : Seat.BLACK;
                List<AgoraPosition> seen = new ArrayList<>();
                Optional<Outcome> out = play(players, new int[] {depth, depth}, seed * 1_000_003 + o, 4, cap, seen);
                double s = out.map(x -> x.isDraw() ? 0.5 : x.isWinFor(tunedSeat) ? 1.0 : 0.0).orElse(0.5);
                if (out.isPresent()) {
                    adj[s == 1 ? 0 : s == 0 ? 2 : 1]++;
                } else {
                    AgoraPosition end = seen.get(seen.size() - 1);
                    int e = AgoraEval.evaluate(AGORA, end, tunedSeat, ints(AgoraEval.MATERIAL));
                    adj[e > 0 ? 0 : e < 0 ? 2 : 1]++;
                }
                score += s;
                wdl[s == 1 ? 0 : s == 0 ? 2 : 1]++;
                // each game as it ends, so a run stopped early still tells its score so far
                System.err.printf(Locale.ROOT, "game %d/%d: %s, %d plies; +%d =%d -%d (%.1f%%)%n", 2 * o + swap + 1,
                        2 * openings, out.isEmpty() ? "stopped at the cap" : s == 1 ? "won" : s == 0 ? "lost" : "drawn",
                        seen.size(), wdl[0], wdl[1], wdl[2], 100 * score / (2 * o + swap + 1));
            }
        }
        int n = openings * 2;
        double pct = score / n;
        double se = Math.sqrt(pct * (1 - pct) / n);
        System.out.printf(Locale.ROOT, "tuned vs material, depth %d, %d games (seed %d, cap %d): +%d =%d -%d, %.1f%% (95%% interval %.1f-%.1f%%)%n",
                depth, n, seed, cap, wdl[0], wdl[1], wdl[2], 100 * pct, 100 * (pct - 1.96 * se), 100 * (pct + 1.96 * se));
        double apct = (adj[0] + 0.5 * adj[1]) / n;
        double ase = Math.sqrt(apct * (1 - apct) / n);
        System.out.printf(Locale.ROOT, "  adjudicated at the cap by material: +%d =%d -%d, %.1f%% (95%% interval %.1f-%.1f%%)%n",
                adj[0], adj[1], adj[2], 100 * apct, 100 * (apct - 1.96 * ase), 100 * (apct + 1.96 * ase));
    }

    /** {@code weights} padded with zeros to one weight per feature (older commands give six). */
    static int[] pad(int[] weights) {
        return Arrays.copyOf(weights, AgoraEval.NAMES.size());
    }

    static int[] parseWeights(String text) {
        return pad(Arrays.stream(text.split(",")).mapToInt(Integer::parseInt).toArray());
    }

    /**
     * The score of {@code weights} against {@code other} at each of {@code depths}, {@code openings}
     * seeded openings twice each (colours swapped), a game stopped at the cap half a point: the
     * mean over the depths, 0..1.
     */
    static double score(int[] weights, int[] other, int[] depths, int openings, long seed, int cap) {
        Game<AgoraPosition, AgoraMove> a = withWeights(weights);
        Game<AgoraPosition, AgoraMove> b = withWeights(other);
        double score = 0;
        int n = 0;
        for (int depth : depths) {
            for (int o = 0; o < openings; o++) {
                for (int swap = 0; swap < 2; swap++) {
                    List<Game<AgoraPosition, AgoraMove>> players = swap == 0 ? List.of(a, b) : List.of(b, a);
                    Seat aSeat = swap == 0 ? Seat.WHITE : Seat.BLACK;
                    Optional<Outcome> out = play(players, new int[] {depth, depth}, seed * 1_000_003 + o, 4, cap,
                            new ArrayList<>());
                    score += out.map(x -> x.isDraw() ? 0.5 : x.isWinFor(aSeat) ? 1.0 : 0.0).orElse(0.5);
                    n++;
                }
            }
        }
        return score / n;
    }

    /**
     * Tuning by play (coordinate descent): from {@code start}, each weight of {@code features} in
     * turn moved up and down by its step; a move is kept when the candidate scores better against
     * material than the current weights on the same fresh seed (paired games: same openings, so
     * the comparison's noise is the engines', not the openings') by at least {@code minGain}. The
     * steps halve after a round without a change. Seeds: {@code seed}, {@code seed + 1}, ... one per
     * comparison, so a validation must use seeds outside that range. Prints every comparison.
     */
    static void descend(int[] start, int[] features, int[] steps, int[] depths, int openings, long seed, int cap,
                        int rounds, double minGain) {
        int[] material = pad(ints(AgoraEval.MATERIAL));
        int[] w = start.clone();
        int[] step = steps.clone();
        long s = seed;
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long c0 = mx.getCurrentThreadCpuTime();
        for (int r = 0; r < rounds; r++) {
            boolean changed = false;
            for (int k = 0; k < features.length; k++) {
                int i = features[k];
                for (int sign : new int[] {1, -1}) {
                    int[] cand = w.clone();
                    cand[i] += sign * step[k];
                    double base = score(w, material, depths, openings, s, cap);
                    double next = score(cand, material, depths, openings, s, cap);
                    boolean keep = next >= base + minGain;
                    System.out.printf(Locale.ROOT, "round %d seed %d: %s %.3f, %s %.3f%s; cpu %.0f s%n", r, s,
                            Arrays.toString(w), base, Arrays.toString(cand), next, keep ? " KEPT" : "",
                            (mx.getCurrentThreadCpuTime() - c0) / 1e9);
                    s++;
                    if (keep) {
                        w = cand;
                        changed = true;
                        break;
                    }
                }
            }
            if (!changed) {
                for (int k = 0; k < step.length; k++) {
                    step[k] = Math.max(1, step[k] / 2);
                }
            }
            System.out.printf(Locale.ROOT, "after round %d: %s (steps %s)%n", r, Arrays.toString(w), Arrays.toString(step));
        }
    }

    public static void main(String[] args) throws java.io.IOException {
        if (args[0].equals("score")) {
            // score DEPTHS OPENINGS SEED CAP W... : each weight set against material on the same seed
            int[] depths = Arrays.stream(args[1].split(",")).mapToInt(Integer::parseInt).toArray();
            int[] material = pad(ints(AgoraEval.MATERIAL));
            for (int i = 5; i < args.length; i++) {
                long t0 = System.nanoTime();
                double sc = score(parseWeights(args[i]), material, depths, Integer.parseInt(args[2]), Long.parseLong(args[3]),
                        Integer.parseInt(args[4]));
                System.out.printf(Locale.ROOT, "%s vs material, depths %s, %d games a depth (seed %s, cap %s): %.1f%% (%.0f s)%n",
                        args[i], args[1], 2 * Integer.parseInt(args[2]), args[3], args[4], 100 * sc, (System.nanoTime() - t0) / 1e9);
            }
            return;
        }
        if (args[0].equals("descend")) {
            // descend START FEATURES STEPS DEPTHS OPENINGS SEED CAP ROUNDS MIN_GAIN
            int[] csv1 = parseWeights(args[1]);
            descend(csv1, csvInts(args[2]), csvInts(args[3]), csvInts(args[4]), Integer.parseInt(args[5]),
                    Long.parseLong(args[6]), Integer.parseInt(args[7]), Integer.parseInt(args[8]), Double.parseDouble(args[9]));
            return;
        }
        if (args[0].equals("tune")) {
            tune(Integer.parseInt(args[1]), Long.parseLong(args[2]), Integer.parseInt(args[3]));
        } else if (args[0].equals("fit")) {
            double[] ridges = Arrays.stream(args[1].split(",")).mapToDouble(Double::parseDouble).toArray();
            fit(Arrays.stream(args).skip(2).map(java.nio.file.Path::of).toList(), ridges);
        } else if (args.length > 5) {
            match(Integer.parseInt(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]), Integer.parseInt(args[4]),
                    parseWeights(args[5]));
        } else {
            match(Integer.parseInt(args[1]), Integer.parseInt(args[2]), Long.parseLong(args[3]), Integer.parseInt(args[4]));
        }
    }
}
