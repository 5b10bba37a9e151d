package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.core.Defence;
import org.parlour.solver.Problem;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.study.TakeAway;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

class ReviewerTest {
    private static final ReviewOptions EXACT = new ReviewOptions(6, Duration.ZERO, 4, 100_000, Thresholds.forGame("takeaway"));

    /** 6 w: 1. t2 wins (leaves 4); 1. t1?? leaves 5 and Black wins. */
    private static GameRecord plantedTakeAway() {
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("t1", "t1", "t1", "t3")).tree();
        return GameRecord.of("takeaway").withSetup("6 w").withTree(t);
    }

    private static long last(GameRecord r) {
        List<Node> main = r.tree().mainLine();
        return main.get(main.size() - 1).id();
    }

    /**
     * An Agora position from a depth 1 against depth 3 match (docs/review.md): without a
     * quiescence search, at depth 4 5... a4-b4 scored 0 against 200 for 5... e3-f3, only because
     * the search after it ended in the middle of an exchange (odd-even effect); at depths 3 and 5
     * the two scored the same. The judge's quiescence search sees the exchange through: no glyph
     * at any of the three depths.
     */
    /**
     * The judge's move names with four seats name the seat where the number does not say it
     * (docs/notation.md, Move numbers): a returning player's trial read "1... @e7" for Red's drop,
     * which "1..." alone gives to any of three seats. Black, the first seat, opens each round.
     */
    @Test
    void aFourSeatMoveIsNamedWithItsSeat() {
        org.parlour.study.StudySession s = org.parlour.testing.FourSeats.conspirateurs(0);
        Object start = s.position(s.rootId());
        org.parlour.study.MoveNumbers numbers = org.parlour.study.MoveNumbers.of(s.game(), start);
        org.parlour.core.Seat second = s.game().seats().get(1);
        assertThat(second.localName()).isEqualTo("Red");
        assertThat(Reviewer.label(numbers, 2, "@e7", second)).isEqualTo("1... Red @e7");
        assertThat(Reviewer.label(numbers, 5, "@e8", s.game().seats().get(0))).isEqualTo("2. @e8");
    }

    @Test
    void aDropSeenAtOneDepthOnlyIsNoMistake() {
        GameRecord r = GameRecord.of("agora").withSetup("BBB1BB/5B/B5/4(BB)1/WW1W2/1WWW1W b")
                .withTree(MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("a4-b4")).tree());
        Game<?, ?> agora = Games.byId("agora").create(r.rules());
        for (int depth = 3; depth <= 5; depth++) {
            ReviewOptions options = ReviewOptions.defaults("agora").withDepth(depth).withMoveTime(Duration.ZERO).withProof(0, 1);
            MoveReview m = Reviewer.review(agora, r, last(r), options, p -> { }, new AtomicBoolean()).moves().get(0);
            assertThat(m.glyph()).as("depth %d: %s", depth, m).isEmpty();
        }
    }

    @Test
    void marksThePlantedBlunderAndProvesTheMissedWin() {
        GameRecord r = plantedTakeAway();
        Review review = Reviewer.review(TakeAway.GAME, r, last(r), EXACT, p -> { }, new AtomicBoolean());
        assertThat(review.moves()).hasSize(4);
        assertThat(review.cancelled()).isFalse();
        MoveReview first = review.moves().get(0);
        assertThat(first.glyph()).contains(Nag.BLUNDER);
        assertThat(first.proof()).isPresent();
        Proof p = first.proof().get();
        assertThat(p.kind()).isEqualTo(Proof.Kind.MISSED_WIN);
        assertThat(p.length()).isEqualTo(2);
        assertThat(p.key()).isEqualTo("1. t2");
        assertThat(ReviewAnnotations.comment(first))
                .isEqualTo("A win in 2 was missed: 1. t2 wins by force (proved by the exact solver).");
        // after 1. t1 Black's 1... t1 is best and wins: not a mistake
        assertThat(review.moves().get(1).glyph()).isEmpty();
        assertThat(first.evaluation().orElseThrow().value()).as("after 1. t1 Black wins in 2").isEqualTo("#-2");
        assertThat(review.moves().get(1).evaluation().orElseThrow().value()).isEqualTo("#-1");
    }

    @Test
    void writesTheBetterMoveAsAComputerMadeVariationAndKeepsAuthoredAnnotations() {
        GameRecord r = plantedTakeAway();
        long first = r.tree().mainLine().get(0).id();
        r = r.withTree(r.tree().update(first, d -> d.withNag(Nag.INTERESTING).withCommentAfter("My idea.")));
        Review review = Reviewer.review(TakeAway.GAME, r, last(r), EXACT, p -> { }, new AtomicBoolean());
        ReviewAnnotations.Applied applied = ReviewAnnotations.apply(r, review);
        GameRecord out = applied.record();
        NodeData played = out.tree().node(first).data();
        assertThat(played.moveGlyph()).as("the authored !? stays").contains(Nag.INTERESTING);
        assertThat(played.commentAfter()).isEqualTo("My idea.");
        assertThat(ReviewAnnotations.isComputerMade(played)).isFalse();
        Node better = out.tree().child(MoveTree.ROOT_ID, "t2").orElseThrow();
        assertThat(ReviewAnnotations.isComputerLine(better.data())).isTrue();
        // the authored !? stays and the review's ?? is said beside it (a new user's trial, B)
        assertThat(better.data().commentAfter()).startsWith("1. t1!? (review: ??). A win in 2 was missed");
        assertThat(out.tree().mainLine().get(0).id()).as("the main line stays first").isEqualTo(first);
        assertThat(applied.variations()).isEqualTo(1);
        // one step takes it all out again
        assertThat(ReviewAnnotations.remove(out)).isEqualTo(r);
    }

    @Test
    void anUnannotatedBlunderGetsItsGlyphAndLosesItOnRemove() throws IOException {
        GameRecord r = plantedTakeAway();
        Review review = Reviewer.review(TakeAway.GAME, r, last(r), EXACT, p -> { }, new AtomicBoolean());
        GameRecord out = ReviewAnnotations.apply(r, review).record();
        NodeData played = out.tree().mainLine().get(0).data();
        assertThat(played.moveGlyph()).contains(Nag.BLUNDER);
        assertThat(played.computerMark()).as("the review's mark").isPresent();
        // the marks survive a save and a load
        RecordJson json = new RecordJson(List.of(TakeAway.TYPE));
        GameRecord reread = json.readRecord(json.write(out), "mem").value();
        assertThat(reread).isEqualTo(out);
        assertThat(ReviewAnnotations.remove(reread)).isEqualTo(r);
        // a second review adds no second variation
        GameRecord twice = ReviewAnnotations.apply(out, review).record();
        assertThat(twice.tree().size()).isEqualTo(out.tree().size());
    }

    /**
     * 9 w: 1. t1 keeps the win, 1. t2 leaves 7 and Black wins in 2. A depth-1 analysis sees no
     * difference (Take-away has no heuristic), the solver proves the difference.
     */
    @Test
    void provesAMoveThatHandsTheWinOver() {
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("t2", "t3")).tree();
        GameRecord r = GameRecord.of("takeaway").withSetup("9 w").withTree(t);
        ReviewOptions shallow = new ReviewOptions(1, Duration.ZERO, 2, 100_000, Thresholds.forGame("takeaway"));
        Review review = Reviewer.review(TakeAway.GAME, r, last(r), shallow, p -> { }, new AtomicBoolean());
        MoveReview first = review.moves().get(0);
        assertThat(first.loss()).as("proved: a forced result lost").isEqualTo(Thresholds.FORCED);
        assertThat(first.best()).isEqualTo("1. t1");
        Proof p = first.proof().orElseThrow();
        assertThat(p.kind()).isEqualTo(Proof.Kind.ALLOWED_WIN);
        assertThat(p.length()).isEqualTo(2);
        assertThat(p.key()).isEqualTo("1... t3");
        assertThat(first.glyph()).contains(Nag.BLUNDER);
        // "it is not" read as "the win is not forced" after a move that loses in more plies: the
        // solver proves only that no win in 2 is forced there
        assertThat(ReviewAnnotations.comment(first)).endsWith("After 1. t2 the win is forced in 2: 1... t3; after 1. t1 no win in 2"
                + " is forced (both proved by the exact solver).");
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            assertThat(ReviewAnnotations.comment(first)).endsWith("Après 1. t2, le gain est forcé en 2\u00a0: 1... t3\u00a0; après 1. t1,"
                    + " aucun gain en 2 n’est forcé (les deux prouvés par le solveur exact).");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
        // the search scores both moves alike: the scores are given once, not "0.00 against 0.00"
        assertThat(first.playedScore()).contains(first.bestScore());
        assertThat(ReviewAnnotations.comment(first)).startsWith("Better: 1. t1 (the search at depth 1 scores both moves ")
                .doesNotContain(" against ");
        assertThat(first.evaluation().orElseThrow().value()).isEqualTo("#-2");
    }

    @Test
    void cancelStopsBetweenMovesAndReportsProgress() {
        GameRecord r = plantedTakeAway();
        AtomicBoolean cancel = new AtomicBoolean();
        List<ReviewProgress> seen = new ArrayList<>();
        Review review = Reviewer.review(TakeAway.GAME, r, last(r), EXACT, p -> {
            seen.add(p);
            if (p.done() == 2) {
                cancel.set(true);
            }
        }, cancel);
        assertThat(review.cancelled()).isTrue();
        assertThat(review.moves()).hasSizeLessThanOrEqualTo(2);
        assertThat(seen).extracting(ReviewProgress::total).containsOnly(4);
        assertThat(seen.get(0).done()).isZero();
    }

    /** A real game: Tournament sample 1 with its winning 211th move replaced by one that does not win. */
    @Test
    void provesAMissedWinInATournamentGame() throws IOException {
        GameRecord game = new RecordJson(Games.all()).read(Path.of("samples/tournament/game-1.json")).value();
        @SuppressWarnings("unchecked")
        Game<Object, Object> g = (Game<Object, Object>) Games.byId("tournament").create(game.rules());
        Node winning = game.tree().mainLine().get(420); // ply 421
        long parent = winning.parentId().orElseThrow();
        Object before = Replay.of(g, game).position(parent);
        Problem<Object, Object> inTwo = new Problem<>(g, before, g.toMove(before), Goal.win(g), 2, Defence.BEST);
        Object alternative = null;
        for (Object m : g.legalMoves(before)) {
            if (Solver.judge(inTwo, m, SolveOptions.defaults(), p -> { }, new AtomicBoolean()).verdict() == Verdict.DISPROVED) {
                alternative = m;
                break;
            }
        }
        assertThat(alternative).as("some move does not win in 2").isNotNull();
        MoveTree t = game.tree().delete(winning.id());
        MoveTree.Edited e = t.addMove(parent, g.formatMove(before, alternative));
        GameRecord planted = game.withTree(e.tree());
        ReviewOptions options = ReviewOptions.defaults("tournament").withMoveTime(Duration.ZERO).withDepth(4);
        Review review = Reviewer.review(g, planted, e.nodeId(), 419, options, p -> { }, new AtomicBoolean());
        assertThat(review.moves()).hasSize(3);
        MoveReview blunder = review.moves().get(2);
        assertThat(blunder.glyph()).contains(Nag.BLUNDER);
        Proof p = blunder.proof().orElseThrow();
        assertThat(p.kind()).isEqualTo(Proof.Kind.MISSED_WIN);
        assertThat(p.key()).startsWith("211. ");
        Object key = g.parseMove(before, p.move());
        assertThat(Solver.judge(inTwo, key, SolveOptions.defaults(), x -> { }, new AtomicBoolean()).verdict())
                .as("the key the review names wins").isEqualTo(Verdict.PROVED);
        GameRecord out = ReviewAnnotations.apply(planted, review).record();
        assertThat(out.tree().child(parent, p.move()).map(n -> n.data().commentAfter()))
                .hasValueSatisfying(c -> assertThat(c).contains("was missed: 211. " + p.move() + " wins by force"));
        assertThat(Optional.of(out.tree().node(e.nodeId()).data().moveGlyph().orElseThrow())).contains(Nag.BLUNDER);
    }
}
