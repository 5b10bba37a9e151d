package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.DialogPane;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.export.ExportTarget;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every export of the window refuses the open record's file, whatever its name, and any other
 * Parlour record (docs/user-guide.md, "Files"): a new user's trial typed the open record's name in
 * the chooser of File &gt; Export Position as PNG, Line as GIF, Game Text, AbstractPlay Record,
 * Study &gt; Export Evaluation Graph and Training History as CSV, confirmed Replace, and lost the
 * record. The system's chooser is replaced through {@link ExportTarget#setChooser}.
 */
@ExtendWith(ApplicationExtension.class)
class ExportRefusalWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/ui-export-refusal-test";
    /** The menu items of every export, by id; each reaches the file chooser with the sample open. */
    private static final List<String> EXPORTS = List.of(WindowMenus.EXPORT_PNG_ID, WindowMenus.EXPORT_GIF_ID, WindowMenus.EXPORT_SVG_ID,
            InterchangeMenu.EXPORT_TEXT_ID, InterchangeMenu.EXPORT_AP_ID, "menu-export-graph", "menu-train-export");

    @TempDir
    Path dir;
    private Stage stage;
    private MainView view;
    private MainViewModel model;
    private String dbBefore;
    private final List<String> asked = new ArrayList<>();

    @Start
    void start(Stage s) {
        dbBefore = System.getProperty("parlour.training.db");
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1000, 700);
        InterchangeMenu.install(s, view, model);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        closeOthers(robot);
        if (dbBefore == null) {
            System.clearProperty("parlour.training.db");
        } else {
            System.setProperty("parlour.training.db", dbBefore);
        }
    }

    private void closeOthers(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide));
    }

    /** A copy of a sample game with an evaluation (the graph can be exported), opened; its path. */
    private Path openRecord(FxRobot robot) throws Exception {
        System.setProperty("parlour.training.db", dir.resolve("history").resolve("training.db").toString());
        Path r1 = dir.resolve("r1.json");
        // a game AbstractPlay can hold (from the empty board), with an evaluation for the graph
        String text = Files.readString(SAMPLES.resolve("conspirateurs/game-1.json"));
        Files.writeString(r1, text.replace("{\"id\": 2, \"move\": \"@e7\"}",
                "{\"id\": 2, \"move\": \"@e7\", \"eval\": {\"value\": \"+0.5\", \"depth\": 4, \"source\": \"Parlour\"}}"));
        assertThat(Files.readString(r1)).contains("\"eval\"");
        robot.interact(() -> view.openFile(r1));
        closeOthers(robot);
        assertThat(model.session()).isPresent();
        return r1;
    }

    private MenuItem item(String id) {
        return TestWindow.item((MenuBar) view.root().lookup(".menu-bar"), id);
    }

    /** Runs the export {@code id} with {@code target} typed in its chooser; the status line after it. */
    private String export(FxRobot robot, String id, Path target) {
        asked.clear();
        robot.interact(() -> {
            ExportTarget.of(stage).setChooser((owner, fc) -> {
                asked.add(fc.getTitle());
                return Optional.of(target);
            });
            model.say("");
            item(id).fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        AtomicReference<String> said = new AtomicReference<>();
        robot.interact(() -> said.set(model.messageProperty().get()));
        assertThat(asked).as("%s reached its file chooser (it said: %s)", id, said.get()).hasSize(1);
        return said.get();
    }

    private void assertRefused(FxRobot robot, Path record, Path target, String why) throws Exception {
        byte[] before = Files.readAllBytes(record);
        for (String id : EXPORTS) {
            String said = export(robot, id, target);
            assertThat(java.util.Arrays.equals(Files.readAllBytes(record), before)).as("%s wrote over %s", id, record).isTrue();
            // one line, the file named once and what was refused (it said "r2.json: r2.json: is the input file")
            assertThat(said).as(id).startsWith(target + ": not exported: " + why).doesNotContain("\n");
            assertThat(said.split(java.util.regex.Pattern.quote(target.getFileName().toString()), -1)).as(id).hasSize(2);
            closeOthers(robot);
        }
        assertThat(dir.resolve("r1.json.bak")).doesNotExist();
    }

    @Test
    void noExportWritesOverTheOpenRecordByItsName(FxRobot robot) throws Exception {
        Path r1 = openRecord(robot);
        assertRefused(robot, r1, r1, "it is the open record;");
    }

    @Test
    void noExportWritesOverTheOpenRecordByALinkOrDotDot(FxRobot robot) throws Exception {
        Path r1 = openRecord(robot);
        Path link = dir.resolve("link.json");
        Files.createSymbolicLink(link, r1);
        assertRefused(robot, r1, link, "it is the open record " + r1 + " by another name");
        Files.createDirectories(dir.resolve("sub"));
        assertRefused(robot, r1, dir.resolve("sub").resolve("..").resolve("r1.json"), "it is the open record;");
        Path hard = dir.resolve("hard.json");
        Files.createLink(hard, r1);
        assertRefused(robot, r1, hard, "it is the open record " + r1 + " by another name");
    }

    @Test
    void noExportWritesOverAnotherParlourRecord(FxRobot robot) throws Exception {
        openRecord(robot);
        Path other = dir.resolve("other.json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), other);
        assertRefused(robot, other, other, "it holds a Parlour record");
    }

    @Test
    void everyExportsChooserOpensBesideTheOpenRecord(FxRobot robot) throws Exception {
        Path r1 = openRecord(robot);
        for (String id : EXPORTS) {
            List<java.io.File> folders = new ArrayList<>();
            robot.interact(() -> {
                ExportTarget.of(stage).setChooser((owner, fc) -> {
                    folders.add(fc.getInitialDirectory());
                    return Optional.empty();
                });
                item(id).fire();
            });
            WaitForAsyncUtils.waitForFxEvents();
            closeOthers(robot);
            // it opened in the folder the program was started from (a new user's trial)
            assertThat(folders).as(id).containsExactly(r1.getParent().toFile());
        }
    }

    @Test
    void everyExportStillWritesAnotherFileAndSaysWhatAFormatLeftOut(FxRobot robot) throws Exception {
        openRecord(robot);
        for (String id : EXPORTS) {
            Path out = dir.resolve("out-" + id);
            // an earlier export of the same kind is replaced without a word (it is not a record)
            Files.writeString(out, "old");
            String said = export(robot, id, out);
            if (id.equals(InterchangeMenu.EXPORT_AP_ID)) {
                // the dialog's title said "Not written to out.ap.json" when the file WAS written
                AtomicReference<String> header = new AtomicReference<>();
                robot.interact(() -> Window.getWindows().stream().filter(w -> w != stage && w.isShowing())
                        .map(w -> w.getScene().getRoot().lookup(".dialog-pane")).filter(DialogPane.class::isInstance)
                        .findFirst().ifPresent(p -> header.set(((DialogPane) p).getHeaderText())));
                assertThat(header.get()).as("the AbstractPlay record cannot hold variations: a dialog says so")
                        .startsWith("Exported " + out.getFileName()).doesNotContain("Not written");
            }
            closeOthers(robot);
            for (int i = 0; i < 100 && Files.readString(out, java.nio.charset.StandardCharsets.ISO_8859_1).equals("old"); i++) {
                Thread.sleep(50); // the SVG is written off the FX thread
            }
            assertThat(Files.readString(out, java.nio.charset.StandardCharsets.ISO_8859_1)).as("%s: %s", id, said).isNotEqualTo("old");
        }
    }
}
