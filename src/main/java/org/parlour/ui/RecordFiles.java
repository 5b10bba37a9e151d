package org.parlour.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.LoadResult;
import org.parlour.json.LoadIssue;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.StudySession;

/**
 * Reading and writing record files for the window, through {@link RecordJson}: a broken record
 * loads up to its first bad move, with the problems listed. A collection (a course, a problem
 * set) opens one chapter at a time; saving writes the whole collection back with that chapter
 * replaced, so the other chapters are never lost. Saving is atomic and keeps a {@code .bak}
 * (RecordJson's rules).
 */
final class RecordFiles {
    private static final RecordJson JSON = new RecordJson(Games.all());

    private RecordFiles() {
    }

    /**
     * A loaded file and what was wrong with it: the valid part is kept.
     *
     * @param collection every chapter as read (one, with an empty title, for a single record)
     * @param problems   one line per problem, with its place in the file; empty for a clean file
     */
    record Loaded(RecordCollection collection, List<String> problems) {
        /** True for a collection file with chapters to choose from. */
        boolean isCollection() {
            return RecordFiles.isCollection(collection);
        }
    }

    /** True when {@code c} came from (and must be saved as) a collection file. */
    static boolean isCollection(RecordCollection c) {
        return c.chapters().size() > 1 || !c.title().isEmpty();
    }

    /**
     * @throws IOException for a file that cannot be read or is not a Parlour record at all
     *                     (its message says where), or that holds no record
     */
    static Loaded load(Path file) throws IOException {
        LoadResult<RecordCollection> r = JSON.readAny(file);
        List<String> problems = new ArrayList<>();
        for (LoadIssue p : r.problems()) {
            problems.add(p.toString());
        }
        if (r.value().chapters().isEmpty()) {
            throw new IOException(file.getFileName() + " holds no record");
        }
        return new Loaded(r.value(), List.copyOf(problems));
    }

    /**
     * A session on chapter {@code index} of {@code collection}.
     *
     * @throws IndexOutOfBoundsException for a chapter that does not exist
     */
    static StudySession open(RecordCollection collection, int index) {
        GameRecord record = collection.chapters().get(index);
        Game<?, ?> game = Games.create(record.gameId(), record.rules());
        return new StudySession(game, record);
    }

    /** The chapter names shown in the chapter box: "3. Title" (or the game's name), numbered once. */
    static List<String> chapterNames(RecordCollection collection) {
        List<String> out = new ArrayList<>();
        List<GameRecord> chapters = collection.chapters();
        for (int i = 0; i < chapters.size(); i++) {
            String t = chapters.get(i).meta().title();
            String name = t == null || t.isBlank() ? chapters.get(i).gameId() : t.strip();
            // Course titles often number themselves ("3. Revolution"); don't number them twice.
            out.add(Character.isDigit(name.charAt(0)) ? name : (i + 1) + ". " + name);
        }
        return out;
    }

    /** {@code collection} with chapter {@code index} replaced by the session's record. */
    static RecordCollection withChapter(RecordCollection collection, int index, StudySession session) {
        List<GameRecord> chapters = new ArrayList<>(collection.chapters());
        chapters.set(index, session.record());
        return collection.withChapters(chapters);
    }

    /**
     * Saves the session's record to {@code file}: alone, or as chapter {@code index} of
     * {@code collection} when that is a collection file.
     *
     * @return what was written, as a collection
     */
    static RecordCollection save(StudySession session, Path file, RecordCollection collection, int index) throws IOException {
        if (isCollection(collection)) {
            RecordCollection updated = withChapter(collection, index, session);
            JSON.save(file, updated);
            return updated;
        }
        JSON.save(file, session.record());
        return RecordCollection.of("", List.of(session.record()));
    }
}
