package org.parlour.export;

import java.util.Optional;
import org.commonmark.node.Node;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.text.TextContentRenderer;

/**
 * Comments as Markdown (commonmark), parsed with a bound on nesting, for every place that renders
 * them: the reading pane and previews ({@code ui.edit.MarkdownFlow}), the status line and the PDF
 * sheets ({@link DiagramSheet}).
 *
 * <p>commonmark builds a node per nesting level and its renderers (and Parlour's) walk the tree
 * recursively, so 5,000 nested block quotes overflow the stack (issue 27, case D26). A text whose
 * lines open with more than {@value #MAX_NESTING} container markers ({@code >}, list bullets and
 * numbers, two columns of indentation each), whose parse overflows the stack (thousands of nested
 * emphasis runs), or whose parsed tree is deeper than {@value #MAX_NESTING} nodes is not rendered
 * as Markdown: {@link #parse} answers empty and the callers show it as written, with a note.
 */
public final class Markdown {
    /** Deepest nesting rendered as Markdown, in tree levels (a comment of ordinary prose is about 6 deep). */
    public static final int MAX_NESTING = 64;

    private static final Parser PARSER = Parser.builder().build();
    private static final TextContentRenderer TEXT = TextContentRenderer.builder().build();

    private Markdown() {
    }

    /**
     * The commonmark document of {@code markdown} (null reads as empty), or empty when it is nested
     * deeper than {@value #MAX_NESTING} levels: render it as written then ({@link #asWritten}).
     */
    public static Optional<Node> parse(String markdown) {
        String md = markdown == null ? "" : markdown;
        if (markerDepth(md) > MAX_NESTING) {
            return Optional.empty();
        }
        Node doc;
        try {
            doc = PARSER.parse(md);
        } catch (StackOverflowError e) {
            // the inline parser recurses on nested emphasis; the parse is dropped, nothing else holds its state
            return Optional.empty();
        }
        return depth(doc) > MAX_NESTING ? Optional.empty() : Optional.of(doc);
    }

    /** True when {@code markdown} is nested too deeply to render as Markdown. */
    public static boolean tooDeep(String markdown) {
        return parse(markdown).isEmpty();
    }

    /**
     * {@code markdown} as plain text on one line: the markup dropped by commonmark's text renderer,
     * runs of white space as one space; a text nested too deeply as written, on one line.
     */
    public static String plain(String markdown) {
        if (markdown == null || markdown.isBlank()) {
            return "";
        }
        Optional<Node> doc = parse(markdown);
        return doc.isPresent() ? TEXT.render(doc.get()).replaceAll("\\s+", " ").strip() : asWritten(markdown);
    }

    /** The text as written, on one line (runs of white space as one space). */
    public static String asWritten(String markdown) {
        return markdown == null ? "" : markdown.replaceAll("\\s+", " ").strip();
    }

    /**
     * The most container markers a line opens with: {@code >}, a bullet ({@code - + *}) or an
     * ordered list number ({@code 1.} {@code 1)}) followed by white space or the end of the line,
     * and each two columns of the line's indentation (a tab counts 4). A cheap upper bound of the block
     * nesting, checked before the parse (3,000 levels of indented list take a minute to parse).
     */
    static int markerDepth(String md) {
        int max = 0;
        int i = 0;
        int n = md.length();
        while (i < n) {
            int depth = 0;
            int columns = 0;
            while (i < n && md.charAt(i) != '\n') {
                char c = md.charAt(i);
                if (c == ' ') {
                    columns += depth == 0 ? 1 : 0;
                    i++;
                } else if (c == '\t') {
                    columns += depth == 0 ? 4 : 0;
                    i++;
                } else if (c == '>') {
                    depth++;
                    i++;
                } else if ((c == '-' || c == '+' || c == '*') && endsMarker(md, i + 1)) {
                    depth++;
                    i++;
                } else if (c >= '0' && c <= '9') {
                    int j = i;
                    while (j < n && j - i < 9 && md.charAt(j) >= '0' && md.charAt(j) <= '9') {
                        j++;
                    }
                    if (j < n && (md.charAt(j) == '.' || md.charAt(j) == ')') && endsMarker(md, j + 1)) {
                        depth++;
                        i = j + 1;
                    } else {
                        break;
                    }
                } else {
                    break;
                }
            }
            max = Math.max(max, depth + columns / 2);
            while (i < n && md.charAt(i) != '\n') {
                i++;
            }
            i++;
        }
        return max;
    }

    private static boolean endsMarker(String md, int i) {
        return i >= md.length() || md.charAt(i) == ' ' || md.charAt(i) == '\t' || md.charAt(i) == '\n' || md.charAt(i) == '\r';
    }

    /** The depth of the tree below {@code root} (a leaf is 0), walked without recursion. */
    static int depth(Node root) {
        int max = 0;
        int d = 0;
        Node n = root;
        while (true) {
            Node child = n.getFirstChild();
            if (child != null) {
                n = child;
                d++;
                max = Math.max(max, d);
                continue;
            }
            while (n != root && n.getNext() == null) {
                n = n.getParent();
                d--;
            }
            if (n == root) {
                return max;
            }
            n = n.getNext();
        }
    }
}
