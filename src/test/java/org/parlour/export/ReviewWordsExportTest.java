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
                .anyMatch(n -> n.contains("the review's marks on ") && n.endsWith("moves: not written (AbstractPlay moves are plain text)"));
    }

    /** The moves of {@code r} that carry the review's {@code computer} mark. */
    private static int marked(GameRecord r) {
        int n = 0;
        for (org.parlour.tree.Node node : r.tree().preorder()) {
            n += node.data().computerMark().isPresent() ? 1 : 0;
        }
        return n;
    }

    /**
     * A trial: the game text of a reviewed record said "127 move extension fields: not written"
     * for the review's marks. They are named as the review's marks, with what their loss means.
     */
    @Test
    void theGameTextNamesTheReviewsMarksAndWhatTheirLossMeans() throws Exception {
        GameRecord r = agora();
        int marks = marked(r);
        assertThat(marks).isGreaterThan(1);
        Converted<String> text = GameText.write(r);
        assertThat(text.notes()).noneMatch(n -> n.contains("extension field"))
                .contains("the review's marks on " + marks + " moves: not written; after reading the text back, Remove Computer"
                        + " Annotations will not find them");
        Messages.setLocale(Locale.FRENCH);
        assertThat(GameText.write(r).notes()).contains("les marques de la revue sur " + marks + " coups\u00a0: non \u00e9crites\u00a0;"
                + " une fois le texte relu, Retirer les annotations de l\u2019ordinateur ne les trouvera pas");
        Messages.setLocale(Locale.ENGLISH);
        GameRecord c = JSON.read(Path.of("samples/conspirateurs/game-1.json")).value();
        assertThat(AbstractPlay.write(c, Instant.parse("2026-12-06T00:00:00Z")).notes()).noneMatch(n -> n.contains("extension field"))
                // the main line's marks: the moves of variations are counted as such
                .anyMatch(n -> n.startsWith("the review's marks on " + c.tree().mainLine().stream()
                        .filter(n2 -> n2.data().computerMark().isPresent()).count() + " moves: not written"));
    }
}
