package org.parlour.tree;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IllformedLocaleException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A reader-facing text (a comment, a hint, feedback, a statement, a title, a label) in one or
 * more languages: an immutable value with value equality (docs/notation.md, "Text in several
 * languages").
 *
 * <p>Two shapes, and the value remembers which one it was read as, so a file writes back as it
 * was read:
 * <ul>
 *   <li><b>plain</b>: one text without a language tag, the JSON string of every file before
 *       languages came. It is in <em>the record's language</em> (the record's {@code meta}
 *       {@code language}, possibly unknown).</li>
 *   <li><b>by language</b>: an ordered map from BCP 47 language tag ({@code en}, {@code fr},
 *       {@code pt-BR}; RFC 5646) to text, the JSON object {@code {"en": "Text", "fr": "Texte"}}.
 *       The order is the author's; tags are unique ignoring case. The tag {@code und}
 *       (undetermined) is given to a plain text of a record with no language when a second
 *       language is added to it.</li>
 * </ul>
 *
 * <p><b>Which text a reader sees</b> ({@link #pick}): the text in the reader's language (the
 * exact tag, else the first whose primary language matches: {@code fr-CA} reads {@code fr}),
 * else the text in the record's language (matched the same way), else the first non-empty text.
 * A plain text is the only text there is, so it is always the one picked. Empty texts are never
 * picked while another language has text.
 */
public final class LocalText {
    private static final LocalText EMPTY = new LocalText("", null, null);
    /** BCP 47 "undetermined": the tag of a plain text whose language nobody gave. */
    public static final String UNDETERMINED = "und";

    /** The plain text, or null when by language. */
    private final String plain;
    private final String[] tags;
    private final String[] texts;

    private LocalText(String plain, String[] tags, String[] texts) {
        this.plain = plain;
        this.tags = tags;
        this.texts = texts;
    }

    /** The empty plain text (no comment, no title). */
    public static LocalText empty() {
        return EMPTY;
    }

    /** A plain text (today's JSON string): in the record's language. */
    public static LocalText plain(String text) {
        Objects.requireNonNull(text, "text");
        return text.isEmpty() ? EMPTY : new LocalText(text, null, null);
    }

    /**
     * A text by language, in the map's order. An empty map is the empty plain text.
     *
     * @throws IllegalArgumentException for a tag that is not a well-formed BCP 47 tag, or a tag
     *                                  repeated (ignoring case)
     */
    public static LocalText of(Map<String, String> byTag) {
        if (byTag.isEmpty()) {
            return EMPTY;
        }
        String[] tags = new String[byTag.size()];
        String[] texts = new String[byTag.size()];
        int i = 0;
        for (Map.Entry<String, String> e : byTag.entrySet()) {
            String tag = Objects.requireNonNull(e.getKey(), "tag");
            requireTag(tag);
            for (int j = 0; j < i; j++) {
                if (tags[j].equalsIgnoreCase(tag)) {
                    throw new IllegalArgumentException("the language " + tag + " is given twice");
                }
            }
            tags[i] = tag;
            texts[i] = Objects.requireNonNull(e.getValue(), "text");
            i++;
        }
        return new LocalText(null, tags, texts);
    }

    /** {@code of(Map.of(tag, text))} in order: {@code of("en", "Text", "fr", "Texte")}. */
    public static LocalText of(String... tagsAndTexts) {
        if (tagsAndTexts.length % 2 != 0) {
            throw new IllegalArgumentException("expected tag, text pairs");
        }
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < tagsAndTexts.length; i += 2) {
            if (m.put(tagsAndTexts[i], tagsAndTexts[i + 1]) != null) {
                throw new IllegalArgumentException("the language " + tagsAndTexts[i] + " is given twice");
            }
        }
        return of(m);
    }

    /**
     * True when {@code tag} is a well-formed BCP 47 language tag (RFC 5646: {@code en}, {@code fr},
     * {@code pt-BR}, {@code und}) whose primary language is a language code: two letters of ISO
     * 639-1 ({@link Locale#getISOLanguages()}) or three letters (ISO 639-2/3). So {@code en_US},
     * {@code english} and {@code xx} are refused (the last two are well-formed, {@link #isWellFormed}, but name no
     * registered language).
     */
    public static boolean isTag(String tag) {
        if (tag == null || tag.isEmpty()) {
            return false;
        }
        try {
            new Locale.Builder().setLanguageTag(tag);
        } catch (IllformedLocaleException ex) {
            return false;
        }
        String language = primary(tag).toLowerCase(Locale.ROOT);
        return language.length() == 3 || language.length() == 2 && ISO_639_1.contains(language);
    }

    private static final java.util.Set<String> ISO_639_1 = java.util.Set.of(Locale.getISOLanguages());

    /**
     * True when {@code tag} is a well-formed BCP 47 language tag (RFC 5646 syntax), whatever its
     * language: {@code xx} and {@code english} are well-formed, {@code en_US} and {@code zz_ZZ}
     * are not. {@link #isTag} also wants a language code that is registered.
     */
    public static boolean isWellFormed(String tag) {
        if (tag == null || tag.isEmpty()) {
            return false;
        }
        try {
            new Locale.Builder().setLanguageTag(tag);
            return true;
        } catch (IllformedLocaleException ex) {
            return false;
        }
    }

    /** The primary language subtag of a tag ({@code pt} of {@code pt-BR}), as written. */
    public static String primaryLanguage(String tag) {
        return primary(tag);
    }

    private static void requireTag(String tag) {
        if (!isTag(tag)) {
            throw new IllegalArgumentException("\"" + tag + "\" is not a BCP 47 language tag (such as en, fr or pt-BR)");
        }
    }

    /** True for a plain text (a JSON string), false for a text by language (a JSON object). */
    public boolean isPlain() {
        return plain != null;
    }

    /**
     * True for the empty plain text only: nothing to write (a JSON object is written even when
     * its texts are empty, as it was read).
     */
    public boolean isAbsent() {
        return this == EMPTY;
    }

    /** True when no language has any text. */
    public boolean isEmpty() {
        if (plain != null) {
            return plain.isEmpty();
        }
        for (String t : texts) {
            if (!t.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    /** The plain text; for a text by language the first non-empty text (the first text when all are empty). */
    public String anyText() {
        if (plain != null) {
            return plain;
        }
        for (String t : texts) {
            if (!t.isEmpty()) {
                return t;
            }
        }
        return texts[0];
    }

    /** The texts by tag in the author's order; empty for a plain text. */
    public Map<String, String> byTag() {
        if (plain != null) {
            return Map.of();
        }
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < tags.length; i++) {
            m.put(tags[i], texts[i]);
        }
        return Collections.unmodifiableMap(m);
    }

    /**
     * The languages that have text, as tags in order: for a plain text the record's language
     * ({@code recordLanguage}; none when that is empty), else the tags with non-empty text.
     */
    public List<String> languages(String recordLanguage) {
        if (plain != null) {
            return plain.isEmpty() || recordLanguage == null || recordLanguage.isEmpty() ? List.of() : List.of(recordLanguage);
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < tags.length; i++) {
            if (!texts[i].isEmpty()) {
                out.add(tags[i]);
            }
        }
        return out;
    }

    /**
     * The text in exactly this language (by {@link #find}'s matching), if it has text. A plain
     * text has the record's language; with the record's language unknown it matches nothing.
     */
    public Optional<String> in(String tag, String recordLanguage) {
        if (plain != null) {
            return !plain.isEmpty() && recordLanguage != null && !recordLanguage.isEmpty() && sameLanguage(tag, recordLanguage)
                    ? Optional.of(plain) : Optional.empty();
        }
        int i = find(tag);
        return i < 0 ? Optional.empty() : Optional.of(texts[i]);
    }

    /**
     * The text a reader of {@code reader} sees: in the reader's language, else in the record's
     * language ({@code recordLanguage}, a BCP 47 tag or empty when unknown), else the first
     * non-empty one (class comment). Empty only when the whole text is.
     */
    public String pick(Locale reader, String recordLanguage) {
        if (plain != null) {
            return plain;
        }
        int i = reader == null ? -1 : find(reader.toLanguageTag());
        if (i < 0 && recordLanguage != null && !recordLanguage.isEmpty()) {
            i = find(recordLanguage);
        }
        return i < 0 ? anyText() : texts[i];
    }

    /**
     * The language of the text {@link #pick} gives for the same arguments: its tag (as the text
     * names it); for a plain text the record's language ({@code recordLanguage}, a BCP 47 tag);
     * empty when that is unknown (a plain text in a record without a language, or no text).
     */
    public java.util.Optional<String> pickedLanguage(Locale reader, String recordLanguage) {
        boolean known = recordLanguage != null && !recordLanguage.isEmpty();
        if (plain != null) {
            return known ? java.util.Optional.of(recordLanguage) : java.util.Optional.empty();
        }
        int i = reader == null ? -1 : find(reader.toLanguageTag());
        if (i < 0 && known) {
            i = find(recordLanguage);
        }
        for (int k = 0; i < 0 && k < texts.length; k++) {
            if (!texts[k].isEmpty()) {
                i = k;
            }
        }
        return i < 0 ? java.util.Optional.empty() : java.util.Optional.of(tags[i]);
    }

    /**
     * The index of the non-empty text for {@code tag}: the same tag ignoring case, else the first
     * tag with the same primary language subtag ({@code fr} for {@code fr-CA} and back); -1 when
     * none.
     */
    private int find(String tag) {
        for (int i = 0; i < tags.length; i++) {
            if (tags[i].equalsIgnoreCase(tag) && !texts[i].isEmpty()) {
                return i;
            }
        }
        for (int i = 0; i < tags.length; i++) {
            if (sameLanguage(tags[i], tag) && !texts[i].isEmpty()) {
                return i;
            }
        }
        return -1;
    }

    /** True when the two tags have the same primary language subtag, ignoring case ({@code fr}, {@code fr-CA}). */
    public static boolean sameLanguage(String a, String b) {
        return primary(a).equalsIgnoreCase(primary(b)) && !primary(a).isEmpty();
    }

    private static String primary(String tag) {
        int dash = tag.indexOf('-');
        return dash < 0 ? tag : tag.substring(0, dash);
    }

    /**
     * The language the editor edits for a reader of {@code reader}: the reader's language when
     * the text has it, else the record's language when the text has it (a plain text always
     * does), else the first language with text, else the reader's language (a new text). Nothing
     * written yet ({@link #isAbsent}) in a record of another language than the reader's: the
     * reader's language (a French window writes a new comment of an English record in French).
     * Empty ({@code ""}) means the plain text itself (a plain text in a record without a language).
     */
    public String editingLanguage(Locale reader, String recordLanguage) {
        String mine = reader == null ? "" : reader.getLanguage();
        boolean recordKnown = recordLanguage != null && !recordLanguage.isEmpty();
        if (isAbsent() && recordKnown && !mine.isEmpty() && !sameLanguage(mine, recordLanguage)) {
            return mine;
        }
        if (plain != null) {
            return recordKnown ? recordLanguage : "";
        }
        if (!mine.isEmpty() && find(mine) >= 0) {
            return tags[find(mine)];
        }
        if (recordKnown && find(recordLanguage) >= 0) {
            return tags[find(recordLanguage)];
        }
        for (int i = 0; i < tags.length; i++) {
            if (!texts[i].isEmpty()) {
                return tags[i];
            }
        }
        return mine.isEmpty() ? tags[0] : mine;
    }

    /**
     * The text an editor of language {@code tag} starts from (see {@link #editingLanguage}): the
     * plain text when {@code tag} is empty or, for a plain text, the record's language; else the
     * text of exactly that tag (ignoring case); empty when there is none yet (a new translation).
     */
    public String textFor(String tag, String recordLanguage) {
        if (plain != null) {
            return tag == null || tag.isEmpty() || tag.equalsIgnoreCase(recordLanguage == null ? "" : recordLanguage) ? plain : "";
        }
        if (tag == null || tag.isEmpty()) {
            return anyText();
        }
        for (int i = 0; i < tags.length; i++) {
            if (tags[i].equalsIgnoreCase(tag)) {
                return texts[i];
            }
        }
        return "";
    }

    /**
     * The text of another language than {@code tag} (the one an editor edits, see
     * {@link #editingLanguage}), for an editor to show beside an empty or new translation: among
     * the languages with text other than {@code tag}, the reader's language, else the record's,
     * else the first. The answer is {@code {language tag, text}}; the tag is
     * {@link #UNDETERMINED} for a plain text of a record without a language. Empty when no other
     * language has text (a plain text is "another language" only when {@code tag} is not its
     * own: {@link #textFor} does not give it).
     */
    public Optional<String[]> otherThan(String tag, Locale reader, String recordLanguage) {
        String record = recordLanguage == null ? "" : recordLanguage;
        String edited = tag == null ? "" : tag;
        if (plain != null) {
            if (plain.isEmpty() || textFor(edited, record).equals(plain)) {
                return Optional.empty();
            }
            return Optional.of(new String[] {record.isEmpty() ? UNDETERMINED : record, plain});
        }
        int best = -1;
        int rank = 3;
        for (int i = 0; i < tags.length; i++) {
            if (texts[i].isEmpty() || tags[i].equalsIgnoreCase(edited) || edited.isEmpty() && i == firstNonEmpty()) {
                continue;
            }
            int r = reader != null && sameLanguage(tags[i], reader.getLanguage()) ? 0
                    : !record.isEmpty() && sameLanguage(tags[i], record) ? 1 : 2;
            if (r < rank) {
                rank = r;
                best = i;
            }
        }
        return best < 0 ? Optional.empty() : Optional.of(new String[] {tags[best], texts[best]});
    }

    private int firstNonEmpty() {
        for (int i = 0; i < texts.length; i++) {
            if (!texts[i].isEmpty()) {
                return i;
            }
        }
        return 0;
    }

    /**
     * This text with the text of one language set (an edit); the other languages are kept.
     *
     * <ul>
     *   <li>{@code tag} empty, or the record's language while this is plain: the plain text is
     *       replaced (stays plain, as files without languages are).</li>
     *   <li>another tag while this is plain: becomes by language, the old text under the record's
     *       language ({@link #UNDETERMINED} when unknown) first, the new one after it.</li>
     *   <li>by language: the text of that tag (matched ignoring case) is replaced in its place,
     *       or added at the end; an empty {@code text} removes the language.</li>
     * </ul>
     *
     * @throws IllegalArgumentException for a tag that is not a BCP 47 tag
     */
    public LocalText with(String tag, String text, String recordLanguage) {
        Objects.requireNonNull(text, "text");
        String record = recordLanguage == null ? "" : recordLanguage;
        if (plain != null) {
            if (tag == null || tag.isEmpty() || tag.equalsIgnoreCase(record)) {
                return plain(text);
            }
            requireTag(tag);
            if (text.isEmpty()) {
                return this;
            }
            Map<String, String> m = new LinkedHashMap<>();
            if (!plain.isEmpty()) {
                m.put(record.isEmpty() ? UNDETERMINED : record, plain);
            }
            m.put(tag, text);
            return of(m);
        }
        if (tag == null || tag.isEmpty()) {
            tag = tags[0];
        }
        requireTag(tag);
        Map<String, String> m = new LinkedHashMap<>();
        boolean done = false;
        for (int i = 0; i < tags.length; i++) {
            if (tags[i].equalsIgnoreCase(tag)) {
                done = true;
                if (!text.isEmpty()) {
                    m.put(tags[i], text);
                }
            } else {
                m.put(tags[i], texts[i]);
            }
        }
        if (!done && !text.isEmpty()) {
            m.put(tag, text);
        }
        return of(m);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LocalText t && Objects.equals(plain, t.plain) && java.util.Arrays.equals(tags, t.tags)
                && java.util.Arrays.equals(texts, t.texts);
    }

    @Override
    public int hashCode() {
        return plain != null ? plain.hashCode() : 31 * java.util.Arrays.hashCode(tags) + java.util.Arrays.hashCode(texts);
    }

    /** The plain text, or {@code {en=Text, fr=Texte}}. */
    @Override
    public String toString() {
        return plain != null ? plain : byTag().toString();
    }
}
