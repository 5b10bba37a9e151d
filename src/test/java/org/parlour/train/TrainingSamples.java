package org.parlour.train;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;

/** The problems of a game's shipped files (samples/GAME/problems.json and course.json), for the trainer's tests. */
public final class TrainingSamples {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));

    private TrainingSamples() {
    }

    public static List<TrainingProblem> of(String game) throws Exception {
        RecordJson json = new RecordJson(Games.all());
        List<TrainingProblem> out = new ArrayList<>();
        for (String f : List.of("problems.json", "course.json")) {
            json.readAny(SAMPLES.resolve(game).resolve(f)).value().chapters()
                    .forEach(r -> TrainingProblem.of(r, f).ifPresent(out::add));
        }
        return out;
    }
}
