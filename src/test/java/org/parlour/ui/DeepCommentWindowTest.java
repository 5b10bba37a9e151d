package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.prefs.Preferences;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.ui.read.ReadingPane;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 27, case D26: a comment of 5,000 nested block quotes (and one of 4,000 nested list items)
 * overflowed the stack on the UI thread, and the reading pane and the status bar kept the
 * previous move's texts. Now the reading pane shows the comment as written under a note and
 * the status bar follows the cursor.
 */
@ExtendWith(ApplicationExtension.class)
class DeepCommentWindowTest {
    private static final Path D26 = Path.of("src/test/resources/org/parlour/cli/reliability/D26-deep-markdown.json");
    private static final String NODE = "org/parlour/ui-test-deep-comment";
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 780);
    }

    @Test
    void theReadingPaneShowsADeepCommentAsWrittenAndFollowsTheCursor(FxRobot robot) {
        robot.interact(() -> view.openFile(D26));
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        robot.interact(() -> view.study().studyProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        ReadingPane pane = view.study().readingPane();
        for (long id : new long[] {1, 2}) {
            robot.interact(() -> model.goTo(id));
            WaitForAsyncUtils.waitForFxEvents();
            String shown = pane.shownText();
            assertThat(shown).as("move " + id).contains("Nested more than 64 levels deep: shown as written, not as Markdown.");
            assertThat(shown).contains(id == 1 ? "> > > > >" : "- - - - -");
            assertThat(model.texts().toMoveTextProperty().get()).isEqualTo(id == 1 ? "Black to move" : "White to move");
        }
    }
}
