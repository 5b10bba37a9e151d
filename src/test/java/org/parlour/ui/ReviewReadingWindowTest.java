package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.ui.review.ReviewViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Study mode's reading pane gives the review's words at a move the review marked, as Edit mode
 * does under the move (a new user's trial: Tournament game 2 reviewed, Study mode, F8 to a
 * marked move: the pane said "Dubious move (?!)" and "No comment on this move." where Edit mode
 * said "The review: Better: ..."), in English and in French. Both tests fail on the old code (no
 * review words in the pane). The words a mistake's own mark keeps (its better move was already a
 * variation) are shown the same way.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewReadingWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/review-reading-test", 1180, 780);
    }

    @AfterEach
    void back(FxRobot robot) {
        Messages.setLocale(Locale.ENGLISH);
        robot.interact(() -> view.study().studyProperty().set(false));
    }

    private ReviewViewModel review() {
        return view.reviewUi().model();
    }

    /** Reviews Agora game 2 at depth 2 in the window (as ReviewWindowTest; Tournament game 2's marks at a depth as quick have the better move in the record already, an author's variation, so no words of the review) (Ctrl+Shift+R) in Study mode, and goes with F8 to its first mistake with a better variation of the review. */
    private StudySession reviewAndGoToTheFirstMistake(FxRobot robot) throws Exception {
        // without the review the sample games store (a record to review, as ReviewWindowTest)
        GameRecord r = ReviewAnnotations.remove(new RecordJson(Games.all()).read(SAMPLES.resolve("agora/game-2.json")).value());
        assertThat(ReviewAnnotations.count(r)).isZero();
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        robot.interact(() -> {
            model.open(s);
            view.study().studyProperty().set(true);
            review().depthProperty().set(2);
            review().moveMillisProperty().set(0);
        });
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.R).release(KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> review().runningProperty().get() || ReviewAnnotations.count(s.record()) > 0);
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !review().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(ReviewAnnotations.count(s.record())).isPositive();
        assertThat(view.study().studyProperty().get()).as("still in Study mode").isTrue();
        robot.interact(() -> model.toStart());
        robot.interact(() -> view.boardView().requestFocus());
        // F8 to the first mistake whose better move the review added (a better move already in
        // the record, an author's variation, gets no words of the review)
        for (int i = 0; i < 10 && !hasReviewLine(s); i++) {
            long was = s.cursor();
            robot.type(KeyCode.F8);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(s.cursor()).as("F8 goes to the next mistake").isNotEqualTo(was);
            Node at = s.record().tree().node(s.cursor());
            assertThat(at.data().moveGlyph()).hasValueSatisfying(g -> assertThat(g).isIn(Nag.DUBIOUS, Nag.MISTAKE, Nag.BLUNDER));
        }
        assertThat(hasReviewLine(s)).isTrue();
        return s;
    }

    private static boolean hasReviewLine(StudySession s) {
        return s.parent(s.cursor()).map(p -> s.children(p).stream().anyMatch(c -> ReviewAnnotations.isComputerLine(s.data(c))))
                .orElse(false);
    }

    /** The comment of the review's better variation beside the cursor's move. */
    private static String better(StudySession s) {
        return s.children(s.parent(s.cursor()).orElseThrow()).stream()
                .filter(c -> ReviewAnnotations.isComputerLine(s.data(c))).map(s::comment).findFirst().orElseThrow();
    }

    @Test
    void theReadingPaneGivesTheReviewsWordsAtAMarkedMove(FxRobot robot) throws Exception {
        StudySession s = reviewAndGoToTheFirstMistake(robot);
        String better = better(s);
        assertThat(better).isNotBlank();
        long mistake = s.cursor();
        String shown = view.study().readingPane().shownText();
        assertThat(shown).contains("The review: " + better + "\n").doesNotContain("No comment on this move.");
        Label words = robot.lookup("#reading-review").queryAs(Label.class);
        assertThat(words.isVisible()).isTrue();
        assertThat(words.getText()).isEqualTo(((Label) view.root().lookup("#review-verdict-here")).getText());
        TestWindow.assertWholeText(robot, "#reading-review");

        // an unmarked move: no review words, its comment as before
        robot.interact(() -> model.goTo(s.record().tree().mainLine().get(0).id()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.study().readingPane().shownText()).doesNotContain("The review:").contains("White steps down to the middle ring.");
        assertThat(robot.lookup("#reading-review").queryAs(Label.class).isVisible()).isFalse();

        // a step to the marked move fills the pane once: the review's words, which the model's
        // texts change after the cursor, are shown alone (it loaded the whole pane a second time)
        int loads = view.study().readingPane().loads();
        robot.interact(() -> model.goTo(mistake));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.study().readingPane().loads() - loads).as("loads for one step").isEqualTo(1);
        assertThat(view.study().readingPane().shownText()).contains("The review: " + better + "\n").doesNotContain("No comment on this move.");
    }

    /**
     * The review's words stored in a mistake's own mark (its better move was a variation already
     * there: Agora game 1 14... e4-d3??, the old line 14... e4xd4) are shown as the other review
     * words, in the reading pane and under the move list, in the window's language. Fails on the
     * old code and samples (the glyph alone: "No comment on this move.").
     */
    @Test
    void theWordsOfAMarkWhoseBetterMoveWasAlreadyThereAreShownToo(FxRobot robot) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(SAMPLES.resolve("agora/game-1.json")).value();
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        Node mistake = s.record().tree().node(28);
        assertThat(mistake.move()).isEqualTo("e4-d3");
        assertThat(s.children(mistake.parentId().orElseThrow()).stream().noneMatch(c -> ReviewAnnotations.isComputerLine(s.data(c))))
                .as("no variation of the review beside it").isTrue();
        robot.interact(() -> {
            model.open(s);
            view.study().studyProperty().set(true);
            model.goTo(28);
        });
        WaitForAsyncUtils.waitForFxEvents();
        String words = "The review: Better: 14... e4xd4, +2.00 for Black against 0.00 for Black after 14... e4-d3 (search depth 7): 2.00 lost.";
        assertThat(view.study().readingPane().shownText()).contains(words + "\n").doesNotContain("No comment on this move.");
        assertThat(robot.lookup("#reading-review").queryAs(Label.class).isVisible()).isTrue();
        assertThat(((Label) view.root().lookup("#review-verdict-here")).getText()).isEqualTo(words);

        robot.interact(() -> {
            Messages.setLocale(Locale.FRENCH);
            model.goTo(27);
            model.goTo(28);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.study().readingPane().shownText()).contains("La revue\u00a0: Mieux\u00a0: 14... e4xd4, +2,00 pour Noir contre 0,00 pour Noir");
    }

    @Test
    void andInFrench(FxRobot robot) throws Exception {
        Messages.setLocale(Locale.FRENCH);
        StudySession s = reviewAndGoToTheFirstMistake(robot);
        String better = better(s);
        assertThat(better).as("the review wrote French").containsPattern("(Mieux|Un gain en)");
        assertThat(view.study().readingPane().shownText()).contains("La revue\u00a0: " + better + "\n");
    }
}
