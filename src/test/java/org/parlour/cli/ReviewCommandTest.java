package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code review} and the transposition list of {@code show}. */
class ReviewCommandTest {
    private static final Path TRIAL = Path.of("src/test/resources/org/parlour/study/08-transposition.json");

    /**
     * A position reached by 25 move orders (a 100-ply line repeating the start every 4 plies, and a
     * side line back to it; the start, on each of their lines, is left out): show names the first {@value ShowCommand#TRANSPOSITIONS_SHOWN} and
     * counts the others, as the window's links do (f63bd54), in both languages. Before, all 25 were
     * printed, each replayed: hundreds in a long repeating line.
     */
    @Test
    void showCapsAPositionsMoveOrdersAndCountsTheOthers(@TempDir Path dir) throws Exception {
        String[] cycle = {"d1-d2", "d6-d5", "d2-d1", "d5-d6"};
        StringBuilder moves = new StringBuilder();
        for (int i = 0; i < 100; i++) {
            moves.append(i == 0 ? "" : ",\n").append("    {\"id\": ").append(i + 1).append(", \"move\": \"").append(cycle[i % 4]).append('"');
            if (i == 1) {
                // in place of 1... d6-d5
                moves.append(", \"variations\": [[{\"id\": 101, \"move\": \"c6-c5\"}, {\"id\": 102, \"move\": \"d2-d1\"}, {\"id\": 103, \"move\": \"c5-c6\"}]]");
            }
            moves.append('}');
        }
        Path file = dir.resolve("cycle.json");
        Files.writeString(file, "{\n  \"format\": \"parlour-record\",\n  \"version\": \"1.0\",\n  \"game\": \"agora\",\n  \"moves\": [\n"
                + moves + "\n  ]\n}\n", StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("show", file.toString(), "--ids");
        assertThat(r.code()).as(r.err()).isZero();
        // the start itself is on every other's line (left out): the 25 main line moves and #103
        String listed = r.out().substring(r.out().indexOf("Transpositions:\n") + "Transpositions:\n".length());
        assertThat(listed.lines().toList()).hasSize(1);
        assertThat(listed.split(" = ")).hasSize(ShowCommand.TRANSPOSITIONS_SHOWN);
        assertThat(listed).startsWith("  1. d1-d2 d6-d5 2. d2-d1 d5-d6 #4 = ").endsWith(" #80 and 6 more\n");
        try {
            org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
            CliTest.Run fr = CliTest.run("show", file.toString());
            assertThat(fr.out()).contains("Transpositions\u00a0:").contains(" et 6 de plus\n");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
    }

    @Test
    void showListsTheTranspositionsOfTheTrialFile() {
        CliTest.Run r = CliTest.run("show", TRIAL.toString(), "--ids");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Transpositions:\n  1. a2-b3 a5-b4 2. f2-e3 #3 = 1. f2-e3 a5-b4 2. a2-b3 #6\n");
    }

    @Test
    void showListsNoTranspositionsWhenThereAreNone() {
        CliTest.Run r = CliTest.run("show", "samples/agora/game-2.json");
        assertThat(r.code()).isZero();
        assertThat(r.out()).doesNotContain("Transpositions");
    }

    @Test
    void reviewWritesAndRemovesItsAnnotations(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        Files.copy(Path.of("samples/agora/game-2.json"), file, StandardCopyOption.REPLACE_EXISTING);
        // the sample stores a review at the defaults: take it out first, then review at depth 3
        assertThat(CliTest.run("review", file.toString(), "--remove").code()).isZero();
        String before = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(before).doesNotContain("\"source\": \"Parlour review\"").doesNotContain("\"computer\"");
        CliTest.Run r = CliTest.run("review", file.toString(), "--depth", "3", "--time", "0", "--proof", "2", "--write");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).containsPattern("reviewed (\\d+) of \\1 moves in [0-9.]+ s: \\d+ \\?\\?, \\d+ \\?, \\d+ \\?!");
        assertThat(r.out()).contains("written: " + file);
        String after = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(after).contains("\"source\": \"Parlour review\"");
        CliTest.Run again = CliTest.run("validate", file.toString());
        assertThat(again.code()).isZero();
        CliTest.Run removed = CliTest.run("review", file.toString(), "--remove");
        assertThat(removed.code()).isZero();
        assertThat(removed.out()).startsWith("removed the review's annotations from ");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(before);
    }

    /**
     * {@code review --lang fr} under English messages: the printed mistakes and summary and the
     * evidence written in the file are French, as {@code show} and {@code sheet} take {@code --lang}
     * (review had no such option: picocli refused it, exit 2).
     */
    @Test
    void reviewLangPrintsAndWritesTheReviewsWordsInThatLanguage(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        Files.copy(Path.of("samples/agora/game-2.json"), file, StandardCopyOption.REPLACE_EXISTING);
        assertThat(CliTest.run("review", file.toString(), "--remove").code()).isZero();
        CliTest.Run r = CliTest.run("review", file.toString(), "--depth", "3", "--time", "0", "--proof", "2", "--lang", "fr", "--write");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("9. c3_b4??  Mieux\u00a0: 9. b1-a1").containsPattern("36 coups analysés sur 36 en [0-9,]+ s\u00a0: 5\u00a0\\?\\?")
                .doesNotContain("Better:", "reviewed ");
        // the messages of the command itself keep the system's language, as sheet's do
        assertThat(r.out()).contains("written: " + file);
        String written = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(written).contains("Mieux\u00a0: 9. b1-a1").doesNotContain("Better: ");
        CliTest.Run en = CliTest.run("review", file.toString(), "--depth", "3", "--time", "0", "--proof", "2", "--lang", "en");
        assertThat(en.out()).contains("9. c3_b4??  Better: 9. b1-a1").contains("reviewed 36 of 36 moves");
        CliTest.Run bad = CliTest.run("review", file.toString(), "--lang", "fr_FR");
        assertThat(bad.code()).isEqualTo(Cli.USAGE);
        assertThat(bad.err()).contains("--lang: \"fr_FR\" is not a well-formed BCP 47 language tag");
    }

    /**
     * A mistake whose better move is already an author's variation (the first 28 plies of Agora
     * game 1 with its old line 14... e4xd4, commented by hand): review --write gives it the words
     * it writes on its own variations, in its mark, without a second e4xd4 and without touching
     * the author's comments; review --remove gives the file back byte for byte. Before, the
     * review wrote the glyph and no words.
     */
    @Test
    void aBetterMoveAlreadyThereGetsTheWordsAndRemoveGivesTheFileBack(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("there.json");
        Files.copy(Path.of("src/test/resources/org/parlour/review/better-move-already-there-agora.json"), file);
        String before = Files.readString(file, StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("review", file.toString(), "--node", "28", "--from", "28", "--write");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("14... e4-d3??  Better: 14... e4xd4, ").contains("(1 glyph, 0 variations, 1 evaluation, 1 comment for a line already there)");
        String after = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(after).contains("\"computer\": {\"by\": \"review\", \"nag\": 4, \"words\": \"Better: 14... e4xd4, +2.00 for Black against 0.00 for Black after 14... e4-d3 (search depth 7): ")
                .contains("{\"id\": 29, \"move\": \"e4xd4\", \"comment\": \"The author's comment: Black takes the stack back.\"},")
                .contains("\"comment\": \"The author's comment on the move played.\"");
        assertThat(after.split("\"move\": \"e4xd4\"", -1)).as("one e4xd4").hasSize(2);
        CliTest.Run removed = CliTest.run("review", file.toString(), "--remove");
        assertThat(removed.code()).as(removed.err()).isZero();
        assertThat(removed.out()).startsWith("removed the review's annotations from 1 move");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(before);
        // in French (--lang fr): the same, in French words
        CliTest.Run fr = CliTest.run("review", file.toString(), "--node", "28", "--from", "28", "--lang", "fr", "--write");
        assertThat(fr.code()).as(fr.err()).isZero();
        // the command's own line keeps the system's language (reviewLangPrintsAndWritesTheReviewsWordsInThatLanguage)
        assertThat(fr.out()).contains("(1 glyph, 0 variations, 1 evaluation, 1 comment for a line already there)");
        assertThat(Files.readString(file, StandardCharsets.UTF_8))
                .contains("\"words\": \"Mieux\u00a0: 14... e4xd4, +2,00 pour Noir contre 0,00 pour Noir apr\u00e8s 14... e4-d3 (profondeur de recherche 7)\u00a0: ")
                .contains("\"comment\": \"The author's comment: Black takes the stack back.\"");
        assertThat(CliTest.run("review", file.toString(), "--remove").code()).isZero();
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(before);
    }

    @Test
    void reviewNodeReviewsTheLineToAVariationNode(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        Files.copy(Path.of("samples/agora/game-2.json"), file, StandardCopyOption.REPLACE_EXISTING);
        assertThat(CliTest.run("review", file.toString(), "--remove").code()).as("the sample's stored review out").isZero();
        // node 29 ends the variation 13. f1-f2 b4_a3 14. f2xe3 f3xe3 to the main line's 13. b1-a2 (node 25)
        CliTest.Run r = CliTest.run("review", file.toString(), "--node", "29", "--depth", "1", "--time", "0", "--proof", "0",
                "--all", "--write");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("13. f1-f2").contains("14... f3xe3").doesNotContain("13. b1-a2");
        assertThat(r.out()).containsPattern("reviewed 28 of 28 moves in ");
        org.parlour.study.GameRecord written = new org.parlour.json.RecordJson(org.parlour.games.Games.all()).read(file).value();
        assertThat(written.tree().node(29).data().evaluation()).isPresent();
        assertThat(written.tree().node(25).data().evaluation()).isEmpty();
    }

    @Test
    void reviewRefusesBadArgumentsWithOneLine() {
        CliTest.Run r = CliTest.run("review", "samples/agora/game-2.json", "--depth", "0");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).startsWith("--depth: expected 1 to 64 plies, got 0");
        CliTest.Run missing = CliTest.run("review", "nowhere.json");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("error: nowhere.json: no such file\n");
        CliTest.Run node = CliTest.run("review", "samples/agora/game-2.json", "--node", "9999");
        assertThat(node.code()).isEqualTo(2);
        assertThat(node.err()).isEqualTo("error: --node 9999: no such node in samples/agora/game-2.json\n");
    }

    /**
     * {@code --nodes}: a budget per position that stops the deepening stops it at the same depth
     * on every run (the output repeats but for the seconds); a negative one is refused.
     */
    @Test
    void reviewNodesIsABudgetPerPositionThatRepeats() {
        String[] args = {"review", "samples/agora/game-2.json", "--depth", "4", "--nodes", "3000", "--proof", "0", "--all"};
        CliTest.Run a = CliTest.run(args);
        CliTest.Run b = CliTest.run(args);
        assertThat(a.code()).as(a.err()).isZero();
        assertThat(a.out()).as("the budget stops some positions short of depth 4").contains("(depth 2)")
                .containsPattern("reviewed 36 of 36 moves in ");
        assertThat(b.out().replaceAll("in [0-9.]+ s", "")).isEqualTo(a.out().replaceAll("in [0-9.]+ s", ""));
        CliTest.Run bad = CliTest.run("review", "samples/agora/game-2.json", "--nodes", "-1");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).startsWith("--nodes: expected 0 (no budget) or more nodes, got -1");
    }

