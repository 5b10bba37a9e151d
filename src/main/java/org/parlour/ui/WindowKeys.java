package org.parlour.ui;

import java.util.Optional;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The window's own keys, dispatched by the key table ({@link KeyBindings}, {@link KeyMap}):
 * navigation, autoplay, flip, the help and the others of the groups Navigate, Play and View. The
 * menus' keys are their accelerators, kept to the same table. Keys typed into a text box belong
 * to the text box, even when it is empty; only Esc leaves it. A spinner (Analysis &gt; Depth) and
 * an editable combo box count as text boxes ({@link TextBoxes}). Esc (close the help, drop the
 * selection, stop the problem's solver outside a text box; with nothing of those to do, cancel a
 * running review or analysis) and Enter (type a move) are fixed.
 * Space and Enter sent to a focused button (a pane's stop of Tab, {@link TabStops}) press it.
 */
final class WindowKeys {
    private final MainView v;
    private final MainViewModel model;
    private final KeyBindings keys;
    /** After a key press that did an action: its typed character goes nowhere (M must not type an "m" into the move field). */
    private boolean swallowTyped;

    WindowKeys(MainView v, MainViewModel model, KeyBindings keys) {
        this.v = v;
        this.model = model;
        this.keys = keys;
    }

    /** A key press: Esc, Enter, and the table's keys (arrows, Home, End, Space, letters...). */
    void key(KeyEvent e) {
        swallowTyped = false;
        if (v.menusHaveKeys()) {
            // the arrows walk the menus, Esc closes them: not the game's keys too
            return;
        }
        if (leaveHidden(e)) {
            // the key goes to the board, which now shows the focus; shortcuts still reach the menus
            if (!e.isShortcutDown() && !e.isAltDown()) {
                e.consume();
                swallowTyped = true;
            }
            return;
        }
        // keys typed into a text box belong to it, even when it is empty; only Esc leaves it
        if (TextBoxes.typingIn(e.getTarget()) && e.getCode() != KeyCode.ESCAPE) {
            return;
        }
        if (v.isHelpShowing() && helpKey(e)) {
            return;
        }
        if (pagesItself(e)) {
            // PageUp and PageDown scroll the focused reading pane (long lessons); the arrows stay the game's
            ScrollKeys.scroll((javafx.scene.control.ScrollPane) e.getTarget(), e.getCode());
            e.consume();
            swallowTyped = true;
            return;
        }

        // Space and Enter press a focused pane button (a stop of Tab: Hint, Stop...); the arrows
        // and the other keys stay the window's
        if (TabStops.pressesButton(e)) {
            if (TabStops.enter(e)) {
                e.consume();
            }
            return;
        }
        if (e.getCode() == KeyCode.ESCAPE) {
            // Esc stops the problem's solver as its Cancel does (a new user's trial pressed Esc
            // at "Thinking… depth 5"), unless it only leaves a text box
            boolean inBox = TextBoxes.typingIn(e.getTarget());
            org.parlour.ui.problem.ProblemViewModel problem = v.problemPane().model();
            boolean did = inBox || v.isHelpShowing() || !model.board().selectionProperty().get().isEmpty();
            // stopping the solver is this Esc's work: no review or analysis cancelled with it
            did |= !inBox && problem.thinkingProperty().get();
            if (problem.thinkingProperty().get() && !inBox) {
                problem.cancel();
            }
            v.hideHelp();
            // Escape closes Find (user guide), also from its field or result list
            did |= v.reviewUi().closeFind();
            model.board().clearSelection();
            // giving the board the keys back is this Esc's work too (the user guide's way)
            javafx.scene.Scene scene = v.boardView().getScene();
            did |= scene != null && scene.getFocusOwner() != v.boardView();
            v.boardView().requestFocus();
            if (!did) {
                // nothing else to close or drop: Esc is Study > Cancel Review and Cancel Analysis
                // (a keyboard-only trial found no key to stop a review)
                cancelWork();
            }
            e.consume();
            return;
        }
        if (e.getCode() == KeyCode.ENTER && !e.isShortcutDown() && !e.isAltDown() && !e.isShiftDown()) {
            v.focusMoveField();
            e.consume();
            return;
        }
        if (keys.actionOf(e).map(a -> run(a.id())).orElse(false)) {
            e.consume();
            swallowTyped = true;
        }
    }

    /**
     * True for PageUp or PageDown (no modifier) sent to the focused reading pane of Study mode: it
     * scrolls the pane, and is no edit (promote, demote) of the record.
     */
    static boolean pagesItself(KeyEvent e) {
        return e.getTarget() instanceof org.parlour.ui.read.ReadingPane
                && (e.getCode() == KeyCode.PAGE_UP || e.getCode() == KeyCode.PAGE_DOWN)
                && !e.isShortcutDown() && !e.isAltDown() && !e.isShiftDown() && !e.isMetaDown();
    }

    /** Cancels a running review and a running analysis (Study &gt; Cancel Review, Cancel Analysis), if any. */
    private void cancelWork() {
        if (v.reviewUi().model().runningProperty().get()) {
            v.reviewUi().model().cancel();
        }
        if (v.analysisPane().model().runningProperty().get()) {
            v.analysisPane().model().cancel();
        }
    }

    /**
     * A key press while the list of keys is shown: the arrows, PageUp, PageDown, Home and End
     * scroll it, and the game's other keys (Enter, Space, the table's, the menus' keys without
     * Ctrl or Alt such as F8) do nothing; Esc and the list's own key close it, F1 still opens the
     * user guide. True when the key was taken here.
     */
    private boolean helpKey(KeyEvent e) {
        KeyCode c = e.getCode();
        if (c == KeyCode.ESCAPE) {
            return false;
        }
        boolean plain = !e.isShortcutDown() && !e.isAltDown() && !e.isShiftDown() && !e.isMetaDown();
        if (plain && (v.help().scroll(c) || c == KeyCode.LEFT || c == KeyCode.RIGHT || c == KeyCode.ENTER)) {
            e.consume();
            swallowTyped = true;
            return true;
        }
        // the window's keys and the menus' plain keys (F8, F7, F5...) alike: only Ctrl and Alt
        // shortcuts, the list's own key and the user guide's still act
        Optional<KeyMap.Action> a = keys.actionOf(e).filter(x -> !x.id().equals("help.keys") && !x.id().equals("help.guide"));
        if (a.isPresent() && (ACTIONS.contains(a.get().id()) || !e.isShortcutDown() && !e.isAltDown())) {
            e.consume();
            swallowTyped = true;
            return true;
        }
        return false;
    }

    /** A typed character: the table's character keys (? - + [ ] by default). */
    void typed(KeyEvent e) {
        if (swallowTyped) {
            swallowTyped = false;
            e.consume();
            return;
        }
        if (v.menusHaveKeys()) {
            return;
        }
        if (leaveHidden(e)) {
            // nothing typed lands in a box the person cannot see
            e.consume();
            return;
        }
        if (TextBoxes.typingIn(e.getTarget()) || e.isShortcutDown() || TabStops.typedIntoButton(e)) {
            return;
        }
        Optional<KeyMap.Action> a = keys.actionOf(e);
        if (a.isEmpty() && "=".equals(e.getCharacter()) && keys.map().chord("nav.unfold").orElse("").equals("+")) {
            // "=" is "+" without Shift on many keyboards
            a = keys.map().action("nav.unfold");
        }
        if (v.isHelpShowing() && a.filter(x -> !x.id().equals("help.keys")).isPresent()) {
            // under the list of keys the game's keys do nothing; ? closes it
            e.consume();
            return;
        }
        if (a.map(x -> run(x.id())).orElse(false)) {
            e.consume();
        }
    }

    /**
     * The actions of the table this class runs ({@link #run}): their menu items show the key
     * without answering it ({@link KeyBindings#bindMenus}).
     */
    static final java.util.Set<String> ACTIONS = java.util.Set.of("nav.back", "nav.forward", "nav.start", "nav.end", "nav.up",
            "nav.down", "nav.previousFork", "nav.nextFork", "nav.fold", "nav.unfold", "play.autoplay", "play.slower",
            "play.faster", "play.moveField", "play.pass", "view.flip", "view.heights", "view.animate", "help.keys",
            "study.mode", "study.train", "study.nextProblem");

    /** Runs a window action of the table; false for an id that is not the window's (a menu's). */
    boolean run(String id) {
        if (!ACTIONS.contains(id)) {
            return false;
        }
        switch (id) {
            case "nav.back" -> model.back();
            case "nav.forward" -> model.forward();
            case "nav.start" -> model.toStart();
            case "nav.end" -> model.toEnd();
            case "nav.up" -> model.switchVariation(-1);
            case "nav.down" -> model.switchVariation(1);
            case "nav.previousFork" -> model.previousFork();
            case "nav.nextFork" -> model.nextFork();
            case "nav.fold" -> model.folds().foldAtCursor(true);
            case "nav.unfold" -> model.folds().foldAtCursor(false);
            case "play.autoplay" -> v.toggleAutoplay();
            case "play.slower" -> model.secondsPerMoveProperty().set(Math.min(10, round(model.secondsPerMoveProperty().get() * 1.5)));
            case "play.faster" -> model.secondsPerMoveProperty().set(Math.max(0.1, round(model.secondsPerMoveProperty().get() / 1.5)));
            case "play.moveField" -> v.focusMoveField();
            case "play.pass" -> model.pass();
            case "view.flip" -> v.rotate();
            case "view.heights" -> model.board().showHeightsProperty().set(model.board().stacksProperty().get() && !model.board().showHeightsProperty().get());
            case "view.animate" -> v.boardView().animateProperty().set(!v.boardView().animateProperty().get());
            case "help.keys" -> v.toggleHelp();
            case "study.mode" -> v.study().toggle();
            case "study.train" -> v.train();
            case "study.nextProblem" -> {
                // a problem's Next problem (N, as on Lichess); elsewhere the key does nothing
                return v.nextProblem();
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    /**
     * True when the key's target is hidden (a comment box under the Preview, an editor hidden by
     * Study mode): the focus moves to the board, so that the control that shows the focus is the
     * one that gets the next keys, and typing never lands in a control the person cannot see.
     */
    private boolean leaveHidden(KeyEvent e) {
        if (e.getTarget() instanceof javafx.scene.Node n && n != v.boardView() && !shown(n)) {
            v.boardView().requestFocus();
            return true;
        }
        return false;
    }

    /** True when the node and every parent are visible. */
    static boolean shown(javafx.scene.Node n) {
        for (javafx.scene.Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static double round(double s) {
        return Math.round(s * 10) / 10.0;
    }
}
