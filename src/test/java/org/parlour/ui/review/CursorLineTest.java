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
 * line. The line they walk is the main line unless the cursor is in a variation
 * ({@link StudySession#cursorLine}).
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
        // → still follows the variation looked at (Sabaki's currents) ...
        assertThat(s.shownLine()).contains(fork[1]);
        // ... but the cursor's line is the main line
        assertThat(s.cursorLine()).contains(fork[0]).doesNotContain(fork[1]);
        assertThat(review.jump(true, 1)).isTrue();
        assertThat(s.cursor()).isEqualTo(fork[0]);
        // and from the variation's own moves, F8 stays in the variation (none there)
        main.goTo(fork[1]);
        assertThat(s.cursorLine()).contains(fork[1]).doesNotContain(fork[0]);
        assertThat(review.jump(true, 1)).isFalse();
        assertThat(main.messageProperty().get()).isEqualTo("No later mistake in this line.");
        // back on the main line (←, still remembering the variation) Shift+F8 and F8 walk the main line
        main.back();
        assertThat(s.cursorLine()).contains(fork[0]);
        assertThat(review.jump(true, 1)).isTrue();
        assertThat(s.cursor()).isEqualTo(fork[0]);
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
