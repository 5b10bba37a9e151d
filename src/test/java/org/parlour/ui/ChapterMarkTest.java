package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.problem.ProblemScore;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The chapter box reads a score mark only where ProblemScores put one, never from a chapter's own
 * title ("#1  The opening" is a name, not a mark "#1" and a name). ChapterBox is a control: the
 * extension starts the toolkit.
 */
@ExtendWith(ApplicationExtension.class)
class ChapterMarkTest {
    @Test
    void onlyTheScoreMarksAreMarks() {
        for (ProblemScore s : ProblemScore.values()) {
            assertThat(ChapterBox.markOf(s.mark() + "  Problem 3")).isEqualTo(s.mark());
        }
        assertThat(ChapterBox.markOf("Problem 3")).isEmpty();
        assertThat(ChapterBox.markOf("#1  The opening")).as("a title's own sign and spaces").isEmpty();
        assertThat(ChapterBox.markOf("*  Bonus problem")).isEmpty();
        assertThat(ChapterBox.markOf("\u2717  #1  The opening")).isEqualTo("\u2717");
    }
}
