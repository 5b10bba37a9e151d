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
import javafx.scene.control.Labeled;
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
        // the recent files (File > Open recent) are the user's file names
        texts.removeIf(t -> t.matches(".*\\.json  \u2014  .*"));
        // an Alert's own title, JavaFX's "Confirmation", is the same word in French
        texts.remove("Confirmation");
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
        javafx.scene.control.TextField capture = robot.lookup("#key-capture").queryAs(javafx.scene.control.TextField.class);
        robot.interact(() -> {
            // the whole prompt shows: it was cut to "appuyez ici sur la nouvelle t" (a new user's trial)
            javafx.scene.text.Text prompt = new javafx.scene.text.Text(capture.getPromptText());
            prompt.setFont(capture.getFont());
            double room = capture.getWidth() - capture.snappedLeftInset() - capture.snappedRightInset();
            assertThat(room).as("the key field's room for \"%s\"", capture.getPromptText())
                    .isGreaterThanOrEqualTo(prompt.getLayoutBounds().getWidth());
        });
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
        assertThat(review.progressTextProperty().get()).matches("36 coups revus en \\d+,\\d s\u00a0: \\d+ signes?, \\d+ variantes?(, \\d+ commentaires? pour (une|des) lignes? d\u00e9j\u00e0 l\u00e0)?");
        assertThat(session().history().undoLabel()).hasValueSatisfying(l -> assertThat(l).startsWith("Revue de la partie ("));
        robot.interact(() -> assertThat(view.reviewUi().findModel().search("prisoner")).isPositive());
        assertThat(view.reviewUi().findModel().statusProperty().get()).matches(".*résultats\u00a0: \\d+\\+?$");
        // the results quote the record's (English) comments: clear them before the walk
        robot.interact(() -> view.reviewUi().findModel().search("zzzz-pas-là"));
        robot.interact(() -> {
            model.goTo(session().rootId());
            view.reviewUi().sparring().levelProperty().set(org.parlour.review.Engine.Level.CASUAL);
            view.reviewUi().sparring().start();
            // the level's short name: its long one ("Occasionnel (1 demi-coup)") cut the bar at 1180 pixels
            assertThat(model.messageProperty().get()).contains("au niveau Occasionnel\u00a0;").doesNotContain("demi-coup");
        });
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !view.reviewUi().sparring().thinkingProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> texts = new LinkedHashSet<>();
        robot.interact(() -> {
            // the review bar (sparring, graph, find), the review's progress (in the status bar) and
            // the status bar; the rest of this window shows the sample's English comments, which
            // are the record's, not Parlour's
            texts.addAll(FrenchWindowTest.visibleTexts((javafx.scene.Parent) robot.lookup("#review-bar").query()));
            texts.addAll(FrenchWindowTest.visibleTexts((javafx.scene.Parent) robot.lookup("#review-running").query()));
            texts.add(model.messageProperty().get());
        });
        assertThat(texts).as("the review bar, find and sparring rows are walked")
                .anyMatch(t -> t.startsWith("36 coups revus")).anyMatch(t -> t.startsWith("À vous ("));
        assertFrench(texts);
        robot.interact(() -> TestWindow.assertWholeText(robot, "#spar-take-back", "#spar-hint", "#spar-stop"));
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
        assertThat(guess).contains("Score\u00a0: 0 juste, 0 aussi bon, 0 faux (0\u00a0%)");
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
        // trial (window34): what to do comes first, the bar cuts a long feedback at its end
        assertThat(model.messageProperty().get()).startsWith("Faux. Réessayez (Ctrl+Maj+T) ou demandez un indice. ");
        Set<String> problem = new LinkedHashSet<>();
        robot.interact(() -> {
            problem.addAll(FrenchWindowTest.visibleTexts(view.problemPane()));
            // the statement is the record's own text (English in the sample)
            problem.remove(robot.lookup("#problem-statement").query().getAccessibleText());
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
        // trial (window34): the items the File menu gets after the menu bar was built name their keys in French too
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        java.util.Map<String, String> keys = new java.util.HashMap<>();
        bar.getMenus().get(0).getItems().stream().filter(i -> i.getAccelerator() != null)
                .forEach(i -> keys.put(i.getId() == null ? i.getText() : i.getId(), i.getAccelerator().getDisplayText()));
        assertThat(keys).containsEntry(InterchangeMenu.IMPORT_ID, "Ctrl+Maj+I").containsEntry(InterchangeMenu.PASTE_TEXT_ID, "Ctrl+Maj+V")
                .containsValue("Ctrl+Maj+S").allSatisfy((id, k) -> assertThat(k).as(id).doesNotContain("Shift"));
    }

    /** The dialog pane of the one window other than the main window, once it is shown. */
    private DialogPane otherDialog() throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> javafx.stage.Window.getWindows().stream()
                .anyMatch(w -> w != stage && w.isShowing() && w.getScene().getRoot() instanceof DialogPane));
        return (DialogPane) javafx.stage.Window.getWindows().stream()
                .filter(w -> w != stage && w.isShowing() && w.getScene().getRoot() instanceof DialogPane)
                .findFirst().orElseThrow().getScene().getRoot();
    }

    /** The texts of a dialog pane, its window's title and every choice of its drop-downs as they list them. */
    @SuppressWarnings("unchecked")
    private static Set<String> dialogTexts(DialogPane pane) {
        Set<String> out = new LinkedHashSet<>();
        out.add(((Stage) pane.getScene().getWindow()).getTitle());
        out.addAll(FrenchWindowTest.visibleTexts(pane));
        pane.lookupAll(".combo-box").forEach(n -> {
            javafx.scene.control.ComboBox<Object> c = (javafx.scene.control.ComboBox<Object>) n;
            c.getItems().forEach(i -> out.add(c.getConverter().toString(i)));
        });
        return out;
    }

    /**
     * File &gt; New (Ctrl+N) in French: the rule options (labelled with a phrase, ruleOption.KEY.label)
     * and their values in words, Agora's and Conspirateurs'; and the status bar of a record with rule
     * options (named with ruleOption.KEY).
     */
    @Test
    @SuppressWarnings("unchecked")
    void theNewRecordDialogAndTheRulesAreFrench(FxRobot robot) throws Exception {
        javafx.application.Platform.runLater(() -> NewRecordDialog.ask(stage));
        DialogPane pane = otherDialog();
        Set<String> agora = new LinkedHashSet<>();
        robot.interact(() -> agora.addAll(dialogTexts(pane)));
        assertThat(agora).as("Agora's options").contains("Hauteur des niveaux", "Pièces isolées (règle avancée)", "non", "oui", "0-2-5")
                .doesNotContain("tiers", "isolated", "off");
        assertFrench(agora);
        Set<String> consp = new LinkedHashSet<>();
        robot.interact(() -> {
            javafx.scene.control.ComboBox<org.parlour.core.GameType> games =
                    (javafx.scene.control.ComboBox<org.parlour.core.GameType>) pane.lookup(".combo-box");
            games.setValue(org.parlour.games.Games.byId("conspirateurs"));
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> consp.addAll(dialogTexts(pane)));
        assertThat(consp).as("Conspirateurs' options").contains("Nombre de joueurs", "Équipes (à 4 joueurs)", "aucune", "partenaires",
                "voisins", "Nombre de sanctuaires", "Chaîne de sauts sur un sanctuaire", "traversante", "stricte");
        assertFrench(consp);
        robot.interact(() -> {
            snapshot(pane, "french-new-record");
            pane.getScene().getWindow().hide();
        });
        robot.interact(() -> model.open(StudySession.fresh(org.parlour.games.Games.byId("conspirateurs")
                .create(org.parlour.core.RuleOptions.parse("players=4,teams=partnership")))));
        assertThat(model.texts().rulesTextProperty().get())
                .isEqualTo("joueurs\u00a0: 4, équipes\u00a0: partenaires, sanctuaires\u00a0: 39, chaîne\u00a0: traversante");
        Set<String> window = new LinkedHashSet<>();
        robot.interact(() -> window.addAll(FrenchWindowTest.visibleTexts(view.root())));
        assertThat(window).contains(model.texts().rulesTextProperty().get());
        assertFrench(window);
        robot.interact(() -> model.open(StudySession.fresh(org.parlour.games.Games.byId("agora")
                .create(org.parlour.core.RuleOptions.parse("isolated=on")))));
        assertThat(model.texts().rulesTextProperty().get()).isEqualTo("niveaux\u00a0: 0-2-5, pièce isolée\u00a0: oui");
    }

    /** The problem roles' small labels in the move list, and the menus' keys, in French. */
    @Test
    void rolesInTheMoveListAndMenuKeysAreFrench(FxRobot robot, @org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path record = dir.resolve("roles.json");
        java.nio.file.Files.writeString(record, """
                {"format": "parlour-record", "version": "1.0", "game": "agora", "moves": [
                  {"id": 1, "move": "e1-e2", "role": "key", "variations": [[{"id": 4, "move": "d1-d2", "role": "try"},
                    {"id": 5, "move": "c6-c5", "role": "refutation"}]]},
                  {"id": 2, "move": "c6-c5", "role": "variation"},
                  {"id": 3, "move": "d1-d2", "role": "threat"}]}
                """);
        robot.interact(() -> view.openFile(record));
        WaitForAsyncUtils.waitForFxEvents();
        Set<String> roles = new LinkedHashSet<>();
        robot.interact(() -> robot.lookup(".role").queryAll().forEach(n -> roles.add(((Labeled) n).getText())));
        assertThat(roles).containsExactlyInAnyOrder("clé", "essai", "réfutation", "variante", "menace");
        Set<String> window = new LinkedHashSet<>();
        robot.interact(() -> window.addAll(FrenchWindowTest.visibleTexts(view.root())));
        assertThat(window).as("the menus' keys").contains("Pg.Préc", "Pg.Suiv", "Suppr", "Maj+Suppr", "Maj+F8", "Maj+F7")
                .doesNotContain("Page Up", "Delete", "Shift+Delete", "Shift+F8");
        robot.interact(() -> view.editor().contextMenuItems().forEach(i -> {
            if (i.getAccelerator() != null) {
                window.add(i.getAccelerator().getDisplayText());
            }
        }));
        assertThat(view.editor().contextMenuItems().stream().filter(i -> i.getAccelerator() != null)
                .map(i -> i.getAccelerator().getDisplayText())).as("the move list's context menu").contains("Suppr", "Maj+Suppr", "Pg.Préc");
        assertFrench(window);
    }

    /** The unsaved-changes question says "Ne pas enregistrer" (not "Abandonner", too near "Annuler"). */
    @Test
    void theUnsavedQuestionSaysNePasEnregistrer(FxRobot robot) throws Exception {
        robot.interact(() -> {
            model.open(StudySession.fresh(org.parlour.games.Games.byId("agora").create()));
            model.playText("b1-c2");
        });
        assertThat(view.isDirty()).isTrue();
        boolean[] dropped = {true};
        javafx.application.Platform.runLater(() -> dropped[0] = view.editor().mayDropWork("ouvrir b.json"));
        DialogPane pane = otherDialog();
        Set<String> texts = new LinkedHashSet<>();
        robot.interact(() -> texts.addAll(dialogTexts(pane)));
        assertThat(texts).contains("Enregistrer", "Ne pas enregistrer", "Annuler").doesNotContain("Abandonner");
        assertFrench(texts);
        robot.interact(() -> ((javafx.scene.control.Button) pane.lookupButton(ButtonType.CANCEL)).fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dropped[0]).as("Annuler keeps the work").isFalse();
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
