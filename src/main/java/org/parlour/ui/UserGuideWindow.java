package org.parlour.ui;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.parlour.core.Messages;

/**
 * Help &gt; User Guide: the user guide in a read-only window of its own beside the main one (not
 * modal: a person reads it while trying what it says), in the window's language: docs/user-guide.md
 * (the resource {@value #RESOURCE}) in English, docs/user-guide.fr.md ({@value #RESOURCE_FR}) in
 * French. The build copies both there (pom.xml), so a build from a clean clone and the jar show the
 * same text as the repository.
 *
 * <p>The guide is shown rendered ({@link GuidePage}: headings, emphasis, code, lists, links with
 * their target, its pipe tables as grids with a header row; raw HTML as text, never run), with
 * beside it the contents: the {@code ##} and {@code ###} headings, the second level indented. A
 * click or Enter on a heading scrolls the text to it; while the text scrolls, the heading of the
 * part at its top is the one selected. Below, a find field: Ctrl+F gives it the keys, typing
 * shows the first match at or after the text's top, Enter and Shift+Enter (or F3, Shift+F3, the
 * two buttons) the next and previous match, round the end, the match highlighted and scrolled
 * into view and "n of m" beside it. Keys: the arrows, PgUp/PgDn, Space and Home/End scroll the
 * text when it has the keys (it has them when the window opens); Tab goes contents, text, find.
 * Esc in the find field clears it; elsewhere (or in the field when empty) Esc closes the window;
 * the menu item opens it again, as it was left, or brings it to the front.
 *
 * <p>The text can be selected with the mouse, over paragraphs, headings and table cells
 * ({@link GuideSelection}: a drag, Shift+click, a double click for a word, a triple click for a
 * paragraph) and copied with Ctrl+C (or Ctrl+Insert) or the context menu's Copy; Ctrl+A or the
 * menu's Select All selects the whole guide. In the find field Ctrl+C and Ctrl+A keep their
 * meaning there when the field has selected words.
 *
 * <p>The window takes the main window's stylesheets (theme and fonts, followed when View switches
 * the theme) and adds {@value #STYLESHEET}. It and {@link GuidePage} (and commonmark's table
 * extension) are loaded only when the menu item is first used: nothing of it runs at start
 * (issue 32).
 */
final class UserGuideWindow {
    /** Where the guide is on the class path (in the jar). */
    static final String RESOURCE = "/docs/user-guide.md";
    /** Where the French guide is on the class path (in the jar). */
    static final String RESOURCE_FR = "/docs/user-guide.fr.md";

