package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.tree.LocalText;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Save As suggests a file name made from the record's title (a teacher's trial: every new record
 * was offered "record.json"), accents kept and what file systems refuse replaced.
 */
@ExtendWith(ApplicationExtension.class)
class SaveNameWindowTest {
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) {
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-save-name", 1180, 760);
    }

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void aTitleGivesASafeFileName() {
        assertThat(FileCommands.suggestedName("Le sandwich\u00a0: exercice 3")).isEqualTo("Le sandwich - exercice 3.json");
        assertThat(FileCommands.suggestedName("Élève / leçon «\u00a0deux\u00a0» ?")).isEqualTo("Élève - leçon « deux » -.json");
        assertThat(FileCommands.suggestedName("a<b>c|d*e\"f\\g\th\ni")).isEqualTo("a-b-c-d-e-f-g h i.json");
        assertThat(FileCommands.suggestedName("  ...trailing dots...  ")).isEqualTo("trailing dots.json");
        assertThat(FileCommands.suggestedName("CON")).isEqualTo("CON_.json");
        assertThat(FileCommands.suggestedName("   ")).isEqualTo("record.json");
        assertThat(FileCommands.suggestedName("???")).isEqualTo("record.json");
        assertThat(FileCommands.suggestedName("x".repeat(300))).hasSize(FileCommands.NAME_CHARS + ".json".length());
    }

    @Test
    void saveAsOfANewRecordSuggestsItsTitleInTheWindowsLanguage(FxRobot robot) {
        List<String> suggested = new ArrayList<>();
        view.files().setChooseSaveFile(name -> {
            suggested.add(name);
            return Optional.empty();
        });
        robot.interact(() -> view.files().openEmpty(Games.byId("tournament").create()));
        robot.interact(() -> view.files().saveAs());
        assertThat(suggested).as("untitled").containsExactly("record.json");

        robot.interact(() -> view.editor().viewModel().setMeta(model.session().orElseThrow().record().meta()
                .withTitle(LocalText.of("en", "The sandwich: lesson 3", "fr", "Le sandwich\u00a0: leçon 3"))));
        robot.interact(() -> view.files().saveAs());
        Messages.setLocale(Locale.FRENCH);
        robot.interact(() -> view.files().saveAs());
        assertThat(suggested).containsExactly("record.json", "The sandwich - lesson 3.json", "Le sandwich - leçon 3.json");
    }
}
