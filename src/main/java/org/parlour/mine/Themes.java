package org.parlour.mine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.Seat;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.StopReason;

/**
 * Names a proved problem's themes from its stipulation and its main line (docs/notation.md,
 * "Training fields"): the goal, then what the solving seat's moves do on the board, read from
 * the game's {@link Picture} before and after each of them, so one method serves every game:
 * <ul>
 *   <li>{@code capture}: a stack with an enemy top gets one of the solver's colour (Agora);</li>
 *   <li>{@code prisoner}: more of the solver's pieces lie under enemy tops (Agora, §1.5 item 3);</li>
 *   <li>{@code revolution}: the game's {@code revolution} goal passes on the move;</li>
 *   <li>{@code throw}, {@code double-throw}: one, or two and more, enemy pieces are thrown by one
 *       move (marked as waiting, Tournament §2.6);</li>
 *   <li>{@code sanctuary}: a man of the solver reaches a sanctuary; {@code leap-chain}: a move
 *       through two leaps or more; {@code drop}: a man enters from the hand (Conspirateurs);</li>
 *   <li>{@code quiet-key}: the key leaves the enemy's pieces alone while a later move does not (a
 *       capture, a throw, a piece slid under an enemy top as a prisoner or a top leaving enemy
 *       prisoners is not quiet);</li>
 *   <li>{@code zugzwang}: the key threatens nothing (the solver finds no threat after a pass,
 *       N &gt; 1): the defence loses because it must move;</li>
 *   <li>{@code after-mistake}: the game's previous move let this happen.</li>
 * </ul>
 */
public final class Themes {
    private Themes() {
    }

    /** The theme of reaching {@code goalId}: the id itself, {@code shelter} for both shelter goals. */
    public static String ofGoal(String goalId) {
        return goalId.equals("shelter-man") ? "shelter" : goalId;
    }

    static <P, M> List<String> of(Game<P, M> game, Problem<P, M> problem, List<M> main, Solution<M> s, boolean mistake) {
        LinkedHashSet<String> out = new LinkedHashSet<>();
        String goalId = problem.goal().id();
        out.add(ofGoal(goalId));
        Seat seat = problem.seat();
        Optional<Goal<P, M>> revolution = goalOf(game, "revolution");
        Map<String, List<String>> tags = new HashMap<>();
        for (BoardShape.CellSpec c : game.shape().cells()) {
            tags.put(c.name(), c.tags());
        }
        boolean leaps = game.shape().cells().stream().anyMatch(c -> c.hasTag("sanctuary"));
        P p = problem.position();
        boolean keyTouches = false;
        boolean laterTouches = false;
        for (int i = 0; i < main.size(); i++) {
            M m = main.get(i);
            P next = game.play(p, m);
            if (game.toMove(p) == seat) {
                List<String> here = new ArrayList<>();
                Picture before = game.picture(p);
                Picture after = game.picture(next);
                Map<String, List<Piece>> b = stacks(before);
                Map<String, List<Piece>> a = stacks(after);
                int thrown = marked(after, seat) - marked(before, seat);
                if (thrown == 1) {
                    here.add("throw");
                } else if (thrown >= 2) {
                    here.add("double-throw");
                }
                for (Map.Entry<String, List<Piece>> e : a.entrySet()) {
                    List<Piece> was = b.get(e.getKey());
                    List<Piece> now = e.getValue();
                    Piece top = now.get(now.size() - 1);
                    boolean kindPiece = top.kind().equals("piece");
                    if (kindPiece && was != null && was.get(was.size() - 1).owner() != seat && top.owner() == seat) {
                        here.add("capture");
                    }
                    if (top.kind().equals("man") && top.owner() == seat && tags.getOrDefault(e.getKey(), List.of()).contains("sanctuary")
                            && (was == null || was.get(was.size() - 1).owner() != seat)) {
                        here.add("sanctuary");
                    }
                }
                if (underEnemy(after, seat) > underEnemy(before, seat)) {
                    here.add("prisoner");
                }
                if (revolution.isPresent() && revolution.get().test(p, m, next, seat)) {
                    // the slide under turned the stack: a revolution, not a capture
                    here.remove("capture");
                    here.add("revolution");
                }
                if (leaps && game.path(p, m).size() >= 3) {
                    here.add("leap-chain");
                }
                Integer handBefore = before.inHand().get(seat);
                Integer handAfter = after.inHand().get(seat);
                if (handBefore != null && handAfter != null && handAfter < handBefore) {
                    here.add("drop");
                }
                boolean touches = enemyStackChanged(b, a, seat) || thrown > 0;
                if (i == 0) {
                    keyTouches = touches;
                } else {
                    laterTouches |= touches;
                }
                out.addAll(here);
            }
            p = next;
        }
        if (!keyTouches && laterTouches) {
            out.add("quiet-key");
        }
        M key = main.get(0);
        if (problem.moves() > 1 && s.stop() == StopReason.NONE && s.threatOf(key).isEmpty()) {
            P afterKey = game.play(problem.position(), key);
            if (game.outcome(afterKey).isEmpty() && game.nullMove(afterKey).isPresent()) {
                out.add("zugzwang");
            }
        }
        if (mistake) {
            out.add("after-mistake");
        }
        return List.copyOf(out);
    }

