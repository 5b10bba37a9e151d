package org.parlour.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Separator;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Path;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;
import javafx.scene.text.TextFlow;
import org.commonmark.ext.gfm.tables.TableBlock;
import org.commonmark.ext.gfm.tables.TableCell;
import org.commonmark.ext.gfm.tables.TableHead;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.Heading;
import org.commonmark.node.Image;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.ThematicBreak;
import org.commonmark.parser.Parser;
import org.parlour.core.Messages;
import org.parlour.ui.edit.MarkdownFlow;

/**
 * The user guide (Markdown, docs/user-guide.md) rendered for {@link UserGuideWindow}: a column of
 * blocks, one a top-level block of the text. Headings, paragraphs and code
 * are {@link TextFlow}s of {@link MarkdownFlow}'s runs (the renderer of comments: emphasis, inline
 * and block code, links shown with their target, raw HTML as text); a GFM pipe table (commonmark's
 * gfm-tables extension) is a {@link GridPane}, its header row first, one {@link TextFlow} a cell,
 * the columns' shares of the width after their cells' average and longest lengths; a list is a
 * row an item, its bullet or number beside the item's blocks (long lines indented under the first
 * one's words). A paragraph that is only
 * pictures shows them, each with its description under it: the build copies docs/images into the
 * jar beside the guide ({@link #pictureResource}); a picture the build does not have shows its
 * description alone, "Picture: ...".
 *
 * <p>Style classes (guide.css): {@code guide-content} (the column), {@code guide-h1} to
 * {@code guide-h6}, {@code guide-block}, {@code guide-paragraph}, {@code guide-code},
 * {@code guide-list} of {@code guide-item}s ({@code guide-marker} and {@code guide-blocks}),
 * {@code guide-quote}, {@code guide-figures} (a paragraph that is only pictures: a column of
 * {@code guide-figure}s), {@code guide-figure} (a {@code guide-image} and its {@code guide-picture}
 * {@code guide-caption}), {@code guide-picture} alone for a picture not in the build, {@code guide-table} with {@code guide-cell}
 * ({@code guide-th} for the header, {@code guide-td} for the body, and {@code guide-alt} too for
 * its 2nd, 4th… rows, shaded), and
 * {@code guide-match} for the found text's highlight.
 */
final class GuidePage {
    /**
     * A heading of the contents list: its level (2 for {@code ##}, 3 for {@code ###}), its words as
     * shown, and the node that shows it (a child of {@link #content}).
     */
    record Section(int level, String title, TextFlow node) {
        @Override
        public String toString() {
            return title;
        }
    }

    /**
     * A match of {@link #find}: the characters {@code [start, end)} of {@code flow}'s text (its
     * {@link Text} runs one after another).
     */
    record Match(TextFlow flow, int start, int end) {
    }

    /** Levels of heading the contents list has. */
    static final int FIRST_LEVEL = 2;
    static final int LAST_LEVEL = 3;
    /** A column's share of a table's width: the mean of its cells' average and longest lengths, in characters, within these. */
    private static final int MIN_SHARE = 8;
    private static final int MAX_SHARE = 60;

    private final VBox content = new VBox();
    private final List<Section> sections = new ArrayList<>();
    private final List<TextFlow> flows = new ArrayList<>();
    private Path highlight;

    /** The guide {@code markdown} rendered (the text of the build: no nesting bound). */
    GuidePage(String markdown) {
        content.getStyleClass().add("guide-content");
        Parser parser = Parser.builder().extensions(List.of(TablesExtension.create())).build();
        org.commonmark.node.Node doc = parser.parse(markdown == null ? "" : markdown);
        for (org.commonmark.node.Node b = doc.getFirstChild(); b != null; b = b.getNext()) {
            add(b);
        }
    }

    /** The rendered guide, one node a block, in the order of the text. */
    VBox content() {
        return content;
    }

