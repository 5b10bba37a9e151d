package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOption;
import org.parlour.games.Games;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File &gt; New Record lists the rule options' values in words (the lists showed the identifiers
 * records write: "off", "inward", "line+ring", "partnership", "through"): "None (each for
 * themselves)", in French "aucune", the status bar's word. Numbers (0-2-5, 39, 4) stay as written,
 * and the record made keeps the identifier. Screenshots: target/screenshots/new-record-values-LANG.png.
 */
@ExtendWith(ApplicationExtension.class)
class NewRecordValuesWindowTest {
    private static final String NODE = "org/parlour/ui-test-new-record-values";
    private static final Locale SYSTEM = Locale.getDefault();
    private Stage stage;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        TestWindow.show(s, new MainViewModel(), NODE, 1180, 760);
    }

    @AfterEach
    void closeDialogsAndSpeakEnglish(FxRobot robot) {
        TestWindow.hideOthers(robot, stage);
        LanguageMenu.use(Locale.ENGLISH);
        Locale.setDefault(SYSTEM);
    }

    /** The texts of a drop-down's list as it shows them, top to bottom. */
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
                    List<ListCell<?>> cells = new ArrayList<>();
                    for (Node n : w.getScene().getRoot().lookupAll(".list-cell")) {
                        ListCell<?> c = (ListCell<?>) n;
                        if (c.getItem() != null && c.getListView() != null && c.getListView().getItems() == box.getItems()) {
                            cells.add(c);
                        }
                    }
                    cells.sort(java.util.Comparator.comparingInt(ListCell::getIndex));
                    cells.forEach(c -> out.add(c.getText()));
                }
            }
            box.hide();
            box.setDisable(disabled);
        });
        return out.stream().distinct().toList();
    }

    /**
     * Opens New Record in {@code language}, walks every game's options (each value listed in words
     * unless a number; the closed list shows the chosen value in words too), then makes a
     * Conspirateurs record with four players in partnership and answers it.
     */
    @SuppressWarnings("unchecked")
    private Game<?, ?> walk(FxRobot robot, Locale language, Map<String, List<String>> expected) throws Exception {
        LanguageMenu.use(language);
        AtomicReference<Optional<Game<?, ?>>> result = new AtomicReference<>();
        Platform.runLater(() -> result.set(NewRecordDialog.ask(stage)));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> TestWindow.showingDialog().isPresent());
        DialogPane pane = TestWindow.showingDialog().orElseThrow();
        ComboBox<GameType> games = (ComboBox<GameType>) pane.lookup("#new-record-game");
        for (GameType t : Games.all()) {
            robot.interact(() -> games.setValue(t));
            WaitForAsyncUtils.waitForFxEvents();
            for (RuleOption o : t.ruleOptions()) {
                ComboBox<String> box = (ComboBox<String>) pane.lookup("#new-record-" + o.key());
                List<String> shown = listed(robot, box);
                assertThat(shown).as("%s %s: one text per value", t.id(), o.key()).hasSize(o.values().size());
                for (int i = 0; i < shown.size(); i++) {
                    String v = o.values().get(i);
                    if (v.matches("[0-9-]+")) {
                        assertThat(shown.get(i)).as("a number stays as written").isEqualTo(v);
                    } else {
                        assertThat(shown.get(i)).as("%s=%s is shown in words", o.key(), v).isNotEqualTo(v)
                                .isEqualTo(RuleTexts.value(o.key(), v));
                    }
                }
                if (expected.containsKey(o.key())) {
                    assertThat(shown).as(o.key()).isEqualTo(expected.get(o.key()));
                }
                // the closed list (its button cell) shows the default value as the list does
                Node button = box.lookup(".list-cell");
                assertThat(((ListCell<String>) button).getText()).as("%s's closed list", o.key())
                        .isEqualTo(RuleTexts.value(o.key(), o.defaultValue()));
            }
        }
        robot.interact(() -> games.setValue(Games.byId("conspirateurs")));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> ((ComboBox<String>) pane.lookup("#new-record-players")).setValue("4"));
        robot.interact(() -> ((ComboBox<String>) pane.lookup("#new-record-teams")).setValue("partnership"));
        robot.interact(() -> ((ComboBox<String>) pane.lookup("#new-record-chain")).setValue("strict"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> snapshot(pane, "new-record-values-" + language.getLanguage()));
        robot.interact(() -> ((javafx.scene.control.Button) pane.lookupButton(ButtonType.OK)).fire());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> result.get() != null);
        return result.get().orElseThrow();
    }

    @Test
    void theValuesAreListedInWordsInEnglishAndTheRecordKeepsTheIdentifiers(FxRobot robot) throws Exception {
        Game<?, ?> g = walk(robot, Locale.ENGLISH, Map.of(
                "tiers", List.of("0-2-5", "0-3-6"),
                "isolated", List.of("Off (basic rules)", "On (may join the piece it touches)"),
                "teams", List.of("None (each for themselves)", "Partners opposite (Black+White)", "Partners next in turn (Black+Red)"),
                "chain", List.of("Lands and goes on", "Ends there")));
        assertThat(g.options().asMap()).containsEntry("players", "4").containsEntry("teams", "partnership")
                .containsEntry("chain", "strict");
        // the status bar in short words, in English too (it showed the records' "teams=partnership")
        assertThat(RuleTexts.shown(g.options())).contains("teams: partners").contains("chain: strict");
    }

    @Test
    void theValuesAreListedInTheStatusBarsFrenchWordsAndTheRecordKeepsTheIdentifiers(FxRobot robot) throws Exception {
        Game<?, ?> g = walk(robot, Locale.FRENCH, Map.of(
                "isolated", List.of("non", "oui"),
                "steps", List.of("vers le centre", "libres"),
                "throws", List.of("ligne+anneau", "ligne", "anneau"),
                "teams", List.of("aucune", "partenaires", "voisins"),
                "chain", List.of("traversante", "stricte")));
        assertThat(g.options().asMap()).containsEntry("players", "4").containsEntry("teams", "partnership")
                .containsEntry("chain", "strict");
        assertThat(RuleTexts.shown(g.options())).contains("équipes\u00a0: partenaires").contains("chaîne\u00a0: stricte");
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
}
