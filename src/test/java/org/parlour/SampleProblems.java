package org.parlour;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;

/** Every problem chapter of the bundled samples (samples/ and below), for the tests that check them all. */
final class SampleProblems {
    private static final RecordJson JSON = new RecordJson(Games.all());

    private SampleProblems() {
    }

    /**
     * A problem chapter: its file, its 1-based number there, and the record.
     *
     * @param file    the sample file
     * @param number  the chapter's number in the file, from 1
     * @param record  the chapter
     */
    record Chapter(Path file, int number, GameRecord record) {
        /** "samples/agora/course.json #3 Title", for a test's name. */
        String name() {
            return file + " #" + number + " " + record.meta().title();
        }

        /** The chapter's game with its rules. */
        Game<?, ?> game() {
            return Games.byId(record.gameId()).create(record.rules());
        }
    }

    /** The problem chapters of every sample file, files in name order. */
    static List<Chapter> all() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of("samples"))) {
            files = walk.filter(p -> p.toString().endsWith(".json")).filter(p -> !org.parlour.SampleLibraries.isLibrary(p)).sorted().toList();
        }
        List<Chapter> out = new ArrayList<>();
        for (Path file : files) {
            List<GameRecord> chapters = JSON.readAny(file).value().chapters();
            for (int i = 0; i < chapters.size(); i++) {
                if (chapters.get(i).problem().isPresent()) {
                    out.add(new Chapter(file, i + 1, chapters.get(i)));
                }
            }
        }
        return out;
    }
}
