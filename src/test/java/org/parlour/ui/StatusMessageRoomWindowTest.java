package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.prefs.Preferences;
import javafx.scene.control.Label;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The rule options keep their whole text beside a long status message, which takes the width
 * left and is cut with "..." (its tooltip the whole message). A new user's trial read
 * "tiers=0-2-5, isolated..." and French "joueurs : 2, éq..." whenever a long message showed: the
 * rule options used to give their room to the message. Checked in Conspirateurs (the longest rule
 * options) in the window of a 1366x768 screen (1180x728), at the default size (1180x780) and at
 * 1366x768, English and French.
 */
@ExtendWith(ApplicationExtension.class)
class StatusMessageRoomWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/ui-test-status-room";
    private static final Locale SYSTEM = Locale.getDefault();
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 728);
    }

    @AfterAll
    static void english() {
        LanguageMenu.use(Locale.ENGLISH);
        Locale.setDefault(SYSTEM);
    }

    /** The text a label shows (its text node's: "…" when cut). */
    private static String shown(Label l) {
        return ((Text) l.lookup(".text")).getText();
    }

    private void settle() {
        // the rule options give way on the layout pass after the message changed
        for (int i = 0; i < 3; i++) {
            WaitForAsyncUtils.waitForFxEvents();
        }
    }

    @Test
    void theRuleOptionsStayWholeAndALongMessageIsCut(FxRobot robot) {
        for (Locale language : List.of(Locale.FRENCH, Locale.ENGLISH)) {
            robot.interact(() -> LanguageMenu.use(language));
            robot.interact(() -> view.openFile(SAMPLES.resolve("conspirateurs/problems.json")));
            robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
            for (double[] size : new double[][] {{1180, 728}, {1180, 780}, {1366, 768}}) {
                robot.interact(() -> {
                    stage.setWidth(size[0]);
                    stage.setHeight(size[1]);
                });
                String message = Messages.tr("analysis.offWhileSolving") + " " + Messages.tr("analysis.offWhileSolving");
                robot.interact(() -> model.say(message));
                settle();
                Label said = robot.lookup("#status .status-label").queryAs(Label.class);
                Label rules = robot.lookup("#status-rules").queryAs(Label.class);
                String where = language + " at " + (int) size[0] + "x" + (int) size[1];
                assertThat(rules.getText()).as("Conspirateurs has rule options").isNotBlank();
                assertThat(shown(rules)).as("the rule options whole beside a long message, %s", where).isEqualTo(rules.getText());
                assertThat(rules.getWidth()).as("the rule options' width, %s", where).isGreaterThanOrEqualTo(Math.floor(rules.prefWidth(-1)));
                assertThat(said.getText()).isEqualTo(message);
                assertThat(shown(said)).as("the message cut at its end, %s", where).endsWith("...")
                        .startsWith(message.substring(0, 10));
                javafx.geometry.Bounds r = rules.localToScene(rules.getLayoutBounds());
                javafx.geometry.Bounds m = said.localToScene(said.getLayoutBounds());
                javafx.geometry.Bounds seat = robot.lookup("#status-to-move").query().localToScene(
                        robot.lookup("#status-to-move").query().getLayoutBounds());
                assertThat(m.getMinX()).as("the message after the rule options, %s", where).isGreaterThanOrEqualTo(r.getMaxX() - 0.5);
                assertThat(m.getMaxX()).as("the message before the seat to move, %s", where).isLessThanOrEqualTo(seat.getMinX() + 0.5);
                assertThat(robot.lookup("#status").query().getAccessibleHelp()).as("the status bar's tooltip is the whole message, %s", where)
                        .isEqualTo(message);
                // a short message: whole, and the rule options still whole
                robot.interact(() -> model.say(Messages.tr("ui.open.or.start.a.record.first")));
                settle();
                assertThat(shown(said)).isEqualTo(Messages.tr("ui.open.or.start.a.record.first"));
                assertThat(shown(rules)).as("the rule options whole beside a short message, %s", where).isEqualTo(rules.getText());
                assertThat(robot.lookup("#status").query().getAccessibleHelp()).isEqualTo(Messages.tr("ui.open.or.start.a.record.first"));
            }
        }
    }
}
