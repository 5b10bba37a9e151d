package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.problem.ProblemScore;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;

/**
 * Attempts beside the record: the person's moves at a problem never reach the record, nothing
 * shown holds the stored solution before it is asked for, Try again and the score.
 */
class ProblemAttemptTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private final MainViewModel main = new MainViewModel();
    private final ProblemViewModel vm = new ProblemViewModel(main, Runnable::run, Runnable::run);
    private final List<ProblemScore> scores = new ArrayList<>();

    ProblemAttemptTest() {
        vm.setOnScore(scores::add);
    }

    private static GameRecord chapter(String titleStart) throws IOException {
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(SAMPLES.resolve("agora/problems.json")).value().chapters();
        return chapters.stream().filter(r -> r.meta().title().startsWith(titleStart)).findFirst().orElseThrow();
    }

    private StudySession open(GameRecord r) {
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        main.open(s);
        return s;
    }

    private String wrongFirstMove(String key) {
        StudySession a = main.session().orElseThrow();
        Object start = a.position(a.rootId());
        return a.game().legalMoves(start).stream().map(m -> a.game().formatMove(start, m))
                .filter(t -> !t.equals(key)).findFirst().orElseThrow();
    }

    @Test
    void theAttemptHoldsNoneOfTheStoredSolutionAndArrowsFindNothing() throws IOException {
        StudySession record = open(chapter("Win in 3"));
        StudySession shown = main.session().orElseThrow();
        assertThat(shown).isNotSameAs(record);
        assertThat(main.recordSession()).containsSame(record);
        assertThat(main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)).isTrue();
        assertThat(record.record().tree().size()).as("the record stores its solution").isGreaterThan(10);
        assertThat(shown.record().tree().size()).as("the attempt: the start only").isEqualTo(1);
        assertThat(shown.record().solution()).isEmpty();
        assertThat(main.texts().nextChoiceProperty().get()).as("no Next: line naming the key").isEmpty();
        assertThat(main.forward()).isFalse();
        assertThat(main.toEnd()).isFalse();
        assertThat(main.switchVariation(1)).isFalse();
        assertThat(main.cursorProperty().get()).isEqualTo(shown.rootId());
        assertThat(main.solutionHiddenProperty().get()).isTrue();
    }

    @Test
    void aWrongThenARightMoveLeaveTheRecordAsItWas() throws IOException {
        StudySession record = open(chapter("Problem 1"));
        GameRecord before = record.record();
        int revision = record.revision();
        main.playText(wrongFirstMove("a3xb4"));
        assertThat(vm.verdictProperty().get()).isEqualTo("Wrong");
        vm.tryAgain();
        StudySession shown = main.session().orElseThrow();
        assertThat(shown.cursor()).as("back before the wrong move").isEqualTo(shown.rootId());
        main.playText("a3xb4");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(shown.moveText(shown.cursor())).as("the stored defence replied").isEqualTo("b3-a2");
        assertThat(record.record()).as("the record is untouched").isSameAs(before);
        assertThat(record.revision()).isEqualTo(revision);
        assertThat(record.history().atSaved()).isTrue();
        assertThat(scores).containsExactly(ProblemScore.FAILED);
    }

    @Test
    void solvingAtTheFirstTryScoresOnceAndSaysSolved() throws IOException {
        open(chapter("Question 1"));
        main.playText("b2xc3");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).endsWith("Solved.");
        assertThat(scores).containsExactly(ProblemScore.FIRST_TRY);
        vm.tryAgain();
        main.playText("b2xc3");
        assertThat(scores).as("a score is decided once per opening").containsExactly(ProblemScore.FIRST_TRY);
    }

    @Test
    void aHintMakesItWithHintAndTheSolutionMakesItFailed() throws IOException {
        open(chapter("Question 1"));
        vm.hint();
        main.playText("b2xc3");
        assertThat(scores).containsExactly(ProblemScore.WITH_HINT);
        open(chapter("Question 2"));
        vm.showSolution();
        assertThat(scores).containsExactly(ProblemScore.WITH_HINT, ProblemScore.FAILED);
    }

    @Test
    void showSolutionShowsTheRecordAndTryAgainHidesItAgain() throws IOException {
        StudySession record = open(chapter("Win in 3"));
        vm.showSolution();
        assertThat(main.session()).containsSame(record);
        assertThat(main.solutionHiddenProperty().get()).isFalse();
        assertThat(vm.verdictProperty().get()).isEqualTo("Solution");
        vm.tryAgain();
        assertThat(main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)).isTrue();
        assertThat(main.session().orElseThrow().record().tree().size()).isEqualTo(1);
        assertThat(main.solutionHiddenProperty().get()).isTrue();
        main.solutionHiddenProperty().set(false);
        assertThat(main.session()).as("unticking Hide shows the record").containsSame(record);
        main.solutionHiddenProperty().set(true);
        assertThat(main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)).isTrue();
    }

    @Test
    void nextProblemRunsOnlyWhenThereIsANextChapter() throws IOException {
        int[] runs = {0};
        boolean[] exists = {false};
        vm.setOnNext(() -> runs[0]++, () -> exists[0]);
        open(chapter("Question 1"));
        assertThat(vm.hasNextProperty().get()).isFalse();
        vm.nextProblem();
        exists[0] = true;
        open(chapter("Question 2"));
        assertThat(vm.hasNextProperty().get()).isTrue();
        vm.nextProblem();
        assertThat(runs[0]).isEqualTo(1);
    }
}
