package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.MoveTree;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.study.StudySession;

/** Problem mode on the bundled Agora problems, without the toolkit. */
class ProblemViewModelTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private final MainViewModel main = new MainViewModel();
    private final ProblemViewModel vm = new ProblemViewModel(main);

    private static GameRecord chapter(String titleStart) throws IOException {
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(SAMPLES.resolve("agora/problems.json")).value().chapters();
        return chapters.stream().filter(r -> r.meta().title().startsWith(titleStart)).findFirst().orElseThrow();
    }

    private StudySession open(GameRecord r) {
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        main.open(s);
        return s;
    }

    private void playText(String text) {
        assertThat(main.playText(text)).isEmpty();
    }

    @Test
    void theKeyOfProblemOneIsRightAndTheAuthoredDefenceReplies() throws IOException {
        StudySession s = open(chapter("Problem 1"));
        assertThat(vm.activeProperty().get()).isTrue();
        assertThat(vm.statementProperty().get()).isNotBlank();
        assertThat(vm.stipulationProperty().get()).contains("in 2");
        playText("a3xb4");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).startsWith("Key.");
        assertThat(s.ply(s.cursor())).isEqualTo(2);
        assertThat(s.moveText(s.cursor())).isEqualTo("b3-a2");
    }

    @Test
    void anotherFirstMoveIsWrongBySolver() throws IOException {
        StudySession s = open(chapter("Problem 1"));
        Object start = s.position(s.rootId());
        String other = s.game().legalMoves(start).stream().map(m -> s.game().formatMove(start, m))
                .filter(t -> !t.equals("a3xb4")).findFirst().orElseThrow();
        playText(other);
        assertThat(vm.verdictProperty().get()).as("after %s: %s", other, vm.feedbackProperty().get()).isEqualTo("Wrong");
        assertThat(vm.feedbackProperty().get()).isNotBlank();
    }

    @Test
    void withoutAnAuthoredTreeTheSolverJudgesTheKeyRight() throws IOException {
        StudySession s = open(chapter("Question 1").withTree(MoveTree.empty()));
        playText("b2xc3");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).contains("Goal reached").contains("c3");
        assertThat(s.ply(s.cursor())).isEqualTo(1);
    }

    @Test
    void hintHighlightsTheKeyPieceAndShowSolutionJumpsToTheKey() throws IOException {
        StudySession s = open(chapter("Problem 1"));
        vm.hint();
        assertThat(vm.feedbackProperty().get()).contains("free");
        assertThat(main.board().markupProperty().get()).hasSize(1);
        assertThat(main.board().markupProperty().get().get(0).from()).isEqualTo("a3");
        vm.showSolution();
        assertThat(s.moveText(s.cursor())).isEqualTo("a3xb4");
        assertThat(vm.feedbackProperty().get()).startsWith("Key: a3xb4!");
    }

    @Test
    void aRecordWithoutProblemIsNotAProblem() {
        main.open(StudySession.fresh(Games.byId("agora").create(org.parlour.core.RuleOptions.empty())));
        assertThat(vm.activeProperty().get()).isFalse();
        assertThat(vm.statementProperty().get()).isEmpty();
    }
}
