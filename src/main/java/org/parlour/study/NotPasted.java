package org.parlour.study;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;
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
 * holds it). Comments merge language by language (a review's finding: a pasted comment that
 * only added French to a move commented in English was dropped whole): the node keeps each
 * language it has, takes the ones it lacks, and the languages it kept instead of the pasted
 * text are named ("comment after the move (en)"). The computer mark
 * ({@link org.parlour.tree.ComputerMark}) of the existing node stays and a pasted one is not taken: a review's mark on a move the user made would let Remove
 * Computer Annotations remove that move; what the mark was about (a comment, a glyph) is merged
 * like any other.
 *
 * <p>Pure: no JavaFX, no files. O(a) for a annotation items.
 *
 * @param nodeId the id of the existing node (in the edited tree)
 * @param ply    its ply (at least 1: a clip's root has a move)
 * @param move   its move text
 * @param parts  the kinds of annotation not pasted, in {@link Part}'s order
 * @param languages for a comment merged language by language, the languages (BCP 47 tags, as
 *                  the pasted text has them, in its order) whose pasted text was not taken, the
 *                  node's own kept; a part of {@code parts} without an entry was not pasted whole
 */
public record NotPasted(long nodeId, int ply, String move, List<Part> parts, Map<Part, List<String>> languages) {
    public NotPasted {
        Objects.requireNonNull(move, "move");
        parts = List.copyOf(parts);
        languages = Map.copyOf(languages);
    }

    /** Annotations not pasted whole: no part names languages. */
    public NotPasted(long nodeId, int ply, String move, List<Part> parts) {
        this(nodeId, ply, move, parts, Map.of());
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
     * @param data      the merged data (the existing move)
     * @param parts     the kinds of annotation not pasted, in {@link Part}'s order
     * @param languages the languages of a comment kept instead of the pasted ones ({@link NotPasted#languages})
     */
    public record Merged(NodeData data, List<Part> parts, Map<Part, List<String>> languages) {
        public Merged {
            Objects.requireNonNull(data, "data");
            parts = List.copyOf(parts);
            languages = Map.copyOf(languages);
        }
    }

    /**
     * Merges {@code pasted} into {@code existing} (the same move): each annotation the existing
     * node lacks is taken from the pasted node; one it has is kept, and a different pasted one is
     * named in {@link Merged#parts}. A comment merges language by language (class comment): a
     * plain one is in the record's language, {@code recordLanguage} (a BCP 47 tag; empty or null
     * when unknown: a plain comment then merges whole). Glyphs other than the move and position
     * glyph are added. The move and the computer mark are the existing node's.
     */
    public static Merged merge(NodeData existing, NodeData pasted, String recordLanguage) {
        List<Part> lost = new ArrayList<>();
        Map<Part, List<String>> languages = new EnumMap<>(Part.class);
        NodeData d = existing;
        LocalText before = comment(existing.commentBeforeText(), pasted.commentBeforeText(), recordLanguage,
                Part.COMMENT_BEFORE, lost, languages);
        if (before != existing.commentBeforeText()) {
            d = d.withCommentBefore(before);
        }
        LocalText after = comment(existing.commentAfterText(), pasted.commentAfterText(), recordLanguage,
                Part.COMMENT_AFTER, lost, languages);
        if (after != existing.commentAfterText()) {
            d = d.withCommentAfter(after);
        }
        List<Integer> nags = new ArrayList<>(existing.nags());
        Optional<Integer> moveGlyph = pick(existing.moveGlyph(), pasted.moveGlyph(), Optional::isEmpty, Part.MOVE_GLYPH, lost);
        Optional<Integer> positionGlyph = pick(existing.positionGlyph(), pasted.positionGlyph(), Optional::isEmpty, Part.POSITION_GLYPH, lost);
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
        Optional<org.parlour.tree.Evaluation> eval = pick(existing.evaluation(), pasted.evaluation(), Optional::isEmpty, Part.EVALUATION, lost);
        if (eval != existing.evaluation()) {
            d = d.withEvaluation(eval);
        }
        Optional<org.parlour.tree.ProblemRole> role = pick(existing.role(), pasted.role(), Optional::isEmpty, Part.ROLE, lost);
        if (role != existing.role()) {
            d = d.withRole(role);
        }
        Optional<org.parlour.tree.Quiz> quiz = pick(existing.quiz(), pasted.quiz(), Optional::isEmpty, Part.QUIZ, lost);
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
        return new Merged(d.equals(existing) ? existing : d, lost, languages);
    }

    /**
     * One annotation merged (a comment, a glyph, an evaluation, a role, a question): the pasted
     * one when the node has none ({@code empty} says), else the node's own; a different pasted
     * one is added to {@code lost}.
     */
    private static <T> T pick(T existing, T pasted, Predicate<? super T> empty, Part part, List<Part> lost) {
        if (empty.test(pasted) || pasted.equals(existing)) {
            return existing;
        }
        if (empty.test(existing)) {
            return pasted;
        }
        lost.add(part);
        return existing;
    }

    /**
     * A comment merged language by language: the node keeps the text of each language it has
     * and takes the pasted text of each language it lacks ({@link LocalText#with}, added after
     * its own); the languages whose pasted text differs from the node's are named in
     * {@code languages} and the part in {@code lost}. A plain text is in the record's language
     * ({@code recordLanguage}), a pasted one too (the clip carries no language: a plain comment
     * pasted onto a move without one is read in the record's language likewise). When the
     * record has no language a plain text could be in any: the comments merge whole, the node's
     * kept and a different pasted one named without languages.
     */
    private static LocalText comment(LocalText existing, LocalText pasted, String recordLanguage, Part part,
                                     List<Part> lost, Map<Part, List<String>> languages) {
        String record = recordLanguage == null ? "" : recordLanguage;
        boolean whole = record.isEmpty() && (existing.isPlain() || pasted.isPlain());
        if (whole || pasted.isEmpty() || existing.isEmpty() || pasted.equals(existing)) {
            return pick(existing, pasted, LocalText::isEmpty, part, lost);
        }
        Map<String, String> given = pasted.isPlain() ? Map.of(record, pasted.anyText()) : pasted.byTag();
        LocalText merged = existing;
        List<String> kept = new ArrayList<>();
        for (Map.Entry<String, String> e : given.entrySet()) {
            String tag = e.getKey();
            if (e.getValue().isEmpty()) {
                continue;
            }
            Optional<String> own = existing.in(tag, record);
            if (own.isEmpty()) {
                merged = merged.with(tag, e.getValue(), record);
            } else if (!own.get().equals(e.getValue())) {
                kept.add(tag);
            }
        }
        if (!kept.isEmpty()) {
            lost.add(part);
            languages.put(part, List.copyOf(kept));
        }
        return merged.equals(existing) ? existing : merged;
    }

    /**
     * The annotations not pasted named node by node, in their order, in the window's language:
     * "lesson question on f6-f5 at ply 1; comment after the move, move glyph on c4-d3 at ply 2".
     */
    public static String named(List<NotPasted> notPasted) {
        return notPasted.stream()
                .map(n -> Messages.tr("edit.notPasted.at", n.parts().stream().map(p -> n.named(p)).collect(Collectors.joining(", ")),
                        n.move(), n.ply()))
                .collect(Collectors.joining(Messages.tr("list.semicolon")));
    }

    /** A part's name, with the languages kept instead of the pasted ones when only some were: "comment after the move (en)". */
    private String named(Part part) {
        List<String> kept = languages.getOrDefault(part, List.of());
        return kept.isEmpty() ? part.text() : Messages.tr("edit.notPasted.languages", part.text(), String.join(", ", kept));
    }

    /** The number of annotations not pasted: the sum of the parts. */
    public static int count(List<NotPasted> notPasted) {
        return notPasted.stream().mapToInt(n -> n.parts().size()).sum();
    }
}
