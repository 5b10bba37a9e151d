package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.guess.GuessViewModel;
import org.parlour.ui.mode.Mode;
import org.parlour.ui.problem.ProblemViewModel;
import org.parlour.ui.review.ReviewViewModel;
import org.parlour.ui.review.SparringViewModel;
import org.parlour.ui.mode.Refusal;
import org.parlour.ui.train.TrainerViewModel;
import org.parlour.history.TrainingDb;
import org.parlour.train.TrainingProblem;
import org.parlour.train.TrainingSamples;

/**
 * The mode view models over one {@link MainViewModel}, without the toolkit: which mode refuses,
 * ends or takes over from which (the owner's table, ModeOwnerTest, as the person meets it).
 */
class ModeHandOverTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));

    private final MainViewModel main = new MainViewModel();
    private final ProblemViewModel problem = new ProblemViewModel(main, Runnable::run, Runnable::run);
    private final GuessViewModel guess = new GuessViewModel(main, Runnable::run, Runnable::run, Runnable::run);
    private final ReviewViewModel review = new ReviewViewModel(main);
    private final SparringViewModel sparring = new SparringViewModel(main);
    @TempDir
    Path dir;

    private static StudySession session(GameRecord r) {
        return new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
    }

    private static StudySession problem1() throws IOException {
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(SAMPLES.resolve("agora/problems.json")).value().chapters();
        return session(chapters.stream().filter(r -> r.meta().title().startsWith("Problem 1")).findFirst().orElseThrow());
    }

    private static StudySession game2() throws IOException {
        return session(new RecordJson(Games.all()).read(SAMPLES.resolve("agora/game-2.json")).value());
    }

    @Test
    void noReviewNorSparringAtAProblemsAttempt() throws IOException {
        StudySession record = problem1();
        GameRecord stated = record.record();
        main.open(record);
        assertThat(main.modes().active()).isEqualTo(Mode.ATTEMPT);
        StudySession attempt = main.session().orElseThrow();
        main.playText(TestWindow.unplayedMove(attempt, attempt.cursor()));
        GameRecord played = attempt.record();

        assertThat(review.start()).as("no review task on an attempt").isNull();
        assertThat(main.messageProperty().get()).startsWith("A review would give the problem's answer away");
        sparring.start();
        assertThat(sparring.activeProperty().get()).as("the problem's defence replies itself").isFalse();
        assertThat(main.messageProperty().get()).startsWith("The problem's defence replies by itself");
        assertThat(attempt.record()).isSameAs(played);
        assertThat(record.record()).isSameAs(stated);

        problem.showSolution();
        assertThat(main.modes().active()).as("the solution shows the record").isEqualTo(Mode.EDIT);
        sparring.start();
        assertThat(sparring.activeProperty().get()).isTrue();
        assertThat(main.modes().active()).isEqualTo(Mode.SPARRING);
    }

    @Test
    void guessingHoldsTheRecordAndEndsSparring() throws IOException {
        StudySession s = game2();
        main.open(s);
        sparring.engineSeatProperty().set(Seat.BLACK);
        sparring.start();
        assertThat(sparring.activeProperty().get()).isTrue();

        assertThat(guess.start()).isTrue();
        assertThat(sparring.activeProperty().get()).as("the engine's moves would be taken for guesses").isFalse();
        assertThat(main.modes().active()).isEqualTo(Mode.GUESS);

        GameRecord before = s.record();
        assertThat(review.removeComputerMade()).startsWith("Guessing the move");
        assertThat(review.start()).as("no review under a guess").isNull();
        sparring.start();
        assertThat(sparring.activeProperty().get()).isFalse();
        assertThat(main.messageProperty().get()).startsWith("Guessing the move");
        assertThat(s.record()).isSameAs(before);
        assertThat(guess.activeProperty().get()).isTrue();

        main.open(game2());
        assertThat(guess.activeProperty().get()).as("another record ends guessing").isFalse();
        assertThat(main.modes().active()).isEqualTo(Mode.EDIT);
    }

    /**
     * The trainer is the owner's {@link Mode#TRAIN}: it runs over each problem it opens (solved as
     * the attempt beside it, a move judged there; Try again keeps it), refuses Guess the Move, a
     * review and sparring with one status line, ends when another record opens, and T and Stop
     * start and end it. It ran beside the owner (Mode.TRAIN declared, never started): guessing
     * started over its problem.
     */
    /**
     * Nothing to serve over the person's own record (an empty library, no theme chosen): the pane
     * comes with its message, and the trainer holds nothing, so Guess the Move, a review and
     * sparring still start on the person's game (they were refused "play your move on the board,
     * or stop the trainer first"). Over the trainer's own problem, judged and left on the board, it
     * still runs as Mode.TRAIN.
     */
    @Test
    void nothingToServeOverThePersonsRecordHoldsNothing() throws Exception {
        TrainerViewModel empty = new TrainerViewModel(main, () -> TrainingDb.open(dir.resolve("empty.db")),
                (g, unread) -> List.of(), Runnable::run, Runnable::run, java.time.Clock.systemUTC(), new java.util.Random(3));
        try {
            main.open(game2());
            StudySession own = main.recordSession().orElseThrow();
            empty.start();
            assertThat(empty.messageProperty().get()).as("said").isNotEmpty();
            assertThat(empty.shownProperty().get()).as("the pane with its message").isTrue();
            assertThat(main.modes().running(Mode.TRAIN)).as("over the person's record").isFalse();
            assertThat(empty.activeProperty().get()).isFalse();
            assertThat(guess.start()).as("Ctrl+G on the person's game").isTrue();
            guess.stop();
            assertThat(main.recordSession()).containsSame(own);
            empty.stop();
            assertThat(empty.shownProperty().get()).as("Stop hides the pane").isFalse();
        } finally {
            empty.close();
        }

        TrainerViewModel trainer = new TrainerViewModel(main, () -> TrainingDb.open(dir.resolve("training.db")),
                (g, unread) -> List.of(), Runnable::run, Runnable::run, java.time.Clock.systemUTC(), new java.util.Random(3));
        trainer.setPresenter(p -> {
            main.open(session(p.record()));
            return true;
        });
        try {
            main.open(game2());
            trainer.trainOn(TrainingSamples.of("agora").stream().map(TrainingProblem::record).toList(), "problems.json");
            GameRecord served = main.recordSession().orElseThrow().record();
            trainer.judged(served, org.parlour.problem.ProblemScore.FAILED);
            trainer.modeProperty().set(org.parlour.train.Mode.THEME);
            assertThat(trainer.trainer().orElseThrow().current()).as("no theme chosen: nothing served").isEmpty();
            assertThat(main.recordSession().orElseThrow().record()).as("the judged problem stays").isSameAs(served);
            assertThat(main.modes().running(Mode.TRAIN)).as("over the trainer's own problem").isTrue();
            assertThat(trainer.shownProperty().get()).isTrue();
            assertThat(guess.start()).isFalse();
            trainer.stop();
        } finally {
            trainer.close();
        }
    }

    @Test
    void theTrainerIsTheOwnersTrainMode() throws Exception {
        TrainerViewModel trainer = new TrainerViewModel(main, () -> TrainingDb.open(dir.resolve("training.db")),
                (g, unread) -> List.of(), Runnable::run, Runnable::run, java.time.Clock.systemUTC(), new java.util.Random(3));
        trainer.setPresenter(p -> {
            main.open(session(p.record()));
            return true;
        });
        try {
            main.open(game2());
            trainer.trainOn(TrainingSamples.of("agora").stream().map(TrainingProblem::record).toList(), "problems.json");
            assertThat(trainer.activeProperty().get()).isTrue();
            assertThat(main.modes().running(Mode.TRAIN)).as("the owner's mode").isTrue();
            assertThat(main.modes().active()).isEqualTo(Mode.TRAIN);
            assertThat(main.modes().base()).as("its problem solved as an attempt").isEqualTo(Mode.ATTEMPT);
            GameRecord served = main.recordSession().orElseThrow().record();

            String holds = Refusal.TRAIN_HOLDS.text();
            assertThat(guess.start()).as("no guessing over the trainer").isFalse();
            assertThat(main.messageProperty().get()).isEqualTo(holds);
            assertThat(review.start()).isNull();
            assertThat(main.messageProperty().get()).isEqualTo(holds);
            sparring.start();
            assertThat(sparring.activeProperty().get()).isFalse();
            assertThat(main.messageProperty().get()).isEqualTo(holds);
            assertThat(main.modes().running(Mode.TRAIN)).isTrue();
            assertThat(main.recordSession().orElseThrow().record()).isSameAs(served);

            StudySession attempt = main.session().orElseThrow();
            assertThat(main.modes().navigationRefused()).as("moving in the attempt").isEmpty();
            main.playText(TestWindow.unplayedMove(attempt, attempt.cursor()));
            assertThat(problem.verdictProperty().get()).as("the attempt judges the move").isNotEmpty();
            problem.tryAgain();
            assertThat(main.modes().running(Mode.TRAIN)).as("Try again: the same problem").isTrue();

            main.open(game2());
            assertThat(trainer.activeProperty().get()).as("another record ends it").isFalse();
            assertThat(main.modes().active()).isEqualTo(Mode.EDIT);
            assertThat(guess.start()).isTrue();
            trainer.start();
            assertThat(guess.activeProperty().get()).as("T ends guessing").isFalse();
            assertThat(main.modes().active()).isEqualTo(Mode.TRAIN);
            trainer.stop();
            assertThat(main.modes().running(Mode.TRAIN)).isFalse();
            assertThat(trainer.activeProperty().get()).isFalse();
            assertThat(main.modes().heldBy()).as("the window's again").isEmpty();
            assertThat(main.modes().active()).isEqualTo(Mode.ATTEMPT);
        } finally {
            trainer.close();
        }
    }

    /**
     * Choosing the engine's seat while sparring, on that seat's turn, sets the engine thinking; and
     * the seat it no longer plays is the person's again (the new-user trial of trial37: switched to
     * White on White's turn, the engine waited and the row said "Your move (White)").
     */
    @Test
    void theEnginesNewSeatToMoveSetsItThinking() throws IOException {
        StudySession s = game2();
        main.open(s);
        main.goTo(s.record().tree().mainLine().get(9).id());
        Seat toMove = s.game().toMove(s.position(s.cursor()));
        Seat other = s.game().seats().stream().filter(x -> x != toMove).findFirst().orElseThrow();
        sparring.engineSeatProperty().set(other);
        sparring.start();
        assertThat(sparring.thinkingProperty().get()).isFalse();
        assertThat(sparring.statusProperty().get()).isEqualTo("Your move (" + toMove.displayName() + ")");

        sparring.engineSeatProperty().set(toMove);
        assertThat(sparring.thinkingProperty().get()).as("the engine's seat is to move").isTrue();
        assertThat(sparring.statusProperty().get()).startsWith("Thinking");

        sparring.engineSeatProperty().set(other);
        assertThat(sparring.thinkingProperty().get()).as("its search for the seat it left stops").isFalse();
        assertThat(sparring.statusProperty().get()).isEqualTo("Your move (" + toMove.displayName() + ")");
        sparring.stop();
    }
}
