package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.Engine;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The sparring level box is as wide as its levels' short names ("Club", "Occasionnel"), not as
 * its longest full name ("Débutant (1 demi-coup, parfois un coup plus faible)", 380 pixels, which
 * pushed Hint and Stop onto a second line at 1366 pixels: a new user's trial), in English and in
 * French; the shown name is whole whatever the level, and the list keeps the full names.
 */
@ExtendWith(ApplicationExtension.class)
class SparLevelWindowTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /** The cell that shows the chosen level in the box (not in its list). */
    private static ListCell<?> shown(ComboBox<?> box) {
        return (ListCell<?>) ((javafx.scene.control.skin.ComboBoxListViewSkin<?>) box.getSkin()).getDisplayNode();
    }

    @Test
    void theLevelBoxFitsItsShortNamesInEnglishAndFrench(FxRobot robot) throws Exception {
        try {
            for (Locale lang : new Locale[] {Locale.ENGLISH, Locale.FRENCH}) {
                MainView[] view = new MainView[1];
                MainViewModel model = new MainViewModel();
                robot.interact(() -> {
                    Messages.setLocale(lang);
                    view[0] = TestWindow.show(stage, model, "org/parlour/spar-level-window-test", 1366, 768);
                });
                StudySession s = new StudySession(Games.byId("agora").create(),
                        new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value());
                robot.interact(() -> model.open(s));
                robot.interact(() -> view[0].reviewUi().sparring().start());
                @SuppressWarnings("unchecked")
                ComboBox<Engine.Level> box = robot.lookup("#spar-level").queryAs(ComboBox.class);
                double width = -1;
                for (Engine.Level l : box.getItems()) {
                    robot.interact(() -> box.setValue(l));
                    WaitForAsyncUtils.waitForFxEvents();
                    robot.interact(() -> view[0].root().layout());
                    ListCell<?> cell = shown(box);
                    javafx.scene.text.Text drawn = (javafx.scene.text.Text) cell.lookup(".text");
                    assertThat(cell.getText()).as("%s: the short name", lang).isEqualTo(l.shortName());
                    assertThat(drawn.getText()).as("%s: %s whole", lang, l).isEqualTo(l.shortName());
                    if (width >= 0) {
                        assertThat(box.getWidth()).as("%s: the box keeps its width", lang).isEqualTo(width);
                    }
                    width = box.getWidth();
                }
                // no wider than the widest short name, its arrow and its padding
                javafx.scene.text.Text probe = new javafx.scene.text.Text();
                double widest = 0;
                for (Engine.Level l : Engine.Level.values()) {
                    probe.setText(l.shortName());
                    probe.setFont(shown(box).getFont());
                    widest = Math.max(widest, probe.getLayoutBounds().getWidth());
                }
                assertThat(width).as("%s: the box's width", lang).isLessThanOrEqualTo(widest + 60);
                // the list keeps the full names ("Strong (3 plies)")
                assertThat(box.getConverter().toString(Engine.Level.STRONG)).contains("(3");
                // the controls fit one line under the board at 1366 pixels: Stop beside the level box
                Node stop = robot.lookup("#spar-stop").query();
                Bounds b = box.localToScene(box.getLayoutBounds());
                Bounds st = stop.localToScene(stop.getLayoutBounds());
                assertThat(st.getMinY()).as("%s: Stop on the level box's line", lang).isLessThan(b.getMaxY());
                robot.interact(() -> view[0].reviewUi().sparring().stop());
            }
        } finally {
            robot.interact(() -> Messages.setLocale(Locale.ENGLISH));
        }
    }
}
