package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Locale;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.study.TreeEdits;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial on the Agora sample game at {@code 2. b3xb4!}: Ctrl+R and {@code f2-e3} gave
 * {@code 2. f2-e3!} with the old move's comment, and cut every move after it without a question,
 * where Delete asks "Delete 21 moves?"; Ctrl+R and {@code b3_b4}, a variation already there, said
 * "move b3_b4 is already a sibling of node 3". Now the new move starts bare; a replace that would
 * delete more than 10 moves asks Delete's question, answered Delete and Replace, New Variation or
 * Cancel; a move already here is gone to, in words a player knows, in English and French.
 */
@ExtendWith(ApplicationExtension.class)
class ReplaceMoveWindowTest {
    private static final long B3XB4 = 3;
    private static final long B3_B4 = 17;
    @TempDir
    Path tmp;
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-replace", 1180, 780);
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        Messages.setLocale(Locale.ENGLISH);
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    /** The sample game, copied (the test's edits are autosaved beside the file), at 2. b3xb4!. */
    private void openAtB3xb4(FxRobot robot) throws Exception {
        Path f = tmp.resolve("game.json");
        Files.copy(Path.of("samples/agora/sample-game.json"), f);
        robot.interact(() -> view.openFile(f));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().moveText(B3XB4)).isEqualTo("b3xb4");
        assertThat(session().moveText(B3_B4)).isEqualTo("b3_b4");
        assertThat(session().data(B3XB4).nags()).containsExactly(Nag.GOOD);
        assertThat(session().data(B3XB4).commentAfter()).isNotEmpty();
        robot.interact(() -> {
            model.goTo(B3XB4);
            view.boardView().requestFocus();
        });
    }

    /** Ctrl+R, the move typed into the Replace dialog, Enter. */
    private void replaceBy(FxRobot robot, String move) {
        robot.press(KeyCode.CONTROL).type(KeyCode.R).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane d = dialog();
        assertThat(d).as("the Replace dialog").isNotNull();
        robot.interact(() -> ((TextField) d.lookup(".text-field")).setText(move));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The showing dialog, or null. */
    private static DialogPane dialog() {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane p) {
                return p;
            }
        }
        return null;
    }

    private static void answer(FxRobot robot, DialogPane d, String button) {
        ButtonType t = d.getButtonTypes().stream().filter(b -> b.getText().equals(button)).findFirst().orElseThrow();
        robot.interact(() -> ((Button) d.lookupButton(t)).fire());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theNewMoveStartsBareAndDeletingTheMovesAfterIsAskedFirst(FxRobot robot) throws Exception {
        openAtB3xb4(robot);
        GameRecord before = session().record();
        int cut = TreeEdits.replaceMove(session().game(), before, B3XB4, "f2-e3").dropped();
        assertThat(cut).as("the sample's moves after 2. b3xb4 that f2-e3 makes illegal").isGreaterThan(10);

        // Cancel: nothing changes
        replaceBy(robot, "f2-e3");
        DialogPane q = dialog();
        assertThat(q).as("asked before %d moves go", cut).isNotNull();
        assertThat(q.getHeaderText()).isEqualTo("Delete " + cut + " moves?");
        assertThat(q.getContentText()).contains("b3xb4", "f2-e3", String.valueOf(cut));
        answer(robot, q, "Cancel");
        assertThat(dialog()).isNull();
        assertThat(session().record()).isEqualTo(before);

        // Delete and Replace: the new move has neither the old glyph nor the old comment
        replaceBy(robot, "f2-e3");
        answer(robot, dialog(), "Delete and Replace");
        assertThat(session().moveText(B3XB4)).isEqualTo("f2-e3");
        assertThat(session().data(B3XB4).nags()).as("no '!' of b3xb4").isEmpty();
        assertThat(session().data(B3XB4).commentAfter()).as("no comment about b3xb4").isEmpty();
        assertThat(session().data(B3XB4).commentBefore()).isEmpty();
        assertThat(session().data(B3XB4).markup()).isEmpty();
        assertThat(session().record().tree().size()).isEqualTo(before.tree().size() - cut);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().record()).as("Undo brings all of it back").isEqualTo(before);

        // New Variation: b3xb4 and its moves stay as they were, f2-e3 is added beside it
        robot.interact(() -> model.goTo(B3XB4));
        replaceBy(robot, "f2-e3");
        answer(robot, dialog(), "New Variation");
        assertThat(session().record().tree().node(B3XB4).data()).isEqualTo(before.tree().node(B3XB4).data());
        assertThat(session().record().tree().subtree(B3XB4).size()).isEqualTo(before.tree().subtree(B3XB4).size());
        long added = session().cursor();
        assertThat(session().moveText(added)).isEqualTo("f2-e3");
        assertThat(session().parent(added)).isEqualTo(session().parent(B3XB4));
        assertThat(session().data(added).nags()).isEmpty();
        assertThat(session().data(added).commentAfter()).isEmpty();
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().record()).isEqualTo(before);
    }

    /**
     * A new user's trial: Ctrl+R and an illegal move closed the dialog, the typed text lost and the
     * reason only on the status line. The dialog stays open with the text and the reason in it;
     * a legal move then replaces as before, and Cancel leaves the record as it was.
     */
    @Test
    void anIllegalMoveKeepsTheDialogOpenWithTheTextAndTheReason(FxRobot robot) throws Exception {
        openAtB3xb4(robot);
        GameRecord before = session().record();
        String illegal = "a1-a6";
        String expected = reasonFor(illegal);
        replaceBy(robot, illegal);
        DialogPane d = dialog();
        assertThat(d).as("the Replace dialog stays open").isNotNull();
        assertThat(((TextField) d.lookup(".text-field")).getText()).as("the typed text is kept").isEqualTo(illegal);
        Label why = (Label) d.lookup("#replace-reason");
        assertThat(why.isVisible()).isTrue();
        assertThat(why.getText()).as("the reason in the dialog").isEqualTo(expected).isNotBlank();
        javafx.geometry.Bounds reason = why.localToScene(why.getBoundsInLocal());
        javafx.scene.Node ok = d.lookupButton(ButtonType.OK);
        assertThat(reason.getMaxY()).as("the dialog grew: the reason above the buttons, not over them")
                .isLessThanOrEqualTo(ok.localToScene(ok.getBoundsInLocal()).getMinY());
        assertThat(session().record()).isEqualTo(before);

        // text that is no move at all: the same
        robot.interact(() -> ((TextField) d.lookup(".text-field")).setText("zz"));
        assertThat(why.getText()).as("typing clears the old reason").isEmpty();
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog()).isSameAs(d);
        assertThat(why.getText()).isEqualTo(reasonFor("zz")).isNotBlank();
        assertThat(((TextField) d.lookup(".text-field")).getText()).isEqualTo("zz");

        // mended: a legal move replaces as before (a variation already here is gone to)
        robot.interact(() -> ((TextField) d.lookup(".text-field")).setText("b3_b4"));
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog()).as("closed by a legal move").isNull();
        assertThat(session().cursor()).isEqualTo(B3_B4);
        assertThat(session().record()).isEqualTo(before);

        // Cancel after an illegal move: nothing changes
        robot.interact(() -> {
            model.goTo(B3XB4);
            view.boardView().requestFocus();
        });
        replaceBy(robot, illegal);
        answer(robot, dialog(), "Cancel");
        assertThat(dialog()).isNull();
        assertThat(session().record()).isEqualTo(before);
        assertThat(session().cursor()).isEqualTo(B3XB4);
    }

    /** What the status line said of {@code text} at 2. b3xb4 before: the notation error's words. */
    private String reasonFor(String text) {
        try {
            TreeEdits.moveHere(session().game(), session().record(), B3XB4, text);
        } catch (IllegalArgumentException e) {
            return org.parlour.study.TreeMessages.of(e);
        }
        throw new AssertionError(text + " is legal at 2. b3xb4");
    }

    @Test
    void aMoveAlreadyHereIsGoneToInAPlayersWords(FxRobot robot) throws Exception {
        openAtB3xb4(robot);
        GameRecord before = session().record();
        replaceBy(robot, "b3_b4");
        assertThat(dialog()).as("no question: nothing is replaced").isNull();
        assertThat(session().cursor()).as("at the variation b3_b4").isEqualTo(B3_B4);
        assertThat(session().record()).isEqualTo(before);
        assertThat(model.messageProperty().get()).isEqualTo("b3_b4 is already a variation here: went there (nothing replaced).");

        // the move itself: nothing changes, its glyph and comment stay
        robot.interact(() -> model.goTo(B3XB4));
        replaceBy(robot, "b3xb4");
        assertThat(session().record()).isEqualTo(before);
        assertThat(session().cursor()).isEqualTo(B3XB4);
        assertThat(model.messageProperty().get()).isEqualTo("b3xb4 is already the move here: nothing changed.");

        Messages.setLocale(Locale.FRENCH);
        robot.interact(() -> view.editor().viewModel().replaceMove("b3_b4"));
        assertThat(session().cursor()).isEqualTo(B3_B4);
        assertThat(model.messageProperty().get())
                .isEqualTo("b3_b4 est déjà une variante ici\u00a0: la voici (rien n’a été remplacé).")
                .doesNotContain("nœud");
        robot.interact(() -> view.editor().viewModel().replaceMove("b3xb4"));
        assertThat(session().cursor()).isEqualTo(B3XB4);
        assertThat(model.messageProperty().get()).isEqualTo("b3xb4 est déjà une variante ici\u00a0: la voici (rien n’a été remplacé).");
        assertThat(session().record()).isEqualTo(before);
        assertThat(session().record().tree().mainLine().stream().map(Node::move).toList()).contains("b3xb4");
    }

    /**
     * A new user's trial: Ctrl+R opened the dialog with the focus on a button, so the move typed
     * went nowhere and Enter said "d3-e3 is already the move here: nothing changed". The user
     * guide says "Ctrl+R, type the new move": the field has the focus, its text selected, and
     * what is typed replaces it.
     */
    @Test
    void ctrlRThenTypingTheMoveReplacesTheOldText(FxRobot robot) throws Exception {
        openAtB3xb4(robot);
        GameRecord before = session().record();
        robot.press(KeyCode.CONTROL).type(KeyCode.R).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane d = dialog();
        assertThat(d).as("the Replace dialog").isNotNull();
        TextField field = (TextField) d.lookup(".text-field");
        assertThat(d.getScene().getFocusOwner()).as("the New move field has the focus").isSameAs(field);
        assertThat(field.getSelectedText()).as("the old move is selected").isEqualTo("b3xb4");
        // keys as the keyboard sends them, to the window that has the focus (the dialog)
        robot.type(KeyCode.B, KeyCode.DIGIT3);
        robot.press(KeyCode.SHIFT).type(KeyCode.MINUS).release(KeyCode.SHIFT);
        robot.type(KeyCode.B, KeyCode.DIGIT4);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.getText()).as("typing replaced the old move").isEqualTo("b3_b4");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog()).isNull();
        assertThat(session().cursor()).as("the typed move was taken: the variation b3_b4").isEqualTo(B3_B4);
        assertThat(session().record()).isEqualTo(before);
    }

    /**
     * Enter at "Delete 21 moves?" deleted them: Delete and Replace was the default button. New
     * Variation, which loses nothing, is the default now.
     */
    @Test
    void enterAtTheDeleteQuestionAddsAVariationAndDeletesNothing(FxRobot robot) throws Exception {
        openAtB3xb4(robot);
        GameRecord before = session().record();
        replaceBy(robot, "f2-e3");
        DialogPane q = dialog();
        assertThat(q).as("the delete question").isNotNull();
        Button variation = (Button) q.lookupButton(q.getButtonTypes().stream()
                .filter(b -> b.getText().equals("New Variation")).findFirst().orElseThrow());
        Button delete = (Button) q.lookupButton(q.getButtonTypes().stream()
                .filter(b -> b.getText().equals("Delete and Replace")).findFirst().orElseThrow());
        assertThat(variation.isDefaultButton()).as("New Variation is the default").isTrue();
        assertThat(delete.isDefaultButton()).as("Delete and Replace is not").isFalse();
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog()).isNull();
        assertThat(session().record().tree().subtree(B3XB4).size()).as("nothing deleted")
                .isEqualTo(before.tree().subtree(B3XB4).size());
        long added = session().cursor();
        assertThat(session().moveText(added)).isEqualTo("f2-e3");
        assertThat(session().parent(added)).isEqualTo(session().parent(B3XB4));
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session().record()).isEqualTo(before);
    }

    /**
     * A new user's trial on a 1366 px screen: the Replace dialog's header was one line, 1517 px
     * wide in English and 1560 in French, its OK button off the screen. It wraps now: the dialog
     * fits, in both languages.
     */
    @Test
    void theReplaceDialogFitsA1366PixelScreenInEnglishAndFrench(FxRobot robot) throws Exception {
        openAtB3xb4(robot);
        for (Locale l : new Locale[] {Locale.ENGLISH, Locale.FRENCH}) {
            Messages.setLocale(l);
            robot.interact(() -> view.boardView().requestFocus());
            robot.press(KeyCode.CONTROL).type(KeyCode.R).release(KeyCode.CONTROL);
            WaitForAsyncUtils.waitForFxEvents();
            DialogPane d = dialog();
            assertThat(d).as("the Replace dialog in %s", l).isNotNull();
            assertThat(d.getHeaderText()).as("the explanation is there").contains("b3xb4");
            Window w = d.getScene().getWindow();
            assertThat(w.getWidth()).as("the dialog's width in %s", l).isLessThanOrEqualTo(700).isLessThan(1366);
            javafx.scene.Node ok = d.lookupButton(ButtonType.OK);
            assertThat(ok.localToScene(ok.getBoundsInLocal()).getMaxX()).as("OK inside the dialog")
                    .isLessThanOrEqualTo(d.getScene().getWidth());
            answer(robot, d, ButtonType.CANCEL.getText());
            assertThat(dialog()).isNull();
        }
    }
}
