package org.parlour.ui.read;

import org.parlour.core.Messages;
import java.net.URI;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.scene.text.TextFlow;
import org.parlour.core.Seat;
import org.parlour.study.StudySession;
import org.parlour.study.RecordLanguages;
import org.parlour.tree.NodeData;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.edit.MarkdownFlow;

/**
 * The reading pane of Study mode: the current move (or the chapter's title at the start), its
 * glyphs and problem role in words, and its comments rendered from Markdown (bold, italic, code,
 * lists, links; raw HTML stays text) by {@link MarkdownFlow}. It scrolls when the text is long,
 * and its font size ({@link #fontSizeProperty()}, pixels) scales the whole text.
 * Links open only as {@link LinkPolicy} allows, through the {@code open} action given.
 */
public final class ReadingPane extends ScrollPane {
    /** The default text size, in pixels. */
    public static final double DEFAULT_SIZE = 15;
    /** The smallest and largest text size, in pixels. */
    public static final double MIN_SIZE = 10;
    public static final double MAX_SIZE = 32;

    private final MainViewModel model;
    private final Consumer<URI> open;
    private final DoubleProperty fontSize = new SimpleDoubleProperty(DEFAULT_SIZE);
    private final Label title = new Label();
    private final Label move = new Label();
    /** At the start of a game: its players and event (an imported game's headers). */
    private final Label players = new Label();
    private final FlowPane tags = new FlowPane(6, 4);
    private final TextFlow before = new TextFlow();
    private final TextFlow after = new TextFlow();
    private final Label empty = new Label(Messages.tr("ui.no.comment.on.this.move"));
    /**
     * At a move the review marked: its words ("The review: Better: ..."), as Edit mode shows them
     * under the move ({@code #review-verdict-here}, {@link org.parlour.ui.CursorTexts#reviewVerdictProperty}).
     */
    private final Label verdict = new Label();
    /** "Also after 1. f2-e3 a5-b4 2. a2-b3": the other move orders reaching this position, as links. */
    private final FlowPane also = new FlowPane(4, 2);
    /** At the end of a lesson chapter's line: on to the collection's next chapter. */
    private final javafx.scene.control.Button nextChapter = new javafx.scene.control.Button(Messages.tr("reading.nextChapter"));
    private Runnable onNextChapter = () -> { };
    private java.util.function.BooleanSupplier nextChapterExists = () -> false;
    private final VBox content;
    /** The node shown has no text of its own: "No comment on this move." unless the review has words on it. */
    private boolean noText = true;
    /** How many times the pane was filled for a node ({@link #loads}). */
    private int loads;

    /**
     * @param open what a click on an allowed link does: ask with the full address, then browse
     */
    public ReadingPane(MainViewModel model, Consumer<URI> open) {
        this.model = model;
        this.open = open;
        setId("reading-pane");
        getStyleClass().add("reading-pane");
        title.setId("reading-title");
        title.getStyleClass().add("reading-title");
        title.setWrapText(true);
        players.setId("reading-players");
        players.getStyleClass().add("reading-players");
        players.setWrapText(true);
        move.setId("reading-move");
        move.getStyleClass().add("reading-move");
        move.setWrapText(true);
        tags.setId("reading-tags");
        before.setId("reading-before");
        after.setId("reading-after");
        for (TextFlow f : List.of(before, after)) {
            f.getStyleClass().addAll("markdown", "reading-text");
        }
        empty.getStyleClass().add("reading-empty");
        verdict.setId("reading-review");
        verdict.getStyleClass().add("reading-review");
        verdict.setWrapText(true);
        verdict.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        also.setId("reading-transpositions");
        also.getStyleClass().add("reading-transpositions");
        nextChapter.setId("reading-next-chapter");
        nextChapter.setFocusTraversable(false);
        nextChapter.setOnAction(e -> onNextChapter.run());
        setShown(nextChapter, false);
        content = new VBox(10, title, players, move, tags, verdict, before, after, empty, also, nextChapter);
        content.setPadding(new Insets(10, 14, 14, 14));
        content.getStyleClass().add("reading-content");
        fontSize.addListener((o, a, b) -> applySize());
        applySize();
        setFitToWidth(true);
        setHbarPolicy(ScrollBarPolicy.NEVER);
        model.cursorProperty().addListener(o -> load());
        model.revisionProperty().addListener(o -> load());
        model.sessionProperty().addListener(o -> load());
        model.readingProperty().addListener(o -> load());
        model.transpositionsProperty().addListener(o -> showTranspositions());
        // the review's words follow the cursor in the model's texts, which may change after this
        // pane's load(): only they are shown again (a step to a reviewed move loaded the pane twice)
        model.texts().reviewVerdictProperty().addListener(o -> showVerdict());
        load();
        // hidden until its owner shows it (the window binds this to Study mode); its content is in
        // the scene from the first time it is shown (the window's start, issue 32)
        setVisible(false);
        org.parlour.ui.Deferred.content(this, content);
    }

