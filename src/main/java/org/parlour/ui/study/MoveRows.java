package org.parlour.ui.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.parlour.export.Markdown;
import org.parlour.study.MoveNumbers;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.TreeWalk;

/**
 * The move tree as flat rows for a virtualised list, in reading order: after each move come its
 * alternatives (each a whole indented variation), then the main continuation (PGN's
 * {@code ( ... )} order). O(nodes) by {@link TreeWalk}, without recursion, so a 10,000-move record
 * is fine. A row holds no text: the list draws {@link #label} for the rows in sight only, so
 * building the rows of a 100,000-node record makes no strings, and the rows depend only on the
 * tree's shape ({@link MoveTree#shapeToken}) and the folds, not on annotations. Pure: safe to run
 * on a background thread on an immutable tree and a copy of the folds.
 */
public final class MoveRows {
    private MoveRows() {
    }

    /**
     * One row.
     *
     * @param id     the node
     * @param depth  0 on the main line, +1 per variation level
     * @param ply    plies from the start
     * @param first  true for the first move of a variation
     * @param folded true when this first move's variation is folded: its other rows are left out
     */
    public record Row(long id, int depth, int ply, boolean first, boolean folded) {
    }

    /** The rows of the session's tree with its folds; see {@link #of(MoveTree, Set)}. */
    public static List<Row> of(StudySession s) {
        return of(s.record().tree(), s.folded());
    }

    /**
     * The rows of every move of {@code tree} (the root has no row), except those inside folded
     * variations: a variation whose first move is in {@code folded} shows only that move.
     */
    public static List<Row> of(MoveTree tree, Set<Long> folded) {
        List<Row> out = new ArrayList<>(tree.size());
        TreeWalk.pgnOrder(tree, new TreeWalk.Visitor() {
            @Override
            public void move(Node n, int depth, boolean startsVariation, boolean hasVariations) {
                out.add(new Row(n.id(), depth, n.ply(), startsVariation, false));
            }

            @Override
            public boolean beginVariation(Node first, int depth) {
                if (!folded.isEmpty() && folded.contains(first.id())) {
                    out.add(new Row(first.id(), depth, first.ply(), true, true));
                    return false;
                }
                return true;
            }
        });
        return out;
    }

    /** The text of a row: move number and move, e.g. {@code 12. b1-c2} or {@code 12… c6-c5} ({@link MoveNumbers}). */
    public static String label(StudySession s, Row row) {
        return s.moveNumbers().label(row.ply(), s.moveText(row.id()));
    }

    // ---------------------------------------------------------------------------------------
    // Lines: the rows of the move list as people read it (two plies a row for two seats)

    /**
     * One row of the move list: consecutive plies of one line of play, in order (each the
     * parent of the next). On the main line ({@code depth} 0) a row is one round: up to one
     * move per seat ({@code 12. e3-d4 d6xc5}), cut short after a move that has alternatives
     * (its variations come next) and starting mid-round after them ({@code 12… d6xc5}). In a
     * variation a row runs on for a few rounds ({@link #VARIATION_PLIES}) and wraps in the view.
     *
     * @param ids    the node ids of the row's moves, at least one
     * @param ply    the ply of the first move (1 for the first move of the record)
     * @param depth  0 on the main line, +1 per variation level
     * @param opens  true when the first move starts a variation (the view writes {@code (} and a fold mark)
     * @param folded true when that variation is folded: the row holds its first move only
     * @param closes how many variations end with this row (the view writes as many {@code )})
     */
    public record Line(long[] ids, int ply, int depth, boolean opens, boolean folded, int closes) {
        public Line {
            if (ids.length == 0) {
                throw new IllegalArgumentException("a line holds at least one move");
            }
        }

        /** The number of moves in the row. */
        public int size() {
            return ids.length;
        }

        /** The first move's id. */
        public long id() {
            return ids[0];
        }

        /** The id of the {@code i}-th move (0-based). */
        public long id(int i) {
            return ids[i];
        }

        /** The last move's id. */
        public long last() {
            return ids[ids.length - 1];
        }

        /** The index of {@code id} in the row, or -1. */
        public int indexOf(long id) {
            for (int i = 0; i < ids.length; i++) {
                if (ids[i] == id) {
                    return i;
                }
            }
            return -1;
        }

        /** True when the row holds the move {@code id}. */
        public boolean contains(long id) {
            return indexOf(id) >= 0;
        }

