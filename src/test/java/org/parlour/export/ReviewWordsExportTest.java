package org.parlour.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.interchange.AbstractPlay;
import org.parlour.interchange.Converted;
import org.parlour.interchange.GameText;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;

/**
 * What the exports do with the review's words kept in a mistake's mark (a better move that was a
 * line already there, 204c9b9: agora/game-1 14... e4-d3??, conspirateurs/game-1 p16-o17??), and
 * with its words on its own lines (comments): a sheet prints both, the game text writes the
 * comments and names the marks' words it cannot hold in its notes, AbstractPlay (no comments at
 * all) names the dropped fields. Before, the sheet and the game text dropped the marks' words
 * without a word.
 */
class ReviewWordsExportTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static GameRecord agora() throws Exception {
        return JSON.read(Path.of("samples/agora/game-1.json")).value();
    }

    private static String sheetText(GameRecord r) {
        List<String> notes = new ArrayList<>();
        return MoveText.all(Replay.of(Games.byId(r.gameId()).create(r.rules()), r), notes::add)
                .replace(String.valueOf(MoveText.MOVE_ON), "").replace(String.valueOf(MoveText.MOVE_OFF), "");
    }

    @Test
    void aSheetPrintsTheReviewsWordsOfItsMarksAfterTheMoveInTheReadersLanguage() throws Exception {
        Messages.setLocale(Locale.ENGLISH);
        String en = sheetText(agora());
        assertThat(en).contains("14. d4-c5 e4-d3?? Better: 14... e4xd4, +2.00 for Black against 0.00 for Black after 14... e4-d3 (search depth 7): 2.00 lost.")
                // the review's own line: its words are its first move's comment, as before
                .contains("Better: 11... e4-e5, 0.00 for Black");
        Messages.setLocale(Locale.FRENCH);
        assertThat(sheetText(agora())).contains("14. d4-c5 e4-d3?? Mieux\u00a0: 14... e4xd4, +2,00 pour Noir");
    }

    @Test
    void theGameTextWritesTheLinesWordsAndNamesTheMarksWordsInItsNotes() throws Exception {
        Converted<String> text = GameText.write(agora());
        assertThat(text.value()).contains("Better: 11... e4-e5, 0.00 for Black").doesNotContain("after 14... e4-d3 (search depth 7)");
        assertThat(text.notes()).anyMatch(n -> n.contains("1 comment of the review kept in its mark (a better move that was already a line"));
        Messages.setLocale(Locale.FRENCH);
        assertThat(GameText.write(agora()).notes())
                .anyMatch(n -> n.contains("1 commentaire de la revue gard\u00e9 dans ses marques (un meilleur coup d\u00e9j\u00e0 pr\u00e9sent comme ligne"));
    }

    @Test
    void anAbstractPlayRecordHasNoCommentsAndSaysSo() throws Exception {
        GameRecord r = JSON.read(Path.of("samples/conspirateurs/game-1.json")).value();
        Converted<String> ap = AbstractPlay.write(r, Instant.parse("2026-12-06T00:00:00Z"));
        assertThat(ap.value()).doesNotContain("A win in 1 was missed");
        assertThat(ap.notes()).anyMatch(n -> n.contains("not written (AbstractPlay records have no comments)"))
                .anyMatch(n -> n.contains("move extension fields: not written"));
    }
}
