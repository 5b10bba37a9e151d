package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.games.Games;
import org.parlour.study.StudySession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window's start builds into the scene only what it shows ({@link Deferred}, issue 32): the
 * hidden panes' controls join the scene when the pane is first shown, in their order, and stay;
 * a tooltip is made when the pointer first enters its control.
 */
@ExtendWith(ApplicationExtension.class)
class DeferredWindowTest {
    private MainView view;
    private MainViewModel model;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/deferred-window-test", 1180, 780);
        model.open(StudySession.fresh(Games.byId("agora").create()));
        assertThat(model.playText("a2-b3")).isEmpty();
        model.toStart(); // a recorded move to guess
    }

    @Test
    void hiddenPanesJoinTheSceneWhenFirstShown(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        Parent root = view.root();
        for (String id : List.of("#trainer-pane", "#guess-pane", "#problem-pane", "#find-pane", "#spar-row", "#review-running",
                "#train-export-running")) {
            Parent pane = (Parent) root.lookup(id);
            assertThat(pane.isVisible()).as(id).isFalse();
            assertThat(pane.getChildrenUnmodifiable()).as("%s holds nothing in the scene while hidden", id).isEmpty();
            assertThat(Deferred.pending(pane)).as("%s's parts wait", id).isNotEmpty();
        }
        assertThat(root.lookup("#tree-graph")).as("the Tree tab's view waits for the tab").isNull();
        assertThat(root.lookup("#reading-title")).as("the reading pane waits for Study mode").isNull();

        robot.interact(() -> view.guessPane().model().toggle());
        WaitForAsyncUtils.waitForFxEvents();
        Parent guess = (Parent) root.lookup("#guess-pane");
        assertThat(guess.isVisible()).isTrue();
        assertThat(Deferred.pending(guess)).isEmpty();
        assertThat(guess.lookup("#guess-prompt")).as("in the scene once shown").isNotNull();
        assertThat(((Label) guess.getChildrenUnmodifiable().get(0)).getText()).as("in their order: the title first")
                .isEqualTo(org.parlour.core.Messages.tr("ui.guess.the.move"));
        robot.interact(() -> view.guessPane().model().toggle());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guess.isVisible()).isFalse();
        assertThat(guess.lookup("#guess-prompt")).as("hidden again, still in the scene").isNotNull();

        robot.interact(() -> view.study().studyProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(root.lookup("#reading-title")).as("Study mode shows the reading pane's text").isNotNull();

        TabPane tabs = (TabPane) root.lookup("#editor-tabs");
        robot.interact(() -> view.study().studyProperty().set(false));
        Tab tree = tabs.getTabs().get(1);
        assertThat(tree.getContent()).isNull();
        assertThat(Deferred.pending(tree)).hasSize(1);
        robot.interact(() -> tabs.getSelectionModel().select(tree));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tree.getContent()).isSameAs(view.editor().treeGraph());
        assertThat(root.lookup("#tree-graph")).isNotNull();
    }

    @Test
    void aTooltipIsMadeOnTheFirstHover(FxRobot robot) {
        Button b = new Button("x");
        robot.interact(() -> {
            Deferred.tooltip(b, "Does x");
            ((javafx.scene.layout.Pane) stage.getScene().getRoot().lookup("#review-bar")).getChildren().add(b);
        });
        assertThat(b.getTooltip()).isNull();
        assertThat(b.getAccessibleHelp()).as("what a screen reader reads meanwhile").isEqualTo("Does x");
        robot.interact(() -> Event.fireEvent(b, enter(b)));
        assertThat(b.getTooltip()).isNotNull();
        assertThat(b.getTooltip().getText()).isEqualTo("Does x");
        javafx.scene.control.Tooltip first = b.getTooltip();
        robot.interact(() -> Event.fireEvent(b, enter(b)));
        assertThat(b.getTooltip()).as("made once").isSameAs(first);
    }

    @Test
    void aTooltipOfAChangingTextFollowsIt(FxRobot robot) {
        Button b = new Button("x");
        javafx.beans.property.StringProperty text = new javafx.beans.property.SimpleStringProperty("Undo a");
        robot.interact(() -> {
            Deferred.tooltip(b, text);
            ((javafx.scene.layout.Pane) stage.getScene().getRoot().lookup("#review-bar")).getChildren().add(b);
        });
        assertThat(b.getTooltip()).isNull();
        robot.interact(() -> text.set("Undo b"));
        assertThat(b.getAccessibleHelp()).isEqualTo("Undo b");
        robot.interact(() -> Event.fireEvent(b, enter(b)));
        assertThat(b.getTooltip().getText()).isEqualTo("Undo b");
        robot.interact(() -> text.set("Undo c"));
        assertThat(b.getTooltip().getText()).as("bound").isEqualTo("Undo c");
    }

    @Test
    void childrenWaitInTheirOrderAfterWhatThePaneHas(FxRobot robot) {
        VBox box = new VBox(new Label("a"));
        Label b = new Label("b");
        Label c = new Label("c");
        robot.interact(() -> {
            box.setVisible(false);
            Deferred.children(box, List.of(b, c));
        });
        assertThat(box.getChildren()).extracting(n -> ((Label) n).getText()).containsExactly("a");
        assertThat(Deferred.pending(box)).containsExactly(b, c);
        robot.interact(() -> box.setVisible(true));
        assertThat(box.getChildren()).extracting(n -> ((Label) n).getText()).containsExactly("a", "b", "c");
        assertThat(Deferred.pending(box)).isEmpty();
        VBox shown = new VBox();
        robot.interact(() -> Deferred.children(shown, List.<Node>of(new Label("now"))));
        assertThat(shown.getChildren()).as("a visible pane gets them at once").hasSize(1);
    }

    @Test
    void hiddenPartsWaitInPlaceUntilFirstShown(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        Parent root = view.root();
        assertThat(root.lookup(".help-overlay")).as("the list of keys waits for ?").isNull();
        assertThat(root.lookup("#chapter-box")).as("the chapter box waits for a collection").isNull();
        assertThat(root.lookup("#reading-pane")).as("the reading pane waits for Study mode").isNull();

        robot.interact(view::toggleHelp);
        Node help = root.lookup(".help-overlay");
        assertThat(help).isNotNull();
        assertThat(help.getParent().getChildrenUnmodifiable()).as("over the board")
                .containsExactly(view.boardView(), help);
        robot.interact(view::toggleHelp);
        assertThat(root.lookup(".help-overlay")).as("hidden again, still in the scene").isSameAs(help);

        robot.interact(() -> view.openFile(java.nio.file.Path.of(System.getProperty("parlour.samples", "samples")).resolve("agora/course.json")));
        robot.interact(() -> view.study().studyProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.ToolBar bar = (javafx.scene.control.ToolBar) root.lookup(".tool-bar");
        Node box = bar.getItems().stream().filter(n -> "chapter-box".equals(n.getId())).findFirst().orElseThrow();
        assertThat(box.isVisible()).isTrue();
        int at = bar.getItems().indexOf(box);
        assertThat(bar.getItems().get(at - 1)).as("where it was given: after the separator after Flip")
                .isInstanceOf(javafx.scene.control.Separator.class);
        assertThat(bar.getItems().get(at + 1)).as("before the spacer").isInstanceOf(javafx.scene.layout.HBox.class);

        robot.interact(() -> view.study().studyProperty().set(true));
        WaitForAsyncUtils.waitForFxEvents();
        Node reading = root.lookup("#reading-pane");
        assertThat(reading).isNotNull();
        List<Node> side = reading.getParent().getChildrenUnmodifiable();
        assertThat(side.get(side.size() - 1)).as("last in the side panel").isSameAs(reading);
    }

    @Test
    void aPartWaitsInPlaceBehindAStandIn(FxRobot robot) {
        VBox box = new VBox(new Label("a"), new Label("b"), new Label("c"));
        Label b = (Label) box.getChildren().get(1);
        robot.interact(() -> {
            b.setVisible(false);
            Deferred.inPlace(box.getChildren(), b);
        });
        assertThat(box.getChildren()).hasSize(3).doesNotContain(b);
        Node standIn = box.getChildren().get(1);
        assertThat(standIn.isVisible() || standIn.isManaged()).as("the stand-in takes no room").isFalse();
        assertThat(Deferred.pending(standIn)).containsExactly(b);
        robot.interact(() -> b.setVisible(true));
        assertThat(box.getChildren()).extracting(n -> ((Label) n).getText()).containsExactly("a", "b", "c");
        assertThat(Deferred.pending(standIn)).isEmpty();
        Label d = new Label("d");
        robot.interact(() -> Deferred.inPlace(box.getChildren(), d));
        assertThat(box.getChildren()).as("a visible part is in at once, at the end").endsWith(d);
    }

    private static MouseEvent enter(Node n) {
        return new MouseEvent(MouseEvent.MOUSE_ENTERED, 1, 1, 1, 1, MouseButton.NONE, 0,
                false, false, false, false, false, false, false, false, false, false, null);
    }
}