    /** The current node's transpositions as links (none while the index is built or a solution is hidden). */
    private void showTranspositions() {
        also.getChildren().clear();
        StudySession s = model.session().orElse(null);
        MainViewModel.TranspositionLinks links = s == null ? MainViewModel.TranspositionLinks.NONE
                : model.transpositionsProperty().get().apply(s.cursor());
        List<MainViewModel.Transposition> others = links.shown();
        if (!others.isEmpty()) {
            also.getChildren().add(new Label(Messages.tr("ui.also.after")));
            for (int i = 0; i < others.size(); i++) {
                MainViewModel.Transposition t = others.get(i);
                Hyperlink h = new Hyperlink(t.text() + (i < others.size() - 1 ? ";" : ""));
                h.getStyleClass().add("reading-transposition-link");
                h.setOnAction(e -> model.goTo(t.nodeId()));
                also.getChildren().add(h);
            }
            if (links.more() > 0) {
                // styled as the review bar's count (ReviewUi.showLinks)
                Label more = new Label(links.moreText());
                more.getStyleClass().add("transposition-more");
                also.getChildren().add(more);
            }
        }
        setShown(also, !others.isEmpty());
    }

    /**
     * The course flow: at the end of a chapter's line (the cursor on a move with no continuation)
     * the pane offers Next chapter, which runs {@code next}, when {@code exists} says the open
     * collection has one. Not on a problem: its pane has Next problem.
     */
    public void setNextChapter(Runnable next, java.util.function.BooleanSupplier exists) {
        this.onNextChapter = java.util.Objects.requireNonNull(next, "next");
        this.nextChapterExists = java.util.Objects.requireNonNull(exists, "exists");
        load();
    }

    /** The text size in pixels, {@link #MIN_SIZE} to {@link #MAX_SIZE}. */
    public DoubleProperty fontSizeProperty() {
        return fontSize;
    }

    /** Makes the text larger ({@code steps} > 0) or smaller, within the bounds. */
    public void zoom(int steps) {
        fontSize.set(clamp(fontSize.get() + 2 * steps));
    }

    /** Clamps a size to {@link #MIN_SIZE}..{@link #MAX_SIZE}; NaN gives the default. */
    public static double clamp(double size) {
        if (Double.isNaN(size)) {
            return DEFAULT_SIZE;
        }
        return Math.max(MIN_SIZE, Math.min(MAX_SIZE, size));
    }

    private void applySize() {
        content.setStyle(String.format(java.util.Locale.ROOT, "-fx-font-size: %.1fpx;", clamp(fontSize.get())));
    }

    /** How many times the pane was filled for a node (tests: once a step of the cursor). */
    public int loads() {
        return loads;
    }

