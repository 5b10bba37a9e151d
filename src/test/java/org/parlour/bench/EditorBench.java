package org.parlour.bench;

import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.parlour.study.EditHistory;
import org.parlour.study.GameRecord;
import org.parlour.study.TreeEdits;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.ui.edit.TreeGraphLayout;

/**
 * The editor on a 100,000-node record (docs/benchmarks.md, "Editor"): laying out the tree view,
 * finding the nodes in one screenful, one glyph edit with its undo step, one delete and undo.
 * The record is random: a 2,000-ply main line and variations branching off at random nodes,
 * seeded, so every run measures the same tree. Moves are opaque text (no rules needed).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class EditorBench {
    private GameRecord record;
    private TreeGraphLayout layout;
    private long deep;
    private long branch;

    /** A random tree of {@code n} nodes: a main line, then variations off random nodes. */
    public static MoveTree bigTree(int n, long seed) {
        Random rnd = new Random(seed);
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, java.util.stream.IntStream.range(0, 2000)
                .mapToObj(i -> "m" + i).toList()).tree();
        long next = 0;
        while (t.size() < n) {
            long at = rnd.nextInt((int) t.nextId());
            if (!t.contains(at)) {
                continue;
            }
            int len = 1 + rnd.nextInt(40);
            List<String> line = java.util.stream.IntStream.range(0, Math.min(len, n - t.size()))
                    .mapToObj(i -> "v" + i).toList();
            MoveTree.Edited e = t.addMove(at, "x" + (next++));
            t = e.tree().addLine(e.nodeId(), line.subList(0, Math.max(0, line.size() - 1))).tree();
        }
        return t;
    }

    @Setup
    public void setup() {
        MoveTree t = bigTree(100_000, 7);
        record = GameRecord.of("bench").withTree(t);
        layout = TreeGraphLayout.of(t);
        List<Node> main = t.mainLine();
        deep = main.get(main.size() / 2).id();
        branch = t.preorder().stream().filter(Node::isFork).skip(100).findFirst().orElseThrow().childIds().get(1);
    }

    @Benchmark
    public TreeGraphLayout layoutTree() {
        return TreeGraphLayout.of(record.tree());
    }

    /** The move list's rows of the whole record (off the FX thread for a record this size). */
    @Benchmark
    public int moveRows() {
        return org.parlour.ui.study.MoveRows.of(record.tree(), java.util.Set.of()).size();
    }

    @Benchmark
    public int visibleScreenful() {
        int mid = layout.width() / 2;
        return layout.visible(mid, mid + 40, 10, 50).size();
    }

    @Benchmark
    public EditHistory glyphEditWithUndoStep() {
        EditHistory h = new EditHistory();
        TreeEdits.Change c = TreeEdits.toggleNag(record, deep, Nag.GOOD);
        h.push(c.label(), new EditHistory.State(record, deep), new EditHistory.State(c.record(), c.cursor()));
        h.undo();
        return h;
    }

    @Benchmark
    public GameRecord deleteVariationAndUndo() {
        EditHistory h = new EditHistory();
        TreeEdits.Change c = TreeEdits.delete(record, branch, branch);
        h.push(c.label(), new EditHistory.State(record, branch), new EditHistory.State(c.record(), c.cursor()));
        return h.undo().orElseThrow().record();
    }
}
