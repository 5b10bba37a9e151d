package org.parlour.study;

import org.parlour.core.Defence;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.NotationException;
import org.parlour.core.Seat;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

class RecordEditsTest {
    private static final TakeAway GAME = TakeAway.GAME;

    private static GameRecord record(String setup, List<String> main) {
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, main).tree();
        return GameRecord.of("takeaway").withSetup(setup).withTree(t);
    }

    private static long id(GameRecord r, String... path) {
        return r.tree().findPath(List.of(path)).orElseThrow().id();
    }

    @Test
    void replayGivesThePositionAtEveryNode() {
        GameRecord r = record("10 w", List.of("t3", "t2", "t1"));
        Replay<TakeAway.Pos, Integer> replay = Replay.of(GAME, r);
        assertThat(replay.positionText(id(r, "t3", "t2"))).isEqualTo("5 w");
        assertThat(replay.positions(id(r, "t3", "t2", "t1")).stream().map(TakeAway.Pos::pile).toList())
                .containsExactly(10, 7, 5, 4);
        assertThat(replay.move(id(r, "t3"))).isEqualTo(3);
        assertThat(Replay.of(GAME, GameRecord.of("takeaway")).start().pile()).isEqualTo(21);
    }

    @Test
    void replayNamesTheIllegalMoveOfAnUncheckedTree() {
        GameRecord r = record("2 w", List.of("t1", "t3"));
        assertThatThrownBy(() -> Replay.of(GAME, r).position(2)).isInstanceOf(NotationException.class)
                .hasMessage("\"t3\" is not legal here (cannot take 3 from a pile of 1)");
    }

    @Test
    void checkCutsEachLineAtItsFirstIllegalMoveAndReportsIt() {
        GameRecord r = record("5 w", List.of("t3", "t1", "t2", "t1"));
        long t3 = id(r, "t3");
        r = r.withTree(r.tree().addLine(t3, List.of("t2")).tree());
        RecordEdits.Result result = RecordEdits.check(GAME, r);
        assertThat(result.problems()).hasSize(1);
        RecordProblem p = result.problems().get(0);
        assertThat(p.move()).isEqualTo("t2");
        assertThat(p.ply()).isEqualTo(3);
        assertThat(p.dropped()).as("t2 and the t1 after it").isEqualTo(2);
        assertThat(p.position()).isEqualTo("1 w");
        assertThat(p.message()).isEqualTo("\"t2\" is not legal here (cannot take 2 from a pile of 1)");
        assertThat(result.record().tree().moves(result.record().tree().mainLine().get(1).id())).containsExactly("t3", "t1");
        assertThat(result.record().tree().findPath(List.of("t3", "t2"))).as("the other line is kept").isPresent();
    }

    @Test
    void checkRewritesMovesCanonically() {
        GameRecord r = record("", List.of("1", "t2"));
        RecordEdits.Result result = RecordEdits.check(GAME, r);
        assertThat(result.isClean()).isTrue();
        assertThat(result.record().tree().mainLine().stream().map(Node::move).toList()).containsExactly("t1", "t2");
        assertThat(result.record().tree().node(1).id()).isEqualTo(1);
    }

    @Test
    void movesAfterTheEndOfTheGameAreCut() {
        RecordEdits.Result result = RecordEdits.check(GAME, record("1 b", List.of("t1", "t1")));
        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.message()).contains("the game is over: Black wins");
            assertThat(p.nodeId()).isEqualTo(2);
        });
    }

    @Test
    void replaceMoveReplaysTheContinuationAndStopsAtTheFirstIllegalMove() {
        GameRecord r = record("6 w", List.of("t1", "t3", "t2"));
        RecordEdits.Result result = RecordEdits.replaceMove(GAME, r, 1, "t2");
        assertThat(result.nodeId()).contains(1L);
        assertThat(result.record().tree().mainLine().stream().map(Node::move).toList()).containsExactly("t2", "t3");
        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.nodeId()).isEqualTo(3);
            assertThat(p.position()).isEqualTo("1 w");
            assertThat(p.describe()).contains("cut with 0 following nodes");
        });
        assertThatThrownBy(() -> RecordEdits.replaceMove(GAME, r, 1, "t9")).isInstanceOf(NotationException.class);
        assertThatThrownBy(() -> RecordEdits.replaceMove(GAME, r, MoveTree.ROOT_ID, "t1"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** The replacing move starts bare: the old glyph and comments were about a move no longer played; the same move changes nothing. */
    @Test
    void replaceMoveDropsTheOldMovesAnnotationButTheSameMoveKeepsIt() {
        GameRecord r = record("6 w", List.of("t1", "t3"));
        GameRecord annotated = r.withTree(r.tree().withData(1, r.tree().node(1).data().withNag(org.parlour.tree.Nag.GOOD)
                .withCommentAfter("takes one").withCommentBefore("now")));
        RecordEdits.Result result = RecordEdits.replaceMove(GAME, annotated, 1, "t2");
        assertThat(result.record().tree().node(1).data()).isEqualTo(org.parlour.tree.NodeData.ofMove("t2"));
        assertThat(result.record().tree().node(2).move()).as("what follows is kept").isEqualTo("t3");
        assertThat(RecordEdits.replaceMove(GAME, annotated, 1, "1").record()).as("t1 spelt 1").isEqualTo(annotated);
    }

    @Test
    void replaceMoveRefusesAMoveASiblingHas() {
        GameRecord r = record("6 w", List.of("t1"));
        GameRecord two = r.withTree(r.tree().addMove(MoveTree.ROOT_ID, "t2").tree());
        assertThatThrownBy(() -> RecordEdits.replaceMove(GAME, two, 1, "2")).hasMessageContaining("t2");
    }

    @Test
    void pasteIntoAnotherRecordChecksEveryMove() {
        GameRecord from = record("21 w", List.of("t3", "t3", "t3", "t1"));
        MoveTree clip = from.tree().copy(id(from, "t3", "t3"));
        GameRecord to = record("5 w", List.of("t1"));
        RecordEdits.Result result = RecordEdits.paste(GAME, to, id(to, "t1"), clip);
        // after t1 the pile is 4: t3 (to 1) is legal, the next t3 is not
        assertThat(result.record().tree().findPath(List.of("t1", "t3"))).isPresent();
        assertThat(result.problems()).singleElement().satisfies(p -> {
            assertThat(p.move()).isEqualTo("t3");
            assertThat(p.ply()).isEqualTo(3);
            assertThat(p.dropped()).isEqualTo(2);
        });
        RecordEdits.Result none = RecordEdits.paste(GAME, record("2 w", List.of()), MoveTree.ROOT_ID, clip);
        assertThat(none.nodeId()).isEmpty();
        assertThat(none.record().tree().size()).isEqualTo(1);
        assertThat(none.problems()).singleElement().satisfies(p -> assertThat(p.dropped()).isEqualTo(3));
    }

    @Test
    void changeStartRechecksEveryLine() {
        GameRecord r = record("", List.of("t3", "t3"));
        RecordEdits.Result result = RecordEdits.changeStart(GAME, r, "4 w");
        assertThat(result.record().setup()).isEqualTo("4 w");
        assertThat(result.record().tree().mainLine()).hasSize(1);
        assertThat(result.problems()).hasSize(1);
        assertThat(RecordEdits.changeStart(GAME, r, "21 w").record().hasStandardStart()).isTrue();
        assertThatThrownBy(() -> RecordEdits.changeStart(GAME, r, "x")).isInstanceOf(NotationException.class);
    }

    @Test
    void extractFromStartsANewRecordAtTheNode() {
        GameRecord r = record("", List.of("t3", "t2", "t1")).withMeta(Metadata.empty().withResult("win w")
                .withPlayer(Seat.WHITE, "Ada"));
        GameRecord e = RecordEdits.extractFrom(GAME, r, id(r, "t3"));
        assertThat(e.setup()).isEqualTo("18 b");
        assertThat(e.tree().mainLine().stream().map(Node::move).toList()).containsExactly("t2", "t1");
        assertThat(e.meta().result()).isEmpty();
        assertThat(e.meta().players()).containsEntry(Seat.WHITE, "Ada");
        assertThat(RecordEdits.check(GAME, e).isClean()).isTrue();
        GameRecord line = RecordEdits.extractLine(r, id(r, "t3", "t2"));
        assertThat(line.tree()).isEqualTo(r.tree());
    }

    @Test
    void recordValuesCompareByValue() {
        ProblemSpec spec = new ProblemSpec(Seat.WHITE, "capture", Map.of("cell", "c4"), 2, Defence.BEST, "White to capture on c4 in 2");
        GameRecord a = record("", List.of("t1")).withProblem(Optional.of(spec))
                .withSolution(Optional.of(new SolutionSummary("solved", List.of(1L), Map.of("solver", "pns"))));
        GameRecord b = record("", List.of("t1")).withProblem(Optional.of(spec))
                .withSolution(Optional.of(new SolutionSummary("solved", List.of(1L), Map.of("solver", "pns"))));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThatThrownBy(() -> new ProblemSpec(Seat.WHITE, "Free Prisoners", Map.of(), 1, Defence.HELP, ""))
                .hasMessageContaining("Free Prisoners");
        assertThatThrownBy(() -> Metadata.empty().withDate("29/11/2026")).hasMessageContaining("29/11/2026");
        assertThatThrownBy(() -> Metadata.empty().withResult("1-0")).hasMessageContaining("1-0");
        assertThat(Metadata.empty().withResult("win b+w").result()).isEqualTo("win b+w");
    }
}
