package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code parlour show} lists a game's players in turn order (rules.md §3.6: Black, Red, White,
 * Green with 4 players; Black, White with 2), not White, Black, Red, Green (a new user's trial).
 */
class ShowSeatOrderTest {
    @Test
    void theFourPlayersOfConspirateursAreShownInTurnOrder(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("four.json");
        Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"conspirateurs\","
                + " \"rules\": {\"players\": \"4\"},"
                + " \"meta\": {\"players\": {\"w\": \"Wanda\", \"g\": \"Gus\", \"r\": \"Rita\", \"b\": \"Bert\"}}, \"moves\": []}",
                StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("show", f.toString());
        assertThat(r.code()).as(r.err()).isZero();
        List<String> players = r.out().lines().filter(l -> l.matches("(Black|Red|White|Green): .*")).toList();
        assertThat(players).containsExactly("Black: Bert", "Red: Rita", "White: Wanda", "Green: Gus");

        CliTest.Run two = CliTest.run("show", "samples/conspirateurs/game-1.json");
        assertThat(two.out().lines().filter(l -> l.matches("(Black|White): .*")).map(l -> l.substring(0, l.indexOf(':'))).toList())
                .containsExactly("Black", "White");
    }
}
