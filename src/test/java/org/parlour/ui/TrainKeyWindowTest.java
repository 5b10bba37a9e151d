package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.Node;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.train.TrainerViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * T (Study &gt; Train) opens the trainer in the real window whatever control has the focus,
 * text boxes excepted (keys typed there belong to them): the board, the move list, the study
 * toggle, the glyph bar, nothing at all, the move field after Esc, and a comment box that Study
 * mode hid while it had the focus (a new user's trial asked whether T works under every focus
 * state).
 */
@ExtendWith(ApplicationExtension.class)
class TrainKeyWindowTest {
    private static final String NODE = "org/parlour/ui-test-trainkey";
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    @TempDir
    static Path tmp;
    private MainView view;
    private Stage stage;
    private String dbBefore;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        dbBefore = System.getProperty("parlour.training.db");
        System.setProperty("parlour.training.db", tmp.resolve("t" + System.nanoTime()).resolve("training.db").toString());
        stage = s;
        view = TestWindow.show(s, new MainViewModel(), NODE, 1366, 768);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
    }

    @AfterEach
    void restore() {
        if (dbBefore == null) {
            System.clearProperty("parlour.training.db");
        } else {
            System.setProperty("parlour.training.db", dbBefore);
        }
    }

    private TrainerViewModel trainer() {
        return view.trainerPane().model();
    }

    @Test
    void tOpensTheTrainerWhateverHasTheFocus(FxRobot robot) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/sample-game.json")));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide));
        List<String> failed = new ArrayList<>();
        for (String focus : List.of("#board", "#moves", "#study-toggle", "#glyphs", "none", "#move-field then Esc",
                "#comment-after hidden by Study mode")) {
            robot.interact(() -> {
                if (focus.endsWith("Study mode")) {
                    // the comment box had the focus in Edit mode; Study > Study Mode (by the menu) hides it
                    view.study().studyProperty().set(false);
                    robot.lookup("#comment-after").query().requestFocus();
                    view.study().studyProperty().set(true);
                } else if (focus.equals("none")) {
                    stage.getScene().getRoot().requestFocus();
                } else {
                    Node n = robot.lookup(focus.split(" ")[0]).query();
                    n.requestFocus();
                }
            });
            if (focus.endsWith("Esc")) {
                robot.type(KeyCode.ESCAPE);
            }
            WaitForAsyncUtils.waitForFxEvents();
            Node owner = stage.getScene().getFocusOwner();
            robot.type(KeyCode.T);
            try {
                WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> trainer().activeProperty().get());
            } catch (java.util.concurrent.TimeoutException e) {
                failed.add(focus + " (focus owner " + owner + ")");
            }
            robot.interact(() -> trainer().close());
            WaitForAsyncUtils.waitForFxEvents();
        }
        assertThat(failed).as("T did not open the trainer with the focus on").isEmpty();
    }
}
