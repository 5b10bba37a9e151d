package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;

/**
 * docs/user-guide.fr.md, the French user guide (Help &gt; User Guide in a French window), and
 * docs/user-guide.md cannot drift apart silently: the same sections and subsections, every key the
 * English guide names named the French window's way ({@code Ctrl+Shift+S} is {@code Ctrl+Maj+S},
 * {@code Delete} is {@code Suppr}, as {@link KeyNames} shows them), every menu, button and dialog
 * label it quotes in {@code «…»} or {@code **…**} one the French window shows
 * (messages_fr.properties), and French typography (a no-break space before {@code : ; ? !} and
 * inside {@code « »}, docs/glossary-fr.md).
 */
class UserGuideFrenchTest {
    static final Path ENGLISH = Path.of("docs/user-guide.md");
    static final Path FRENCH = Path.of("docs/user-guide.fr.md");
    private static final char NBSP = '\u00a0';

    /** A key as the guides write it: a chord with modifiers, or a function key. */
    private static final Pattern SHORTCUT = Pattern.compile(
            "(?<![\\w+])((?:(?:Ctrl|Alt|Shift|Cmd)\\+)+(?:F\\d{1,2}|PageUp|PageDown|Plus|Minus|Delete|Tab|[A-Z0-9←→↑↓?\\[\\]])|F\\d{1,2})(?![\\w])"
                    + "|`(PageUp|PageDown|Delete)`");

    @Test
    void theFrenchGuideHasTheSameSectionsAsTheEnglishOne() throws IOException {
        Map<Integer, Integer> en = headings(lines(ENGLISH));
        Map<Integer, Integer> fr = headings(lines(FRENCH));
        assertThat(en).as("the English guide has sections").containsKey(2);
        assertThat(fr).as("headings per level (level -> count) in %s against %s", FRENCH, ENGLISH).isEqualTo(en);
        assertThat(lines(FRENCH).get(0)).as("the title").startsWith("# Guide de l’utilisateur de Parlour");
    }

    @Test
    void everyKeyOfTheEnglishGuideIsInTheFrenchOneAsTheFrenchWindowNamesIt() throws IOException {
        String en = String.join("\n", prose(lines(ENGLISH)));
        String fr = String.join("\n", prose(lines(FRENCH)));
        Set<String> keys = new LinkedHashSet<>();
        Matcher m = SHORTCUT.matcher(en);
        while (m.find()) {
            keys.add(m.group(1) != null ? m.group(1) : m.group(2));
        }
        assertThat(keys).as("keys found in the English guide").contains("Ctrl+Shift+S", "Ctrl+PageUp", "Shift+F8", "F5");
        // Ctrl+Minus is not a key name of its own in the bundle: the ? list writes the three
        // reading-size keys as one text (keys.ctrl.plus.ctrl.minus.ctrl.0)
        String[] sizeEn = "Ctrl+Plus / Ctrl+Minus / Ctrl+0".split(" / ");
        String[] sizeFr = Messages.in(Locale.FRENCH, () -> KeyNames.shown("Ctrl+Plus / Ctrl+Minus / Ctrl+0")).split(" / ");
        Map<String, String> missing = new TreeMap<>();
        for (String key : keys) {
            int i = Arrays.asList(sizeEn).indexOf(key);
            String shown = i >= 0 ? sizeFr[i] : french(key);
            if (!Pattern.compile("(?<![\\w+])" + Pattern.quote(shown) + "(?![\\w])").matcher(fr).find()) {
                missing.put(key, shown);
            }
        }
        assertThat(missing).as("English key -> its French name, missing from %s", FRENCH).isEmpty();
    }

