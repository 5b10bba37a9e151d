package org.parlour.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.Node;

class AnalyzerTest {
    private static final TicTacToe G = TicTacToe.GAME;

    private static Analysis<Integer> analyse(String position, int depth) {
        return new Analyzer<>(G, depth, Limits.none()).analyse(G.parsePosition(position), p -> { }, new AtomicBoolean());
    }

    @Test
    void findsTheWinInOneAndCallsItDecisive() {
        Analysis<Integer> a = analyse("X.X/.O./O.. w", 4);
        assertThat(a.best().map(TicTacToe::cell)).contains("b3");
        assertThat(a.isDecisive()).isTrue();
        assertThat(a.pliesToEnd()).isEqualTo(1);
        assertThat(a.score()).isPositive();
    }

    @Test
    void blocksTheOnlyThreatAndShowsThePrincipalVariation() {
        Analysis<Integer> a = analyse("X.O/.X./..O w", 3);
        assertThat(a.best().map(TicTacToe::cell)).contains("c2");
        assertThat(a.pv()).hasSizeGreaterThanOrEqualTo(2);
        assertThat(a.pv().get(0)).isEqualTo(a.best().orElseThrow());
    }

    @Test
    void theStartPositionIsADrawWithPerfectPlay() {
        Analysis<Integer> a = analyse(".../.../... w", 9);
        assertThat(a.score()).isZero();
        assertThat(a.depth()).isEqualTo(9);
    }

    @Test
    void cancelledAnalysisStillNamesALegalMove() {
        Analysis<Integer> a = new Analyzer<>(G, 9, Limits.none())
                .analyse(G.initialPosition(), p -> { }, new AtomicBoolean(true));
        assertThat(a.stop()).isEqualTo(StopReason.CANCELLED);
        assertThat(a.best()).isPresent();
        assertThat(a.depth()).isZero();
    }

    /**
     * The transposition table, the principal variation search and the killer and history order
     * (2026-12-05) save nodes and change no value: on positions of an Agora and a Tournament sample
     * game the score at every depth 1-3 is the one a plain alpha-beta search (the analysis before
     * them: same quiescence, no table, the game's move order) finds, and the best move scores it
     * too. The judge's marks are read from these scores, so they do not move either.
     */
    @Test
    void theTableAndTheMoveOrderChangeNoScore() throws IOException {
        int compared = 0;
        for (String file : List.of("samples/agora/game-2.json", "samples/tournament/game-1.json")) {
            GameRecord r = new RecordJson(Games.all()).read(Path.of(file)).value();
            @SuppressWarnings("unchecked")
            Game<Object, Object> game = (Game<Object, Object>) Games.byId(r.gameId()).create(r.rules());
            Replay<Object, Object> replay = Replay.of(game, r);
            List<Node> main = r.tree().mainLine();
            for (int i = 1; i < main.size(); i += file.contains("agora") ? 3 : 37) {
                Object position = replay.position(main.get(i).parentId().orElseThrow());
                if (game.outcome(position).isPresent()) {
                    continue;
                }
                for (int depth = 1; depth <= 3; depth++) {
                    Analysis<Object> a = new Analyzer<>(game, depth, Limits.none())
                            .analyse(position, p -> { }, new AtomicBoolean());
                    Plain<Object, Object> plain = new Plain<>(game, game.toMove(position));
                    int expected = plain.search(position, depth, 0, -Integer.MAX_VALUE / 2, Integer.MAX_VALUE / 2);
                    assertThat(a.score()).as("%s ply %d depth %d", file, i, depth).isEqualTo(expected);
                    Object after = game.play(position, a.best().orElseThrow());
                    assertThat(plain.search(after, depth - 1, 1, -Integer.MAX_VALUE / 2, Integer.MAX_VALUE / 2))
                            .as("%s ply %d depth %d: the best move's score", file, i, depth).isEqualTo(expected);
                    compared++;
                }
            }
        }
        assertThat(compared).isGreaterThan(40);
    }

