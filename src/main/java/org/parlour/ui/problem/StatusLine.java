package org.parlour.ui.problem;

import java.util.Locale;
import org.parlour.core.Messages;

/**
 * The one-line status bar's text for a judgement whose words are Markdown (a lesson's feedback,
 * a move's comment): the markup is dropped by commonmark's text renderer and the lines are joined,
 * and the verdict is said once, not again when the words open with it ("Also right: ...").
 */
final class StatusLine {

    private StatusLine() {
    }

    /**
     * {@code markdown} as plain text on one line: no emphasis, heading or list markers; runs of
     * white space as one space; nested too deeply, as written (export.Markdown).
     */
    static String plain(String markdown) {
        return org.parlour.export.Markdown.plain(markdown);
    }

    /**
     * "{verdict}: {words}" with the words as plain text, or the words alone when their first
     * clause (before the first colon) already holds the verdict ("Also right: d2 and e2...").
     */
    static String said(String verdict, String words) {
        String text = plain(words);
        int colon = text.indexOf(':');
        Locale locale = Messages.locale();
        if (colon > 0 && !verdict.isBlank()
                && text.substring(0, colon).toLowerCase(locale).contains(verdict.strip().toLowerCase(locale))) {
            return text;
        }
        return Messages.tr("problemUi.said", verdict, text);
    }

    /**
     * A wrong move's line: the verdict and what to do next first ("Wrong. Try again (Ctrl+Shift+T)
     * or ask for a hint.", {@code againKey} the key of Try Again in use, as shown), then the words; the bar cuts a long line at its end, and the problem
     * pane shows the words in full (a French lesson's feedback filled the bar before the advice).
     * A first clause holding the verdict ("Wrong: ...") is not said twice.
     */
    static String wrong(String verdict, String words, String againKey) {
        String text = plain(words);
        int colon = text.indexOf(':');
        Locale locale = Messages.locale();
        if (colon > 0 && !verdict.isBlank()
                && text.substring(0, colon).toLowerCase(locale).strip().equals(verdict.strip().toLowerCase(locale))) {
            text = text.substring(colon + 1).strip();
        }
        return Messages.tr("problemUi.wrongFirst", verdict.strip(), text, againKey).strip();
    }
}
