package org.parlour.json;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.parlour.core.Seat;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * Writes records and collections in canonical form (docs/notation.md): UTF-8 text with LF line
 * ends, fields in a fixed order, unknown fields last sorted by name, 2-space indentation, one
 * move per line (a move with variations opens its {@code variations} array on the following
 * lines). Empty fields are left out.
 *
 * <p>Complexity: O(n) for n nodes; no recursion along a line (variations nest by an explicit
 * stack).
 */
final class RecordWriter {
    static final Set<String> RECORD_FIELDS = Set.of("format", "version", "game", "rules", "meta", "setup", "problem",
            "solution", "start", "moves");
    static final Set<String> COLLECTION_FIELDS = Set.of("format", "version", "title", "chapters");
    static final Set<String> META_FIELDS = Set.of("title", "event", "site", "date", "round", "players", "result",
            "annotator", "source", "tags", "language");
    static final Set<String> NODE_FIELDS = Set.of("id", "move", "role", "nags", "commentBefore", "comment", "eval",
            "markup", "variations");

    private final StringBuilder out = new StringBuilder(1 << 16);

    static String write(GameRecord r) {
        RecordWriter w = new RecordWriter();
        w.out.append("{");
        w.field(1, "format").append(JsonText.quote(RecordJson.RECORD_FORMAT));
        w.field(1, "version").append(JsonText.quote(RecordJson.VERSION));
        w.body(r, 1);
        w.out.append("\n}\n");
        return w.out.toString();
    }

    static String write(RecordCollection c) {
        RecordWriter w = new RecordWriter();
        w.out.append("{");
        w.field(1, "format").append(JsonText.quote(RecordJson.COLLECTION_FORMAT));
        w.field(1, "version").append(JsonText.quote(RecordJson.VERSION));
        if (!c.title().isEmpty()) {
            w.field(1, "title").append(JsonText.quote(c.title()));
        }
        w.field(1, "chapters").append('[');
        for (int i = 0; i < c.chapters().size(); i++) {
            w.out.append(i == 0 ? "\n" : ",\n");
            w.indent(2).append('{');
            w.first = true;
            w.body(c.chapters().get(i), 3);
            w.out.append('\n');
            w.indent(2).append('}');
            w.first = false;
        }
        if (!c.chapters().isEmpty()) {
            w.out.append('\n');
            w.indent(1);
        }
        w.out.append(']');
        w.extensions(1, c.extensions(), COLLECTION_FIELDS);
        w.out.append("\n}\n");
        return w.out.toString();
    }

    private boolean first = true;

    private StringBuilder indent(int level) {
        for (int i = 0; i < level; i++) {
            out.append("  ");
        }
        return out;
    }

    /** Starts a field of a multi-line object: separator, new line, indent, key. */
    private StringBuilder field(int level, String key) {
        out.append(first ? "\n" : ",\n");
        first = false;
        indent(level);
        JsonText.quote(out, key);
        return out.append(": ");
    }

    private void body(GameRecord r, int level) {
        field(level, "game").append(JsonText.quote(r.gameId()));
        if (!r.rules().isEmpty()) {
            field(level, "rules");
            inlineStrings(r.rules().asMap());
        }
        meta(r.meta(), level);
        if (!r.setup().isEmpty()) {
            field(level, "setup").append(JsonText.quote(r.setup()));
        }
        r.problem().ifPresent(p -> problem(p, level));
        r.solution().ifPresent(s -> solution(s, level));
        MoveTree tree = r.tree();
        if (!tree.root().data().hasNoAnnotation()) {
            field(level, "start");
            nodeInline(tree.root(), false);
            out.append('}');
        }
        field(level, "moves");
        moves(tree, level);
        extensions(level, r.extensions(), RECORD_FIELDS);
    }

