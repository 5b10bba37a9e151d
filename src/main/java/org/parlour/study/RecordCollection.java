package org.parlour.study;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;
import org.parlour.tree.LocalText;

/**
 * Several records in one file, as chapters (a Lichess study, a problem collection). Chapters may
 * be of different games.
 *
 * @param titleText  the collection's title, in one or more languages
 * @param chapters   the records in order; each one's title is its chapter name
 * @param extensions unknown top-level fields, name to raw JSON text, kept verbatim, sorted by name
 */
public record RecordCollection(LocalText titleText, List<GameRecord> chapters, SortedMap<String, String> extensions) {
    public RecordCollection {
        Objects.requireNonNull(titleText, "title");
        chapters = List.copyOf(chapters);
        extensions = Collections.unmodifiableSortedMap(new TreeMap<>(extensions));
    }

    /** With a plain title. */
    public RecordCollection(String title, List<GameRecord> chapters, SortedMap<String, String> extensions) {
        this(LocalText.plain(title), chapters, extensions);
    }

    /** The title as one text: the plain text or the first language's ({@link LocalText#anyText()}). */
    public String title() {
        return titleText.anyText();
    }

    /** A collection without extension fields. */
    public static RecordCollection of(String title, List<GameRecord> chapters) {
        return new RecordCollection(title, chapters, new TreeMap<>());
    }

    public RecordCollection withChapters(List<GameRecord> v) {
        return new RecordCollection(titleText, v, extensions);
    }

    public RecordCollection withExtensions(Map<String, String> v) {
        return new RecordCollection(titleText, chapters, new TreeMap<>(v));
    }
}
