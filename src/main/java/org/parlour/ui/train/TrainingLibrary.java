package org.parlour.ui.train;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.parlour.core.Messages;
import org.parlour.document.ParlourJson;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.train.TrainingProblem;
import org.parlour.ui.LearnMenu;

/**
 * The problems shipped with Parlour for a game: every record or collection file in
 * {@code samples/<game>/} (the libraries of proven problems, the rulebook problems and the
 * course's questions); chapters without a problem are left out. The samples folder is the system
 * property {@code parlour.samples}, else {@code samples/} in the working directory, next to the
 * jar or one folder up; without one, the files the jar carries ({@link LearnMenu#locate}). Files
 * are only read.
 */
public final class TrainingLibrary {
    /** The library's files the jar carries, when no samples folder is found. */
    static final List<String> PACKED = List.of("library.json", "problems.json", "course.json");

    private TrainingLibrary() {
    }

    /**
     * The problems of {@code game}'s library, file by file in name order.
     *
     * @param problems told one line for each file that cannot be read (its name and why)
     */
    public static List<TrainingProblem> load(String game, Consumer<String> problems) {
        RecordJson json = ParlourJson.get();
        List<TrainingProblem> out = new ArrayList<>();
        for (Path f : files(game)) {
            try {
                for (GameRecord r : json.readAny(f).value().chapters()) {
                    TrainingProblem.of(r, f.getFileName().toString()).ifPresent(out::add);
                }
            } catch (IOException | RuntimeException e) {
                problems.accept(Messages.tr("train.libraryUnread", f.getFileName(), e.getMessage()));
            }
        }
        return out;
    }

    /** The problems of records the person has open (a collection), in order. */
    public static List<TrainingProblem> of(List<GameRecord> records, String source) {
        List<TrainingProblem> out = new ArrayList<>();
        for (GameRecord r : records) {
            TrainingProblem.of(r, source).ifPresent(out::add);
        }
        return out;
    }

    static List<Path> files(String game) {
        Optional<Path> dir = samplesDir().map(d -> d.resolve(game)).filter(Files::isDirectory);
        if (dir.isPresent()) {
            try (Stream<Path> s = Files.list(dir.get())) {
                return s.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
            } catch (IOException e) {
                return List.of();
            }
        }
        List<Path> out = new ArrayList<>();
        for (String name : PACKED) {
            try {
                LearnMenu.locate("samples/" + game + "/" + name, Path.of("").toAbsolutePath(), Optional.empty()).ifPresent(out::add);
            } catch (IOException e) {
                // a packed file that cannot be copied out is left out
            }
        }
        return out;
    }

    static Optional<Path> samplesDir() {
        return org.parlour.ui.Samples.folder();
    }
}
