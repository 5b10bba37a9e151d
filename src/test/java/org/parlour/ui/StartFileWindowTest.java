package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import javafx.scene.control.DialogPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A file given to the app that cannot be read (a folder named like a record, a file that does not
 * exist) opens the window with an error that names the file and says what is wrong: the app
 * started from a file manager used to print one line on a terminal nobody sees and show nothing.
 */
@ExtendWith(ApplicationExtension.class)
class StartFileWindowTest {
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/start-file-test", 1180, 760);
    }

    @Test
    void aFolderOrAMissingFileIsSaidInTheWindow(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("games.json"));
        robot.interact(() -> view.openFile(folder));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogTexts()).as("the error names the folder and what is wrong")
                .anySatisfy(t -> assertThat(t).contains("games.json").contains("is a directory"));
        closeDialogs(robot);

        Path missing = tmp.resolve("gone.json");
        robot.interact(() -> view.openFile(missing));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialogTexts()).anySatisfy(t -> assertThat(t).contains("gone.json").contains("no such file"));
        closeDialogs(robot);
        assertThat(stage.isShowing()).isTrue();
    }

    private List<String> dialogTexts() {
        return Window.getWindows().stream().filter(w -> w != stage && w.getScene() != null)
                .map(w -> w.getScene().getRoot()).filter(r -> r instanceof DialogPane)
                .map(r -> ((DialogPane) r).getHeaderText() + " " + ((DialogPane) r).getContentText())
                .collect(Collectors.toList());
    }

    private void closeDialogs(FxRobot robot) {
        robot.interact(() -> new java.util.ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }
}
