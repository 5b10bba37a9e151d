package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code sheet}: PDF diagram sheets from the command line, and its errors in one line each. */
class SheetCommandTest {
    @Test
    void writesALineSheetAndAProblemSheet(@TempDir Path dir) throws Exception {
        Path line = dir.resolve("line.pdf");
        CliTest.Run r = CliTest.run("sheet", "samples/conspirateurs/sample-game.json", "-o", line.toString(), "--every", "4");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("wrote " + line + " (line, a diagram every 4 plies)");
        assertThat(Files.readString(line, java.nio.charset.StandardCharsets.ISO_8859_1)).startsWith("%PDF-");
        Path problems = dir.resolve("problems.pdf");
        r = CliTest.run("sheet", "samples/tournament/problems.json", "-o", problems.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("(problem sheet)");
        assertThat(problems).isNotEmptyFile();
        // --chapter on a problem sheet prints that problem alone (it was ignored: every problem)
        Path one = dir.resolve("one.pdf");
        r = CliTest.run("sheet", "samples/tournament/problems.json", "-o", one.toString(), "--chapter", "2");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(Files.size(one)).isLessThan(Files.size(problems));
        r = CliTest.run("sheet", "samples/tournament/problems.json", "-o", one.toString(), "--chapter", "99");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).contains("--chapter 99").contains("(choose 1 to");
    }

