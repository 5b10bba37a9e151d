package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.games.Games;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File &gt; New Record offered rule combinations it then refused (a new user's trial: Conspirateurs,
 * players 2, teams partnership, OK: "Cannot start Conspirateurs: rule option teams=partnership
 * needs players=4", and the dialog was gone). A value the other values rule out is greyed out in
 * its list; chosen all the same, it is named under the options, OK is disabled and the dialog stays.
 * An option the others leave only its default (teams while players is 2) is disabled at it.
 * Screenshot: target/screenshots/new-record-teams-disabled.png.
 */
@ExtendWith(ApplicationExtension.class)
class NewRecordWindowTest {
    private static final String NODE = "org/parlour/ui-test-new-record";
    private Stage stage;
    private MainView view;
    private MainViewModel model;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 760);
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        TestWindow.hideOthers(robot, stage);
    }

    private static Optional<DialogPane> dialog() {
        return TestWindow.showingDialog();
    }

    @SuppressWarnings("unchecked")
    private static List<ComboBox<String>> options(DialogPane pane) {
        List<ComboBox<String>> out = new ArrayList<>();
        for (Node n : pane.lookupAll(".combo-box")) {
            if (!(((ComboBox<?>) n).getValue() instanceof GameType)) {
                out.add((ComboBox<String>) n);
            }
        }
        return out;
    }

    /** The cells of a drop-down's list as it shows them: text and whether each may be chosen. */
    private static List<String> listed(FxRobot robot, ComboBox<String> box) {
        // a disabled list (teams with two players) does not open: enabled for the look only
        boolean disabled = box.isDisable();
        robot.interact(() -> {
            box.setDisable(false);
            box.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        List<String> out = new ArrayList<>();
        robot.interact(() -> {
            for (Window w : Window.getWindows()) {
                if (w instanceof javafx.stage.PopupWindow && w.isShowing()) {
                    for (Node n : w.getScene().getRoot().lookupAll(".list-cell")) {
                        ListCell<?> c = (ListCell<?>) n;
                        if (c.getItem() != null && c.getListView() != null && c.getListView().getItems() == box.getItems()) {
                            // disabled, and looking it: a disabled list cell is drawn like the others in modena
                            out.add(c.getText() + (c.isDisabled() && c.getOpacity() < 1 ? " (disabled)" : c.isDisabled() ? " (disabled, not greyed)" : ""));
                        }
                    }
                }
            }
            box.hide();
            box.setDisable(disabled);
        });
        return out.stream().distinct().toList();
    }

    @Test
    @SuppressWarnings("unchecked")
    void aValueTheOtherOptionsRuleOutIsGreyedAndAnOptionLeftOneValueIsDisabled(FxRobot robot) throws Exception {
        AtomicReference<Optional<Game<?, ?>>> result = new AtomicReference<>();
        Platform.runLater(() -> result.set(NewRecordDialog.ask(stage)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialog().isPresent());
        DialogPane pane = dialog().orElseThrow();
        robot.interact(() -> ((ComboBox<GameType>) pane.lookup(".combo-box")).setValue(Games.byId("conspirateurs")));
        WaitForAsyncUtils.waitForFxEvents();
        List<ComboBox<String>> boxes = options(pane);
        ComboBox<String> players = boxes.get(0);
        ComboBox<String> teams = boxes.get(1);
        assertThat(players.getValue()).isEqualTo("2");
        Button ok = (Button) pane.lookupButton(ButtonType.OK);
        Label conflict = (Label) pane.lookup("#new-record-conflict");
        assertThat(ok.isDisabled()).isFalse();
        assertThat(conflict.isVisible()).isFalse();

        // with two players the teams need four: the list is disabled at none (a new user's trial
        // could change it), its values greyed out, never refused after OK
        assertThat(teams.isDisabled()).as("teams with 2 players").isTrue();
        assertThat(teams.getValue()).isEqualTo("none");
        assertThat(listed(robot, teams)).containsExactly("None (each for themselves)", "Partners opposite (Black+White) (disabled)",
                "Partners next in turn (Black+Red) (disabled)");
        // set all the same (as the keyboard could, past greyed cells): back to none, nothing to refuse
        robot.interact(() -> teams.setValue("partnership"));
        assertThat(teams.getValue()).isEqualTo("none");
        assertThat(conflict.isVisible()).isFalse();
        assertThat(ok.isDisabled()).isFalse();

        // four players: the teams can be chosen; with teams, two players is the greyed value
        robot.interact(() -> players.setValue("4"));
        assertThat(teams.isDisabled()).as("teams with 4 players").isFalse();
        robot.interact(() -> teams.setValue("partnership"));
        assertThat(conflict.isVisible()).isFalse();
        assertThat(ok.isDisabled()).isFalse();
        assertThat(listed(robot, players)).containsExactly("2 (disabled)", "4");
        assertThat(listed(robot, teams)).containsExactly("None (each for themselves)", "Partners opposite (Black+White)",
                "Partners next in turn (Black+Red)");
        // back to two players (set all the same): the teams go back to none and are disabled again
        robot.interact(() -> players.setValue("2"));
        assertThat(teams.getValue()).isEqualTo("none");
        assertThat(teams.isDisabled()).isTrue();
        assertThat(conflict.isVisible()).isFalse();
        assertThat(ok.isDisabled()).isFalse();
        robot.interact(() -> snapshot(pane, "new-record-teams-disabled"));
        robot.interact(() -> {
            players.setValue("4");
            teams.setValue("partnership");
        });
        robot.interact(ok::fire);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> result.get() != null);
        assertThat(result.get()).isPresent();
        assertThat(result.get().get().seats()).hasSize(4);
        assertThat(dialog()).isEmpty();
    }

    /** target/screenshots/NAME.png. */
    private static void snapshot(Node node, String name) {
        try {
            Path dir = Path.of("target", "screenshots");
            java.nio.file.Files.createDirectories(dir);
            javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(node.snapshot(null, null), null), "png",
                    dir.resolve(name + ".png").toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private void open(FxRobot robot, String file, String game) throws Exception {
        robot.interact(() -> view.openFile(Path.of(file)));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> model.session().map(x -> x.record().gameId().equals(game)).orElse(false));
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * A trial: the Move field kept "zz-q9" after another record was opened (the move of another
     * game, for another position), and File &gt; New Record offered Agora while a Tournament
     * record was open. The field is emptied when another record opens; the dialog offers the
     * open record's game.
     */
    @Test
    @SuppressWarnings("unchecked")
    void anotherRecordEmptiesTheMoveFieldAndNewRecordOffersTheOpenGame(FxRobot robot) throws Exception {
        open(robot, "samples/tournament/game-1.json", "tournament");
        javafx.scene.control.TextField field = robot.lookup("#move-field").queryAs(javafx.scene.control.TextField.class);
        robot.interact(() -> field.setText("zz-q9"));
        open(robot, "samples/agora/game-2.json", "agora");
        assertThat(field.getText()).as("the Move field after another record opened").isEmpty();
        open(robot, "samples/tournament/game-2.json", "tournament");
        Platform.runLater(() -> view.files().newRecord());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialog().isPresent());
        DialogPane pane = dialog().orElseThrow();
        try {
            assertThat(((ComboBox<GameType>) pane.lookup(".combo-box")).getValue().id()).as("the game offered").isEqualTo("tournament");
        } finally {
            robot.interact(() -> ((Button) pane.lookupButton(ButtonType.CANCEL)).fire());
        }
    }
}
