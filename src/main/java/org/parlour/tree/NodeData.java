package org.parlour.tree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What one node of a {@link MoveTree} carries: an immutable value with value equality.
 *
 * <ul>
 *   <li>{@code move}: the move as canonical text of the game's notation (rules.md §6); empty for
 *       the root, which stands for the start position;</li>
 *   <li>{@code commentBefore}, {@code commentAfter}: Markdown text shown before and after the
 *       move; empty when absent (the root's {@code commentAfter} is the comment on the start
 *       position);</li>
 *   <li>{@code nags}: glyphs as NAG numbers, kept sorted and unique, with at most one move glyph
 *       and at most one position glyph ({@link Nag});</li>
 *   <li>{@code markup}: arrows, highlights and labels, in drawing order;</li>
 *   <li>{@code evaluation}: optional;</li>
 *   <li>{@code role}: the optional part the move plays in a problem;</li>
 *   <li>{@code quiz}: an optional "your move" question asked at this node ({@link Quiz});</li>
 *   <li>{@code extensions}: fields this program does not know, name to raw JSON text, kept
 *       verbatim and sorted by name.</li>
 * </ul>
 */
public final class NodeData {
    private static final NodeData EMPTY = new NodeData("", "", "", List.of(), List.of(), null, null, null, Collections.emptySortedMap());

    private final String move;
    private final String commentBefore;
    private final String commentAfter;
    private final List<Integer> nags;
    private final List<Mark> markup;
    private final Evaluation evaluation;
    private final ProblemRole role;
    private final Quiz quiz;
    private final SortedMap<String, String> extensions;

    private NodeData(String move, String commentBefore, String commentAfter, List<Integer> nags, List<Mark> markup,
                     Evaluation evaluation, ProblemRole role, Quiz quiz, SortedMap<String, String> extensions) {
        this.move = move;
        this.commentBefore = commentBefore;
        this.commentAfter = commentAfter;
        this.nags = nags;
        this.markup = markup;
        this.evaluation = evaluation;
        this.role = role;
        this.quiz = quiz;
        this.extensions = extensions;
    }

    /** No move and no annotation: the data of a fresh root. */
    public static NodeData empty() {
        return EMPTY;
    }

    /**
     * A move without annotation.
     *
     * @throws IllegalArgumentException for empty text or text with line breaks
     */
    public static NodeData ofMove(String move) {
        return EMPTY.withMove(move);
    }

    public String move() {
        return move;
    }

    /** True for the data of a root (no move). */
    public boolean isRoot() {
        return move.isEmpty();
    }

    public String commentBefore() {
        return commentBefore;
    }

    public String commentAfter() {
        return commentAfter;
    }

    /** The NAGs, ascending, unique. */
    public List<Integer> nags() {
        return nags;
    }

    /** The move glyph (1 to 6), if any. */
    public Optional<Integer> moveGlyph() {
        return nags.stream().filter(Nag::isMoveGlyph).findFirst();
    }

    /** The position glyph (10, 13 to 19), if any. */
    public Optional<Integer> positionGlyph() {
        return nags.stream().filter(Nag::isPositionGlyph).findFirst();
    }

    public List<Mark> markup() {
        return markup;
    }

    public Optional<Evaluation> evaluation() {
        return Optional.ofNullable(evaluation);
    }

    public Optional<ProblemRole> role() {
        return Optional.ofNullable(role);
    }

    /** The "your move" question asked at this node (accepted answers, wrong ones, hint), if any. */
    public Optional<Quiz> quiz() {
        return Optional.ofNullable(quiz);
    }

    /** With the quiz set, or removed when empty (absent or with nothing in it). */
    public NodeData withQuiz(Optional<Quiz> value) {
        Quiz q = value.filter(x -> !x.isEmpty()).orElse(null);
        return new NodeData(move, commentBefore, commentAfter, nags, markup, evaluation, role, q, extensions);
    }

    /** Unknown fields: name to raw JSON text, sorted by name. */
    public SortedMap<String, String> extensions() {
        return extensions;
    }

    /** True when nothing but the move is set. */
    public boolean hasNoAnnotation() {
        return commentBefore.isEmpty() && commentAfter.isEmpty() && nags.isEmpty() && markup.isEmpty()
                && evaluation == null && role == null && quiz == null && extensions.isEmpty();
    }

    /**
     * With another move text. The tree checks uniqueness among siblings.
     *
     * @throws IllegalArgumentException for empty text or text containing white space
     */
    public NodeData withMove(String text) {
        Objects.requireNonNull(text, "move");
        if (text.isEmpty() || hasWhitespace(text)) {
            throw new IllegalArgumentException("bad move text '" + text + "': expected one token without spaces");
        }
        return new NodeData(text, commentBefore, commentAfter, nags, markup, evaluation, role, quiz, extensions);
    }

    private static boolean hasWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    NodeData withoutMove() {
        return new NodeData("", commentBefore, commentAfter, nags, markup, evaluation, role, quiz, extensions);
    }