        /** The ids as a list, for tests and reports. */
        public List<Long> idList() {
            return java.util.Arrays.stream(ids).boxed().toList();
        }

        Line closing() {
            return new Line(ids, ply, depth, opens, folded, closes + 1);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Line l && l.ply == ply && l.depth == depth && l.opens == opens && l.folded == folded
                    && l.closes == closes && java.util.Arrays.equals(l.ids, ids);
        }

        @Override
        public int hashCode() {
            return java.util.Arrays.hashCode(ids) * 31 + ply;
        }

        @Override
        public String toString() {
            return "Line" + idList() + "@" + ply + "/" + depth + (opens ? " opens" : "") + (folded ? " folded" : "")
                    + (closes > 0 ? " closes " + closes : "");
        }
    }

    /** A variation's row is cut at the first round that opens once it holds this many plies (or two rounds, for more seats). */
    public static final int VARIATION_PLIES = 6;

    /**
     * The rows of a tree, and where each row starts. Finding the row of a node walks up from the
     * node to the nearest first move of a row (at most one row's length, plus the plies of a
     * folded variation), so no map of every node is kept: a million-node record's rows cost the
     * rows and one map entry per row.
     */
    public static final class Lines {
        private static final Lines NONE = new Lines(List.of(), new LongIntMap(1));
        private final List<Line> lines;
        private final LongIntMap starts;

        private Lines(List<Line> lines, LongIntMap starts) {
            this.lines = lines;
            this.starts = starts;
        }

        /** No rows. */
        public static Lines none() {
            return NONE;
        }

        /** The rows, in reading order (unmodifiable). */
        public List<Line> list() {
            return lines;
        }

        public int size() {
            return lines.size();
        }

        public Line get(int i) {
            return lines.get(i);
        }

        /**
         * The index of the row that shows {@code id} in {@code tree} (the tree these rows were
         * made from, or a later version of it), or -1 when no row shows it (the root, a move made
         * since, or a move hidden in a folded variation: then the folded row's index is returned
         * when the walk meets it). O(row length x log n).
         */
        public int indexOf(MoveTree tree, long id) {
            if (lines.isEmpty() || !tree.contains(id)) {
                return -1;
            }
            long n = id;
            while (true) {
                int at = starts.get(n);
                if (at >= 0) {
                    Line l = lines.get(at);
                    return l.contains(id) || l.folded() ? at : -1;
                }
                Node node = tree.node(n);
                if (node.isRoot()) {
                    return -1;
                }
                n = node.parentId().orElseThrow();
            }
        }
    }

    /** The rows of the session's tree with its folds and move numbers. */
    public static Lines lines(StudySession s) {
        return lines(s.record().tree(), s.folded(), s.moveNumbers());
    }

    /**
     * The rows of every move of {@code tree} in reading order (PGN's: after a move come its
     * alternatives, each a whole indented variation, then the main continuation), leaving out
     * the inside of folded variations. O(nodes), no recursion; pure, for a background thread.
     *
     * @param folded  the first moves of folded variations
     * @param numbers the record's move numbers: where a round opens
     */
    public static Lines lines(MoveTree tree, Set<Long> folded, MoveNumbers numbers) {
        LineBuilder b = new LineBuilder(numbers, Math.max(16, tree.size() / 4));
        TreeWalk.pgnOrder(tree, new TreeWalk.Visitor() {
            @Override
            public void move(Node n, int depth, boolean startsVariation, boolean hasVariations) {
                if (startsVariation) {
                    b.start(n.id(), n.ply(), depth, true, false);
                } else {
                    b.add(n.id(), n.ply(), depth);
                }
                if (hasVariations) {
                    // its variations come next, each on rows of its own
                    b.flush();
                }
            }

            @Override
            public boolean beginVariation(Node first, int depth) {
                b.flush();
                if (!folded.isEmpty() && folded.contains(first.id())) {
                    b.start(first.id(), first.ply(), depth, true, true);
                    return false;
                }
                return true;
            }

            @Override
            public void endVariation(Node first, int depth, boolean last) {
                b.flush();
                b.close();
            }
        });
        return b.done();
    }

    /**
     * The rows of the line from the start to {@code id} only, as on the main line: for a problem
     * whose solution is hidden, nothing after {@code id} and no other variation is shown (the
     * hook for "reveal only up to this node").
     */
    public static Lines pathLines(MoveTree tree, long id, MoveNumbers numbers) {
        LineBuilder b = new LineBuilder(numbers, 16);
        for (Node n : tree.path(id)) {
            if (!n.isRoot()) {
                b.add(n.id(), n.ply(), 0);
            }
        }
        b.flush();
        return b.done();
    }

