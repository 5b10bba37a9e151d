package org.parlour.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.EvalGraph;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.ui.MainViewModel;

/**
 * A keyboard trial: after a look at a review's variation (Agora game 1, 11... e4-e5 instead of the
 * main line's 11... e4-d4?), Home then F8 said "No later mistake in this line" and the graph showed
 * the variation: both followed the variation remembered for →, though the cursor stood on the main
 * line. The line they walk is the line the cursor is on ({@link StudySession#cursorLine}), and →
 * and End follow the same one: the main line after Home or a click on it, the variation once in
 * it, and still the variation after ← out of it (→ goes back into it, as in Sabaki and Lichess).
 */
class CursorLineTest {
    private final MainViewModel main = new MainViewModel();
    private final ReviewViewModel review = new ReviewViewModel(main);

    private static StudySession game1() throws IOException {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        return new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
    }

    /** The main line's 22nd ply, 11... e4-d4??, and its review variation's first move, 11... e4-e5. */
    private static long[] forkMoves(StudySession s) {
        Node mistake = s.record().tree().mainLine().get(21);
        assertThat(mistake.move()).isEqualTo("e4-d4");
        assertThat(mistake.data().moveGlyph()).contains(Nag.BLUNDER);
        long variation = s.children(s.parent(mistake.id()).orElseThrow()).get(1);
        assertThat(s.moveText(variation)).isEqualTo("e4-e5");
        return new long[] {mistake.id(), variation};
    }

    @Test
    void afterAVariationHomeThenF8FindsTheMainLinesMistake() throws IOException {
        StudySession s = game1();
        main.open(s);
        long[] fork = forkMoves(s);
        main.goTo(fork[1]);
        main.toStart();
        // Home puts the cursor on the main line: the line F8 walks, and the one → follows
        assertThat(s.cursorLine()).contains(fork[0]).doesNotContain(fork[1]);
        assertThat(s.shownLine()).isEqualTo(s.cursorLine());
        assertThat(review.jump(true, 1)).isTrue();
        assertThat(s.cursor()).isEqualTo(fork[0]);
        // and from the variation's own moves, F8 stays in the variation (none there)
        main.goTo(fork[1]);
        assertThat(s.cursorLine()).contains(fork[1]).doesNotContain(fork[0]);
        assertThat(review.jump(true, 1)).isFalse();
        assertThat(main.messageProperty().get()).isEqualTo("No later mistake in this line.");
        // ← out of the variation onto the fork's move: the line is still the variation (→ goes
        // back into it), so F8 still finds no later mistake on it
        main.back();
        assertThat(s.cursorLine()).contains(fork[1]).doesNotContain(fork[0]);
        assertThat(review.jump(true, 1)).isFalse();
        main.forward();
        assertThat(s.cursor()).isEqualTo(fork[1]);
        // a click on the fork's move: the main line again, and F8 finds its mistake
        main.goTo(s.parent(fork[1]).orElseThrow());
        assertThat(s.cursorLine()).contains(fork[0]);
        assertThat(review.jump(true, 1)).isTrue();
        assertThat(s.cursor()).isEqualTo(fork[0]);
    }

    /**
     * → and End follow the line the cursor is on, as F8 and the graph do (a trial: after a look at
     * the variation and a click on an earlier main-line move, → went into the variation at the
     * fork and End stood at its end). What is remembered is the way back: ← out of a variation,
     * then →, goes into it again.
     */
    @Test
    void rightAndEndFollowTheLineTheCursorIsOn() throws IOException {
        StudySession s = game1();
        main.open(s);
        long[] fork = forkMoves(s);
        List<Node> mainLine = s.record().tree().mainLine();
        long mainEnd = mainLine.get(mainLine.size() - 1).id();
        // a click on a main-line move before the fork: → goes through the fork along the main line
        main.goTo(fork[1]);
        main.goTo(mainLine.get(4).id());
        for (int i = 5; i <= 21; i++) {
            main.forward();
        }
        assertThat(s.cursor()).as("→ at the fork").isEqualTo(fork[0]);
        main.goTo(fork[1]);
        main.goTo(mainLine.get(4).id());
        main.toEnd();
        assertThat(s.cursor()).as("End after a click on the main line").isEqualTo(mainEnd);
        // Home, then End: the main line's end
        main.goTo(fork[1]);
        main.toStart();
        main.toEnd();
        assertThat(s.cursor()).as("End after Home").isEqualTo(mainEnd);
        // two moves into the variation, ← back before the fork, then →: into the variation again
        main.goTo(fork[1]);
        main.forward();
        main.forward();
        long deep = s.cursor();
        for (int i = 0; i < 5; i++) {
            main.back();
        }
        assertThat(s.record().tree().isOnMainLine(s.cursor())).isTrue();
        assertThat(s.cursorLine()).as("still the variation's line").contains(fork[1], deep);
        for (int i = 0; i < 5; i++) {
            main.forward();
        }
        assertThat(s.cursor()).isEqualTo(deep);
        for (int i = 0; i < 3; i++) {
            main.back();
        }
        main.toEnd();
        assertThat(s.children(s.cursor())).as("End after ←: the variation's end").isEmpty();
        assertThat(s.cursorLine()).contains(deep);
    }

    @Test
    void theGraphOfTheMainLineAfterAVariationHasTheMainLinesPoints() throws IOException {
        StudySession s = game1();
        main.open(s);
        long[] fork = forkMoves(s);
        main.goTo(fork[1]);
        EvalGraph inVariation = EvalGraphView.of(s);
        // the 21 plies the variation shares with the reviewed main line keep their points
        assertThat(inVariation.points()).hasSize(21);
        main.toStart();
        EvalGraph atStart = EvalGraphView.of(s);
        List<Long> ids = atStart.points().stream().map(EvalGraph.Point::nodeId).toList();
        assertThat(ids).contains(fork[0]);
        assertThat(atStart.plies()).isEqualTo(s.record().tree().mainLine().size());
    }
}
