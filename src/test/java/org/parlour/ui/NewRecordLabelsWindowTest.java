package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.GameType;
import org.parlour.core.Messages;
import org.parlour.core.RuleOption;
import org.parlour.games.Games;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File &gt; New Record labels each rule option with words, not with the key records and the command
 * line write (a new user's trial read "tiers", "isolated", "steps", "throws", ... lower-case
 * identifiers beside the lists): "Tier heights", "Hauteur des niveaux"; the key stays in the
 * label's tooltip, under the option's help. Screenshots: target/screenshots/new-record-LANG-GAME.png.
 */
@ExtendWith(ApplicationExtension.class)
class NewRecordLabelsWindowTest {
    private static final String NODE = "org/parlour/ui-test-new-record-labels";
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

    private static Optional<DialogPane> dialog() {
        return TestWindow.showingDialog();
    }

    /** The labels of the options' rows (the first column below the game's row), top to bottom. */
    private static List<Label> optionLabels(DialogPane pane) {
        List<Label> out = new ArrayList<>();
        GridPane grid = (GridPane) pane.getContent();
        for (Node n : grid.getChildren()) {
            Integer row = GridPane.getRowIndex(n);
            Integer column = GridPane.getColumnIndex(n);
            if (n instanceof Label l && row != null && row > 0 && (column == null || column == 0)
                    && !"new-record-conflict".equals(l.getId())) {
                out.add(l);
            }
        }
        out.sort(java.util.Comparator.comparing(GridPane::getRowIndex));
        return out;
    }

    /** Each game's option labels as the dialog shows them in {@code language}, checked against the keys. */
    @SuppressWarnings("unchecked")
    private void check(FxRobot robot, Locale language, List<String> expectedAgora) throws Exception {
        LanguageMenu.use(language);
        Platform.runLater(() -> NewRecordDialog.ask(stage));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialog().isPresent());
        DialogPane pane = dialog().orElseThrow();
        ComboBox<GameType> games = (ComboBox<GameType>) pane.lookup(".combo-box");
        for (GameType t : Games.all()) {
            robot.interact(() -> games.setValue(t));
            WaitForAsyncUtils.waitForFxEvents();
            List<Label> labels = optionLabels(pane);
            List<RuleOption> options = t.ruleOptions();
            assertThat(labels).as(t.id()).hasSize(options.size());
            for (int i = 0; i < options.size(); i++) {
                String key = options.get(i).key();
                Label l = labels.get(i);
                assertThat(l.getText()).as("%s's option %s is labelled in words", t.id(), key)
                        .isNotEqualTo(key).isNotEqualTo(RuleTexts.name(key)).matches("\\p{Lu}.*");
                assertThat(l.getTooltip().getText()).as("the key stays in the tooltip").contains(key)
                        .startsWith(RuleTexts.help(options.get(i)));
                // a new user's trial: "(rules.md 2.4)" sent them to a file they do not have
                assertThat(l.getTooltip().getText()).as("%s's option %s is explained in words, not by a rules.md section", t.id(), key)
                        .doesNotContain("rules.md").doesNotContain("§");
                assertThat(l.getTooltip().isWrapText() && l.getTooltip().getMaxWidth() <= 480).as("%s's help wraps", key).isTrue();
            }
            if (t.id().equals("agora")) {
                assertThat(labels.stream().map(Label::getText).toList()).isEqualTo(expectedAgora);
            }
            robot.interact(() -> snapshot(pane, "new-record-" + language.getLanguage() + "-" + t.id()));
        }
    }

    @Test
    void theOptionsAreLabelledInWordsInEnglish(FxRobot robot) throws Exception {
        check(robot, Locale.ENGLISH, List.of("Tier heights", "Isolated pieces (advanced rule)"));
        assertThat(Messages.tr("ui.newRecord.optionKey", "Help.", "tiers")).isEqualTo("Help.\nIn records and on the command line: tiers");
    }

    @Test
    void theOptionsAreLabelledInWordsInFrench(FxRobot robot) throws Exception {
        check(robot, Locale.FRENCH, List.of("Hauteur des niveaux", "Pièces isolées (règle avancée)"));
        assertThat(Messages.tr("ui.newRecord.optionKey", "Aide.", "tiers")).isEqualTo("Aide.\nDans les parties et en ligne de commande\u00a0: tiers");
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
