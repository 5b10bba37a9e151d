package org.parlour.study;

import java.text.MessageFormat;
import java.text.ParsePosition;
import java.util.Locale;
import org.parlour.core.Messages;

/**
 * Who made a problem, read from its record's {@code meta.source} (docs/notation.md, "Training
 * fields"): the miner writes {@code "Mined by Parlour from <game>, ply <n>"} (bundle key
 * {@code mine.source}), the composer {@code "Composed by Parlour from <game>, ply <n>, by changing
 * the position: ..."} ({@code compose.source}), in the language it ran in, or (the miner since the
 * French trial) by language, one text in each of {@link Messages#LANGUAGES}; any other record
 * was set by a person. The feedback on a solution move says which ("The authored solution." is
 * only true of the last; a trial read it on a mined problem). Toolkit-free.
 */
public enum ProblemSource {
    /** Found by Parlour's miner in a game ({@code mine.source}). */
    MINED("mine.source"),
    /** Composed by Parlour from a game's position ({@code compose.source}). */
    COMPOSED("compose.source"),
    /** Set by a person: a book, a site, the record's author. */
    AUTHORED(null);

    private final String key;

    ProblemSource(String key) {
        this.key = key;
    }

    /**
     * The maker of {@code meta}'s problem: MINED or COMPOSED when its source has the whole form
     * the miner or the composer writes, in one of {@link Messages#LANGUAGES} (a source by language:
     * in any of its texts); AUTHORED otherwise (an empty source too).
     */
    public static ProblemSource of(Metadata meta) {
        java.util.Collection<String> texts = meta.sourceText().isPlain() ? java.util.List.of(meta.source())
                : meta.sourceText().byTag().values();
        for (ProblemSource s : values()) {
            if (s.key == null) {
                continue;
            }
            for (String text : texts) {
                for (Locale l : Messages.LANGUAGES) {
                    if (hasForm(text.strip(), Messages.load(l).getString(s.key), l)) {
                        return s;
                    }
                }
            }
        }
        return AUTHORED;
    }

    /** Whether {@code text} is {@code pattern} with its places filled, from its first character to its last. */
    private static boolean hasForm(String text, String pattern, Locale language) {
        if (text.isEmpty()) {
            return false;
        }
        ParsePosition at = new ParsePosition(0);
        Object[] parts = new MessageFormat(pattern, language).parse(text, at);
        return parts != null && at.getErrorIndex() < 0 && at.getIndex() == text.length();
    }
}
