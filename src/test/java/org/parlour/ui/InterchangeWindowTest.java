package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.image.WritableImage;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;
import javafx.stage.Window;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Seat;
import org.parlour.study.GameRecord;
import org.parlour.tree.Node;
import org.parlour.ui.export.ExportTarget;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File > Import (an AbstractPlay record, a game text), Copy Line as Game Text and Paste Game Text
 * as New Record in the real window. A screenshot goes to target/screenshots/window-imported.png.
 */
@ExtendWith(ApplicationExtension.class)
class InterchangeWindowTest {
    private static final String AP = "{\"header\":{\"game\":{\"name\":\"Conspirateurs\",\"variants\":[\"Default movement rules\","
            + "\"Default setup\"]},\"site\":{\"name\":\"Abstract Play\",\"gameid\":\"g9\"},\"date-start\":\"2025-03-01T10:00:00Z\","
            + "\"date-end\":\"2025-03-09T10:00:00Z\",\"date-generated\":\"2025-03-09T10:00:00Z\",\"players\":["
            + "{\"name\":\"ann\",\"result\":1},{\"name\":\"bob\",\"result\":0}]},\"moves\":[[\"i9\",\"h9\"],[\"g9\",\"resign\"]]}";
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    private InterchangeMenu menu;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-interchange", 1180, 760);
        menu = InterchangeMenu.install(s, view, model);
    }

    private GameRecord record() {
        return model.session().orElseThrow().record();
    }

    @Test
    void theFileMenuHasTheItemsBeforeTheImageExports(FxRobot robot) throws IOException {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        var items = bar.getMenus().get(0).getItems().stream().map(MenuItem::getId).toList();
        assertThat(items).contains(InterchangeMenu.IMPORT_ID, InterchangeMenu.EXPORT_TEXT_ID, InterchangeMenu.EXPORT_AP_ID,
                InterchangeMenu.COPY_TEXT_ID, InterchangeMenu.PASTE_TEXT_ID);
        // New and Open first, Save, then the interchange group (and its line) just above the image exports
        assertThat(items.indexOf(WindowMenus.NEW_ID)).isZero();
        assertThat(items.indexOf(InterchangeMenu.IMPORT_ID)).isGreaterThan(items.indexOf(WindowMenus.NEW_ID))
                .isEqualTo(items.indexOf(WindowMenus.EXPORT_PNG_ID) - 6);
        assertThat(bar.getMenus().get(0).getItems().get(items.indexOf(InterchangeMenu.IMPORT_ID) - 1))
                .isInstanceOf(javafx.scene.control.SeparatorMenuItem.class);
        robot.clickOn("File");
        javafx.scene.image.Image screen = robot.capture(new javafx.geometry.Rectangle2D(stage.getX(), stage.getY(), 700, 520)).getImage();
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        ImageIO.write(SwingFXUtils.fromFXImage(screen, null), "png", out.resolve("window-file-menu.png").toFile());
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
    }

    @Test
    void importAnAbstractPlayRecordCopyItsLineAndPasteItBack(FxRobot robot, @TempDir Path dir) throws IOException {
        Path ap = dir.resolve("ap-game.json");
        Files.writeString(ap, AP);
        AtomicBoolean ok = new AtomicBoolean();
        robot.interact(() -> ok.set(menu.importFile(ap)));
        assertThat(ok).isTrue();
        assertThat(record().gameId()).isEqualTo("conspirateurs");
        assertThat(record().meta().players()).containsEntry(Seat.BLACK, "ann").containsEntry(Seat.WHITE, "bob");
        assertThat(record().tree().mainLine().stream().map(Node::move).toList()).containsExactly("@i9", "@h9", "@g9");
        assertThat(stage.getTitle()).startsWith("*untitled"); // unsaved work: closing asks
        shot(robot, "window-imported");

        AtomicReference<String> copied = new AtomicReference<>();
        robot.interact(() -> {
            model.toEnd();
            menu.copyLine();
            copied.set(Clipboard.getSystemClipboard().getString());
        });
        assertThat(copied.get()).contains("[Game \"conspirateurs\"]").contains("1. @i9 @h9 2. @g9 win b");

        // The imported game is unsaved work: pasting another game over it asks first.
        java.util.List<String> asked = TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.DISCARD).asked();
        robot.interact(() -> {
            ClipboardContent c = new ClipboardContent();
            c.putString("1. @e7 @f7 2. @g7 {pasted}");
            Clipboard.getSystemClipboard().setContent(c);
        });
        robot.interact(() -> robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().get(0).getItems().stream()
                .filter(i -> InterchangeMenu.PASTE_TEXT_ID.equals(i.getId())).findFirst().orElseThrow().fire());
        assertThat(record().tree().mainLine().stream().map(Node::move).toList()).containsExactly("@e7", "@f7", "@g7");
        assertThat(record().tree().mainLine().get(2).data().commentAfter()).isEqualTo("pasted");
        assertThat(asked).containsExactly("opening pasted game");
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing())
                .forEach(Window::hide));
    }

    /**
     * A new user's trial: a sample game exported with File > Export as AbstractPlay Record and
     * imported again read "Parlour sample game, ?, 2026-11-29" (the site placeholder as data),
     * White "Parlour analysis (depth 2) (2)", and gained ap-... headers (the time of export).
     */
    @Test
    void aSampleExportedFromTheMenuAndImportedComesBackWithItsHeaders(FxRobot robot, @TempDir Path dir) throws IOException {
        robot.interact(() -> view.openFile(Path.of("samples/conspirateurs/game-1.json")));
        GameRecord original = record();
        Path out = dir.resolve("game.ap.json");
        robot.interact(() -> {
            ExportTarget.of(stage).setChooser((owner, fc) -> Optional.of(out));
            robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().get(0).getItems().stream()
                    .filter(i -> InterchangeMenu.EXPORT_AP_ID.equals(i.getId())).findFirst().orElseThrow().fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        closeDialogs(robot); // the list of what the record cannot hold (comments, the title, ...)
        assertThat(out).exists();
        AtomicBoolean ok = new AtomicBoolean();
        robot.interact(() -> ok.set(menu.importFile(out)));
        assertThat(ok).isTrue();
        assertThat(record().meta().site()).as("the placeholder site stays unknown").isEmpty();
        assertThat(record().meta().players()).isEqualTo(original.meta().players())
                .containsEntry(Seat.WHITE, "Parlour analysis (depth 2)");
        assertThat(record().meta().event()).isEqualTo(original.meta().event());
        assertThat(record().meta().date()).isEqualTo(original.meta().date());
        assertThat(record().meta().result()).isEqualTo(original.meta().result());
        assertThat(record().meta().extensions()).as("no ap-... header, no time of export").isEmpty();
        assertThat(record().tree().mainLine().stream().map(Node::move).toList())
                .isEqualTo(original.tree().mainLine().stream().map(Node::move).toList());
    }

    @Test
    void aBadTextSaysWhereAndKeepsTheOpenRecord(FxRobot robot, @TempDir Path dir) throws IOException {
        robot.interact(() -> view.openFile(Path.of("samples/agora/sample-game.json")));
        Path bad = dir.resolve("bad.txt");
        Files.writeString(bad, "[Game \"agora\"]\n1. a2-b3 a2-a4\n");
        AtomicBoolean ok = new AtomicBoolean(true);
        robot.interact(() -> ok.set(menu.importFile(bad)));
        assertThat(ok).isFalse();
        assertThat(model.messageProperty().get()).contains(":2:10: move \"a2-a4\"");
        assertThat(record().meta().title()).isNotEmpty();
    }

    /** A folder given to import says what an import reads, as the command line's import does (it said "expected a record file"). */
    @Test
    void aFolderSaysWhatAnImportReads(FxRobot robot, @TempDir Path dir) throws IOException {
        AtomicBoolean ok = new AtomicBoolean(true);
        robot.interact(() -> ok.set(menu.importFile(dir)));
        assertThat(ok).isFalse();
        String expected = dir + ": is a directory; expected an AbstractPlay record (.json), a game text (.txt, .pgn) or a Parlour file";
        assertThat(model.messageProperty().get()).endsWith(expected).doesNotContain("\n");
        java.io.StringWriter err = new java.io.StringWriter();
        org.parlour.cli.Cli.run(new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(err), "import", dir.toString());
        assertThat(err.toString()).isEqualTo("error: " + expected + "\n");
    }

    private void shot(FxRobot robot, String name) throws IOException {
        AtomicReference<WritableImage> img = new AtomicReference<>();
        robot.interact(() -> img.set(stage.getScene().snapshot(null)));
        Path out = Path.of("target", "screenshots");
        Files.createDirectories(out);
        ImageIO.write(SwingFXUtils.fromFXImage(img.get(), null), "png", out.resolve(name + ".png").toFile());
    }
}