    /** The headings of levels {@value #FIRST_LEVEL} and {@value #LAST_LEVEL}, in the order of the text. */
    List<Section> sections() {
        return List.copyOf(sections);
    }

    /** Every text of the page (blocks and table cells), in reading order. */
    List<TextFlow> flows() {
        return List.copyOf(flows);
    }

    private void add(org.commonmark.node.Node b) {
        content.getChildren().add(block(b, 0));
    }

    /** A block of the text as a node; {@code depth}: how many lists it is in. */
    private Node block(org.commonmark.node.Node b, int depth) {
        if (b instanceof Heading h) {
            TextFlow f = flow(MarkdownFlow.render(h, null), "guide-heading", "guide-h" + h.getLevel());
            if (h.getLevel() >= FIRST_LEVEL && h.getLevel() <= LAST_LEVEL) {
                sections.add(new Section(h.getLevel(), text(f).strip(), f));
            }
            return f;
        } else if (b instanceof TableBlock t) {
            return table(t);
        } else if (b instanceof ThematicBreak) {
            return new Separator();
        } else if (b instanceof Paragraph p && picturesOnly(p)) {
            VBox figures = new VBox();
            figures.getStyleClass().add("guide-figures");
            for (org.commonmark.node.Node n = p.getFirstChild(); n != null; n = n.getNext()) {
                if (n instanceof Image i) {
                    figures.getChildren().add(figure(i));
                }
            }
            return figures.getChildren().size() == 1 ? figures.getChildren().get(0) : figures;
        } else if (b instanceof BulletList || b instanceof OrderedList) {
            return list(b, depth);
        } else if (b instanceof BlockQuote q) {
            VBox quote = blocks(q, depth);
            quote.getStyleClass().add("guide-quote");
            return quote;
        }
        String kind = b instanceof FencedCodeBlock || b instanceof IndentedCodeBlock ? "guide-code" : "guide-paragraph";
        return flow(MarkdownFlow.render(b, null), "guide-block", kind);
    }

    /** The blocks in {@code parent} (a list item, a block quote), one under the other. */
    private VBox blocks(org.commonmark.node.Node parent, int depth) {
        VBox box = new VBox();
        box.getStyleClass().add("guide-blocks");
        for (org.commonmark.node.Node c = parent.getFirstChild(); c != null; c = c.getNext()) {
            box.getChildren().add(block(c, depth));
        }
        return box;
    }

    /** A list: a row an item, its bullet or number beside its blocks, the lines of a long item indented under its first. */
    private VBox list(org.commonmark.node.Node l, int depth) {
        VBox list = new VBox();
        list.getStyleClass().add("guide-list");
        int number = l instanceof OrderedList o ? o.getStartNumber() : 0;
        for (org.commonmark.node.Node item = l.getFirstChild(); item != null; item = item.getNext()) {
            Text mark = new Text(l instanceof OrderedList ? (number++) + "." : depth % 2 == 0 ? "\u2022" : "\u25e6");
            mark.getStyleClass().add("md-text");
            TextFlow marker = new TextFlow(mark);
            marker.getStyleClass().addAll("markdown", "guide-marker");
            double width = l instanceof OrderedList ? 28 : 18;
            marker.setMinWidth(width);
            marker.setPrefWidth(width);
            marker.setMaxWidth(width);
            VBox body = blocks(item, depth + 1);
            HBox.setHgrow(body, Priority.ALWAYS);
            body.setMinWidth(0);
            HBox row = new HBox(marker, body);
            row.getStyleClass().add("guide-item");
            list.getChildren().add(row);
        }
        return list;
    }

