package org.parlour.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every key of the bundles ({@code messages*.properties}, {@code cli/help*.properties}) is used by
 * the code in src/main: a string literal names it whole, or it is built at run time in one of the
 * ways listed here (kept short: a new way of building keys belongs in this list with the place that
 * builds it). English and French having the same keys is {@link MessagesTest}'s.
 */
class BundleKeysUsedTest {
    /**
     * Keys built as a prefix and a name (an enum constant, an id, a value): a key under one of these
     * prefixes counts as used. Each prefix with the place that builds it.
     */
    static final Map<String, String> BUILT = Map.ofEntries(
            Map.entry("ruleOption.", "ui.RuleTexts: an option's key, its value's slug and .help"),
            Map.entry("theme.", "ui.train.TrainerViewModel, mine.Themes: a problem's theme id"),
            Map.entry("sheet.verdict.", "export.DiagramSheet: a solution's verdict id"),
            Map.entry("verdict.", "problem.SolutionText: solver.Verdict's constants"),
            Map.entry("view.speed.", "ui.WindowMenus: the autoplay speeds"),
            Map.entry("train.mode.", "train.Mode's ids"),
            Map.entry("stop.", "solver.StopReason's constants"),
            Map.entry("sparring.level.", "ui.review.ReviewUi: review.Level's constants"),
            Map.entry("sparring.levelShort.", "review.Engine.Level.shortName: the level constants"),
            Map.entry("seat.", "core.Seat's constants"),
            Map.entry("reading.role.", "ui.read.ReadingWords: a node role's id"),
            Map.entry("reading.means.", "ui.read.ReadingWords: a node role's id"),
            Map.entry("moveList.role.", "ui.study.MoveRows, cli.ShowCommand: a node role's id"),
            Map.entry("edit.colour.", "study.TreeEdits: tree.Colour's ids"),
            Map.entry("ui.movePrompt.", "ui.WindowParts.movePrompt: a game's id"),
            Map.entry("quiz.hintPrompt.", "ui.edit.QuizDialog.hintPrompt: a game's id"),
            Map.entry("problemForm.goal.", "ui.edit.ProblemForm.goalName: a game's goal id"));

    /**
     * Prefixes of {@link Messages#text}: the key is the prefix and the slug of an English text made
     * in the code, so a key is used when a literal of src/main has that slug. Tournament's outcome
     * {@code "six " + seat + " guards on ring 1 without their queen on the throne"} is built from
     * pieces and named in {@link #BUILT_TEXTS}.
     */
    static final List<String> SLUGGED = List.of("keys", "outcome", "piece", "learn");

    /** English texts built from pieces and then looked up by {@link Messages#text}: the keys they make. */
    static final List<String> BUILT_TEXTS = List.of(
            "outcome.six.white.guards.on.ring.1.without.their.queen.on.the.throne",
            "outcome.six.black.guards.on.ring.1.without.their.queen.on.the.throne");

    /** study.TreeEdits.withFollowing: {@code key + ".following"} for an edit that takes later moves too. */
    static final String FOLLOWING = ".following";

