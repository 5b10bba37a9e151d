package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.problem.ProblemScore;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The chapter box shows a score mark only where ProblemScores gives one, never read from a
 * chapter's own title ("#1  The opening" is a name, not a mark "#1" and a name). ChapterBox is a
 * control: the extension starts the toolkit.
 */
@ExtendWith(ApplicationExtension.class)
class ChapterMarkTest {
    @Test
    void onlyTheScoreMarksAreMarks(FxRobot robot) {
        for (ProblemScore s : ProblemScore.values()) {
            robot.interact(() -> {
                ChapterBox box = new ChapterBox();
                box.showChapters(rows(List.of("Problem 3")), List.of(s.mark()), 0);
                assertThat(box.shown(0)).isEqualTo(s.mark() + "  Problem 3");
                assertThat(box.getItems()).containsExactly("Problem 3");
            });
        }
        robot.interact(() -> {
            ChapterBox box = new ChapterBox();
            List<String> names = List.of("Problem 3", "#1  The opening", "*  Bonus problem", "#1  The opening");
            box.showChapters(rows(names), List.of("", "", "", "\u2717"), 1);
            assertThat(box.shown(0)).isEqualTo("Problem 3");
            assertThat(box.shown(1)).as("a title's own sign and spaces").isEqualTo("#1  The opening");
            assertThat(box.shown(2)).isEqualTo("*  Bonus problem");
            assertThat(box.shown(3)).isEqualTo("\u2717  #1  The opening");
            assertThat(box.getItems()).as("the names as they are").isEqualTo(names);
        });
    }

    /** The rows of chapters all read, named {@code names}. */
    private static List<org.parlour.document.Chapters.Row> rows(List<String> names) {
        return java.util.stream.IntStream.range(0, names.size()).mapToObj(i -> new org.parlour.document.Chapters.Row(i + 1, names.get(i), i, "")).toList();
    }
}
