package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.ui.review.FindViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Find in a problem collection never names a problem's moves before its solution is shown: no
 * key is listed, by role or by the words of its comment; once the shown chapter's solution is
 * asked for, that chapter's moves are searched, the other problems' still not.
 */
@ExtendWith(ApplicationExtension.class)
class FindSecretWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage stage) {
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/find-secret-test", 1180, 780);
    }

    @Test
    void findListsNoMoveOfAProblemWhoseSolutionIsHidden(FxRobot robot) {
        robot.interact(() -> view.openAsking(SAMPLES.resolve("agora/problems.json")));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)).as("the first problem is shown as an attempt").isTrue();
        FindViewModel find = view.reviewUi().findModel();

        robot.interact(() -> find.search("role:key"));
        assertThat(find.results()).as("no key of a hidden solution").isEmpty();
        assertThat(find.statusProperty().get()).startsWith("Nothing found.").contains("not searched");

        // the key's own comment: its words would lead to the key
        String keyComment = model.recordSession().orElseThrow().record().tree().preorder().stream()
                .filter(n -> n.data().role().filter(r -> r == org.parlour.tree.ProblemRole.KEY).isPresent())
                .map(n -> n.data().commentAfter()).filter(c -> c.length() > 12).findFirst().orElseThrow();
        String words = keyComment.substring(0, 12);
        robot.interact(() -> find.search(words));
        assertThat(find.results()).as("no hit in a hidden solution's comments").allSatisfy(r ->
                assertThat(r.nodeId()).isEqualTo(org.parlour.tree.MoveTree.ROOT_ID));

        robot.interact(() -> view.problemPane().model().showSolution());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.modes().running(org.parlour.ui.mode.Mode.ATTEMPT)).isFalse();
        robot.interact(() -> find.search("role:key"));
        assertThat(find.results()).as("the shown solution's key is found, no other problem's").isNotEmpty()
                .allSatisfy(r -> assertThat(r.chapter()).isEqualTo(view.chapter()));
        robot.interact(() -> find.goTo(0));
        assertThat(model.session().orElseThrow().cursor()).isEqualTo(find.results().get(0).nodeId());
    }

    @Test
    void aLongFindStatusShowsWhole(FxRobot robot) {
        // a new user's trial: "Nothing found. (the moves of 11 problems not searched: their solutions ar…"
        robot.interact(() -> view.openAsking(SAMPLES.resolve("agora/problems.json")));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(javafx.scene.input.KeyCode.CONTROL).type(javafx.scene.input.KeyCode.F).release(javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.write("zzzq").type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        String said = view.reviewUi().findModel().statusProperty().get();
        assertThat(said).startsWith("Nothing found.").contains("not searched");
        javafx.scene.control.Label status = robot.lookup("#find-status").queryAs(javafx.scene.control.Label.class);
        robot.moveTo(status);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(status.getTooltip()).as("the whole text on hover").isNotNull();
        assertThat(status.getTooltip().getText()).isEqualTo(said);
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
