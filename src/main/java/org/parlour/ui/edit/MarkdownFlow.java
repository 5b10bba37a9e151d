package org.parlour.ui.edit;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.BlockQuote;
import org.commonmark.node.BulletList;
import org.commonmark.node.Code;
import org.commonmark.node.Emphasis;
import org.commonmark.node.FencedCodeBlock;
import org.commonmark.node.HardLineBreak;
import org.commonmark.node.Heading;
import org.commonmark.node.IndentedCodeBlock;
import org.commonmark.node.Link;
import org.commonmark.node.ListItem;
import org.commonmark.node.OrderedList;
import org.commonmark.node.Paragraph;
import org.commonmark.node.SoftLineBreak;
import org.commonmark.node.StrongEmphasis;
import org.parlour.core.Messages;

/**
 * Markdown comments shown rendered, as Sabaki and AbstractPlay show them: the text is parsed
 * with commonmark and its tree turned into styled {@link Text} runs of a {@link TextFlow}:
 * paragraphs, headings, emphasis, strong, inline and block code, lists, block quotes and links
 * (shown with their target, unless their words are the target). Raw HTML is shown as text, never run. A text nested deeper than
 * {@link org.parlour.export.Markdown#MAX_NESTING} levels is shown as written after a note.
 * Style classes: {@code md-strong}, {@code md-em}, {@code md-code}, {@code md-heading},
 * {@code md-link}, {@code md-quote}.
 */
public final class MarkdownFlow extends TextFlow {
    public MarkdownFlow() {
        getStyleClass().add("markdown");
    }

    /** Shows {@code markdown} rendered. */
    public void setMarkdown(String markdown) {
        getChildren().setAll(render(markdown));
    }

    /**
     * A flow showing the Markdown text of {@code markdown} rendered, kept up to date as it changes
     * (null or empty: nothing shown), for a pane's short texts (the problem pane's statement,
     * feedback and hints). For screen readers its role is {@link javafx.scene.AccessibleRole#TEXT}
     * and its accessible text the plain text ({@link #plainText}): the words without the marks.
     * It takes its preferred height at any width (wrapped, never cut).
     *
     * @param id the node's id (for CSS and tests)
     * @param markdown the text to show; observed for as long as the flow lives
     */
    public static MarkdownFlow following(String id, javafx.beans.value.ObservableValue<String> markdown) {
        MarkdownFlow flow = new MarkdownFlow();
        flow.setId(id);
        flow.setMinHeight(USE_PREF_SIZE);
        flow.setAccessibleRole(javafx.scene.AccessibleRole.TEXT);
        java.util.function.Consumer<String> show = text -> {
            String t = text == null ? "" : text;
            flow.setMarkdown(t);
            flow.setAccessibleText(plainText(t));
        };
        show.accept(markdown.getValue());
        markdown.addListener((o, was, now) -> show.accept(now));
        return flow;
    }

    /** The text runs of {@code markdown}, for a text flow; links show their target and are not clickable. */
    public static List<Node> render(String markdown) {
        return render(markdown, null);
    }

    /**
     * The text runs of {@code markdown} with clickable links: a link whose target
     * {@link org.parlour.ui.read.LinkPolicy} allows (absolute http or https) calls {@code open}
     * with its address when clicked; any other link is plain text followed by its target.
     *
     * @param open what a click on an allowed link does (ask, then browse); null: no link is clickable
     */
    public static List<Node> render(String markdown, java.util.function.Consumer<java.net.URI> open) {
        Renderer r = new Renderer(open);
        java.util.Optional<org.commonmark.node.Node> doc = org.parlour.export.Markdown.parse(markdown);
        if (doc.isEmpty()) {
            // nested too deeply to render (issue 27, D26): a note, then the text as written
            r.styles.add("md-quote");
            r.text(Messages.tr("ui.markdown.tooDeep", org.parlour.export.Markdown.MAX_NESTING) + "\n");
            r.styles.clear();
            r.text(markdown);
            return r.out;
        }
        doc.get().accept(r);
        return r.out;
    }

    /**
     * The text runs of a node already parsed by commonmark (a block of a longer document, or a
     * table cell of the gfm-tables extension, whose inline children are rendered): as
     * {@link #render(String, java.util.function.Consumer)}, without the nesting check of
     * {@link org.parlour.export.Markdown#parse}, which the caller's parse made or did not need
     * (the user guide, a text of the build).
     *
     * @param open what a click on an allowed link does; null: no link is clickable
     */
    public static List<Node> render(org.commonmark.node.Node parsed, java.util.function.Consumer<java.net.URI> open) {
        Renderer r = new Renderer(open);
        parsed.accept(r);
        return r.out;
    }

