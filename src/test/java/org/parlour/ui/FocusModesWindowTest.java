package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.image.Image;
import javafx.scene.image.PixelReader;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Tab in the study modes (Guess the Move, the Trainer, a Review, a problem attempt) stops only at
 * what takes keys, and each stop shows the focus clearly in both themes: the pixels around it
 * that change by 3:1 or more when it gets the focus are at least as many as its perimeter (a
 * 1-pixel ring all round; for the side panel's tabs, the selected tab's). Modena's 1-pixel
 * #039ED3 frame on the selected tab and ring on the Move field were 2.5:1 on the light theme; the
 * status bar, which takes no keys, is no stop. The panes' buttons (the seats and Stop of Guess
 * the Move, Dashboard and Stop of the Trainer, Hint, Show solution, Try again and Next problem of
 * a problem) are the stops right after the board, and Space and Enter press the focused one while
 * the arrows still move in the record; a click on one leaves the keys where they were.
 * Tab goes round the stops once, in the light theme (the dark theme makes the same nodes able to
 * take the focus, {@link FocusPixels#traversable}); in each theme each of the mode's stops is then
 * drawn with the focus and with the focus on the next stop, given with {@code requestFocus()}
 * ({@link FocusPixels#onAndOff}), in a picture of the region around it. Screenshots:
 * target/screenshots/focus-tabs-THEME.png, focus-button-THEME.png.
 */
@ExtendWith(ApplicationExtension.class)
class FocusModesWindowTest {
    private static final String NODE = "org/parlour/ui-test-focus-modes";
    private Stage stage;
    private MainViewModel model;
    private MainView view;
    private String dbBefore;
    @TempDir
    Path dir;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).clear();
        dbBefore = System.getProperty("parlour.training.db");
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 760);
        TestWindow.answerUnsaved(view, org.parlour.ui.edit.Editor.UnsavedAnswer.DISCARD);
    }

    @AfterEach
    void leaveTheModes(FxRobot robot) {
        robot.interact(() -> {
            new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage && w.isShowing()).forEach(Window::hide);
            view.guessPane().model().stop();
            view.trainerPane().model().stop();
            view.reviewUi().model().cancel();
            model.autoplayProperty().set(false);
            view.setTheme(MainView.LIGHT);
        });
        if (dbBefore == null) {
            System.clearProperty("parlour.training.db");
        } else {
            System.setProperty("parlour.training.db", dbBefore);
        }
    }

    /** How many pixels of {@code a} and {@code b} differ by a contrast of 3:1 or more (WCAG's non-text contrast). */
    private static int strong(Image a, Image b) {
        PixelReader ra = a.getPixelReader();
        PixelReader rb = b.getPixelReader();
        int n = 0;
        for (int y = 0; y < Math.min(a.getHeight(), b.getHeight()); y++) {
            for (int x = 0; x < Math.min(a.getWidth(), b.getWidth()); x++) {
                javafx.scene.paint.Color p = ra.getColor(x, y);
                javafx.scene.paint.Color q = rb.getColor(x, y);
                double c = ThemeContrastTest.contrast(new double[] {p.getRed(), p.getGreen(), p.getBlue(), 1},
                        new double[] {q.getRed(), q.getGreen(), q.getBlue(), 1});
                if (c >= 3) {
                    n++;
                }
            }
        }
        return n;
    }

    private static String name(Node n) {
        String s = n.getClass().getSimpleName() + (n.getId() == null ? "" : "#" + n.getId());
        if (n instanceof javafx.scene.control.Labeled l) {
            s += "'" + l.getText() + "'";
        }
        Node p = n.getParent();
        for (int i = 0; i < 6 && p != null; i++, p = p.getParent()) {
            if (p.getId() != null) {
                s += " in #" + p.getId();
                break;
            }
        }
        return s;
    }

    /** Whether {@code n} lies in the toolbar, the move list or the side tabs' content: the window's own stops, not a mode's. */
    private static boolean theWindowsOwn(Node n) {
        for (Node p = n.getParent(); p != null; p = p.getParent()) {
            if (p instanceof javafx.scene.control.ToolBar || p instanceof javafx.scene.control.ListView
                    || p instanceof javafx.scene.control.TabPane) {
                return true;
            }
        }
        return n instanceof javafx.scene.control.ListView;
    }

    /** The control whose outline the focus mark follows: a tab pane's selected tab, a check box's box, else {@code n}. */
    private static Node outlined(Node n) {
        return n instanceof javafx.scene.control.TabPane ? n.lookup(".tab:selected")
                : n instanceof javafx.scene.control.CheckBox ? n.lookup(".box") : n;
    }

    /**
     * Tab from the board goes round the stops, none is the status bar; in both themes each of the
     * mode's stops shows the focus. The first stops after the board are the pane's buttons,
     * {@code buttons} (ids; one ending in '-' is a prefix: the seats), in this order. Tab goes
     * round once, in the light theme; the dark theme makes the same nodes able to take the focus
     * ({@link FocusPixels#traversable}: the themes could change that only through CSS's
     * -fx-focus-traversable or visibility), so its round is the same.
     */
    private void everyTabStopShowsTheFocus(FxRobot robot, String mode, String... buttons) {
        robot.interact(() -> view.setTheme(MainView.LIGHT));
        robot.interact(() -> view.boardView().requestFocus());
        List<Node> stops = FocusPixels.tabStops(robot, stage);
        assertThat(stops).as("%s: Tab reaches the board", mode).contains(view.boardView());
        List<String> after = stops.stream().limit(buttons.length).map(n -> n.getId() == null ? name(n) : n.getId()).toList();
        for (int i = 0; i < buttons.length; i++) {
            String want = buttons[i];
            assertThat(i < after.size() && (want.endsWith("-") ? after.get(i).startsWith(want) : after.get(i).equals(want)))
                    .as("%s: the pane's buttons are the stops after the board, %s; they are %s", mode, List.of(buttons), after)
                    .isTrue();
        }
        assertThat(stops).as("%s: the status bar takes no keys", mode).doesNotContain(stage.getScene().lookup("#status"));
        List<Node> canTake = FocusPixels.traversable(robot, stage);
        for (String theme : List.of(MainView.LIGHT, MainView.DARK)) {
            robot.interact(() -> view.setTheme(theme));
            assertThat(FocusPixels.traversable(robot, stage)).as("%s, %s: the nodes that can take the focus", mode, theme)
                    .containsExactlyElementsOf(canTake);
            // the toolbar, the move list and the Annotate tab's controls are the window's own
            // stops, whose focus FocusRingWindowTest checks in both themes; each of the mode's is
            // drawn with the focus and with the focus on the next stop, where Tab leaves it
            List<Image[]> drawn = FocusPixels.onAndOff(robot, stage, stops, n -> !theWindowsOwn(n));
            List<String> faint = new ArrayList<>();
            for (int k = 0; k < stops.size(); k++) {
                if (drawn.get(k) == null) {
                    continue;
                }
                Node n = stops.get(k);
                Image on = drawn.get(k)[0];
                Bounds b = outlined(n).getLayoutBounds();
                int perimeter = (int) (2 * (b.getWidth() + b.getHeight()));
                int changed = strong(on, drawn.get(k)[1]);
                if (changed < perimeter) {
                    faint.add(name(n) + ": " + changed + " pixels at 3:1, perimeter " + perimeter);
                }
                if (n instanceof javafx.scene.control.TabPane && mode.equals("guess")) {
                    FocusPixels.snapshot(on, "focus-tabs-" + theme.replace(".css", ""));
                }
                if ("problem-hint".equals(n.getId()) && mode.equals("problem")) {
                    FocusPixels.snapshot(on, "focus-button-" + theme.replace(".css", ""));
                }
            }
            assertThat(faint).as("%s, %s: Tab stops whose focus hardly shows", mode, theme).isEmpty();
        }
    }

    @Test
    void guessTheMove(FxRobot robot) throws Exception {
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/sample-game.json"));
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.guessPane().model().activeProperty().get()).isTrue();
        everyTabStopShowsTheFocus(robot, "guess", "guess-seat-", "guess-seat-", "guess-stop");
    }

    @Test
    void theTrainer(FxRobot robot) throws Exception {
        System.setProperty("parlour.training.db", dir.resolve("t").resolve("training.db").toString());
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/problems.json"));
        robot.interact(() -> view.trainOnOpen());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(stage.getScene().lookup("#trainer-pane").isVisible()).isTrue();
        everyTabStopShowsTheFocus(robot, "trainer", "trainer-dashboard", "trainer-stop", "problem-hint", "problem-solution",
                "problem-again", "problem-next");
    }

    @Test
    void aReview(FxRobot robot) throws Exception {
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/game-2.json"));
        robot.interact(() -> {
            view.reviewUi().model().depthProperty().set(2);
            view.reviewUi().model().moveMillisProperty().set(0);
            view.reviewUi().model().startInBackground();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !view.reviewUi().model().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        everyTabStopShowsTheFocus(robot, "review");
    }

    @Test
    void aProblemAttempt(FxRobot robot) throws Exception {
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/problems.json"));
        assertThat(stage.getScene().lookup("#problem-pane").isVisible()).isTrue();
        everyTabStopShowsTheFocus(robot, "problem", "problem-hint", "problem-solution", "problem-again", "problem-next");
    }

    /** Tab from the board to the node with id {@code id}; fails when a round of Tab does not reach it. */
    private Node tabTo(FxRobot robot, String id) {
        for (int i = 0; i < 40 && !id.equals(idOf(FocusPixels.focusOwner(robot, stage))); i++) {
            robot.type(KeyCode.TAB);
        }
        Node n = FocusPixels.focusOwner(robot, stage);
        assertThat(idOf(n)).as("Tab reaches #%s", id).isEqualTo(id);
        return n;
    }

    private static String idOf(Node n) {
        return n == null ? null : n.getId();
    }

    @Test
    void spaceAndEnterPressAProblemsButtonsAndTheArrowsStillMove(FxRobot robot) throws Exception {
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/problems.json"));
        org.parlour.ui.problem.ProblemViewModel problem = view.problemPane().model();
        robot.interact(() -> view.boardView().requestFocus());
        robot.type(KeyCode.TAB);
        assertThat(idOf(FocusPixels.focusOwner(robot, stage))).as("the first stop after the board").isEqualTo("problem-hint");
        assertThat(problem.feedbackProperty().get()).isEmpty();

        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !problem.feedbackProperty().get().isEmpty());
        assertThat(model.autoplayProperty().get()).as("Space pressed Hint, not autoplay").isFalse();
        assertThat(idOf(FocusPixels.focusOwner(robot, stage))).isEqualTo("problem-hint");

        Node solution = tabTo(robot, "problem-solution");
        long start = model.cursorProperty().get();
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> model.cursorProperty().get() != start);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(FocusPixels.focusOwner(robot, stage)).as("Enter pressed Show solution, not the Move field").isSameAs(solution);

        long shown = model.cursorProperty().get();
        robot.type(KeyCode.LEFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).as("Left goes back a move with the focus on a button").isNotEqualTo(shown);
        robot.type(KeyCode.RIGHT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursorProperty().get()).as("Right goes on again").isEqualTo(shown);
        assertThat(FocusPixels.focusOwner(robot, stage)).as("the arrows do not move the focus").isSameAs(solution);
    }

    @Test
    void aClickOnAPaneButtonLeavesTheKeysWhereTheyWere(FxRobot robot) throws Exception {
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/problems.json"));
        org.parlour.ui.problem.ProblemViewModel problem = view.problemPane().model();
        robot.interact(() -> view.boardView().requestFocus());
        robot.clickOn("#problem-hint");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !problem.feedbackProperty().get().isEmpty());
        assertThat(FocusPixels.focusOwner(robot, stage)).as("the board keeps the keys").isSameAs(view.boardView());
        robot.type(KeyCode.TAB);
        assertThat(idOf(FocusPixels.focusOwner(robot, stage))).as("and Tab from the board still stops at the button")
                .isEqualTo("problem-hint");
    }

    @Test
    void spaceOnGuessTheMovesStopStopsAndTheBoardHasTheKeys(FxRobot robot) throws Exception {
        TestWindow.openClosingDialogs(robot, view, stage, TestWindow.copySample(dir, "agora/sample-game.json"));
        robot.interact(() -> view.boardView().requestFocus());
        robot.press(KeyCode.CONTROL, KeyCode.G).release(KeyCode.G, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.guessPane().model().activeProperty().get()).isTrue();
        javafx.scene.control.CheckBox seat = (javafx.scene.control.CheckBox) FocusPixels.focusOwner(robot, stage).getScene()
                .lookup("#guess-seats").lookup(".check-box");
        boolean was = seat.isSelected();
        tabTo(robot, seat.getId());
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(seat.isSelected()).as("Space ticks or unticks a seat").isNotEqualTo(was);
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(seat.isSelected()).isEqualTo(was);
        tabTo(robot, "guess-stop");
        robot.type(KeyCode.SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.guessPane().model().activeProperty().get()).as("Space pressed Stop").isFalse();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(FocusPixels.focusOwner(robot, stage)).as("the hidden Stop gives the keys to the board").isSameAs(view.boardView());
    }
}
