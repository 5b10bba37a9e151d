package org.parlour.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Font;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Tree tab's text instead of a hidden tree is drawn in lines as wide as the tab: drawn in one
 * line, the French texts ("Les coups suivants de la partie sont cachés pendant que vous
 * devinez.") ran past the tab's edge of a 1366x768 window (350 pixels wide).
 */
@ExtendWith(ApplicationExtension.class)
class TreeGraphTextWindowTest {
    private TreeGraphView graph;

    @Start
    void start(Stage stage) {
        graph = new TreeGraphView();
        stage.setScene(new Scene(new StackPane(graph), 350, 300));
        stage.show();
    }

    @Test
    void theHiddenTextWrapsToTheTabsWidth(FxRobot robot) {
        for (Locale l : Messages.LANGUAGES) {
            for (String key : List.of("edit.movesHiddenGuess", "edit.solutionHidden")) {
                String text = Messages.format(Messages.load(l), key);
                robot.interact(() -> {
                    Font font = Font.font(12);
                    List<String> lines = TreeGraphView.wrapped(text, font, 330);
                    assertThat(String.join(" ", lines)).as("every word, in order").isEqualTo(text);
                    javafx.scene.text.Text probe = new javafx.scene.text.Text();
                    probe.setFont(font);
                    for (String line : lines) {
                        probe.setText(line);
                        assertThat(probe.getLayoutBounds().getWidth()).as("%s: %s", l, line).isLessThanOrEqualTo(330);
                    }
                    graph.setHiddenText(text);
                    assertThat(graph.hiddenText()).isEqualTo(text);
                });
            }
        }
        robot.interact(() -> graph.setHiddenText(null));
    }
}