    @Test
    void theFrenchKeyTableNamesEveryKeyAsTheFrenchWindowDoes() throws IOException {
        List<String> lines = lines(FRENCH);
        int from = lines.indexOf("## Parcourir une partie");
        assertThat(from).as("the section").isNotNegative();
        Set<String> keys = new LinkedHashSet<>();
        for (String l : lines.subList(from + 1, lines.size())) {
            if (l.startsWith("## ")) {
                break;
            }
            if (l.startsWith("| ") && !l.startsWith("| Touche |")) {
                keys.addAll(Arrays.asList(l.substring(2, l.indexOf(" |", 1)).split(" / | ou ")));
            }
        }
        KeyMap map = new KeyMap();
        for (String id : WindowKeys.ACTIONS) {
            String shown = Messages.in(Locale.FRENCH, () -> KeyNames.of(map.action(id).orElseThrow().defaultChord()));
            assertThat(keys).as("%s (%s) in the French guide's key table", id, shown).contains(shown);
        }
        for (String english : List.of("Ctrl+N", "Ctrl+O", "Ctrl+S", "Ctrl+Shift+S", "Ctrl+Shift+P", "Ctrl+Shift+N")) {
            assertThat(keys).contains(french(english));
        }
    }

    /**
     * Quoted words that are no label of the window, each with its reason. Everything else quoted
     * in «…» or bold must be a text of messages_fr.properties (a label, a message: its
     * {@code {0}} places stand for any text) or a key.
     */
    private static final Map<String, String> NOT_LABELS = allowList(
            // the games, as the glossary keeps their names
            "Agora", "a game's name", "Tournament", "a game's name", "Conspirateurs", "a game's name",
            // emphasis: the guide's own rules, sentences of the guide, not of the window
            "Un fichier lu incomplètement n’est jamais écrasé sans question.", "a rule the guide states",
            "Un fichier modifié par un autre programme n’est pas non plus écrasé sans question.", "a rule the guide states",
            "Les exemples fournis ne sont jamais écrasés.", "a rule the guide states",
            "Une sauvegarde automatique périmée n’écrase jamais un travail plus récent.", "a rule the guide states",
            "Arrêté par le système", "a case the guide names",
            "Plusieurs fenêtres.", "a case the guide names",
            "Langues.", "a paragraph's name",
            "Le mode problème.", "a paragraph's name",
            "Scores.", "a paragraph's name",
            "Analyse.", "a paragraph's name",
            "Transpositions.", "a paragraph's name",
            "Fermer pendant une revue.", "a paragraph's name",
            "Jouer contre le moteur.", "a paragraph's name (the menu item is Jouer contre le moteur à partir d’ici)",
            "Jouer un coup", "an editing step the guide names", "Replier une variante", "an editing step the guide names",
            "Monter", "an editing step (the menu item is Monter la variante)",
            "descendre", "an editing step (the menu item is Descendre la variante)",
            "Copier", "an editing step (the menu items are Copier les coups, Couper les coups, Coller)",
            "couper", "an editing step", "coller", "an editing step",
            "Parties AbstractPlay", "a format the guide names", "Texte de partie", "a format the guide names",
            "mode", "the Training pane's modes, named after it",
            "graphique", "the evaluation graph, named by the guide",
            "tentative", "a word the guide defines",
            "accepter plusieurs réponses", "what a lesson question can do", "mauvaises réponses", "what a lesson question can do",
            "indice", "what a lesson question can carry",
            "bouton droit de la souris", "a mouse button", "bouton du milieu", "a mouse button",
            "vert", "a markup colour (the keys held)", "rouge", "a markup colour", "bleu", "a markup colour", "jaune", "a markup colour",
            "lecture automatique", "the toolbar's autoplay, named in a sentence (its button reads Lecture auto)",
            "la ligne principale de ce chapitre, avec un diagramme tous les N demi-coups",
            "the Export Diagram Sheet dialog's choice, its number field (N) in the middle",
            "les problèmes, avec leurs solutions sur les pages suivantes", "the same dialog's other choice, in a sentence",
            "Remplacer", "the file chooser's own button (the system's dialog)",
            "Strict movement", "AbstractPlay's variant name", "Quick start", "AbstractPlay's setup name",
            "à vous de jouer", "what a lesson question asks (the samples' texts)",
            "Noir joue", "a problem's statement (the samples' texts)",
            "deviner le coup", "chess magazines' name for it",
            "Who asks the judge", "a section of docs/review.md (English)", "Search", "a section of docs/review.md (English)",
            "Training", "a section of docs/learning.md (English)", "(c) Levels and evaluation", "a section of docs/benchmarks.md (English)",
            "Text in several languages", "a section of docs/notation.md (English)",
            "One problem a position", "a section of docs/benchmarks.md (English)",
            "Fichiers", "a section of this guide", "Revoir une partie", "a section of this guide",
            "...", "the status bar's mark for a cut message",
            "Suivant :", "the start of status.next (the line that names the next move)",
            "Un gain en 3 a été manqué : 14. e3xd4 gagne par force", "review.missedWin, without its proof's words",
            "Le solveur n’a pas pu conclure en 5 s (limite de temps)", "judge.undecidedIn",
            "aucun coup ne marche", "the end of problemUi.noHintHere",
            "même aidé, le but demande 3 coups", "part of judge.tooLong",
            "gain/perte en k demi-coups", "analysis.winIn and analysis.lossIn together",
            "(annulé)", "stop.cancelled in the analysis pane",
            "Enregistrer les modifications avant... ?", "edit.saveBefore, its {0} left out",
            "Après 12... c3-d4", "sheet.after",
            "Clé : le coup qui résout le problème", "reading.roleMeaning with reading.role.key and reading.means.key",
            "Bon coup (!)", "reading.good with its glyph",
            "Blanc a un léger avantage (⩲)", "reading.slightlyBetter with its glyph");

