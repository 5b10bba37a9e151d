package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.problem.ProblemScore;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;

/** Problem mode in French: the verdicts are French, and a wrong move still scores and is taken back. */
class FrenchProblemAttemptTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel main;
    private ProblemViewModel vm;
    private final List<ProblemScore> scores = new ArrayList<>();

    @BeforeEach
    void french() {
        Messages.setLocale(Locale.FRENCH);
        main = new MainViewModel();
        vm = new ProblemViewModel(main, Runnable::run, Runnable::run);
        vm.setOnScore(scores::add);
    }

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private void open(String titleStart) throws IOException {
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(SAMPLES.resolve("agora/problems.json")).value().chapters();
        GameRecord r = chapters.stream().filter(x -> x.meta().title().startsWith(titleStart)).findFirst().orElseThrow();
        main.open(new StudySession(Games.byId(r.gameId()).create(r.rules()), r));
    }

    @Test
    void aWrongMoveInFrenchScoresFailedAndTheKeyIsJuste() throws IOException {
        open("Problem 1");
        assertThat(vm.stipulationProperty().get()).as("the stipulation in French").endsWith("(meilleure défense)")
                .doesNotContain(" to ");
        StudySession a = main.session().orElseThrow();
        Object start = a.position(a.rootId());
        String wrong = a.game().legalMoves(start).stream().map(m -> a.game().formatMove(start, m))
                .filter(t -> !t.equals("a3xb4")).findFirst().orElseThrow();
        main.playText(wrong);
        assertThat(vm.verdictProperty().get()).isEqualTo(Messages.tr("judge.wrong"));
        assertThat(scores).as("a wrong move fails the try, in French too").containsExactly(ProblemScore.FAILED);
        vm.tryAgain();
        main.playText("a3xb4");
        assertThat(vm.verdictProperty().get()).as("the authored key, in French").isEqualTo(Messages.tr("judge.right"));
        assertThat(scores).containsExactly(ProblemScore.FAILED);
    }

    /**
     * The hint read "But : Blanc : libérer…", two colons in a row: the French stipulation said
     * "Blanc : libérer…" itself, and show and solve put it after "Problème :" too.
     */
    @Test
    void theHintSaysTheGoalWithOneColon() throws IOException {
        open("Problem 1");
        vm.hint();
        assertThat(vm.feedbackProperty().get())
                .isEqualTo("But\u00a0: Blanc doit libérer tous ses prisonniers en 2 (meilleure défense). Regardez a3.");
        Messages.setLocale(Locale.ENGLISH);
        open("Problem 1");
        vm.hint();
        assertThat(vm.feedbackProperty().get()).isEqualTo("Goal: White to free every own prisoner in 2 (best defence). Look at a3.");
    }
}
