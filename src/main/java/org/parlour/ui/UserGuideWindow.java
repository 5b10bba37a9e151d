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
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
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

        scroll = new ScrollPane(page.content());
        scroll.setId("user-guide-text");
        scroll.getStyleClass().add("guide-text");
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.setFocusTraversable(true);
        scroll.addEventFilter(KeyEvent.KEY_PRESSED, this::scrollKey);
        scroll.vvalueProperty().addListener((o, a, b) -> showCurrentSection());

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

    /** Esc: clears the find field when it has the keys and holds text, else closes; Ctrl+F: to the find field; F3: next match. */
    private void windowKey(KeyEvent e) {
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

    /** Scrolls the text to {@code s}'s heading and shows it current in the contents. */
    void jump(GuidePage.Section s) {
        scroll.layout();
        scrollTo(page.boundsOf(s.node()).getMinY() - HEADING_ROOM);
        jumped = s;
        contents.getSelectionModel().select(s);
    }

    /** The section at the viewport's top, selected in the contents list (its rows scrolled to it when needed). */
    private void showCurrentSection() {
        List<GuidePage.Section> all = contents.getItems();
        if (all.isEmpty()) {
            return;
        }
        double y = top() + HEADING_ROOM * 3;
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

    /** The guide's window, or null before it was first shown (tests). */
    Stage stage() {
        return stage;
    }
}