    private void meta(Metadata m, int level) {
        boolean any = !m.title().isEmpty() || !m.event().isEmpty() || !m.site().isEmpty() || !m.date().isEmpty()
                || !m.round().isEmpty() || !m.players().isEmpty() || !m.result().isEmpty() || !m.annotator().isEmpty()
                || !m.source().isEmpty() || !m.tags().isEmpty() || !m.language().isEmpty() || !m.extensions().isEmpty();
        if (!any) {
            return;
        }
        field(level, "meta").append('{');
        first = true;
        text(level + 1, "title", m.title());
        text(level + 1, "event", m.event());
        text(level + 1, "site", m.site());
        text(level + 1, "date", m.date());
        text(level + 1, "round", m.round());
        if (!m.players().isEmpty()) {
            field(level + 1, "players").append('{');
            boolean f = true;
            for (Seat s : Seat.values()) {
                String name = m.players().get(s);
                if (name != null) {
                    out.append(f ? "" : ", ");
                    f = false;
                    JsonText.quote(out, String.valueOf(s.letter()));
                    out.append(": ");
                    JsonText.quote(out, name);
                }
            }
            out.append('}');
        }
        text(level + 1, "result", m.result());
        text(level + 1, "annotator", m.annotator());
        text(level + 1, "source", m.source());
        if (!m.tags().isEmpty()) {
            field(level + 1, "tags").append('[');
            for (int i = 0; i < m.tags().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                JsonText.quote(out, m.tags().get(i));
            }
            out.append(']');
        }
        text(level + 1, "language", m.language());
        extensions(level + 1, m.extensions(), META_FIELDS);
        out.append('\n');
        indent(level).append('}');
        first = false;
    }

    private void text(int level, String key, String value) {
        if (!value.isEmpty()) {
            field(level, key).append(JsonText.quote(value));
        }
    }

    private void problem(ProblemSpec p, int level) {
        field(level, "problem").append('{');
        first = true;
        field(level + 1, "seat").append(JsonText.quote(String.valueOf(p.seat().letter())));
        field(level + 1, "goal").append(JsonText.quote(p.goal()));
        if (!p.goalParams().isEmpty()) {
            field(level + 1, "params");
            inlineStrings(p.goalParams());
        }
        field(level + 1, "moves").append(p.moves());
        field(level + 1, "defence").append(JsonText.quote(p.defence().name().toLowerCase(java.util.Locale.ROOT)));
        text(level + 1, "statement", p.statement());
        extensions(level + 1, p.extensions(), HeaderReader.PROBLEM_FIELDS);
        out.append('\n');
        indent(level).append('}');
        first = false;
    }

    private void solution(SolutionSummary s, int level) {
        field(level, "solution").append('{');
        first = true;
        field(level + 1, "verdict").append(JsonText.quote(s.verdict()));
        if (!s.keyNodeIds().isEmpty()) {
            field(level + 1, "keys").append('[');
            for (int i = 0; i < s.keyNodeIds().size(); i++) {
                out.append(i == 0 ? "" : ", ").append(s.keyNodeIds().get(i));
            }
            out.append(']');
        }
        if (!s.details().isEmpty()) {
            field(level + 1, "details");
            inlineStrings(s.details());
        }
        extensions(level + 1, s.extensions(), HeaderReader.SOLUTION_FIELDS);
        out.append('\n');
        indent(level).append('}');
        first = false;
    }

    private void inlineStrings(Map<String, String> map) {
        out.append('{');
        boolean f = true;
        for (Map.Entry<String, String> e : map.entrySet()) {
            out.append(f ? "" : ", ");
            f = false;
            JsonText.quote(out, e.getKey());
            out.append(": ");
            JsonText.quote(out, e.getValue());
        }
        out.append('}');
    }

    private void extensions(int level, Map<String, String> ext, Set<String> known) {
        for (Map.Entry<String, String> e : ext.entrySet()) {
            if (known.contains(e.getKey())) {
                throw new IllegalArgumentException("extension field '" + e.getKey() + "' clashes with a known field");
            }
            field(level, e.getKey());
            JsonText.inline(out, JsonText.parseValue(e.getValue()));
        }
    }

    /** Appends {@code , "k": v} for each unknown field of an inline object. */
    private static void inlineExtensions(StringBuilder sb, Map<String, String> ext, Set<String> known) {
        for (Map.Entry<String, String> e : ext.entrySet()) {
            if (known.contains(e.getKey())) {
                throw new IllegalArgumentException("extension field '" + e.getKey() + "' clashes with a known field");
            }
            sb.append(", ");
            JsonText.quote(sb, e.getKey());
            sb.append(": ");
            JsonText.inline(sb, JsonText.parseValue(e.getValue()));
        }
    }

    /** A pending piece of output of the line writer: literal text, or a line to write. */
    private record Task(String text, Node node, int level, boolean continues) {
        static Task text(String s) {
            return new Task(s, null, 0, false);
        }
    }