    /** D33: the user's move a6-a5 (id 9001) continues the review's variation 5. b4xb5; --remove keeps it. */
    @Test
    void reviewRemoveKeepsTheUsersMovesAfterTheReviewsVariation(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.json");
        Files.copy(Path.of("src/test/resources/org/parlour/cli/reliability/D33-reviewed-then-continued.json"), file);
        CliTest.Run removed = CliTest.run("review", file.toString(), "--remove");
        assertThat(removed.code()).as(removed.err()).isZero();
        assertThat(removed.out()).startsWith("removed the review's annotations from ")
                .contains("kept 1 computer-made move: they lead to your own moves or comments, or lie on the main line\n");
        String after = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(after).contains("MY ANALYSIS: my own move after the suggested line").contains("\"a6-a5\"")
                .doesNotContain("Parlour review").doesNotContain("b5xb4");
        assertThat(CliTest.run("validate", file.toString()).code()).isZero();
        CliTest.Run again = CliTest.run("review", file.toString(), "--remove");
        assertThat(again.out()).startsWith("nothing computer-made in ").contains("kept 1 computer-made move");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(after);
    }

    /**
     * convert --to parlour gives a file back byte for byte whatever the form of its marks: members
     * out of order, unknown members out of order, {@code "line": false}, {@code "by": ""}. Until
     * 2026-12-06 (the mark read as a value) the writer put them in a fixed order and dropped the
     * last two.
     */
    @Test
    void convertKeepsAMarkAsItWasWritten(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        String text = Files.readString(Path.of("samples/agora/game-1.json"), StandardCharsets.UTF_8);
        String odd = text.replaceFirst("\"computer\": \\{\"by\": \"review\", \"nag\": 4\\}",
                "\"computer\": {\"nag\": 4, \"z-later\": [1], \"by\": \"\", \"a-later\": {\"b\": 2, \"a\": 1}, \"line\": false}");
        assertThat(odd).isNotEqualTo(text);
        Files.writeString(file, odd, StandardCharsets.UTF_8);
        Path out = dir.resolve("out.json");
        CliTest.Run conv = CliTest.run("convert", file.toString(), out.toString(), "--to", "parlour");
        assertThat(conv.code()).as(conv.err()).isZero();
        assertThat(Files.readAllBytes(out)).isEqualTo(Files.readAllBytes(file));
    }

