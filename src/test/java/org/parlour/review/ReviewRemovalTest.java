package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.TakeAway;
import org.parlour.tree.ComputerMark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * Removing a review takes out what the review wrote and nothing of the user's (issue 27, D33):
 * moves and comments that continue a computer-made variation stay with the path to them, and
 * the main line is never cut.
 */
class ReviewRemovalTest {
    private static final Path D33 = Path.of("src/test/resources/org/parlour/cli/reliability/D33-reviewed-then-continued.json");
    /** {@code {"by": "review", "line": true}}. */
    private static final Optional<ComputerMark> LINE = Optional.of(ComputerMark.review().withLine(true));
    private static final RecordJson JSON = new RecordJson(Games.all());

    private static GameRecord read(Path file) throws IOException {
        return JSON.read(file).value();
    }

    @Test
    void aMoveOfTheUsersAfterTheReviewsVariationStaysWithThePathToIt() throws IOException {
        GameRecord r = read(D33);
        // 9. f2-e3 got ?! and the variation 23 b4xb5, which the user continued with 9001 a6-a5
        assertThat(r.tree().node(9001).data().commentAfter()).startsWith("MY ANALYSIS");
        ReviewAnnotations.Removal removal = ReviewAnnotations.removal(r);
        MoveTree t = removal.record().tree();
        assertThat(t.contains(9001)).as("the user's own move").isTrue();
        assertThat(t.node(9001).data()).isEqualTo(r.tree().node(9001).data());
        assertThat(t.contains(23)).as("the review's move leading to it").isTrue();
        assertThat(t.node(9001).parentId()).contains(23L);
        assertThat(t.contains(24)).as("the review's variation without user content goes").isFalse();
        assertThat(removal.kept()).isEqualTo(1);
        assertThat(t.node(9).data().moveGlyph()).as("the review's glyph goes").isEmpty();
        assertThat(t.node(9).data().computerMark()).isEmpty();
        assertThat(t.node(1).data().evaluation()).as("the review's evaluation goes").isEmpty();
        assertThat(t.mainLine()).hasSize(r.tree().mainLine().size());
        assertThat(t.node(1).data().commentAfter()).isEqualTo(r.tree().node(1).data().commentAfter());
        // a second removal changes nothing and keeps the same moves
        ReviewAnnotations.Removal again = ReviewAnnotations.removal(removal.record());
        assertThat(again.removed()).isZero();
        assertThat(again.record()).isEqualTo(removal.record());
        // once the user deletes their move, the review's move goes too
        GameRecord without = removal.record().withTree(t.delete(9001));
        assertThat(ReviewAnnotations.remove(without).tree().contains(23)).isFalse();
    }

    @Test
    void aMarkedMoveOnTheMainLineNeverCutsTheGame() throws IOException {
        // the sample without the review it stores
        GameRecord r = ReviewAnnotations.remove(read(Path.of("samples/tournament/game-1.json")));
        assertThat(ReviewAnnotations.count(r)).isZero();
        List<Node> main = r.tree().mainLine();
        assertThat(main).hasSize(425);
        // as after making a review's variation the main line: its moves carry the line mark
        MoveTree t = r.tree();
        for (int i = 196; i < 200; i++) {
            t = t.update(main.get(i).id(), d -> d.withComputerMark(LINE));
        }
        ReviewAnnotations.Removal removal = ReviewAnnotations.removal(r.withTree(t));
        assertThat(removal.record().tree().mainLine()).hasSize(425);
        assertThat(removal.record().tree().size()).isEqualTo(r.tree().size());
        assertThat(removal.kept()).isEqualTo(4);
        assertThat(removal.removed()).isZero();
    }