    /**
     * A picture of the guide: the image shown (its width at most the text's, never enlarged) with
     * its description under it, when the build has the file ({@link #pictureResource}); else the
     * description alone, "Picture: ..." (a guide read from elsewhere, a missing file).
     */
    private Node figure(Image i) {
        String words = MarkdownFlow.render(i, null).stream().map(r -> ((Text) r).getText()).reduce("", String::concat);
        String description = words.isBlank() ? i.getDestination() : words;
        java.net.URL url = pictureResource(i.getDestination());
        double[] size = url == null ? null : PictureBox.pngSize(url);
        if (size == null) {
            Text caption = new Text(Messages.tr("ui.userGuide.picture", description));
            caption.getStyleClass().addAll("md-text", "md-em");
            return flow(List.of(caption), "guide-block", "guide-picture");
        }
        Text caption = new Text(description);
        caption.getStyleClass().addAll("md-text", "md-em");
        TextFlow under = flow(List.of(caption), "guide-block", "guide-picture", "guide-caption");
        // loaded in the background: the window opens at once, the box holds the picture's place
        PictureBox box = new PictureBox(new javafx.scene.image.Image(url.toExternalForm(), true), size[0], size[1]);
        VBox figure = new VBox(box, under);
        figure.getStyleClass().add("guide-figure");
        return figure;
    }

    /**
     * The class-path resource of a picture the guide names relative to itself
     * ({@code images/window.png}: {@code /docs/images/window.png}, the build copies docs/images
     * there), or null: no such file, or a name that leaves the docs folder or is a URL.
     */
    static java.net.URL pictureResource(String destination) {
        if (destination == null || destination.isBlank()) {
            return null;
        }
        try {
            java.net.URI u = new java.net.URI(null, null, "docs/", null).resolve(new java.net.URI(null, null, destination, null));
            if (u.isAbsolute() || u.getPath() == null || !u.getPath().startsWith("docs/") || u.getPath().contains("..")) {
                return null;
            }
            return GuidePage.class.getResource("/" + u.getPath());
        } catch (java.net.URISyntaxException e) {
            return null;
        }
    }

    /** The pictures shown (tests). */
    List<PictureBox> pictures() {
        List<PictureBox> out = new ArrayList<>();
        collect(content, out);
        return out;
    }

    private static void collect(Node n, List<PictureBox> out) {
        if (n instanceof PictureBox p) {
            out.add(p);
        } else if (n instanceof javafx.scene.Parent parent) {
            for (Node c : parent.getChildrenUnmodifiable()) {
                collect(c, out);
            }
        }
    }

    /**
     * A picture at the text's width (at most its own, never enlarged), its height kept in
     * proportion. The size is known before the image is loaded (the PNG's header), so the text
     * does not move when the picture arrives.
     */
    static final class PictureBox extends javafx.scene.layout.Region {
        private final javafx.scene.image.ImageView view;
        private final double width;
        private final double height;

        PictureBox(javafx.scene.image.Image image, double width, double height) {
            this.width = width;
            this.height = height;
            view = new javafx.scene.image.ImageView(image);
            view.setPreserveRatio(true);
            view.setSmooth(true);
            getChildren().add(view);
            getStyleClass().add("guide-image");
            // the picture's own width at most: a wide text does not stretch its frame
            setMaxWidth(USE_PREF_SIZE);
        }

        /** The image shown. */
        javafx.scene.image.Image image() {
            return view.getImage();
        }

        /** The size the picture is shown at (pixels). */
        javafx.geometry.Dimension2D shown() {
            return new javafx.geometry.Dimension2D(view.getFitWidth(), view.getFitHeight());
        }

        @Override
        public javafx.geometry.Orientation getContentBias() {
            return javafx.geometry.Orientation.HORIZONTAL;
        }

        private double shownWidth(double available) {
            return available < 0 ? width : Math.max(0, Math.min(width, available - snappedLeftInset() - snappedRightInset()));
        }

        @Override
        protected double computeMinWidth(double h) {
            return snappedLeftInset() + snappedRightInset();
        }

        @Override
        protected double computePrefWidth(double h) {
            return width + snappedLeftInset() + snappedRightInset();
        }

