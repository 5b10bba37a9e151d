package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
        assertThat(game.err()).contains("jeu inconnu «\u00a0chess\u00a0»");
    }

    @Test
    void perftCountsStayBareNumbers() {
        CliTest.Run r = CliTest.run("perft", "agora", "4");
        assertThat(r.lines()).containsExactly("147750");
    }

    /** The review's time in French has a decimal comma, as the window's and the evaluations' (it printed "en 1.4 s": a new user's trial). */
    @Test
    void theReviewsSecondsHaveADecimalComma() {
        CliTest.Run r = CliTest.run("review", SAMPLES.resolve("agora/sample-game.json").toString(), "--depth", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern(" en \\d+,\\d s\u00a0?: ").doesNotContainPattern(" en \\d+\\.\\d s");
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
    void anUnusableProblemAndNoLegalMoveAreFrench(@TempDir Path dir) throws Exception {
        Path f = dir.resolve("p.json");
        Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
                + " \"problem\": {\"seat\": \"w\", \"goal\": \"win\", \"moves\": 200, \"defence\": \"best\"}}");
        CliTest.Run r = CliTest.run("solve", f.toString());
        // one line: the error at its path, in French (a warning and an error pointing back at it before)
        assertThat(r.err().lines().toList()).containsExactly("erreur\u00a0: " + f + ": $.problem.moves: de 1 à 30 coups attendus, reçu 200"
                + "\u00a0; la définition du problème est ignorée");
        Files.writeString(f, Files.readString(f).replace("\"seat\": \"w\"", "\"seat\": \"x\"").replace("200", "2"));
        assertThat(CliTest.run("solve", f.toString()).err().lines().toList()).containsExactly("erreur\u00a0: " + f
                + ": $.problem.seat: pas de joueur «\u00a0x\u00a0» (w ou b attendu\u00a0: Agora, 2 joueurs)"
                + "\u00a0; la définition du problème est ignorée");
        CliTest.Run none = CliTest.run("moves", "agora", "--position", "6/6/6/6/6/6 b");
        assertThat(none.code()).isZero();
        assertThat(none.err().strip()).isEqualTo("aucun coup légal\u00a0: Noir a le trait et n’en a aucun");
    }

    @Test
    void solveReportsInFrench() {
        CliTest.Run r = CliTest.run("solve", SAMPLES.resolve("agora/problems.json").toString());
        assertThat(r.out()).contains("problème\u00a0: ", "verdict\u00a0: prouvé", "clé\u00a0: 1. ").doesNotContain("key: ", "problem: ");
    }

    @Test
    void unknownOptionAndMissingParameterAreFrenchWithTheSameExitCode() {
        CliTest.Run r = CliTest.run("validate", "--frobnicate", "x.json");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("Option inconnue\u00a0: '--frobnicate'").doesNotContain("Unknown option")
                .endsWith("Lancez 'parlour validate --help' pour l\u2019aide.\n").doesNotContain("Utilisation");
        CliTest.Run missing = CliTest.run("validate");
        assertThat(missing.code()).isEqualTo(Cli.USAGE);
        assertThat(missing.err()).startsWith("Paramètre obligatoire manquant\u00a0: '<file>'").doesNotContain("Missing required");
        CliTest.Run number = CliTest.run("perft", "agora", "deux");
        assertThat(number.code()).isEqualTo(Cli.USAGE);
        assertThat(number.err()).startsWith("Valeur invalide pour le paramètre à la position 1 (<depth>)\u00a0: 'deux' n’est pas un nombre entier");
    }

    @Test
    void aBadBooleanIsFrench() {
        CliTest.Run r = CliTest.run("solve", "x.json", "--write=yes");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("Valeur invalide pour l’option '--write'\u00a0: 'yes' n’est pas un booléen (true ou false attendu)")
                .doesNotContain("is not a boolean");
    }

    /** The system's own reasons (a loop of symbolic links, a file where a folder should be) in French, the file named once. */
    @Test
    void theSystemsReasonsAreFrench(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.json");
        Path b = dir.resolve("b.json");
        Files.createSymbolicLink(a, b);
        Files.createSymbolicLink(b, a);
        CliTest.Run loop = CliTest.run("validate", a.toString());
        assertThat(loop.code()).isEqualTo(Cli.USAGE);
        assertThat(loop.err().strip()).isEqualTo("erreur\u00a0: " + a + "\u00a0: trop de niveaux de liens symboliques");
        Path file = dir.resolve("plain.txt");
        Files.writeString(file, "x");
        CliTest.Run under = CliTest.run("convert", SAMPLES.resolve("agora/game-1.json").toString(), file.resolve("out.json").toString());
        assertThat(under.err()).contains("est un fichier, pas un dossier").doesNotContain("directory");
        Path mem = Path.of("/proc/self/mem");
        if (Files.isRegularFile(mem) && Files.isReadable(mem)) {
            assertThat(CliTest.run("validate", mem.toString()).err().strip()).isEqualTo("erreur\u00a0: /proc/self/mem\u00a0: erreur d’entrée-sortie du système");
        }
    }

    @Test
    void unknownCommandSuggestsInFrench() {
        CliTest.Run r = CliTest.run("valdate", "x.json");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).doesNotContain("Did you mean", "Unmatched").contains("Vouliez-vous dire\u00a0: parlour validate\u00a0?");
    }

    @Test
    void validateOfAMalformedFileIsFrenchAndKeepsItsPlace(@TempDir Path dir) throws Exception {
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\n  \"format\": \"parlour-record\"\n  \"version\": \"1.0\"\n}\n", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("validate", broken.toString());
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.lines()).containsExactly(broken + ":3:4: ',' ou '}' attendu après un champ (à $.format)");
        Path bad = dir.resolve("bad.json");
        String text = Files.readString(SAMPLES.resolve("agora/sample-game.json"), StandardCharsets.UTF_8)
                .replace("\"nags\": [3, 16]", "\"nags\": [3, 4]")
                .replace("\"colour\": \"red\"", "\"colour\": \"pink\"")
                .replace("\"move\": \"f1-e2\"", "\"move\": \"f1-f3\"");
        Files.writeString(bad, text, StandardCharsets.UTF_8);
        CliTest.Run v = CliTest.run("validate", bad.toString());
        assertThat(v.code()).isEqualTo(1);
        assertThat(v.out()).contains(": $.moves[10].nags[1]: au plus un signe de coup (1-6) par coup",
                        ".colour: couleur inconnue «\u00a0pink\u00a0» (green, red, blue ou yellow attendu)\u00a0; annotation ignorée")
                .contains(": $.moves[14].move: «\u00a0f1-f3\u00a0» n’est pas légal ici (f1-f3\u00a0: la case f3 n’est pas voisine de f1) dans la position",
                        "la ligne est coupée ici (2 coups écartés)")
                .doesNotContain("at most", "unknown colour", "mark ignored", "not legal", "not next to");
    }

    @Test
    void aMoveTheRulesRefuseIsFrench() {
        CliTest.Run r = CliTest.run("play", "agora", "b1-b3");
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err()).startsWith("erreur\u00a0: coup 1\u00a0: b1-b3\u00a0: la case b3 n’est pas voisine de b1");
        CliTest.Run t = CliTest.run("moves", "tournament", "--position", "1g2G1/G5g/8/g7G/10/Q9q/10/g7G/8/G5g/1g2G1 x");
        assertThat(t.err()).contains("trait «\u00a0x\u00a0»\u00a0: w ou b attendu");
    }

    @Test
    void outcomeReasonIsFrench() {
        assertThat(org.parlour.core.Outcome.win("six White guards on ring 1 without their queen on the throne",
                org.parlour.core.Seat.BLACK).display()).isEqualTo("win b (six gardes blancs sur l’anneau 1 sans leur reine sur le trône)");
    }

    @Test
    void importAndExportSpeakFrench(@TempDir Path dir) throws Exception {
        CliTest.Run export = CliTest.run("export", SAMPLES.resolve("agora/sample-game.json").toString(), "--to", "text");
        assertThat(export.code()).isZero();
        assertThat(export.err()).contains("remarque\u00a0: ", "identifiants de nœuds\u00a0: non écrits")
                .doesNotContain("not written");
        assertThat(export.out()).contains("[%eval ");
        assertThat(export.out()).contains("[Game \"agora\"]");
        Path text = dir.resolve("chess.txt");
        Files.writeString(text, "[Game \"chess\"]\n\n1. e4 *\n", StandardCharsets.UTF_8);
        CliTest.Run in = CliTest.run("import", text.toString());
        assertThat(in.code()).isEqualTo(Cli.INVALID);
        assertThat(in.err()).startsWith("erreur\u00a0: " + text + ":1:").contains("jeu inconnu «\u00a0chess\u00a0»").doesNotContain("unknown game");
    }

    /**
     * French typography in the French help (help_fr.properties), as FrenchTextsTest checks
     * messages_fr: a no-break space before : ; ? ! and inside « », and no "..." quotes (a new
     * user's trial: 12 plain spaces, as in mine --help, selfplay --level, show and sheet --lang).
     */
    @Test
    void theFrenchHelpFollowsFrenchTypography() throws java.io.IOException {
        java.util.List<String> bad = new java.util.ArrayList<>();
        for (String line : Files.readAllLines(Path.of("src/main/resources/org/parlour/cli/help_fr.properties"), StandardCharsets.UTF_8)) {
            int eq = line.indexOf('=');
            String text = eq < 0 ? "" : line.substring(eq + 1);
            if (!line.strip().startsWith("#") && eq > 0 && (text.matches(".* [:;?!].*") || text.contains("« ")
                    || text.contains(" »") || text.contains("\""))) {
                bad.add(line.substring(0, eq).strip());
            }
        }
        assertThat(bad).as("help_fr texts with a plain space before : ; ? ! or inside «\u00a0», or \"...\" quotes").isEmpty();
        CliTest.Run r = CliTest.run("show", "--help");
        assertThat(r.out()).contains("défaut\u00a0:").contains("\u00a0;").doesNotContain(" :").doesNotContain(" ;");
    }
}
