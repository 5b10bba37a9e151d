package org.parlour.json;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.parlour.core.Messages;
import org.parlour.tree.ComputerMark;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.Quiz;
import org.parlour.tree.TreeWalk;

/**
 * Writes a record's {@code moves} for {@link RecordWriter} (docs/notation.md): one move per line
 * as an inline object, a move with variations opening its {@code variations} array on the
 * following lines, and each node's annotations in canonical order with its unknown fields last.
 *
 * <p>Complexity: O(n) for n nodes; no recursion along a line (variations nest by an explicit
 * stack).
 */
final class MoveWriter {
    private final StringBuilder out;

    /** @param out the text the moves are appended to */
    MoveWriter(StringBuilder out) {
        this.out = out;
    }

    /** Appends {@code , "k": v} for each unknown field of an inline object. */
    static void inlineExtensions(StringBuilder sb, Map<String, String> ext, Set<String> known) {
        for (Map.Entry<String, String> e : ext.entrySet()) {
            if (known.contains(e.getKey())) {
                throw new IllegalArgumentException(Messages.tr("json.extensionClash", e.getKey()));
            }
            sb.append(", ");
            JsonText.quote(sb, e.getKey());
            sb.append(": ");
            JsonText.inline(sb, JsonText.parseValue(e.getValue()));
        }
    }

    /**
     * Writes the main line as an array whose elements sit at {@code level + 1}; a move with
     * variations carries them as arrays of lines (PGN's RAV: each variation replaces that move),
     * in {@link TreeWalk}'s order. No recursion: nesting costs the walk's stack entries, not Java frames.
     */
    void moves(MoveTree tree, int level) {
        out.append('[');
        if (tree.root().isLeaf()) {
            out.append(']');
            return;
        }
        TreeWalk.pgnOrder(tree, new TreeWalk.Visitor() {
            /** True before the first element of an array. */
            private boolean fresh = true;

            @Override
            public void move(Node n, int depth, boolean startsVariation, boolean hasVariations) {
                out.append(fresh ? "\n" : ",\n");
                fresh = false;
                out.append(pad(level + 2 * depth + 1));
                nodeInline(n, true);
                out.append(hasVariations ? ", \"variations\": [" : "}");
            }

            @Override
            public boolean beginVariation(Node first, int depth) {
                out.append('\n').append(pad(level + 2 * depth)).append('[');
                fresh = true;
                return true;
            }

            @Override
            public void endVariation(Node first, int depth, boolean last) {
                out.append(closeArray(level + 2 * depth));
                out.append(last ? "\n" + pad(level + 2 * depth - 1) + "]}" : ",");
            }
        });
        out.append(closeArray(level));
    }

    /**
     * The deepest indentation, in 2-space levels: the moves of a record's eighth nested variation
     * (a chapter's seventh). Deeper variations are not indented further, so a file's size does not
     * grow with the depth of nesting (docs/notation.md, "Canonical form").
     */
    static final int MAX_INDENT = 18;
    private static final String[] PADS = new String[MAX_INDENT + 1];

    static {
        for (int i = 0; i <= MAX_INDENT; i++) {
            PADS[i] = "  ".repeat(i);
        }
    }

    /** {@code level} levels of 2-space indentation, at most {@link #MAX_INDENT}. */
    static String pad(int level) {
        return PADS[Math.min(level, MAX_INDENT)];
    }

    private static String closeArray(int level) {
        return "\n" + pad(level) + "]";
    }

    /** Writes the node's fields inline, without {@code variations} and without the closing brace. */
    void nodeInline(Node n, boolean withIdAndMove) {
        NodeData d = n.data();
        out.append('{');
        boolean[] f = {true};
        if (withIdAndMove) {
            key(f, Keys.ID).append(n.id());
            key(f, Keys.MOVE);
            JsonText.quote(out, d.move());
        }
        d.role().ifPresent(r -> key(f, Keys.ROLE).append(JsonText.quote(r.id())));
        if (!d.nags().isEmpty()) {
            key(f, Keys.NAGS).append('[');
            for (int i = 0; i < d.nags().size(); i++) {
                out.append(i == 0 ? "" : ", ").append(d.nags().get(i));
            }
            out.append(']');
        }
        if (!d.commentBeforeText().isAbsent()) {
            JsonText.localText(key(f, Keys.COMMENT_BEFORE), d.commentBeforeText());
        }
        if (!d.commentAfterText().isAbsent()) {
            JsonText.localText(key(f, Keys.COMMENT), d.commentAfterText());
        }
        d.evaluation().ifPresent(e -> evaluation(key(f, Keys.EVAL), e));
        if (!d.markup().isEmpty()) {
            key(f, Keys.MARKUP).append('[');
            for (int i = 0; i < d.markup().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                mark(d.markup().get(i));
            }
            out.append(']');
        }
        d.quiz().ifPresent(q -> quiz(key(f, Keys.QUIZ), q));
        // the review's mark goes where it went as an unknown field (until 2026-12-06): among the
        // unknown fields, at its name's place in their order, so files keep their bytes
        ComputerMark mark = d.computerMark().orElse(null);
        for (Map.Entry<String, String> e : d.extensions().entrySet()) {
            if (Keys.NODE_FIELDS.contains(e.getKey())) {
                throw new IllegalArgumentException(Messages.tr("json.extensionClash", e.getKey()));
            }
            if (mark != null && e.getKey().compareTo(Keys.COMPUTER) > 0) {
                computer(key(f, Keys.COMPUTER), mark);
                mark = null;
            }
            key(f, e.getKey());
            JsonText.inline(out, JsonText.parseValue(e.getValue()));
        }
        if (mark != null) {
            computer(key(f, Keys.COMPUTER), mark);
        }
    }

