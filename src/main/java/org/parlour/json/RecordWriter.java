package org.parlour.json;

import java.util.Map;
import java.util.Set;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.MoveTree;

/**
 * Writes records and collections in canonical form (docs/notation.md): UTF-8 text with LF line
 * ends, fields in a fixed order, unknown fields last sorted by name, 2-space indentation, one
 * move per line (a move with variations opens its {@code variations} array on the following
 * lines; {@link MoveWriter}). Empty fields are left out.
 *
 * <p>Complexity: O(n) for n nodes; no recursion along a line (variations nest by an explicit
 * stack).
 */
final class RecordWriter {

    private final StringBuilder out = new StringBuilder(1 << 16);

    static String write(GameRecord r) {
        RecordWriter w = new RecordWriter();
        w.out.append("{");
        w.field(1, Keys.FORMAT).append(JsonText.quote(RecordJson.RECORD_FORMAT));
        w.field(1, Keys.VERSION).append(JsonText.quote(RecordJson.VERSION));
        w.body(r, 1);
        w.out.append("\n}\n");
        return w.out.toString();
    }

    static String write(RecordCollection c) {
        return write(c, new java.util.TreeMap<>());
    }

    /**
     * A collection whose {@code chapters} array holds {@code c}'s chapters in order with the raw
     * JSON values of {@code raw} at their indices (chapters that could not be read, written back
     * as they were).
     */
    static String write(RecordCollection c, java.util.SortedMap<Integer, String> raw) {
        RecordWriter w = new RecordWriter();
        w.out.append("{");
        w.field(1, Keys.FORMAT).append(JsonText.quote(RecordJson.COLLECTION_FORMAT));
        w.field(1, Keys.VERSION).append(JsonText.quote(RecordJson.VERSION));
        if (!c.titleText().isAbsent()) {
            JsonText.localText(w.field(1, Keys.TITLE), c.titleText());
        }
        w.field(1, Keys.CHAPTERS).append('[');
        java.util.List<Object> items = new java.util.ArrayList<>(c.chapters());
        for (java.util.Map.Entry<Integer, String> e : raw.entrySet()) {
            items.add(Math.min(e.getKey(), items.size()), e.getValue());
        }
        for (int i = 0; i < items.size(); i++) {
            w.out.append(i == 0 ? "\n" : ",\n");
            w.indent(2);
            if (items.get(i) instanceof String verbatim) {
                JsonText.inline(w.out, JsonText.parseValue(verbatim));
                continue;
            }
            w.out.append('{');
            w.first = true;
            w.body((GameRecord) items.get(i), 3);
            w.out.append('\n');
            w.indent(2).append('}');
            w.first = false;
        }
        if (!items.isEmpty()) {
            w.out.append('\n');
            w.indent(1);
        }
        w.out.append(']');
        w.extensions(1, c.extensions(), Keys.COLLECTION_FIELDS);
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
        field(level, Keys.GAME).append(JsonText.quote(r.gameId()));
        if (!r.rules().isEmpty()) {
            field(level, Keys.RULES);
            inlineStrings(r.rules().asMap());
        }
        meta(r.meta(), level);
        if (!r.setup().isEmpty()) {
            field(level, Keys.SETUP).append(JsonText.quote(r.setup()));
        }
        r.problem().ifPresent(p -> problem(p, level));
        r.solution().ifPresent(s -> solution(s, level));
        MoveTree tree = r.tree();
        if (!tree.root().data().hasNoAnnotation()) {
            field(level, Keys.START);
            new MoveWriter(out).nodeInline(tree.root(), false);
            out.append('}');
        }
        field(level, Keys.MOVES);
        new MoveWriter(out).moves(tree, level);
        extensions(level, r.extensions(), Keys.RECORD_FIELDS);
    }

