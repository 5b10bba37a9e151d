package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Locale;
import javafx.scene.control.Accordion;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
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
 * A new user's trial: Ctrl+I opened Record Headers with the focus nowhere a person types (the
 * first Tab landed on the "Annotation" section's header) and with "Annotation" open while
 * "Record" (Title, Date...) was closed. It opens with "Record" open and the focus in Title, its
 * text selected, in English and French; what is typed is the title, and Enter is OK.
 */
@ExtendWith(ApplicationExtension.class)
class RecordHeadersKeysWindowTest {
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/ui-test-headers-keys", 1180, 780);
        model.open(TestWindow.withVariation());
    }

    @AfterEach
    void closeDialogs(FxRobot robot) {
        Messages.setLocale(Locale.ENGLISH);
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private static DialogPane dialog() {
        for (Window w : Window.getWindows()) {
            if (w.isShowing() && w.getScene() != null && w.getScene().getRoot() instanceof DialogPane p) {
                return p;
            }
        }
        return null;
    }

    private DialogPane open(FxRobot robot) {
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL).type(KeyCode.I).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane d = dialog();
        assertThat(d).as("the Record Headers dialog").isNotNull();
        return d;
    }

    @Test
    void ctrlIOpensTheRecordSectionWithTheFocusInTitle(FxRobot robot) {
        robot.interact(() -> view.editor().viewModel().setMeta(model.session().orElseThrow().record().meta()
                .withTitle(org.parlour.tree.LocalText.plain("Old title"))));
        DialogPane d = open(robot);
        Accordion sections = (Accordion) d.lookup(".accordion");
        assertThat(sections.getExpandedPane()).as("a section is open").isNotNull();
        assertThat(sections.getExpandedPane().getText()).as("the open section").isEqualTo("Record");
        assertThat(sections.getPanes().get(0).getText()).as("the first section").isEqualTo("Record");
        assertThat(d.getScene().getFocusOwner()).as("the focus").isInstanceOf(TextField.class);
        TextField title = (TextField) d.getScene().getFocusOwner();
        assertThat(title.getText()).as("the focus is in Title").isEqualTo("Old title");
        assertThat(title.getSelectedText()).as("its text selected").isEqualTo("Old title");

        // typed keys go to the title, and Enter is OK
        robot.press(KeyCode.SHIFT).type(KeyCode.N).release(KeyCode.SHIFT);
        robot.type(KeyCode.E, KeyCode.W);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(title.getText()).isEqualTo("New");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog()).as("Enter closed the dialog").isNull();
        assertThat(model.session().orElseThrow().record().meta().title()).isEqualTo("New");
    }

    @Test
    void inFrenchTooThePartieSectionIsOpenWithTheFocusInTitre(FxRobot robot) {
        Messages.setLocale(Locale.FRENCH);
        DialogPane d = open(robot);
        Accordion sections = (Accordion) d.lookup(".accordion");
        assertThat(sections.getExpandedPane().getText()).isEqualTo("Partie");
        assertThat(sections.getPanes().get(0).getText()).isEqualTo("Partie");
        assertThat(d.getScene().getFocusOwner()).isInstanceOf(TextField.class);
        assertThat(d.getScene().getFocusOwner().getId()).as("the title's box").isEqualTo("header-Title");
    }
    /**
     * A new user's trial read "Result: win w" (also in French): the box offers the results in
     * words and the file keeps its text (rules.md §6.4).
     */
    @Test
    void theResultIsChosenInWordsAndWrittenAsTheFileWritesIt(FxRobot robot) {
        robot.interact(() -> view.editor().viewModel().setMeta(model.session().orElseThrow().record().meta().withResult("win w")));
        Messages.setLocale(Locale.FRENCH);
        DialogPane d = open(robot);
        @SuppressWarnings("unchecked")
        javafx.scene.control.ComboBox<String> result = (javafx.scene.control.ComboBox<String>) d.lookup("#header-Result");
        assertThat(result).as("the Result box").isNotNull();
        assertThat(result.getValue()).isEqualTo("win w");
        assertThat(result.getConverter().toString(result.getValue())).isEqualTo("Blanc gagne");
        assertThat(result.getItems()).containsExactly("", "win w", "win b", "draw");
        assertThat(result.getItems().stream().map(result.getConverter()::toString))
                .as("no file text is shown").noneMatch(t -> t.startsWith("win "));
        robot.interact(() -> result.setValue("win b"));
        robot.interact(() -> ((javafx.scene.control.Button) d.lookupButton(javafx.scene.control.ButtonType.OK)).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.session().orElseThrow().record().meta().result()).isEqualTo("win b");
    }

    @Test
    void fourSeatsOfferTheirRulesResultsAndAnUnknownResultIsKept() {
        java.util.List<org.parlour.core.Seat> four = java.util.List.of(org.parlour.core.Seat.BLACK, org.parlour.core.Seat.RED,
                org.parlour.core.Seat.WHITE, org.parlour.core.Seat.GREEN);
        // rules.md §5 and §6.4: the teams option decides which team wins a record may state
        assertThat(org.parlour.ui.edit.MetadataDialog.resultChoices(four, "partnership", ""))
                .containsExactly("", "win b+w", "win r+g", "draw");
        assertThat(org.parlour.ui.edit.MetadataDialog.resultChoices(four, "neighbours", ""))
                .containsExactly("", "win b+r", "win w+g", "draw");
        assertThat(org.parlour.ui.edit.MetadataDialog.resultChoices(four, "none", ""))
                .as("every player for themselves: no team wins").containsExactly("", "win b", "win r", "win w", "win g", "draw");
        assertThat(org.parlour.ui.edit.MetadataDialog.resultChoices(java.util.List.of(org.parlour.core.Seat.WHITE, org.parlour.core.Seat.BLACK), "none", "win x"))
                .as("a result no choice names stays, so opening the dialog changes nothing").endsWith("win x");
    }
}
