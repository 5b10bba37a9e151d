package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;

/**
 * {@code validate} says so for a valid file, one line on standard output (a new user's trial:
 * a good file printed nothing and exit 0, which read as nothing done), and nothing with
 * {@code -q}/{@code --quiet}; the problems of a file with problems, and the exit codes, are as
 * before.
 */
class ValidateConfirmsTest {
    @Test
    void aValidFileGetsOneLineWithItsGameRecordsAndMoves() {
        CliTest.Run r = CliTest.run("validate", "samples/agora/sample-game.json", "samples/agora/problems.json",
                "samples/tournament/game-1.json");
        assertThat(r.code()).isZero();
        assertThat(r.err()).isEmpty();
        assertThat(r.lines()).containsExactly(
                "samples/agora/sample-game.json: valid (Agora, 1 record, 22 moves)",
                "samples/agora/problems.json: valid (Agora, a collection of 11 chapters, 7753 moves)",
                "samples/tournament/game-1.json: valid (Tournament, 1 record, 447 moves)");
    }

    @Test
    void quietPrintsNothingForAValidFile() {
        for (String q : new String[] {"-q", "--quiet"}) {
            CliTest.Run r = CliTest.run("validate", q, "samples/agora/sample-game.json", "samples/conspirateurs/problems.json");
            assertThat(r.code()).isZero();
            assertThat(r.out()).as(q).isEmpty();
            assertThat(r.err()).as(q).isEmpty();
        }
    }

    @Test
    void aFileWithProblemsIsListedAsBeforeAndTheValidOneConfirmed(@TempDir Path dir) throws Exception {
        Path bad = PartlyReadCliTest.partial(dir);
        CliTest.Run r = CliTest.run("validate", "samples/agora/sample-game.json", bad.toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.lines()).hasSize(2);
        assertThat(r.lines().get(0)).isEqualTo("samples/agora/sample-game.json: valid (Agora, 1 record, 22 moves)");
        assertThat(r.lines().get(1)).startsWith(bad + ": $.moves[8].move: \"a1-a6\" is not legal here");
        CliTest.Run quiet = CliTest.run("validate", "-q", "samples/agora/sample-game.json", bad.toString());
        assertThat(quiet.code()).isEqualTo(Cli.INVALID);
        assertThat(quiet.lines()).hasSize(1);
        assertThat(quiet.lines().get(0)).startsWith(bad + ": $.moves[8].move:");
        // a missing file is still exit 2, with its one error line and no confirmation
        CliTest.Run missing = CliTest.run("validate", dir.resolve("none.json").toString());
        assertThat(missing.code()).isEqualTo(Cli.USAGE);
        assertThat(missing.out()).isEmpty();
    }

    @Test
    void anEmptyCollectionIsValidAndSaidSo(@TempDir Path dir) throws Exception {
        Path e = WritesCliTest.copy(dir, "D15-empty-collection.json", "e.json");
        CliTest.Run r = CliTest.run("validate", e.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo(e + ": valid (a collection with no chapters)\n");
    }

    @Test
    void theLineIsFrenchTooWithItsCountsAsDigits() {
        Messages.setLocale(Locale.FRENCH);
        try {
            CliTest.Run r = CliTest.run("validate", "samples/agora/sample-game.json", "samples/agora/problems.json");
            assertThat(r.code()).isZero();
            assertThat(r.lines()).containsExactly(
                    "samples/agora/sample-game.json\u00a0: valide (Agora, 1 partie, 22 coups)",
                    "samples/agora/problems.json\u00a0: valide (Agora, une collection de 11 chapitres, 7753 coups)");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    @Test
    void theHelpNamesQuiet() {
        CliTest.Run r = CliTest.run("validate", "--help");
        assertThat(r.out()).contains("-q, --quiet").contains("one line per valid file");
    }
}