    /**
     * {@code {"by": "review", "line": true, "comment": "1c291ca3", "nag": 4, "words": ...}}, each
     * member only when set ({@code line} when true), unknown members last; or the mark's
     * {@link ComputerMark#source} as read, while its values are still those the source says.
     */
    private static void computer(StringBuilder sb, ComputerMark m) {
        if (!m.source().isEmpty() && NodeReader.markOf(m.source()).filter(m::equals).isPresent()) {
            sb.append(m.source());
            return;
        }
        StringBuilder inner = new StringBuilder();
        if (!m.by().isEmpty()) {
            inner.append(", \"by\": ");
            JsonText.quote(inner, m.by());
        }
        if (m.line()) {
            inner.append(", \"line\": true");
        }
        m.comment().ifPresent(c -> JsonText.quote(inner.append(", \"comment\": "), c));
        m.nag().ifPresent(n -> inner.append(", \"nag\": ").append(n));
        m.words().ifPresent(w -> JsonText.localText(inner.append(", \"words\": "), w));
        inlineExtensions(inner, m.extensions(), Keys.COMPUTER_FIELDS);
        sb.append('{').append(inner.length() == 0 ? "" : inner.substring(2)).append('}');
    }

    private StringBuilder key(boolean[] f, String k) {
        out.append(f[0] ? "" : ", ");
        f[0] = false;
        JsonText.quote(out, k);
        return out.append(": ");
    }

    private void evaluation(StringBuilder sb, Evaluation e) {
        sb.append("{\"value\": ");
        JsonText.quote(sb, e.value());
        if (e.depth() > 0) {
            sb.append(", \"depth\": ").append(e.depth());
        }
        if (!e.source().isEmpty()) {
            sb.append(", \"source\": ");
            JsonText.quote(sb, e.source());
        }
        inlineExtensions(sb, e.extensions(), Keys.EVAL_FIELDS);
        sb.append('}');
    }

    /** {@code {"hint": ..., "answers": [...], "wrong": [...]}}, each part only when set, unknown fields last. */
    private static void quiz(StringBuilder sb, Quiz q) {
        sb.append('{');
        boolean first = true;
        if (!q.hintText().isAbsent()) {
            sb.append("\"hint\": ");
            JsonText.localText(sb, q.hintText());
            first = false;
        }
        for (int list = 0; list < 2; list++) {
            List<Quiz.Answer> answers = list == 0 ? q.answers() : q.wrong();
            if (answers.isEmpty()) {
                continue;
            }
            sb.append(first ? "" : ", ").append(list == 0 ? "\"answers\": [" : "\"wrong\": [");
            first = false;
            for (int i = 0; i < answers.size(); i++) {
                Quiz.Answer a = answers.get(i);
                sb.append(i == 0 ? "{\"move\": " : ", {\"move\": ");
                JsonText.quote(sb, a.move());
                if (!a.feedbackText().isAbsent()) {
                    sb.append(", \"feedback\": ");
                    JsonText.localText(sb, a.feedbackText());
                }
                inlineExtensions(sb, a.extensions(), Keys.ANSWER_FIELDS);
                sb.append('}');
            }
            sb.append(']');
        }
        if (first && !q.extensions().isEmpty()) {
            // only unknown fields: inlineExtensions starts with ", "
            StringBuilder rest = new StringBuilder();
            inlineExtensions(rest, q.extensions(), Keys.QUIZ_FIELDS);
            sb.append(rest.substring(2));
        } else {
            inlineExtensions(sb, q.extensions(), Keys.QUIZ_FIELDS);
        }
        sb.append('}');
    }

    private void mark(Mark m) {
        if (m instanceof Mark.Arrow a) {
            out.append("{\"type\": \"arrow\", \"from\": ");
            JsonText.quote(out, a.from());
            out.append(", \"to\": ");
            JsonText.quote(out, a.to());
        } else if (m instanceof Mark.Highlight h) {
            out.append("{\"type\": \"highlight\", \"cell\": ");
            JsonText.quote(out, h.cell());
        } else {
            Mark.Label l = (Mark.Label) m;
            out.append("{\"type\": \"label\", \"cell\": ");
            JsonText.quote(out, l.cell());
            out.append(", \"text\": ");
            JsonText.localText(out, l.label());
        }
        out.append(", \"colour\": ");
        JsonText.quote(out, m.colour().id());
        inlineExtensions(out, m.extensions(), Keys.MARK_FIELDS);
        out.append('}');
    }
}
