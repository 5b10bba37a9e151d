package org.parlour.ui.edit;

import org.parlour.core.Messages;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Control;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.parlour.document.Autosave;
import org.parlour.document.Document;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.board.BoardView;

/**
 * The move-tree editor in the window: the Edit menu, the undo/redo toolbar buttons (their
 * tooltips say what will be undone), the editing keys, the context menu on moves, the annotation
 * and tree panes, board markup with the right mouse button, the setup and header dialogs, and
 * the question before unsaved work is dropped (closing, opening another record). The main view
 * creates one and asks it for its parts; the commands themselves are in {@link EditorViewModel}.
 *
 * <p>Keys (also in the Edit menu): Ctrl+Z undo; Ctrl+Y or Ctrl+Shift+Z redo; 1-6 glyphs !!, !,
 * !?, ?!, ?, ?? and 0 clears them; Delete deletes the move and what follows; Shift+Delete deletes
 * the other variations; PageUp / PageDown promote / demote; Ctrl+PageUp makes the main line;
 * Ctrl+C / Ctrl+X / Ctrl+V copy, cut, paste (the line also as text); Ctrl+Shift+C copies the
 * position text; Ctrl+R replaces the move; Ctrl+E edits the comment; Ctrl+Shift+E sets up the
 * position; Ctrl+I edits the headers.
 */
public final class Editor {
    private BooleanSupplier save = () -> false;
    private Function<Unsaved, UnsavedAnswer> askUnsaved = this::askUnsavedDialog;
    private final Stage stage;
    private final EditorViewModel editor;
    private final MainViewModel model;
    private final AnnotationPane annotations;
    private final TreeGraphView graph = new TreeGraphView();
    private final Document document;
    private final EditDialogs dialogs;
    /** The person agreed to close the window (saved, discarded, or nothing unsaved). */
    private boolean closeApproved;