        @Override
        protected double computePrefHeight(double w) {
            return shownWidth(w) * height / width + snappedTopInset() + snappedBottomInset();
        }

        @Override
        protected double computeMinHeight(double w) {
            return computePrefHeight(w);
        }

        @Override
        protected void layoutChildren() {
            double w = shownWidth(getWidth());
            view.setFitWidth(w);
            view.setFitHeight(w * height / width);
            view.relocate(snappedLeftInset(), snappedTopInset());
        }

        /** A PNG's width and height from its header, or null for another file or one that cannot be read. */
        static double[] pngSize(java.net.URL url) {
            try (java.io.InputStream in = url.openStream()) {
                byte[] h = in.readNBytes(24);
                byte[] sig = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
                if (h.length < 24 || !java.util.Arrays.equals(java.util.Arrays.copyOf(h, 8), sig)) {
                    return null;
                }
                java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(h);
                int w = b.getInt(16);
                int ht = b.getInt(20);
                return w > 0 && ht > 0 ? new double[] {w, ht} : null;
            } catch (java.io.IOException e) {
                return null;
            }
        }
    }

    private static boolean picturesOnly(Paragraph p) {
        boolean any = false;
        for (org.commonmark.node.Node n = p.getFirstChild(); n != null; n = n.getNext()) {
            if (n instanceof Image) {
                any = true;
            } else if (!(n instanceof SoftLineBreak)) {
                return false;
            }
        }
        return any;
    }

    private GridPane table(TableBlock t) {
        GridPane grid = new GridPane();
        grid.getStyleClass().add("guide-table");
        List<long[]> lengths = new ArrayList<>(); // per column: characters and cells of the body, its longest cell
        int row = 0;
        int bodyRow = 0; // the body's rows, from 0 (the header's are not counted)
        for (org.commonmark.node.Node part = t.getFirstChild(); part != null; part = part.getNext()) {
            boolean head = part instanceof TableHead;
            for (org.commonmark.node.Node r = part.getFirstChild(); r != null; r = r.getNext()) {
                int column = 0;
                // the body's 2nd, 4th... rows are shaded (guide-alt), however many rows the header has
                boolean alt = !head && bodyRow % 2 == 1;
                for (org.commonmark.node.Node c = r.getFirstChild(); c != null; c = c.getNext()) {
                    TextFlow cell = flow(MarkdownFlow.render(c, null), "guide-cell", head ? "guide-th" : "guide-td");
                    if (alt) {
                        cell.getStyleClass().add("guide-alt");
                    }
                    if (c instanceof TableCell tc && tc.getAlignment() != null) {
                        cell.setTextAlignment(switch (tc.getAlignment()) {
                            case CENTER -> TextAlignment.CENTER;
                            case RIGHT -> TextAlignment.RIGHT;
                            default -> TextAlignment.LEFT;
                        });
                    }
                    cell.setMaxWidth(Double.MAX_VALUE);
                    cell.setMaxHeight(Double.MAX_VALUE);
                    GridPane.setHgrow(cell, Priority.ALWAYS);
                    grid.add(cell, column, row);
                    while (lengths.size() <= column) {
                        lengths.add(new long[3]);
                    }
                    if (!head) {
                        long[] l = lengths.get(column);
                        l[0] += text(cell).length();
                        l[1]++;
                        l[2] = Math.max(l[2], text(cell).length());
                    }
                    column++;
                }
                row++;
                if (!head) {
                    bodyRow++;
                }
            }
        }
        double[] share = new double[lengths.size()];
        double total = 0;
        for (int i = 0; i < share.length; i++) {
            long[] l = lengths.get(i);
            share[i] = Math.max(MIN_SHARE, Math.min(MAX_SHARE, l[1] == 0 ? MIN_SHARE : ((double) l[0] / l[1] + l[2]) / 2));
            total += share[i];
        }
        for (double s : share) {
            ColumnConstraints cc = new ColumnConstraints();
            cc.setPercentWidth(100 * s / total);
            cc.setFillWidth(true);
            grid.getColumnConstraints().add(cc);
        }
        return grid;
    }

