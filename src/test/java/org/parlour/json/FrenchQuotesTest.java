package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.games.Games;

/**
 * A value read from a file is quoted in the texts' language: French writes « chess », as its other
 * texts do; it printed {@code jeu inconnu "chess"} (a new user's trial). JSON's own syntax in a
 * message (a field named "problem", [Game "agora"]) keeps its straight quotes.
 */
class FrenchQuotesTest {
    private static final String CHESS = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"chess\", \"moves\": []}";

    private static String unknownGame() {
        RecordFormatException e = catchThrowableOfType(() -> new RecordJson(Games.all()).readRecord(CHESS, "c.json"),
                RecordFormatException.class);
        assertThat(e).isNotNull();
        return e.getMessage();
    }

    @Test
    void anUnknownGameIsQuotedInTheLanguagesQuotes() {
        assertThat(Messages.in(Locale.FRENCH, FrenchQuotesTest::unknownGame)).contains("jeu inconnu «\u00a0chess\u00a0»")
                .doesNotContain("\"chess\"");
        assertThat(Messages.in(Locale.ENGLISH, FrenchQuotesTest::unknownGame)).contains("unknown game \"chess\"");
        // escaped as JSON still: a quote or a line break in the value stays on one line
        assertThat(Messages.in(Locale.FRENCH, () -> JsonText.shown("a\"b\nc"))).isEqualTo("«\u00a0a\\\"b\\nc\u00a0»");
    }

    @Test
    void theFrenchNotesOnPlayersNamesUseFrenchQuotes() {
        ResourceBundle fr = Messages.load(Locale.FRENCH);
        for (String k : new String[] {"ap.note.noName", "ap.note.sameName", "json.unknownGame"}) {
            assertThat(fr.getString(k)).as(k).doesNotContain("\"");
        }
        assertThat(Messages.in(Locale.FRENCH, () -> Messages.tr("ap.note.noName", 1, "Blancs", "Joueur 1")))
                .endsWith("écrit «\u00a0Joueur 1\u00a0»");
    }
}
