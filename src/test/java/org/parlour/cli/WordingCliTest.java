package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;

/**
 * Words a new user's trial found raw on the command line: problem roles in English under French
 * comments, a result code ("win b") where show says "Black wins", and solve's exit 1 for an answer
 * the limits left unknown, with nothing on stderr.
 */
class WordingCliTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));

    /** A problem on an empty board, with a move: White, to move, has none, so Black has won. */
    private static final String NO_PIECES = "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
            + " \"setup\": \"6/6/6/6/6/6 w\", \"problem\": {\"seat\": \"w\", \"goal\": \"win\", \"moves\": 2, \"defence\": \"best\"},"
            + " \"moves\": [{\"id\": 1, \"move\": \"a1-b2\"}]}";

    @TempDir
    Path dir;

    private static <T> T inFrench(Supplier<T> run) {
        Messages.setLocale(Locale.FRENCH);
        try {
            return run.get();
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    /** show printed "[key]", "[try]", "[refutation]" in French, where the window says clé, essai, réfutation. */
    @Test
    void showSaysTheProblemRolesInTheReadersLanguage() {
        String file = SAMPLES.resolve("agora/problems.json").toString();
        CliTest.Run fr = inFrench(() -> CliTest.run("show", file, "--chapter", "4"));
        assertThat(fr.code()).as(fr.err()).isZero();
        assertThat(fr.out()).contains("1. a3xb4 [clé] {Clé.", "(1. a3xb3 [essai] ", "b4xb3 [réfutation] ", "[variante]")
                .doesNotContain("[key]", "[try]", "[refutation]", "[variation]");
        CliTest.Run en = CliTest.run("show", file, "--chapter", "4");
        assertThat(en.out()).contains("1. a3xb4 [key] {Key.", "(1. a3xb3 [try] ", "b4xb3 [refutation] ");
    }

    /** validate said "(the game is over: win b)", the file's code, where show says "Black wins". */
    @Test
    void aMoveAfterTheEndSaysTheResultInWords() throws Exception {
        Path f = dir.resolve("p_nopieces.json");
        Files.writeString(f, NO_PIECES, StandardCharsets.UTF_8);
        CliTest.Run en = CliTest.run("validate", f.toString());
        assertThat(en.code()).isEqualTo(Cli.INVALID);
        assertThat(en.out() + en.err()).contains("\"a1-b2\" is not legal here (the game is over: Black wins)").doesNotContain("win b");
        CliTest.Run fr = inFrench(() -> CliTest.run("validate", f.toString()));
        assertThat(fr.out() + fr.err()).contains("«\u00a0a1-b2\u00a0» n’est pas légal ici (la partie est finie\u00a0: Noir gagne)")
                .doesNotContain("win b");
        // play's error for a move after the end goes the same way (its last line keeps the code, for scripts)
        CliTest.Run play = inFrench(() -> CliTest.run("play", "agora", "--position", "6/6/6/6/6/6 w", "a1-b2"));
        assertThat(play.code()).isEqualTo(Cli.INVALID);
        assertThat(play.err()).contains("la partie est déjà finie (Noir gagne)").doesNotContain("win b");
        assertThat(CliTest.run("play", "agora", "--position", "6/6/6/6/6/6 w").lines()).containsExactly("6/6/6/6/6/6 w", "outcome: win b (Black wins)");
    }

    /**
     * play's last line in French said "résultat : win b" (the label translated, the value a code)
     * and "résultat : aucun" for a game that goes on: the line scripts read (docs/cli.md) is now
     * the same in every language, "outcome: " and the code, and the words follow in the reader's
     * language in parentheses.
     */
    @Test
    void playsLastLineKeepsTheScriptsCodeAndSaysItInTheReadersWords() {
        CliTest.Run fr = inFrench(() -> CliTest.run("play", "agora", "--position", "6/6/6/6/6/6 w"));
        assertThat(fr.code()).isZero();
        assertThat(fr.lines()).containsExactly("6/6/6/6/6/6 w", "outcome: win b (Noir gagne)");
        assertThat(inFrench(() -> CliTest.run("play", "agora", "a2-a3")).lines()).last().isEqualTo("outcome: none (La partie continue)");
        assertThat(inFrench(() -> CliTest.run("play", "tournament", "--position", "6/7/8/9/10/11/10/9/8/7/6 w 2")).lines())
                .last().isEqualTo("outcome: draw (Nulle)");
        assertThat(CliTest.run("play", "agora", "a2-a3").lines()).last().isEqualTo("outcome: none (The game goes on)");
    }

    /**
     * solve --nodes 1000 over the Agora problems exited 1 ("invalid input: stderr says what and
     * where") with nothing on stderr: an answer the limits left unknown is exit 4, with one line.
     */
    @Test
    void anAnswerTheLimitsLeftUnknownIsExitFourWithOneLine() throws Exception {
        Path f = dir.resolve("pr.json");
        Files.copy(SAMPLES.resolve("agora/problems.json"), f);
        CliTest.Run r = CliTest.run("solve", f.toString(), "--nodes", "1000", "--threads", "1");
        assertThat(r.code()).as(r.err()).isEqualTo(Cli.UNDECIDED);
        long unknown = r.lines().stream().filter(l -> l.startsWith("verdict: unknown (node limit)")).count();
        long problems = r.lines().stream().filter(l -> l.startsWith("verdict: ")).count();
        assertThat(unknown).isPositive().isLessThan(problems);
        assertThat(r.err().lines().toList()).containsExactly("note: " + f + ": " + unknown + " of " + problems
                + " problems left unknown by the limits (node limit); exit code 4");
        CliTest.Run fr = inFrench(() -> CliTest.run("solve", f.toString(), "--nodes", "1000", "--threads", "1"));
        assertThat(fr.code()).isEqualTo(Cli.UNDECIDED);
        assertThat(fr.err().lines().toList()).containsExactly("remarque\u00a0: " + f + "\u00a0: " + unknown + " problèmes sur " + problems
                + " sans réponse dans les limites (limite de nœuds)\u00a0; code de sortie 4");
        // bad input still wins: a stipulation the game cannot pose is exit 1 even with an unknown beside it
        Files.writeString(f, Files.readString(f, StandardCharsets.UTF_8).replaceFirst("\"goal\": \"capture\"", "\"goal\": \"throne\""),
                StandardCharsets.UTF_8);
        assertThat(CliTest.run("solve", f.toString(), "--nodes", "1000", "--threads", "1").code()).isEqualTo(Cli.INVALID);
        // and without limits every verdict is decided: exit 0, nothing on stderr but the progress
        // lines a solve longer than two seconds prints (a loaded machine's), which are no note
        CliTest.Run all = CliTest.run("solve", SAMPLES.resolve("agora/problems.json").toString());
        assertThat(all.code()).as(all.err()).isZero();
        assertThat(all.err().lines().filter(l -> !l.matches("solve: .*, \\d+ nodes, \\d+ s")).toList()).as(all.err()).isEmpty();
    }
}
