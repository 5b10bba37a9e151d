package org.parlour.ui.edit;

import org.parlour.core.Messages;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextArea;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.parlour.tree.Nag;
import org.parlour.tree.LocalText;
import org.parlour.tree.NodeData;
import org.parlour.study.StudySession;

/**
 * The annotation editor of the current move: glyph buttons (move glyphs !!, !, !?, ?!, ?, ?? on
 * keys 1-6, and position judgements), the comment before the move and the comment after it, each
 * a Markdown text with Edit and Preview (rendered by {@link MarkdownFlow}). Every keystroke is
 * stored at once (nothing waits for a focus change or a save), and a burst of typing on one
 * comment is one undo step: in a comment box, Ctrl+Z and Ctrl+Y are the record's undo and redo
 * ({@link Editor#install}), and so are the Undo and Redo of its right-click menu.
 */
public final class AnnotationPane extends VBox {
    private static final int[][] MOVE_GLYPHS = {{Nag.BRILLIANT, 1}, {Nag.GOOD, 2}, {Nag.INTERESTING, 3},
        {Nag.DUBIOUS, 4}, {Nag.MISTAKE, 5}, {Nag.BLUNDER, 6}};
    private static final int[] POSITION_GLYPHS = {Nag.EQUAL, Nag.UNCLEAR, Nag.FIRST_SLIGHTLY_BETTER,
        Nag.SECOND_SLIGHTLY_BETTER, Nag.FIRST_BETTER, Nag.SECOND_BETTER, Nag.FIRST_WINNING, Nag.SECOND_WINNING};

    private final EditorViewModel editor;
    private final TextArea before = new TextArea();
    private final TextArea after = new TextArea();
    private final MarkdownFlow previewBefore = new MarkdownFlow();
    private final MarkdownFlow previewAfter = new MarkdownFlow();
    /**
     * Under each box, the comment in another language, read-only and named ("French text: ..."),
     * while the box shows a language that is empty or is being typed: a language button never
     * hides the comment there is (a teacher's trial: +EN emptied the box and the comment written
     * seemed gone; a French window showed an empty box on a move commented in English only).
     */
    private final Label otherBefore = new Label();
    private final Label otherAfter = new Label();
    private final ToggleButton preview = new ToggleButton(Messages.tr("ui.preview"));
    private final FlowPane glyphs = new FlowPane(3, 3);
    /** The languages the comments have, the one edited selected (docs/notation.md, "Text in several languages"). */
    private final FlowPane languages = new FlowPane(3, 3);
    /** The language the person chose to edit (a BCP 47 tag), or null: the one {@link LocalText#editingLanguage} gives. */
    private String chosen;
    /** The language being edited: a BCP 47 tag, or empty for a plain text of a record without a language. */
    private String editing = "";
    private boolean loading;

