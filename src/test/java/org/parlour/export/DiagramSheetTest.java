package org.parlour.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.diagram.Palette;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;

/**
 * PDF diagram sheets of the samples, read back with PDFBox: page count, the text on each page
 * (captions, comments, statements, solutions after the problems), and a page rendered to pixels
 * to see that the diagrams are drawn (target/screenshots/sheet-*.png, for a person to look at).
 */
class DiagramSheetTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    @Test
    void aLineHasADiagramEveryNPliesWithTheMovesAndCommentsBeforeIt(@TempDir Path dir) throws IOException {
        GameRecord r = JSON.read(Path.of("samples/agora/sample-game.json")).value();
        int plies = r.tree().mainLine().size();
        Path pdf = dir.resolve("line.pdf");
        DiagramSheet.line(r, 6, Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            assertThat(count(text, "After ")).isEqualTo((plies + 5) / 6);
            assertThat(text).contains("Agora: captures, prisoners and a freed prisoner")
                    .contains("1. a2-b3").contains("White steps down to the middle ring.");
            assertThat(doc.getNumberOfPages()).isBetween(2, plies);
            assertThat(doc.getDocumentInformation().getTitle()).isEqualTo(r.meta().title());
            BufferedImage page = new PDFRenderer(doc).renderImageWithDPI(0, 60);
            ImageIO.write(page, "png", screenshot("sheet-line-page1.png"));
            // the first diagram stands below the first run of moves, at the left margin: its
            // board colour, not the paper's white, fills the middle of that area
            assertThat(colouredShare(page, 0.1, 0.3, 0.45, 0.55)).isGreaterThan(0.6);
        }
    }

    /**
     * A record without title or players is headed by its game's name, once, and a four-player
     * Conspirateurs sheet says "4 players" (a new user's trial: "Conspirateurs" as title and
     * again as the line below it, no word of the four players), in both languages.
     */
    @Test
    void anUntitledFourPlayerSheetNamesTheGameOnceAndSaysHowManyPlay(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("four.json");
        Files.writeString(in, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"conspirateurs\","
                + " \"rules\": {\"players\": \"4\"}, \"moves\": [{\"id\": 1, \"move\": \"@i8\"}, {\"id\": 2, \"move\": \"@j10\"}]}");
        GameRecord r = JSON.read(in).value();
        Path pdf = dir.resolve("four.pdf");
        DiagramSheet.line(r, 6, Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            assertThat(text).startsWith("Conspirateurs\n4 players\n");
            assertThat(count(text, "Conspirateurs")).isEqualTo(1);
        }
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            DiagramSheet.line(r, 6, Palette.LIGHT, pdf);
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(new PDFTextStripper().getText(doc)).startsWith("Conspirateurs\n4 joueurs\n");
        }
        // a two-player Agora game with a title: the game named below it, no count of players
        GameRecord agora = JSON.read(Path.of("samples/agora/sample-game.json")).value();
        DiagramSheet.line(agora, 6, Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc);
            assertThat(text.lines().skip(1).findFirst().orElseThrow()).startsWith("Agora").doesNotContain("players");
        }
    }

    @Test
    void problemsComeFourAPageAndTheSolutionsAfter(@TempDir Path dir) throws IOException {
        RecordCollection c = JSON.readAny(Path.of("samples/agora/problems.json")).value();
        List<GameRecord> problems = c.chapters().stream().filter(r -> r.problem().isPresent()).toList();
        assertThat(DiagramSheet.isProblemCollection(c)).isTrue();
        Path pdf = dir.resolve("problems.pdf");
        DiagramSheet.problems(c, Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            int diagramPages = (problems.size() + 3) / 4;
            assertThat(doc.getNumberOfPages()).isGreaterThan(diagramPages);
            PDFTextStripper strip = new PDFTextStripper();
            strip.setStartPage(1);
            strip.setEndPage(diagramPages);
            String statements = strip.getText(doc);
            strip.setStartPage(diagramPages + 1);
            strip.setEndPage(doc.getNumberOfPages());
            String solutions = strip.getText(doc);
            for (int i = 0; i < problems.size(); i++) {
                GameRecord p = problems.get(i);
                String first = firstWords(p.problem().map(ProblemSpec::statement).orElseThrow());
                assertThat(statements).contains((i + 1) + ". " + p.meta().title()).contains(first);
                assertThat(solutions).contains((i + 1) + ". " + p.meta().title())
                        .contains("1. " + p.tree().mainLine().get(0).data().move());
            }
            assertThat(solutions).startsWith("Solutions");
            assertThat(statements).doesNotContain("Solutions");
            BufferedImage page = new PDFRenderer(doc).renderImageWithDPI(0, 60);
            ImageIO.write(page, "png", screenshot("sheet-problems-page1.png"));
            assertThat(colouredShare(page, 0.12, 0.15, 0.42, 0.32)).isGreaterThan(0.6);
        }
    }

    /**
     * The solutions set the moves in bold, apart from the comments (a new user's trial: one run of
     * moves and words), and the line sheet's runs of moves too; the text reads as before.
     */
    @Test
    void theSolutionsSetTheMovesApartFromTheComments(@TempDir Path dir) throws IOException {
        RecordCollection c = JSON.readAny(Path.of("samples/agora/problems.json")).value();
        Path pdf = dir.resolve("problems.pdf");
        DiagramSheet.problems(RecordCollection.of(c.title(), List.of(c.chapters().get(0))), Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PDFTextStripper strip = new PDFTextStripper();
            strip.setStartPage(2);
            assertThat(strip.getText(doc)).contains("1. b2xc3 Key. Goal reached: capture the stack on c3.");
            List<String> bold = boldRuns(doc, 2);
            assertThat(bold).as("bold on the solutions page").contains("1. b2xc3");
            assertThat(String.join("|", bold)).doesNotContain("Key.").doesNotContain("Goal reached");
        }
        GameRecord r = JSON.read(Path.of("samples/agora/sample-game.json")).value();
        DiagramSheet.line(r, 6, Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(boldRuns(doc, 1)).contains("1. a2-b3").noneMatch(b -> b.contains("White steps down"));
        }
    }

    /**
     * A course's problems number themselves ("3. Your move: ..."): the sheet numbered them again,
     * "1. 3. Your move: capture the last free piece" over "1. b6xa6!", in both languages. Now
     * such titles stand alone on the statements' page and over their solutions, 3, 5 and 10 as in
     * the course (its comments say "chapters 4 and 5"), in English and in French.
     */
    @Test
    void aCourseProblemNumberedByItsTitleIsNotNumberedTwice(@TempDir Path dir) throws IOException {
        RecordCollection course = JSON.readAny(Path.of("samples/agora/course.json")).value();
        List<GameRecord> problems = course.chapters().stream().filter(r -> r.problem().isPresent()).toList();
        RecordCollection c = RecordCollection.of(course.title(), problems);
        Path pdf = dir.resolve("course.pdf");
        for (java.util.Locale lang : List.of(java.util.Locale.ENGLISH, java.util.Locale.FRENCH)) {
            RecordCollection shown = org.parlour.study.RecordLanguages.picked(c, lang);
            org.parlour.core.Messages.in(lang, () -> {
                try {
                    return DiagramSheet.problems(shown, Palette.LIGHT, pdf);
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            String text = text(pdf);
            String first = lang == java.util.Locale.FRENCH ? "3. \u00c0 vous\u00a0: prenez la derni\u00e8re pi\u00e8ce libre"
                    : "3. Your move: capture the last free piece";
            String last = lang == java.util.Locale.FRENCH ? "10. La fin de la partie" : "10. The end of the game";
            assertThat(text).as(lang.toString()).doesNotContain("1. 3.").doesNotContain("2. 5.").doesNotContain("3. 10.");
            // on the statements' page and again over the solution, which starts at move 1
            assertThat(count(text, first)).as(lang.toString()).isEqualTo(2);
            assertThat(count(text, last)).as(lang.toString()).isEqualTo(2);
            String solutions = text.substring(text.indexOf(lang == java.util.Locale.FRENCH ? "Solutions" : "Solutions"));
            assertThat(solutions).contains(first + "\n").contains(last + "\n");
            assertThat(solutions.substring(solutions.indexOf(first + "\n") + first.length() + 1).replace('\n', ' ')).contains("1. b6xa6!");
        }
    }

    /**
     * Problems that do not all number themselves keep the sheet's numbers, and a title's own
     * number gives way to them ("2. Your move", not "2. 3. Your move"); a problem with Black to
     * move starts its solution at "1... ", under its heading.
     */
    @Test
    void mixedTitlesTakeTheSheetsNumbersOnce(@TempDir Path dir) throws IOException {
        RecordCollection course = JSON.readAny(Path.of("samples/agora/course.json")).value();
        RecordCollection set = JSON.readAny(Path.of("samples/agora/problems.json")).value();
        GameRecord numbered = course.chapters().stream().filter(r -> r.problem().isPresent()).findFirst().orElseThrow();
        RecordCollection c = RecordCollection.of("Mixed", List.of(set.chapters().get(0), numbered));
        Path pdf = dir.resolve("mixed.pdf");
        DiagramSheet.problems(org.parlour.study.RecordLanguages.picked(c, java.util.Locale.ENGLISH), Palette.LIGHT, pdf);
        String text = text(pdf);
        assertThat(text).contains("1. Question 1: capture from equal height").contains("2. Your move: capture the last free piece")
                .doesNotContain("2. 3. Your move");
        assertThat(DiagramSheet.headings(List.of("3. Your move", "10. The end"))).containsExactly("3. Your move", "10. The end");
        assertThat(DiagramSheet.headings(List.of("3. Your move", "3. Again"))).as("numbers twice: the sheet's")
                .containsExactly("1. Your move", "2. Again");
        assertThat(DiagramSheet.headings(List.of("Win in 2", "3. Your move"))).containsExactly("1. Win in 2", "2. Your move");
        assertThat(DiagramSheet.headings(List.of("2 kings", "10 men left"))).as("a number that is the title's first word")
                .containsExactly("1. 2 kings", "2. 10 men left");
    }

    /**
     * A four-player Conspirateurs problem says so in its heading ("(4 players)", "(4 joueurs)"),
     * on the statements' page and over the solution, whose first move, Red's, reads "1... d2-d1";
     * a two-player one does not.
     */
    @Test
    void aFourPlayerProblemSaysHowManyPlayInItsHeading(@TempDir Path dir) throws IOException {
        Path in = dir.resolve("four.json");
        Files.writeString(in, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"conspirateurs\","
                + " \"rules\": {\"players\": \"4\"}, \"meta\": {\"title\": {\"en\": \"Red to shelter\", \"fr\": \"Rouge \u00e0 l\u2019abri\"}},"
                + " \"setup\": \"17/17/17/17/17/17/8G8/8W8/8B8/17/17/17/17/17/17/3R13/17 r 0,0,0,0\","
                + " \"problem\": {\"seat\": \"r\", \"goal\": \"shelter-man\", \"params\": {\"cell\": \"d2\"}, \"moves\": 1,"
                + " \"defence\": \"best\", \"statement\": \"Red to play and shelter the man on d2.\"},"
                + " \"moves\": [{\"id\": 1, \"move\": \"d2-d1\", \"comment\": \"Key.\"}]}");
        var read = JSON.read(in);
        assertThat(read.problems()).isEmpty();
        RecordCollection set = JSON.readAny(Path.of("samples/conspirateurs/problems.json")).value();
        RecordCollection c = RecordCollection.of("", List.of(read.value(), set.chapters().get(0)));
        Path pdf = dir.resolve("four.pdf");
        DiagramSheet.problems(org.parlour.study.RecordLanguages.picked(c, java.util.Locale.ENGLISH), Palette.LIGHT, pdf);
        String text = text(pdf);
        assertThat(count(text, "1. Red to shelter (4 players)\n")).isEqualTo(2);
        assertThat(text).contains("1. Red to shelter (4 players)\n1... d2-d1 Key.");
        assertThat(count(text, "2. Shelter the man on d5\n")).as("two players: no count").isEqualTo(2);
        org.parlour.core.Messages.in(java.util.Locale.FRENCH, () -> {
            try {
                return DiagramSheet.problems(org.parlour.study.RecordLanguages.picked(c, java.util.Locale.FRENCH), Palette.LIGHT, pdf);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        assertThat(count(text(pdf), "1. Rouge \u00e0 l\u2019abri (4 joueurs)\n")).isEqualTo(2);
    }

    /**
     * Four-player Conspirateurs moves on a sheet are numbered by rounds (docs/notation.md, "Move
     * numbers"; rules.md §6 says nothing of numbers): Black's move opens "10.", Red's, White's
     * and Green's take "10... " after a variation or a comment and nothing otherwise; a record
     * that starts with Green to move begins "1... " and Black's next move is "2.". The same text
     * as show and the game text export write.
     */
    @Test
    void fourPlayerMovesAreNumberedByRounds(@TempDir Path dir) throws IOException {
        StringBuilder moves = new StringBuilder();
        String[] files = {"e", "f", "g", "h", "i", "j", "k", "l", "m"};
        java.util.List<String> points = new java.util.ArrayList<>();
        for (int rank = 7; rank <= 11; rank++) {
            for (String f : files) {
                points.add(f + rank);
            }
        }
        for (int i = 0; i < 40; i++) {
            moves.append(i == 0 ? "" : ", ").append("{\"id\": ").append(i + 1).append(", \"move\": \"@").append(points.get(i)).append('"')
                    .append(i == 37 ? ", \"comment\": \"Red drops.\"" : "")
                    .append(i == 36 ? ", \"variations\": [[{\"id\": 100, \"move\": \"@j11\"}, {\"id\": 101, \"move\": \"@k11\"}]]" : "")
                    .append('}');
        }
        Path in = dir.resolve("four.json");
        Files.writeString(in, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"conspirateurs\","
                + " \"rules\": {\"players\": \"4\"}, \"moves\": [" + moves + "]}");
        GameRecord r = JSON.read(in).value();
        var replay = org.parlour.study.Replay.of(Games.create(r.gameId(), r.rules()), r);
        String text = MoveText.unmarked(MoveText.all(replay, n -> { }));
        assertThat(text).startsWith("1. @e7 @f7 @g7 @h7 2. @i7")
                .endsWith("9. @j10 @k10 @l10 @m10 10. @e11 (10. @j11 @k11) 10... @f11 Red drops. 10... @g11 @h11");
        Path pdf = dir.resolve("four.pdf");
        DiagramSheet.line(r, 40, Palette.LIGHT, pdf);
        assertThat(text(pdf)).contains("After 10... @h11");

        Files.writeString(in, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"conspirateurs\","
                + " \"rules\": {\"players\": \"4\"}, \"setup\": \"17/17/17/17/17/17/17/17/17/17/4BRW10/17/17/17/17/17/17 g 9,9,9,10\","
                + " \"moves\": [{\"id\": 1, \"move\": \"@e8\"}, {\"id\": 2, \"move\": \"@f8\"}, {\"id\": 3, \"move\": \"@g8\", \"comment\": \"c\"},"
                + " {\"id\": 4, \"move\": \"@h8\"}]}");
        GameRecord green = JSON.read(in).value();
        String greenText = MoveText.unmarked(MoveText.all(org.parlour.study.Replay.of(Games.create(green.gameId(), green.rules()), green), n -> { }));
        assertThat(greenText).isEqualTo("1... @e8 2. @f8 @g8 c 2... @h8");
    }

    private static String text(Path pdf) throws IOException {
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(doc);
        }
    }

    /**
     * Brackets around a variation are not part of its moves: in the marked text a sheet sets
     * ({@link MoveText#all}, {@link MoveText#of}) no move's bold run takes in "(" or ")", and in
     * the PDF no bold run of the moves' paragraphs does, wherever the lines break (variations of
     * every depth, with and without comments), in the problem sheet's solutions and in a line
     * sheet. (The headings are bold whole, their brackets too.)
     */
    @Test
    void noBracketIsBold(@TempDir Path dir) throws IOException {
        RecordCollection c = JSON.readAny(Path.of("samples/agora/problems.json")).value();
        int variations = 0;
        for (GameRecord r : c.chapters()) {
            String marked = MoveText.all(org.parlour.study.Replay.of(Games.create(r.gameId(), r.rules()), r), n -> { });
            variations += count(marked, "(" + MoveText.MOVE_ON);
            assertThat(marked).as(r.meta().title()).doesNotContain(MoveText.MOVE_ON + "(").doesNotContain(MoveText.MOVE_ON + ")");
            java.util.regex.Matcher m = java.util.regex.Pattern.compile(MoveText.MOVE_ON + "([^" + MoveText.MOVE_OFF + "]*)" + MoveText.MOVE_OFF).matcher(marked);
            while (m.find()) {
                assertThat(m.group(1)).as(r.meta().title()).doesNotContain("(").doesNotContain(")");
            }
        }
        assertThat(variations).as("variations opened by a bracket").isGreaterThan(50);
        Path pdf = dir.resolve("brackets.pdf");
        DiagramSheet.problems(c, Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            int runs = 0;
            for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                for (String run : boldRuns(doc, page, 10)) {
                    runs++;
                    assertThat(run).as("page " + page).doesNotContain("(").doesNotContain(")");
                }
            }
            assertThat(runs).isGreaterThan(100);
        }
        GameRecord r = JSON.read(Path.of("samples/tournament/sample-game.json")).value();
        DiagramSheet.line(r, 6, Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            List<String> all = new java.util.ArrayList<>();
            for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                all.addAll(boldRuns(doc, page, 10));
            }
            assertThat(all).isNotEmpty().noneMatch(b -> b.contains("(") || b.contains(")"));
        }
    }

    /** The runs of text set in bold (filled and stroked) on page {@code page} (from 1), each stripped. */
    private static List<String> boldRuns(PDDocument doc, int page) throws IOException {
        return boldRuns(doc, page, 0);
    }

    /** As {@link #boldRuns(PDDocument, int)}, of the text set at {@code size} points only (any size when 0). */
    private static List<String> boldRuns(PDDocument doc, int page, float size) throws IOException {
        StringBuilder sb = new StringBuilder();
        float[] lineY = {Float.NaN};
        PDFTextStripper strip = new PDFTextStripper() {
            @Override
            protected void showGlyph(org.apache.pdfbox.util.Matrix m, org.apache.pdfbox.pdmodel.font.PDFont font, int code,
                    org.apache.pdfbox.util.Vector d) throws IOException {
                super.showGlyph(m, font, code, d);
                if (m.getTranslateY() != lineY[0]) {
                    // a new line of text: a new run
                    lineY[0] = m.getTranslateY();
                    sb.append('\n');
                }
                if (getGraphicsState().getTextState().getRenderingMode()
                        == org.apache.pdfbox.pdmodel.graphics.state.RenderingMode.FILL_STROKE
                        && (size == 0 || getGraphicsState().getTextState().getFontSize() == size)) {
                    String u = font.toUnicode(code);
                    sb.append(u == null ? "?" : u);
                } else if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '\n') {
                    sb.append('\n');
                }
            }
        };
        strip.setStartPage(page);
        strip.setEndPage(page);
        strip.getText(doc);
        return sb.toString().lines().map(String::strip).filter(l -> !l.isEmpty()).toList();
    }

    @Test
    void aStatementTooLongForItsSlotIsCutNotRunIntoTheNextProblem(@TempDir Path dir) throws IOException {
        RecordCollection c = JSON.readAny(Path.of("samples/tournament/problems.json")).value();
        GameRecord first = c.chapters().get(0);
        ProblemSpec p = first.problem().orElseThrow();
        String longText = String.join(" ", java.util.Collections.nCopies(120, "very long statement"));
        List<GameRecord> chapters = new java.util.ArrayList<>(c.chapters());
        chapters.set(0, first.withProblem(java.util.Optional.of(
                new ProblemSpec(p.seat(), p.goal(), p.goalParams(), p.moves(), p.defence(), longText))));
        Path pdf = dir.resolve("long.pdf");
        DiagramSheet.problems(c.withChapters(chapters), Palette.LIGHT, pdf);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            PDFTextStripper strip = new PDFTextStripper();
            strip.setEndPage(1);
            String page1 = strip.getText(doc);
            assertThat(page1).contains("\u2026");
            assertThat(count(page1, "very long statement")).isBetween(10, 119);
            BufferedImage page = new PDFRenderer(doc).renderImageWithDPI(0, 60);
            ImageIO.write(page, "png", screenshot("sheet-problems-long-statement.png"));
            // the cut statement ends above the third problem: the strip between them is paper
            assertThat(colouredShare(page, 0.08, 0.505, 0.45, 0.515)).isLessThan(0.05);
        }
    }

    @Test
    void aFileWithoutProblemsHasNoProblemSheetAndEveryMustBePositive(@TempDir Path dir) throws IOException {
        GameRecord r = JSON.read(Path.of("samples/tournament/sample-game.json")).value();
        RecordCollection single = RecordCollection.of("", List.of(r));
        assertThat(DiagramSheet.isProblemCollection(single)).isFalse();
        Path pdf = dir.resolve("none.pdf");
        assertThatThrownBy(() -> DiagramSheet.problems(single, Palette.LIGHT, pdf))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no chapter states a problem");
        assertThatThrownBy(() -> DiagramSheet.line(r, 0, Palette.LIGHT, pdf))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least 1");
        assertThat(pdf).doesNotExist();
        try (var files = Files.list(dir)) {
            assertThat(files).as("no temporary file left behind").isEmpty();
        }
    }

    private static String firstWords(String markdown) {
        String[] w = MoveText.plain(markdown).split(" ");
        return String.join(" ", java.util.Arrays.copyOf(w, Math.min(3, w.length)));
    }

    private static int count(String text, String word) {
        int n = 0;
        for (int i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
            n++;
        }
        return n;
    }

    /** The share of pixels in the box (fractions of the page) that are not near-white paper. */
    private static double colouredShare(BufferedImage img, double x0, double y0, double x1, double y1) {
        int total = 0;
        int coloured = 0;
        for (int y = (int) (y0 * img.getHeight()); y < y1 * img.getHeight(); y++) {
            for (int x = (int) (x0 * img.getWidth()); x < x1 * img.getWidth(); x++) {
                int p = img.getRGB(x, y);
                int min = Math.min(p >> 16 & 0xff, Math.min(p >> 8 & 0xff, p & 0xff));
                total++;
                if (min < 235) {
                    coloured++;
                }
            }
        }
        return coloured / (double) total;
    }

    private static java.io.File screenshot(String name) throws IOException {
        Path d = Path.of("target", "screenshots");
        Files.createDirectories(d);
        return d.resolve(name).toFile();
    }

    /** D26: a comment of 5,000 nested quotes prints as written with a note naming the move (was a stack overflow). */
    @Test
    void aCommentNestedTooDeeplyPrintsAsWrittenWithANote(@TempDir Path dir) throws IOException {
        GameRecord r = JSON.read(Path.of("src/test/resources/org/parlour/cli/reliability/D26-deep-markdown.json")).value();
        Path pdf = dir.resolve("deep.pdf");
        List<String> notes = DiagramSheet.line(r, 10, Palette.LIGHT, pdf);
        assertThat(notes).contains("move 1. a2-b3: the comment is nested more than 64 levels deep, printed as written (not as Markdown)");
        assertThat(notes).anyMatch(n -> n.startsWith("move 1... a5-b4: the comment is nested"));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            assertThat(new PDFTextStripper().getText(doc)).contains("> > > >");
        }
    }

    /** D29: right-to-left runs are drawn in display order, mirrored brackets swapped. */
    @Test
    void hebrewRunsAreReorderedForDisplay() {
        assertThat(DiagramSheet.visual("abc")).isEqualTo("abc");
        assertThat(DiagramSheet.visual("\u05e9\u05dc\u05d5\u05dd")).isEqualTo("\u05dd\u05d5\u05dc\u05e9");
        assertThat(DiagramSheet.visual("a \u05d0\u05d1 b")).isEqualTo("a \u05d1\u05d0 b");
        assertThat(DiagramSheet.visual("\u05d0(\u05d1)")).isEqualTo("(\u05d1)\u05d0");
    }

    /**
     * D29: text the bundled font lacks is set in a system font that has it (Hebrew and Arabic in
     * DejaVu Sans, when installed), and a character no font has is named in a note, not dropped
     * silently.
     */
    @Test
    void charactersNoFontHasAreNamedAndOthersUseASystemFont(@TempDir Path dir) throws IOException {
        GameRecord r = JSON.read(Path.of("src/test/resources/org/parlour/cli/reliability/D29-uni.json")).value();
        // a private-use character: no font has it
        r = r.withTree(r.tree().update(r.tree().mainLine().get(2).id(), d -> d.withCommentAfter("private \ue000 use")));
        Path pdf = dir.resolve("uni.pdf");
        List<String> notes = DiagramSheet.line(r, 40, Palette.LIGHT, pdf);
        assertThat(notes).hasSize(1);
        assertThat(notes.get(0)).startsWith("no font on this system has ").contains("\ue000 U+E000");
        assertThat(notes.get(0)).as("bidi controls and joiners are not characters to print").doesNotContain("U+202E").doesNotContain("U+200D");
        boolean dejaVu = SheetFonts.systemFonts().stream().anyMatch(p -> p.getFileName().toString().equals("DejaVuSans.ttf"));
        if (dejaVu) {
            assertThat(notes.get(0)).as("DejaVu Sans has Hebrew and Arabic").doesNotContain("U+05D7").doesNotContain("U+0644");
            try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
                List<String> fonts = new java.util.ArrayList<>();
                for (org.apache.pdfbox.cos.COSName n : doc.getPage(0).getResources().getFontNames()) {
                    fonts.add(doc.getPage(0).getResources().getFont(n).getName());
                }
                assertThat(fonts).anyMatch(f -> f.contains("DejaVuSans"));
            }
        }
    }
}
