package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial: at a problem whose solution is hidden, a refused comment or header edit
 * said "Your moves at a problem are not part of the record: ..." (no move had been played), cut
 * off in the status bar of a 1366x768 screen. The refusal now says what is refused in general
 * words, whole in the status bar, in English and French.
 */
@ExtendWith(ApplicationExtension.class)
class RefusalTextWindowTest {
    private static final Path PROBLEMS = Path.of("samples/tournament/problems.json");
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
    }

    /** The texts shown in the status bar now. */
    private static List<String> statusTexts(FxRobot robot) {
        List<String> out = new java.util.ArrayList<>();
        robot.interact(() -> texts(robot.lookup("#status").query(), out));
        return out;
    }

    /** The right end, in the scene, of the visible text {@code text} under {@code n} (a clip counted). */
    private static double textEnd(javafx.scene.Node n, String text) {
        if (n instanceof Text t && t.isVisible() && t.getText().equals(text)) {
            return t.localToScene(t.getLayoutBounds()).getMaxX();
        }
        double end = -1;
        if (n instanceof javafx.scene.Parent p) {
            for (javafx.scene.Node c : p.getChildrenUnmodifiable()) {
                end = Math.max(end, textEnd(c, text));
            }
        }
        return end;
    }

    private static void texts(javafx.scene.Node n, List<String> out) {
        if (n instanceof Text t && t.isVisible()) {
            out.add(t.getText());
        }
        if (n instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> texts(c, out));
        }
    }

    @Test
    void theRefusalIsGeneralAndWholeIn1366PixelsInBothLanguages(FxRobot robot) {
        for (Locale l : List.of(Locale.ENGLISH, Locale.FRENCH)) {
            MainViewModel[] model = new MainViewModel[1];
            MainView[] view = new MainView[1];
            robot.interact(() -> {
                Messages.setLocale(l);
                model[0] = new MainViewModel();
                // a maximised window's scene on a 1366x768 screen (less the title bar and a panel)
                view[0] = TestWindow.show(stage, model[0], "org/parlour/refusal-text-test", 1366, 700);
                view[0].openFile(PROBLEMS);
            });
            try {
                robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                        .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
                robot.interact(() -> view[0].study().studyProperty().set(false));
                robot.interact(() -> view[0].boardView().requestFocus());
                // a comment typed after Ctrl+E, then Record Headers (Ctrl+I)
                robot.press(KeyCode.CONTROL).type(KeyCode.E).release(KeyCode.CONTROL);
                robot.write("x");
                WaitForAsyncUtils.waitForFxEvents();
                String said = model[0].messageProperty().get();
                assertThat(said).as("%s", l).isEqualTo(Messages.load(l).getString("editor.attemptNotRecord").replace("''", "'"))
                        .doesNotContain("Your moves").doesNotContain("Vos coups");
                robot.interact(() -> view[0].root().layout());
                assertThat(statusTexts(robot)).as("%s: the status bar shows it whole", l).contains(said);
                // and no part of it is under the right-hand items (the outcome, the seat to move) or past the window
                double[] ends = new double[2];
                robot.interact(() -> {
                    ends[0] = textEnd(robot.lookup("#status").query(), said);
                    javafx.scene.Node right = robot.lookup("#status-outcome").query();
                    javafx.scene.Node toMove = robot.lookup("#status-to-move").query();
                    ends[1] = Math.min(stage.getScene().getWidth(), Math.min(
                            right.localToScene(right.getLayoutBounds()).getMinX(), toMove.localToScene(toMove.getLayoutBounds()).getMinX()));
                });
                assertThat(ends[0]).as("%s: the message's right end", l).isLessThanOrEqualTo(ends[1]);
                robot.interact(() -> model[0].say(""));
                robot.interact(() -> view[0].boardView().requestFocus());
                robot.push(KeyCode.CONTROL, KeyCode.I);
                WaitForAsyncUtils.waitForFxEvents();
                assertThat(model[0].messageProperty().get()).as("%s: headers", l).isEqualTo(said);
            } finally {
                robot.interact(() -> Messages.setLocale(Locale.ENGLISH));
            }
        }
    }
}