    public AnnotationPane(EditorViewModel editor) {
        this.editor = editor;
        getStyleClass().add("annotation-editor");
        setSpacing(3);
        setPadding(new Insets(6));
        for (int[] g : MOVE_GLYPHS) {
            glyphs.getChildren().add(glyphButton(g[0], Messages.tr("edit.glyphKey", g[1])));
        }
        for (int g : POSITION_GLYPHS) {
            glyphs.getChildren().add(glyphButton(g, Messages.tr("edit.positionJudgement")));
        }
        before.setId("comment-before");
        after.setId("comment-after");
        previewBefore.setId("preview-before");
        previewAfter.setId("preview-after");
        preview.setId("comment-preview");
        before.setPromptText(Messages.tr("ui.comment.before.the.move.markdown"));
        after.setPromptText(Messages.tr("ui.comment.after.the.move.markdown.bold.italic.code"));
        otherBefore.setId("comment-before-other");
        otherAfter.setId("comment-after-other");
        for (Label l : List.of(otherBefore, otherAfter)) {
            l.getStyleClass().add("comment-other-language");
            l.setWrapText(true);
            // four lines at most (the tab fits 1366x768); the tooltip has it all
            l.setMaxHeight(72);
            l.setMinHeight(USE_PREF_SIZE);
            l.managedProperty().bind(l.visibleProperty());
            l.setVisible(false);
            org.parlour.ui.Deferred.tooltip(l, l.textProperty());
        }
        for (TextArea t : List.of(before, after)) {
            t.focusedProperty().addListener(o -> showOthers());
            t.textProperty().addListener(o -> showOthers());
            t.setWrapText(true);
            // stops of Tab (a keyboard-only trial reached neither box by Tab); Tab leaves them
            t.setFocusTraversable(true);
            t.setContextMenu(commentMenu(t));
            t.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, AnnotationPane::tabLeaves);
        }
        org.parlour.ui.TabStops.button(preview);
        before.setPrefRowCount(2);
        after.setPrefRowCount(4);
        before.textProperty().addListener((o, a, b) -> store(true, b));
        after.textProperty().addListener((o, a, b) -> store(false, b));
        org.parlour.ui.Deferred.tooltip(preview, Messages.tr("ui.show.the.comments.rendered.or.edit.their.markdow"));
        preview.selectedProperty().addListener(o -> showMode());
        Label title = new Label(Messages.tr("ui.glyphs.and.comments"));
        title.getStyleClass().add("panel-title");
        StackPane afterStack = stack(after, previewAfter);
        languages.setId("comment-languages");
        // the title, Preview and the languages share a row (each had its own), and the boxes start
        // smaller: with a problem pane above, the tab fits the window of a 1366x768 screen
        // without a scroll bar (a new user's trial: the comment after the move was cut off)
        // (a row whose language buttons wrap in the width left: a flow pane's own width is 400)
        title.setMinWidth(USE_PREF_SIZE);
        preview.setMinWidth(USE_PREF_SIZE);
        languages.setMinWidth(0);
        javafx.scene.layout.HBox.setHgrow(languages, javafx.scene.layout.Priority.ALWAYS);
        javafx.scene.layout.HBox head = new javafx.scene.layout.HBox(8, title, preview, languages);
        head.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        head.setId("comment-head");
        getChildren().addAll(head, glyphs, new Label(Messages.tr("ui.before.the.move")), stack(before, previewBefore),
                otherBefore, new Label(Messages.tr("ui.after.the.move")), afterStack, otherAfter);
        // the comment after the move takes the room there is; below these heights (two lines
        // each) the tab scrolls
        before.setMinHeight(40);
        after.setMinHeight(44);
        VBox.setVgrow(afterStack, javafx.scene.layout.Priority.ALWAYS);
        editor.main().cursorProperty().addListener(o -> load());
        editor.main().revisionProperty().addListener(o -> load());
        editor.main().sessionProperty().addListener(o -> {
            chosen = null;
            load();
        });
        // View > Language during the run: the window's texts change at the next start, the
        // language new comments are written in at once (a trial needed a restart for French)
        editor.main().languageChosenProperty().addListener(o -> {
            chosen = null;
            load();
        });
        showMode();
        load();
    }

    /**
     * This pane in a scroll pane, as the Annotate tab shows it: it fills the tab when the window
     * has room and scrolls when it has not (1366x768 with a problem pane above), and a comment box
     * that takes the focus (Ctrl+E) is scrolled into view.
     */
    public ScrollPane scrolling() {
        ScrollPane sp = new ScrollPane(this);
        sp.setId("annotate-scroll");
        sp.setFitToWidth(true);
        sp.setFitToHeight(true);
        sp.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        for (TextArea t : List.of(before, after)) {
            t.focusedProperty().addListener((o, was, is) -> {
                if (is) {
                    javafx.application.Platform.runLater(() -> reveal(sp, t));
                }
            });
        }
        return sp;
    }

    /** Scrolls {@code sp} so that {@code n} is in view (no change when it is). */
    private void reveal(ScrollPane sp, javafx.scene.Node n) {
        double content = getLayoutBounds().getHeight();
        double view = sp.getViewportBounds().getHeight();
        if (content <= view) {
            return;
        }
        javafx.geometry.Bounds b = sceneToLocal(n.localToScene(n.getLayoutBounds()));
        double top = sp.getVvalue() * (content - view);
        if (b.getMinY() < top) {
            sp.setVvalue(b.getMinY() / (content - view));
        } else if (b.getMaxY() > top + view) {
            sp.setVvalue(Math.min(1, (b.getMaxY() - view) / (content - view)));
        }
    }

    /**
     * A comment box's right-click menu. Undo and Redo are the record's, as Ctrl+Z and Ctrl+Y in
     * the box are ({@link Editor#install}): named as the Edit menu names them ("Undo Edit comment
     * on c6-c5"), enabled while the record has a step to undo or redo, one step taking back a whole
     * burst of typing. (JavaFX's own menu undid the box's text word by word, and each of those
     * steps was stored in the record as a new edit.) Cut, Copy, Paste, Delete and Select All are
     * the box's, enabled as JavaFX's were: Cut, Copy and Delete with a selection, Paste with text
     * on the clipboard, Select All with text in the box.
     */
    private ContextMenu commentMenu(TextArea t) {
        MenuItem undo = new MenuItem();
        undo.setId("comment-menu-undo");
        undo.textProperty().bind(editor.undoTextProperty());
        undo.disableProperty().bind(editor.canUndoProperty().not());
        undo.setOnAction(e -> editor.undo());
        MenuItem redo = new MenuItem();
        redo.setId("comment-menu-redo");
        redo.textProperty().bind(editor.redoTextProperty());
        redo.disableProperty().bind(editor.canRedoProperty().not());
        redo.setOnAction(e -> editor.redo());
        MenuItem cut = menuItem("comment-menu-cut", Messages.tr("edit.commentMenu.cut"), t::cut);
        MenuItem copy = menuItem("comment-menu-copy", Messages.tr("edit.commentMenu.copy"), t::copy);
        MenuItem paste = menuItem("comment-menu-paste", Messages.tr("edit.commentMenu.paste"), t::paste);
        MenuItem delete = menuItem("comment-menu-delete", Messages.tr("edit.commentMenu.delete"), () -> t.replaceSelection(""));
        MenuItem all = menuItem("comment-menu-select-all", Messages.tr("edit.commentMenu.selectAll"), t::selectAll);
        ContextMenu m = new ContextMenu(undo, redo, new SeparatorMenuItem(), cut, copy, paste, delete, new SeparatorMenuItem(), all);
        m.setOnShowing(e -> {
            boolean selected = t.getSelection().getLength() > 0;
            cut.setDisable(!selected || !t.isEditable());
            copy.setDisable(!selected);
            delete.setDisable(!selected || !t.isEditable());
            paste.setDisable(!t.isEditable() || !javafx.scene.input.Clipboard.getSystemClipboard().hasString());
            all.setDisable(t.getLength() == 0 || t.getSelection().getLength() == t.getLength());
        });
        return m;
    }

    /**
     * Tab and Shift+Tab leave a comment box, as they leave the Move field, instead of typing a tab
     * character into the comment (a keyboard-only trial: Tab, Tab stayed in the box and the saved
     * file held "ok\t\t"). Ctrl+Tab and Ctrl+Shift+Tab leave it too, as JavaFX has them.
     */
    private static void tabLeaves(javafx.scene.input.KeyEvent e) {
        if (e.getCode() != javafx.scene.input.KeyCode.TAB || e.isControlDown() || e.isAltDown() || e.isMetaDown()) {
            return;
        }
        e.consume();
        // a text area moves the focus on Ctrl+Tab (its Tab types a tab): the same key, with Ctrl
        javafx.scene.Node box = (javafx.scene.Node) e.getSource();
        box.fireEvent(new javafx.scene.input.KeyEvent(box, box, javafx.scene.input.KeyEvent.KEY_PRESSED, e.getCharacter(), e.getText(),
                e.getCode(), e.isShiftDown(), true, false, false));
    }

    private static MenuItem menuItem(String id, String text, Runnable action) {
        MenuItem i = new MenuItem(text);
        i.setId(id);
        i.setOnAction(e -> action.run());
        return i;
    }

    private StackPane stack(TextArea area, MarkdownFlow flow) {
        ScrollPane sp = new ScrollPane(flow);
        sp.setFitToWidth(true);
        sp.setPrefViewportHeight(area.getPrefRowCount() * 18.0);
        sp.visibleProperty().bind(preview.selectedProperty());
        area.visibleProperty().bind(preview.selectedProperty().not());
        // the preview never takes the focus (it would look like a focused comment box while the
        // keys go to the window); a click on it goes back to editing that comment
        sp.setFocusTraversable(false);
        sp.addEventFilter(javafx.scene.input.MouseEvent.MOUSE_PRESSED, e -> {
            e.consume();
            preview.setSelected(false);
            if (!area.isDisabled()) {
                area.requestFocus();
            }
        });
        return new StackPane(area, sp);
    }

    private Button glyphButton(int nag, String tip) {
        // two symbols are missing from common UI fonts: their ASCII forms are shown instead
        String text = nag == Nag.FIRST_SLIGHTLY_BETTER ? "+=" : nag == Nag.SECOND_SLIGHTLY_BETTER ? "=+" : Nag.symbol(nag);
        Button b = new Button(text);
        b.setId("glyph-" + nag);
        b.getStyleClass().add("glyph-button");
        org.parlour.ui.TabStops.button(b);
        org.parlour.ui.Deferred.tooltip(b, Messages.tr("edit.glyphTip", text, tip));
        b.setOnAction(e -> editor.toggleNag(nag));
        return b;
    }

    /** Renders the comments into the previews while they are shown (hidden, they are not rendered: the window's start, every move). */
    private void showMode() {
        if (!preview.isSelected()) {
            return;
        }
        previewBefore.setMarkdown(before.getText());
        previewAfter.setMarkdown(after.getText());
    }

    private void store(boolean isBefore, String text) {
        if (loading) {
            return;
        }
        // only the edited language changes; the comment's other languages stay
        if (editor.setComment(isBefore, editing, text).isPresent()) {
            // refused (an attempt at a problem is shown, a tool holds the record; the status bar
            // says why): the box shows the record's comment again at once, instead of keeping
            // typed text that the record never got and the next move would silently drop
            javafx.application.Platform.runLater(this::load);
        }
        if (preview.isSelected()) {
            showMode();
        }
    }

    /**
     * One small button per language the comments have ({@code EN FR}), the edited one selected,
     * and {@code +FR} for the window's language when they lack it: a click edits that language.
     */
    private void showLanguages(NodeData d, String record, boolean none) {
        java.util.LinkedHashSet<String> has = new java.util.LinkedHashSet<>();
        has.addAll(d.commentAfterText().languages(record));
        has.addAll(d.commentBeforeText().languages(record));
        java.util.LinkedHashSet<String> shown = new java.util.LinkedHashSet<>();
        if (record.isEmpty() && (d.commentAfterText().isPlain() && !d.commentAfterText().isEmpty()
                || d.commentBeforeText().isPlain() && !d.commentBeforeText().isEmpty())) {
            // a plain text in a record without a language: its own button ("?"), so that it is
            // never hidden by a language button with nothing to go back to
            shown.add("");
            has.add("");
        }
        shown.addAll(has);
        String mine = editor.main().writingLanguage().getLanguage();
        if (shown.stream().noneMatch(t -> LocalText.sameLanguage(t, mine))) {
            shown.add(mine);
        }
        if (!editing.isEmpty() && shown.stream().noneMatch(t -> t.equalsIgnoreCase(editing))) {
            shown.add(editing);
        }
        // a language button with the focus (a stop of Tab) keeps it when the buttons are made again
        String focused = languages.getChildren().stream().filter(javafx.scene.Node::isFocused).map(javafx.scene.Node::getId)
                .findFirst().orElse(null);
        languages.getChildren().clear();
        for (String tag : shown) {
            boolean present = has.stream().anyMatch(t -> t.equalsIgnoreCase(tag));
            boolean unknown = tag.isEmpty() || tag.equalsIgnoreCase(LocalText.UNDETERMINED);
            ToggleButton b = new ToggleButton((present ? "" : "+") + (unknown ? "?" : tag.toUpperCase(java.util.Locale.ROOT)));
            b.setId("comment-lang-" + (tag.isEmpty() ? "none" : tag));
            b.getStyleClass().add("comment-language");
            org.parlour.ui.TabStops.button(b);
            b.setSelected(tag.equalsIgnoreCase(editing) || editing.isEmpty() && tag.equalsIgnoreCase(record));
            String name = java.util.Locale.forLanguageTag(tag).getDisplayName(Messages.locale());
            org.parlour.ui.Deferred.tooltip(b, unknown ? Messages.tr("edit.language.unknown")
                    : Messages.tr(present ? "edit.language.edit" : "edit.language.add", name.isEmpty() ? tag : name));
            b.setDisable(none);
            b.setOnAction(e -> {
                chosen = tag;
                load();
            });
            languages.getChildren().add(b);
            if (b.getId().equals(focused)) {
                b.requestFocus();
            }
        }
    }

    /**
     * Ctrl+E: the focus in the comment after the move, the caret after its text, so that what is
     * typed is added to the comment (it went to the front of it).
     */
    public void editComment() {
        after.requestFocus();
        after.end();
    }

    /** True when a comment box has the focus. */
    boolean hasFocusedBox() {
        return before.isFocused() || after.isFocused();
    }

    /** True when {@code target} (a key event's) is one of the comment boxes. */
    public boolean isCommentBox(javafx.event.EventTarget target) {
        return target == before || target == after;
    }

    /** The language the comment boxes edit: a BCP 47 tag, or empty for a plain text of a record without a language. */
    public String editingLanguage() {
        return editing;
    }

    /**
     * The caret of a comment box whose text was just shown: after the text while the box has the
     * keys (an undo or redo typed in it goes on where it left off), else at its start, so that a
     * comment reached by moving through the record reads from its first line (it showed the last
     * lines of a long comment, scrolled to a caret at the end).
     */
    private static void caret(TextArea box) {
        if (box.isFocused()) {
            box.end();
        } else {
            box.home();
            box.setScrollTop(0);
        }
    }

    /** The comment {@code t} in another language than the edited one, in {@code l} ("English text: ..."); empty when none. */
    private void other(Label l, LocalText t, String record) {
        l.setText(t.otherThan(editing, editor.main().writingLanguage(), record).map(o -> {
            String name = java.util.Locale.forLanguageTag(o[0]).getDisplayName(Messages.locale());
            return o[0].equalsIgnoreCase(LocalText.UNDETERMINED) || name.isEmpty()
                    ? Messages.tr("edit.comment.noLanguageText", o[1]) : Messages.tr("edit.comment.otherLanguage", name, o[1]);
        }).orElse(""));
        showOthers();
    }

    /**
     * Shows each box's other language while the box is empty or has the keys (a translation
     * being typed keeps its source in view); a box with text of its own, not being typed in,
     * has no line below it.
     */
    private void showOthers() {
        otherBefore.setVisible(!otherBefore.getText().isEmpty() && !before.isDisabled() && (before.getText().isEmpty() || before.isFocused()));
        otherAfter.setVisible(!otherAfter.getText().isEmpty() && (after.getText().isEmpty() || after.isFocused()));
    }

    /** Shows the current node's comments (after a move, an edit, an undo). */
    private void load() {
        loading = true;
        try {
            StudySession s = editor.main().session().orElse(null);
            NodeData d = s == null ? NodeData.empty() : s.data(s.cursor());
            String record = s == null ? "" : s.record().meta().language();
            LocalText main = d.commentAfterText().isAbsent() ? d.commentBeforeText() : d.commentAfterText();
            editing = chosen != null ? chosen : main.editingLanguage(editor.main().writingLanguage(), record);
            String beforeText = d.commentBeforeText().textFor(editing, record);
            String afterText = d.commentAfterText().textFor(editing, record);
            if (!before.getText().equals(beforeText)) {
                before.setText(beforeText);
                caret(before);
            }
            if (!after.getText().equals(afterText)) {
                after.setText(afterText);
                caret(after);
            }
            showLanguages(d, record, s == null);
            before.setDisable(s == null || s.cursor() == s.rootId());
            after.setDisable(s == null);
            other(otherBefore, d.commentBeforeText(), record);
            other(otherAfter, d.commentAfterText(), record);
            for (javafx.scene.Node n : glyphs.getChildren()) {
                int nag = Integer.parseInt(n.getId().substring("glyph-".length()));
                n.getStyleClass().remove("glyph-on");
                if (d.nags().contains(nag)) {
                    n.getStyleClass().add("glyph-on");
                }
                n.setDisable(s == null);
            }
            showMode();
        } finally {
            loading = false;
        }
    }
}