    /** Gathers the moves of the row being made. */
    private static final class LineBuilder {
        private final MoveNumbers numbers;
        private final List<Line> out;
        private final LongIntMap starts;
        private long[] ids = new long[8];
        private int size;
        private int ply;
        private int depth;
        private boolean opens;
        private boolean folded;

        LineBuilder(MoveNumbers numbers, int expected) {
            this.numbers = numbers;
            this.out = new ArrayList<>(expected);
            this.starts = new LongIntMap(expected);
        }

        void start(long id, int ply, int depth, boolean opens, boolean folded) {
            flush();
            this.ply = ply;
            this.depth = depth;
            this.opens = opens;
            this.folded = folded;
            ids[0] = id;
            size = 1;
        }

        void add(long id, int ply, int depth) {
            if (size > 0 && numbers.opensRound(ply) && (depth == 0 || size >= Math.max(VARIATION_PLIES, 2 * numbers.seats()))) {
                flush();
            }
            if (size == 0) {
                start(id, ply, depth, false, false);
                return;
            }
            if (size == ids.length) {
                ids = java.util.Arrays.copyOf(ids, size * 2);
            }
            ids[size++] = id;
        }

        void flush() {
            if (size > 0) {
                starts.put(ids[0], out.size());
                out.add(new Line(java.util.Arrays.copyOf(ids, size), ply, depth, opens, folded, 0));
                size = 0;
            }
        }

        /** The last row ends a variation. */
        void close() {
            int last = out.size() - 1;
            if (last >= 0) {
                out.set(last, out.get(last).closing());
            }
        }

        Lines done() {
            flush();
            return new Lines(java.util.Collections.unmodifiableList(out), starts);
        }
    }

    /**
     * A move as the list writes it: the move, its move glyph right after it, its position glyphs
     * after a space ({@code e3-d4!?}, {@code e3-d4! ±}).
     */
    public static String moveWithGlyphs(NodeData d) {
        StringBuilder b = new StringBuilder(d.move());
        boolean space = true;
        for (int nag : d.nags()) {
            if (Nag.isMoveGlyph(nag)) {
                b.append(Nag.symbol(nag));
            }
        }
        for (int nag : d.nags()) {
            if (!Nag.isMoveGlyph(nag)) {
                b.append(space ? " " : "").append(Nag.symbol(nag));
                space = false;
            }
        }
        return b.toString();
    }

    /** True when the move has a comment, before or after it. */
    public static boolean hasComment(NodeData d) {
        return !d.commentBefore().isBlank() || !d.commentAfter().isBlank();
    }

    /** Longest inline comment, in characters; longer ones end with an ellipsis. */
    public static final int COMMENT_CHARS = 80;

    /**
     * The first line of a move's comment (the one after the move, else the one before) as plain
     * text for an inline hint, at most {@link #COMMENT_CHARS} characters; empty without a comment.
     * The Markdown is read as the comment's renderer reads it (commonmark, {@link Markdown#parse}):
     * the words of its first block up to its first line break, every inline mark dropped the same
     * way (strong, emphasis with {@code *} or {@code _}, code, links' words), heading, quote and
     * list markers too. (Only {@code **}, {@code __} and backticks were dropped: a teacher's
     * trial read "it is *sandwiched*" beside a bold rendered as plain words.) A text nested too
     * deeply to parse has its first line as written.
     */
    public static String commentFirstLine(NodeData d) {
        // in the window's language, else the first the text has
        String after = d.commentAfterText().pick(org.parlour.core.Messages.locale(), "");
        String text = after.isBlank() ? d.commentBeforeText().pick(org.parlour.core.Messages.locale(), "") : after;
        String t = firstLine(text);
        return t.length() <= COMMENT_CHARS ? t : t.substring(0, COMMENT_CHARS - 1).stripTrailing() + "\u2026";
    }

    /** The words of the first line of {@code markdown} with its marks dropped (see {@link #commentFirstLine}). */
    static String firstLine(String markdown) {
        if (markdown.isBlank()) {
            return "";
        }
        java.util.Optional<org.commonmark.node.Node> doc = Markdown.parse(markdown);
        if (doc.isEmpty()) {
            for (String line : markdown.split("\\R")) {
                if (!line.isBlank()) {
                    return Markdown.asWritten(line);
                }
            }
            return "";
        }
        FirstLine v = new FirstLine();
        doc.get().accept(v);
        return v.text.toString().replaceAll("\\s+", " ").strip();
    }

