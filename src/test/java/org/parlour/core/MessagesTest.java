package org.parlour.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The bundles: both languages have the same keys, and every value is a well-formed pattern. */
class MessagesTest {
    /** Every bundle of Parlour, by base name; MessageFormat says whether its values are patterns. */
    static final List<String> PATTERN_BUNDLES = List.of(Messages.BUNDLE);
    /** picocli's help texts use String.format ({@code %n}), not MessageFormat. */
    static final List<String> HELP_BUNDLES = List.of("org.parlour.cli.help");

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    static ResourceBundle bundle(String base, Locale l) {
        return ResourceBundle.getBundle(base, l.equals(Locale.ENGLISH) ? Locale.ROOT : l, Messages.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    @Test
    void everyKeyIsInBothLanguages() {
        List<String> problems = new ArrayList<>();
        for (String base : concat(PATTERN_BUNDLES, HELP_BUNDLES)) {
            Set<String> en = new TreeSet<>(bundle(base, Locale.ENGLISH).keySet());
            Set<String> fr = new TreeSet<>(bundle(base, Locale.FRENCH).keySet());
            assertTrue(en.size() > 10, base + " has keys");
            for (String k : en) {
                if (!fr.contains(k)) {
                    problems.add(base + ": " + k + " is English only");
                }
            }
            for (String k : fr) {
                if (!en.contains(k)) {
                    problems.add(base + ": " + k + " is French only");
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void everyValueIsAPatternWithBalancedBracesAndDoubledApostrophes() {
        List<String> problems = new ArrayList<>();
        for (Locale l : Messages.LANGUAGES) {
            for (String base : PATTERN_BUNDLES) {
                ResourceBundle b = bundle(base, l);
                for (String k : b.keySet()) {
                    String why = patternProblem(b.getString(k));
                    if (why != null) {
                        problems.add(base + "_" + l + ": " + k + ": " + why);
                    }
                }
            }
            for (String base : HELP_BUNDLES) {
                ResourceBundle b = bundle(base, l);
                for (String k : b.keySet()) {
                    String v = b.getString(k);
                    if (v.replace("%%", "").replace("%n", "").contains("%")) {
                        problems.add(base + "_" + l + ": " + k + ": a % that is not %n or %%");
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /** Why {@code value} is not a pattern as the bundle rules want it, or null. */
    static String patternProblem(String value) {
        String noQuotes = value.replace("''", "");
        if (noQuotes.indexOf('\'') >= 0) {
            return "a single apostrophe (write '' for one)";
        }
        int depth = 0;
        for (char c : noQuotes.toCharArray()) {
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
            }
            if (depth < 0 || depth > 2) {
                return "unbalanced braces";
            }
        }
        if (depth != 0) {
            return "unbalanced braces";
        }
        try {
            new MessageFormat(value);
        } catch (IllegalArgumentException e) {
            return "not a MessageFormat pattern: " + e.getMessage();
        }
        return null;
    }

    @Test
    void theCheckCatchesBadPatterns() {
        assertTrue(patternProblem("can't") != null);
        assertTrue(patternProblem("line {0") != null);
        assertTrue(patternProblem("line 0}") != null);
        assertEquals(null, patternProblem("can''t open ''{0}'' at {1}"));
    }

    @Test
    void onePartNotLoadedIsSpokenOfInTheSingular() {
        Messages.setLocale(Locale.ENGLISH);
        String one = Messages.tr("document.partly", "g.json", 1, "$.moves[3].move: bad");
        assertTrue(one.contains("1 problem when it was opened, and what it names was not loaded ($.moves[3].move: bad)"), one);
        String two = Messages.tr("document.partly", "g.json", 2, "$.moves[3].move: bad");
        assertTrue(two.contains("2 problems when it was opened, and what they name was not loaded (first: $.moves[3].move: bad)"), two);
        Messages.setLocale(Locale.FRENCH);
        String un = Messages.tr("document.partly", "g.json", 1, "$.x");
        assertTrue(un.contains("ce qu\u2019il d\u00e9signe n\u2019a pas \u00e9t\u00e9 charg\u00e9 ($.x)"), un);
        String trois = Messages.tr("document.partly", "g.json", 3, "$.x");
        assertTrue(trois.contains("(premier\u00a0: $.x)"), trois);
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void argumentsFillPlacesAndNumbersStayPlain() {
        Messages.setLocale(Locale.FRENCH);
        assertEquals(Locale.FRENCH, Messages.locale());
        String fr = Messages.tr("cli.play.bad", 12345, "e4", "");
        assertTrue(fr.contains("12345") && fr.contains("e4"), fr);
        Messages.setLocale(Locale.ENGLISH);
        String en = Messages.tr("cli.play.bad", 12345, "e4", "");
        assertTrue(en.contains("12345") && en.contains("e4") && !en.equals(fr), en);
        assertEquals("no.such.key", Messages.tr("no.such.key"));
    }

    @Test
    void englishWhateverTheSystemLocale() {
        Messages.setLocale(Locale.ENGLISH); // first use reads the system locale: before it changes
        Locale before = Locale.getDefault();
        try {
            Locale.setDefault(Locale.FRANCE);
            assertEquals(Locale.ROOT, Messages.load(Locale.ENGLISH).getLocale());
            assertEquals(Locale.FRENCH, Messages.load(Locale.CANADA_FRENCH).getLocale());
            assertEquals(Locale.ENGLISH, Messages.supported(Locale.GERMAN));
        } finally {
            Locale.setDefault(before);
        }
    }

    private static List<String> concat(List<String> a, List<String> b) {
        List<String> out = new ArrayList<>(a);
        out.addAll(b);
        return out;
    }
}
