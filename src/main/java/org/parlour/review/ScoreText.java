package org.parlour.review;

import org.parlour.core.Messages;

/**
 * A score in pieces as people read it, in the one form every part of the window shows: the
 * evaluation graph's scale, the review's evidence on a mistake ("+2.00 for White"), the
 * analysis pane and the judge's verdicts ("1.40 lost"). Two decimals (hundredths, the unit of
 * every score: docs/review.md), the language's decimal mark ({@link Messages#locale()}:
 * {@code +3.30} in English, {@code +3,30} in French), a plus sign on a gain and the minus sign
 * U+2212 on a loss. Stored evaluations ({@code "+0.35"} in a record, docs/notation.md) keep
 * their own form: this is only for reading. Toolkit-free.
 */
public final class ScoreText {
    /** The minus sign written before a negative score (U+2212, not the hyphen). */
    public static final String MINUS = "\u2212";

    private ScoreText() {
    }

    /**
     * {@code hundredths} / 100 with its sign: {@code +3.30}, {@code −16.40}, {@code 0.00} (no sign
     * on zero), in the language of the texts.
     */
    public static String signed(int hundredths) {
        String sign = hundredths > 0 ? "+" : hundredths < 0 ? MINUS : "";
        return sign + amount(hundredths);
    }

    /** The size of {@code hundredths} / 100 without a sign: {@code 1.40} ({@code 1,40} in French). */
    public static String amount(int hundredths) {
        long a = Math.abs((long) hundredths);
        return String.format(Messages.locale(), "%d%s%02d", a / 100, decimalMark(), a % 100);
    }

    /**
     * A stored evaluation's value ({@link org.parlour.tree.Evaluation#value}: {@code +0.35},
     * {@code -2}, {@code #3}, {@code #-3}, {@code =}) as people read it, in the form of the
     * review's other words: {@code +0.35}, {@code −2.00} ({@link #signed}: U+2212, the language's
     * decimal mark), {@code #3}, {@code #−3}, {@code =}. A value of another form is returned as it
     * is. The stored value itself is not changed (it stays parseable: docs/notation.md).
     */
    public static String ofStored(String value) {
        if (value.matches("[+-]?[0-9]{1,7}(\\.[0-9]{1,2})?")) {
            return signed(new java.math.BigDecimal(value).movePointRight(2).intValueExact());
        }
        if (value.matches("#-[0-9]+")) {
            return "#" + MINUS + value.substring(2);
        }
        return value;
    }

    /** The language's decimal mark: {@code .} in English, {@code ,} in French. */
    private static String decimalMark() {
        return String.valueOf(java.text.DecimalFormatSymbols.getInstance(Messages.locale()).getDecimalSeparator());
    }
}
