package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.cli.Cli;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.ui.edit.EditorViewModel;
import org.parlour.ui.study.MoveRows;
import org.parlour.study.StudySession;

/**
 * The move list, the status bar, a copied line and {@code parlour show} number the same moves the
 * same way, from a start with Black to move and from a four-seat start at the third seat.
 */
class MoveNumbersAgreeTest {
    @TempDir
    Path dir;

    @Test
    void blackToMoveFirst() throws Exception {
        StudySession s = session("agora", "BBBBBB/B4B/6/6/W4W/WWWWWW b", List.of("c6-c5", "e1-e2", "c5-c4"));
        assertThat(show(s)).contains("1... c6-c5 2. e1-e2 c5-c4");
        assertThat(copied(s)).isEqualTo("1\u2026 c6-c5 2. e1-e2 c5-c4");
        assertThat(rows(s)).containsExactly("1\u2026 c6-c5", "2. e1-e2", "2\u2026 c5-c4");
        assertThat(statusBar(s)).isEqualTo("2\u2026 c5-c4");
    }

    @Test
    void fourSeatsFromTheThirdSeat() throws Exception {
        Game<Object, Object> g = cast(Games.create("conspirateurs", "players=4"));
        Object p = g.initialPosition();
        for (int i = 0; i < 2; i++) {
            p = g.play(p, g.legalMoves(p).get(0));
        }
        String setup = g.formatPosition(p);
        List<String> moves = new java.util.ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Object m = g.legalMoves(p).get(0);
            moves.add(g.formatMove(p, m));
            p = g.play(p, m);
        }
        StudySession s = session("conspirateurs", setup, moves);
        String line = "1... " + moves.get(0) + " " + moves.get(1) + " 2. " + moves.get(2) + " " + moves.get(3);
        assertThat(show(s)).contains(line);
        assertThat(copied(s)).isEqualTo(line.replace("...", "\u2026"));
        assertThat(rows(s)).containsExactly("1\u2026 " + moves.get(0), "1\u2026 " + moves.get(1), "2. " + moves.get(2),
                "2\u2026 " + moves.get(3));
        assertThat(statusBar(s)).isEqualTo("2\u2026 " + moves.get(3));
    }

    private static StudySession session(String game, String setup, List<String> moves) {
        Game<?, ?> g = game.equals("conspirateurs") ? Games.create(game, "players=4") : Games.byId(game).create();
        GameRecord r = GameRecord.of(game).withSetup(setup).withRules(g.options().withoutDefaults(g.type().ruleOptions()));
        StudySession s = new StudySession(g, r);
        for (String m : moves) {
            s.playText(m);
        }
        return s;
    }

    private String show(StudySession s) throws Exception {
        Path f = dir.resolve("r.json");
        Files.writeString(f, new RecordJson(Games.all()).write(s.record()));
        StringWriter out = new StringWriter();
        assertThat(Cli.run(new PrintWriter(out), new PrintWriter(new StringWriter()), "show", f.toString())).isZero();
        return out.toString();
    }

    private static String copied(StudySession s) {
        MainViewModel main = new MainViewModel();
        main.open(s);
        main.toEnd();
        return new EditorViewModel(main).lineText();
    }

    private static List<String> rows(StudySession s) {
        return MoveRows.of(s).stream().map(r -> MoveRows.label(s, r)).toList();
    }

    private static String statusBar(StudySession s) {
        MainViewModel main = new MainViewModel();
        main.open(s);
        main.toEnd();
        return main.texts().moveTextProperty().get();
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, Object> cast(Game<?, ?> g) {
        return (Game<Object, Object>) g;
    }
}