    /** The plain text shown for {@code markdown} (tests and tooltips). */
    public static String plainText(String markdown) {
        StringBuilder sb = new StringBuilder();
        for (Node n : render(markdown)) {
            sb.append(((Text) n).getText());
        }
        return sb.toString().strip();
    }

    private static final class Renderer extends AbstractVisitor {
        private final List<Node> out = new ArrayList<>();
        private final List<String> styles = new ArrayList<>();
        private final java.util.function.Consumer<java.net.URI> open;
        private int listDepth;
        private boolean started;

        Renderer(java.util.function.Consumer<java.net.URI> open) {
            this.open = open;
        }

        private void text(String s) {
            Text t = new Text(s);
            t.getStyleClass().add("md-text");
            t.getStyleClass().addAll(styles);
            out.add(t);
            started = true;
        }

        private void blockBreak() {
            if (started) {
                text("\n\n");
                started = false;
            }
        }

        private void styled(String style, org.commonmark.node.Node n) {
            styles.add(style);
            visitChildren(n);
            styles.remove(styles.size() - 1);
        }

        @Override
        public void visit(Paragraph p) {
            if (listDepth == 0) {
                blockBreak();
            }
            visitChildren(p);
        }

        @Override
        public void visit(Heading h) {
            blockBreak();
            styled("md-heading", h);
        }

        @Override
        public void visit(org.commonmark.node.Text t) {
            text(t.getLiteral());
        }

        @Override
        public void visit(Emphasis e) {
            styled("md-em", e);
        }

        @Override
        public void visit(StrongEmphasis e) {
            styled("md-strong", e);
        }

        @Override
        public void visit(Code c) {
            styles.add("md-code");
            text(c.getLiteral());
            styles.remove(styles.size() - 1);
        }

        @Override
        public void visit(FencedCodeBlock c) {
            blockBreak();
            styles.add("md-code");
            text(c.getLiteral().stripTrailing());
            styles.remove(styles.size() - 1);
        }

        @Override
        public void visit(IndentedCodeBlock c) {
            blockBreak();
            styles.add("md-code");
            text(c.getLiteral().stripTrailing());
            styles.remove(styles.size() - 1);
        }

        @Override
        public void visit(Link l) {
            if (open == null) {
                int from = out.size();
                styled("md-link", l);
                target(l, from);
                return;
            }
            java.util.Optional<java.net.URI> uri = org.parlour.ui.read.LinkPolicy.openable(l.getDestination());
            if (uri.isEmpty()) {
                // not a web address: plain text with its target, never opened
                int from = out.size();
                visitChildren(l);
                target(l, from);
                return;
            }
            int from = out.size();
            styled("md-link", l);
            if (out.size() == from) {
                text(uri.get().toASCIIString());
                out.get(out.size() - 1).getStyleClass().add("md-link");
            }
            for (Node n : out.subList(from, out.size())) {
                n.setCursor(javafx.scene.Cursor.HAND);
                n.setOnMouseClicked(e -> open.accept(uri.get()));
                javafx.scene.control.Tooltip.install(n, new javafx.scene.control.Tooltip(uri.get().toASCIIString()));
            }
        }

        /** The link's target after its words (the runs from {@code from} on), unless they are the target already. */
        private void target(Link l, int from) {
            StringBuilder words = new StringBuilder();
            for (Node n : out.subList(from, out.size())) {
                words.append(((Text) n).getText());
            }
            if (!l.getDestination().isEmpty() && !words.toString().equals(l.getDestination())) {
                text(" <" + l.getDestination() + ">");
            }
        }

        @Override
        public void visit(SoftLineBreak b) {
            text(" ");
        }

        @Override
        public void visit(HardLineBreak b) {
            text("\n");
        }

        @Override
        public void visit(BlockQuote q) {
            blockBreak();
            styled("md-quote", q);
        }

        @Override
        public void visit(BulletList l) {
            list(l, false);
        }

        @Override
        public void visit(OrderedList l) {
            list(l, true);
        }

        private void list(org.commonmark.node.Node l, boolean ordered) {
            if (listDepth == 0) {
                blockBreak();
            }
            listDepth++;
            int number = ordered ? ((OrderedList) l).getStartNumber() : 0;
            for (org.commonmark.node.Node item = l.getFirstChild(); item != null; item = item.getNext()) {
                if (started) {
                    text("\n");
                }
                text("  ".repeat(listDepth - 1) + (ordered ? (number++) + ". " : "\u2022 "));
                visitChildren(item);
            }
            listDepth--;
        }

        @Override
        public void visit(ListItem item) {
            visitChildren(item);
        }

        @Override
        public void visit(org.commonmark.node.HtmlInline h) {
            text(h.getLiteral());
        }

        @Override
        public void visit(org.commonmark.node.HtmlBlock h) {
            blockBreak();
            text(h.getLiteral());
        }
    }
}
