package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Platform;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.games.Games;
import org.parlour.document.Autosave;
import org.parlour.ui.edit.Editor.UnsavedAnswer;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Work that is never lost (docs/user-guide.md): answering Discard to "unsaved changes" and then failing or
 * cancelling the open, the new record, the chapter or the course keeps the record and its
 * autosave side file; the side file goes only once another record really replaced it, or the
 * window really closed.
 */
@ExtendWith(ApplicationExtension.class)
class AutosaveWindowTest {
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    private TestWindow.Unsaved unsaved;
    /** The unsaved-changes questions asked. */
    private List<String> asked;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/autosave-test", 1000, 700);
        model.open(StudySession.fresh(Games.byId("agora").create()));
        unsaved = TestWindow.answerUnsaved(view, UnsavedAnswer.DISCARD);
        asked = unsaved.asked();
    }

    /** Plays a move (unsaved work) and waits until the side file holds it. */
    private Path unsavedWork(FxRobot robot) throws IOException {
        robot.interact(() -> assertThat(model.playText("b1-c2")).isEmpty());
        Autosave a = view.editor().autosave();
        a.flush();
        Path side = a.sideFile();
        assertThat(side).exists();
        assertThat(Files.readString(side)).contains("b1-c2");
        return side;
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private void assertStillThere(StudySession before, Path side) throws IOException {
        assertThat(model.session()).containsSame(before);
        assertThat(view.isDirty()).isTrue();
        assertThat(side).as("the side file of the unsaved record").exists();
        assertThat(Files.readString(side)).contains("b1-c2");
    }

    @Test
    void discardThenAnOpenThatFailsKeepsTheRecordAndItsSideFile(FxRobot robot) throws IOException {
        Path side = unsavedWork(robot);
        StudySession before = model.session().orElseThrow();
        Path broken = Files.createTempFile("parlour-broken", ".json");
        Files.writeString(broken, "this is not a record");
        robot.interact(() -> view.openAsking(broken));
        closeOtherWindows(robot);
        assertThat(asked).containsExactly("opening " + broken.getFileName());
        assertStillThere(before, side);

        robot.interact(() -> view.openAsking(broken.resolveSibling("parlour-no-such-file.json")));
        assertStillThere(before, side);

        // a later edit still lands in the same side file; a real open then removes it
        robot.interact(() -> assertThat(model.playText("b6-c5")).isEmpty());
        view.editor().autosave().flush();
        assertThat(Files.readString(side)).contains("b6-c5");
        Path good = Files.createTempFile("parlour-good", ".json");
        StudySession other = StudySession.fresh(Games.byId("agora").create());
        other.playText("a1-b2");
        Files.writeString(good, new org.parlour.json.RecordJson(Games.all()).write(other.record()));
        robot.interact(() -> view.openAsking(good));
        assertThat(model.session().orElseThrow().moveText(model.session().orElseThrow().record().tree().mainLine().get(0).id()))
                .isEqualTo("a1-b2");
        assertThat(side).as("replaced by a record that really opened").doesNotExist();
        Files.deleteIfExists(broken);
        Files.deleteIfExists(good);
    }

    @Test
    void discardThenCancellingTheNewRecordDialogKeepsTheSideFile(FxRobot robot) throws IOException {
        Path side = unsavedWork(robot);
        StudySession before = model.session().orElseThrow();
        robot.interact(() -> Platform.runLater(view.files()::newRecord));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(asked).containsExactly("starting a new record");
        assertStillThere(before, side);
    }

    @Test
    void theLearnMenuAsksBeforeOpeningACourse(FxRobot robot) throws IOException {
        Path side = unsavedWork(robot);
        StudySession before = model.session().orElseThrow();
        unsaved.answer(UnsavedAnswer.CANCEL);
        MenuBar bar = robot.lookup(".menu-bar").query();
        Menu learn = bar.getMenus().stream().filter(m -> m.getText().equals("_Learn")).findFirst().orElseThrow();
        MenuItem course = learn.getItems().get(0);
        robot.interact(course::fire);
        assertThat(asked).containsExactly("opening course.json");
        assertStillThere(before, side);
    }

    @Test
    void closingAsksAndOnlyAReallyClosedWindowLosesItsSideFile(FxRobot robot) throws IOException {
        // a window of its own: the shared primary stage carries the close guards of earlier tests' windows
        MainViewModel m = new MainViewModel();
        MainView[] v = new MainView[1];
        Stage[] own = new Stage[1];
        robot.interact(() -> {
            own[0] = new Stage();
            v[0] = TestWindow.show(own[0], m, "org/parlour/autosave-test", 800, 600);
            m.open(StudySession.fresh(Games.byId("agora").create()));
            assertThat(m.playText("b1-c2")).isEmpty();
        });
        Autosave a = v[0].editor().autosave();
        a.flush();
        Path side = a.sideFile();
        assertThat(side).exists();
        TestWindow.Unsaved second = TestWindow.answerUnsaved(v[0], UnsavedAnswer.CANCEL);
        robot.interact(() -> own[0].fireEvent(new WindowEvent(own[0], WindowEvent.WINDOW_CLOSE_REQUEST)));
        assertThat(own[0].isShowing()).isTrue();
        assertThat(side).exists();
        assertThat(second.asked()).as("closing asked first").hasSize(1);
        second.answer(UnsavedAnswer.DISCARD);
        robot.interact(() -> own[0].fireEvent(new WindowEvent(own[0], WindowEvent.WINDOW_CLOSE_REQUEST)));
        assertThat(own[0].isShowing()).isFalse();
        assertThat(side).as("discarded on purpose and the window closed").doesNotExist();
    }
}
