package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.core.Outcome;

/**
 * A new user's trial: {@code solve} printed a collection's chapter titles in English under a
 * French locale while {@code show} printed them in French, and {@code show} said a result as its
 * code ({@code Résultat : win w}). Both languages.
 */
class FrenchTitlesAndResultsCliTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void solvePrintsChapterTitlesInTheReadersLanguage() {
        Messages.setLocale(Locale.FRENCH);
        CliTest.Run fr = CliTest.run("solve", SAMPLES.resolve("agora/problems.json").toString());
        assertThat(fr.out()).contains("== chapitre 4\u00a0: Problème 1\u00a0: libérer les deux prisonniers\n")
                .doesNotContain("free both prisoners");
        Messages.setLocale(Locale.ENGLISH);
        CliTest.Run en = CliTest.run("solve", SAMPLES.resolve("agora/problems.json").toString());
        assertThat(en.out()).contains("== chapter 4: Problem 1: free both prisoners\n").doesNotContain("libérer");
        assertThat(en.code()).isEqualTo(fr.code());
    }

    @Test
    void solveWriteInFrenchKeepsEveryLanguageOfTheTitles(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), f);
        Messages.setLocale(Locale.FRENCH);
        CliTest.Run r = CliTest.run("solve", f.toString(), "--write");
        assertThat(r.err()).doesNotContain("erreur");
        assertThat(Files.readString(f, StandardCharsets.UTF_8))
                .contains("\"en\": \"Problem 1: free both prisoners\"", "\"fr\": \"Problème 1\u00a0: libérer les deux prisonniers\"");
    }

    @Test
    void showSaysTheResultInWords() {
        Messages.setLocale(Locale.FRENCH);
        CliTest.Run fr = CliTest.run("show", SAMPLES.resolve("agora/game-1.json").toString());
        assertThat(fr.code()).isZero();
        assertThat(fr.out()).contains("Résultat\u00a0: Blanc gagne\n", "Résultat\u00a0: Blanc gagne (aucun coup légal)\n")
                .doesNotContain("win w");
        Messages.setLocale(Locale.ENGLISH);
        CliTest.Run en = CliTest.run("show", SAMPLES.resolve("agora/game-1.json").toString());
        assertThat(en.out()).contains("Result: White wins\n", "Outcome: White wins (no legal move)\n").doesNotContain("win w");
    }

    @Test
    void aResultCodeInWords() {
        assertThat(Outcome.words("win b")).isEqualTo("Black wins");
        assertThat(Outcome.words("win b+w")).isEqualTo("Black and White win");
        assertThat(Outcome.words("draw")).isEqualTo("Draw");
        assertThat(Outcome.words("")).isEmpty();
        assertThat(Outcome.words("win x")).isEqualTo("win x");
        Messages.setLocale(Locale.FRENCH);
        assertThat(Outcome.words("win b")).isEqualTo("Noir gagne");
        assertThat(Outcome.words("win b+w")).isEqualTo("Noir et Blanc gagnent");
        assertThat(Outcome.words("draw")).isEqualTo("Nulle");
    }
}
