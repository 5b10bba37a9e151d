package org.parlour.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.concurrent.Service;
import javafx.concurrent.Task;

/**
 * What a view computes from a record's tree shape (the move list's rows, the tree view's layout):
 * O(n) work that an edit of a large record should not do on the FX thread. Each request names a
 * key (the tree's {@link org.parlour.tree.MoveTree#shapeToken} plus whatever else the value
 * depends on, such as the folds). A value already made for that key is applied at once, so
 * annotation edits (which keep the shape) and undo/redo back to a recent shape cost nothing;
 * otherwise the value is computed on the FX thread for a tree of at most {@code backgroundAbove}
 * nodes, and above that on a background thread ({@link Service}), the newest request winning:
 * the view keeps showing the previous value until the new one is applied. FX thread only.
 *
 * @param <V> the computed value; it must not refer to mutable state (it is built off the FX thread)
 */
public final class ShapeWork<V> {
    /** Trees above this many nodes are worked on off the FX thread (at this size rows and layout take about 25 ms: EditorBench scaled). */
    public static final int BACKGROUND_ABOVE = 20_000;

    private final int backgroundAbove;
    private final Consumer<V> apply;
    private final Map<Object, V> done;
    private Object shown;
    private Object pending;
    private Supplier<V> job;
    /**
     * One thread for the shape work of every view (move-list rows, tree layout): on a 2-core
     * machine, two such jobs side by side after each edit of a huge record left no core for the
     * window (docs/benchmarks.md, "The app"). A job cancelled before it starts is skipped.
     */
    private static final java.util.concurrent.ExecutorService SHAPE_THREAD =
            java.util.concurrent.Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "parlour-shape");
                t.setDaemon(true);
                return t;
            });

    private final Service<V> service = new Service<>() {
        @Override
        protected Task<V> createTask() {
            Supplier<V> work = job;
            return new Task<>() {
                @Override
                protected V call() {
                    return work.get();
                }
            };
        }
    };

    /**
     * @param keep            how many values to keep (the newest ones)
     * @param backgroundAbove tree size above which the work goes off the FX thread
     * @param apply           shows a value in the view (called on the FX thread)
     */
    public ShapeWork(int keep, int backgroundAbove, Consumer<V> apply) {
        this.backgroundAbove = backgroundAbove;
        this.apply = apply;
        this.done = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Object, V> e) {
                return size() > keep;
            }
        };
        service.setExecutor(SHAPE_THREAD);
        service.setOnSucceeded(e -> {
            Object key = pending;
            pending = null;
            V value = service.getValue();
            if (key != null && value != null) {
                done.put(key, value);
                show(key, value);
            }
        });
        service.setOnFailed(e -> pending = null);
    }

    /**
     * Asks for the value of {@code key}, computed by {@code compute} if it is not known yet.
     *
     * @param size the tree's node count: decides between the FX thread and a background thread
     * @return true when the value is shown on return; false when it comes later
     */
    public boolean request(Object key, int size, Supplier<V> compute) {
        Objects.requireNonNull(key);
        if (key.equals(shown)) {
            cancel();
            return true;
        }
        V known = done.get(key);
        if (known != null) {
            cancel();
            show(key, known);
            return true;
        }
        if (size <= backgroundAbove) {
            cancel();
            V v = compute.get();
            done.put(key, v);
            show(key, v);
            return true;
        }
        if (key.equals(pending)) {
            return false;
        }
        pending = key;
        job = compute;
        service.restart();
        return false;
    }

    /** True while a background computation is on its way. */
    public boolean isPending() {
        return pending != null;
    }

    /** Forgets every value (another record was opened). */
    public void clear() {
        cancel();
        done.clear();
        shown = null;
    }

    private void cancel() {
        if (pending != null) {
            pending = null;
            service.cancel();
        }
    }

    private void show(Object key, V value) {
        shown = key;
        apply.accept(value);
    }
}
