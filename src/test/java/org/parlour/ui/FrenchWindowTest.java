package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The main window in French: every visible text (menu items, labelled controls, tabs, tooltips,
 * prompt texts) comes from the French bundle, or is allowed as it is (move text, coordinates,
 * numbers, key names, proper names such as "Agora"), or is listed in
 * {@code still-english.txt} (texts not yet in the bundles; the list should shrink to nothing).
 */
@ExtendWith(ApplicationExtension.class)
class FrenchWindowTest {
    private MainView view;

    @Start
    void start(Stage stage) {
        Messages.setLocale(Locale.FRENCH);
        MainViewModel model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/french-window-test", 1180, 780);
        model.open(StudySession.fresh(Games.byId("agora").create()));
    }

    @AfterAll
    static void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    /** Proper names, language names and words that are the same in both languages. */
    private static final Set<String> SAME = Set.of("Agora", "Tournament", "Conspirateurs", "Parlour", "English", "Français",
            "Agon", "Markdown", "PNG", "GIF", "SVG", "PDF", "AbstractPlay", "Date", "Source", "Position", "Analyse", "Transpositions");
    /** Move text, coordinates, numbers, glyphs, key names: no word of three lower-case letters once key names are taken out. */
    private static final Pattern NO_WORDS = Pattern.compile("^[^a-zà-ÿ]*([a-zà-ÿ]{0,2}[^a-zà-ÿ]+)*[a-zà-ÿ]{0,2}$");

    /** The French names of keys (ui.KeyNames: Pg.Préc, Suppr...), allowed in a key text like Ctrl and Alt. */
    private static final List<String> FRENCH_KEY_NAMES = java.util.stream.Stream.of("pgup", "pgdn", "delete", "insert", "backspace",
            "home", "end", "space", "enter", "esc", "tab").map(k -> Messages.load(Locale.FRENCH).getString("keys." + k)).toList();

    static boolean allowedAsIs(String text) {
        String t = text.replace("_", "").strip();
        // rule options are shown in words of the language (niveaux : 0-2-5), not as the notation writes them
        if (t.isEmpty() || SAME.contains(t)) {
            return true;
        }
        // French names Shift "Maj": a "Shift" the window shows is English
        String noKeys = t.replaceAll("Ctrl|Alt|Maj", "");
        for (String name : FRENCH_KEY_NAMES) {
            noKeys = noKeys.replace(name, "");
        }
        return NO_WORDS.matcher(noKeys).matches();
    }

    /** Every bundle value of {@code locale} as a regular expression ({@code {n}} places match anything). */
    static List<Pattern> patterns(Locale locale) {
        ResourceBundle b = Messages.load(locale);
        List<Pattern> out = new ArrayList<>();
        for (String k : b.keySet()) {
            String v = b.getString(k).replace("''", "'");
            StringBuilder re = new StringBuilder("^");
            int i = 0;
            while (i < v.length()) {
                int open = v.indexOf('{', i);
                if (open < 0) {
                    re.append(Pattern.quote(v.substring(i)));
                    break;
                }
                re.append(Pattern.quote(v.substring(i, open)));
                int depth = 0;
                int j = open;
                for (; j < v.length(); j++) {
                    depth += v.charAt(j) == '{' ? 1 : v.charAt(j) == '}' ? -1 : 0;
                    if (depth == 0) {
                        break;
                    }
                }
                re.append("(?s:.*)");
                i = j + 1;
            }
            // a pattern that is mostly places ("{0}: {1}") would match anything: only words make a text French
            if (v.replaceAll("\\{[^{}]*(\\{[^{}]*\\}[^{}]*)*\\}", "").replaceAll("\\P{L}", "").length() >= 3) {
                out.add(Pattern.compile(re.append("$").toString()));
            }
        }
        return out;
    }

    static Set<String> stillEnglish() throws IOException {
        try (InputStream in = FrenchWindowTest.class.getResourceAsStream("still-english.txt")) {
            Set<String> out = new TreeSet<>();
            if (in != null) {
                new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                        .filter(l -> !l.isEmpty() && !l.startsWith("#")).forEach(out::add);
            }
            return out;
        }
    }

    /** The texts a person can see in the window and its menus. */
    static Set<String> visibleTexts(Parent root) {
        Set<String> out = new LinkedHashSet<>();
        walk(root, out);
        return out;
    }

