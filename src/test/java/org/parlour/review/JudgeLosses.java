package org.parlour.review;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.solver.Analysis;
import org.parlour.solver.Analyzer;
import org.parlour.solver.Limits;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.Node;

/**
 * Why the judge's marks change with the depth (docs/benchmarks.md, "Judge"): for every move of each
 * record's main line, the loss of the move played ({@link Thresholds#loss}: best minus played) at
 * each depth 1 to MAXDEPTH of one iterative deepening, then the best and played scores at each
 * depth. The judge at depth d marks by the smaller of the losses at d - 1 and d, so a move whose
 * losses cross a threshold between depths changes its mark. No proofs; no time limit. A tool, not a test.
 *
 * <p>Usage: {@code JudgeLosses MAXDEPTH FILE...}; each line {@code FILE PLY MOVE L l1 .. ln S b1/p1 .. bn/pn},
 * then per file and depth pair d, d+1 the number of moves whose mark differs when the mark is taken
 * from the loss by four rules: {@code judge} (the judge's: the smaller of the losses at d - 1 and d),
 * {@code last} (the loss at d alone), {@code three} (the smallest at d - 2, d - 1 and d), {@code all}
 * (the smallest at every depth up to d).
 */
public final class JudgeLosses {
    private JudgeLosses() {
    }

    public static void main(String[] a) throws Exception {
        for (int i = 1; i < a.length; i++) {
            GameRecord r = new RecordJson(Games.all()).read(Path.of(a[i])).value();
            @SuppressWarnings("unchecked")
            Game<Object, Object> game = (Game<Object, Object>) Games.byId(r.gameId()).create(r.rules());
            long t0 = System.nanoTime();
            run(game, r, Integer.parseInt(a[0]), a[i]);
            System.out.printf("# %s %d ms%n", a[i], (System.nanoTime() - t0) / 1_000_000);
        }
    }

    static <P, M> void run(Game<P, M> game, GameRecord r, int dmax, String file) {
        Replay<P, M> replay = Replay.of(game, r);
        List<int[]> losses = new java.util.ArrayList<>();
        List<Node> main = r.tree().mainLine();
        for (Node node : main) {
            if (node.isRoot()) {
                continue;
            }
            P before = replay.position(node.parentId().orElseThrow());
            M played = replay.move(node.id());
            if (game.outcome(before).isPresent()) {
                continue;
            }
            Analysis<M> b = new Analyzer<>(game, dmax, Limits.none()).analyse(before, p -> { }, new AtomicBoolean());
            Analysis<M> p = new Analyzer<>(new OneMoveAtRoot<>(game, played), dmax, Limits.none())
                    .analyse(OneMoveAtRoot.root(before), x -> { }, new AtomicBoolean());
            StringBuilder sb = new StringBuilder(file + " " + node.ply() + " " + node.move() + " L");
            StringBuilder sc = new StringBuilder(" S");
            int[] l = new int[dmax];
            for (int d = 1; d <= dmax; d++) {
                int bs = b.scoreAt(d).orElse(b.score());
                int ps = p.scoreAt(d).orElse(p.score());
                l[d - 1] = Thresholds.loss(bs, ps);
                sb.append(' ').append(l[d - 1]);
                sc.append(' ').append(bs).append('/').append(ps);
            }
            losses.add(l);
            System.out.println(sb + sc.toString());
        }
        Thresholds t = Thresholds.forGame(game.id());
        int[] window = {2, 1, 3, Integer.MAX_VALUE};
        String[] names = {"judge", "last", "three", "all"};
        for (int d = 1; d < dmax; d++) {
            StringBuilder sb = new StringBuilder("= " + file + " d" + d + "/" + (d + 1) + ":");
            for (int k = 0; k < names.length; k++) {
                int differ = 0;
                int marks = 0;
                for (int[] l : losses) {
                    Judge.Mark x = t.mark(min(l, d, window[k]));
                    differ += x == t.mark(min(l, d + 1, window[k])) ? 0 : 1;
                    marks += x.isMistake() ? 1 : 0;
                }
                sb.append(' ').append(names[k]).append(' ').append(differ).append(" (marks at d ").append(marks).append(')');
            }
            System.out.println(sb);
        }
    }

    /** The smallest of the losses at depths d - window + 1 .. d (1 at least). */
    private static int min(int[] l, int d, int window) {
        int m = Integer.MAX_VALUE;
        for (int i = Math.max(1, d - window + 1); i <= d; i++) {
            m = Math.min(m, l[i - 1]);
        }
        return m;
    }
}
