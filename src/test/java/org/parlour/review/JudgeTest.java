package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.solver.Limits;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.study.TakeAway;
import org.parlour.tree.Node;

/** The one judge: one set of thresholds, proofs before the heuristic, one verdict for every mode. */
class JudgeTest {
    @Test
    void theSameLossGetsTheSameMarkWhereverTheScoresStand() {
        // issue 29: "+2.00 against +0.00" was ?? and "-2.00 against -4.00" ?! (drops in winning chance)
        for (String id : List.of("agora", "tournament", "conspirateurs")) {
            Thresholds th = Thresholds.forGame(id);
            for (int loss = 0; loss <= 4000; loss += 20) {
                Judge.Mark even = th.mark(Thresholds.loss(loss, 0));
                assertThat(th.mark(Thresholds.loss(-loss, -2 * loss))).as("%s, loss %d", id, loss).isEqualTo(even);
                assertThat(th.mark(Thresholds.loss(3000 + loss, 3000))).as("%s, loss %d", id, loss).isEqualTo(even);
            }
            assertThat(th.mark(th.blunder())).isEqualTo(Judge.Mark.BLUNDER);
            assertThat(th.mark(th.blunder() - 1)).isEqualTo(Judge.Mark.MISTAKE);
            assertThat(th.mark(th.inaccuracy() - 1)).isEqualTo(Judge.Mark.GOOD);
        }
        assertThat(Thresholds.forGame("agora").mark(200)).isEqualTo(Judge.Mark.BLUNDER);
    }

    @Test
    void anAgoraPieceLostGetsOneMarkWhetherCapturedOrTakenPrisoner() {
        // a piece captured loses 200 (a free piece, and a prisoner for the other side), one taken
        // prisoner 160: ?? began at 186, so a search one ply deeper changed 20. d2-d1 of Agora
        // game 1 from ?? (200) to ? (160)
        Thresholds agora = Thresholds.forGame("agora");
        assertThat(agora.mark(160)).isEqualTo(Judge.Mark.BLUNDER).isEqualTo(agora.mark(200));
        assertThat(List.of(agora.inaccuracy(), agora.mistake(), agora.blunder())).containsExactly(60, 122, 150);
        assertThat(agora.mark(120)).as("less than a piece").isEqualTo(Judge.Mark.INACCURACY);
    }

    @Test
    void aProvedMissedWinIsABlunderAtEveryDepth() {
        // 6 w: 1. t2 wins (leaves 4); 1. t1 leaves 5 and Black wins. Take-away has no heuristic.
        for (int depth = 1; depth <= 6; depth++) {
            ReviewOptions o = new ReviewOptions(depth, Duration.ZERO, 4, 100_000, Thresholds.forGame("takeaway"));
            Judge.Verdict<Integer> v = new Judge<>(TakeAway.GAME, o).judge(new TakeAway.Pos(6, Seat.WHITE), 1, new AtomicBoolean());
            assertThat(v.mark()).as("depth %d", depth).isEqualTo(Judge.Mark.BLUNDER);
            assertThat(v.proved()).isTrue();
            assertThat(v.best()).isEqualTo(2);
            assertThat(v.fact().orElseThrow().kind()).isEqualTo(Judge.Fact.Kind.MISSED_WIN);
            Judge.Verdict<Integer> key = new Judge<>(TakeAway.GAME, o).judge(new TakeAway.Pos(6, Seat.WHITE), 2, new AtomicBoolean());
            assertThat(key.mark().isMistake()).isFalse();
            assertThat(key.proved()).isTrue();
        }
    }

    /**
     * One voice: on every move of a sample game the review's glyph, guess the move's finding and
     * the judge's own verdict agree (issue 29: guess the move called moves "as good" that the
     * review marked ??).
     */
    @Test
    void reviewGuessAndJudgeGiveOneVerdict() throws IOException {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        @SuppressWarnings("unchecked")
        Game<Object, Object> game = (Game<Object, Object>) Games.byId(r.gameId()).create(r.rules());
        ReviewOptions o = ReviewOptions.defaults("agora").withDepth(2).withMoveTime(Duration.ZERO);
        List<Node> main = r.tree().mainLine();
        Review review = Reviewer.review(game, r, main.get(main.size() - 1).id(), o, p -> { }, new AtomicBoolean());
        Replay<Object, Object> replay = Replay.of(game, r);
        Judge<Object, Object> judge = new Judge<>(game, o);
        int marked = 0;
        for (MoveReview m : review.moves()) {
            Object before = replay.position(r.tree().node(m.nodeId()).parentId().orElseThrow());
            Object move = replay.move(m.nodeId());
            Judge.Verdict<Object> v = judge.judge(before, move, new AtomicBoolean());
            assertThat(v.mark()).as(m.played()).isEqualTo(m.mark());
            assertThat(v.mark().nag()).as(m.played()).isEqualTo(m.glyph());
            GuessJudge.Judgement g = GuessJudge.judge(game, before, move, move, o.depth(), Limits.none(), o.thresholds(),
                    new AtomicBoolean());
            assertThat(g.finding()).as(m.played())
                    .isEqualTo(m.glyph().isPresent() ? GuessJudge.Finding.WORSE : GuessJudge.Finding.AS_GOOD);
            marked += m.glyph().isPresent() ? 1 : 0;
        }
        assertThat(marked).as("the sample has mistakes to agree on").isPositive();
    }