    /**
     * Conspirateurs' quiescence search stops after {@link Game#quiescencePlies} = 2 plies
     * (docs/decisions.md): the analysis' scores at depths 1 and 2 on positions of its sample game
     * are those of the plain search with that limit.
     */
    @Test
    void conspirateursQuiescenceStopsAfterTwoPlies() throws IOException {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/conspirateurs/game-1.json")).value();
        @SuppressWarnings("unchecked")
        Game<Object, Object> game = (Game<Object, Object>) Games.byId(r.gameId()).create(r.rules());
        assertThat(game.quiescencePlies()).isEqualTo(2);
        assertThat(Games.byId("agora").create().quiescencePlies()).isEqualTo(Analyzer.QUIESCENCE_PLIES);
        Replay<Object, Object> replay = Replay.of(game, r);
        List<Node> main = r.tree().mainLine();
        int compared = 0;
        for (int i = 61; i < main.size(); i += 40) {
            Object position = replay.position(main.get(i).parentId().orElseThrow());
            if (game.outcome(position).isPresent()) {
                continue;
            }
            for (int depth = 1; depth <= 2; depth++) {
                Analysis<Object> a = new Analyzer<>(game, depth, Limits.none()).analyse(position, p -> { }, new AtomicBoolean());
                Plain<Object, Object> plain = new Plain<>(game, game.toMove(position));
                assertThat(a.score()).as("ply %d depth %d", i, depth)
                        .isEqualTo(plain.search(position, depth, 0, -Integer.MAX_VALUE / 2, Integer.MAX_VALUE / 2));
                compared++;
            }
        }
        assertThat(compared).isGreaterThan(4);
    }

    /** Textbook fail-soft alpha-beta with the analysis' quiescence search: the reference scores. */
    private record Plain<P, M>(Game<P, M> game, Seat root) {
        int search(P position, int depth, int ply, int alpha, int beta) {
            if (game.outcome(position).isPresent()) {
                return terminal(position, ply);
            }
            if (depth == 0) {
                return quiesce(position, ply, 0, alpha, beta);
            }
            boolean max = game.toMove(position) == root;
            int best = max ? -Integer.MAX_VALUE / 2 : Integer.MAX_VALUE / 2;
            for (M m : game.legalMoves(position)) {
                int v = search(game.play(position, m), depth - 1, ply + 1, alpha, beta);
                best = max ? Math.max(best, v) : Math.min(best, v);
                if (max) {
                    alpha = Math.max(alpha, v);
                } else {
                    beta = Math.min(beta, v);
                }
                if (alpha >= beta) {
                    break;
                }
            }
            return best;
        }

        int quiesce(P position, int ply, int qply, int alpha, int beta) {
            if (game.outcome(position).isPresent()) {
                return terminal(position, ply);
            }
            int stand = game.evaluate(position, root);
            if (qply >= game.quiescencePlies()) {
                return stand;
            }
            boolean max = game.toMove(position) == root;
            if (max ? stand >= beta : stand <= alpha) {
                return stand;
            }
            if (max) {
                alpha = Math.max(alpha, stand);
            } else {
                beta = Math.min(beta, stand);
            }
            int best = stand;
            for (M m : game.legalMoves(position)) {
                if (!game.isNoisy(position, m)) {
                    continue;
                }
                int v = quiesce(game.play(position, m), ply + 1, qply + 1, alpha, beta);
                best = max ? Math.max(best, v) : Math.min(best, v);
                if (max) {
                    alpha = Math.max(alpha, v);
                } else {
                    beta = Math.min(beta, v);
                }
                if (alpha >= beta) {
                    break;
                }
            }
            return best;
        }

        int terminal(P position, int ply) {
            var o = game.outcome(position).orElseThrow();
            return o.isDraw() ? 0 : o.isWinFor(root) ? Analyzer.WIN - ply : -(Analyzer.WIN - ply);
        }
    }
}
