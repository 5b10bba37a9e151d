package org.parlour.study;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.Messages;

/**
 * The refusals of the tree's value types ({@code tree.Colour}, {@code ProblemRole},
 * {@code Evaluation}, {@code NodeData}, {@code Mark}), which import nothing but {@code java.*}
 * and so speak English, in the language of {@link Messages} when a reader reports them. English
 * comes back unchanged; a French text is made from the bundle's {@code tree.*} key whose English
 * pattern the message matches, with the same arguments. Called only on the error path.
 */
public final class TreeMessages {
    private record Known(Pattern english, String key) {
    }

    private static final List<Known> KNOWN = List.of(
            known("unknown colour '(.*)' \\(expected green, red, blue or yellow\\)", "tree.unknownColour"),
            known("unknown problem role '(.*)' \\(expected key, try, refutation, threat, variation, cook or dual\\)", "tree.unknownRole"),
            known("evaluation '(.*)': expected a signed score \\(\\+0\\.35\\), #n, #-n or =", "tree.badEvaluation"),
            known("evaluation depth must be >= 0, got (.*)", "tree.negativeDepth"),
            known("NAG (.*) is outside 1\\.\\.255", "tree.nagRange"),
            known("at most one move glyph \\(1-6\\) per move, got (.*)", "tree.twoMoveGlyphs"),
            known("at most one position glyph \\(10, 13-19\\) per move, got (.*)", "tree.twoPositionGlyphs"),
            known("label on (.*): empty text", "tree.emptyLabel"),
            known("bad cell name '(.*)'", "tree.badCell"),
            known("bad move text '(.*)': expected one token without spaces", "tree.badMoveText"));

    private TreeMessages() {
    }

    private static Known known(String english, String key) {
        return new Known(Pattern.compile(english, Pattern.DOTALL), key);
    }

    /** The exception's message in the current language (English: unchanged). */
    public static String of(Throwable ex) {
        String m = String.valueOf(ex.getMessage());
        if (!Messages.french()) {
            return m;
        }
        for (Known k : KNOWN) {
            Matcher x = k.english().matcher(m);
            if (x.matches()) {
                Object[] args = new Object[x.groupCount()];
                for (int i = 0; i < args.length; i++) {
                    args[i] = x.group(i + 1);
                }
                return Messages.tr(k.key(), args);
            }
        }
        return m;
    }
}
