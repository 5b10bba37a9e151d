package org.parlour.ui;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.LoadResult;
import org.parlour.json.Problem;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.ui.study.StudySession;

/**
 * Reading and writing record files for the window, through {@link RecordJson}: a broken record
 * loads up to its first bad move, with the problems listed; a collection opens its first
 * chapter. Saving is atomic and keeps a {@code .bak} (RecordJson's rules).
 */
final class RecordFiles {
    private static final RecordJson JSON = new RecordJson(Games.all());

    private RecordFiles() {
    }

    /**
     * A loaded record and what was wrong with the file: the valid part is kept.
     *
     * @param session  the record, opened at its start
     * @param problems one line per problem, with its place in the file; empty for a clean file
     */
    record Loaded(StudySession session, List<String> problems) {
    }

    /**
     * @throws IOException for a file that cannot be read or is not a Parlour record at all
     *                     (its message says where)
     */
    static Loaded load(Path file) throws IOException {
        LoadResult<RecordCollection> r = JSON.readAny(file);
        List<String> problems = new ArrayList<>();
        for (Problem p : r.problems()) {
            problems.add(p.toString());
        }
        List<GameRecord> chapters = r.value().chapters();
        if (chapters.isEmpty()) {
            throw new IOException(file.getFileName() + " holds no record");
        }
        if (chapters.size() > 1) {
            problems.add(0, "this collection has " + chapters.size() + " chapters; the first is shown");
        }
        GameRecord record = chapters.get(0);
        Game<?, ?> game = Games.byId(record.gameId()).create(record.rules());
        return new Loaded(new StudySession(game, record), List.copyOf(problems));
    }

    /** Saves the session's record to {@code file}. */
    static void save(StudySession session, Path file) throws IOException {
        JSON.save(file, session.record());
    }
}