    private TextFlow flow(List<Node> runs, String... styles) {
        TextFlow f = new TextFlow();
        f.getStyleClass().add("markdown");
        f.getStyleClass().addAll(styles);
        f.getChildren().setAll(runs);
        flows.add(f);
        return f;
    }

    /** The text {@code flow} shows: its text runs one after another (the offsets of {@link TextFlow#rangeShape}). */
    static String text(TextFlow flow) {
        StringBuilder sb = new StringBuilder();
        for (Node n : flow.getChildren()) {
            if (n instanceof Text t && n.isManaged()) {
                sb.append(t.getText());
            }
        }
        return sb.toString();
    }

    /**
     * Where {@code query} is in the page, in reading order: case not minded, and a no-break space
     * (French) found by a space, a ’ by a '. An empty or blank query finds nothing.
     */
    List<Match> find(String query) {
        List<Match> out = new ArrayList<>();
        if (query == null || query.isBlank()) {
            return out;
        }
        String q = folded(query);
        for (TextFlow f : flows) {
            String s = folded(text(f));
            for (int i = 0; i + q.length() <= s.length(); i++) {
                if (s.regionMatches(true, i, q, 0, q.length())) {
                    out.add(new Match(f, i, i + q.length()));
                    i += q.length() - 1;
                }
            }
        }
        return out;
    }

    /** The same length as {@code s}: no-break spaces as spaces, typographic apostrophes as '. */
    private static String folded(String s) {
        return s.replace('\u00a0', ' ').replace('\u202f', ' ').replace('\u2019', '\'');
    }

    /**
     * Highlights {@code m} (and nothing else; null: nothing) and answers its bounds in
     * {@link #content}'s coordinates, or null for null. The page must be laid out.
     */
    Bounds highlight(Match m) {
        if (highlight != null) {
            ((TextFlow) highlight.getParent()).getChildren().remove(highlight);
            highlight = null;
        }
        highlighted = m;
        if (m == null) {
            return null;
        }
        highlight = mark(m.flow(), m.start(), m.end(), "guide-match");
        return content.sceneToLocal(highlight.localToScene(highlight.getBoundsInLocal()));
    }

    /** The match highlighted now ({@link #highlight}), or null. */
    private Match highlighted;

    /** Draws the found text's highlight again, after the text was laid out at a new width (it may have wrapped anew). */
    void highlightAgain() {
        if (highlighted != null) {
            highlight(highlighted);
        }
    }

    /**
     * Marks the characters {@code from} (inclusive) to {@code to} (exclusive) of {@code f}'s text
     * with a shape of style class {@code styleClass}, behind the letters (the flow's first child),
     * out of the flow's layout and mouse transparent, and answers it (remove it from {@code f} to
     * take the mark away). The flow must be laid out: the shape is the one of its lines now. The
     * found text's highlight and the mouse's selection ({@link GuideSelection}) are drawn so.
     */
    static Path mark(TextFlow f, int from, int to, String styleClass) {
        Path mark = new Path(f.rangeShape(from, to));
        mark.getStyleClass().add(styleClass);
        mark.setManaged(false);
        mark.setMouseTransparent(true);
        // JavaFX 21's rangeShape leaves out the flow's padding (a table cell's)
        mark.setLayoutX(f.getInsets().getLeft());
        mark.setLayoutY(f.getInsets().getTop());
        // behind the text; out of the flow's layout (TextFlow lays out its managed children only)
        f.getChildren().add(0, mark);
        return mark;
    }

    /** Where {@code node} (a block of the page, or inside one) is, in {@link #content}'s coordinates. */
    Bounds boundsOf(Node node) {
        return content.sceneToLocal(node.localToScene(node.getBoundsInLocal()));
    }
}
