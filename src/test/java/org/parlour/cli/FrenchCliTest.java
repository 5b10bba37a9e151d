package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;

/** The command line in French: help from help_fr, messages from messages_fr; output for scripts unchanged. */
class FrenchCliTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));

    @BeforeEach
    void french() {
        Messages.setLocale(Locale.FRENCH);
    }

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void helpIsFrench() {
        CliTest.Run r = CliTest.run("perft", "--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Utilisation", "Compte les feuilles", "demi-coups, de 0 à 64").doesNotContain("Usage:", "plies");
    }

    @Test
    void usageErrorsAreFrenchWithTheSameExitCodes() {
        CliTest.Run r = CliTest.run("perft", "agora", "99");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).contains("<depth> doit être entre 0 et 64, reçu 99");
        CliTest.Run game = CliTest.run("moves", "chess");
        assertThat(game.err()).contains("jeu inconnu « chess »");
    }

    @Test
    void perftCountsStayBareNumbers() {
        CliTest.Run r = CliTest.run("perft", "agora", "4");
        assertThat(r.lines()).containsExactly("147750");
    }

    @Test
    void showSpeaksFrench() {
        CliTest.Run r = CliTest.run("show", SAMPLES.resolve("agora/sample-game.json").toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Titre", "Jeu\u00a0: ", "Départ\u00a0: ", "Position\u00a0: ").doesNotContain("Title:", "Start:");
    }

    @Test
    void missingFileIsFrench() {
        CliTest.Run r = CliTest.run("show", "no-such-file.json");
        assertThat(r.err()).startsWith("erreur\u00a0: ").contains("fichier introuvable");
    }

    @Test
    void solveReportsInFrench() {
        CliTest.Run r = CliTest.run("solve", SAMPLES.resolve("agora/problems.json").toString());
        assertThat(r.out()).contains("problème\u00a0: ", "verdict\u00a0: prouvé", "clé\u00a0: 1. ").doesNotContain("key: ", "problem: ");
    }
}
