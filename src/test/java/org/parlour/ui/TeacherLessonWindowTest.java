package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.input.Clipboard;
import javafx.stage.Stage;
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
 * A teacher's trial on a Tournament lesson: a problem (White to throw the guard on h3 in 1) whose
 * key f1-g2 has a glyph, a comment and markup, an authored reply with a comment and a lesson
 * question, a variation and a second move. It opens in Study with its solution hidden: the
 * window shows an attempt beside the record.
 *
 * <p>The exports write the record, never the hidden view: Export as Game Text wrote the headers
 * and {@code *} only, and Export Line as Animated GIF one frame, without a word. The diagram sheet
 * is written from the document's record.
 */
@ExtendWith(ApplicationExtension.class)
class TeacherLessonWindowTest {
    static final String LESSON = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "tournament",
              "setup": "1g2G1/6g/G7/g7G/10/Q9q/10/g7G/8/G4g1/1g2G1 w",
              "problem": {"seat": "w", "goal": "throw", "params": {"cell": "h3"}, "moves": 1, "defence": "best", "statement": "White to play and throw the Black guard on h3."},
              "start": {"comment": "Which piece can close a sandwich?"},
              "moves": [
                {"id": 1, "move": "f1-g2", "role": "key", "nags": [1], "comment": "The queen closes the sandwich.",
                 "markup": [{"type": "arrow", "from": "f1", "to": "g2", "colour": "green"}, {"type": "highlight", "cell": "h3", "colour": "red"}, {"type": "label", "cell": "i4", "text": "A", "colour": "green"}]},
                {"id": 2, "move": "h3@a1", "comment": "Black puts the guard back on a1.",
                 "quiz": {"hint": "Step in.", "answers": [{"move": "i4-h3", "feedback": "Yes."}]},
                 "variations": [[{"id": 4, "move": "h3@a3", "comment": "Or on a3."}]]},
                {"id": 3, "move": "i4-h3", "comment": "White steps in."}
              ]
            }
            """;
    @TempDir
    static Path tmp;
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-teacher-lesson", 1180, 760);
        TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.DISCARD);
        InterchangeMenu.install(s, view, model);
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        TestWindow.hideOthers(robot, stage);
        robot.interact(() -> ExportTarget.of(stage).setChooser((owner, fc) -> Optional.empty()));
    }

    private void open(FxRobot robot) throws Exception {
        Path f = tmp.resolve(System.nanoTime() + "-lesson.json");
        Files.writeString(f, LESSON);
        TestWindow.openClosingDialogs(robot, view, stage, f);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.solutionHiddenProperty().get()).as("a problem opens with its solution hidden").isTrue();
        assertThat(model.session().orElseThrow()).as("an attempt is shown").isNotSameAs(model.recordSession().orElseThrow());
    }

    private void fire(FxRobot robot, String id, Path out) {
        robot.interact(() -> {
            ExportTarget.of(stage).setChooser((owner, fc) -> Optional.of(out));
            robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().get(0).getItems().stream()
                    .filter(i -> id.equals(i.getId())).findFirst().orElseThrow().fire();
        });
        WaitForAsyncUtils.waitForFxEvents();
        TestWindow.hideOthers(robot, stage);
    }

    @Test
    void gameTextWritesTheRecordWhileTheSolutionIsHidden(FxRobot robot) throws Exception {
        open(robot);
        Path out = tmp.resolve(System.nanoTime() + "-game.txt");
        fire(robot, InterchangeMenu.EXPORT_TEXT_ID, out);
        assertThat(Files.readString(out)).as("the record's moves, not the attempt's empty start")
                .contains("f1-g2").contains("h3@a1").contains("i4-h3").contains("h3@a3").contains("The queen closes the sandwich.");
        assertThat(model.messageProperty().get()).as("the lesson question is named among what game text cannot hold")
                .startsWith("Exported " + out.getFileName() + ";");
        assertThat(model.solutionHiddenProperty().get()).as("the export shows nothing on screen").isTrue();
    }

    @Test
    void theGifDrawsTheRecordsLineAndSaysSo(FxRobot robot) throws Exception {
        open(robot);
        Path out = tmp.resolve(System.nanoTime() + "-line.gif");
        robot.interact(() -> {
            ExportTarget.of(stage).setChooser((owner, fc) -> Optional.of(out));
            view.exports().exportGif();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(frames(out)).as("the start and the record's three moves, not one frame").isEqualTo(4);
        assertThat(model.messageProperty().get()).isEqualTo("Exported " + out.getFileName()
                + ": the record's line through this position, 3 moves, the problem's solution (hidden on screen) included.");
        assertThat(model.solutionHiddenProperty().get()).isTrue();
    }

    @Test
    void theSheetAndCopyLineReadTheRecord(FxRobot robot) throws Exception {
        open(robot);
        assertThat(view.document().session()).as("the diagram sheet is written from the record").containsSame(model.recordSession().orElseThrow());
        AtomicReference<String> copied = new AtomicReference<>();
        robot.interact(() -> {
            model.playText("f1-g2");
        });
        Label v = robot.lookup("#problem-verdict").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> "Right".equals(v.getText()));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().get(0).getItems().stream()
                    .filter(i -> InterchangeMenu.COPY_TEXT_ID.equals(i.getId())).findFirst().orElseThrow().fire();
            copied.set(Clipboard.getSystemClipboard().getString());
        });
        assertThat(copied.get()).as("the record's line, with the key's glyph, markup and comment")
                .contains("1. f1-g2 $1").contains("[%cal Gf1g2]").contains("The queen closes the sandwich.");
    }

    /**
     * A reviewer: Copy Line copied the line's main-line continuation too, so with the solution
     * hidden the key and its replies went to the clipboard unseen. It now stops at the current
     * move and says why.
     */
    @Test
    void copyLineStopsAtTheMoveWhileTheSolutionIsHidden(FxRobot robot) throws Exception {
        open(robot);
        AtomicReference<String> copied = new AtomicReference<>();
        robot.interact(() -> {
            TestWindow.item(robot.lookup(".menu-bar").queryAs(MenuBar.class), InterchangeMenu.COPY_TEXT_ID).fire();
            copied.set(Clipboard.getSystemClipboard().getString());
        });
        assertThat(copied.get()).as("no move of the hidden solution").doesNotContain("f1-g2").doesNotContain("h3@a1")
                .doesNotContain("The queen closes the sandwich.");
        assertThat(model.messageProperty().get()).startsWith("Copied the line as game text")
                .endsWith(" The problem's solution is hidden: the moves after this one were not copied.");
        assertThat(model.solutionHiddenProperty().get()).isTrue();
    }

    private static int frames(Path gif) throws Exception {
        try (javax.imageio.stream.ImageInputStream in = javax.imageio.ImageIO.createImageInputStream(gif.toFile())) {
            javax.imageio.ImageReader r = javax.imageio.ImageIO.getImageReadersByFormatName("gif").next();
            r.setInput(in);
            return r.getNumImages(true);
        }
    }

    /**
     * The student plays the key: the record itself is shown at it, its whole tree in the move
     * list, and Right goes on to the reply, whose comment the reading pane shows (before, the move
     * list held only 1. f1-g2 and Right went nowhere until the solution was unhidden by hand).
     */
    @Test
    void theSolvedLessonReadsOnInTheWindow(FxRobot robot) throws Exception {
        open(robot);
        javafx.scene.control.ListView<?> moves = robot.lookup("#moves").queryListView();
        robot.interact(() -> model.playText("f1-g2"));
        Label v = robot.lookup("#problem-verdict").queryAs(Label.class);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> "Right".equals(v.getText()));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.session()).as("the record is shown").containsSame(model.recordSession().orElseThrow());
        assertThat(model.solutionHiddenProperty().get()).isFalse();
        assertThat(moves.getItems()).as("the reply, the variation and the next move are listed").hasSizeGreaterThanOrEqualTo(3);
        assertThat(model.board().markupProperty().get()).as("the key's arrow, highlight and label").hasSize(3);
        assertThat(view.study().readingPane().shownText()).contains("The queen closes the sandwich.");
        robot.interact(() -> model.forward());
        WaitForAsyncUtils.waitForFxEvents();
        org.parlour.study.StudySession s = model.session().orElseThrow();
        assertThat(s.moveText(s.cursor())).isEqualTo("h3@a1");
        assertThat(view.study().readingPane().shownText()).contains("Black puts the guard back on a1.");
    }
}
