package org.parlour.ui.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.parlour.study.MoveNumbers;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.ProblemRole;
import org.parlour.ui.study.MoveRows.Line;
import org.parlour.ui.study.MoveRows.Lines;

/** The move list's rows ({@link MoveRows#lines}): two plies a row, rounds of four, variations, folds, glyphs, comments. */
class MoveRowsLinesTest {
    private MoveTree tree = MoveTree.empty();

    /** Plays {@code moves} one after the other from {@code parent}; returns the last id. */
    private long line(long parent, String... moves) {
        long at = parent;
        for (String m : moves) {
            MoveTree.Edited e = tree.addMove(at, m);
            tree = e.tree();
            at = e.nodeId();
        }
        return at;
    }

    /** The main-line node at {@code ply} (0: the root). */
    private long at(int ply) {
        return ply == 0 ? tree.rootId() : tree.mainLine().get(ply - 1).id();
    }

    private List<String> texts(Lines lines, MoveNumbers numbers) {
        return lines.list().stream()
                .map(l -> "  ".repeat(l.depth()) + MoveRows.text(numbers, id -> tree.node(id).data(), l)).toList();
    }

    private List<String> texts(MoveNumbers numbers, Set<Long> folded) {
        return texts(MoveRows.lines(tree, folded, numbers), numbers);
    }

    @Test
    void twoSeatsMakeTwoPliesARow() {
        line(tree.rootId(), "e1-e2", "d6-d5", "e2-e3", "d5-d4", "e3-d4");
        MoveNumbers two = MoveNumbers.fromFirstSeat(2);
        assertThat(texts(two, Set.of())).containsExactly("1. e1-e2 d6-d5", "2. e2-e3 d5-d4", "3. e3-d4");
        assertThat(MoveRows.lines(tree, Set.of(), two).get(1).ply()).isEqualTo(3);
    }

    @Test
    void blackFirstStartsWithAnEllipsis() {
        line(tree.rootId(), "c6-c5", "e1-e2", "c5-c4");
        MoveNumbers blackFirst = new MoveNumbers(2, 1);
        assertThat(texts(blackFirst, Set.of())).containsExactly("1. \u2026 c6-c5", "2. e1-e2 c5-c4");
    }

    @Test
    void fourSeatsMakeARowPerRound() {
        line(tree.rootId(), "@e7", "@f7", "@e8", "@e11", "@l7", "@m7");
        MoveNumbers four = MoveNumbers.fromFirstSeat(4);
        assertThat(texts(four, Set.of())).containsExactly("1. @e7 @f7 @e8 @e11", "2. @l7 @m7");
        Lines lines = MoveRows.lines(tree, Set.of(), four);
        assertThat(MoveRows.seatOf(four, lines.get(1).ply() + 1)).as("the second move of round 2 is the second seat's").isEqualTo(1);
        // a four-seat record that starts at the third seat
        MoveNumbers third = new MoveNumbers(4, 2);
        assertThat(texts(third, Set.of())).containsExactly("1. \u2026 \u2026 @e7 @f7", "2. @e8 @e11 @l7 @m7");
    }

    @Test
    void glyphsFollowTheMoveAndPositionGlyphsComeAfterASpace() {
        long a = line(tree.rootId(), "e3-d4");
        long b = line(a, "d6xc5");
        tree = tree.update(a, d -> d.withNag(Nag.INTERESTING));
        tree = tree.update(b, d -> d.withNag(Nag.GOOD).withNag(Nag.FIRST_SLIGHTLY_BETTER));
        assertThat(texts(MoveNumbers.fromFirstSeat(2), Set.of())).containsExactly("1. e3-d4!? d6xc5! " + Nag.symbol(Nag.FIRST_SLIGHTLY_BETTER));
        assertThat(MoveRows.moveWithGlyphs(tree.node(b).data())).isEqualTo("d6xc5! " + Nag.symbol(Nag.FIRST_SLIGHTLY_BETTER));
    }

    @Test
    void variationsComeAfterTheMoveTheyReplaceIndentedAndNested() {
        line(tree.rootId(), "a1", "b1", "a2", "b2", "a3");
        // instead of b1: (1… c1 2. c2 c3) with, instead of c2, (2. d2)
        long c1 = line(at(1), "c1");
        line(c1, "c2", "c3");
        long c2 = tree.node(c1).childIds().get(0);
        line(c1, "d2");
        // instead of a2: a long variation that goes on past one row
        line(at(2), "x2", "x3", "x4", "x5", "x6", "x7", "x8", "x9");
        MoveNumbers two = MoveNumbers.fromFirstSeat(2);
        assertThat(texts(two, Set.of())).containsExactly(
                "1. a1 b1",
                "  (1\u2026 c1 2. c2",
                "    (2. d2)",
                "  2\u2026 c3)",
                "2. a2",
                "  (2. x2 x3 3. x4 x5 4. x6 x7",
                "  5. x8 x9)",
                "2. \u2026 b2",
                "3. a3");
        Lines lines = MoveRows.lines(tree, Set.of(), two);
        assertThat(lines.get(1).opens()).isTrue();
        assertThat(lines.get(3).opens()).as("the continuation after a nested variation").isFalse();
        assertThat(lines.get(3).closes()).isEqualTo(1);
        assertThat(lines.get(3).depth()).isEqualTo(1);
        assertThat(lines.get(2).depth()).isEqualTo(2);
        assertThat(lines.indexOf(tree, c2)).isEqualTo(1);
        assertThat(lines.indexOf(tree, at(4))).isEqualTo(7);
        assertThat(lines.indexOf(tree, tree.rootId())).as("the root has no row").isEqualTo(-1);
        // every move has exactly one row
        assertThat(lines.list().stream().mapToInt(Line::size).sum()).isEqualTo(tree.size() - 1);
    }

