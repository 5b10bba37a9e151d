package org.parlour.ui;

import org.parlour.core.Messages;
import java.net.URI;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Predicate;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.parlour.document.Document;
import org.parlour.ui.read.ReadingPane;
import org.parlour.ui.read.StudyFiles;

/**
 * Study and Edit, the window's two modes. Study shows the board, the move list and the
 * {@link ReadingPane} (the current move's comments rendered, glyphs and roles in words) and hides
 * the editing controls; Edit is the editor. S, the toolbar's Study switch and View &gt; Study Mode
 * toggle it. A course or problem file opens in Study ({@link StudyFiles}); a game opens in the mode
 * last used for games. The reading text's size follows Ctrl+Plus / Ctrl+Minus / Ctrl+0 in Study.
 * Both are remembered in the preferences ({@code study.games}, {@code reading.fontSize}).
 */
final class StudyParts {
    /** The move list's least height in Edit mode, in pixels: three rows. */
    static final double EDIT_LIST_MIN = 66;
    /** Side panel share of the split pane in Study mode and in Edit mode. */
    private static final double STUDY_DIVIDER = 0.56;
    private static final double EDIT_DIVIDER = 0.7;

    private final Stage stage;
    private final Document document;
    private final Prefs prefs;
    private final BooleanProperty study = new SimpleBooleanProperty(false);
    private final ReadingPane pane;
    private Predicate<URI> confirm = this::confirmDialog;
    private Consumer<URI> browser = uri -> { };
    private int shown = -1;
    private boolean automatic;

    StudyParts(Stage stage, MainViewModel model, Prefs prefs, Document document) {
        this.stage = stage;
        this.prefs = prefs;
        this.document = document;
        pane = new ReadingPane(model, this::openLink);
        // a stop of Tab: with the focus, PageUp and PageDown scroll a long lesson (WindowKeys)
        TabStops.stop(pane);
        pane.fontSizeProperty().set(ReadingPane.clamp(prefs.get("reading.fontSize", ReadingPane.DEFAULT_SIZE)));
        pane.fontSizeProperty().addListener((o, a, b) -> prefs.put("reading.fontSize", b.doubleValue()));
        study.set(prefs.get("study.games", false));
        // the mode owner's base: Read in Study, Edit in Edit (unless an attempt is shown)
        model.modes().setStudy(study.get());
        study.addListener((o, a, b) -> model.modes().setStudy(b));
        study.addListener((o, a, b) -> {
            if (!automatic && !StudyFiles.isForStudy(document.chapters().chapters())) {
                prefs.put("study.games", b);
            }
        });
        // a newly shown document (not a chapter switch, not a save) opens in its mode
        model.sessionProperty().addListener((o, a, b) -> {
            if (document.shownCount() != shown) {
                shown = document.shownCount();
                automatic = true;
                try {
                    study.set(StudyFiles.isForStudy(document.chapters().chapters()) || prefs.get("study.games", false));
                } finally {
                    automatic = false;
                }
            }
        });
    }

    /** True in Study mode, false in Edit mode. */
    BooleanProperty studyProperty() {
        return study;
    }

    void toggle() {
        study.set(!study.get());
    }

    ReadingPane readingPane() {
        return pane;
    }

    /** Nodes shown only in Edit mode (the annotation editor, undo and redo...). */
    void editOnly(Node... nodes) {
        for (Node n : nodes) {
            n.visibleProperty().bind(study.not());
            n.managedProperty().bind(study.not());
        }
    }

    /**
     * Lays out the side panel for the mode: in Study the move list gives most of the height to
     * the reading pane; the split gives the side more width.
     */
    /** The move list's least height in Study, and the height allowed per row (a row and a comment line). */
    private static final double STUDY_LIST_MIN = 120;
    private static final double STUDY_ROW = 40;
    /** The move list's minimum height in Study, below which it does not shrink (its preferred height is at least {@link #STUDY_LIST_MIN}). */
    private static final double STUDY_LIST_LEAST = 90;

