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
 *       move, in one or more languages ({@link LocalText}); empty when absent (the root's {@code commentAfter} is the comment on the start
 *       position);</li>
 *   <li>{@code nags}: glyphs as NAG numbers, kept sorted and unique, with at most one move glyph
 *       and at most one position glyph ({@link Nag});</li>
 *   <li>{@code markup}: arrows, highlights and labels, in drawing order;</li>
 *   <li>{@code evaluation}: optional;</li>
 *   <li>{@code role}: the optional part the move plays in a problem;</li>
 *   <li>{@code quiz}: an optional "your move" question asked at this node ({@link Quiz});</li>
 *   <li>{@code computer}: the optional mark of what a program (the game review) made or
 *       annotated here ({@link ComputerMark}, the field {@code computer});</li>
 *   <li>{@code extensions}: fields this program does not know, name to raw JSON text, kept
 *       verbatim and sorted by name.</li>
 * </ul>
 */
public final class NodeData {
    private static final NodeData EMPTY = new NodeData("", LocalText.empty(), LocalText.empty(), List.of(), List.of(), null, null, null, null,
            Collections.emptySortedMap());

    private final String move;
    private final LocalText commentBefore;
    private final LocalText commentAfter;
    private final List<Integer> nags;
    private final List<Mark> markup;
    private final Evaluation evaluation;
    private final ProblemRole role;
    private final Quiz quiz;
    private final ComputerMark computer;
    private final SortedMap<String, String> extensions;

