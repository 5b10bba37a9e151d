package org.parlour.study;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * Several records in one file, as chapters (a Lichess study, a problem collection). Chapters may
 * be of different games.
 *
 * @param title      the collection's title
 * @param chapters   the records in order; each one's title is its chapter name
 * @param extensions unknown top-level fields, name to raw JSON text, kept verbatim, sorted by name
 */
public record RecordCollection(String title, List<GameRecord> chapters, SortedMap<String, String> extensions) {
    public RecordCollection {
        Objects.requireNonNull(title, "title");
        chapters = List.copyOf(chapters);
        extensions = Collections.unmodifiableSortedMap(new TreeMap<>(extensions));
    }

    /** A collection without extension fields. */
    public static RecordCollection of(String title, List<GameRecord> chapters) {
        return new RecordCollection(title, chapters, new TreeMap<>());
    }

    public RecordCollection withChapters(List<GameRecord> v) {
        return new RecordCollection(title, v, extensions);
    }

    public RecordCollection withExtensions(Map<String, String> v) {
        return new RecordCollection(title, chapters, new TreeMap<>(v));
    }
}
