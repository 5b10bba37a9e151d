package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.Label;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.games.Games;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The key list ({@code ?}) draws the arrow keys as large as the other keys: in the monospaced
 * font of the key column an arrow came out about half the height of a capital letter and its
 * width (a new user's trial: "the arrows draw small").
 */
@ExtendWith(ApplicationExtension.class)
class HelpKeysWindowTest {
    private MainView view;

    @Start
    void start(Stage stage) {
        MainViewModel model = new MainViewModel();
        view = TestWindow.show(stage, model, "org/parlour/help-keys-window-test", 1180, 760);
        model.open(StudySession.fresh(Games.byId("agora").create()));
    }

    /** The ink of a label's text: width and height in pixels of what is drawn darker or lighter than its corner. */
    private static double[] ink(Label l) {
        WritableImage img = l.snapshot(null, null);
        PixelReader r = img.getPixelReader();
        javafx.scene.paint.Color bg = r.getColor(0, 0);
        int minX = Integer.MAX_VALUE;
        int maxX = -1;
        int minY = Integer.MAX_VALUE;
        int maxY = -1;
        for (int y = 0; y < (int) img.getHeight(); y++) {
            for (int x = 0; x < (int) img.getWidth(); x++) {
                javafx.scene.paint.Color c = r.getColor(x, y);
                if (Math.abs(c.getBrightness() - bg.getBrightness()) > 0.35) {
                    minX = Math.min(minX, x);
                    maxX = Math.max(maxX, x);
                    minY = Math.min(minY, y);
                    maxY = Math.max(maxY, y);
                }
            }
        }
        return maxX < 0 ? new double[] {0, 0} : new double[] {maxX - minX + 1, maxY - minY + 1};
    }

    private Label key(FxRobot robot, String text) {
        return robot.lookup(".help-key").queryAllAs(Label.class).stream().filter(l -> l.getText().equals(text))
                .findFirst().orElseThrow(() -> new AssertionError("no key " + text + " in the list"));
    }

    @Test
    void theArrowsDrawAsLargeAsTheLetters(FxRobot robot) {
        robot.interact(view::toggleHelp);
        double[][] size = new double[3][];
        robot.interact(() -> {
            size[0] = ink(key(robot, "H"));
            size[1] = ink(key(robot, "\u2190"));
            size[2] = ink(key(robot, "\u2191"));
        });
        double[] letter = size[0];
        assertThat(letter[1]).as("a capital letter is drawn").isGreaterThan(5);
        // a left arrow about as wide as a capital letter is tall, an up arrow about as tall
        // (2 x 1 pixels against an H 9 high before; 12 x 7 and 7 x 13 against 10 now, in the test's fonts)
        assertThat(size[1][0]).as("← (%s) against H (%s)", java.util.Arrays.toString(size[1]), java.util.Arrays.toString(letter))
                .isGreaterThanOrEqualTo(0.75 * letter[1]);
        assertThat(size[2][1]).as("↑ (%s) against H (%s)", java.util.Arrays.toString(size[2]), java.util.Arrays.toString(letter))
                .isGreaterThanOrEqualTo(0.75 * letter[1]);
        robot.interact(view::toggleHelp);
    }
}
