package org.parlour.document;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.StudySession;

/**
 * The chapters of a file: a session on one, their names, one replaced. The chapters read skip
 * those that could not be read at all; the numbers shown count the file's chapters, those too
 * ({@link #number}), as {@code --chapter N} and a message's {@code $.chapters[N-1]} do.
 */
public final class Chapters {
    private Chapters() {
    }

    /**
     * A row of the chapter box: the file's chapter {@code number} (from 1) and the name shown;
     * {@code read} is its index among the chapters read (0-based), or -1 for a chapter that could
     * not be read, whose {@code why} is the load issue that says why (empty otherwise, or when not
     * known).
     */
    public record Row(int number, String name, int read, String why) {
        /** True for a chapter that was read (and so can be opened). */
        public boolean readable() {
            return read >= 0;
        }
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

    /**
     * The file's number (from 1) of the chapter read at {@code index} (0-based among those read):
     * {@code index + 1} plus the chapters that could not be read before it ({@code unreadable},
     * 0-based indices in the file's {@code chapters} array).
     */
    public static int number(int index, Collection<Integer> unreadable) {
        int n = index;
        for (int u : new TreeSet<>(unreadable)) {
            if (u > n) {
                break;
            }
            n++;
        }
        return n + 1;
    }

    /** The names shown in the chapter box: "3. Title" (or the game's id), numbered once, every chapter read. */
    public static List<String> names(RecordCollection collection) {
        return rows(collection, Map.of()).stream().map(Row::name).toList();
    }

    /**
     * The chapter box's rows, one per chapter of the file in its order: the chapters read, each
     * numbered as the file numbers it ("3. Title", or the game's id; a title that numbers itself,
     * "3. Revolution", is not numbered twice), and at its place each chapter that could not be
     * read ({@code unreadable}: its 0-based index in the file, and why), "2. (could not be read)".
     */
    public static List<Row> rows(RecordCollection collection, Map<Integer, String> unreadable) {
        List<Row> out = new ArrayList<>();
        List<GameRecord> chapters = collection.chapters();
        int total = chapters.size() + unreadable.size();
        int read = 0;
        for (int f = 0; f < total; f++) {
            if (unreadable.containsKey(f) || read >= chapters.size()) {
                String why = unreadable.get(f);
                out.add(new Row(f + 1, Messages.tr("document.chapterUnreadable", f + 1), -1, why == null ? "" : why));
            } else {
                out.add(new Row(f + 1, name(chapters.get(read), f + 1), read, ""));
                read++;
            }
        }
        return out;
    }

    /** Chapter {@code number}'s name in the box: "3. Title", or the title alone when it starts with a digit. */
    static String name(GameRecord record, int number) {
        String t = org.parlour.study.RecordLanguages.shown(record.meta().titleText(), record);
        String name = t == null || t.isBlank() ? record.gameId() : t.strip();
        // Course titles often number themselves ("3. Revolution"); don't number them twice.
        return Character.isDigit(name.charAt(0)) ? name : number + ". " + name;
    }

    /** {@code collection} with chapter {@code index} replaced by {@code record}. */
    public static RecordCollection withChapter(RecordCollection collection, int index, GameRecord record) {
        List<GameRecord> chapters = new ArrayList<>(collection.chapters());
        chapters.set(index, record);
        return collection.withChapters(chapters);
    }
}
