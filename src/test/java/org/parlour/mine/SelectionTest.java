package org.parlour.mine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which of a position's sound problems the miner keeps by default ({@link Selection}). */
class SelectionTest {
    private static Selection.Candidate c(String goal, String key, int n, double rating, int order) {
        return new Selection.Candidate(null, goal, goal.contains("cell="), key, n, rating, order);
    }

    /** What the picks of a test left out, summed. */
    private MineResult.LeftOut counts = MineResult.LeftOut.NONE;

    private List<Selection.Candidate> pick(List<Selection.Candidate> found, List<Selection.Candidate> parent,
                                           List<Selection.Candidate> grand) {
        Selection.Picked p = Selection.pick(found, 20, parent, grand);
        counts = counts.plus(p.leftOut());
        return p.kept();
    }

    @Test
    void oneAPositionTheLongestThenAGoalWithoutACellThenTheHigherRating() {
        Selection.Candidate revolution1 = c("revolution", "b4_a3", 1, 1100, 1);
        Selection.Candidate free1 = c("free-prisoners", "b4_a3", 1, 1050, 0);
        Selection.Candidate capture1 = c("capture cell=c3", "b4xc3", 1, 1300, 2);
        Selection.Candidate capture2 = c("capture cell=e3", "f4-f3", 2, 1200, 3);
        assertThat(pick(List.of(free1, revolution1, capture1, capture2), List.of(), List.of())).containsExactly(capture2);
        assertThat(pick(List.of(free1, revolution1, capture1), List.of(), List.of())).containsExactly(revolution1);
        Selection.Candidate free1Same = c("free-prisoners", "b4_a3", 1, 1100, 0);
        assertThat(pick(List.of(free1Same, revolution1), List.of(), List.of())).containsExactly(free1Same);
        assertThat(counts.samePosition()).isEqualTo(3 + 2 + 1);
        assertThat(pick(List.of(), List.of(), List.of())).isEmpty();
    }

    @Test
    void aKeyThatIsTheOnlyLegalMoveKeepsNothing() {
        Selection.Picked p = Selection.pick(List.of(c("win", "a1-a2", 1, 900, 0), c("capture cell=a2", "a1-a2", 1, 900, 1)), 1,
                List.of(), List.of());
        assertThat(p.kept()).isEmpty();
        assertThat(p.leftOut()).isEqualTo(new MineResult.LeftOut(2, 0, 0));
    }

    @Test
    void aRepeatOfOneFoundAPlyOrTwoBeforeIsLeftOut() {
        Selection.Candidate c3 = c("capture cell=c3", "b4xc3", 1, 1000, 0);
        // the same target, whatever the key (the threat left standing, or the recapture there)
        assertThat(pick(List.of(c("capture cell=c3", "d4xc3", 1, 1000, 0)), List.of(), List.of(c3))).isEmpty();
        assertThat(pick(List.of(c("capture cell=c3", "d4xc3", 1, 1000, 0)), List.of(c3), List.of())).isEmpty();
        // a goal without a cell repeats only with the same key
        Selection.Candidate rev = c("revolution", "b4_a3", 2, 1000, 0);
        assertThat(pick(List.of(c("revolution", "b4_a3", 1, 1000, 0)), List.of(), List.of(rev))).isEmpty();
        Selection.Candidate other = c("revolution", "e4_e3", 1, 1000, 0);
        assertThat(pick(List.of(other), List.of(), List.of(rev))).containsExactly(other);
        assertThat(counts.repeats()).isEqualTo(3);
        // a repeat leaves the position's other problems their chance
        Selection.Candidate e3 = c("capture cell=e3", "f4xe3", 1, 900, 1);
        assertThat(pick(List.of(c("capture cell=c3", "b4xc3", 1, 1000, 0), e3), List.of(), List.of(c3))).containsExactly(e3);
        assertThat(counts.samePosition()).isZero();
    }
}
