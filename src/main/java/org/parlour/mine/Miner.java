package org.parlour.mine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Function;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;

/**
 * Mines problems from games (issue 30, docs/learning.md "Where the library comes from").
 *
 * <p>For every position of every game (main line and variations, each once) and every goal the
 * game has (rules.md §9: win, and capture, revolution, free-prisoners, throne, throw,
 * guards-ring1, shelter, shelter-man on every fitting cell or count), the solver's
 * {@code firstKey} finds the fewest own moves d &le; N that reach it against every defence. The
 * position is kept when {@code solve} at d then proves it with exactly one key (a cook is
 * dropped), with alternatives only on the last move (duals there are listed), and when the same
 * seat could not already reach the same goal in d + 1 one own move earlier in the game (the
 * problem would only be the tail of an earlier one). Each kept problem records its position,
 * stipulation, key and main line, the game it came from, its themes ({@link Themes}), a
 * starting rating ({@link Rating}) and a statement in the language of the texts. Duplicates
 * (the same position, seat, goal and N, or its image under a symmetry of the board that the rules
 * allow: {@link Symmetries}) are removed, the first kept (a copy after a mistake before others).
 *
 * <p>Unless {@link MineOptions#all()}, each game's problems are then chosen as a player would
 * want them ({@link Selection}), position by position before the duplicates are removed: none
 * where the key is the only legal move, none that repeats one found a ply or two before (the same
 * goal, and the same key or target cell), and at most one a position (the longest N, then a goal
 * without a cell, then the higher rating). With {@code all} every sound problem is kept, as the
 * library scripts mine.
 *
 * <p>Games run side by side on {@link MineOptions#threads()} threads; each game's positions run in
 * order on one thread. Cancelling keeps what was found so far.
 */
public final class Miner {
    private Miner() {
    }

    /**
     * The positions of {@code g}'s main line in the game's notation ({@code Game.formatPosition}):
     * element {@code i} is the position after {@code i} plies, so there is one more than the main
     * line's moves. For the library scripts (scripts/library) that pick positions by ply.
     *
     * @throws IllegalArgumentException when the record names a game or rules Parlour does not know,
     *                                  or a move of its main line is not legal
     */
    public static List<String> mainLinePositions(GameRecord g) {
        return mainLinePositions(Games.create(g.gameId(), g.rules()), g);
    }

    /** {@link #mainLinePositions(GameRecord)} with {@code game} (a game outside the registry, for tests). */
    public static <P, M> List<String> mainLinePositions(Game<P, M> game, GameRecord g) {
        P p = g.setup().isEmpty() ? game.initialPosition() : game.parsePosition(g.setup());
        List<String> out = new ArrayList<>();
        out.add(game.formatPosition(p));
        for (org.parlour.tree.Node n : g.tree().mainLine()) {
            p = game.play(p, game.parseMove(p, n.data().move()));
            out.add(game.formatPosition(p));
        }
        return out;
    }

    /**
     * Mines {@code sources}.
     *
     * @param progress called about twice a second and at the end, from any of the threads, one at a time
     * @param cancel   set it to stop; the problems found so far are returned
     * @throws IllegalArgumentException when a record names a game or rules Parlour does not know
     */
    public static MineResult mine(List<MineSource> sources, MineOptions options, Consumer<MineProgress> progress,
                                  AtomicBoolean cancel) {
        return mine(sources, r -> Games.create(r.gameId(), r.rules()), options, progress, cancel);
    }

    /**
     * Mines {@code sources} with the games {@code gameOf} makes for their records (a game outside
     * the registry, for tests).
     */
    public static MineResult mine(List<MineSource> sources, Function<GameRecord, Game<?, ?>> gameOf, MineOptions options,
                                  Consumer<MineProgress> progress, AtomicBoolean cancel) {
        long start = System.nanoTime();
        AtomicLong positions = new AtomicLong();
        AtomicInteger gamesDone = new AtomicInteger();
        AtomicInteger found = new AtomicInteger();
        AtomicInteger cooked = new AtomicInteger();
        AtomicInteger losing = new AtomicInteger();
        java.util.concurrent.atomic.AtomicReference<MineResult.LeftOut> leftOut = new java.util.concurrent.atomic.AtomicReference<>(
                MineResult.LeftOut.NONE);
        AtomicLong lastReport = new AtomicLong(start);
        Consumer<Boolean> report = force -> {
            long now = System.nanoTime();
            long last = lastReport.get();
            if (force || (now - last > 500_000_000L && lastReport.compareAndSet(last, now))) {
                synchronized (progress) {
                    progress.accept(new MineProgress(gamesDone.get(), sources.size(), positions.get(), found.get(),
                            (now - start) / 1_000_000));
                }
            }
        };
        List<GameMiner.Found> all = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(options.threads(), r -> {
            Thread t = new Thread(r, "parlour-mine");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<List<GameMiner.Found>>> futures = new ArrayList<>();
            for (MineSource s : sources) {
                Game<?, ?> game = gameOf.apply(s.record());
                futures.add(pool.submit(() -> {
                    if (cancel.get()) {
                        return List.<GameMiner.Found>of();
                    }
                    GameMiner<?, ?> miner = new GameMiner<>(game, s, options, cancel, () -> {
                        positions.incrementAndGet();
                        report.accept(false);
                    }, cooked, losing);
                    List<GameMiner.Found> f = miner.run();
                    leftOut.accumulateAndGet(miner.leftOut(), MineResult.LeftOut::plus);
                    gamesDone.incrementAndGet();
                    found.addAndGet(f.size());
                    report.accept(false);
                    return f;
                }));
            }
            for (Future<List<GameMiner.Found>> f : futures) {
                try {
                    all.addAll(f.get());
                } catch (ExecutionException e) {
                    if (e.getCause() instanceof RuntimeException re) {
                        throw re;
                    }
                    throw new IllegalStateException(e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    cancel.set(true);
                    break;
                }
            }
        } finally {
            pool.shutdownNow();
        }
        Map<String, GameMiner.Found> unique = new LinkedHashMap<>();
        int duplicates = 0;
        for (GameMiner.Found f : all) {
            GameMiner.Found before = unique.get(f.key());
            if (before == null) {
                unique.put(f.key(), f);
            } else {
                duplicates++;
                if (!before.afterMistake() && f.afterMistake()) {
                    // lichess-puzzler's preference: the copy that follows a mistake in its game
                    unique.put(f.key(), f);
                }
            }
        }
        List<GameRecord> problems = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (GameMiner.Found f : unique.values()) {
            if (seen.add(f.key())) {
                problems.add(f.record());
            }
        }
        found.set(problems.size());
        report.accept(true);
        return new MineResult(problems, gamesDone.get(), positions.get(), cooked.get(), duplicates, losing.get(), cancel.get(),
                (System.nanoTime() - start) / 1_000_000, leftOut.get());
    }
}