    /**
     * Writes the main line as an array whose elements sit at {@code level + 1}; a move with
     * variations carries them as arrays of lines (PGN's RAV: each variation replaces that move).
     * Explicit stack: nesting costs stack entries, not Java frames.
     */
    private void moves(MoveTree tree, int level) {
        List<Long> rootKids = tree.root().childIds();
        out.append('[');
        if (rootKids.isEmpty()) {
            out.append(']');
            return;
        }
        Deque<Task> stack = new ArrayDeque<>();
        stack.push(new Task(null, tree.node(rootKids.get(0)), level, false));
        while (!stack.isEmpty()) {
            Task t = stack.pop();
            if (t.text() != null) {
                out.append(t.text());
            } else {
                line(tree, t.node(), t.level(), t.continues(), stack);
            }
        }
    }

    /** Writes nodes along first children from {@code n}; stops at a move with variations, leaving the rest to the stack. */
    private void line(MoveTree tree, Node n, int level, boolean continues, Deque<Task> stack) {
        boolean firstInArray = !continues;
        while (true) {
            out.append(firstInArray ? "\n" : ",\n");
            firstInArray = false;
            indent(level + 1);
            nodeInline(n, true);
            List<Long> siblings = tree.node(n.parentId().orElseThrow()).childIds();
            boolean hasVariations = siblings.get(0) == n.id() && siblings.size() > 1;
            if (hasVariations) {
                out.append(", \"variations\": [");
                // pushed in reverse: variations, then the close of this node, then the rest of the line
                if (n.isLeaf()) {
                    stack.push(Task.text(closeArray(level)));
                } else {
                    stack.push(new Task(null, tree.node(n.childIds().get(0)), level, true));
                }
                stack.push(Task.text("\n" + "  ".repeat(level + 1) + "]}"));
                for (int v = siblings.size() - 1; v >= 1; v--) {
                    if (v < siblings.size() - 1) {
                        stack.push(Task.text(","));
                    }
                    stack.push(new Task(null, tree.node(siblings.get(v)), level + 2, false));
                    stack.push(Task.text("\n" + "  ".repeat(level + 2) + "["));
                }
                return;
            }
            out.append('}');
            if (n.isLeaf()) {
                out.append(closeArray(level));
                return;
            }
            n = tree.node(n.childIds().get(0));
        }
    }

    private static String closeArray(int level) {
        return "\n" + "  ".repeat(level) + "]";
    }

    /** Writes the node's fields inline, without {@code variations} and without the closing brace. */
    private void nodeInline(Node n, boolean withIdAndMove) {
        NodeData d = n.data();
        out.append('{');
        boolean[] f = {true};
        if (withIdAndMove) {
            key(f, "id").append(n.id());
            key(f, "move");
            JsonText.quote(out, d.move());
        }
        d.role().ifPresent(r -> key(f, "role").append(JsonText.quote(r.id())));
        if (!d.nags().isEmpty()) {
            key(f, "nags").append('[');
            for (int i = 0; i < d.nags().size(); i++) {
                out.append(i == 0 ? "" : ", ").append(d.nags().get(i));
            }
            out.append(']');
        }
        if (!d.commentBefore().isEmpty()) {
            key(f, "commentBefore");
            JsonText.quote(out, d.commentBefore());
        }
        if (!d.commentAfter().isEmpty()) {
            key(f, "comment");
            JsonText.quote(out, d.commentAfter());
        }
        d.evaluation().ifPresent(e -> evaluation(key(f, "eval"), e));
        if (!d.markup().isEmpty()) {
            key(f, "markup").append('[');
            for (int i = 0; i < d.markup().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                mark(d.markup().get(i));
            }
            out.append(']');
        }
        for (Map.Entry<String, String> e : d.extensions().entrySet()) {
            if (NODE_FIELDS.contains(e.getKey())) {
                throw new IllegalArgumentException("extension field '" + e.getKey() + "' clashes with a known field");
            }
            key(f, e.getKey());
            JsonText.inline(out, JsonText.parseValue(e.getValue()));
        }
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
        inlineExtensions(sb, e.extensions(), NodeReader.EVAL_FIELDS);
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
            JsonText.quote(out, l.text());
        }
        out.append(", \"colour\": ");
        JsonText.quote(out, m.colour().id());
        inlineExtensions(out, m.extensions(), NodeReader.MARK_FIELDS);
        out.append('}');
    }
}