    /**
     * Whether {@code move}, played by {@code seat} in {@code position}, acts on the enemy's pieces:
     * changes one (owner, kind, mark: a capture, a revolution, a throw) or a stack holding one (a
     * prisoner move, a top leaving enemy prisoners). A key that does not is a quiet key.
     */
    static <P, M> boolean actsOnEnemy(Game<P, M> game, P position, M move, Seat seat) {
        Picture before = game.picture(position);
        Picture after = game.picture(game.play(position, move));
        return enemyStackChanged(stacks(before), stacks(after), seat) || marked(after, seat) > marked(before, seat);
    }

    private static <P, M> Optional<Goal<P, M>> goalOf(Game<P, M> game, String id) {
        if (!game.goalIds().contains(id)) {
            return Optional.empty();
        }
        try {
            return game.goal(id, Map.of());
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    private static Map<String, List<Piece>> stacks(Picture p) {
        Map<String, List<Piece>> out = new HashMap<>();
        for (Picture.Placement pl : p.placements()) {
            out.put(pl.cell(), pl.stack());
        }
        return out;
    }

    /** Enemy pieces marked as thrown. */
    private static int marked(Picture p, Seat seat) {
        int n = 0;
        for (Picture.Placement pl : p.placements()) {
            for (Piece x : pl.stack()) {
                if (x.marked() && x.owner() != seat) {
                    n++;
                }
            }
        }
        return n;
    }

    /** The seat's pieces lying under a stack whose top is another seat's. */
    private static int underEnemy(Picture p, Seat seat) {
        int n = 0;
        for (Picture.Placement pl : p.placements()) {
            List<Piece> st = pl.stack();
            if (st.get(st.size() - 1).owner() != seat) {
                for (Piece x : st) {
                    if (x.owner() == seat) {
                        n++;
                    }
                }
            }
        }
        return n;
    }

    /**
     * Whether a stack holding an enemy piece, before or after the move, changed: a piece slid
     * under an enemy top (an Agora prisoner move, which leaves the enemy's pieces as they were),
     * or a top left a stack over enemy prisoners (which it frees). Such a move acts on the enemy's
     * pieces though none of them changes owner, kind or mark; a change of the enemy's own pieces
     * (owner, kind, mark: a capture) is a change of a stack holding one too.
     */
    private static boolean enemyStackChanged(Map<String, List<Piece>> before, Map<String, List<Piece>> after, Seat seat) {
        java.util.Set<String> cells = new java.util.HashSet<>(before.keySet());
        cells.addAll(after.keySet());
        for (String c : cells) {
            List<Piece> b = before.getOrDefault(c, List.of());
            List<Piece> a = after.getOrDefault(c, List.of());
            boolean enemy = b.stream().anyMatch(x -> x.owner() != seat) || a.stream().anyMatch(x -> x.owner() != seat);
            if (enemy && !b.equals(a)) {
                return true;
            }
        }
        return false;
    }
}