    /** The window's own styles, besides the app's (the theme's colours). */
    static final String STYLESHEET = "guide.css";
    private static final KeyCombination FIND = new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination COPY = new KeyCodeCombination(KeyCode.C, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination COPY_INSERT = new KeyCodeCombination(KeyCode.INSERT, KeyCombination.SHORTCUT_DOWN);
    private static final KeyCombination SELECT_ALL = new KeyCodeCombination(KeyCode.A, KeyCombination.SHORTCUT_DOWN);
    private static final PseudoClass NONE = PseudoClass.getPseudoClass("none");
    /** Arrows scroll by this (pixels); a page is the viewport less this. */
    private static final double LINE = 40;
    /** Room above a heading jumped to (pixels). */
    private static final double HEADING_ROOM = 8;

    private final Window owner;
    private Stage stage;
    private GuidePage page;
    private ScrollPane scroll;
    private ListView<GuidePage.Section> contents;
    private TextField find;
    private Label count;
    private List<GuidePage.Match> matches = List.of();
    private int match = -1;
    private GuidePage.Section jumped;
    private GuideSelection selection;
    private boolean laidOutLater;

    UserGuideWindow(Window owner) {
        this.owner = owner;
    }

    /** The guide's text (UTF-8) in the window's language ({@link Messages#locale}), or empty when this build does not have it. */
    static Optional<String> text() {
        return text(Messages.locale());
    }

    /**
     * The guide's text (UTF-8) in {@code language}: the French guide for French
     * ({@link Messages#supported}), the English one otherwise; empty when this build does not have it.
     */
    static Optional<String> text(Locale language) {
        String resource = Messages.supported(language).equals(Locale.FRENCH) ? RESOURCE_FR : RESOURCE;
        try (InputStream in = UserGuideWindow.class.getResourceAsStream(resource)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Shows the guide, at its start the first time; false when this build does not have it. */
    boolean show() {
        if (stage == null) {
            Optional<String> t = text();
            if (t.isEmpty()) {
                return false;
            }
            build(t.get());
            stage.show();
            scroll.setVvalue(0);
            scroll.requestFocus();
            return true;
        }
        stage.show();
        stage.toFront();
        return true;
    }

    private void build(String markdown) {
        page = new GuidePage(markdown);
        selection = new GuideSelection(page);

        scroll = new ScrollPane(page.content());
        scroll.setId("user-guide-text");
        scroll.getStyleClass().add("guide-text");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setFocusTraversable(true);
        scroll.addEventFilter(KeyEvent.KEY_PRESSED, this::scrollKey);
        scroll.vvalueProperty().addListener((o, a, b) -> showCurrentSection());
        // the text's top also moves when the viewport or the text changes height (a resize, the text
        // wrapped anew): once the pass has laid the text out (its headings are placed after its size)
        scroll.viewportBoundsProperty().addListener((o, a, b) -> afterLayout());
        page.content().layoutBoundsProperty().addListener((o, a, b) -> afterLayout());
        selectable();

        contents = new ListView<>(FXCollections.observableArrayList(page.sections()));
        contents.setId("user-guide-contents");
        contents.getStyleClass().add("guide-contents");
        contents.setCellFactory(v -> new ListCell<>() {
            {
                // a long heading wraps (French: "Sauvegarde automatique et récupération") instead of a scroll bar
                setWrapText(true);
                setPrefWidth(0);
                setOnMouseClicked(e -> {
                    if (!isEmpty() && e.getButton() == MouseButton.PRIMARY) {
                        jump(getItem());
                    }
                });
            }

            @Override
            protected void updateItem(GuidePage.Section s, boolean empty) {
                super.updateItem(s, empty);
                getStyleClass().removeAll("guide-toc-2", "guide-toc-3");
                setText(empty || s == null ? null : s.title());
                if (!empty && s != null) {
                    getStyleClass().add("guide-toc-" + s.level());
                }
            }
        });
        contents.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && contents.getSelectionModel().getSelectedItem() != null) {
                jump(contents.getSelectionModel().getSelectedItem());
                e.consume();
            }
        });
        Label contentsTitle = new Label(Messages.tr("ui.userGuide.contents"));
        contentsTitle.getStyleClass().add("guide-contents-title");
        VBox side = new VBox(contentsTitle, contents);
        side.getStyleClass().add("guide-side");
        VBox.setVgrow(contents, Priority.ALWAYS);

        find = new TextField();
        find.setId("user-guide-find");
        find.setPromptText(Messages.tr("ui.userGuide.find.prompt", KeyNames.shown("Ctrl+F")));
        find.setPrefColumnCount(22);
        find.textProperty().addListener((o, a, b) -> search(b));
        find.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                step(e.isShiftDown() ? -1 : 1);
                e.consume();
            }
        });
        count = new Label();
        count.setId("user-guide-find-count");
        count.getStyleClass().add("guide-find-count");
        Button previous = new Button(Messages.tr("ui.userGuide.find.previous"));
        previous.setId("user-guide-find-previous");
        previous.setOnAction(e -> step(-1));
        Button next = new Button(Messages.tr("ui.userGuide.find.next"));
        next.setId("user-guide-find-next");
        next.setOnAction(e -> step(1));
        // Tab goes contents -> text -> find; the buttons are for the mouse (Enter, Shift+Enter)
        previous.setFocusTraversable(false);
        next.setFocusTraversable(false);
        Label findLabel = new Label(Messages.tr("ui.userGuide.find"));
        findLabel.setLabelFor(find);
        HBox bar = new HBox(findLabel, find, previous, next, count);
        bar.getStyleClass().add("guide-find-bar");
        bar.setAlignment(Pos.CENTER_LEFT);

        BorderPane root = new BorderPane();
        // the children's order is the Tab order: contents, text, find
        root.setLeft(side);
        root.setCenter(scroll);
        root.setBottom(bar);
        Scene scene = new Scene(root, 980, 660);
        theme(scene);
        if (owner.getScene() != null) {
            // the window's theme (light or dark) and fonts, also when View switches them
            owner.getScene().getStylesheets().addListener((ListChangeListener<String>) c -> theme(scene));
        }
        stage = new Stage();
        stage.initOwner(owner);
        stage.setTitle(Messages.tr("ui.userGuide.title"));
        stage.setScene(scene);
        stage.setMinWidth(560);
        stage.setMinHeight(360);
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::windowKey);
    }

    private void theme(Scene scene) {
        List<String> sheets = new ArrayList<>();
        List<String> classes = new ArrayList<>();
        if (owner.getScene() != null) {
            sheets.addAll(owner.getScene().getStylesheets());
            classes.addAll(owner.getScene().getRoot().getStyleClass());
        }
        sheets.add(UserGuideWindow.class.getResource(STYLESHEET).toExternalForm());
        classes.add("user-guide");
        scene.getStylesheets().setAll(sheets);
        scene.getRoot().getStyleClass().setAll(classes);
    }

    /**
     * The text selectable with the mouse ({@link GuideSelection}): a press starts a selection (with
     * Shift it extends the one there), a drag extends it (scrolling the text when the mouse leaves
     * it above or below), a double click selects a word, a triple click the whole paragraph (or
     * heading, cell). A context menu has Copy and Select All.
     */
    private void selectable() {
        Node content = page.content();
        content.setCursor(Cursor.TEXT);
        content.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
            if (e.getButton() != MouseButton.PRIMARY) {
                return;
            }
            scroll.requestFocus();
            GuideSelection.Place p = selection.placeAt(e.getSceneX(), e.getSceneY());
            if (e.getClickCount() == 2) {
                selection.selectWord(p);
            } else if (e.getClickCount() >= 3) {
                selection.selectBlock(p);
            } else if (e.isShiftDown()) {
                selection.extend(p);
            } else {
                selection.begin(p);
            }
        });
        content.addEventHandler(MouseEvent.MOUSE_DRAGGED, e -> {
            if (!e.isPrimaryButtonDown()) {
                return;
            }
            Bounds view = scroll.localToScene(scroll.getLayoutBounds());
            if (e.getSceneY() < view.getMinY()) {
                scrollTo(top() - Math.min(LINE, view.getMinY() - e.getSceneY()));
            } else if (e.getSceneY() > view.getMaxY()) {
                scrollTo(top() + Math.min(LINE, e.getSceneY() - view.getMaxY()));
            }
            scroll.layout();
            selection.extend(selection.placeAt(e.getSceneX(), e.getSceneY()));
        });
        MenuItem copy = new MenuItem(Messages.tr("edit.commentMenu.copy"));
        copy.setId("user-guide-copy");
        copy.setOnAction(e -> copy());
        MenuItem all = new MenuItem(Messages.tr("edit.commentMenu.selectAll"));
        all.setId("user-guide-select-all");
        all.setOnAction(e -> selection.selectAll());
        ContextMenu menu = new ContextMenu(copy, all);
        menu.setOnShowing(e -> copy.setDisable(selection.isEmpty()));
        scroll.setContextMenu(menu);
    }

    /** Puts the selected text on the clipboard; false when nothing is selected. */
    boolean copy() {
        if (selection.isEmpty()) {
            return false;
        }
        ClipboardContent c = new ClipboardContent();
        c.putString(selection.text());
        Clipboard.getSystemClipboard().setContent(c);
        return true;
    }

    /** Esc: clears the find field when it has the keys and holds text, else closes; Ctrl+F: to the find field; F3: next match; Ctrl+C, Ctrl+A: copy, select the text's. */
    private void windowKey(KeyEvent e) {
        boolean inFind = stage.getScene().getFocusOwner() == find;
        if ((COPY.match(e) || COPY_INSERT.match(e)) && !(inFind && !find.getSelectedText().isEmpty())) {
            // the find field copies its own selected words; else the text's selection
            if (copy()) {
                e.consume();
            }
            return;
        }
        if (SELECT_ALL.match(e) && !inFind) {
            selection.selectAll();
            e.consume();
            return;
        }
        if (e.getCode() == KeyCode.ESCAPE) {
            // the focus owner, not isFocused: that needs the window focused, which a system without a
            // window manager (Xvfb) may never say while the keys still come to it
            if (stage.getScene().getFocusOwner() == find && !find.getText().isEmpty()) {
                find.clear();
            } else {
                stage.hide();
            }
            e.consume();
        } else if (FIND.match(e)) {
            find.requestFocus();
            find.selectAll();
            e.consume();
        } else if (e.getCode() == KeyCode.F3 && !e.isShortcutDown() && !e.isAltDown()) {
            step(e.isShiftDown() ? -1 : 1);
            e.consume();
        }
    }

    /** The text's keys: arrows, PgUp/PgDn (and Space, Shift+Space), Home/End scroll it. */
    private void scrollKey(KeyEvent e) {
        if (e.isAltDown() || e.isShortcutDown() && e.getCode() != KeyCode.HOME && e.getCode() != KeyCode.END) {
            return;
        }
        double page = Math.max(LINE, scroll.getViewportBounds().getHeight() - LINE);
        switch (e.getCode()) {
            case UP, KP_UP -> scrollTo(top() - LINE);
            case DOWN, KP_DOWN -> scrollTo(top() + LINE);
            case PAGE_UP -> scrollTo(top() - page);
            case PAGE_DOWN -> scrollTo(top() + page);
            case SPACE -> scrollTo(top() + (e.isShiftDown() ? -page : page));
            case HOME -> scroll.setVvalue(scroll.getVmin());
            case END -> scroll.setVvalue(scroll.getVmax());
            default -> {
                return;
            }
        }
        e.consume();
    }

    /** How far the text is scrolled: the content's y at the viewport's top. */
    private double top() {
        return scroll.getVvalue() * scrollRange();
    }

    private double scrollRange() {
        return Math.max(0, page.content().getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight());
    }

    /** Scrolls so that the content's {@code y} is at the viewport's top (as near as the text's length lets). */
    private void scrollTo(double y) {
        double range = scrollRange();
        scroll.setVvalue(range <= 0 ? 0 : Math.max(0, Math.min(1, y / range)));
    }

    /**
     * After the layout pass under way: the section at the top shown again, and the selection's
     * and the found text's highlights drawn again (the text may have wrapped anew). Asked once however many changes.
     */
    private void afterLayout() {
        if (!laidOutLater) {
            laidOutLater = true;
            javafx.application.Platform.runLater(() -> {
                laidOutLater = false;
                showCurrentSection();
                selection.repaint();
                // the found text's highlight too: it kept the shape of the old lines
                page.highlightAgain();
            });
        }
    }

    /** Scrolls the text to {@code s}'s heading and shows it current in the contents. */
    void jump(GuidePage.Section s) {
        scroll.layout();
        scrollTo(page.boundsOf(s.node()).getMinY() - HEADING_ROOM);
        jumped = s;
        contents.getSelectionModel().select(s);
    }

    /**
     * The section at the viewport's top, selected in the contents list (its rows scrolled to it
     * when needed): the last one whose heading's top is at or above the viewport's top, or below
     * it by at most {@link #HEADING_ROOM}, the room a jump leaves above a heading (less than the
     * space between blocks, so no line of the section before shows then). Called when the text
     * scrolls, and when the viewport or the text changes height (a resize, the text wrapped anew,
     * a picture loaded), which moves the text's top without a scroll.
     */
    private void showCurrentSection() {
        if (contents == null || contents.getItems().isEmpty()) {
            return;
        }
        List<GuidePage.Section> all = contents.getItems();
        // before, three times the room: scrolling back up, the section above showed up to 24 pixels
        // of its end while the contents still named the one below it
        double y = top() + HEADING_ROOM + 0.5;
        GuidePage.Section current = null;
        for (GuidePage.Section s : all) {
            if (page.boundsOf(s.node()).getMinY() <= y) {
                current = s;
            } else {
                break;
            }
        }
        // at the end the text cannot scroll a late heading to the top: the one jumped to stays current
        if (jumped != null && scroll.getVvalue() >= scroll.getVmax()
                && page.boundsOf(jumped.node()).getMinY() >= top()) {
            current = jumped;
        }
        if (current == null) {
            contents.getSelectionModel().clearSelection();
            return;
        }
        if (current != contents.getSelectionModel().getSelectedItem()) {
            contents.getSelectionModel().select(current);
            int i = contents.getSelectionModel().getSelectedIndex();
            if (contents.lookup(".virtual-flow") instanceof VirtualFlow<?> flow && flow.getFirstVisibleCell() != null
                    && (i < flow.getFirstVisibleCell().getIndex() || i > flow.getLastVisibleCell().getIndex())) {
                flow.scrollTo(i);
            }
        }
    }

    /** The find field's text changed: its matches, the first at or after the viewport's top shown. */
    private void search(String query) {
        matches = page.find(query);
        match = -1;
        if (matches.isEmpty()) {
            page.highlight(null);
            count.setText(query == null || query.isBlank() ? "" : Messages.tr("ui.userGuide.find.none"));
            count.pseudoClassStateChanged(NONE, query != null && !query.isBlank());
            return;
        }
        count.pseudoClassStateChanged(NONE, false);
        double y = top();
        int first = 0;
        for (int i = 0; i < matches.size(); i++) {
            if (page.boundsOf(matches.get(i).flow()).getMaxY() >= y) {
                first = i;
                break;
            }
        }
        show(first);
    }

    /** The next ({@code +1}) or previous ({@code -1}) match, round the end. */
    private void step(int direction) {
        if (matches.isEmpty()) {
            return;
        }
        show(match < 0 ? (direction > 0 ? 0 : matches.size() - 1) : Math.floorMod(match + direction, matches.size()));
    }

    private void show(int i) {
        match = i;
        scroll.layout();
        Bounds b = page.highlight(matches.get(i));
        double view = scroll.getViewportBounds().getHeight();
        double y = top();
        if (b.getMinY() < y || b.getMaxY() > y + view) {
            scrollTo(b.getMinY() - view / 3);
        }
        count.setText(Messages.tr("ui.userGuide.find.count", i + 1, matches.size()));
    }

    /** The rendered guide, or null before it was first shown (tests). */
    GuidePage page() {
        return page;
    }

    /** The text's selection (tests). */
    GuideSelection selection() {
        return selection;
    }

    /** The guide's window, or null before it was first shown (tests). */
    Stage stage() {
        return stage;
    }
}