    /**
     * No bundle names a key twice: {@code Properties} keeps the last, so the first is dead text
     * that reads as if it were used ({@code verdict.unknown} was both the solver's "unknown" and
     * the judge's "the search stopped ...", and only the second was ever shown).
     */
    @Test
    void noBundleDefinesAKeyTwice() throws IOException {
        List<String> twice = new ArrayList<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".properties")).toList()) {
                Set<String> seen = new HashSet<>();
                boolean continued = false;
                for (String line : Files.readAllLines(f)) {
                    boolean thisContinues = line.endsWith("\\") && !line.endsWith("\\\\");
                    String t = line.strip();
                    if (!continued && !t.isEmpty() && !t.startsWith("#") && !t.startsWith("!")) {
                        String key = t.split("\\s*[=:]", 2)[0].strip();
                        if (!seen.add(key)) {
                            twice.add(f.getFileName() + ": " + key);
                        }
                    }
                    continued = thisContinues;
                }
            }
        }
        assertEquals(List.of(), twice);
    }

    @Test
    void everyBundleKeyIsUsed() throws IOException {
        // scripts/library writes the shipped libraries' texts (a composed problem's source) with the bundles too
        Set<String> literals = literals(Path.of("src/main/java"));
        literals.addAll(literals(Path.of("scripts/library")));
        Set<String> slugs = new HashSet<>();
        for (String l : literals) {
            slugs.add(Messages.slug(l));
        }
        List<String> unused = new ArrayList<>();
        for (String key : new TreeSet<>(MessagesTest.bundle(Messages.BUNDLE, Locale.ENGLISH).keySet())) {
            if (!used(key, literals, slugs)) {
                unused.add(Messages.BUNDLE + ": " + key);
            }
        }
        for (String base : MessagesTest.HELP_BUNDLES) {
            for (String key : new TreeSet<>(MessagesTest.bundle(base, Locale.ENGLISH).keySet())) {
                if (!literals.contains(key) && !picocliKey(key)) {
                    unused.add(base + ": " + key);
                }
            }
        }
        assertEquals(List.of(), unused, "keys nothing in src/main or scripts/library uses: remove them from English and French");
    }

    @Test
    void everyWayOfBuildingStillBuildsAKey() {
        Set<String> keys = MessagesTest.bundle(Messages.BUNDLE, Locale.ENGLISH).keySet();
        for (String prefix : BUILT.keySet()) {
            assertTrue(keys.stream().anyMatch(k -> k.startsWith(prefix)), prefix + " builds no key any more: take it off the list");
        }
        for (String prefix : SLUGGED) {
            assertTrue(keys.stream().anyMatch(k -> k.startsWith(prefix + ".")), prefix + " builds no key any more");
        }
        assertTrue(keys.containsAll(BUILT_TEXTS), "a built text's key is gone: take it off the list");
    }

    @Test
    void theCheckSeesLiteralsOnlyInCode() {
        Set<String> found = literals("""
                // "in.a.comment"
                /* "in.a.block" */
                char q = '"'; String a = "a.key"; String b = "esc\\"aped\\u2026";
                String c = \"""
                    text block\""";
                """);
        assertEquals(Set.of("a.key", "esc\"aped\u2026", "text block"), found);
        Set<String> slugs = Set.of(Messages.slug("Home"));
        assertTrue(used("keys.home", Set.of(), slugs));
        assertTrue(!used("keys.end", Set.of(), slugs));
        assertTrue(used("edit.label.cut.following", Set.of("edit.label.cut"), slugs));
        assertTrue(!used("edit.label.gone", Set.of("edit.label.cut"), slugs));
    }

    static boolean used(String key, Set<String> literals, Set<String> slugs) {
        if (literals.contains(key) || BUILT_TEXTS.contains(key)) {
            return true;
        }
        if (key.endsWith(FOLLOWING) && literals.contains(key.substring(0, key.length() - FOLLOWING.length()))) {
            return true;
        }
        if (BUILT.keySet().stream().anyMatch(key::startsWith)) {
            return true;
        }
        int dot = key.indexOf('.');
        return dot > 0 && SLUGGED.contains(key.substring(0, dot)) && slugs.contains(key.substring(dot + 1));
    }

    /** picocli's own keys: {@code usage.*}, a command's {@code parlour.<name>.usage.*}, and the standard options'. */
    static boolean picocliKey(String key) {
        return key.startsWith("usage.") || key.matches("parlour\\.[a-z]+\\.usage\\..+") || key.equals("help") || key.equals("version");
    }

    static Set<String> literals(Path root) throws IOException {
        Set<String> out = new HashSet<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path p : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                out.addAll(literals(Files.readString(p)));
            }
        }
        return out;
    }

    /** The string literals and text blocks of a Java source, with their escapes (quote, backslash, n, t, r, uXXXX) undone. */
    static Set<String> literals(String src) {
        Set<String> out = new HashSet<>();
        int i = 0;
        int n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (c == '/' && i + 1 < n && src.charAt(i + 1) == '/') {
                i = src.indexOf('\n', i);
                i = i < 0 ? n : i;
            } else if (c == '/' && i + 1 < n && src.charAt(i + 1) == '*') {
                i = src.indexOf("*/", i + 2);
                i = i < 0 ? n : i + 2;
            } else if (c == '\'') {
                i++;
                while (i < n && src.charAt(i) != '\'') {
                    i += src.charAt(i) == '\\' ? 2 : 1;
                }
                i++;
            } else if (src.startsWith("\"\"\"", i)) {
                int end = src.indexOf("\"\"\"", i + 3);
                end = end < 0 ? n : end;
                String body = src.substring(src.indexOf('\n', i) + 1, end);
                out.add(body.stripIndent().strip());
                i = end + 3;
            } else if (c == '"') {
                StringBuilder s = new StringBuilder();
                i++;
                while (i < n && src.charAt(i) != '"') {
                    if (src.charAt(i) == '\\' && i + 1 < n) {
                        char e = src.charAt(i + 1);
                        if (e == 'u' && i + 5 < n) {
                            s.append((char) Integer.parseInt(src.substring(i + 2, i + 6), 16));
                            i += 6;
                        } else {
                            s.append(switch (e) {
                                case 'n' -> '\n';
                                case 't' -> '\t';
                                case 'r' -> '\r';
                                default -> e;
                            });
                            i += 2;
                        }
                    } else {
                        s.append(src.charAt(i++));
                    }
                }
                out.add(s.toString());
                i++;
            } else {
                i++;
            }
        }
        return out;
    }
}
