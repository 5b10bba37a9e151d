package org.parlour.solver;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * The first moves of a problem searched side by side on several threads (root splitting). Each
 * thread is a {@link Worker} with its own {@link ProofSearch} (its own move-ordering memory; the
 * transposition table is one {@link SharedTable} for all) and a {@link Budget#fork} of the solver's budget; worker 0 is
 * the solver's own search on the calling thread. Every first move is decided exactly, whoever
 * decides it, so the answers are the same for any thread count; only the work is shared.
 * Package-private; one instance per solver run, {@link #close()}d at its end.
 */
final class FirstMoves<P, M> implements AutoCloseable {

    /** One thread's search. */
    static final class Worker<P, M> {
        final ProofSearch<P, M> search;
        final Budget budget;
        final Extras<P, M> extras;
        final AtomicBoolean abandon = new AtomicBoolean();
        volatile int current = Integer.MAX_VALUE;

        Worker(ProofSearch<P, M> search, Budget budget, Extras<P, M> extras) {
            this.search = search;
            this.budget = budget;
            this.extras = extras;
            budget.abandonWhen(abandon);
        }
    }

    private final List<Worker<P, M>> workers = new ArrayList<>();
    private final ExecutorService pool;

    FirstMoves(Problem<P, M> problem, SolveOptions options, Budget budget, TranspositionTable table, Worker<P, M> main) {
        workers.add(main);
        for (int t = 1; t < options.threads(); t++) {
            Budget fork = budget.fork();
            ProofSearch<P, M> search = new ProofSearch<>(problem, fork, options.engine(), table);
            workers.add(new Worker<>(search, fork, new Extras<>(search, fork, options, problem)));
        }
        pool = options.threads() > 1 ? Executors.newFixedThreadPool(options.threads() - 1, r -> {
            Thread t = new Thread(r, "parlour-solver");
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /**
     * {@code work} applied to every item, in item order (null where it was not needed). When a
     * result passes {@code enough}, the items after it are abandoned, so the results up to and
     * including the first such item are exactly those of a sequential pass that stops there.
     *
     * @throws Budget.Stopped when a limit or the cancel flag stopped any thread
     */
    <T, R> List<R> map(List<T> items, BiFunction<Worker<P, M>, T, R> work, Predicate<R> enough) {
        int n = items.size();
        List<R> results = new ArrayList<>(java.util.Collections.nCopies(n, null));
        java.util.concurrent.atomic.AtomicIntegerArray claimed = new java.util.concurrent.atomic.AtomicIntegerArray(n);
        AtomicInteger cutoff = new AtomicInteger(Integer.MAX_VALUE);
        List<Future<?>> running = new ArrayList<>();
        int helpers = Math.min(workers.size() - 1, Math.max(0, n - 1));
        for (int t = 1; t <= helpers; t++) {
            Worker<P, M> w = workers.get(t);
            int stripe = t;
            running.add(pool.submit(() -> loop(w, stripe, helpers + 1, items, work, enough, results, claimed, cutoff)));
        }
        RuntimeException failure = null;
        try {
            loop(workers.get(0), 0, helpers + 1, items, work, enough, results, claimed, cutoff);
        } catch (RuntimeException e) {
            failure = e;
            cutoff.set(-1);
            abandonAbove(-1);
        }
        for (Future<?> f : running) {
            try {
                f.get();
            } catch (ExecutionException e) {
                Throwable cause = e.getCause();
                if (failure == null || failure instanceof Budget.Abandoned) {
                    failure = cause instanceof RuntimeException r ? r : new IllegalStateException(cause);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                failure = new Budget.Stopped(StopReason.CANCELLED);
            }
        }
        if (failure != null) {
            throw failure;
        }
        int last = cutoff.get();
        if (last >= 0 && last < n) {
            for (int i = last + 1; i < n; i++) {
                results.set(i, null);
            }
        }
        return results;
    }

    /**
     * One thread's work: first the items of its own stripe (item i goes to thread i mod count, so
     * a first move meets the same table at every length and phase), then any item no thread has
     * claimed yet, lowest first.
     */
    private <T, R> void loop(Worker<P, M> w, int stripe, int count, List<T> items, BiFunction<Worker<P, M>, T, R> work,
                             Predicate<R> enough, List<R> results, java.util.concurrent.atomic.AtomicIntegerArray claimed,
                             AtomicInteger cutoff) {
        try {
            for (int pass = 0; pass < 2; pass++) {
                for (int i = pass == 0 ? stripe : 0; i < items.size(); i += pass == 0 ? count : 1) {
                    if (i > cutoff.get()) {
                        break;
                    }
                    if (!claimed.compareAndSet(i, 0, 1)) {
                        continue;
                    }
                    run(w, i, items, work, enough, results, cutoff);
                }
            }
        } finally {
            w.current = Integer.MAX_VALUE;
            w.abandon.set(false);
            w.budget.flush();
        }
    }

    private <T, R> void run(Worker<P, M> w, int i, List<T> items, BiFunction<Worker<P, M>, T, R> work, Predicate<R> enough,
                            List<R> results, AtomicInteger cutoff) {
        w.current = i;
        w.abandon.set(false);
        if (i > cutoff.get()) {
            return;
        }
        try {
            R r = work.apply(w, items.get(i));
            synchronized (results) {
                results.set(i, r);
            }
            if (enough.test(r)) {
                cutoff.accumulateAndGet(i, Math::min);
                abandonAbove(cutoff.get());
            }
        } catch (Budget.Abandoned e) {
            if (i <= cutoff.get()) {
                throw new IllegalStateException("a needed first move was abandoned", e);
            }
        }
    }

    private void abandonAbove(int cutoff) {
        for (Worker<P, M> w : workers) {
            if (w.current > cutoff && w.current != Integer.MAX_VALUE) {
                w.abandon.set(true);
            }
        }
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