    public NodeData withCommentBefore(String markdown) {
        return new NodeData(move, Objects.requireNonNull(markdown), commentAfter, nags, markup, evaluation, role, quiz, extensions);
    }

    public NodeData withCommentAfter(String markdown) {
        return new NodeData(move, commentBefore, Objects.requireNonNull(markdown), nags, markup, evaluation, role, quiz, extensions);
    }

    /**
     * With exactly these NAGs (any order, duplicates merged).
     *
     * @throws IllegalArgumentException for a number outside 1..255, two move glyphs or two
     *                                  position glyphs
     */
    public NodeData withNags(List<Integer> numbers) {
        TreeSet<Integer> set = new TreeSet<>(numbers);
        int moveGlyphs = 0;
        int positionGlyphs = 0;
        for (int n : set) {
            if (!Nag.isValid(n)) {
                throw new IllegalArgumentException("NAG " + n + " is outside 1..255");
            }
            moveGlyphs += Nag.isMoveGlyph(n) ? 1 : 0;
            positionGlyphs += Nag.isPositionGlyph(n) ? 1 : 0;
        }
        if (moveGlyphs > 1) {
            throw new IllegalArgumentException("at most one move glyph (1-6) per move, got " + set);
        }
        if (positionGlyphs > 1) {
            throw new IllegalArgumentException("at most one position glyph (10, 13-19) per move, got " + set);
        }
        return new NodeData(move, commentBefore, commentAfter, List.copyOf(set), markup, evaluation, role, quiz, extensions);
    }

    /**
     * With {@code nag} added; a move or position glyph replaces the one of its kind already there.
     *
     * @throws IllegalArgumentException for a number outside 1..255
     */
    public NodeData withNag(int nag) {
        List<Integer> out = new ArrayList<>();
        for (int n : nags) {
            boolean sameKind = (Nag.isMoveGlyph(n) && Nag.isMoveGlyph(nag)) || (Nag.isPositionGlyph(n) && Nag.isPositionGlyph(nag));
            if (!sameKind) {
                out.add(n);
            }
        }
        out.add(nag);
        return withNags(out);
    }

    /** Without {@code nag} (unchanged when absent). */
    public NodeData withoutNag(int nag) {
        List<Integer> out = new ArrayList<>(nags);
        out.remove(Integer.valueOf(nag));
        return new NodeData(move, commentBefore, commentAfter, List.copyOf(out), markup, evaluation, role, quiz, extensions);
    }

    public NodeData withMarkup(List<Mark> marks) {
        return new NodeData(move, commentBefore, commentAfter, nags, List.copyOf(marks), evaluation, role, quiz, extensions);
    }

    /** With the evaluation set, or removed when empty. */
    public NodeData withEvaluation(Optional<Evaluation> value) {
        return new NodeData(move, commentBefore, commentAfter, nags, markup, value.orElse(null), role, quiz, extensions);
    }

    /** With the problem role set, or removed when empty. */
    public NodeData withRole(Optional<ProblemRole> value) {
        return new NodeData(move, commentBefore, commentAfter, nags, markup, evaluation, value.orElse(null), quiz, extensions);
    }

    /**
     * With these extension fields (name to raw JSON text). The tree keeps them verbatim; the JSON
     * layer checks that names do not clash with known fields.
     */
    public NodeData withExtensions(Map<String, String> fields) {
        SortedMap<String, String> copy = new TreeMap<>();
        fields.forEach((k, v) -> copy.put(Objects.requireNonNull(k), Objects.requireNonNull(v)));
        return new NodeData(move, commentBefore, commentAfter, nags, markup, evaluation, role, quiz,
                copy.isEmpty() ? Collections.emptySortedMap() : Collections.unmodifiableSortedMap(copy));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NodeData d && move.equals(d.move) && commentBefore.equals(d.commentBefore)
                && commentAfter.equals(d.commentAfter) && nags.equals(d.nags) && markup.equals(d.markup)
                && Objects.equals(evaluation, d.evaluation) && role == d.role && Objects.equals(quiz, d.quiz)
                && extensions.equals(d.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(move, commentBefore, commentAfter, nags, markup, evaluation, role, quiz, extensions);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(move.isEmpty() ? "(root)" : move);
        nags.forEach(n -> sb.append(' ').append(Nag.symbol(n)));
        if (!commentBefore.isEmpty()) {
            sb.append(" before=").append('"').append(commentBefore).append('"');
        }
        if (!commentAfter.isEmpty()) {
            sb.append(" after=").append('"').append(commentAfter).append('"');
        }
        if (!markup.isEmpty()) {
            sb.append(" markup=").append(markup);
        }
        if (evaluation != null) {
            sb.append(" eval=").append(evaluation.value());
        }
        if (role != null) {
            sb.append(" role=").append(role.id());
        }
        if (!extensions.isEmpty()) {
            sb.append(" ext=").append(extensions);
        }
        return sb.toString();
    }
}