    /**
     * A proved win handed over does not come and go with the depth: 110... l12-m12 of
     * Conspirateurs game 1 hands White a forced win that another move avoids. With the analysis'
     * best and five more moves tried, the proof was found at depth 2 (the best, another move,
     * avoids it) and not at depth 1 (the best was the move played, and none of the next five
     * avoided it): ?? at one depth, unmarked at the other.
     */
    @Test
    void aWinHandedOverIsProvedAtEveryDepth() throws IOException {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/conspirateurs/game-1.json")).value();
        @SuppressWarnings("unchecked")
        Game<Object, Object> game = (Game<Object, Object>) Games.byId(r.gameId()).create(r.rules());
        Replay<Object, Object> replay = Replay.of(game, r);
        Node node = r.tree().mainLine().stream().filter(n -> n.ply() == 220).findFirst().orElseThrow();
        assertThat(node.move()).isEqualTo("l12-m12");
        Object before = replay.position(node.parentId().orElseThrow());
        Object move = replay.move(node.id());
        for (int depth = 1; depth <= 2; depth++) {
            ReviewOptions o = ReviewOptions.defaults("conspirateurs").withDepth(depth).withMoveTime(Duration.ZERO);
            Judge.Verdict<Object> v = new Judge<>(game, o).judge(before, move, new AtomicBoolean());
            assertThat(v.mark()).as("depth %d", depth).isEqualTo(Judge.Mark.BLUNDER);
            assertThat(v.proved()).as("depth %d", depth).isTrue();
            assertThat(v.fact().orElseThrow().kind()).isEqualTo(Judge.Fact.Kind.ALLOWED_WIN);
            assertThat(v.best()).isNotEqualTo(move);
        }
    }

    /**
     * Conspirateurs' proofs get a budget of their own: this win in 3 (from self-play, issue 29 (b))
     * leaves White's men 56 defences at each of Black's moves and costs the solver 6,592 nodes, so
     * with 5,000 nodes a question the judge left it unknown and judged 1. c2-d2 by the heuristic
     * alone. With {@link ReviewOptions#defaultProofNodes} the miss is a proved ?? and the judge's
     * best move is the key, the same budget for both (one voice).
     */
    @Test
    void aConspirateursWinInThreeAgainstManyDefencesIsProved() {
        @SuppressWarnings("unchecked")
        Game<Object, Object> game = (Game<Object, Object>) Games.byId("conspirateurs").create();
        Object p = game.parsePosition("WW1W1B1BW8/B15B/6B10/B5B9W/2B14/W15W/17/B7B7W/W1B13W/B15W/7B9/W15B/17"
                + "/W3B11B/17/W1W13W/WB1B1W1B1B5WW w 0,0");
        Object key = game.parseMove(p, "c2-c1");
        Object miss = game.parseMove(p, "c2-d2");
        Judge<Object, Object> judge = new Judge<>(game, ReviewOptions.defaults("conspirateurs").withMoveTime(Duration.ZERO));
        Judge.Verdict<Object> v = judge.judge(p, miss, new AtomicBoolean());
        assertThat(v.proved()).isTrue();
        assertThat(v.mark()).isEqualTo(Judge.Mark.BLUNDER);
        assertThat(v.fact().orElseThrow().kind()).isEqualTo(Judge.Fact.Kind.MISSED_WIN);
        assertThat(v.fact().orElseThrow().length()).isEqualTo(3);
        assertThat(v.best()).isEqualTo(key);
        assertThat(judge.bestMove(p, new AtomicBoolean())).contains(key);
        assertThat(judge.judge(p, key, new AtomicBoolean()).mark()).isEqualTo(Judge.Mark.BEST);
    }

    @Test
    void theEnginePlaysTheSameMoveForTheSameSeed() {
        @SuppressWarnings("unchecked")
        Game<Object, Object> agora = (Game<Object, Object>) Games.byId("agora").create();
        Object start = agora.initialPosition();
        Optional<Object> a = Engine.bestMove(agora, start, Engine.Level.CASUAL, 7);
        assertThat(a).isPresent();
        assertThat(Engine.bestMove(agora, start, Engine.Level.CASUAL, 7)).isEqualTo(a);
        assertThat(agora.legalMoves(start)).contains(a.get());
        assertThat(Engine.Level.offered("tournament")).containsExactly(Engine.Level.values());
        assertThat(Engine.Level.offered("conspirateurs")).doesNotContain(Engine.Level.EXPERT).hasSize(4);
    }
}
