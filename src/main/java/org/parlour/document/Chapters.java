package org.parlour.document;

import java.util.ArrayList;
import java.util.List;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.StudySession;

/** The chapters of a file: a session on one, their names, one replaced. */
public final class Chapters {
    private Chapters() {
    }

    /**
     * A session on chapter {@code index} under the rules its record names.
     *
     * @throws IndexOutOfBoundsException for a chapter that does not exist
     * @throws IllegalArgumentException  for rules the game refuses, or setup text that is no position
     */
    public static StudySession session(RecordCollection collection, int index) {
        GameRecord record = collection.chapters().get(index);
        return new StudySession(Games.create(record.gameId(), record.rules()), record);
    }

    /** The names shown in the chapter box: "3. Title" (or the game's id), numbered once. */
    public static List<String> names(RecordCollection collection) {
        List<String> out = new ArrayList<>();
        List<GameRecord> chapters = collection.chapters();
        for (int i = 0; i < chapters.size(); i++) {
            String t = org.parlour.study.RecordLanguages.shown(chapters.get(i).meta().titleText(), chapters.get(i));
            String name = t == null || t.isBlank() ? chapters.get(i).gameId() : t.strip();
            // Course titles often number themselves ("3. Revolution"); don't number them twice.
            out.add(Character.isDigit(name.charAt(0)) ? name : (i + 1) + ". " + name);
        }
        return out;
    }

    /** {@code collection} with chapter {@code index} replaced by {@code record}. */
    public static RecordCollection withChapter(RecordCollection collection, int index, GameRecord record) {
        List<GameRecord> chapters = new ArrayList<>(collection.chapters());
        chapters.set(index, record);
        return collection.withChapters(chapters);
    }
}