    @Test
    void everyLabelTheFrenchGuideQuotesIsATextOfTheFrenchWindow() throws IOException {
        List<Pattern> texts = frenchTexts();
        // code (`**gras**`, `Suivant :`) is no quote of a label
        String fr = String.join("\n", prose(lines(FRENCH))).replaceAll("``.+?``|`[^`\n]*`", "");
        Matcher m = Pattern.compile("«\\s*(.+?)\\s*»|\\*\\*(.+?)\\*\\*", Pattern.DOTALL).matcher(fr);
        Set<String> unknown = new LinkedHashSet<>();
        Set<String> used = new LinkedHashSet<>();
        int quoted = 0;
        while (m.find()) {
            String span = plain(m.group(1) != null ? m.group(1) : m.group(2));
            quoted++;
            if (NOT_LABELS.containsKey(span)) {
                used.add(span);
                continue;
            }
            if (isKey(span) || matchesAny(texts, span)) {
                continue;
            }
            // a menu path (Fichier → Nouvelle partie…), or two items (Thème clair / Thème sombre)
            for (String part : span.split(" → | > | / ")) {
                String p = part.trim();
                if (NOT_LABELS.containsKey(p)) {
                    used.add(p);
                } else if (!isKey(p) && !matchesAny(texts, p)) {
                    unknown.add(p);
                }
            }
        }
        assertThat(NOT_LABELS.keySet()).as("NOT_LABELS entries the guide no longer quotes: drop them").containsExactlyInAnyOrderElementsOf(used);
        assertThat(quoted).as("quoted labels in the French guide").isGreaterThan(100);
        assertThat(unknown).as("quoted in %s but no text of messages_fr.properties (or add it to NOT_LABELS with a reason)",
                FRENCH).isEmpty();
    }

