package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.study.StudySession;
import org.parlour.ui.edit.MetadataDialog;
import org.parlour.ui.edit.SetupDialog;
import org.parlour.ui.review.ReviewViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The dialogs and panes of the French window: the key editor (with a refused key), the record
 * headers, the set-up dialog, find (with and without results), and a game review with its
 * progress text and sparring. Every text they show comes from the French bundle
 * ({@link FrenchWindowTest#notFrench}), the dialogs' own buttons included (JavaFX's French).
 */
@ExtendWith(ApplicationExtension.class)
class FrenchDialogsWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/french-dialogs-test";
    private static final Locale SYSTEM = Locale.getDefault();
    private Stage stage;
    private MainViewModel model;
    private MainView view;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).removeNode();
        LanguageMenu.use(Locale.FRENCH);
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 780);
        view.openFile(SAMPLES.resolve("agora/game-2.json"));
    }

    @AfterAll
    static void english() {
        LanguageMenu.use(Locale.ENGLISH);
        Locale.setDefault(SYSTEM);
    }

    private StudySession session() {
        return model.session().orElseThrow();
    }

    private static Set<String> texts(Dialog<?> d) {
        Set<String> out = new LinkedHashSet<>();
        out.add(d.getTitle());
        out.addAll(FrenchWindowTest.visibleTexts(d.getDialogPane()));
        return out;
    }

    /**
     * Checks {@code texts} against the French bundle, after taking out the toolkit's own button
     * texts (OK, Cancel, Close), which come from JavaFX's bundles: those must be JavaFX's French.
     */
    private static void assertFrench(Set<String> texts) throws Exception {
        assertThat(ButtonType.CLOSE.getText()).as("JavaFX speaks the default locale, which LanguageMenu.use set").isEqualTo("Fermer");
        assertThat(ButtonType.CANCEL.getText()).isEqualTo("Annuler");
        texts = new LinkedHashSet<>(texts);
        for (ButtonType b : List.of(ButtonType.OK, ButtonType.CANCEL, ButtonType.CLOSE, ButtonType.YES, ButtonType.NO, ButtonType.APPLY)) {
            texts.remove(b.getText());
        }
        assertThat(FrenchWindowTest.notFrench(texts)).as("texts not from the French bundle, of " + texts).isEmpty();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theKeyEditorAndItsRefusalAreFrench(FxRobot robot) throws Exception {
        robot.interact(view::editKeys);
        WaitForAsyncUtils.waitForFxEvents();
        DialogPane pane = robot.lookup("#key-editor").queryAs(DialogPane.class);
        TableView<KeyMap.Action> table = robot.lookup("#key-table").queryAs(TableView.class);
        robot.interact(() -> table.getSelectionModel().select(
                table.getItems().stream().filter(a -> a.id().equals("view.flip")).findFirst().orElseThrow()));
        robot.clickOn("#key-capture").press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S, KeyCode.CONTROL);
        robot.clickOn("#key-set");
        Label message = robot.lookup("#key-message").queryAs(Label.class);
        assertThat(message.getText()).isEqualTo("Ctrl+S est déjà la touche de Fichier\u00a0: enregistrer.");
        Set<String> texts = new LinkedHashSet<>();
        robot.interact(() -> {
            texts.add(((Stage) pane.getScene().getWindow()).getTitle());
            texts.addAll(FrenchWindowTest.visibleTexts(pane));
        });
        assertThat(texts).as("columns, rows, buttons").contains("Groupe", "Action", "Touche", "Navigation",
                "un coup en arrière (maintenir pour parcourir la ligne)", "Définir", "Tout rétablir", "Fermer");
        assertFrench(texts);
        robot.interact(() -> {
            snapshot(pane, "french-key-editor");
            pane.getScene().getWindow().hide();
        });
    }

    @Test
    void theHeadersAndTheSetUpDialogAreFrench(FxRobot robot) throws Exception {
        Dialog<?>[] shown = new Dialog<?>[2];
        robot.interact(() -> {
            shown[0] = new MetadataDialog(stage, session().record().meta(), session().game().seats());
            shown[0].show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> headers = new LinkedHashSet<>();
        robot.interact(() -> headers.addAll(texts(shown[0])));
        assertThat(headers).contains("En-têtes de la partie", "Partie", "Joueurs", "Titre", "Ronde", "Blanc", "Mots-clés", "Annuler");
        assertFrench(headers);
        robot.interact(() -> {
            snapshot(shown[0].getDialogPane(), "french-headers");
            shown[0].close();
            shown[1] = new SetupDialog(stage, session().game(), session().position(session().cursor()));
            shown[1].show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> setup = new LinkedHashSet<>();
        robot.interact(() -> setup.addAll(texts(shown[1])));
        assertThat(setup).contains("Mise en place de la position \u2013 Agora", "pièce du joueur Blanc");
        assertFrench(setup);
        robot.interact(() -> {
            snapshot(shown[1].getDialogPane(), "french-setup");
            shown[1].close();
        });
    }

    @Test
    void findReviewAndSparringSpeakFrench(FxRobot robot) throws Exception {
        ReviewViewModel review = view.reviewUi().model();
        robot.interact(() -> {
            assertThat(view.reviewUi().findModel().search("zzzz-pas-là")).isZero();
        });
        assertThat(view.reviewUi().findModel().statusProperty().get()).isEqualTo("Rien trouvé.");
        robot.interact(() -> {
            review.depthProperty().set(2);
            review.moveMillisProperty().set(0);
            review.startInBackground();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !review.runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(review.progressTextProperty().get()).matches("36 coups revus en \\d+,\\d s\u00a0: \\d+ signes?, \\d+ variantes?");
        assertThat(session().history().undoLabel()).hasValueSatisfying(l -> assertThat(l).startsWith("Revue de la partie ("));
        robot.interact(() -> assertThat(view.reviewUi().findModel().search("prisoner")).isPositive());
        assertThat(view.reviewUi().findModel().statusProperty().get()).endsWith(" résultat(s)");
        // the results quote the record's (English) comments: clear them before the walk
        robot.interact(() -> view.reviewUi().findModel().search("zzzz-pas-là"));
        robot.interact(() -> {
            model.goTo(session().rootId());
            view.reviewUi().sparring().depthProperty().set(1);
            view.reviewUi().sparring().start();
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !view.reviewUi().sparring().thinkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> texts = new LinkedHashSet<>();
        robot.interact(() -> {
            // the review bar (progress, sparring, graph, find) and the status bar; the rest of this
            // window shows the sample's English comments, which are the record's, not Parlour's
            texts.addAll(FrenchWindowTest.visibleTexts((javafx.scene.Parent) robot.lookup("#review-bar").query()));
            texts.add(model.messageProperty().get());
        });
        assertThat(texts).as("the review bar, find and sparring rows are walked")
                .anyMatch(t -> t.startsWith("36 coups revus")).anyMatch(t -> t.startsWith("À vous ("));
        assertFrench(texts);
        robot.interact(() -> {
            snapshot(view.root(), "french-review");
            view.reviewUi().sparring().stop();
        });
    }

    @Test
    void guessingAndAProblemSpeakFrench(FxRobot robot) throws Exception {
        robot.interact(() -> {
            model.goTo(session().rootId());
            view.guessPane().model().toggle();
        });
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.guessPane().model().promptProperty().get().startsWith("À vous"));
        Set<String> guess = new LinkedHashSet<>();
        robot.interact(() -> guess.addAll(FrenchWindowTest.visibleTexts(view.guessPane())));
        assertThat(guess).contains("Score\u00a0: 0 juste(s), 0 aussi bon(s), 0 faux (0\u00a0%)");
        assertFrench(guess);
        robot.interact(() -> view.guessPane().model().toggle());

        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/problems.json")));
        // the collection notice opens as a dialog: close it
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        String[] wrong = new String[1];
        robot.interact(() -> wrong[0] = quietMove());
        Label verdict = robot.lookup("#problem-verdict").queryAs(Label.class);
        robot.clickOn("#move-field").write(wrong[0]).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !verdict.getText().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(verdict.getText()).isEqualTo("Faux");
        assertThat(model.messageProperty().get()).endsWith("Réessayez (Ctrl+Shift+T) ou demandez un indice.");
        Set<String> problem = new LinkedHashSet<>();
        robot.interact(() -> {
            problem.addAll(FrenchWindowTest.visibleTexts(view.problemPane()));
            // the statement is the record's own text (English in the sample)
            problem.remove(robot.lookup("#problem-statement").queryAs(Label.class).getText());
        });
        assertFrench(problem);
        robot.interact(() -> view.problemPane().model().tryAgain());
        assertThat(model.messageProperty().get()).as("Wrong is recognised in French: back to before the wrong move")
                .isEqualTo(org.parlour.core.Messages.tr("ui.try.again.from.here"));
    }

    @Test
    void copyingALineSaysSoInFrench(FxRobot robot) {
        robot.interact(() -> {
            model.open(StudySession.fresh(org.parlour.games.Games.byId("agora").create()));
            model.playText("b1-c2");
            InterchangeMenu.install(stage, view, model).copyLine();
        });
        assertThat(model.messageProperty().get()).as("the node ids, which no text keeps, are not named as lost")
                .isEqualTo("Ligne copiée en texte de partie.");
    }

    /** A move of the shown position that captures nothing: never the key of "capture the stack on c3". */
    @SuppressWarnings("unchecked")
    private String quietMove() {
        StudySession s = session();
        org.parlour.core.Game<Object, Object> g = s.game();
        Object p = s.position(s.cursor());
        return ((List<Object>) g.legalMoves(p)).stream().map(m -> g.formatMove(p, m)).filter(t -> !t.contains("x"))
                .findFirst().orElseThrow();
    }

    /** target/screenshots/NAME.png, to look at the French dialogs. */
    private static void snapshot(javafx.scene.Node node, String name) {
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
