package org.parlour.tree;

import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The mark on a move that a program (the game review) made or annotated: the move's field
 * {@code computer} (docs/notation.md, "Computer-made content"; docs/review.md), e.g.
 * {@code {"by": "review", "line": true, "comment": "1c291ca3"}} or
 * {@code {"by": "review", "nag": 4, "words": "Better: 14... e4xd4, ..."}}. A value: the record
 * reader makes it from the file and the record writer writes it back: as it was read (its
 * {@link #source}: members in their order, unknown ones in their places, {@code "by": ""},
 * {@code "line": false}, {@code "nag": 4.0} and {@code "words": {}} kept) while its values are the
 * ones read; a mark made or changed here is written with its members in the order of the
 * parameters below, each only when set, unknown members last (so the review reads and writes
 * typed values, never JSON text). {@link #equals} compares the values, not the source.
 *
 * @param by         who made it, {@code "review"}; empty when the file names no one (not written)
 * @param line       true on every move of a variation the review added
 * @param comment    the UTF-8 CRC-32 of the comment after the move the review wrote (the evidence
 *                   on a variation's first move), 8 lower-case hex digits, so an edited comment
 *                   tells as the user's; empty when none
 * @param nag        the move glyph the review added (a NAG, 1 to 255); empty when it added none
 * @param words      the review's words on a mistake whose better move was already a variation
 *                   (a text, or texts by language); empty when none
 * @param extensions members this program does not know, name to raw JSON text, sorted (kept and
 *                   written back, as docs/notation.md promises for unknown fields)
 * @param source     the mark's JSON text as read (one line, as the record writer writes it), the
 *                   writer's form while the values are still those it reads from it; empty for a
 *                   mark made here or read with a damaged member (so the damage is not written back)
 * @throws IllegalArgumentException for a {@code comment} that is not 8 lower-case hex digits or a
 *                                  {@code nag} outside 1 to 255
 */
public record ComputerMark(String by, boolean line, Optional<String> comment, Optional<Integer> nag, Optional<LocalText> words,
                           Map<String, String> extensions, String source) {
    /** Who the game review's marks name. */
    public static final String REVIEW = "review";
    private static final Pattern CHECKSUM = Pattern.compile("[0-9a-f]{8}");

    public ComputerMark {
        Objects.requireNonNull(by, "by");
        Objects.requireNonNull(comment, "comment");
        Objects.requireNonNull(nag, "nag");
        Objects.requireNonNull(words, "words");
        Objects.requireNonNull(source, "source");
        if (comment.isPresent() && !isChecksum(comment.get())) {
            throw new IllegalArgumentException("mark checksum '" + comment.get() + "': expected 8 lower-case hex digits");
        }
        if (nag.isPresent() && !Nag.isValid(nag.get())) {
            throw new IllegalArgumentException("NAG " + nag.get() + " is outside 1..255");
        }
        extensions = Evaluation.sorted(extensions);
    }

    /** A mark with no source (written in the canonical form). */
    public ComputerMark(String by, boolean line, Optional<String> comment, Optional<Integer> nag, Optional<LocalText> words,
                        Map<String, String> extensions) {
        this(by, line, comment, nag, words, extensions, "");
    }

    /** With the given source (the JSON text as read). */
    public ComputerMark withSource(String value) {
        return new ComputerMark(by, line, comment, nag, words, extensions, value);
    }

    /** Equal values: every component but {@link #source}. */
    @Override
    public boolean equals(Object o) {
        return o instanceof ComputerMark m && by.equals(m.by) && line == m.line && comment.equals(m.comment) && nag.equals(m.nag)
                && words.equals(m.words) && extensions.equals(m.extensions);
    }

    /** Of the values, not the {@link #source}. */
    @Override
    public int hashCode() {
        return Objects.hash(by, line, comment, nag, words, extensions);
    }

    /** {@code {"by": "review"}}: the review's mark with nothing in it yet. */
    public static ComputerMark review() {
        return new ComputerMark(REVIEW, false, Optional.empty(), Optional.empty(), Optional.empty(), Map.of());
    }

    /** True for 8 lower-case hex digits, the form of {@link #comment}. */
    public static boolean isChecksum(String text) {
        return CHECKSUM.matcher(text).matches();
    }

    /** With {@code line} set (the source is kept: the writer uses it only while the values are those it reads from it). */
    public ComputerMark withLine(boolean value) {
        return new ComputerMark(by, value, comment, nag, words, extensions, source);
    }

    /** With the comment's checksum set, or removed when empty. */
    public ComputerMark withComment(Optional<String> value) {
        return new ComputerMark(by, line, value, nag, words, extensions, source);
    }

    /** With the added glyph set, or removed when empty. */
    public ComputerMark withNag(Optional<Integer> value) {
        return new ComputerMark(by, line, comment, value, words, extensions, source);
    }

    /** With the review's words set, or removed when empty. */
    public ComputerMark withWords(Optional<LocalText> value) {
        return new ComputerMark(by, line, comment, nag, value, extensions, source);
    }
}
