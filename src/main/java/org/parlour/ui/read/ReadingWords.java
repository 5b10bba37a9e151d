package org.parlour.ui.read;

import java.util.ArrayList;
import java.util.List;
import org.parlour.tree.Nag;
import org.parlour.tree.ProblemRole;

/**
 * Glyphs and problem roles in words, for the reading pane: {@code !} is "Good move (!)", the
 * problem's key is "Key: the move that solves the problem". The terms are the annotators' and the
 * problemists' (docs/solver.md). Pure: no toolkit.
 */
public final class ReadingWords {
    private ReadingWords() {
    }

    /**
     * The words for one NAG, with its symbol in brackets.
     *
     * @param first  the first seat's name (e.g. "White"), for position judgements
     * @param second the second seat's name
     * @return e.g. "Good move (!)", "White is slightly better (⩲)"; "Glyph $n" for a NAG without words
     */
    public static String glyph(int nag, String first, String second) {
        String words = switch (nag) {
            case Nag.BRILLIANT -> "Brilliant move";
            case Nag.GOOD -> "Good move";
            case Nag.INTERESTING -> "Interesting move";
            case Nag.DUBIOUS -> "Dubious move";
            case Nag.MISTAKE -> "Mistake";
            case Nag.BLUNDER -> "Blunder";
            case 7 -> "Only move";
            case Nag.EQUAL -> "Equal position";
            case Nag.UNCLEAR -> "Unclear position";
            case Nag.FIRST_SLIGHTLY_BETTER -> first + " is slightly better";
            case Nag.SECOND_SLIGHTLY_BETTER -> second + " is slightly better";
            case Nag.FIRST_BETTER -> first + " is better";
            case Nag.SECOND_BETTER -> second + " is better";
            case Nag.FIRST_WINNING -> first + " is winning";
            case Nag.SECOND_WINNING -> second + " is winning";
            default -> "Glyph";
        };
        return words + " (" + Nag.symbol(nag) + ")";
    }

    /** The words for each of {@code nags}, in order (see {@link #glyph}). */
    public static List<String> glyphs(List<Integer> nags, String first, String second) {
        List<String> out = new ArrayList<>();
        for (int n : nags) {
            out.add(glyph(n, first, second));
        }
        return out;
    }

    /** The role's name, e.g. "Key", "Try", "Refutation". */
    public static String roleName(ProblemRole role) {
        String id = role.id();
        return Character.toUpperCase(id.charAt(0)) + id.substring(1);
    }

    /** The role's name and what it means, e.g. "Key: the move that solves the problem". */
    public static String role(ProblemRole role) {
        String meaning = switch (role) {
            case KEY -> "the move that solves the problem";
            case TRY -> "a move that looks like a solution but fails";
            case REFUTATION -> "the defence that defeats a try";
            case THREAT -> "what the key threatens to do next";
            case VARIATION -> "a defence and its answer";
            case COOK -> "an unintended second solution";
            case DUAL -> "an unintended second way to go on";
        };
        return roleName(role) + ": " + meaning;
    }
}
