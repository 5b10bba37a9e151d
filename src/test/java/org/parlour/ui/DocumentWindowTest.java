package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.document.Result;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The document's cases through the real window: keys in a text box (E2), saving a partly loaded file (D13). */
@ExtendWith(ApplicationExtension.class)
class DocumentWindowTest {
    @TempDir
    Path dir;
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/document-window-test", 1000, 700);
    }

    private Path copy(String name) throws IOException {
        Path to = dir.resolve(name);
        try (var in = DocumentWindowTest.class.getResourceAsStream("/org/parlour/document/" + name)) {
            Files.write(to, in.readAllBytes());
        }
        return to;
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    /** E2: End, Home, Left and Right in an empty comment box move its caret, never the move cursor. */
    @Test
    void keysInAnEmptyCommentBoxStayInTheBox(FxRobot robot) throws IOException {
        Path f = copy("comment-keys.json");
        robot.interact(() -> view.openFile(f));
        closeOtherWindows(robot);
        StudySession s = model.session().orElseThrow();
        long first = s.record().tree().mainLine().get(0).id();
        robot.interact(() -> model.goTo(first));
        TextArea box = robot.lookup("#comment-after").queryAs(TextArea.class);
        assertThat(box.getText()).isEmpty();
        robot.interact(box::requestFocus);
        assertThat(box.isFocused()).as("focused before the keys").isTrue();
        for (KeyCode k : List.of(KeyCode.END, KeyCode.HOME, KeyCode.RIGHT, KeyCode.LEFT, KeyCode.UP, KeyCode.DOWN)) {
            robot.type(k);
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(model.cursorProperty().get()).as(k + " stays in the box").isEqualTo(first);
        }
        assertThat(box.isFocused()).isTrue();
        robot.write("mine");
        WaitForAsyncUtils.waitForFxEvents();
        StudySession now = model.session().orElseThrow();
        assertThat(now.data(first).commentAfter()).isEqualTo("mine");
        long last = now.record().tree().mainLine().get(2).id();
        assertThat(now.data(last).commentAfter()).isEqualTo("comment of the last move");
    }

    /** D13 through the window: Save asks; Cancel leaves the file; Overwrite keeps it whole as .orig. */
    @Test
    void savingAPartlyLoadedFileAsksFirst(FxRobot robot) throws IOException {
        Path f = copy("partial.json");
        String original = Files.readString(f);
        robot.interact(() -> view.openFile(f));
        closeOtherWindows(robot);
        robot.interact(() -> {
            model.toEnd();
            StudySession s = model.session().orElseThrow();
            model.play(s.game().legalMoves(s.position(s.cursor())).get(0));
        });
        List<Result.Ask> asked = new ArrayList<>();
        view.files().setAsk(q -> {
            asked.add(q);
            return FileCommands.Answer.CANCEL;
        });
        robot.interact(() -> assertThat(view.files().save()).isFalse());
        assertThat(asked).singleElement().satisfies(q -> assertThat(q.question()).isEqualTo(Result.Question.OVERWRITE_PARTIAL));
        assertThat(Files.readString(f)).isEqualTo(original);
        assertThat(view.isDirty()).isTrue();
        assertThat(model.messageProperty().get()).contains("Not saved");

        view.files().setAsk(q -> FileCommands.Answer.OVERWRITE);
        robot.interact(() -> assertThat(view.files().save()).isTrue());
        assertThat(view.isDirty()).isFalse();
        assertThat(Files.readString(dir.resolve("partial.json.orig"))).isEqualTo(original);
        assertThat(stage.getTitle()).isEqualTo("partial.json \u2013 Agora \u2013 Parlour");
    }

    /** The real question before overwriting a partly loaded file: its buttons, and Cancel writes nothing. */
    @Test
    void theRealOverwriteQuestionOffersSaveAsOverwriteAndCancel(FxRobot robot) throws IOException {
        Path f = copy("partial.json");
        String original = Files.readString(f);
        robot.interact(() -> view.openFile(f));
        closeOtherWindows(robot);
        robot.interact(() -> {
            model.toEnd();
            StudySession s = model.session().orElseThrow();
            model.play(s.game().legalMoves(s.position(s.cursor())).get(0));
        });
        robot.interact(() -> javafx.application.Platform.runLater(view.files()::save));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.DialogPane pane = robot.lookup(".dialog-pane").queryAs(javafx.scene.control.DialogPane.class);
        assertThat(pane.getHeaderText()).isEqualTo("partial.json was only partly loaded");
        assertThat(pane.getButtonTypes()).extracting(javafx.scene.control.ButtonType::getText)
                .containsExactly("Save As\u2026", "Overwrite", "Cancel");
        robot.interact(() -> {
            javafx.scene.image.WritableImage img = pane.snapshot(null, null);
            java.awt.image.BufferedImage out = new java.awt.image.BufferedImage((int) img.getWidth(), (int) img.getHeight(),
                    java.awt.image.BufferedImage.TYPE_INT_ARGB);
            for (int y = 0; y < out.getHeight(); y++) {
                for (int x = 0; x < out.getWidth(); x++) {
                    out.setRGB(x, y, img.getPixelReader().getArgb(x, y));
                }
            }
            try {
                Files.createDirectories(Path.of("target", "screenshots"));
                javax.imageio.ImageIO.write(out, "png", Path.of("target", "screenshots", "overwrite-partial.png").toFile());
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        robot.clickOn("Cancel");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(Files.readString(f)).isEqualTo(original);
        assertThat(view.isDirty()).isTrue();
    }

    /** F2 through the window: Set Up Position at a mid-game move, then OK without a change, is no edit at all. */
    @Test
    void setUpAtAMoveThenOkWithoutAChangeIsNoEdit(FxRobot robot) throws IOException {
        Path f = copy("setup-midgame.json");
        robot.interact(() -> view.openFile(f));
        closeOtherWindows(robot);
        StudySession s = model.session().orElseThrow();
        org.parlour.study.GameRecord before = s.record();
        robot.interact(() -> model.goTo(2));
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").query();
        javafx.scene.control.MenuItem setup = bar.getMenus().stream().filter(m -> m.getText().equals("_Edit")).findFirst()
                .orElseThrow().getItems().stream().filter(i -> i.getText() != null && i.getText().startsWith("Set Up"))
                .findFirst().orElseThrow();
        robot.interact(() -> javafx.application.Platform.runLater(setup::fire));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("OK");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(s.record()).isSameAs(before);
        assertThat(s.history().undoLabel()).isEmpty();
        assertThat(model.messageProperty().get()).contains("unchanged");
        assertThat(model.cursorProperty().get()).isEqualTo(2);
    }
}