    @Test
    void aVariationEndingWithItsOwnVariationClosesBoth() {
        line(tree.rootId(), "a1", "b1");
        long c1 = line(at(1), "c1");
        line(c1, "c2");
        line(c1, "d2");
        assertThat(texts(MoveNumbers.fromFirstSeat(2), Set.of())).containsExactly(
                "1. a1 b1", "  (1\u2026 c1 2. c2", "    (2. d2))");
    }

    @Test
    void aFoldedVariationShowsItsFirstMoveOnly() {
        line(tree.rootId(), "a1", "b1", "a2");
        long c1 = line(at(1), "c1");
        long inside = line(c1, "c2", "c3");
        MoveNumbers two = MoveNumbers.fromFirstSeat(2);
        assertThat(texts(two, Set.of(c1))).containsExactly("1. a1 b1", "  +(1\u2026 c1 \u2026)", "2. a2");
        Lines folded = MoveRows.lines(tree, Set.of(c1), two);
        assertThat(folded.get(1).folded()).isTrue();
        assertThat(folded.indexOf(tree, inside)).as("a move inside a fold finds the folded row").isEqualTo(1);
        assertThat(texts(two, Set.of())).containsExactly("1. a1 b1", "  (1\u2026 c1 2. c2 c3)", "2. a2");
    }

    @Test
    void commentsRolesAndTheirWords() {
        long a = line(tree.rootId(), "a1");
        tree = tree.update(a, d -> d.withCommentAfter("## The **key** idea\n\nmore text").withRole(Optional.of(ProblemRole.KEY)));
        var d = tree.node(a).data();
        assertThat(MoveRows.hasComment(d)).isTrue();
        assertThat(MoveRows.commentFirstLine(d)).isEqualTo("The key idea");
        assertThat(MoveRows.roleWord(d)).isEqualTo("key");
        long b = line(a, "b1");
        var plain = tree.node(b).data();
        assertThat(MoveRows.hasComment(plain)).isFalse();
        assertThat(MoveRows.commentFirstLine(plain)).isEmpty();
        assertThat(MoveRows.roleWord(plain)).isEmpty();
        tree = tree.update(b, x -> x.withCommentBefore("- " + "long ".repeat(40)));
        String first = MoveRows.commentFirstLine(tree.node(b).data());
        assertThat(first).hasSize(MoveRows.COMMENT_CHARS).endsWith("\u2026").startsWith("long long");
    }

    @Test
    void theInlineCommentDropsEveryMarkTheRendererReads() {
        // a teacher's trial: bold came out as words, italics stayed "*sandwiched*"
        long a = line(tree.rootId(), "a1");
        tree = tree.update(a, d -> d.withCommentAfter("It is *sandwiched*, **twice**."));
        assertThat(MoveRows.commentFirstLine(tree.node(a).data())).isEqualTo("It is sandwiched, twice.");
        assertThat(MoveRows.firstLine("It is *sandwiched* between **two** pieces.")).isEqualTo("It is sandwiched between two pieces.");
        assertThat(MoveRows.firstLine("La pièce est _pris en sandwich_ : `c4xd3` [voir](https://example.org) ***fort***"))
                .isEqualTo("La pièce est pris en sandwich : c4xd3 voir fort");
        assertThat(MoveRows.firstLine("> *Quoted* line\nsecond line")).isEqualTo("Quoted line");
        assertThat(MoveRows.firstLine("\n\n1. *first* item\n2. second")).isEqualTo("first item");
        assertThat(MoveRows.firstLine("snake_case_name and 2 * 3 * 4")).as("no emphasis there").isEqualTo("snake_case_name and 2 * 3 * 4");
        assertThat(MoveRows.firstLine("*open\nclose*")).as("emphasis over two lines: its first line").isEqualTo("open");
        assertThat(MoveRows.firstLine("```\ncode line\nmore\n```")).isEqualTo("code line");
        assertThat(MoveRows.firstLine(">".repeat(100) + " deep\nnext")).as("too deep to parse: as written").isEqualTo(">".repeat(100) + " deep");
    }

    @Test
    void pathLinesRevealOnlyTheLineToANode() {
        line(tree.rootId(), "a1", "b1", "a2", "b2");
        line(at(1), "c1", "c2");
        MoveNumbers two = MoveNumbers.fromFirstSeat(2);
        Lines upTo = MoveRows.pathLines(tree, at(3), two);
        assertThat(texts(upTo, two)).containsExactly("1. a1 b1", "2. a2");
        assertThat(MoveRows.pathLines(tree, tree.rootId(), two).size()).isZero();
    }

    @Test
    void manyRowsFindTheirMovesQuickly() {
        String[] cycle = {"a", "b", "c", "d"};
        long at = tree.rootId();
        for (int i = 0; i < 20_000; i++) {
            at = line(at, cycle[i % 4]);
        }
        Lines lines = MoveRows.lines(tree, Set.of(), MoveNumbers.fromFirstSeat(2));
        assertThat(lines.size()).isEqualTo(10_000);
        assertThat(lines.indexOf(tree, at)).isEqualTo(9_999);
        assertThat(lines.indexOf(tree, at(5_002))).isEqualTo(2_500);
    }
}
