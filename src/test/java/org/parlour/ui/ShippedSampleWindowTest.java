package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.document.Result;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Issue 29 point 5: working on a shipped sample never writes over it. The samples folder is a
 * copy named by {@code parlour.samples} (how the window locates samples, {@link Samples}); the
 * sample is changed, and opening another file with Save (what Ctrl+O, Enter answers) asks for a
 * new name instead of saving over {@code samples/agora/game-2.json}.
 */
@ExtendWith(ApplicationExtension.class)
class ShippedSampleWindowTest {
    @TempDir
    Path dir;
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    private final String before = System.getProperty("parlour.samples");

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/shipped-sample-test", 1000, 700);
    }

    @AfterEach
    void restore() {
        if (before == null) {
            System.clearProperty("parlour.samples");
        } else {
            System.setProperty("parlour.samples", before);
        }
    }

    private Path sample() throws IOException {
        Path samples = dir.resolve("shipped/samples");
        Path to = samples.resolve("agora/game-2.json");
        Files.createDirectories(to.getParent());
        Files.copy(Path.of("samples/agora/game-2.json"), to);
        System.setProperty("parlour.samples", samples.toString());
        return to;
    }

    private void change(FxRobot robot) {
        robot.interact(() -> {
            StudySession s = model.session().orElseThrow();
            model.goTo(s.rootId());
            model.playText(TestWindow.unplayedMove(s, s.rootId()));
        });
        assertThat(view.isDirty()).isTrue();
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    @Test
    void openingAnotherFileWithSaveAsksForANewNameAndLeavesTheSample(FxRobot robot) throws IOException {
        Path sample = sample();
        byte[] shipped = Files.readAllBytes(sample);
        robot.interact(() -> view.openFile(sample));
        closeOtherWindows(robot);
        change(robot);
        TestWindow.Unsaved unsaved = TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.SAVE);
        List<String> suggested = new ArrayList<>();
        Path copy = dir.resolve("mine/game-2.json");
        Files.createDirectories(copy.getParent());
        view.files().setChooseSaveFile(name -> {
            suggested.add(name);
            return Optional.of(copy);
        });
        Path other = dir.resolve("other.json");
        Files.copy(Path.of("samples/agora/game-1.json"), other);

        robot.interact(() -> view.files().openAsking(other));

        assertThat(unsaved.asked()).hasSize(1);
        assertThat(suggested).as("Save asked for a new name").containsExactly("game-2.json");
        assertThat(Files.readAllBytes(sample)).as("the shipped sample is unchanged").isEqualTo(shipped);
        assertThat(Files.readString(copy)).as("the work went to the new name").isNotEqualTo(new String(shipped, java.nio.charset.StandardCharsets.UTF_8));
        assertThat(view.document().file()).contains(other);
    }

    @Test
    void saveOfASampleWithCancelWritesNothingAndSaysWhy(FxRobot robot) throws IOException {
        Path sample = sample();
        byte[] shipped = Files.readAllBytes(sample);
        robot.interact(() -> view.openFile(sample));
        closeOtherWindows(robot);
        change(robot);
        view.files().setChooseSaveFile(name -> Optional.empty());

        robot.interact(() -> assertThat(view.files().save()).isFalse());

        assertThat(Files.readAllBytes(sample)).isEqualTo(shipped);
        assertThat(view.isDirty()).isTrue();
        assertThat(model.messageProperty().get()).contains("game-2.json is a sample shipped with Parlour");
        // Save As onto the sample itself is refused too
        view.files().setChooseSaveFile(name -> Optional.of(sample));
        robot.interact(() -> assertThat(view.files().saveAs()).isFalse());
        closeOtherWindows(robot);
        assertThat(Files.readAllBytes(sample)).isEqualTo(shipped);
        Result r = view.document().saveTo(sample.getParent().resolve("new.json"));
        assertThat(r).as("nothing is written into the samples folder").isInstanceOf(Result.Failed.class);
        assertThat(Files.exists(sample.getParent().resolve("new.json"))).isFalse();
    }
}
