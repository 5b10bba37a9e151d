package org.parlour.find;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.parlour.core.Game;
import org.parlour.core.Picture;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * Finds nodes of one record or of every chapter of a collection that match a {@link Query}, in
 * chapter order and, within a chapter, in pre-order (the reading order of docs/notation.md).
 *
 * <p>Cost: text, glyph and role queries read each node's data once, O(n log32 n); position and
 * pieces queries also replay every move once, O(n) moves played, plus one
 * {@link Game#picture} per node for pieces. A move's notation is its text in the record, which
 * the move list shows as it is (docs/notation.md). A chapter whose game or setup cannot be read is
 * skipped for position queries (its annotations are still searched by the others).
 */
public final class RecordSearch {
    private RecordSearch() {
    }

    /**
     * One match.
     *
     * @param chapter the chapter, from 0 (0 for a single record)
     * @param nodeId  the node
     * @param snippet what matched, for a result list: the comment text (or the review's words in
     *                its mark) around the match, the
     *                glyph, the role, or empty for a position
     */
    public record Hit(int chapter, long nodeId, String snippet) {
    }

    /** Snippet length around a text match, in characters. */
    static final int SNIPPET = 60;

    /**
     * The matches of {@code query} in {@code chapters}, at most {@code limit}.
     *
     * @param games the game of a chapter, or empty when it cannot be made (unknown game or rules)
     */
    public static List<Hit> find(List<GameRecord> chapters, Function<GameRecord, Optional<Game<?, ?>>> games, Query query,
                                 int limit) {
        List<Hit> out = new ArrayList<>();
        for (int c = 0; c < chapters.size() && out.size() < limit; c++) {
            GameRecord r = chapters.get(c);
            if (query instanceof Query.Position || query instanceof Query.Pieces) {
                Optional<Game<?, ?>> g = games.apply(r);
                if (g.isPresent()) {
                    positions(g.get(), r, c, query, out, limit);
                }
            } else {
                for (Node n : r.tree().preorder()) {
                    if (out.size() >= limit) {
                        break;
                    }
                    Optional<String> s = annotation(n, query);
                    if (s.isPresent()) {
                        out.add(new Hit(c, n.id(), s.get()));
                    }
                }
            }
        }
        return out;
    }

    private static Optional<String> annotation(Node n, Query q) {
        NodeData d = n.data();
        if (q instanceof Query.Text t) {
            String needle = t.text().toLowerCase(Locale.ROOT);
            // every language of a comment is searched (docs/notation.md, "Text in several languages")
            for (String comment : allLanguages(d)) {
                int at = comment.toLowerCase(Locale.ROOT).indexOf(needle);
                if (at >= 0) {
                    return Optional.of(snippet(comment, at, needle.length()));
                }
            }
            return t.looksLikeMove() && movesMatch(n, t.text()) ? Optional.of("") : Optional.empty();
        }
        if (q instanceof Query.Move m) {
            return movesMatch(n, m.text()) ? Optional.of("") : Optional.empty();
        }
        if (q instanceof Query.Glyph g) {
            return d.nags().contains(g.nag()) ? Optional.of(Nag.symbol(g.nag())) : Optional.empty();
        }
        if (q instanceof Query.Role r) {
            return d.role().filter(x -> x == r.role()).map(x -> x.id());
        }
        return Optional.empty();
    }

    /** True when {@code n} is a move whose notation contains {@code text}, without regard to case. */
    private static boolean movesMatch(Node n, String text) {
        return !n.isRoot() && n.move().toLowerCase(Locale.ROOT).contains(text.strip().toLowerCase(Locale.ROOT));
    }

    /**
     * The texts of the node's comments, before then after, then the review's words kept in its
     * mark (a mistake whose better move was a line already there: {@link ReviewAnnotations#words}),
     * each in every language it has. The review's words on its own lines are comments already.
     */
    private static List<String> allLanguages(org.parlour.tree.NodeData d) {
        List<String> out = new java.util.ArrayList<>();
        List<org.parlour.tree.LocalText> texts = new java.util.ArrayList<>(List.of(d.commentBeforeText(), d.commentAfterText()));
        ReviewAnnotations.words(d).ifPresent(texts::add);
        for (org.parlour.tree.LocalText t : texts) {
            if (t.isPlain()) {
                out.add(t.anyText());
            } else {
                out.addAll(t.byTag().values());
            }
        }
        return out;
    }

    /** The comment around a match: at most {@value #SNIPPET} characters, with "…" where cut, on one line. */
    static String snippet(String text, int at, int length) {
        int from = Math.max(0, at - (SNIPPET - length) / 2);
        int to = Math.min(text.length(), from + Math.max(SNIPPET, length));
        from = Math.max(0, Math.min(from, to - SNIPPET));
        String s = (from > 0 ? "\u2026" : "") + text.substring(from, to) + (to < text.length() ? "\u2026" : "");
        return s.replaceAll("\\s+", " ");
    }

    private static <P, M> void positions(Game<P, M> game, GameRecord r, int c, Query q, List<Hit> out, int limit) {
        P target = null;
        P start;
        try {
            start = Replay.startPosition(game, r.setup());
            if (q instanceof Query.Position p) {
                target = game.parsePosition(p.text());
            }
        } catch (IllegalArgumentException e) {
            return;
        }
        MoveTree t = r.tree();
        Map<Long, P> at = new HashMap<>();
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(t.root());
        while (!stack.isEmpty() && out.size() < limit) {
            Node n = stack.pop();
            P p;
            if (n.isRoot()) {
                p = start;
            } else {
                P before = at.get(n.parentId().orElseThrow());
                if (before == null) {
                    continue;
                }
                try {
                    p = game.play(before, game.parseMove(before, n.move()));
                } catch (IllegalArgumentException e) {
                    continue;
                }
            }
            if (!n.isLeaf()) {
                at.put(n.id(), p);
            }
            boolean match = target != null ? target.equals(p) : pieces(game.picture(p), (Query.Pieces) q);
            if (match) {
                out.add(new Hit(c, n.id(), ""));
            }
            List<Long> cs = n.childIds();
            for (int i = cs.size() - 1; i >= 0; i--) {
                stack.push(t.node(cs.get(i)));
            }
        }
    }

    private static boolean pieces(Picture picture, Query.Pieces q) {
        for (Query.Want w : q.wants()) {
            Optional<Picture.Placement> on = picture.placements().stream().filter(pl -> pl.cell().equals(w.cell())).findFirst();
            if (on.isEmpty() || on.get().top().owner() != w.seat()
                    || (w.kind().isPresent() && !on.get().top().kind().equals(w.kind().get()))) {
                return false;
            }
        }
        return true;
    }
}
