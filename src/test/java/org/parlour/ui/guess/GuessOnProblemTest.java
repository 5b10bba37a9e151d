package org.parlour.ui.guess;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.problem.ProblemViewModel;

/** Guess the move over a problem whose solution is shown: the record stays shown, the guesses walk it. */
class GuessOnProblemTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));

    private static GameRecord chapter(String titleStart) throws IOException {
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(SAMPLES.resolve("agora/problems.json")).value().chapters();
        return chapters.stream().filter(r -> r.meta().title().startsWith(titleStart)).findFirst().orElseThrow();
    }

    @Test
    void guessingOverAShownSolutionKeepsTheRecordShown() throws IOException {
        MainViewModel main = new MainViewModel();
        ProblemViewModel problem = new ProblemViewModel(main, Runnable::run, Runnable::run);
        GuessViewModel guess = new GuessViewModel(main, Runnable::run, Runnable::run, Runnable::run);
        GameRecord r = chapter("Problem 1");
        StudySession record = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        main.open(record);
        problem.showSolution();
        assertThat(main.session()).as("the solution shows the record").containsSame(record);
        main.toStart();

        assertThat(guess.start()).isTrue();
        assertThat(main.session()).as("guessing walks the record shown, not a new attempt").containsSame(record);
        assertThat(main.modes().active()).isEqualTo(org.parlour.ui.mode.Mode.GUESS);
        main.playText("a3xb4");
        assertThat(guess.verdictProperty().get()).as("the key is the record's move").isEqualTo("Right");
        assertThat(main.session()).containsSame(record);
        assertThat(record.moveText(main.cursorProperty().get())).isEqualTo("b3-a2");

        guess.stop();
        assertThat(main.session()).as("Stop leaves the solution shown").containsSame(record);
        assertThat(main.solutionHiddenProperty().get()).isFalse();
    }
}
