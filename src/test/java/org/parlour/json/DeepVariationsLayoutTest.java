package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.tree.MoveTree;

/**
 * The canonical layout does not indent variations deeper than {@link MoveWriter#MAX_INDENT}
 * levels, so a file's size does not grow with nesting depth, and the round trip stays byte-exact
 * at any depth (docs/notation.md, "Canonical form").
 */
class DeepVariationsLayoutTest {
    /**
     * A ladder of {@code depth} variations inside variations (take-away from a pile of 1,000):
     * every fork has a main move {@code t1} that ends there and a variation {@code t2} whose line
     * forks again.
     */
    static GameRecord ladder(int depth) {
        MoveTree t = MoveTree.empty();
        long at = MoveTree.ROOT_ID;
        for (int i = 0; i < depth; i++) {
            t = t.addMove(at, "t1").tree();
            MoveTree.Edited e = t.addMove(at, "t2");
            t = e.tree();
            at = e.nodeId();
        }
        return GameRecord.of("takeaway").withSetup("1000 w").withTree(t);
    }

    @Test
    void deepVariationsRoundTripByteForByteWithBoundedIndentation() throws Exception {
        for (int depth : new int[] {1, 9, 250}) {
            GameRecord r = ladder(depth);
            String text = RecordJsonTest.JSON.write(r);
            LoadResult<GameRecord> back = RecordJsonTest.JSON.readRecord(text, "deep.json");
            assertThat(back.problems()).as("depth %d", depth).isEmpty();
            assertThat(back.value()).as("depth %d", depth).isEqualTo(r);
            assertThat(RecordJsonTest.JSON.write(back.value())).as("depth %d", depth).isEqualTo(text);
            int widest = text.lines().mapToInt(l -> l.length() - l.stripLeading().length()).max().orElse(0);
            assertThat(widest).as("depth %d: most leading spaces", depth).isLessThanOrEqualTo(2 * MoveWriter.MAX_INDENT);
        }
    }

    @Test
    void fileSizePerMoveDoesNotGrowWithDepth() {
        String shallow = RecordJsonTest.JSON.write(ladder(20));
        String deep = RecordJsonTest.JSON.write(ladder(250));
        double perNodeShallow = shallow.length() / 41.0;
        double perNodeDeep = deep.length() / 501.0;
        // ids grow from 2 to 3 digits; indentation stops growing at MAX_INDENT
        assertThat(perNodeDeep).isLessThan(perNodeShallow * 1.3);
    }

    @Test
    void theSamplesKeepTheirIndentation() {
        // up to 8 levels of variations in a record (7 in a chapter) are indented as before
        String text = RecordJsonTest.JSON.write(ladder(8));
        assertThat(text).contains("\n" + "  ".repeat(18) + "{\"id\": 16, \"move\": \"t2\"");
        String chapter = RecordJsonTest.JSON.write(RecordCollection.of("", java.util.List.of(ladder(7))));
        assertThat(chapter).contains("\n" + "  ".repeat(18) + "{\"id\": 14, \"move\": \"t2\"");
    }
}
