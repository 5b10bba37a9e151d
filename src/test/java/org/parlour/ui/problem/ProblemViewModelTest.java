package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.solver.Limits;
import org.parlour.solver.StopReason;
import org.parlour.core.Defence;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.tree.MoveTree;
import org.parlour.ui.MainViewModel;
import org.parlour.study.StudySession;

/**
 * Problem mode on the bundled Agora problems, without the toolkit. Most tests run the solver
 * work at once ({@code Runnable::run} as both executors); the background tests queue it and the
 * UI updates, and run them by hand, so the order of events is exact and nothing sleeps.
 */
class ProblemViewModelTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private final MainViewModel main = new MainViewModel();
    private final ProblemViewModel vm = new ProblemViewModel(main, Runnable::run, Runnable::run);

    private static GameRecord chapter(String titleStart) throws IOException {
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(SAMPLES.resolve("agora/problems.json")).value().chapters();
        return chapters.stream().filter(r -> r.meta().title().startsWith(titleStart)).findFirst().orElseThrow();
    }

    private StudySession open(GameRecord r) {
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        main.open(s);
        return main.session().orElseThrow();
    }

    private void playText(String text) {
        assertThat(main.playText(text)).isEmpty();
    }

    /** The first record of a game's mined library whose problem the seat {@code seat} ("w", "b") solves. */
    private static GameRecord solvedBy(String game, int seatIndex) throws IOException {
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(SAMPLES.resolve(game + "/library.json")).value().chapters();
        return chapters.stream().filter(r -> r.problem().isPresent() && Games.byId(game).create(r.rules()).seats()
                .indexOf(r.problem().get().seat()) == seatIndex).findFirst().orElseThrow();
    }

    @Test
    void aProblemOpensFromItsSolvingSeatsSide() throws IOException {
        // issue 34's trial: "Black to play" shown from White's side
        open(solvedBy("agora", 1));
        assertThat(main.board().rotationProperty().get()).as("half a turn of quarter turns").isEqualTo(2);
        main.board().rotationProperty().set(1);
        vm.tryAgain();
        assertThat(main.board().rotationProperty().get()).as("the person's own turn is kept on Try again").isEqualTo(1);
        open(solvedBy("agora", 0));
        assertThat(main.board().rotationProperty().get()).isZero();
        open(solvedBy("tournament", 1));
        assertThat(main.board().rotationProperty().get()).as("half a turn of sixth turns on hexes").isEqualTo(3);
        main.open(StudySession.fresh(Games.byId("agora").create()));
        assertThat(main.board().rotationProperty().get()).as("a record that is no problem keeps the board").isEqualTo(3);
    }

    @Test
    void theKeyOfProblemOneIsRightAndTheAuthoredDefenceReplies() throws IOException {
        StudySession s = open(chapter("Problem 1"));
        assertThat(vm.activeProperty().get()).isTrue();
        assertThat(vm.statementProperty().get()).isNotBlank();
        assertThat(vm.stipulationProperty().get()).contains("in 2");
        playText("a3xb4");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        // the record's comment on the key ("Key. Threat: ...") waits until the problem is solved
        assertThat(vm.feedbackProperty().get()).isEqualTo("This works: free every own prisoner in 1 more move.");
        assertThat(s.ply(s.cursor())).isEqualTo(2);
        assertThat(s.moveText(s.cursor())).isEqualTo("b3-a2");
    }

    @Test
    void theKeysThreatIsWithheldUntilTheProblemIsSolved() throws IOException {
        // a new user's trial: "Right — Key. Threat: b4xb3." after 1. a3xb4 gave the second move
        // away, and after the defence's 1...b3-a2 b4xb3 was not even legal
        StudySession s = open(chapter("Problem 1"));
        playText("a3xb4");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).isEqualTo("This works: free every own prisoner in 1 more move.");
        assertThat(main.messageProperty().get()).doesNotContain("b4xb3").doesNotContain("Threat");
        assertThat(s.moveText(s.cursor())).isEqualTo("b3-a2");
        playText("b3-b2");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).as("solved: the key's threat is its explanation")
                .endsWith("Solved.").contains(" The key a3xb4 threatened b4xb3: the move that would have followed had the defence passed.")
                .as("the key's bare \"Key.\" is not repeated").doesNotContain("Your move");
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
        StudySession shown = main.session().orElseThrow();
        assertThat(shown).as("the record itself, with its solution").isSameAs(main.recordSession().orElseThrow());
        assertThat(shown.moveText(shown.cursor())).isEqualTo("a3xb4");
        // the key's comment says "Key." itself: the answer is introduced as the solution, the word not said twice
        assertThat(vm.feedbackProperty().get()).isEqualTo("Solution: a3xb4! Key. Threat: b4xb3.");
    }

    @Test
    void showingTheAnswerSaysTheWordKeyOnce() throws IOException {
        // a new user's trial: "Key: b2xc3! Key. Goal reached: ..." on the first problem of samples/agora/problems.json
        open(chapter("Question 1"));
        vm.showSolution();
        String shown = vm.feedbackProperty().get();
        assertThat(shown).isEqualTo("Solution: b2xc3! Key. Goal reached: capture the stack on c3.");
        assertThat(shown.split("Key", -1)).hasSize(2);
    }

    @Test
    void aRecordWithoutProblemIsNotAProblem() {
        main.open(StudySession.fresh(Games.byId("agora").create(org.parlour.core.RuleOptions.empty())));
        assertThat(vm.activeProperty().get()).isFalse();
        assertThat(vm.statementProperty().get()).isEmpty();
    }

    @Test
    void theVerdictClearsOffTheJudgedNodeAndShowsAgainOnReturn() throws IOException {
        StudySession s = open(chapter("Problem 1"));
        playText("a3xb4");
        long key = s.parent(s.cursor()).orElseThrow();
        assertThat(vm.verdictProperty().get()).as("at the reply").isEqualTo("Right");
        main.toStart();
        assertThat(vm.verdictProperty().get()).isEmpty();
        assertThat(vm.feedbackProperty().get()).isEmpty();
        main.goTo(key);
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).startsWith("This works:");
    }

    /** A view model whose solver work and UI updates wait in queues until the test runs them. */
    private static final class Queued {
        final Deque<Runnable> work = new ArrayDeque<>();
        final Deque<Runnable> posted = new ArrayDeque<>();
        final MainViewModel main = new MainViewModel();
        final ProblemViewModel vm = new ProblemViewModel(main, work::add, posted::add);

        StudySession open(GameRecord r) {
            StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
            main.open(s);
            // the attempt shown beside the record: the moves are played there
            return main.session().orElseThrow();
        }

        void runAll() {
            while (!work.isEmpty()) {
                work.poll().run();
            }
            while (!posted.isEmpty()) {
                posted.poll().run();
            }
        }
    }

    @Test
    void theSolverJudgesInTheBackgroundWithProgressThenTheDefenceReplies() throws IOException {
        Queued q = new Queued();
        StudySession s = q.open(chapter("Problem 1").withTree(MoveTree.empty()));
        assertThat(q.main.playText("a3xb4")).isEmpty();
        assertThat(q.vm.thinkingProperty().get()).isTrue();
        assertThat(q.vm.thinkingTextProperty().get()).isEqualTo("Thinking\u2026");
        assertThat(q.vm.verdictProperty().get()).isEmpty();
        assertThat(q.work).hasSize(1);
        q.work.poll().run();
        assertThat(s.ply(s.cursor())).as("nothing is played off the UI thread").isEqualTo(1);
        assertThat(q.posted.size()).as("progress reports and the result").isGreaterThan(1);
        q.posted.poll().run();
        assertThat(q.vm.thinkingTextProperty().get()).matches("Thinking\u2026 depth \\d+, [\\d,]+ nodes, [\\d,]+ nodes/s");
        q.runAll();
        assertThat(q.vm.thinkingProperty().get()).isFalse();
        assertThat(q.vm.thinkingTextProperty().get()).isEmpty();
        assertThat(q.vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(s.ply(s.cursor())).as("the solver's defence replied").isEqualTo(2);
    }

    @Test
    void navigatingAwayStopsTheJudgementAndDropsItsReply() throws IOException {
        Queued q = new Queued();
        StudySession s = q.open(chapter("Problem 1").withTree(MoveTree.empty()));
        assertThat(q.main.playText("a3xb4")).isEmpty();
        long key = s.cursor();
        q.main.back();
        assertThat(q.vm.thinkingProperty().get()).isFalse();
        q.runAll();
        assertThat(s.cursor()).isEqualTo(s.rootId());
        assertThat(s.children(key)).as("no reply was played").isEmpty();
        assertThat(q.vm.verdictProperty().get()).isEmpty();
        q.main.goTo(key);
        assertThat(q.vm.verdictProperty().get()).as("a dropped judgement is not shown later").isEmpty();
    }

    @Test
    void aNewMoveStopsTheOldJudgementAndOnlyTheNewOneAnswers() throws IOException {
        Queued q = new Queued();
        StudySession s = q.open(chapter("Problem 1").withTree(MoveTree.empty()));
        Object start = s.position(s.rootId());
        String other = s.game().legalMoves(start).stream().map(m -> s.game().formatMove(start, m))
                .filter(t -> !t.equals("a3xb4")).findFirst().orElseThrow();
        assertThat(q.main.playText(other)).isEmpty();
        long wrong = s.cursor();
        q.main.toStart();
        assertThat(q.main.playText("a3xb4")).isEmpty();
        long key = s.cursor();
        assertThat(q.work).hasSize(2);
        q.runAll();
        assertThat(s.children(wrong)).as("the stopped judgement played no refutation").isEmpty();
        assertThat(q.vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(s.parent(s.cursor())).contains(key);
    }

    @Test
    void hintWaitsForTheJudgementWhichStillAnswersAndScoresAFirstTry() throws IOException {
        Queued q = new Queued();
        List<org.parlour.problem.ProblemScore> scores = new java.util.ArrayList<>();
        q.vm.setOnScore(scores::add);
        StudySession s = q.open(chapter("Question 1"));
        assertThat(q.vm.judgingProperty().get()).isFalse();
        assertThat(q.main.playText("b2xc3")).isEmpty();
        assertThat(q.vm.judgingProperty().get()).as("Hint is disabled while the move is judged").isTrue();
        q.vm.hint();
        assertThat(q.main.messageProperty().get()).isEqualTo("Wait for the judgement of your move, then ask for a hint.");
        assertThat(q.work).as("no hint job beside the judgement").hasSize(1);
        q.runAll();
        assertThat(q.vm.verdictProperty().get()).as("the judgement answered").isEqualTo("Right");
        assertThat(q.vm.judgingProperty().get()).isFalse();
        assertThat(scores).as("a hint refused is no hint taken").containsExactly(org.parlour.problem.ProblemScore.FIRST_TRY);

        StudySession p = q.open(chapter("Problem 1").withTree(MoveTree.empty()));
        assertThat(q.main.playText("a3xb4")).isEmpty();
        long key = p.cursor();
        q.vm.hint();
        q.runAll();
        assertThat(p.parent(p.cursor())).as("the solver's judgement replied").contains(key);
        q.vm.hint();
        assertThat(q.vm.thinkingProperty().get()).as("after it, Hint works").isTrue();
    }

    @Test
    void cancelStopsTheJudgementAndSaysSo() throws IOException {
        Queued q = new Queued();
        StudySession s = q.open(chapter("Problem 1").withTree(MoveTree.empty()));
        assertThat(q.main.playText("a3xb4")).isEmpty();
        long key = s.cursor();
        q.vm.cancel();
        assertThat(q.vm.thinkingProperty().get()).isFalse();
        assertThat(q.vm.feedbackProperty().get()).startsWith("Cancelled");
        q.runAll();
        assertThat(s.children(key)).isEmpty();
        assertThat(q.vm.verdictProperty().get()).isEmpty();
        assertThat(q.vm.feedbackProperty().get()).startsWith("Cancelled");
    }

    @Test
    void aSolverHintArrivesFromTheBackground() throws IOException {
        Queued q = new Queued();
        q.open(chapter("Problem 1").withTree(MoveTree.empty()));
        q.vm.hint();
        assertThat(q.vm.thinkingProperty().get()).isTrue();
        assertThat(q.main.board().markupProperty().get()).isEmpty();
        q.runAll();
        assertThat(q.main.board().markupProperty().get()).hasSize(1);
        assertThat(q.main.board().markupProperty().get().get(0).from()).isEqualTo("a3");
    }

    /** The tester's "Win in 4" / "Win in 7" (found in testing): key b4_a4 wins in 4. */
    private static GameRecord win(int moves) {
        return GameRecord.of("agora").withSetup("B5/6/(WB)(BWW)4/6/W5/1(BW)4 w")
                .withProblem(Optional.of(new ProblemSpec(Seat.WHITE, "win", Map.of(), moves, Defence.BEST, "")));
    }

    /**
     * A view model with a node limit per solver call instead of the time limit (no timing in
     * tests; the whole solve of the 7-mover takes more than 20 million nodes), on its own window.
     */
    private static final class Limited {
        final MainViewModel main = new MainViewModel();
        final ProblemViewModel vm;

        Limited(long nodes) {
            vm = new ProblemViewModel(main, Runnable::run, Runnable::run, Limits.ofNodes(nodes));
        }

        StudySession open(GameRecord r) {
            StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
            main.open(s);
            // the attempt shown beside the record: the moves are played there
            return main.session().orElseThrow();
        }
    }

    @Test
    void aShortWinIsJudgedRightWithinTheLongerStipulation() {
        Limited l = new Limited(500_000);
        ProblemViewModel v = l.vm;
        StudySession s = l.open(win(7));
        assertThat(l.main.playText("b4_a4")).isEmpty();
        assertThat(v.verdictProperty().get()).as(v.feedbackProperty().get()).isEqualTo("Right");
        assertThat(v.feedbackProperty().get()).contains("in 6 more moves");
        assertThat(s.ply(s.cursor())).as("the defence replied").isEqualTo(2);
    }

    @Test
    void theDefenceRepliesWithTheLongestResistingMove() {
        StudySession s = open(win(4));
        playText("b4_a4");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(s.moveText(s.cursor())).as("a6-a5 loses at once to a4xa5; a6-b6 lasts to move 4").isEqualTo("a6-b6");
    }

    @Test
    void aLimitHitIsReportedAsUndecidedNotAsNoKey() {
        Limited l = new Limited(1000);
        ProblemViewModel v = l.vm;
        StudySession s = l.open(win(7));
        v.showSolution();
        assertThat(v.verdictProperty().get()).isEqualTo("Unknown");
        assertThat(v.feedbackProperty().get()).startsWith("The solver could not decide (node limit)")
                .doesNotContain("found no key");
        assertThat(s.cursor()).isEqualTo(s.rootId());
        v.hint();
        assertThat(v.feedbackProperty().get()).contains("No hint: the solver could not decide (node limit).")
                .doesNotContain("no move works");
        assertThat(ProblemTexts.undecided(StopReason.TIME)).isEqualTo("The solver could not decide within 5 s (time limit)");
    }

    @Test
    void theThinkingTextShowsProofNumbersWhenTheEngineHasThem() {
        assertThat(ProblemTexts.thinkingText(new org.parlour.solver.Progress("proving in 3", 3, 12_000, 1000)))
                .isEqualTo("Thinking\u2026 depth 3, 12,000 nodes, 12,000 nodes/s");
        assertThat(ProblemTexts.thinkingText(new org.parlour.solver.Progress("proving in 3", 3, 12_000, 1000, 3, 41)))
                .isEqualTo("Thinking\u2026 depth 3, 12,000 nodes, 12,000 nodes/s, proof number 3, disproof number 41");
    }

    /**
     * A new user's trial: Show solution on a problem with no stored key played the solver's key
     * in the attempt as an undoable move ("Undo Play c4xd3"), and Ctrl+Z hid the solution.
     */
    @Test
    void showingTheSolverKeyIsNoUndoStep() {
        GameRecord r = GameRecord.of("agora").withSetup("6/1B4/2W3/3B2/1W4/6 w")
                .withProblem(Optional.of(new ProblemSpec(Seat.WHITE, "capture", Map.of("cell", "d3"), 1, Defence.BEST, "")));
        StudySession s = open(r);
        vm.showSolution();
        assertThat(vm.verdictProperty().get()).isEqualTo("Solution");
        StudySession shown = main.session().orElseThrow();
        assertThat(shown.moveText(shown.cursor())).isEqualTo("c4xd3");
        assertThat(shown.history().undoLabel()).as("nothing the person did").isEmpty();
        assertThat(s.history().undoLabel()).isEmpty();
        assertThat(shown.undo()).as("Undo has nothing to take back").isFalse();
        assertThat(shown.moveText(shown.cursor())).isEqualTo("c4xd3");
    }

    @Test
    void showSolutionFindsTheShortKeyOfTheLongerStipulation() {
        Limited l = new Limited(500_000);
        ProblemViewModel v = l.vm;
        StudySession s = l.open(win(7));
        v.showSolution();
        assertThat(v.verdictProperty().get()).isEqualTo("Solution");
        assertThat(s.moveText(s.cursor())).isEqualTo("b4_a4");
    }
    /**
     * Asking again after an undecided run: the old "Unknown: The solver could not decide..." goes
     * when the new run starts, not when it ends (a new user's trial saw it under the new spinner
     * of Show solution), and likewise a hint's "No hint: ..." under a new hint's spinner.
     */
    @Test
    void aNewRunClearsTheLastRunsUndecidedVerdict() {
        Deque<Runnable> work = new ArrayDeque<>();
        Deque<Runnable> posted = new ArrayDeque<>();
        MainViewModel m = new MainViewModel();
        ProblemViewModel v = new ProblemViewModel(m, work::add, posted::add, Limits.ofNodes(1000));
        m.open(new StudySession(Games.byId("agora").create(), win(7)));
        Runnable runAll = () -> {
            while (!work.isEmpty() || !posted.isEmpty()) {
                while (!work.isEmpty()) {
                    work.poll().run();
                }
                while (!posted.isEmpty()) {
                    posted.poll().run();
                }
            }
        };
        v.showSolution();
        runAll.run();
        assertThat(v.verdictProperty().get()).isEqualTo("Unknown");
        assertThat(v.feedbackProperty().get()).startsWith("The solver could not decide");
        v.showSolution();
        assertThat(v.thinkingProperty().get()).isTrue();
        assertThat(v.verdictProperty().get()).as("the old verdict under the new spinner").isEmpty();
        assertThat(v.feedbackProperty().get()).isEmpty();
        runAll.run();
        assertThat(v.verdictProperty().get()).isEqualTo("Unknown");

        v.hint();
        assertThat(v.thinkingProperty().get()).isTrue();
        assertThat(v.verdictProperty().get()).as("an undecided verdict goes under a hint's spinner too").isEmpty();
        assertThat(v.feedbackProperty().get()).isEmpty();
        runAll.run();
        assertThat(v.feedbackProperty().get()).contains("No hint");
        v.hint();
        assertThat(v.feedbackProperty().get()).as("the last hint's words under the new spinner").isEmpty();
        v.cancel();
        assertThat(v.feedbackProperty().get()).startsWith("Cancelled");
        v.hint();
        assertThat(v.feedbackProperty().get()).as("\"Cancelled\" under the new spinner").isEmpty();
        v.cancel();
    }
}
