package org.parlour.tree;

import java.util.Map;
import java.util.Optional;

/**
 * Numeric Annotation Glyphs (NAGs) of the PGN standard (1994, §10), the numbers that stand
 * for the symbols {@code !}, {@code ?}, {@code ±} and so on. A node carries at most one
 * {@linkplain #isMoveGlyph move glyph} (1 to 6), at most one {@linkplain #isPositionGlyph
 * position glyph} (10, 13 to 19) and any number of others (1 to 255).
 */
public final class Nag {
    /** !: good move. */
    public static final int GOOD = 1;
    /** ?: mistake. */
    public static final int MISTAKE = 2;
    /** !!: brilliant move. */
    public static final int BRILLIANT = 3;
    /** ??: blunder. */
    public static final int BLUNDER = 4;
    /** !?: interesting move. */
    public static final int INTERESTING = 5;
    /** ?!: dubious move. */
    public static final int DUBIOUS = 6;
    /** =: equal position. */
    public static final int EQUAL = 10;
    /** ∞: unclear position. */
    public static final int UNCLEAR = 13;
    /** +=: first seat slightly better. */
    public static final int FIRST_SLIGHTLY_BETTER = 14;
    /** =+: second seat slightly better. */
    public static final int SECOND_SLIGHTLY_BETTER = 15;
    /** ±: first seat better. */
    public static final int FIRST_BETTER = 16;
    /** ∓: second seat better. */
    public static final int SECOND_BETTER = 17;
    /** +-: first seat winning. */
    public static final int FIRST_WINNING = 18;
    /** -+: second seat winning. */
    public static final int SECOND_WINNING = 19;

    private static final Map<Integer, String> SYMBOLS = Map.ofEntries(
            Map.entry(1, "!"), Map.entry(2, "?"), Map.entry(3, "!!"), Map.entry(4, "??"), Map.entry(5, "!?"),
            Map.entry(6, "?!"), Map.entry(7, "□"), Map.entry(10, "="), Map.entry(13, "∞"), Map.entry(14, "⩲"),
            Map.entry(15, "⩱"), Map.entry(16, "±"), Map.entry(17, "∓"), Map.entry(18, "+−"), Map.entry(19, "−+"),
            Map.entry(22, "⨀"), Map.entry(23, "⨀"), Map.entry(32, "⟳"), Map.entry(33, "⟳"), Map.entry(36, "↑"),
            Map.entry(37, "↑"), Map.entry(40, "→"), Map.entry(41, "→"), Map.entry(132, "⇆"), Map.entry(133, "⇆"),
            Map.entry(140, "∆"), Map.entry(146, "N"));
    private static final Map<String, Integer> ASCII = Map.ofEntries(
            Map.entry("!", 1), Map.entry("?", 2), Map.entry("!!", 3), Map.entry("??", 4), Map.entry("!?", 5),
            Map.entry("?!", 6), Map.entry("=", 10), Map.entry("∞", 13), Map.entry("+=", 14), Map.entry("=+", 15),
            Map.entry("+/-", 16), Map.entry("±", 16), Map.entry("-/+", 17), Map.entry("∓", 17), Map.entry("+-", 18),
            Map.entry("-+", 19));

    private Nag() {
    }

    /** True for 1 to 6: {@code ! ? !! ?? !? ?!}. */
    public static boolean isMoveGlyph(int nag) {
        return nag >= 1 && nag <= 6;
    }

    /** True for 10, 13 to 19: {@code = ∞ += =+ ± ∓ +- -+}. */
    public static boolean isPositionGlyph(int nag) {
        return nag == 10 || (nag >= 13 && nag <= 19);
    }

    /** True for a number a node may carry: 1 to 255. */
    public static boolean isValid(int nag) {
        return nag >= 1 && nag <= 255;
    }

    /** The symbol people read, e.g. {@code !?} for 5 or {@code ±} for 16; {@code $n} when it has none. */
    public static String symbol(int nag) {
        return SYMBOLS.getOrDefault(nag, "$" + nag);
    }

    /**
     * The NAG for an ASCII or Unicode symbol as people type it ({@code !?}, {@code +-}, {@code ±})
     * or a {@code $n} token.
     */
    public static Optional<Integer> parse(String symbol) {
        if (symbol.startsWith("$")) {
            if (!symbol.substring(1).chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                // ASCII digits only: Integer.parseInt also reads other scripts' digits
                return Optional.empty();
            }
            try {
                int n = Integer.parseInt(symbol.substring(1));
                return isValid(n) ? Optional.of(n) : Optional.empty();
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }
        return Optional.ofNullable(ASCII.get(symbol));
    }
}