    void layout(SplitPane split, VBox side) {
        Region moves = (Region) side.lookup("#moves");
        javafx.collections.ObservableList<?> rows = ((javafx.scene.control.ListView<?>) moves).getItems();
        pane.visibleProperty().bind(study);
        pane.managedProperty().bind(study);
        VBox.setVgrow(pane, Priority.ALWAYS);
        // in the side panel from the first time Study mode shows it (issue 32)
        Deferred.inPlace(side.getChildren(), pane);
        Runnable apply = () -> {
            boolean on = study.get();
            VBox.setVgrow(moves, on ? Priority.SOMETIMES : Priority.ALWAYS);
            moves.prefHeightProperty().unbind();
            if (on) {
                // as tall as its rows need (a game's long list: up to 45% of the side; a lesson's
                // two rows: little), the reading pane taking the rest
                moves.prefHeightProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                        () -> Math.max(STUDY_LIST_MIN, Math.min(rows.size() * STUDY_ROW + 8, side.getHeight() * 0.45)),
                        rows, side.heightProperty()));
            } else {
                // the list grows into any room left; below that, the editor's comment boxes come
                // first (at 1366x768 the list's own 400 pixels pushed them out of the window): its
                // preferred height is its least, so that the editor's tabs get their height first (it was 200: beside a problem at 1366x768 the Annotate tab
                // scrolled and cut off the comment after the move)
                moves.setPrefHeight(EDIT_LIST_MIN);
            }
            // in Edit mode three rows at least: on a problem at 1366x768 the Annotate tab below
            // needs the room (a new user's trial: its comment after the move was cut off)
            moves.setMinHeight(on ? STUDY_LIST_LEAST : EDIT_LIST_MIN);
            split.setDividerPositions(on ? STUDY_DIVIDER : EDIT_DIVIDER);
            side.requestLayout();
        };
        study.addListener(o -> apply.run());
        apply.run();
    }

    /** The toolbar's Study switch. */
    ToggleButton toggleButton() {
        ToggleButton b = new ToggleButton(Messages.tr("ui.study.0a3d"));
        b.setId("study-toggle");
        Deferred.tooltip(b, Messages.tr("ui.study.mode.read.the.lessons.and.comments.off.edi"));
        TabStops.button(b);
        b.selectedProperty().bindBidirectional(study);
        return b;
    }

    /** View &gt; Study Mode. */
    CheckMenuItem menuItem() {
        CheckMenuItem m = new CheckMenuItem(Messages.tr("ui.study.mode"));
        m.setId("menu-study-mode");
        m.selectedProperty().bindBidirectional(study);
        return m;
    }

    /**
     * Ctrl+Plus, Ctrl+Minus and Ctrl+0 size the reading text in Study mode. And when the focused
     * control is hidden (a comment box under the Preview, the editor when Study mode comes on),
     * the focus goes to the board, not to whatever control the toolkit picks next: the control that
     * shows the focus is the one that gets the keys.
     */
    void install(Scene scene, Node board) {
        scene.focusOwnerProperty().addListener((o, was, is) -> {
            if (was != null && is != board && !WindowKeys.shown(was)) {
                javafx.application.Platform.runLater(board::requestFocus);
            }
        });
        scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (!study.get() || !e.isShortcutDown() || e.isAltDown()) {
                return;
            }
            KeyCode c = e.getCode();
            if (c == KeyCode.PLUS || c == KeyCode.EQUALS || c == KeyCode.ADD) {
                pane.zoom(1);
            } else if (c == KeyCode.MINUS || c == KeyCode.SUBTRACT) {
                pane.zoom(-1);
            } else if ((c == KeyCode.DIGIT0 || c == KeyCode.NUMPAD0) && !e.isShiftDown()) {
                pane.fontSizeProperty().set(ReadingPane.DEFAULT_SIZE);
            } else {
                return;
            }
            e.consume();
        });
    }

    /** How allowed links are opened (the app gives HostServices::showDocument). */
    void setBrowser(Consumer<URI> browser) {
        this.browser = browser;
    }

    /** Replaces the confirmation dialog before a link opens (tests answer without a window). */
    void setConfirm(Predicate<URI> confirm) {
        this.confirm = confirm;
    }

    private void openLink(URI uri) {
        if (confirm.test(uri)) {
            browser.accept(uri);
        }
    }

    private boolean confirmDialog(URI uri) {
        ButtonType open = new ButtonType(Messages.tr("ui.open.in.browser"), ButtonBar.ButtonData.OK_DONE);
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, uri.toASCIIString(), open, ButtonType.CANCEL);
        a.initOwner(stage);
        a.setHeaderText(Messages.tr("ui.open.this.address.in.your.web.browser"));
        javafx.scene.control.TextArea address = new javafx.scene.control.TextArea(uri.toASCIIString());
        address.setId("link-address");
        address.setEditable(false);
        address.setWrapText(true);
        address.setPrefRowCount(3);
        address.setPrefColumnCount(40);
        a.getDialogPane().setContent(address);
        Optional<ButtonType> b = a.showAndWait();
        return b.isPresent() && b.get() == open;
    }
}
