package org.parlour.study;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.parlour.core.Messages;
import org.parlour.tree.LocalText;
import org.parlour.tree.Nag;
import org.parlour.tree.NodeData;

/**
 * What a paste did not keep of a pasted move that merged into a move already there (the same
 * move after the same node: {@link org.parlour.tree.MoveTree#paste} keeps the existing node).
 * The merge ({@link #merge}) gives the existing node every annotation it lacks: a lesson
 * question, comments, a move or position glyph (other glyphs are added), markup, an evaluation,
 * a problem role, unknown fields. Where the node has its own, different one, the node keeps
 * its own and the pasted one is named here, so that the status line says it (the clip still
 * holds it). The computer mark ({@link org.parlour.tree.ComputerMark}) of the existing node
 * stays and a pasted one is not taken: a review's mark on a move the user made would let Remove
 * Computer Annotations remove that move; what the mark was about (a comment, a glyph) is merged
 * like any other.
 *
 * <p>Pure: no JavaFX, no files. O(a) for a annotation items.
 *
 * @param nodeId the id of the existing node (in the edited tree)
 * @param ply    its ply (at least 1: a clip's root has a move)
 * @param move   its move text
 * @param parts  the kinds of annotation not pasted, in {@link Part}'s order
 */
public record NotPasted(long nodeId, int ply, String move, List<Part> parts) {
    public NotPasted {
        Objects.requireNonNull(move, "move");
        parts = List.copyOf(parts);
    }

    /** A kind of annotation, in {@link NodeData}'s order. */
    public enum Part {
        COMMENT_BEFORE("edit.notPasted.commentBefore"),
        COMMENT_AFTER("edit.notPasted.commentAfter"),
        MOVE_GLYPH("edit.notPasted.moveGlyph"),
        POSITION_GLYPH("edit.notPasted.positionGlyph"),
        MARKUP("edit.notPasted.markup"),
        EVALUATION("edit.notPasted.evaluation"),
        ROLE("edit.notPasted.role"),
        QUIZ("edit.notPasted.quiz"),
        EXTENSIONS("edit.notPasted.extensions");

        private final String key;

        Part(String key) {
            this.key = key;
        }

        /** Its name in the window's language ("lesson question"). */
        public String text() {
            return Messages.tr(key);
        }
    }

    /**
     * The existing node's data with the pasted node's annotations merged in, and what was not.
     *
     * @param data  the merged data (the existing move)
     * @param parts the kinds of annotation not pasted, in {@link Part}'s order
     */
    public record Merged(NodeData data, List<Part> parts) {
        public Merged {
            Objects.requireNonNull(data, "data");
            parts = List.copyOf(parts);
        }
    }

    /**
     * Merges {@code pasted} into {@code existing} (the same move): each annotation the existing
     * node lacks is taken from the pasted node; one it has is kept, and a different pasted one is
     * named in {@link Merged#parts}. Glyphs other than the move and position glyph are added. The
     * move and the computer mark are the existing node's.
     */
    public static Merged merge(NodeData existing, NodeData pasted) {
        List<Part> lost = new ArrayList<>();
        NodeData d = existing;
        LocalText before = pick(existing.commentBeforeText(), pasted.commentBeforeText(), Part.COMMENT_BEFORE, lost);
        if (before != existing.commentBeforeText()) {
            d = d.withCommentBefore(before);
        }
        LocalText after = pick(existing.commentAfterText(), pasted.commentAfterText(), Part.COMMENT_AFTER, lost);
        if (after != existing.commentAfterText()) {
            d = d.withCommentAfter(after);
        }
        List<Integer> nags = new ArrayList<>(existing.nags());
        Optional<Integer> moveGlyph = pick(existing.moveGlyph(), pasted.moveGlyph(), Part.MOVE_GLYPH, lost);
        Optional<Integer> positionGlyph = pick(existing.positionGlyph(), pasted.positionGlyph(), Part.POSITION_GLYPH, lost);
        moveGlyph.ifPresent(nags::add);
        positionGlyph.ifPresent(nags::add);
        for (int n : pasted.nags()) {
            if (!Nag.isMoveGlyph(n) && !Nag.isPositionGlyph(n)) {
                nags.add(n);
            }
        }
        d = d.withNags(nags);
        if (!pasted.markup().isEmpty() && !pasted.markup().equals(existing.markup())) {
            if (existing.markup().isEmpty()) {
                d = d.withMarkup(pasted.markup());
            } else {
                lost.add(Part.MARKUP);
            }
        }
        Optional<org.parlour.tree.Evaluation> eval = pick(existing.evaluation(), pasted.evaluation(), Part.EVALUATION, lost);
        if (eval != existing.evaluation()) {
            d = d.withEvaluation(eval);
        }
        Optional<org.parlour.tree.ProblemRole> role = pick(existing.role(), pasted.role(), Part.ROLE, lost);
        if (role != existing.role()) {
            d = d.withRole(role);
        }
        Optional<org.parlour.tree.Quiz> quiz = pick(existing.quiz(), pasted.quiz(), Part.QUIZ, lost);
        if (quiz != existing.quiz()) {
            d = d.withQuiz(quiz);
        }
        Map<String, String> ext = new HashMap<>(existing.extensions());
        boolean clash = false;
        for (Map.Entry<String, String> e : pasted.extensions().entrySet()) {
            String had = ext.putIfAbsent(e.getKey(), e.getValue());
            clash |= had != null && !had.equals(e.getValue());
        }
        if (ext.size() != existing.extensions().size()) {
            d = d.withExtensions(ext);
        }
        if (clash) {
            lost.add(Part.EXTENSIONS);
        }
        lost.sort(null);
        return new Merged(d.equals(existing) ? existing : d, lost);
    }

    private static LocalText pick(LocalText existing, LocalText pasted, Part part, List<Part> lost) {
        if (pasted.isEmpty() || pasted.equals(existing)) {
            return existing;
        }
        if (existing.isEmpty()) {
            return pasted;
        }
        lost.add(part);
        return existing;
    }

    private static <T> Optional<T> pick(Optional<T> existing, Optional<T> pasted, Part part, List<Part> lost) {
        if (pasted.isEmpty() || pasted.equals(existing)) {
            return existing;
        }
        if (existing.isEmpty()) {
            return pasted;
        }
        lost.add(part);
        return existing;
    }

    /**
     * The annotations not pasted named node by node, in their order, in the window's language:
     * "lesson question on f6-f5 at ply 1; comment after the move, move glyph on c4-d3 at ply 2".
     */
    public static String named(List<NotPasted> notPasted) {
        return notPasted.stream()
                .map(n -> Messages.tr("edit.notPasted.at", n.parts().stream().map(Part::text).collect(Collectors.joining(", ")), n.move(), n.ply()))
                .collect(Collectors.joining(Messages.tr("list.semicolon")));
    }

    /** The number of annotations not pasted: the sum of the parts. */
    public static int count(List<NotPasted> notPasted) {
        return notPasted.stream().mapToInt(n -> n.parts().size()).sum();
    }
}
