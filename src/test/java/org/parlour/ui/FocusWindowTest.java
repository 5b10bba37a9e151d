package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.prefs.Preferences;
import java.util.stream.Collectors;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Keys go where the focus shows: M opens the move field and types nothing; with the comment
 * preview on, typing never lands in the hidden comment box nor passes for typing in it; the ?
 * overlay lists every binding, grouped, none cut short, and scrolls.
 */
@ExtendWith(ApplicationExtension.class)
class FocusWindowTest {
    private static final String NODE = "org/parlour/ui-test-focus";
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 780);
        model.open(TestWindow.withVariation());
    }

    @Test
    void mFocusesTheMoveFieldAndTypesNothing(FxRobot robot) {
        robot.interact(() -> view.boardView().requestFocus());
        TextField field = robot.lookup("#move-field").queryAs(TextField.class);
        robot.type(KeyCode.M);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.isFocused()).isTrue();
        assertThat(field.getText()).as("M itself types nothing").isEmpty();
        robot.write("b1");
        assertThat(field.getText()).as("then the field takes what is typed, m included").isEqualTo("b1");
        robot.type(KeyCode.M);
        assertThat(field.getText()).isEqualTo("b1m");
        robot.type(KeyCode.ESCAPE);
        robot.interact(field::clear);
        robot.press(KeyCode.SHIFT).type(KeyCode.M).release(KeyCode.SHIFT);
        assertThat(field.getText()).as("Shift+M: nothing either").isEmpty();
    }

    @Test
    void afterAMoveTypedInTheMoveFieldTheFieldKeepsTheKeysForTheNext(FxRobot robot) {
        org.parlour.study.StudySession s = model.session().orElseThrow();
        robot.interact(() -> model.goTo(s.rootId()));
        long first = s.record().tree().mainLine().get(0).id();
        String move = s.moveText(first);
        robot.interact(() -> view.boardView().requestFocus());
        TextField field = robot.lookup("#move-field").queryAs(TextField.class);
        robot.type(KeyCode.M);
        robot.write(move);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).as("the move was played").isEqualTo(first);
        assertThat(field.isFocused()).as("the field keeps the keys").isTrue();
        assertThat(field.getText()).isEmpty();
        // a new user's trial typed the reply at once: with the keys on the board its 2 set the
        // glyph ! on the move just played and its F turned the board
        org.parlour.study.GameRecord before = model.session().orElseThrow().record();
        robot.type(KeyCode.DIGIT2, KeyCode.F);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(field.getText()).isEqualTo("2f");
        assertThat(model.session().orElseThrow().record()).as("no glyph set").isEqualTo(before);
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.boardView().isFocused()).as("Escape gives the keys back to the board").isTrue();
        robot.interact(field::clear);
    }

    @Test
    void withThePreviewOnTypingNeverLandsInTheHiddenCommentBox(FxRobot robot) {
        TextArea after = robot.lookup("#comment-after").queryAs(TextArea.class);
        ToggleButton preview = robot.lookup("#comment-preview").queryAs(ToggleButton.class);
        boolean animate = view.boardView().animateProperty().get();
        robot.clickOn(after);
        assertThat(after.isFocused()).isTrue();
        robot.interact(() -> preview.setSelected(true));
        WaitForAsyncUtils.waitForFxEvents();
        robot.type(KeyCode.X, KeyCode.A);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(after.getText()).as("nothing typed into the hidden box").isEmpty();
        assertThat(view.boardView().isFocused()).as("the board took the keys, and shows it; focus is on %s",
                stage.getScene().getFocusOwner()).isTrue();
        assertThat(view.boardView().animateProperty().get()).as("'a' on the board is the animation key").isNotEqualTo(animate);
        robot.interact(() -> view.boardView().animateProperty().set(animate));

        // the preview never looks focused; a click on it goes back to editing that comment
        ScrollPane shown = (ScrollPane) after.getParent().getChildrenUnmodifiable().stream()
                .filter(n -> n instanceof ScrollPane).findFirst().orElseThrow();
        assertThat(shown.isFocusTraversable()).isFalse();
        robot.clickOn(shown);
        assertThat(preview.isSelected()).isFalse();
        assertThat(after.isFocused()).isTrue();
        robot.type(KeyCode.A);
        assertThat(after.getText()).isEqualTo("a");
        assertThat(view.boardView().animateProperty().get()).as("typing in the box is not a window key").isEqualTo(animate);
    }

    @Test
    void theHelpListsEveryBindingGroupedUncutAndScrolls(FxRobot robot) {
        robot.interact(() -> view.boardView().requestFocus());
        robot.write("?");
        WaitForAsyncUtils.waitForFxEvents();
        HelpOverlay help = robot.lookup(".help-overlay").queryAs(HelpOverlay.class);
        assertThat(help.isVisible()).isTrue();
        List<Label> labels = help.lookupAll(".label").stream().filter(n -> n instanceof Label).map(n -> (Label) n).toList();
        Set<String> texts = labels.stream().map(Label::getText).collect(Collectors.toSet());
        List<Keys.Binding> rows = Keys.of(view.keyBindings().map());
        for (Keys.Binding b : rows) {
            assertThat(texts).as("listed: %s", b.key()).contains(b.key(), b.action(), b.group());
        }
        assertThat(rows.stream().map(Keys.Binding::group).distinct().toList())
                .contains("Navigate", "Play", "View", "Study", "File", "Edit");
        String keys = rows.stream().map(Keys.Binding::key).collect(Collectors.joining(" | "));
        for (String k : List.of("?", "F", "H", "A", "P", "S", "M", "Space", "Esc", "F5", "Ctrl+Plus")) {
            assertThat(keys).contains(k);
        }
        for (Label l : labels) {
            if (l.getContentDisplay() == javafx.scene.control.ContentDisplay.GRAPHIC_ONLY) {
                // a key with arrows is drawn in parts (HelpOverlay.arrowsLarger): together they are its text
                String parts = l.getGraphic().lookupAll(".text").stream().map(t -> ((Text) t).getText()).collect(Collectors.joining());
                assertThat(parts).as("not cut short").isEqualTo(l.getText());
                continue;
            }
            Text drawn = (Text) l.lookup(".text");
            assertThat(drawn.getText().replace("\n", " ")).as("not cut short").isEqualTo(l.getText());
        }
        Bounds overlay = help.localToScene(help.getBoundsInLocal());
        assertThat(overlay.getMaxY()).isLessThanOrEqualTo(stage.getScene().getHeight());
        assertThat(overlay.getMinY()).isGreaterThanOrEqualTo(0);
        ScrollPane scroll = (ScrollPane) help.lookup(".help-scroll");
        ScrollBar bar = scroll.lookupAll(".scroll-bar").stream().filter(n -> n instanceof ScrollBar sb
                && sb.getOrientation() == Orientation.VERTICAL).map(n -> (ScrollBar) n).findFirst().orElseThrow();
        assertThat(scroll.getContent().getBoundsInLocal().getHeight()).as("longer than the board: it scrolls")
                .isGreaterThan(scroll.getViewportBounds().getHeight());
        assertThat(bar.isVisible()).isTrue();
        robot.interact(() -> scroll.setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        Keys.Binding last = rows.get(rows.size() - 1);
        Node lastLabel = labels.stream().filter(l -> l.getText().equals(last.action())).findFirst().orElseThrow();
        Bounds lb = lastLabel.localToScene(lastLabel.getBoundsInLocal());
        Bounds vp = scroll.localToScene(scroll.getBoundsInLocal());
        assertThat(lb.getMaxY()).as("scrolled to the end, the last binding shows").isLessThanOrEqualTo(vp.getMaxY() + 1);
        robot.type(KeyCode.ESCAPE);
        assertThat(help.isVisible()).isFalse();
    }
}