    @Test
    void theFrenchGuideFollowsFrenchTypography() throws IOException {
        List<String> bad = new ArrayList<>();
        List<String> lines = prose(lines(FRENCH));
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            // a plain space before : ; ? ! after a word (a glyph list such as "?!, ? ou ??" is no punctuation)
            Matcher m = Pattern.compile("[\\p{L}\\d)»*_`] [:;?!](?=[\\s\\p{Punct}»]|$)").matcher(l);
            if (m.find() || l.contains("« ") || l.contains(" »") || l.contains("'")) {
                bad.add(l);
            }
        }
        assertThat(bad).as("lines of %s with a plain space before : ; ? ! or inside « », or a ' for ’", FRENCH).isEmpty();
        assertThat(Files.readString(FRENCH, StandardCharsets.UTF_8)).contains("«" + NBSP, NBSP + "»", NBSP + ":");
    }

    // ---

    static List<String> lines(Path p) throws IOException {
        return Files.readAllLines(p, StandardCharsets.UTF_8);
    }

    /** The lines outside fenced code blocks. */
    static List<String> prose(List<String> lines) {
        List<String> out = new ArrayList<>();
        boolean fence = false;
        for (String l : lines) {
            if (l.strip().startsWith("```")) {
                fence = !fence;
            } else if (!fence) {
                out.add(l);
            }
        }
        return out;
    }

    /** Level (1 for #, 2 for ##...) to the number of headings at that level. */
    static Map<Integer, Integer> headings(List<String> lines) {
        Map<Integer, Integer> count = new TreeMap<>();
        for (String l : prose(lines)) {
            Matcher m = Pattern.compile("^(#{1,6}) \\S").matcher(l);
            if (m.find()) {
                count.merge(m.group(1).length(), 1, Integer::sum);
            }
        }
        return count;
    }

    /** An English key as the French window shows it ({@link KeyNames}; PageUp is the table's PgUp). */
    static String french(String english) {
        String chord = english.replace("PageUp", "PgUp").replace("PageDown", "PgDn");
        return Messages.in(Locale.FRENCH, () -> KeyNames.shown(chord));
    }

    private static boolean isKey(String s) {
        return s.matches("(?:(?:Ctrl|Alt|Maj|Cmd)\\+)*(?:F\\d{1,2}|[A-Z0-9?⇄]|Échap|Entrée|Suppr|Pg\\.Préc|Pg\\.Suiv|Origine|Fin|Espace|Tab|Plus|Moins)")
                // glyphs and the scores' marks
                || s.matches("[!?]{1,2}|✓\\??|✗");
    }

    private static boolean matchesAny(List<Pattern> texts, String s) {
        return texts.stream().anyMatch(p -> p.matcher(s).matches());
    }

    /** A quoted text as compared: no-break spaces as spaces, no mnemonic, one space between words. */
    private static String plain(String s) {
        return s.replace(NBSP, ' ').replace('\u202f', ' ').replaceAll("\\s+", " ").strip();
    }

    /**
     * Every text of messages_fr.properties as a pattern: a mnemonic's {@code _} left out, a
     * menu's key after a tab left out, each {@code {0}} place (or choice) any text, {@code ''} a
     * quote; a text with fewer than three letters besides its places is left out.
     */
    static List<Pattern> frenchTexts() throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(Path.of("src/main/resources/org/parlour/messages_fr.properties"), StandardCharsets.UTF_8)) {
            p.load(r);
        }
        List<Pattern> out = new ArrayList<>();
        for (String v : p.stringPropertyNames().stream().map(p::getProperty).toList()) {
            String text = plain(v.replace("_", "").replaceAll("\t.*$", "")).replace("''", "'");
            StringBuilder re = new StringBuilder();
            StringBuilder literal = new StringBuilder();
            StringBuilder words = new StringBuilder();
            int depth = 0;
            for (char c : text.toCharArray()) {
                if (c == '{') {
                    if (depth == 0) {
                        re.append(Pattern.quote(literal.toString())).append(".+?");
                        literal.setLength(0);
                    }
                    depth++;
                } else if (c == '}' && depth > 0) {
                    depth--;
                } else if (depth == 0) {
                    literal.append(c);
                    words.append(c);
                }
            }
            re.append(Pattern.quote(literal.toString()));
            // a text that is mostly its places ({0} : {1}) would match any quote: left out
            if (words.toString().replaceAll("[^\\p{L}]", "").length() >= 3) {
                out.add(Pattern.compile(re.toString(), Pattern.DOTALL));
            }
        }
        return out;
    }

    private static Map<String, String> allowList(String... wordThenReason) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < wordThenReason.length; i += 2) {
            m.put(wordThenReason[i], wordThenReason[i + 1]);
        }
        return m;
    }
}