    /** Collects the text of a commonmark document up to the end of its first line with words. */
    private static final class FirstLine extends org.commonmark.node.AbstractVisitor {
        private final StringBuilder text = new StringBuilder();
        private boolean done;

        @Override
        protected void visitChildren(org.commonmark.node.Node parent) {
            org.commonmark.node.Node n = parent.getFirstChild();
            while (n != null && !done) {
                org.commonmark.node.Node next = n.getNext();
                n.accept(this);
                if (n instanceof org.commonmark.node.Block && !text.toString().isBlank()) {
                    done = true;
                }
                n = next;
            }
        }

        private void lineBreak() {
            if (!text.toString().isBlank()) {
                done = true;
            }
        }

        private void literal(String s) {
            if (done) {
                return;
            }
            int nl = s.strip().indexOf('\n');
            text.append(nl < 0 ? s.strip() : s.strip().substring(0, nl));
            if (nl >= 0) {
                done = true;
            }
        }

        @Override
        public void visit(org.commonmark.node.Text t) {
            if (!done) {
                text.append(t.getLiteral());
            }
        }

        @Override
        public void visit(org.commonmark.node.Code c) {
            if (!done) {
                text.append(c.getLiteral());
            }
        }

        @Override
        public void visit(org.commonmark.node.HtmlInline h) {
            if (!done) {
                text.append(h.getLiteral());
            }
        }

        @Override
        public void visit(org.commonmark.node.SoftLineBreak b) {
            lineBreak();
        }

        @Override
        public void visit(org.commonmark.node.HardLineBreak b) {
            lineBreak();
        }

        @Override
        public void visit(org.commonmark.node.FencedCodeBlock c) {
            literal(c.getLiteral());
        }

        @Override
        public void visit(org.commonmark.node.IndentedCodeBlock c) {
            literal(c.getLiteral());
        }

        @Override
        public void visit(org.commonmark.node.HtmlBlock h) {
            literal(h.getLiteral());
        }
    }

    /**
     * The problem role's word for a small label in the language of the texts ({@code key},
     * {@code try}, {@code refutation}...; {@code clé}, {@code essai}, {@code réfutation}), or empty.
     */
    public static String roleWord(NodeData d) {
        return d.role().map(r -> org.parlour.core.Messages.tr("moveList.role." + r.id())).orElse("");
    }

    /**
     * The number written before the {@code i}-th move of a variation row: {@code "12."} when the
     * move opens a round, {@code "12…"} for the row's first move when it does not, else empty.
     */
    public static String numberBefore(MoveNumbers numbers, Line line, int i) {
        int ply = line.ply() + i;
        if (numbers.opensRound(ply)) {
            return numbers.number(ply) + ".";
        }
        return i == 0 ? numbers.number(ply) + MoveNumbers.ELLIPSIS : "";
    }

    /** The seat index (0-based, in turn order) of the move at {@code ply}. */
    public static int seatOf(MoveNumbers numbers, int ply) {
        return (numbers.startSeat() + ply - 1) % numbers.seats();
    }

    /**
     * A row as plain text, as the list shows it (for tests, copies and screen readers): number,
     * moves with glyphs, {@code (} and {@code )} around variations, {@code +} for a folded one,
     * {@code …} for the seats before a main-line row that starts mid-round.
     */
    public static String text(MoveNumbers numbers, java.util.function.LongFunction<NodeData> data, Line line) {
        StringBuilder b = new StringBuilder();
        if (line.opens()) {
            b.append(line.folded() ? "+(" : "(");
        }
        if (line.depth() == 0) {
            b.append(numbers.number(line.ply())).append('.');
            for (int k = 0; k < seatOf(numbers, line.ply()); k++) {
                b.append(" \u2026");
            }
            for (int i = 0; i < line.size(); i++) {
                b.append(' ').append(moveWithGlyphs(data.apply(line.id(i))));
            }
        } else {
            for (int i = 0; i < line.size(); i++) {
                String n = numberBefore(numbers, line, i);
                if (i > 0) {
                    b.append(' ');
                }
                if (!n.isEmpty()) {
                    b.append(n).append(' ');
                }
                b.append(moveWithGlyphs(data.apply(line.id(i))));
            }
            if (line.folded()) {
                b.append(" \u2026");
            }
        }
        b.append(")".repeat(line.closes()));
        return b.toString();
    }
}