    /**
     * {@code --lang fr} under an English system: the sheet's own words are French too, not only the
     * record's texts (a new user's trial: the solutions read "Solver: solved, shortest 1").
     */
    @Test
    void langFrPrintsTheSheetsOwnWordsInFrench(@TempDir Path dir) throws Exception {
        org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        Path pdf = dir.resolve("fr.pdf");
        CliTest.Run r = CliTest.run("sheet", "samples/agora/problems.json", "-o", pdf.toString(), "--chapter", "1", "--lang", "fr");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).as("the command's own line stays in the messages' language").contains("(problem sheet)");
        String text;
        try (org.apache.pdfbox.pdmodel.PDDocument doc = org.apache.pdfbox.Loader.loadPDF(pdf.toFile())) {
            text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
        }
        assertThat(text).contains("Question 1\u00a0: prendre").contains("Solutions").contains("Solveur\u00a0: résolu, le plus court en ")
                .doesNotContain("Solver").doesNotContain("solved").doesNotContain("shortest");
        assertThat(org.parlour.core.Messages.locale()).as("the run's language is left as it was").isEqualTo(java.util.Locale.ENGLISH);
    }

    /** A sheet written over an existing file keeps it as .bak and says so (it was replaced without a word). */
    @Test
    void aSheetOverAnExistingFileKeepsItAsBak(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("sheet.pdf");
        Files.writeString(out, "the user's own file");
        CliTest.Run r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", out.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(Files.readString(out, java.nio.charset.StandardCharsets.ISO_8859_1)).startsWith("%PDF-");
        assertThat(dir.resolve("sheet.pdf.bak")).hasContent("the user's own file");
        assertThat(r.err()).contains("note: replaced " + out + " (the old one is " + dir.resolve("sheet.pdf.bak") + ")");
    }

    /**
     * A sheet whose name does not end in .pdf is written and questioned in a note (it was written
     * without a word); a large --every is written without grouping commas (it said 1,000,000).
     */
    @Test
    void aNameOtherThanPdfGetsANoteAndLargeNumbersHaveNoCommas(@TempDir Path dir) throws Exception {
        Path txt = dir.resolve("sheet.txt");
        CliTest.Run r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", txt.toString(), "--every", "1000000");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(Files.readString(txt, java.nio.charset.StandardCharsets.ISO_8859_1)).startsWith("%PDF-");
        assertThat(r.out()).contains("a diagram every 1000000 plies").doesNotContain("1,000,000");
        assertThat(r.err()).contains("note: " + txt + " holds a PDF (its name does not end in .pdf)");
        Path pdf = dir.resolve("sheet.PDF");
        r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", pdf.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).doesNotContain("holds a PDF");
        r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", pdf.toString(), "--every", "-1000000");
        assertThat(r.err()).contains("--every -1000000: expected 1 to 2147483647 plies");
    }

    @Test
    void badArgumentsAndFilesGetOneLine(@TempDir Path dir) {
        Path out = dir.resolve("x.pdf");
        CliTest.Run r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", out.toString(), "--every", "0");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--every 0: expected 1 to 2147483647 plies");
        r = CliTest.run("sheet", dir.resolve("missing.json").toString(), "-o", out.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().lines().toList()).containsExactly("error: " + dir.resolve("missing.json") + ": no such file");
        r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", out.toString(), "--kind", "problems");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err().lines().toList()).hasSize(1);
        assertThat(r.err().lines().findFirst().orElseThrow()).startsWith("error: samples/agora/sample-game.json: no chapter states a problem");
        r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", dir.resolve("no/such/dir/x.pdf").toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err().lines().toList()).hasSize(1);
        assertThat(r.err().lines().findFirst().orElseThrow()).contains("cannot save: the folder").endsWith("does not exist");
        assertThat(out).doesNotExist();
    }

    /**
     * {@code --kind problems --chapter N} on a chapter that states no problem names the chapters
     * that do, by the file's numbers, in both languages (a new user's trial: on the Agora course it
     * said "no chapter states a problem", though chapters 3, 5 and 10 do).
     */
    @Test
    void aChapterWithoutAProblemNamesTheChaptersThatStateOne(@TempDir Path dir) {
        Path out = dir.resolve("x.pdf");
        CliTest.Run r = CliTest.run("sheet", "samples/agora/course.json", "-o", out.toString(), "--kind", "problems", "--chapter", "1");
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err().lines().toList()).containsExactly(
                "error: samples/agora/course.json: chapter 1 states no problem (chapters 3, 5, 10 do)");
        assertThat(out).doesNotExist();
        r = CliTest.run("sheet", "samples/agora/course.json", "-o", out.toString(), "--kind", "problems", "--chapter", "3");
        assertThat(r.code()).as(r.err()).isZero();
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            r = CliTest.run("sheet", "samples/agora/course.json", "-o", dir.resolve("y.pdf").toString(), "--kind", "problems", "--chapter", "2");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
        assertThat(r.code()).isEqualTo(Cli.INVALID);
        assertThat(r.err().lines().toList()).containsExactly(
                "erreur\u00a0: samples/agora/course.json\u00a0: le chapitre 2 n\u2019\u00e9nonce aucun probl\u00e8me (les chapitres 3, 5, 10 en \u00e9noncent)");
        // a game: none states one
        r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", out.toString(), "--kind", "problems", "--chapter", "1");
        assertThat(r.err().lines().toList()).containsExactly(
                "error: samples/agora/sample-game.json: chapter 1 states no problem, nor does any other chapter: nothing to print");
    }

    /** D26: 5,000 nested quotes in a comment: the sheet is written, a warning names the move (was exit 2, "(null)"). */
    @Test
    void aDeeplyNestedCommentIsPrintedAsWrittenWithAWarning(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("x.pdf");
        Path in = Path.of("src/test/resources/org/parlour/cli/reliability/D26-deep-markdown.json");
        CliTest.Run r = CliTest.run("sheet", in.toString(), "-o", out.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).contains(in + ": warning: move 1. a2-b3: the comment is nested more than 64 levels deep, printed as written");
        assertThat(out).isNotEmptyFile();
    }

    /** D29: a character no font has is named on standard error, with the file; the sheet is written. */
    @Test
    void charactersNoFontHasAreNamed(@TempDir Path dir) throws Exception {
        Path in = dir.resolve("pua.json");
        Files.writeString(in, Files.readString(Path.of("src/test/resources/org/parlour/cli/reliability/D29-uni.json"))
                .replace("\"event\": \"\u05ea\u05d7\u05e8\u05d5\u05ea\"", "\"event\": \"\ue000\""));
        Path out = dir.resolve("uni.pdf");
        CliTest.Run r = CliTest.run("sheet", in.toString(), "-o", out.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.err()).startsWith(in + ": warning: no font on this system has ").contains("\ue000 U+E000");
        assertThat(out).isNotEmptyFile();
    }
}
