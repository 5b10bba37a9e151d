package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;

/** Regressions from a fresh-user trial of the command line with bad input (trial 36). */
class TrialCliThirtySixTest {
    private static final String HEAD = "{\"format\": \"parlour-record\", \"version\": \"1.0\", ";

    /** A "game" of another type was reported at $ as if the field were missing; it is at $.game, with what it holds. */
    @Test
    void aGameThatIsNotTextIsReportedAtItsPathWithItsValue(@TempDir Path dir) throws Exception {
        Path number = dir.resolve("number.json");
        Files.writeString(number, HEAD + "\"game\": 7, \"moves\": []}", StandardCharsets.UTF_8);
        Path list = dir.resolve("list.json");
        Files.writeString(list, HEAD + "\"game\": [\"agora\"], \"moves\": []}", StandardCharsets.UTF_8);
        Path missing = dir.resolve("missing.json");
        Files.writeString(missing, HEAD + "\"moves\": []}", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("validate", number.toString(), list.toString(), missing.toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat((r.out() + r.err()).lines().toList()).containsExactly(
                number + ": $.game: expected the game's name as text (agora, tournament, conspirateurs), got 7",
                list + ": $.game: expected the game's name as text (agora, tournament, conspirateurs), got [\"agora\"]",
                missing + ": $: expected a \"game\" field naming the game (agora, tournament, conspirateurs)");
        Messages.setLocale(Locale.FRENCH);
        try {
            CliTest.Run fr = CliTest.run("validate", number.toString());
            assertThat(fr.code()).isEqualTo(Cli.INVALID);
            assertThat(fr.out() + fr.err()).isEqualTo(number + ": $.game: nom du jeu attendu en texte (agora, tournament, conspirateurs), reçu 7\n");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    /** A "setup" of another type said what was expected but not what was there. */
    @Test
    void aSetupThatIsNotTextSaysWhatItHolds(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("setup.json");
        Files.writeString(f, HEAD + "\"game\": \"agora\", \"setup\": 42, \"moves\": []}", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("validate", f.toString());
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.out() + r.err()).isEqualTo(f + ": $.setup: expected the start position as position text, got 42\n");
    }

    /** selfplay and mine played and mined everything, then could not save over a read-only output. */
    @Test
    void aReadOnlyOutputIsRefusedBeforeAnyGameIsPlayedOrMined(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("ro.json");
        Files.writeString(out, "kept", StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(out, java.nio.file.attribute.PosixFilePermissions.fromString("r--r--r--"));
        CliTest.Run play = CliTest.run("selfplay", "agora", "--games", "1", "--level", "1", "-o", out.toString());
        assertThat(play.code()).isEqualTo(Cli.USAGE);
        assertThat(play.err()).isEqualTo("error: " + out + ": cannot save: the file is read-only\n");
        CliTest.Run mine = CliTest.run("mine", "samples/agora/game-2.json", "-o", out.toString());
        assertThat(mine.code()).isEqualTo(Cli.USAGE);
        assertThat(mine.err()).isEqualTo("error: " + out + ": cannot save: the file is read-only\n");
        assertThat(mine.out()).isEmpty();
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo("kept");
    }
}