    /** Shows the session's current node. */
    private void load() {
        loads++;
        StudySession s = model.session().orElse(null);
        tags.getChildren().clear();
        if (s == null) {
            show(title, "");
            show(players, "");
            show(move, "");
            show(verdict, "");
            before.getChildren().clear();
            after.getChildren().clear();
            noText = true;
            setShown(empty, true);
            showTranspositions();
            empty.setText(Messages.tr("ui.open.a.course.a.problem.collection.or.a.game.ctr"));
            setShown(nextChapter, false);
            return;
        }
        long id = s.cursor();
        // a move of a problem's attempt shows the record's comment once it may (MainViewModel.readingData)
        NodeData d = model.readingData(id);
        boolean root = id == s.rootId();
        show(title, root ? RecordLanguages.shown(s.record().meta().titleText(), s.record()) : "");
        show(players, root ? ReadingWords.players(s.record().meta(), s.game().seats()) : "");
        show(move, root ? Messages.tr("status.startPosition") : s.moveNumbers().label(s.ply(id), s.moveText(id)));
        List<Seat> seats = s.game().seats();
        String first = seats.isEmpty() ? Messages.tr("reading.firstPlayer") : seats.get(0).localName();
        String second = seats.size() < 2 ? Messages.tr("reading.secondPlayer") : seats.get(1).localName();
        d.role().ifPresent(r -> tags.getChildren().add(tag(ReadingWords.role(r), "reading-role")));
        for (String g : ReadingWords.glyphs(d.nags(), first, second)) {
            tags.getChildren().add(tag(g, "reading-glyph"));
        }
        setShown(tags, !tags.getChildren().isEmpty());
        // the comments: each text in the window's language, else the record's, else any (docs/notation.md)
        String beforeText = RecordLanguages.shown(d.commentBeforeText(), s.record());
        String afterText = RecordLanguages.shown(d.commentAfterText(), s.record());
        before.getChildren().setAll(MarkdownFlow.render(beforeText, open));
        after.getChildren().setAll(MarkdownFlow.render(afterText, open));
        setShown(before, !beforeText.isBlank());
        setShown(after, !afterText.isBlank());
        empty.setText(Messages.tr(root ? "reading.noIntroduction" : "ui.no.comment.on.this.move"));
        // a problem's start is introduced by the Problem pane's statement: "No introduction to this
        // record" (in French "... à cette partie") under it read as if something were missing
        boolean problemStart = root && s.record().problem().isPresent();
        noText = beforeText.isBlank() && afterText.isBlank() && !problemStart;
        showVerdict();
        showTranspositions();
        setShown(nextChapter, s.children(id).isEmpty() && s.record().problem().isEmpty() && nextChapterExists.getAsBoolean());
        setVvalue(0);
    }

    /**
     * The review's words at the node shown ({@link #verdict}): its verdict at a move it marked (a
     * new user's trial: Study mode said "Dubious move (?!)" and "No comment on this move." where
     * Edit mode gave the review's verdict), and "No comment" when it has none and no text.
     */
    private void showVerdict() {
        String review = model.session().isPresent() ? model.texts().reviewVerdictProperty().get() : "";
        show(verdict, review);
        setShown(empty, noText && review.isEmpty());
    }

    private static Label tag(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().addAll("reading-tag", style);
        l.setWrapText(true);
        return l;
    }

    private static void show(Label l, String text) {
        l.setText(text);
        setShown(l, text != null && !text.isEmpty());
    }

    private static void setShown(javafx.scene.Node n, boolean shown) {
        n.setVisible(shown);
        n.setManaged(shown);
    }

    /** The plain text shown now (tests): title, move, tags, comments and transpositions, one part a line. */
    public String shownText() {
        StringBuilder sb = new StringBuilder();
        for (javafx.scene.Node n : content.getChildren()) {
            if (!n.isVisible()) {
                continue;
            }
            if (n instanceof Label l) {
                sb.append(l.getText()).append('\n');
            } else if (n instanceof FlowPane f) {
                f.getChildren().forEach(c -> sb.append(((javafx.scene.control.Labeled) c).getText()).append('\n'));
            } else if (n instanceof TextFlow t) {
                t.getChildren().forEach(c -> sb.append(((javafx.scene.text.Text) c).getText()));
                sb.append('\n');
            }
        }
        return sb.toString();
    }

    /** The comment flows (tests: bounds, styles). */
    public List<TextFlow> flows() {
        return List.of(before, after);
    }
}
