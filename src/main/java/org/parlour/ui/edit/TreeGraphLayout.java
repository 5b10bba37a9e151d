package org.parlour.ui.edit;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * Where each node of a move tree sits in the graphical tree view: column = ply, row = lane.
 * The main line is row 0; each variation takes the first row below its parent's that is free
 * from the column before its first move onwards (a greedy packing, as in Sabaki's game graph),
 * so the graph stays compact. Variations are placed in breadth order (all of the main line's,
 * earliest branch first, before any variation of a variation), so early alternatives stay near
 * the main line. Pure Java; O(n) nodes plus O(r) rows scanned per variation.
 *
 * <p>For drawing only the visible part, nodes are bucketed by column and sorted by row:
 * {@link #visible} finds the nodes in a rectangle of cells with a binary search per column.
 */
public final class TreeGraphLayout {
    private final long[] ids;
    private final int[] cols;
    private final int[] rows;
    private final int[] parents;
    private final Map<Long, Integer> index;
    private final int[][] byColumn;
    private final int width;
    private final int height;
    private final long shape;

    private TreeGraphLayout(long shape, long[] ids, int[] cols, int[] rows, int[] parents, Map<Long, Integer> index) {
        this.shape = shape;
        this.ids = ids;
        this.cols = cols;
        this.rows = rows;
        this.parents = parents;
        this.index = index;
        int w = 0;
        int h = 0;
        for (int i = 0; i < ids.length; i++) {
            w = Math.max(w, cols[i] + 1);
            h = Math.max(h, rows[i] + 1);
        }
        width = w;
        height = h;
        int[] counts = new int[w];
        for (int c : cols) {
            counts[c]++;
        }
        byColumn = new int[w][];
        for (int c = 0; c < w; c++) {
            byColumn[c] = new int[counts[c]];
        }
        int[] fill = new int[w];
        for (int i = 0; i < ids.length; i++) {
            byColumn[cols[i]][fill[cols[i]]++] = i;
        }
        for (int[] col : byColumn) {
            long[] keyed = new long[col.length];
            for (int k = 0; k < col.length; k++) {
                keyed[k] = ((long) rows[col[k]] << 32) | col[k];
            }
            Arrays.sort(keyed);
            for (int k = 0; k < col.length; k++) {
                col[k] = (int) keyed[k];
            }
        }
    }

    /** Lays out every node of {@code tree}. */
    public static TreeGraphLayout of(MoveTree tree) {
        int n = tree.size();
        long[] ids = new long[n];
        int[] cols = new int[n];
        int[] rows = new int[n];
        int[] parents = new int[n];
        Map<Long, Integer> index = new HashMap<>(n * 2);
        int[] rowEnd = {-1};
        int rowCount = 1;
        // work items: {node id, row, parent index}; a line continues along first children. Lines
        // are taken first come, first served (a queue): the main line, then its variations from
        // the earliest branch on, then theirs, so a variation off move 1 sits near the top.
        Deque<long[]> queue = new ArrayDeque<>();
        queue.addLast(new long[] {tree.rootId(), 0, -1});
        int k = 0;
        while (!queue.isEmpty()) {
            long[] item = queue.pollFirst();
            long id = item[0];
            int row = (int) item[1];
            int parent = (int) item[2];
            if (row < 0) {
                int col = cols[parent] + 1;
                row = rows[parent] + 1;
                while (row < rowCount && rowEnd[row] >= col - 1) {
                    row++;
                }
                if (row == rowCount) {
                    if (rowCount == rowEnd.length) {
                        rowEnd = Arrays.copyOf(rowEnd, rowCount * 2);
                    }
                    rowEnd[rowCount++] = -1;
                }
            }
            while (true) {
                Node node = tree.node(id);
                int col = node.ply() - tree.root().ply();
                ids[k] = id;
                cols[k] = col;
                rows[k] = row;
                parents[k] = parent;
                index.put(id, k);
                rowEnd[row] = Math.max(rowEnd[row], col);
                parent = k;
                k++;
                List<Long> cs = node.childIds();
                if (cs.isEmpty()) {
                    break;
                }
                for (int i = 1; i < cs.size(); i++) {
                    queue.addLast(new long[] {cs.get(i), -1, parent});
                }
                id = cs.get(0);
            }
        }
        return new TreeGraphLayout(tree.shapeToken(), ids, cols, rows, parents, index);
    }

    /** The {@link MoveTree#shapeToken} of the tree laid out: the layout fits every tree with that token. */
    public long shapeToken() {
        return shape;
    }

    /** The number of nodes. */
    public int size() {
        return ids.length;
    }

    /** Columns used: the longest line's plies + 1. */
    public int width() {
        return width;
    }

    /** Rows used. */
    public int height() {
        return height;
    }

    public long id(int i) {
        return ids[i];
    }

    public int column(int i) {
        return cols[i];
    }

    public int row(int i) {
        return rows[i];
    }

    /** The index of the parent, or -1 for the root. */
    public int parent(int i) {
        return parents[i];
    }

    /** The index of a node id, or -1. */
    public int indexOf(long id) {
        Integer i = index.get(id);
        return i == null ? -1 : i;
    }

    /** The indexes of the nodes in columns c0..c1 and rows r0..r1 (inclusive, clipped). */
    public List<Integer> visible(int c0, int c1, int r0, int r1) {
        List<Integer> out = new ArrayList<>();
        for (int c = Math.max(0, c0); c <= Math.min(width - 1, c1); c++) {
            int[] col = byColumn[c];
            int lo = 0;
            int hi = col.length;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (rows[col[mid]] < r0) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            for (int j = lo; j < col.length && rows[col[j]] <= r1; j++) {
                out.add(col[j]);
            }
        }
        return out;
    }

    /** The node at a cell, or -1. */
    public int at(int col, int row) {
        List<Integer> v = visible(col, col, row, row);
        return v.isEmpty() ? -1 : v.get(0);
    }
}