    /** 8 w: 1. t1 leaves 7; Black's review line of 6 plies is planted by hand as a review writes it. */
    private static GameRecord withLine(List<String> line) {
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("t1", "t1", "t1", "t1")).tree();
        long at = MoveTree.ROOT_ID;
        for (int i = 0; i < line.size(); i++) {
            NodeData d = NodeData.ofMove(line.get(i)).withComputerMark(LINE);
            if (i == 0) {
                String evidence = "Better: 1. t2.";
                d = d.withCommentAfter(evidence).withComputerMark(Optional.of(LINE.get().withComment(Optional.of(ReviewAnnotations.checksum(evidence)))));
            }
            MoveTree.Edited e = t.addMove(at, d);
            t = e.tree();
            at = e.nodeId();
        }
        return GameRecord.of("takeaway").withSetup("20 w").withTree(t);
    }

    private static List<Long> line(GameRecord r) {
        Node first = r.tree().child(MoveTree.ROOT_ID, "t2").orElseThrow();
        return r.tree().line(first.id()).stream().map(Node::id).toList();
    }

    @Test
    void aBranchOfTheUsersInsideTheLineKeepsTheLineDownToIt() {
        GameRecord r = withLine(List.of("t2", "t1", "t3", "t2", "t1", "t1"));
        List<Long> ids = line(r);
        // the user adds 2... t2 as an alternative to the review's 2... t3 (below the line's 2nd move)
        GameRecord edited = r.withTree(r.tree().addMove(ids.get(1), "t2").tree());
        ReviewAnnotations.Removal removal = ReviewAnnotations.removal(edited);
        MoveTree t = removal.record().tree();
        assertThat(t.contains(ids.get(0))).isTrue();
        assertThat(t.contains(ids.get(1))).isTrue();
        assertThat(t.child(ids.get(1), "t2")).isPresent();
        assertThat(ids.subList(2, 6)).noneMatch(t::contains);
        assertThat(removal.kept()).isEqualTo(2);
        assertThat(t.node(ids.get(0)).data().commentAfter()).as("the evidence of the kept line stays").isEqualTo("Better: 1. t2.");
    }

    @Test
    void aMoveOfTheLineTheUserAnnotatedIsKept() {
        GameRecord r = withLine(List.of("t2", "t1", "t3"));
        List<Long> ids = line(r);
        // a comment on the 2nd move, a glyph on the 3rd, an edited evidence comment
        GameRecord commented = r.withTree(r.tree().update(ids.get(1), d -> d.withCommentAfter("mine")));
        assertThat(ReviewAnnotations.remove(commented).tree().contains(ids.get(1))).isTrue();
        assertThat(ReviewAnnotations.remove(commented).tree().contains(ids.get(2))).isFalse();
        GameRecord glyph = r.withTree(r.tree().update(ids.get(2), d -> d.withNag(Nag.GOOD)));
        assertThat(ReviewAnnotations.remove(glyph).tree().node(ids.get(2)).data().moveGlyph()).contains(Nag.GOOD);
        GameRecord evidence = r.withTree(r.tree().update(ids.get(0), d -> d.withCommentAfter("Better: 1. t2. I agree.")));
        assertThat(ReviewAnnotations.remove(evidence).tree().node(ids.get(0)).data().commentAfter()).endsWith("I agree.");
        Map<String, String> other = new TreeMap<>(r.tree().node(ids.get(2)).data().extensions());
        other.put("mine", "1");
        GameRecord field = r.withTree(r.tree().update(ids.get(2), d -> d.withExtensions(other)));
        assertThat(ReviewAnnotations.remove(field).tree().contains(ids.get(2))).isTrue();
        // untouched, the whole line goes and the record is as before the review
        assertThat(ReviewAnnotations.remove(r).tree().size()).isEqualTo(5);
    }

    @Test
    void aCommentOnALaterMoveOfAnOlderLineWithoutChecksumIsTheUsers() {
        GameRecord r = withLine(List.of("t2", "t1"));
        List<Long> ids = line(r);
        // as written before the checksum: the first move's evidence without "comment"
        MoveTree t = r.tree().update(ids.get(0), d -> d.withComputerMark(LINE))
                .update(ids.get(1), d -> d.withCommentAfter("mine"));
        MoveTree out = ReviewAnnotations.remove(r.withTree(t)).tree();
        assertThat(out.contains(ids.get(1))).isTrue();
        MoveTree untouched = r.tree().update(ids.get(0), d -> d.withComputerMark(LINE));
        assertThat(ReviewAnnotations.remove(r.withTree(untouched)).tree().contains(ids.get(0))).isFalse();
    }

    @Test
    void aVariationMoveReviewedInTurnKeepsItsLineMark() {
        GameRecord r = GameRecord.of("takeaway").withSetup("6 w")
                .withTree(MoveTree.empty().addLine(MoveTree.ROOT_ID, List.of("t2", "t1")).tree());
        // the review's line 1. t1?? (from 6, Black wins) as a variation, then reviewed in turn
        MoveTree t = r.tree();
        MoveTree.Edited e = t.addMove(MoveTree.ROOT_ID, NodeData.ofMove("t1").withComputerMark(LINE));
        e = e.tree().addMove(e.nodeId(), NodeData.ofMove("t1").withComputerMark(LINE));
        GameRecord withLine = r.withTree(e.tree());
        ReviewOptions exact = new ReviewOptions(6, Duration.ZERO, 4, 100_000, Thresholds.forGame("takeaway"));
        Review review = Reviewer.review(TakeAway.GAME, withLine, e.nodeId(), exact, p -> { }, new AtomicBoolean());
        GameRecord reviewed = ReviewAnnotations.apply(withLine, review).record();
        Node first = reviewed.tree().child(MoveTree.ROOT_ID, "t1").orElseThrow();
        assertThat(first.data().moveGlyph()).contains(Nag.BLUNDER);
        assertThat(ReviewAnnotations.isComputerLine(first.data())).as("still a computer-made move").isTrue();
        GameRecord removed = ReviewAnnotations.remove(reviewed);
        assertThat(removed.tree().child(MoveTree.ROOT_ID, "t1")).isEmpty();
        assertThat(removed.tree().mainLine()).extracting(n -> n.data().move()).containsExactly("t2", "t1");
    }
}
