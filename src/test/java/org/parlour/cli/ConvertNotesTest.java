package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.interchange.GameText;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;

/**
 * A note of what a game text cannot hold is said once with the games it is about, not once a
 * game: a new user's trial converted the Agora library (1010 problems) to a game text and got
 * 3031 {@code note:} lines saying four things.
 */
class ConvertNotesTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    @Test
    void theLibrarysNotesAreFourLinesWithTheCount(@TempDir Path dir) throws Exception {
        int n = JSON.readAny(Path.of("samples/agora/library.json")).value().chapters().size();
        CliTest.Run r = CliTest.run("convert", "samples/agora/library.json", dir.resolve("x.pgn").toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err().lines().toList()).hasSize(4).allMatch(l -> l.startsWith("note: "))
                .contains("note: " + n + " games: node ids: not written (a text has none; reading gives new ids)",
                        "note: " + n + " games: problem (stipulation): not written (the text has no problems)",
                        "note: " + n + " games: solution summary: not written (the text has no problems)");
    }

    @Test
    void aNoteOfSomeGamesNamesThemOrCountsThem() throws Exception {
        List<GameRecord> problems = JSON.readAny(Path.of("samples/agora/problems.json")).value().chapters();
        GameRecord game = JSON.readAny(Path.of("samples/agora/game-1.json")).value().chapters().get(0);
        List<GameRecord> few = new ArrayList<>(List.of(problems.get(0), game, problems.get(1), problems.get(2)));
        List<String> notes = GameText.write(RecordCollection.of("", few)).notes();
        assertThat(notes).contains("games 1, 3 and 4: problem (stipulation): not written (the text has no problems)",
                "4 games: node ids: not written (a text has none; reading gives new ids)");
        List<GameRecord> many = new ArrayList<>(List.of(game));
        many.addAll(problems.subList(0, 7));
        assertThat(GameText.write(RecordCollection.of("", many)).notes())
                .contains("7 games (2, 3, 4, 5, 6, …): problem (stipulation): not written (the text has no problems)");
        List<String> one = GameText.write(RecordCollection.of("", List.of(game, problems.get(0)))).notes();
        assertThat(one).contains("game 2: problem (stipulation): not written (the text has no problems)");
        Messages.setLocale(Locale.FRENCH);
        try {
            assertThat(GameText.write(RecordCollection.of("", few)).notes())
                    .anyMatch(l -> l.startsWith("parties 1, 3 et 4\u00a0: "))
                    .anyMatch(l -> l.startsWith("4 parties\u00a0: "));
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }
}
