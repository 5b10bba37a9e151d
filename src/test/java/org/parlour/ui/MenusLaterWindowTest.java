package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.Scene;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app's start builds the menus' items after the window's first frame (issue 32: they are not
 * part of it): until then the bar shows the seven titles, after it the same titles hold their
 * items, the File menu has the interchange commands put in after the items are built, and the
 * items' keys reach the scene.
 */
@ExtendWith(ApplicationExtension.class)
class MenusLaterWindowTest {
    private static final String NODE = "org/parlour/ui-test-menus-later";
    private MainView view;
    private Scene scene;
    private final List<String> titlesBefore = new java.util.ArrayList<>();
    private final List<Integer> itemsBefore = new java.util.ArrayList<>();

    @Start
    void start(Stage stage) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        MainViewModel model = new MainViewModel();
        view = new MainView(stage, model, new Prefs(Preferences.userRoot().node(NODE)), true);
        MenuBar bar = menuBar();
        for (Menu m : bar.getMenus()) {
            titlesBefore.add(m.getText());
            itemsBefore.add(m.getItems().size());
        }
        scene = new Scene(view.root(), 1180, 760);
        view.install(scene);
        // as ParlourApp: the interchange items wait for the File menu's items
        view.whenMenus(() -> InterchangeMenu.install(stage, view, model));
        FirstFrame.whenDrawn(scene, view::fillMenus);
        stage.setScene(scene);
        stage.sizeToScene();
        stage.show();
    }

    private MenuBar menuBar() {
        return (MenuBar) ((javafx.scene.layout.VBox) ((javafx.scene.layout.BorderPane) view.root()).getTop()).getChildren().get(0);
    }

    @Test
    void theTitlesComeFirstAndTheItemsAfterTheFirstFrame(FxRobot robot) throws Exception {
        assertThat(titlesBefore).as("the bar before the items: the seven titles").hasSize(7)
                .isEqualTo(WindowMenus.titles());
        assertThat(itemsBefore).as("no item is built before the first frame").containsOnly(0);

        MenuBar bar = menuBar();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !bar.getMenus().get(0).getItems().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(bar.getMenus()).extracting(Menu::getText).as("the built menus keep the titles shown first")
                .isEqualTo(titlesBefore);
        assertThat(bar.getMenus()).allSatisfy(m -> assertThat(m.getItems()).isNotEmpty());
        Menu file = bar.getMenus().get(0);
        assertThat(file.getId()).isEqualTo(WindowMenus.FILE_ID);
        assertThat(file.getItems()).extracting(MenuItem::getId)
                .as("the interchange commands, put in once the File menu's items are built")
                .contains(InterchangeMenu.IMPORT_ID, WindowMenus.NEW_ID, WindowMenus.EXPORT_PNG_ID);

        // the items' keys are the scene's: Save (Ctrl+S) answers from the first frame on
        MenuItem save = file.getItems().stream().filter(i -> i.getAccelerator() != null
                && i.getAccelerator().match(new javafx.scene.input.KeyEvent(javafx.scene.input.KeyEvent.KEY_PRESSED, "s", "s",
                        javafx.scene.input.KeyCode.S, false, true, false, false))).findFirst().orElseThrow();
        KeyCombination key = save.getAccelerator();
        assertThat(scene.getAccelerators()).as("the menu bar's skin puts the items' keys into the scene").containsKey(key);

        // once built, building again changes nothing
        robot.interact(view::fillMenus);
        assertThat(menuBar().getMenus().get(0)).isSameAs(file);
        assertThat(file.getItems().stream().filter(i -> InterchangeMenu.IMPORT_ID.equals(i.getId())).count()).isEqualTo(1);
    }
}