    /**
     * A damaged review mark is one line naming the file, the JSON path and what was expected, as any
     * damaged field: review --remove refuses to write what it would drop and leaves the file as it
     * was, validate names it too. Until 2026-12-06 the mark was kept as opaque text and a damaged
     * one read without a word (its glyph then stayed on --remove).
     */
    @Test
    void aDamagedMarkIsOneLineNamingTheFileAndThePath(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        String text = Files.readString(Path.of("samples/agora/game-1.json"), StandardCharsets.UTF_8);
        String damaged = text.replaceFirst("\"computer\": \\{\"by\": \"review\", \"nag\": 4\\}", "\"computer\": {\"by\": \"review\", \"nag\": \"??\"}");
        assertThat(damaged).isNotEqualTo(text);
        Files.writeString(file, damaged, StandardCharsets.UTF_8);
        String issue = file + ": $.moves[21].computer.nag: expected a NAG number from 1 to 255, got \"??\"; ignored";
        CliTest.Run removed = CliTest.run("review", file.toString(), "--remove");
        assertThat(removed.code()).isEqualTo(Cli.INVALID);
        // the issue, then why nothing is written (as for any field the reader dropped)
        assertThat(removed.err().lines().toList()).hasSize(2).first().isEqualTo("error: " + issue);
        assertThat(removed.err().lines().toList().get(1))
                .startsWith("error: " + file + ": not written: the file holds what could not be loaded ($.moves[21].computer.nag, above)");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo(damaged);
        CliTest.Run validate = CliTest.run("validate", file.toString());
        assertThat(validate.code()).isEqualTo(Cli.INVALID);
        assertThat(validate.out() + validate.err()).contains(issue);
    }

    /** D33: a main-line move carrying the variation mark (a review line made the main line) never cuts the game. */
    @Test
    void reviewRemoveNeverCutsTheMainLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("g.json");
        String text = Files.readString(Path.of("samples/tournament/game-1.json"), StandardCharsets.UTF_8);
        org.parlour.json.RecordJson json = new org.parlour.json.RecordJson(org.parlour.games.Games.all());
        org.parlour.study.GameRecord r = json.readRecord(text, "g").value();
        long at = r.tree().mainLine().get(196).id();
        r = r.withTree(r.tree().update(at, d -> d.withComputerMark(java.util.Optional.of(org.parlour.tree.ComputerMark.review().withLine(true)))));
        json.save(file, r);
        CliTest.Run removed = CliTest.run("review", file.toString(), "--remove");
        assertThat(removed.code()).as(removed.err()).isZero();
        assertThat(json.read(file).value().tree().mainLine()).hasSize(425);
    }
}