    /**
     * @param document the open document: the editor asks before its work is dropped, autosaves it
     *                 after every change, and lets its side file go when the window really closes
     */
    public Editor(Stage stage, MainViewModel model, BoardView board, Document document) {
        this.stage = stage;
        this.model = model;
        this.document = document;
        this.editor = new EditorViewModel(model);
        this.annotations = new AnnotationPane(editor);
        model.revisionProperty().addListener(o -> document.edited());
        this.dialogs = new EditDialogs(stage, model, editor, annotations);
        editor.askBeforeDeleting(dialogs::confirmDelete);
        editor.setConfirmReplace(dialogs::confirmReplace);
        editor.setConfirmSetup(dialogs::confirmSetup);
        new MarkupTool(board, board::cellAt, editor::mark,
                () -> model.session().map(s -> s.data(s.cursor()).markup()).orElse(List.of()));
        graph.setId("tree-graph");
        graph.setOnSelect(model::goTo);
        model.cursorProperty().addListener(o -> graph.setCursor(model.cursorProperty().get()));
        model.revisionProperty().addListener(o -> showTree());
        // guessing the move hides the game's next moves, and has no solution to ask for
        javafx.beans.InvalidationListener hiddenText = o -> graph.setHiddenText(!model.solutionHiddenProperty().get() ? null
                : Messages.tr(model.modes().running(org.parlour.ui.mode.Mode.GUESS) ? "edit.movesHiddenGuess" : "edit.solutionHidden"));
        model.solutionHiddenProperty().addListener(hiddenText);
        model.modeProperty().addListener(hiddenText);
        model.sessionProperty().addListener(o -> {
            graph.forget();
            showTree();
        });
        graph.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
            if (e.getButton() == MouseButton.SECONDARY) {
                contextMenu().show(graph, e.getScreenX(), e.getScreenY());
            }
        });
        stage.addEventHandler(WindowEvent.WINDOW_HIDDEN, e -> document.closed(closeApproved));
    }

    public EditorViewModel viewModel() {
        return editor;
    }

    /** The open document's autosave. */
    public Autosave autosave() {
        return document.autosave();
    }

    public TreeGraphView treeGraph() {
        return graph;
    }

    private void showTree() {
        graph.setTree(model.session().map(s -> s.record().tree()).orElse(org.parlour.tree.MoveTree.empty()));
        graph.setCursor(model.cursorProperty().get());
    }

    // ---------------------------------------------------------------- parts

    /** The side pane: annotations and the graphical tree, as tabs. */
    public TabPane sidePane() {
        Tab a = new Tab(Messages.tr("ui.annotate"), annotations.scrolling());
        Tab t = new Tab(Messages.tr("ui.tree"));
        // in the scene from the first time the Tree tab is chosen (the window's start, issue 32)
        org.parlour.ui.Deferred.content(t, graph);
        graph.setShown(false);
        t.selectedProperty().addListener((o, was, is) -> graph.setShown(is));
        a.setClosable(false);
        t.setClosable(false);
        TabPane tabs = new TabPane(a, t);
        tabs.setId("editor-tabs");
        sideTabs = tabs;
        annotateTab = a;
        return tabs;
    }

    private TabPane sideTabs;
    private Tab annotateTab;

    /**
     * Edit &gt; Edit Comment ({@code Ctrl+E}): the Annotate tab chosen when another tab is shown
     * (Tree, Analysis), then the focus in the comment after the move. From the Tree tab the key did
     * nothing, and the letters typed next ran the window's keys (a keyboard-only trial: "a" turned
     * off the animation).
     */
    public void editComment() {
        if (sideTabs != null && annotateTab != null && sideTabs.getTabs().contains(annotateTab)) {
            sideTabs.getSelectionModel().select(annotateTab);
        }
        dialogs.focusComment();
        if (!annotations.hasFocusedBox()) {
            // the tab's content is shown on the next layout: the focus then
            javafx.application.Platform.runLater(dialogs::focusComment);
        }
    }

    /** The Edit menu. */
    public Menu editMenu() {
        Menu m = new Menu(Messages.tr("ui.edit"));
        shortcuts.add(new Shortcut(new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN, KeyCombination.SHIFT_DOWN),
                editor::redo));
        MenuItem undo = item(Messages.tr("ui.undo"), "Shortcut+Z", editor::undo);
        undo.setId("menu-undo");
        undo.textProperty().bind(editor.undoTextProperty());
        undo.disableProperty().bind(editor.canUndoProperty().not());
        MenuItem redo = item(Messages.tr("ui.redo"), "Shortcut+Y", editor::redo);
        redo.setId("menu-redo");
        redo.textProperty().bind(editor.redoTextProperty());
        redo.disableProperty().bind(editor.canRedoProperty().not());
        Menu glyphs = new Menu(Messages.tr("ui.glyph"));
        String[] names = {Messages.tr("glyph.brilliant"), Messages.tr("glyph.good"), Messages.tr("glyph.interesting"),
            Messages.tr("glyph.dubious"), Messages.tr("glyph.mistake"), Messages.tr("glyph.blunder")};
        for (int i = 1; i <= 6; i++) {
            int k = i;
            glyphs.getItems().add(item(names[i - 1] + "\t" + i, null, () -> editor.toggleNag(EditorViewModel.glyphForKey(k))));
        }
        // the position judgements, which only their buttons set before (a keyboard trial): the
        // same toggle and undo step; named with the open game's seats when the menu opens
        MenuItem position = new MenuItem(Messages.tr("ui.glyph.position"));
        position.setDisable(true);
        position.setId("menu-glyph-position");
        glyphs.getItems().addAll(new SeparatorMenuItem(), position);
        List<MenuItem> judgements = new java.util.ArrayList<>();
        for (int nag : POSITION_GLYPHS.keySet()) {
            MenuItem j = item(positionItemText(nag), null, () -> editor.toggleNag(nag));
            j.setId("menu-glyph-" + nag);
            judgements.add(j);
        }
        glyphs.getItems().addAll(judgements);
        glyphs.setOnShowing(e -> {
            for (int i = 0; i < judgements.size(); i++) {
                judgements.get(i).setText(positionItemText(POSITION_GLYPHS.keySet().stream().skip(i).findFirst().orElseThrow()));
            }
        });
        glyphs.getItems().add(new SeparatorMenuItem());
        glyphs.getItems().add(item(Messages.tr("ui.clear.glyphs.0"), null, editor::clearNags));
        m.getItems().addAll(undo, redo, new SeparatorMenuItem());
        m.getItems().addAll(moveItems());
        m.getItems().addAll(new SeparatorMenuItem(), glyphs,
                item(Messages.tr("ui.edit.comment"), "Shortcut+E", this::editComment),
                quizItem(),
                problemItem(),
                item(Messages.tr("ui.clear.markup"), null, editor::clearMarkup),
                new SeparatorMenuItem(),
                item(Messages.tr("ui.set.up.position"), "Shortcut+Shift+E", dialogs::setup),
                item(Messages.tr("ui.record.headers"), "Shortcut+I", dialogs::headers));
        return m;
    }

    /**
     * The position judgements of Edit &gt; Glyph, in the order of their buttons (NAG to the key of
     * the item's text: its symbol as the button shows it, then its words, {@code {0}} the seat).
     */
    private static final java.util.Map<Integer, String> POSITION_GLYPHS = new java.util.LinkedHashMap<>();

    static {
        POSITION_GLYPHS.put(org.parlour.tree.Nag.EQUAL, "glyph.equal");
        POSITION_GLYPHS.put(org.parlour.tree.Nag.UNCLEAR, "glyph.unclear");
        POSITION_GLYPHS.put(org.parlour.tree.Nag.FIRST_SLIGHTLY_BETTER, "glyph.firstSlightlyBetter");
        POSITION_GLYPHS.put(org.parlour.tree.Nag.SECOND_SLIGHTLY_BETTER, "glyph.secondSlightlyBetter");
        POSITION_GLYPHS.put(org.parlour.tree.Nag.FIRST_BETTER, "glyph.firstBetter");
        POSITION_GLYPHS.put(org.parlour.tree.Nag.SECOND_BETTER, "glyph.secondBetter");
        POSITION_GLYPHS.put(org.parlour.tree.Nag.FIRST_WINNING, "glyph.firstWinning");
        POSITION_GLYPHS.put(org.parlour.tree.Nag.SECOND_WINNING, "glyph.secondWinning");
    }

    /**
     * A position judgement's item in Edit &gt; Glyph: "+= White is slightly better", with the open
     * game's seats ("the first player" with no record open).
     */
    String positionItemText(int nag) {
        List<org.parlour.core.Seat> seats = model.session().map(s -> s.game().seats()).orElse(List.of());
        boolean second = nag == org.parlour.tree.Nag.SECOND_SLIGHTLY_BETTER || nag == org.parlour.tree.Nag.SECOND_BETTER
                || nag == org.parlour.tree.Nag.SECOND_WINNING;
        String seat = second
                ? seats.size() < 2 ? Messages.tr("reading.secondPlayer") : seats.get(1).localName()
                : seats.isEmpty() ? Messages.tr("reading.firstPlayer") : seats.get(0).localName();
        return Messages.tr(POSITION_GLYPHS.get(nag), seat);
    }

    private MenuItem problemItem() {
        MenuItem p = item(Messages.tr("ui.problem.edit"), null, dialogs::problem);
        p.setId("menu-problem-edit");
        return p;
    }

    private MenuItem quizItem() {
        MenuItem q = item(Messages.tr("ui.lesson.question"), null, dialogs::quiz);
        q.setId("menu-lesson-question");
        return q;
    }

    private List<MenuItem> moveItems() {
        return List.of(
                item(Messages.tr("ui.cut.moves"), "Shortcut+X", dialogs::cut),
                item(Messages.tr("ui.copy.moves"), "Shortcut+C", dialogs::copy),
                item(Messages.tr("ui.paste"), "Shortcut+V", dialogs::paste),
                item(Messages.tr("ui.copy.position.text"), "Shortcut+Shift+C", dialogs::copyPosition),
                new SeparatorMenuItem(),
                item(Messages.tr("ui.promote.variation"), "Page_Up", editor::promote),
                item(Messages.tr("ui.demote.variation"), "Page_Down", editor::demote),
                item(Messages.tr("ui.make.main.line"), "Shortcut+Page_Up", editor::makeMainLine),
                item(Messages.tr("ui.replace.move.1160"), "Shortcut+R", dialogs::replace),
                new SeparatorMenuItem(),
                item(Messages.tr("ui.delete.move.and.what.follows"), "Delete", editor::delete),
                item(Messages.tr("ui.delete.other.variations"), "Shift+Delete", editor::deleteOtherVariations));
    }

    /** The context menu of a move (move list, tree view). */
    public ContextMenu contextMenu() {
        ContextMenu c = new ContextMenu();
        contextMenus.add(c);
        c.getItems().addAll(moveItems());
        c.getItems().add(new SeparatorMenuItem());
        for (int i = 1; i <= 6; i++) {
            int k = i;
            int nag = EditorViewModel.glyphForKey(k);
            c.getItems().add(item(Messages.tr("edit.glyph", org.parlour.tree.Nag.symbol(nag)), null, () -> editor.toggleNag(nag)));
        }
        return c;
    }

    /** The items of the context menus made so far, for the key table to name and rebind their keys. */
    public List<MenuItem> contextMenuItems() {
        List<MenuItem> out = new java.util.ArrayList<>();
        contextMenus.forEach(c -> out.addAll(c.getItems()));
        return out;
    }

    private final List<ContextMenu> contextMenus = new java.util.ArrayList<>();

    /** Puts the move context menu on a control (the move list). */
    public void attachContextMenu(Control moves) {
        moves.setContextMenu(contextMenu());
    }

    /** Undo and redo buttons for the toolbar; their tooltips name what they would do. */
    public List<Node> toolbarItems() {
        Button undo = new Button("\u21B6");
        undo.setId("undo-button");
        Button redo = new Button("\u21B7");
        redo.setId("redo-button");
        for (Button b : List.of(undo, redo)) {
            org.parlour.ui.TabStops.button(b);
        }
        undo.setOnAction(e -> editor.undo());
        redo.setOnAction(e -> editor.redo());
        // made on the first hover (the window's start, issue 32)
        org.parlour.ui.Deferred.tooltip(undo, editor.undoTextProperty().concat(" (Ctrl+Z)"));
        org.parlour.ui.Deferred.tooltip(redo, editor.redoTextProperty().concat(" (Ctrl+Y)"));
        undo.disableProperty().bind(editor.canUndoProperty().not());
        redo.disableProperty().bind(editor.canRedoProperty().not());
        return List.of(undo, redo);
    }

    private MenuItem item(String text, String accel, Runnable action) {
        MenuItem m = new MenuItem(text);
        if (accel != null) {
            KeyCombination k = keys(accel);
            m.setAccelerator(k);
            if (shortcuts.stream().noneMatch(s -> s.keys().equals(k))) {
                shortcuts.add(new Shortcut(k, action));
            }
        }
        m.setOnAction(e -> action.run());
        return m;
    }

    /** A key combination from menu text, with the named keys the parser does not know built directly. */
    private static KeyCombination keys(String accel) {
        String[] parts = accel.split("\\+");
        String key = parts[parts.length - 1];
        KeyCode code = switch (key) {
            case "Page_Up" -> KeyCode.PAGE_UP;
            case "Page_Down" -> KeyCode.PAGE_DOWN;
            case "Delete" -> KeyCode.DELETE;
            default -> null;
        };
        if (code == null) {
            return KeyCombination.keyCombination(accel);
        }
        List<KeyCombination.Modifier> mods = new java.util.ArrayList<>();
        for (int i = 0; i < parts.length - 1; i++) {
            mods.add(parts[i].equals("Shift") ? KeyCombination.SHIFT_DOWN : KeyCombination.SHORTCUT_DOWN);
        }
        return new KeyCodeCombination(code, mods.toArray(new KeyCombination.Modifier[0]));
    }

    private MenuItem item(String text, String accel, java.util.function.Supplier<?> action) {
        return item(text, accel, (Runnable) action::get);
    }

    // ---------------------------------------------------------------- keys

    /**
     * Installs the editing keys on the scene: the menu shortcuts (handled here too, so that they
     * work wherever the menu bar lives), digits for glyphs, Delete, PageUp/PageDown and
     * Ctrl+Shift+Z for redo. Keys typed into a text box stay there: a text field or area, a
     * spinner, an editable combo box ({@link org.parlour.ui.TextBoxes}).
     */
    public void install(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            // an open menu or the list of keys has the key (PageDown demoted a variation under it)
            if (keysOff.test(e)) {
                // nor does the edit menu's accelerator (Delete asked to delete the move under the list)
                if (shortcuts.stream().anyMatch(s -> keys.apply(s.keys()).match(e)) || digit(e.getCode()) >= 0) {
                    e.consume();
                }
                return;
            }
            // a spinner (Analysis > Depth) holds the focus itself: the key's target is no text control
            if (org.parlour.ui.TextBoxes.typingIn(e.getTarget())) {
                undoInTextBox(e);
                return;
            }
            for (Shortcut s : shortcuts) {
                if (keys.apply(s.keys()).match(e)) {
                    s.action().run();
                    e.consume();
                    return;
                }
            }
            if (e.isShortcutDown() || e.isAltDown() || e.isShiftDown()) {
                return;
            }
            int digit = digit(e.getCode());
            if (digit >= 1 && digit <= 6) {
                editor.toggleNag(EditorViewModel.glyphForKey(digit));
                e.consume();
            } else if (digit == 0) {
                editor.clearNags();
                e.consume();
            }
        });
    }

    private static final KeyCombination UNDO = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination REDO = new KeyCodeCombination(KeyCode.Y, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination REDO_SHIFT = new KeyCodeCombination(KeyCode.Z, KeyCombination.SHORTCUT_DOWN,
            KeyCombination.SHIFT_DOWN);

    /**
     * Undo and redo typed into a text box. In a comment box they are the record's undo and redo
     * with the keys in use (Ctrl+Z; Ctrl+Y or Ctrl+Shift+Z), as the Edit menu names them ("Undo
     * Edit comment on c6-c5"): one step takes back a whole burst of typing, as the user guide
     * says (the box's own undo took back one word, and its redo on Linux was Ctrl+Shift+Z only).
     * In another text box (the move field, Find) Ctrl+Y redoes the box's text, as Ctrl+Shift+Z
     * does: it went on to the record's redo.
     */
    private void undoInTextBox(KeyEvent e) {
        if (annotations.isCommentBox(e.getTarget())) {
            if (keys.apply(UNDO).match(e)) {
                editor.undo();
            } else if (keys.apply(REDO).match(e) || REDO_SHIFT.match(e)) {
                editor.redo();
            } else {
                return;
            }
            e.consume();
        } else if (e.getTarget() instanceof javafx.scene.control.TextInputControl t && REDO.match(e)) {
            t.redo();
            e.consume();
        }
    }

    private record Shortcut(KeyCombination keys, Runnable action) {
    }

    private java.util.function.UnaryOperator<KeyCombination> keys = k -> k;
    private java.util.function.Predicate<KeyEvent> keysOff = e -> false;

    /**
     * When the editing keys do nothing: the window says so while an open menu or the list of keys
     * over the board has the keys.
     */
    public void setKeysOff(java.util.function.Predicate<KeyEvent> off) {
        keysOff = java.util.Objects.requireNonNull(off, "off");
    }

    /**
     * The key in use for a shortcut's default key (the window's key table): the editing keys
     * answer the changed key, and no longer the default one.
     */
    public void setKeys(java.util.function.UnaryOperator<KeyCombination> current) {
        keys = java.util.Objects.requireNonNull(current, "current");
    }

    private final List<Shortcut> shortcuts = new java.util.ArrayList<>();

    private static int digit(KeyCode c) {
        if (c.isDigitKey()) {
            String n = c.getName();
            return Character.getNumericValue(n.charAt(n.length() - 1));
        }
        return -1;
    }

    // ---------------------------------------------------------------- never lose work

    /** The answer to "the record has unsaved changes". */
    public enum UnsavedAnswer { SAVE, DISCARD, CANCEL }

    /**
     * Asks on closing with unsaved changes: Save, Discard or Cancel (see {@link #mayDropWork}).
     * Save that fails keeps the window open; the side file goes once the window is really
     * closed. A window hidden with unsaved changes and no such answer keeps its side file (a
     * pending write is written first), so the work is offered at the next start.
     *
     * @param save saves (asking for a name when needed); true when the work is now saved
     */
    public void guardClose(BooleanSupplier save) {
        this.save = save;
        stage.addEventFilter(WindowEvent.WINDOW_CLOSE_REQUEST, e -> {
            if (mayDropWork(Messages.tr("action.closing"))) {
                closeApproved = true;
            } else {
                e.consume();
            }
        });
    }

    /**
     * The one question before the record is dropped (closing, New, Open, a recent file, a dropped
     * file, a chapter, a course): when there are unsaved changes, asks Save / Discard / Cancel.
     * Save saves first (a failed or cancelled save counts as Cancel); Cancel changes nothing.
     * Nothing is deleted here: Discard only lets the caller go on, and the side file goes in
     * {@link #replaced} once the new record really opened (or when the window really closed).
     *
     * @param action what is about to happen, for the question, e.g. {@code "opening b.json"}
     * @return true when the caller may go on and drop the record
     */
    public boolean mayDropWork(String action) {
        return mayDropWork(action, "");
    }

    /**
     * {@link #mayDropWork(String)} telling under the question what Discard will mean later, when
     * it is more than the changes lost (the trainer's first problem: Stop then opens the file again
     * as saved on disk); {@code ifDiscarded} empty for nothing more.
     */
    public boolean mayDropWork(String action, String ifDiscarded) {
        if (!runningWork.test(action)) {
            return false;
        }
        if (!document.isDirty()) {
            return true;
        }
        UnsavedAnswer a = askUnsaved.apply(new Unsaved(action, ifDiscarded));
        return a == UnsavedAnswer.DISCARD || (a == UnsavedAnswer.SAVE && save.getAsBoolean());
    }

    private java.util.function.Predicate<String> runningWork = action -> true;

    /**
     * The question asked first by {@link #mayDropWork} (so on closing too), before the unsaved
     * changes one: work still running for the record (a review) that would be lost with it. It
     * gets the action ("closing") and answers true to go on (the work stopped, what it did
     * written into the record, which the unsaved question then covers) or false to go back with
     * nothing stopped. By default nothing runs: true.
     */
    public void setRunningWork(java.util.function.Predicate<String> ask) {
        setRunningWork(ask, () -> false);
    }

    private java.util.function.BooleanSupplier workRuns = () -> false;

    /**
     * {@link #setRunningWork(java.util.function.Predicate)}, and {@code runs} tells whether there
     * is such work now ({@link #workRuns}): a review running, or its marks waiting for a mode.
     */
    public void setRunningWork(java.util.function.Predicate<String> ask, java.util.function.BooleanSupplier runs) {
        runningWork = Objects.requireNonNull(ask);
        workRuns = Objects.requireNonNull(runs);
    }

    /** True while there is work for the record that {@link #mayDropWork} would ask about first (a review). */
    public boolean workRuns() {
        return workRuns.getAsBoolean();
    }

    /**
     * The question {@link #mayDropWork} asks first, alone: about work running for the record (a
     * review), without the unsaved-changes one. For a record whose unsaved changes were asked
     * about already (before a large file's background read) but that got work meanwhile: true to
     * go on (nothing runs now; what it did may have been written into the record, which the
     * caller then asks about), false to go back.
     */
    public boolean mayStopRunningWork(String action) {
        return runningWork.test(action);
    }

    /**
     * The question about unsaved changes: what is about to happen ({@code "opening b.json"}) and
     * what Discard will mean later, when there is more to say (else empty).
     */
    public record Unsaved(String action, String ifDiscarded) {
        /** The dialog's text: "Save the changes before opening b.json?", then what Discard means on a line of its own. */
        public String question() {
            String q = Messages.tr("edit.saveBefore", action);
            return ifDiscarded.isEmpty() ? q : q + "\n\n" + ifDiscarded;
        }
    }

    /** Replaces the Save / Discard / Cancel dialog (tests answer without a window); {@code ask} hears the action. */
    public void setAskUnsaved(Function<String, UnsavedAnswer> ask) {
        Objects.requireNonNull(ask);
        askUnsaved = q -> ask.apply(q.action());
    }

    /** Replaces the Save / Discard / Cancel dialog; {@code ask} hears the whole question. */
    public void setAskUnsavedQuestion(Function<Unsaved, UnsavedAnswer> ask) {
        askUnsaved = Objects.requireNonNull(ask);
    }

    private UnsavedAnswer askUnsavedDialog(Unsaved question) {
        ButtonType saveB = new ButtonType(Messages.tr("ui.save.c9cc"), ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType(Messages.tr("ui.dont.save"), ButtonBar.ButtonData.NO);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, question.question(), saveB, discard, ButtonType.CANCEL);
        a.initOwner(stage);
        a.setHeaderText(Messages.tr("ui.the.record.has.unsaved.changes"));
        Optional<ButtonType> b = a.showAndWait();
        if (b.isEmpty() || b.get() == ButtonType.CANCEL) {
            return UnsavedAnswer.CANCEL;
        }
        return b.get() == saveB ? UnsavedAnswer.SAVE : UnsavedAnswer.DISCARD;
    }
}
