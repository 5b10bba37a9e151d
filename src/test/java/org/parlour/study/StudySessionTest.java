package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.core.NotationException;
import org.parlour.ui.FakeGame;
import org.parlour.ui.study.MoveRows;

/** Navigation as in Lichess and Sabaki, and merge-on-add when playing. */
class StudySessionTest {
    private final FakeGame game = new FakeGame();

    /** Main line a1-a2 c4-c3 a2-a3; alternatives b1-b2 (to a1-a2) and d4-d3 (to c4-c3). */
    private StudySession tree() {
        StudySession s = StudySession.fresh(game);
        s.playText("a1-a2");
        s.playText("c4-c3");
        s.playText("a2-a3");
        s.toStart();
        s.playText("b1-b2");
        long a1a2 = s.children(s.rootId()).get(0);
        s.goTo(a1a2);
        s.playText("d4-d3");
        s.goTo(s.children(a1a2).get(0));
        s.toStart();
        return s;
    }

    private List<String> line(StudySession s) {
        return s.shownLine().stream().skip(1).map(s::moveText).toList();
    }

    @Test
    void playingAnExistingMoveGoesToIt() {
        StudySession s = tree();
        int size = s.size();
        s.playText("a1-a2");
        assertThat(s.size()).isEqualTo(size);
        assertThat(s.moveText(s.cursor())).isEqualTo("a1-a2");
    }

    @Test
    void forwardFollowsTheMainLineAndEndStopsAtItsEnd() {
        StudySession s = tree();
        s.toEnd();
        assertThat(s.moveText(s.cursor())).isEqualTo("a2-a3");
        assertThat(s.ply(s.cursor())).isEqualTo(3);
        assertThat(s.forward()).isFalse();
    }

    @Test
    void afterBackOutOfAVariationForwardGoesBackIntoIt() {
        StudySession s = tree();
        s.goTo(s.children(s.rootId()).get(1));
        s.back();
        s.forward();
        assertThat(s.moveText(s.cursor())).isEqualTo("b1-b2");
    }

    @Test
    void homeAndAJumpForgetTheVariationVisitedBelow() {
        StudySession s = tree();
        s.goTo(s.children(s.rootId()).get(1));
        s.toStart();
        s.forward();
        assertThat(s.moveText(s.cursor())).as("Home: the main line").isEqualTo("a1-a2");
        s.goTo(s.children(s.rootId()).get(1));
        s.goTo(s.rootId());
        s.toEnd();
        assertThat(s.moveText(s.cursor())).as("a click on the start: the main line").isEqualTo("a2-a3");
        assertThat(s.cursorLine()).isEqualTo(s.shownLine());
    }

    @Test
    void upDownAtAForkChoosesTheContinuation() {
        StudySession s = tree();
        assertThat(s.switchVariation(1)).isTrue();
        s.forward();
        assertThat(s.moveText(s.cursor())).isEqualTo("b1-b2");
    }

    @Test
    void upDownInsideAVariationSwitchesToTheSibling() {
        StudySession s = tree();
        s.forward();
        s.forward();
        assertThat(s.moveText(s.cursor())).isEqualTo("c4-c3");
        s.switchVariation(1);
        assertThat(s.moveText(s.cursor())).isEqualTo("d4-d3");
        assertThat(line(s)).containsExactly("a1-a2", "d4-d3");
    }

    @Test
    void forksAreFoundForwardAndBack() {
        StudySession s = tree();
        s.toEnd();
        assertThat(s.previousFork()).isTrue();
        assertThat(s.moveText(s.cursor())).isEqualTo("a1-a2");
        assertThat(s.previousFork()).isTrue();
        assertThat(s.cursor()).isEqualTo(s.rootId());
        assertThat(s.nextFork()).isTrue();
        assertThat(s.moveText(s.cursor())).isEqualTo("a1-a2");
    }

    @Test
    void goToMakesTheShownLinePassThroughTheNode() {
        StudySession s = tree();
        long alt = s.children(s.children(s.rootId()).get(0)).get(1);
        s.goTo(alt);
        assertThat(line(s)).containsExactly("a1-a2", "d4-d3");
        s.back();
        s.back();
        s.toEnd();
        assertThat(s.moveText(s.cursor())).isEqualTo("d4-d3");
    }

    @Test
    void positionsAreReplayed() {
        StudySession s = tree();
        s.toEnd();
        FakeGame.Pos p = (FakeGame.Pos) s.position(s.cursor());
        assertThat(p.stacks()).containsEntry("a3", "W").containsEntry("c3", "B");
    }

    @Test
    void badTextIsANotationError() {
        StudySession s = tree();
        assertThatThrownBy(() -> s.playText("a1-d4")).isInstanceOf(NotationException.class)
                .hasMessageContaining("a1-d4");
    }

    @Test
    void rowsListVariationsAfterTheMoveTheyReplace() {
        StudySession s = tree();
        List<String> rows = MoveRows.of(s).stream().map(r -> "  ".repeat(r.depth()) + MoveRows.label(s, r)).toList();
        assertThat(rows).containsExactly("1. a1-a2", "  1. b1-b2", "1\u2026 c4-c3", "  1\u2026 d4-d3", "2. a2-a3");
    }

    @Test
    void rowsOfALongLineNeedNoRecursion() {
        StudySession s = StudySession.fresh(game);
        String[] cycle = {"a1-a2", "d4-d3", "a2-a1", "d3-d4"};
        for (int i = 0; i < 10_000; i++) {
            s.playText(cycle[i % 4]);
        }
        assertThat(MoveRows.of(s)).hasSize(10_000);
    }

    @Test
    void thePositionCacheIsBounded() {
        StudySession s = StudySession.fresh(game);
        String[] cycle = {"a1-a2", "d4-d3", "a2-a1", "d3-d4"};
        int plies = PositionCache.CAPACITY + 500;
        for (int i = 0; i < plies; i++) {
            s.playText(cycle[i % 4]);
        }
        s.toStart();
        s.toEnd();
        assertThat(s.cachedPositions()).isLessThanOrEqualTo(PositionCache.CAPACITY);
        assertThat(s.ply(s.cursor())).isEqualTo(plies);
        // the evicted early positions are replayed again on demand, from the start
        long early = s.shownLine().get(3);
        assertThat(s.game().formatPosition(s.position(early))).isEqualTo(s.game().formatPosition(
                Replay.of(s.game(), s.record()).position(early)));
    }
}
