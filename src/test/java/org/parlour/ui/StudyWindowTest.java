package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.ui.read.ReadingPane;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Study mode in the window: the toolbar switch, the S key and View &gt; Study Mode; a course opens
 * in Study with its lesson rendered (bold is bold) in a reading pane that fits the window at
 * 1180x780 and 1366x768; the reading text's size follows Ctrl+Plus / Ctrl+Minus / Ctrl+0 and is
 * remembered; links open only for http(s), after the address is confirmed.
 */
@ExtendWith(ApplicationExtension.class)
class StudyWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private static final String NODE = "org/parlour/ui-test-study";
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    /** The unsaved-changes questions asked (answered Cancel): studying edits nothing, so none. */
    private List<String> asked;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 780);
        asked = TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.CANCEL).asked();
    }

    private void open(FxRobot robot, Path file) {
        robot.interact(() -> view.openAsking(file));
        assertThat(asked).as("reading in Study mode leaves nothing to save").isEmpty();
        // a collection's notice ("n chapters; the first is shown") is a dialog: close it
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private ReadingPane pane() {
        return view.study().readingPane();
    }

    @Test
    void aCourseOpensInStudyWithItsLessonRendered(FxRobot robot) {
        assertThat(view.study().studyProperty().get()).as("no file yet: Edit, the mode last used for games").isFalse();
        open(robot, SAMPLES.resolve("agora/course.json"));
        assertThat(view.study().studyProperty().get()).as("a course opens in Study").isTrue();
        assertThat(pane().isVisible()).isTrue();
        assertThat(robot.lookup("#editor-tabs").query().isVisible()).as("editing controls hidden").isFalse();
        assertThat(robot.lookup("#undo-button").query().isVisible()).isFalse();
        assertThat(pane().shownText()).contains("1. The board and moving").contains("Start position")
                .contains("6x6 board in relief");
        Text bold = boldRun("6x6 board in relief");
        assertThat(bold.getStyleClass()).contains("md-strong");
        assertThat(bold.getFont().getStyle()).as("bold is drawn bold").containsIgnoringCase("bold");
        Text plain = textRuns().stream().filter(t -> t.getText().contains("like an amphitheatre")).findFirst().orElseThrow();
        assertThat(plain.getFont().getStyle()).doesNotContainIgnoringCase("bold");

        robot.interact(() -> model.forward());
        assertThat(pane().shownText()).contains("b1-c2").contains("Down from the outer ring");
    }

    @Test
    void theSwitchTheKeyAndTheMenuToggleStudy(FxRobot robot) {
        open(robot, SAMPLES.resolve("agora/game-1.json"));
        assertThat(view.study().studyProperty().get()).as("a game opens in Edit the first time").isFalse();
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.S);
        assertThat(view.study().studyProperty().get()).as("S").isTrue();
        assertThat(pane().isVisible()).isTrue();
        assertThat(pane().shownText()).as("the game's players and event at its start")
                .contains("White: Parlour analysis (depth 3), Black: Parlour analysis (depth 3)")
                .contains("Parlour sample game, 2026-11-29");
        assertThat(shown(robot.lookup("#comment-after").query())).as("the comment editor is hidden").isFalse();
        robot.clickOn("#study-toggle");
        assertThat(view.study().studyProperty().get()).as("the toolbar switch").isFalse();
        assertThat(robot.lookup("#editor-tabs").query().isVisible()).isTrue();
        assertThat(pane().isVisible()).isFalse();
        javafx.scene.control.CheckMenuItem menu = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class)
                .getMenus().stream().flatMap(m -> m.getItems().stream()).filter(i -> "menu-study-mode".equals(i.getId()))
                .map(i -> (javafx.scene.control.CheckMenuItem) i).findFirst().orElseThrow();
        assertThat(menu.isSelected()).isFalse();
        robot.interact(() -> menu.setSelected(true));
        assertThat(view.study().studyProperty().get()).as("View > Study Mode").isTrue();
        robot.type(KeyCode.S);
        assertThat(menu.isSelected()).isFalse();
        robot.type(KeyCode.S);
        assertThat(view.study().studyProperty().get()).isTrue();
        // the mode last used for games is remembered for the next game opened
        open(robot, SAMPLES.resolve("agora/problems.json"));
        assertThat(view.study().studyProperty().get()).isTrue();
        robot.interact(() -> view.study().toggle());
        assertThat(view.study().studyProperty().get()).isFalse();
        open(robot, SAMPLES.resolve("agora/game-2.json"));
        assertThat(view.study().studyProperty().get()).as("toggling a problem file is not the games' mode").isTrue();
        assertThat(new Prefs(Preferences.userRoot().node(NODE)).get("study.games", false)).isTrue();
    }

    /**
     * A problem set opens in the Study layout, and the layout goes with it: the game opened next
     * from File &gt; Open Recent is in Edit, the mode last used for games, since the person never
     * asked for Study (a player's report; it did not reproduce, this keeps it so).
     */
    @Test
    void theStudyLayoutAProblemSetForcesEndsWithIt(FxRobot robot) {
        open(robot, SAMPLES.resolve("agora/sample-game.json"));
        assertThat(view.study().studyProperty().get()).as("a game opens in Edit the first time").isFalse();
        open(robot, SAMPLES.resolve("agora/problems.json"));
        assertThat(view.study().studyProperty().get()).as("a problem set opens in Study").isTrue();
        assertThat(model.modes().base()).isEqualTo(org.parlour.ui.mode.Mode.ATTEMPT);
        robot.interact(() -> model.forward());
        javafx.scene.control.MenuItem game = view.files().recentMenu().getItems().stream()
                .filter(i -> i.getText().startsWith("sample-game.json")).findFirst().orElseThrow();
        robot.interact(game::fire);
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getTitle()).contains("sample-game.json");
        assertThat(view.study().studyProperty().get()).as("the game after the problems: Edit, as never changed").isFalse();
        assertThat(model.modes().base()).isEqualTo(org.parlour.ui.mode.Mode.EDIT);
        assertThat(robot.lookup("#editor-tabs").query().isVisible()).isTrue();
        assertThat(new Prefs(Preferences.userRoot().node(NODE)).get("study.games", false)).isFalse();
    }

    @Test
    void theReadingTextFitsAt1180x780And1366x768(FxRobot robot) {
        open(robot, SAMPLES.resolve("agora/course.json"));
        for (double[] size : new double[][] {{1180, 780}, {1366, 768}}) {
            robot.interact(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
            });
            WaitForAsyncUtils.waitForFxEvents();
            shot(robot, "study-" + (int) size[0]);
            double w = stage.getScene().getWidth();
            double h = stage.getScene().getHeight();
            assertThat(w).isEqualTo(size[0]);
            assertThat(h).isEqualTo(size[1]);
            Bounds paneBounds = pane().localToScene(pane().getBoundsInLocal());
            assertThat(paneBounds.getMinX()).isGreaterThanOrEqualTo(0);
            assertThat(paneBounds.getMaxX()).isLessThanOrEqualTo(w + 0.5);
            assertThat(paneBounds.getMinY()).isGreaterThanOrEqualTo(0);
            assertThat(paneBounds.getMaxY()).as("the pane ends above the status bar").isLessThanOrEqualTo(h);
            assertThat(paneBounds.getHeight()).as("a large pane at %sx%s", w, h).isGreaterThan(300);
            assertThat(paneBounds.getWidth()).isGreaterThan(400);
            Bounds viewport = pane().getViewportBounds();
            for (TextFlow f : pane().flows()) {
                if (f.isVisible()) {
                    assertThat(f.getBoundsInParent().getWidth()).as("no line wider than the pane").isLessThanOrEqualTo(viewport.getWidth() + 0.5);
                }
            }
            double contentHeight = pane().getContent().getBoundsInLocal().getHeight();
            assertThat(contentHeight).as("chapter 1's introduction is read whole, without scrolling, at %sx%s", w, h)
                    .isLessThanOrEqualTo(viewport.getHeight() + 0.5);
        }
        // a long text scrolls
        robot.interact(() -> pane().fontSizeProperty().set(ReadingPane.MAX_SIZE));
        WaitForAsyncUtils.waitForFxEvents();
        ScrollBar bar = pane().lookupAll(".scroll-bar").stream().filter(n -> n instanceof ScrollBar sb
                && sb.getOrientation() == javafx.geometry.Orientation.VERTICAL).map(n -> (ScrollBar) n).findFirst().orElseThrow();
        assertThat(bar.isVisible()).as("the long text scrolls").isTrue();
    }

    @Test
    void ctrlPlusAndMinusSizeTheTextAndAreRemembered(FxRobot robot) {
        open(robot, SAMPLES.resolve("agora/course.json"));
        robot.interact(() -> view.boardView().requestFocus());
        double before = pane().fontSizeProperty().get();
        assertThat(before).isEqualTo(ReadingPane.DEFAULT_SIZE);
        double textBefore = boldRun("6x6 board in relief").getFont().getSize();
        robot.press(KeyCode.CONTROL).type(KeyCode.PLUS).type(KeyCode.EQUALS).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(pane().fontSizeProperty().get()).isEqualTo(before + 4);
        assertThat(boldRun("6x6 board in relief").getFont().getSize()).as("the text grows").isGreaterThan(textBefore + 3);
        assertThat(new Prefs(Preferences.userRoot().node(NODE)).get("reading.fontSize", 0.0)).isEqualTo(before + 4);
        robot.press(KeyCode.CONTROL).type(KeyCode.MINUS).release(KeyCode.CONTROL);
        assertThat(pane().fontSizeProperty().get()).isEqualTo(before + 2);
        robot.press(KeyCode.CONTROL).type(KeyCode.DIGIT0).release(KeyCode.CONTROL);
        assertThat(pane().fontSizeProperty().get()).isEqualTo(ReadingPane.DEFAULT_SIZE);
        assertThat(model.session().orElseThrow().data(model.session().orElseThrow().rootId()).nags())
                .as("Ctrl+0 is not the clear-glyphs key here").isEmpty();
    }

    @Test
    void onlyWebLinksOpenAfterTheAddressIsConfirmed(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("links.json");
        Files.writeString(file, """
                {"format": "parlour-record", "version": "1.0", "game": "agora",
                 "meta": {"title": "Links", "tags": ["course"]},
                 "start": {"comment": "See [the rules](https://example.org/agora?x=1) or [a file](file:///etc/passwd) \
                or [script](javascript:alert(1)) and <b>raw</b> html."},
                 "moves": []}
                """);
        List<URI> asked = new ArrayList<>();
        List<URI> opened = new ArrayList<>();
        view.study().setConfirm(u -> {
            asked.add(u);
            return asked.size() > 1;
        });
        view.study().setBrowser(opened::add);
        open(robot, file);
        assertThat(view.study().studyProperty().get()).isTrue();
        Text link = textRuns().stream().filter(t -> t.getText().equals("the rules")).findFirst().orElseThrow();
        assertThat(link.getStyleClass()).contains("md-link");
        robot.interact(() -> link.getOnMouseClicked().handle(null));
        assertThat(asked).containsExactly(URI.create("https://example.org/agora?x=1"));
        assertThat(opened).as("cancelled: not opened").isEmpty();
        robot.clickOn(link);
        assertThat(opened).containsExactly(URI.create("https://example.org/agora?x=1"));
        for (String s : List.of("a file", "script")) {
            Text t = textRuns().stream().filter(r -> r.getText().equals(s)).findFirst().orElseThrow();
            assertThat(t.getStyleClass()).doesNotContain("md-link");
            assertThat(t.getOnMouseClicked()).isNull();
        }
        assertThat(pane().shownText()).contains("a file <file:///etc/passwd>").contains("script <javascript:alert(1)>")
                .contains("<b>raw</b>");
        assertThat(asked).hasSize(2);
    }

    /**
     * Study mode for each game at 1366x768, as docs/images/study-*.png show it (copied from
     * target/screenshots): a course chapter with its lesson, at the first move with a glyph or role.
     */
    @Test
    void studyScreenshotsForTheGuide(FxRobot robot) {
        robot.interact(() -> {
            stage.setWidth(1366);
            stage.setHeight(768);
        });
        String[][] shots = {{"agora", "1", "study-agora"}, {"tournament", "3", "study-tournament"},
            {"conspirateurs", "0", "study-conspirateurs"}, {"agora", "3", "study-agora-dark"}};
        for (String[] s : shots) {
            open(robot, SAMPLES.resolve(s[0] + "/course.json"));
            int chapter = Integer.parseInt(s[1]);
            robot.interact(() -> view.switchChapter(chapter));
            robot.interact(() -> view.setTheme(s[2].endsWith("dark") ? MainView.DARK : MainView.LIGHT));
            assertThat(view.study().studyProperty().get()).isTrue();
            if (chapter > 0) {
                robot.interact(() -> {
                    var session = model.session().orElseThrow();
                    for (var n : session.record().tree().mainLine()) {
                        var d = session.data(n.id());
                        if ((!d.nags().isEmpty() || d.role().isPresent()) && !d.commentAfter().isBlank()) {
                            model.goTo(n.id());
                            break;
                        }
                    }
                });
            }
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(pane().shownText()).isNotBlank();
            shot(robot, s[2]);
        }
        robot.interact(() -> view.setTheme(MainView.LIGHT));
    }

    /** True when the node and all its parents are visible. */
    static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private List<Text> textRuns() {
        List<Text> out = new ArrayList<>();
        for (TextFlow f : pane().flows()) {
            for (Node n : f.getChildren()) {
                out.add((Text) n);
            }
        }
        return out;
    }

    private Text boldRun(String text) {
        return textRuns().stream().filter(t -> t.getText().equals(text)).findFirst().orElseThrow();
    }

    void shot(FxRobot robot, String name) {
        java.util.concurrent.atomic.AtomicReference<javafx.scene.image.WritableImage> img = new java.util.concurrent.atomic.AtomicReference<>();
        robot.interact(() -> img.set(stage.getScene().snapshot(null)));
        try {
            Path out = Path.of("target", "screenshots");
            Files.createDirectories(out);
            javax.imageio.ImageIO.write(javafx.embed.swing.SwingFXUtils.fromFXImage(img.get(), null), "png", out.resolve(name + ".png").toFile());
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @SuppressWarnings("unused")
    private static boolean isBold(Font f) {
        return f.getStyle().toLowerCase(java.util.Locale.ROOT).contains("bold");
    }
}