    private NodeData(String move, LocalText commentBefore, LocalText commentAfter, List<Integer> nags, List<Mark> markup,
                     Evaluation evaluation, ProblemRole role, Quiz quiz, ComputerMark computer, SortedMap<String, String> extensions) {
        this.move = move;
        this.commentBefore = commentBefore;
        this.commentAfter = commentAfter;
        this.nags = nags;
        this.markup = markup;
        this.evaluation = evaluation;
        this.role = role;
        this.quiz = quiz;
        this.computer = computer;
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

    /**
     * The comment before the move as one text: the plain text, or the first language's
     * ({@link LocalText#anyText()}); a reader's view picks with {@link #commentBeforeText()}.
     */
    public String commentBefore() {
        return commentBefore.anyText();
    }

    /** The comment after the move as one text (see {@link #commentBefore()}). */
    public String commentAfter() {
        return commentAfter.anyText();
    }

    /** The comment before the move in all its languages. */
    public LocalText commentBeforeText() {
        return commentBefore;
    }

    /** The comment after the move in all its languages. */
    public LocalText commentAfterText() {
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
        return new NodeData(move, commentBefore, commentAfter, nags, markup, evaluation, role, q, computer, extensions);
    }

    /** The mark of computer-made content ({@code computer}: the game review's), if any. */
    public Optional<ComputerMark> computerMark() {
        return Optional.ofNullable(computer);
    }

    /** With the computer-made mark set, or removed when empty. */
    public NodeData withComputerMark(Optional<ComputerMark> value) {
        return new NodeData(move, commentBefore, commentAfter, nags, markup, evaluation, role, quiz, value.orElse(null), extensions);
    }

    /** Unknown fields: name to raw JSON text, sorted by name. */
    public SortedMap<String, String> extensions() {
        return extensions;
    }

    /** True when nothing but the move is set. */
    public boolean hasNoAnnotation() {
        return commentBefore.isAbsent() && commentAfter.isAbsent() && nags.isEmpty() && markup.isEmpty()
                && evaluation == null && role == null && quiz == null && computer == null && extensions.isEmpty();
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
        return new NodeData(text, commentBefore, commentAfter, nags, markup, evaluation, role, quiz, computer, extensions);
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
        return new NodeData("", commentBefore, commentAfter, nags, markup, evaluation, role, quiz, computer, extensions);
    }

    /** With a plain comment before the move, replacing every language (see {@link #withCommentBefore(LocalText)}). */
    public NodeData withCommentBefore(String markdown) {
        return withCommentBefore(LocalText.plain(markdown));
    }

    /** With a plain comment after the move, replacing every language (see {@link #withCommentAfter(LocalText)}). */
    public NodeData withCommentAfter(String markdown) {
        return withCommentAfter(LocalText.plain(markdown));
    }

    /** With this comment before the move (Markdown, in one or more languages). */
    public NodeData withCommentBefore(LocalText markdown) {
        return new NodeData(move, Objects.requireNonNull(markdown), commentAfter, nags, markup, evaluation, role, quiz, computer, extensions);
    }

    /** With this comment after the move (Markdown, in one or more languages). */
    public NodeData withCommentAfter(LocalText markdown) {
        return new NodeData(move, commentBefore, Objects.requireNonNull(markdown), nags, markup, evaluation, role, quiz, computer, extensions);
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
        return new NodeData(move, commentBefore, commentAfter, List.copyOf(set), markup, evaluation, role, quiz, computer, extensions);
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
        return new NodeData(move, commentBefore, commentAfter, List.copyOf(out), markup, evaluation, role, quiz, computer, extensions);
    }

    public NodeData withMarkup(List<Mark> marks) {
        return new NodeData(move, commentBefore, commentAfter, nags, List.copyOf(marks), evaluation, role, quiz, computer, extensions);
    }

    /** With the evaluation set, or removed when empty. */
    public NodeData withEvaluation(Optional<Evaluation> value) {
        return new NodeData(move, commentBefore, commentAfter, nags, markup, value.orElse(null), role, quiz, computer, extensions);
    }

    /** With the problem role set, or removed when empty. */
    public NodeData withRole(Optional<ProblemRole> value) {
        return new NodeData(move, commentBefore, commentAfter, nags, markup, evaluation, value.orElse(null), quiz, computer, extensions);
    }

    /**
     * With these extension fields (name to raw JSON text). The tree keeps them verbatim; the JSON
     * layer checks that names do not clash with known fields.
     */
    public NodeData withExtensions(Map<String, String> fields) {
        SortedMap<String, String> copy = new TreeMap<>();
        fields.forEach((k, v) -> copy.put(Objects.requireNonNull(k), Objects.requireNonNull(v)));
        return new NodeData(move, commentBefore, commentAfter, nags, markup, evaluation, role, quiz, computer,
                copy.isEmpty() ? Collections.emptySortedMap() : Collections.unmodifiableSortedMap(copy));
    }

    /** True when every text of the node (comments, quiz hint and feedback, labels) is plain. */
    public boolean allPlain() {
        if (!commentBefore.isPlain() || !commentAfter.isPlain()) {
            return false;
        }
        for (Mark m : markup) {
            if (m instanceof Mark.Label l && !l.label().isPlain()) {
                return false;
            }
        }
        if (quiz != null) {
            if (!quiz.hintText().isPlain()) {
                return false;
            }
            for (Quiz.Answer a : quiz.answers()) {
                if (!a.feedbackText().isPlain()) {
                    return false;
                }
            }
            for (Quiz.Answer a : quiz.wrong()) {
                if (!a.feedbackText().isPlain()) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * This node as a reader of {@code reader} sees it: every text plain, in the language
     * {@link LocalText#pick} chooses ({@code recordLanguage}: the record's {@code meta.language},
     * or empty). This very value when every text is plain already.
     */
    public NodeData picked(java.util.Locale reader, String recordLanguage) {
        if (allPlain()) {
            return this;
        }
        NodeData d = withCommentBefore(commentBefore.pick(reader, recordLanguage)).withCommentAfter(commentAfter.pick(reader, recordLanguage));
        if (!markup.isEmpty()) {
            List<Mark> marks = new ArrayList<>();
            for (Mark m : markup) {
                marks.add(m instanceof Mark.Label l
                        ? new Mark.Label(l.cell(), l.label().pick(reader, recordLanguage), l.colour(), l.extensions()) : m);
            }
            d = d.withMarkup(marks);
        }
        if (quiz != null) {
            List<Quiz.Answer> answers = new ArrayList<>();
            for (Quiz.Answer a : quiz.answers()) {
                answers.add(a.withFeedback(LocalText.plain(a.feedbackText().pick(reader, recordLanguage))));
            }
            List<Quiz.Answer> wrong = new ArrayList<>();
            for (Quiz.Answer a : quiz.wrong()) {
                wrong.add(a.withFeedback(LocalText.plain(a.feedbackText().pick(reader, recordLanguage))));
            }
            d = d.withQuiz(Optional.of(new Quiz(quiz.hintText().pick(reader, recordLanguage), answers, wrong, quiz.extensions())));
        }
        return d;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NodeData d && move.equals(d.move) && commentBefore.equals(d.commentBefore)
                && commentAfter.equals(d.commentAfter) && nags.equals(d.nags) && markup.equals(d.markup)
                && Objects.equals(evaluation, d.evaluation) && role == d.role && Objects.equals(quiz, d.quiz)
                && Objects.equals(computer, d.computer) && extensions.equals(d.extensions);
    }

    @Override
    public int hashCode() {
        return Objects.hash(move, commentBefore, commentAfter, nags, markup, evaluation, role, quiz, computer, extensions);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(move.isEmpty() ? "(root)" : move);
        nags.forEach(n -> sb.append(' ').append(Nag.symbol(n)));
        if (!commentBefore.isAbsent()) {
            sb.append(" before=").append('"').append(commentBefore).append('"');
        }
        if (!commentAfter.isAbsent()) {
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
        if (computer != null) {
            sb.append(" computer=").append(computer);
        }
        if (!extensions.isEmpty()) {
            sb.append(" ext=").append(extensions);
        }
        return sb.toString();
    }
}