    private void meta(Metadata m, int level) {
        boolean any = !m.titleText().isAbsent() || !m.event().isEmpty() || !m.site().isEmpty() || !m.date().isEmpty()
                || !m.round().isEmpty() || !m.players().isEmpty() || !m.result().isEmpty() || !m.annotator().isEmpty()
                || !m.sourceText().isAbsent() || !m.tags().isEmpty() || !m.language().isEmpty() || m.origin().isPresent()
                || !m.extensions().isEmpty();
        if (!any) {
            return;
        }
        field(level, Keys.META).append('{');
        first = true;
        text(level + 1, Keys.TITLE, m.titleText());
        text(level + 1, Keys.EVENT, m.event());
        text(level + 1, Keys.SITE, m.site());
        text(level + 1, Keys.DATE, m.date());
        text(level + 1, Keys.ROUND, m.round());
        if (!m.players().isEmpty()) {
            field(level + 1, Keys.PLAYERS).append('{');
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
        text(level + 1, Keys.RESULT, m.result());
        text(level + 1, Keys.ANNOTATOR, m.annotator());
        text(level + 1, Keys.SOURCE, m.sourceText());
        if (!m.tags().isEmpty()) {
            field(level + 1, Keys.TAGS).append('[');
            for (int i = 0; i < m.tags().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                JsonText.quote(out, m.tags().get(i));
            }
            out.append(']');
        }
        text(level + 1, Keys.LANGUAGE, m.language());
        m.origin().ifPresent(o -> {
            field(level + 1, Keys.ORIGIN).append("{\"file\": ");
            JsonText.quote(out, o.file());
            if (o.chapter() > 0) {
                out.append(", \"chapter\": ").append(o.chapter());
            }
            out.append(", \"ply\": ").append(o.ply()).append('}');
        });
        extensions(level + 1, m.extensions(), Keys.META_FIELDS);
        out.append('\n');
        indent(level).append('}');
        first = false;
    }

    private void text(int level, String key, String value) {
        if (!value.isEmpty()) {
            field(level, key).append(JsonText.quote(value));
        }
    }

    private void text(int level, String key, org.parlour.tree.LocalText value) {
        if (!value.isAbsent()) {
            JsonText.localText(field(level, key), value);
        }
    }

    private void problem(ProblemSpec p, int level) {
        field(level, Keys.PROBLEM).append('{');
        first = true;
        field(level + 1, Keys.SEAT).append(JsonText.quote(String.valueOf(p.seat().letter())));
        field(level + 1, Keys.GOAL).append(JsonText.quote(p.goal()));
        if (!p.goalParams().isEmpty()) {
            field(level + 1, Keys.PARAMS);
            inlineStrings(p.goalParams());
        }
        field(level + 1, Keys.MOVES).append(p.moves());
        field(level + 1, Keys.DEFENCE).append(JsonText.quote(p.defence().name().toLowerCase(java.util.Locale.ROOT)));
        text(level + 1, Keys.STATEMENT, p.statementText());
        if (!p.themes().isEmpty()) {
            field(level + 1, Keys.THEMES).append('[');
            for (int i = 0; i < p.themes().size(); i++) {
                out.append(i == 0 ? "" : ", ");
                JsonText.quote(out, p.themes().get(i));
            }
            out.append(']');
        }
        p.rating().ifPresent(v -> field(level + 1, Keys.RATING).append(number(v)));
        p.rd().ifPresent(v -> field(level + 1, Keys.RD).append(number(v)));
        extensions(level + 1, p.extensions(), Keys.PROBLEM_FIELDS);
        out.append('\n');
        indent(level).append('}');
        first = false;
    }

    /** A finite number as JSON: whole numbers without a point ({@code 1500}), others as short as they read back ({@code 1512.5}). */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toPlainString();
    }

    private void solution(SolutionSummary s, int level) {
        field(level, Keys.SOLUTION).append('{');
        first = true;
        field(level + 1, Keys.VERDICT).append(JsonText.quote(s.verdict()));
        if (!s.keyNodeIds().isEmpty()) {
            field(level + 1, Keys.KEYS).append('[');
            for (int i = 0; i < s.keyNodeIds().size(); i++) {
                out.append(i == 0 ? "" : ", ").append(s.keyNodeIds().get(i));
            }
            out.append(']');
        }
        if (!s.details().isEmpty()) {
            field(level + 1, Keys.DETAILS);
            inlineStrings(s.details());
        }
        extensions(level + 1, s.extensions(), Keys.SOLUTION_FIELDS);
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
                throw new IllegalArgumentException(Messages.tr("json.extensionClash", e.getKey()));
            }
            field(level, e.getKey());
            JsonText.inline(out, JsonText.parseValue(e.getValue()));
        }
    }
}
