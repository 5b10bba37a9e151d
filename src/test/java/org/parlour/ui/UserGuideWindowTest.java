package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Locale;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A new user's trial: the Help menu had no entry for the user guide. Help &gt; User Guide opens
 * docs/user-guide.md, bundled on the class path (the jar) at {@value UserGuideWindow#RESOURCE} by
 * the build, in a read-only window (rendered since: UserGuideReadingWindowTest); Esc closes it. In French, Aide &gt; Guide de l’utilisateur opens
 * docs/user-guide.fr.md ({@value UserGuideWindow#RESOURCE_FR}); it opened the English guide, its
 * title saying "(en anglais)".
 */
@ExtendWith(ApplicationExtension.class)
class UserGuideWindowTest {
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        view = TestWindow.show(s, new MainViewModel(), "org/parlour/ui-test-user-guide", 1180, 780);
    }

    @AfterEach
    void closeWindows(FxRobot robot) {
        Messages.setLocale(Locale.ENGLISH);
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    @Test
    void theBuildBundlesTheGuideAsItIsInDocs() throws Exception {
        assertThat(UserGuideWindow.text(Locale.ENGLISH)).as("the guide on the class path")
                .hasValue(Files.readString(Path.of("docs/user-guide.md"), StandardCharsets.UTF_8));
        assertThat(UserGuideWindow.text(Locale.FRENCH)).as("the French guide on the class path")
                .hasValue(Files.readString(Path.of("docs/user-guide.fr.md"), StandardCharsets.UTF_8));
        assertThat(UserGuideWindow.text(Locale.CANADA_FRENCH)).as("any French locale")
                .isEqualTo(UserGuideWindow.text(Locale.FRENCH));
    }

    @Test
    void helpUserGuideOpensTheGuideReadOnlyAndEscClosesIt(FxRobot robot) throws Exception {
        MenuItem item = helpItem(robot);
        assertThat(item.getText()).isEqualTo("User _Guide");
        robot.interact(item::fire);
        WaitForAsyncUtils.waitForFxEvents();
        Stage guide = view.userGuideStage();
        assertThat(guide).isNotNull();
        assertThat(guide.isShowing()).isTrue();
        assertThat(guide.getTitle()).isEqualTo("Parlour user guide");
        // the guide rendered (UserGuideReadingWindowTest), read-only: no text box
        ScrollPane text = (ScrollPane) guide.getScene().lookup("#user-guide-text");
        assertThat(GuidePage.text((TextFlow) guide.getScene().getRoot().lookup(".guide-h1")))
                .isEqualTo(Files.readAllLines(Path.of("docs/user-guide.md"), StandardCharsets.UTF_8).get(0).substring(2));
        assertThat(guide.getScene().getRoot().lookupAll(".text-area")).isEmpty();
        assertThat(text.getVvalue()).as("at the guide's start").isZero();
        assertThat(guide.getScene().getFocusOwner()).isSameAs(text);
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.isShowing()).as("Esc closes the guide").isFalse();
        // again: the same window, shown again
        robot.interact(item::fire);
        assertThat(view.userGuideStage()).isSameAs(guide);
        assertThat(guide.isShowing()).isTrue();
    }

    @Test
    void inFrenchTheItemOpensTheFrenchGuide(FxRobot robot) throws Exception {
        Messages.setLocale(Locale.FRENCH);
        // the menus take their words when the window is made
        robot.interact(() -> view = TestWindow.show(stage, new MainViewModel(), "org/parlour/ui-test-user-guide", 1180, 780));
        MenuItem item = helpItem(robot);
        assertThat(item.getText()).isEqualTo("_Guide de l’utilisateur");
        robot.interact(item::fire);
        WaitForAsyncUtils.waitForFxEvents();
        Stage guide = view.userGuideStage();
        assertThat(guide).isNotNull();
        assertThat(guide.isShowing()).isTrue();
        assertThat(guide.getTitle()).as("no longer \"(en anglais)\"").isEqualTo("Guide de l’utilisateur de Parlour");
        assertThat(GuidePage.text((TextFlow) guide.getScene().getRoot().lookup(".guide-h1"))).as("the French guide")
                .isEqualTo(Files.readAllLines(Path.of("docs/user-guide.fr.md"), StandardCharsets.UTF_8).get(0).substring(2))
                .startsWith("Guide de l’utilisateur de Parlour");
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.isShowing()).as("Esc closes it").isFalse();
    }

    private MenuItem helpItem(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        Menu help = bar.getMenus().get(bar.getMenus().size() - 1);
        return help.getItems().stream().filter(i -> "menu-user-guide".equals(i.getId())).findFirst().orElseThrow();
    }
}
