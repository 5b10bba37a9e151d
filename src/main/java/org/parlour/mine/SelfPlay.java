package org.parlour.mine;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.Outcome;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.review.Engine;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;

/**
 * Engine-against-engine games for the miner (issue 30, {@code parlour selfplay}). Each game is
 * seeded from the run's seed and its number, so a run is the same on every machine. Openings
 * vary: the first 2 to 5 plies are uniformly random legal moves. After that each ply is the
 * sparring engine's move at a named level ({@link Engine#analyse}: the level's depth and margin for the game,
 * quiescence, the move order shuffled by the game's seed) with probability 0.85; otherwise a move
 * drawn by softmax over the game's evaluation of every move's result (temperature one piece: a
 * human-like slip that the miner then punishes). A game stops at its end or after
 * {@link #MAX_PLIES} plies (or the number given): the first plies of a longer game are those of
 * the shorter one from the same seed, so a longer run finishes the games a shorter one cut.
 */
public final class SelfPlay {
    /** The longest game by default, in plies (Agora and Tournament have no draw rule). */
    public static final int MAX_PLIES = 240;

    /** The most plies a game may be given ({@code selfplay --max-plies}). */
    public static final int MOST_PLIES = 100_000;

    private SelfPlay() {
    }

    /**
     * The level named by {@code text}: a level's name in any case ({@code beginner}, {@code casual},
     * {@code club}, {@code strong}, {@code expert}) or its number, 1 (Beginner) to 5 (Expert).
     *
     * @return empty for anything else
     */
    public static Optional<Engine.Level> level(String text) {
        String t = text.strip();
        Engine.Level[] all = Engine.Level.values();
        if (t.matches("[0-9]{1,2}")) {
            int n = Integer.parseInt(t);
            return n >= 1 && n <= all.length ? Optional.of(all[n - 1]) : Optional.empty();
        }
        for (Engine.Level l : all) {
            if (l.name().equalsIgnoreCase(t)) {
                return Optional.of(l);
            }
        }
        return Optional.empty();
    }

    /** The level's name as {@code --level} takes it: {@code club}. */
    public static String name(Engine.Level level) {
        return level.name().toLowerCase(Locale.ROOT);
    }

    /**
     * Plays {@code count} games.
     *
     * @param level    the sparring engine's level (its depth and margin for the game: {@link Engine.Level})
     * @param seed     the run's seed
     * @param progress called after each game with the number of games played
     * @param cancel   set it to stop after the current move; the games finished so far are returned
     */
    public static <P, M> List<GameRecord> play(Game<P, M> game, RuleOptions rules, int count, Engine.Level level,
                                               long seed, Consumer<Integer> progress, AtomicBoolean cancel) {
        return play(game, rules, count, level, seed, MAX_PLIES, progress, cancel);
    }

    /**
     * Plays {@code count} games of at most {@code maxPlies} plies each (the same games as
     * {@link #play(Game, RuleOptions, int, Engine.Level, long, Consumer, AtomicBoolean)} up to
     * {@link #MAX_PLIES}, continued further when they have not ended: Conspirateurs' games
     * usually need more than 240 plies to end, docs/benchmarks.md "Mining").
     *
     * @param maxPlies the longest game, 1 to {@link #MOST_PLIES}
     * @throws IllegalArgumentException for {@code maxPlies} outside 1 to {@link #MOST_PLIES}
     */
    public static <P, M> List<GameRecord> play(Game<P, M> game, RuleOptions rules, int count, Engine.Level level,
                                               long seed, int maxPlies, Consumer<Integer> progress, AtomicBoolean cancel) {
        if (maxPlies < 1 || maxPlies > MOST_PLIES) {
            throw new IllegalArgumentException("maxPlies " + maxPlies + " outside 1.." + MOST_PLIES);
        }
        List<GameRecord> out = new ArrayList<>();
        for (int i = 0; i < count && !cancel.get(); i++) {
            Optional<GameRecord> g = one(game, rules, i, level, seed, maxPlies, cancel);
            if (g.isEmpty()) {
                break;
            }
            out.add(g.get());
            progress.accept(out.size());
        }
        return out;
    }

    private static <P, M> Optional<GameRecord> one(Game<P, M> game, RuleOptions rules, int index, Engine.Level level,
                                                   long seed, int maxPlies, AtomicBoolean cancel) {
        long gameSeed = seed * 1_000_003L + index;
        Random rnd = new Random(gameSeed);
        P p = game.initialPosition();
        int opening = 2 + rnd.nextInt(4);
        MoveTree.Builder b = new MoveTree.Builder(NodeData.empty(), 128);
        long parent = MoveTree.ROOT_ID;
        for (int ply = 0; ply < maxPlies && game.outcome(p).isEmpty(); ply++) {
            if (cancel.get()) {
                return Optional.empty();
            }
            List<M> moves = game.legalMoves(p);
            if (moves.isEmpty()) {
                break;
            }
            M m;
            if (ply < opening) {
                m = moves.get(rnd.nextInt(moves.size()));
            } else if (rnd.nextDouble() < 0.85) {
                if (cancel.get()) {
                    return Optional.empty();
                }
                m = Engine.analyse(game, p, level, gameSeed, x -> { }, cancel).best().orElse(moves.get(0));
            } else {
                m = softmax(game, p, moves, rnd);
            }
            b.add(parent, ply + 1, NodeData.ofMove(game.formatMove(p, m)));
            parent = ply + 1;
            p = game.play(p, m);
        }
        Metadata meta = Metadata.empty()
                // in English and French, so a problem mined from it names it in either
                .withTitle(Statement.inEveryLanguage(() -> Messages.tr("selfplay.title", game.displayName(), index + 1)))
                .withEvent(Messages.tr("selfplay.event"))
                .withSource(Messages.tr("selfplay.source", seed, name(level)))
                .withResult(game.outcome(p).map(Outcome::text).orElse(""));
        for (Seat s : game.seats()) {
            meta = meta.withPlayer(s, Messages.tr("selfplay.player",
                    level.displayName(game.id())));
        }
        return Optional.of(new GameRecord(game.id(), rules, meta, "", b.build(), Optional.empty(), Optional.empty(),
                new TreeMap<>(Map.of())));
    }

    /** A move drawn with weight exp(value / 100) for the game's evaluation of its result, for the seat that plays it. */
    private static <P, M> M softmax(Game<P, M> game, P p, List<M> moves, Random rnd) {
        Seat seat = game.toMove(p);
        double[] w = new double[moves.size()];
        double[] v = new double[moves.size()];
        double max = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < moves.size(); i++) {
            P next = game.play(p, moves.get(i));
            Optional<Outcome> end = game.outcome(next);
            v[i] = end.isPresent() ? (end.get().isWinFor(seat) ? 10_000 : -10_000) : game.evaluate(next, seat);
            max = Math.max(max, v[i]);
        }
        double sum = 0;
        for (int i = 0; i < w.length; i++) {
            w[i] = Math.exp((v[i] - max) / 100.0);
            sum += w[i];
        }
        double r = rnd.nextDouble() * sum;
        for (int i = 0; i < w.length; i++) {
            r -= w[i];
            if (r <= 0) {
                return moves.get(i);
            }
        }
        return moves.get(moves.size() - 1);
    }
}