    private static void walk(Node n, Set<String> out) {
        if (n instanceof Labeled l) {
            add(out, l.getText());
        }
        if (n instanceof Control c && c.getTooltip() != null) {
            add(out, c.getTooltip().getText());
        }
        // a tooltip made on the first hover (Deferred.tooltip): its text is the accessible help until then
        add(out, n.getAccessibleHelp());
        if (n instanceof TextInputControl t) {
            add(out, t.getPromptText());
        }
        if (n instanceof TabPane tp) {
            tp.getTabs().forEach(t -> {
                add(out, t.getText());
                if (t.getTooltip() != null) {
                    add(out, t.getTooltip().getText());
                }
                if (t.getContent() != null) {
                    walk(t.getContent(), out);
                }
                Deferred.pending(t).forEach(c -> walk(c, out));
            });
        }
        if (n instanceof MenuBar bar) {
            bar.getMenus().forEach(m -> menu(m, out));
        }
        if (n instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> walk(c, out));
        }
        // the panes put into the scene when first shown (Deferred): their texts are the window's too
        Deferred.pending(n).forEach(c -> walk(c, out));
    }

    private static void menu(MenuItem item, Set<String> out) {
        add(out, item.getText());
        if (item.getAccelerator() != null) {
            // what the menu shows beside the item (JavaFX's getDisplayText is English: KeyNames names it)
            add(out, item.getAccelerator().getDisplayText());
        }
        if (item instanceof Menu m) {
            m.getItems().forEach(i -> menu(i, out));
        }
    }

    private static void add(Set<String> out, String text) {
        if (text != null && !text.isBlank()) {
            out.add(text);
        }
    }

    @Test
    void everyVisibleTextIsFrench(FxRobot robot) throws IOException {
        Set<String> texts = new LinkedHashSet<>();
        robot.interact(() -> texts.addAll(visibleTexts(view.root())));
        assertThat(texts).as("the walk sees the menus and the status bar").hasSizeGreaterThan(80)
                .contains("_Fichier", "Blanc au trait", "Position de départ");
        assertThat(notFrench(texts)).as("add the text to messages.properties and messages_fr.properties"
                + " (or, for now, to src/test/resources/org/parlour/ui/still-english.txt)").isEmpty();
    }

    /**
     * The menu bar's titles in French each have their own mnemonic, a plain letter (Alt+letter):
     * Étude had É (Alt+é, a key few keyboards have), Apprendre shared A with Affichage and Aide
     * shared D with Édition (a new user's trial).
     */
    @Test
    void theMenuTitlesHavePlainLettersEachItsOwn(FxRobot robot) {
        List<String> titles = new ArrayList<>();
        robot.interact(() -> robot.lookup(".menu-bar").queryAll().stream().filter(MenuBar.class::isInstance)
                .forEach(b -> ((MenuBar) b).getMenus().forEach(m -> titles.add(m.getText()))));
        assertThat(titles).as("the window's menus").hasSize(7).contains("_Fichier", "É_tude");
        Set<Character> letters = new java.util.HashSet<>();
        for (String t : titles) {
            int u = t.indexOf('_');
            assertThat(u).as("%s has a mnemonic", t).isGreaterThanOrEqualTo(0).isLessThan(t.length() - 1);
            char c = Character.toLowerCase(t.charAt(u + 1));
            assertThat(c).as("%s: a plain letter", t).isBetween('a', 'z');
            assertThat(letters.add(c)).as("%s: %s is another menu's", t, c).isTrue();
        }
    }

    /**
     * The texts of {@code texts} that are neither from the French bundle nor allowed as they are
     * nor listed in {@code still-english.txt}, each with why.
     */
    static List<String> notFrench(Collection<String> texts) throws IOException {
        List<Pattern> french = patterns(Locale.FRENCH);
        ResourceBundle en = Messages.load(Locale.ENGLISH);
        ResourceBundle fr = Messages.load(Locale.FRENCH);
        Set<String> englishOnly = new TreeSet<>();
        for (String k : en.keySet()) {
            String e = en.getString(k).replace("''", "'");
            if (!e.equals(fr.getString(k)) && !e.contains("{")) {
                englishOnly.add(e);
            }
        }
        Set<String> allowed = stillEnglish();
        List<String> bad = new ArrayList<>();
        for (String shown : texts) {
            // a menu item's key hint after a tab, and an action's key in brackets, are added to the bundle's text
            String t = shown.replaceAll("\t.*$", "").replaceAll(" \\((Ctrl|Maj|Shift|Alt)\\+[^)]*\\)$", "");
            boolean fromBundle = french.stream().anyMatch(p -> p.matcher(t).matches() || p.matcher(shown).matches())
                    || madeOfFrench(t, french);
            if (allowed.contains(t)) {
                continue;
            }
            if (englishOnly.contains(t) && !allowedAsIs(t)) {
                bad.add("English where the bundle has French: " + t);
            } else if (!fromBundle && !allowedAsIs(t) && !allowed.contains(t)) {
                bad.add("not from a bundle: " + t);
            }
        }
        return bad;
    }

    /**
     * A list the window joins from bundle texts, such as the rule options in the status bar
     * ({@code niveaux : 0-2-5, pièce isolée : non}): every part between {@code ", "} and
     * {@code " : "} is a whole French bundle text or allowed as it is.
     */
    private static boolean madeOfFrench(String text, List<Pattern> french) {
        if (!text.contains(", ") && !text.contains("\u00a0: ")) {
            return false;
        }
        return java.util.Arrays.stream(text.split(", |\u00a0: ")).allMatch(part -> allowedAsIs(part)
                || french.stream().anyMatch(p -> p.pattern().equals("^" + Pattern.quote(part) + "$")));
    }

    @Test
    void theCheckCatchesEnglish() throws IOException {
        assertThat(allowedAsIs("b1-c2")).isTrue();
        assertThat(allowedAsIs("12. b1xc3")).isTrue();
        assertThat(allowedAsIs("Ctrl+← / Ctrl+→")).isTrue();
        assertThat(allowedAsIs("Agora")).isTrue();
        assertThat(allowedAsIs("Start position")).isFalse();
        assertThat(allowedAsIs("tiers=0-2-5, isolated=off")).isFalse();
        assertThat(allowedAsIs("Shift+F8")).isFalse();
        assertThat(allowedAsIs("Maj+F8")).isTrue();
        assertThat(allowedAsIs("Ctrl+Pg.Préc")).isTrue();
        assertThat(allowedAsIs("Page Up")).isFalse();
        assertThat(notFrench(List.of("niveaux\u00a0: 0-2-5, pièce isolée\u00a0: non"))).isEmpty();
        assertThat(notFrench(List.of("tiers=0-2-5, isolated=off", "niveaux\u00a0: 0-2-5, isolated\u00a0: off"))).hasSize(2);
        assertThat(allowedAsIs("_Open…")).isFalse();
        List<Pattern> french = patterns(Locale.FRENCH);
        assertThat(french.stream().anyMatch(p -> p.matcher("Blanc au trait").matches())).isTrue();
        assertThat(french.stream().anyMatch(p -> p.matcher("White to move").matches())).isFalse();
    }
}
