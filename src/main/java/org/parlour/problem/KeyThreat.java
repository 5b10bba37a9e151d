package org.parlour.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.Messages;

/**
 * The threat a key's comment states, as {@link SolutionWriter} writes it ("Key. Threat: b4xb3.",
 * "Clé. Menace : c5-b6 (en 2)."; the bundle's {@code writer.threat} in any of
 * {@link Messages#LANGUAGES}). The threat is the solving side's next move had the defence passed:
 * a move still to find while the problem is being solved, so a judgement withholds it until the
 * problem is solved (a new user's trial: "Right — Key. Threat: b4xb3." after 1. a3xb4 gave the
 * second move away, and after the defence played 1...b3-a2 b4xb3 was not even legal).
 *
 * <p>Pure text: no JavaFX, no file system.
 */
public record KeyThreat(String withoutThreat, Optional<String> threat) {
    /** A space of any kind: a comment typed by hand may have "Menace :" with a plain space. */
    private static final String SPACE = "[\\s\\u00a0\\u202f]";

    private static final List<Pattern> PATTERNS = patterns();

    /**
     * Splits {@code comment} into its words without the threat (trimmed) and the threat's moves
     * ("b4xb3", "c5-b6 (in 2)"); a comment without a threat comes back whole, with no threat.
     */
    public static KeyThreat of(String comment) {
        for (Pattern p : PATTERNS) {
            Matcher m = p.matcher(comment);
            if (m.find()) {
                String rest = (comment.substring(0, m.start()).stripTrailing() + " " + comment.substring(m.end()).stripLeading()).strip();
                return new KeyThreat(rest, Optional.of(m.group(1).strip()));
            }
        }
        return new KeyThreat(comment, Optional.empty());
    }

    /** {@code words} literally, but any run of spaces in them matching any run of spaces. */
    private static String loose(String words) {
        List<String> parts = new ArrayList<>();
        for (String part : words.split(SPACE + "+", -1)) {
            parts.add(Pattern.quote(part));
        }
        return String.join(SPACE + "*", parts);
    }

    private static List<Pattern> patterns() {
        List<Pattern> out = new ArrayList<>();
        for (Locale l : Messages.LANGUAGES) {
            String form = Messages.load(l).getString("writer.threat");
            int at = form.indexOf("{0}");
            if (at < 0) {
                continue;
            }
            String before = form.substring(0, at).strip();
            String after = form.substring(at + 3).strip();
            out.add(Pattern.compile(SPACE + "*" + loose(before) + SPACE + "*(.+?)" + Pattern.quote(after) + "(?=\\s|$)"));
        }
        return List.copyOf(out);
    }
}
