package org.parlour.export;

import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.form.PDFormXObject;
import org.apache.pdfbox.pdmodel.graphics.state.RenderingMode;
import org.apache.pdfbox.util.Matrix;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.diagram.Diagram;
import org.parlour.diagram.Graphics2DPen;
import org.parlour.diagram.Palette;
import org.parlour.games.Games;
import org.parlour.json.AtomicFile;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.RecordCollection;
import org.parlour.study.Replay;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * Printable diagram sheets as PDF (A4, Apache PDFBox), diagrams drawn as vector graphics by the
 * board painter through a {@code Graphics2D} onto the page (the pdfbox-graphics2d library):
 * <ul>
 *   <li>{@link #line}: a record's main line with a diagram after every N plies (and of the start
 *       when the record starts from a set-up position, and of the final position), each
 *       preceded by the moves since the last diagram with their comments and variations;</li>
 *   <li>{@link #problems}: a problem collection, four problems a page (number, title, diagram,
 *       statement), then the solutions on the following pages (the solution tree as movetext
 *       with comments, and the solver's verdict when the record has one).</li>
 * </ul>
 * Text is set in Liberation Sans (the font that ships inside PDFBox), and a character it lacks
 * in the first system font that has it ({@link SheetFonts}), each embedded as a subset. Each line
 * is put in display order by {@link java.text.Bidi} (right-to-left runs such as Hebrew and
 * Arabic reversed, mirrored brackets swapped); Arabic letters are not joined (PDFBox does no
 * Arabic shaping), so they print in their isolated forms. A character no font has prints as
 * {@code ?}, and the sheet's notes name it (issue 27, D29).
 */
public final class DiagramSheet {
    /** The default number of plies between two diagrams of a line. */
    public static final int DEFAULT_EVERY = 10;

    private static final float MARGIN = 50;
    private static final float TEXT = 10;
    private static final float LEADING = 13;
    private static final String FONT = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";

    private DiagramSheet() {
    }

    /**
     * Writes the line sheet of {@code record}, atomically.
     *
     * @param every plies between two diagrams, at least 1
     * @return what could not print as written, one line each (characters no font has, comments
     *     nested too deeply to render), in the current language; empty when everything printed
     * @throws IllegalArgumentException when {@code every} is below 1 or the record's game is unknown
     */
    public static List<String> line(GameRecord record, int every, Palette palette, Path file) throws IOException {
        if (every < 1) {
            throw new IllegalArgumentException(Messages.tr("sheet.every", every));
        }
        Game<?, ?> game = Games.create(record.gameId(), record.rules());
        try (Sheet s = new Sheet(title(record.meta(), game.displayName()))) {
            writeLine(s, Replay.of(game, record), record, every, palette);
            s.dropped("");
            s.save(file);
            return List.copyOf(s.notes);
        }
    }

    /**
     * Writes the problem sheet of every chapter of {@code collection} that states a problem,
     * atomically.
     *
     * @return what could not print as written, one line each naming the problem (as {@link #line})
     * @throws IllegalArgumentException when no chapter states a problem
     */
    public static List<String> problems(RecordCollection collection, Palette palette, Path file) throws IOException {
        List<GameRecord> problems = collection.chapters().stream().filter(r -> r.problem().isPresent()).toList();
        if (problems.isEmpty()) {
            throw new IllegalArgumentException(Messages.tr("sheet.noProblem"));
        }
        String title = collection.title().isBlank() ? Messages.tr("sheet.problems") : collection.title();
        try (Sheet s = new Sheet(title)) {
            writeProblems(s, title, problems, palette);
            s.save(file);
            return List.copyOf(s.notes);
        }
    }

    /** True when every chapter of the collection states a problem: the sheet to print is a problem sheet. */
    public static boolean isProblemCollection(RecordCollection c) {
        return !c.chapters().isEmpty() && c.chapters().stream().allMatch(r -> r.problem().isPresent());
    }

    /** A stored verdict id ({@code solved}, {@code cooked}, ...) in the current language; unknown ids as they are. */
    private static String verdict(String id) {
        return Messages.has("sheet.verdict." + id) ? Messages.tr("sheet.verdict." + id) : id;
    }

    private static String title(Metadata m, String game) {
        if (!m.title().isBlank()) {
            return m.title();
        }
        List<String> players = new ArrayList<>(m.players().values());
        return players.isEmpty() ? game : String.join(" \u2013 ", players);
    }

    /** Whether {@code game}'s rules choose how many play (Conspirateurs: 2 or 4), so a sheet says how many. */
    private static boolean playerCountVaries(Game<?, ?> game) {
        return game.type().ruleOptions().stream().anyMatch(o -> o.key().equals("players"));
    }

    // Line

    private static <P, M> void writeLine(Sheet s, Replay<P, M> replay, GameRecord record, int every, Palette pal)
            throws IOException {
        Game<P, M> game = replay.game();
        Metadata m = record.meta();
        String heading = title(m, game.displayName());
        s.heading(heading, 16);
        List<String> facts = new ArrayList<>();
        if (!heading.equals(game.displayName())) {
            // a record without title or players is headed by its game's name: not twice (a new user's trial)
            facts.add(game.displayName());
        }
        if (playerCountVaries(game)) {
            // "4 players": the board shows four colours, the heading only "Conspirateurs"
            facts.add(Messages.tr("sheet.players", game.seats().size()));
        }
        for (String v : List.of(m.event(), m.site(), m.date(), m.round(), org.parlour.core.Outcome.words(m.result()))) {
            if (!v.isBlank()) {
                facts.add(v);
            }
        }
        if (!m.players().isEmpty() && !m.title().isBlank()) {
            facts.add(String.join(" \u2013 ", m.players().values()));
        }
        if (!facts.isEmpty()) {
            s.paragraph(String.join(", ", facts), TEXT);
        }
        String intro = MoveText.plain(replay.tree().root().data().commentAfter(), Messages.tr("sheet.start"), s.notes::add);
        if (!intro.isEmpty()) {
            s.paragraph(intro, TEXT);
        }
        s.gap(6);
        List<Node> main = replay.tree().mainLine();
        if (!record.hasStandardStart() || main.isEmpty()) {
            s.diagram(RecordDiagrams.at(replay, MoveTree.ROOT_ID, pal, true, true), Messages.tr("sheet.start"));
        }
        int from = 0;
        while (from < main.size()) {
            int to = Math.min(main.size(), from + every);
            List<Node> run = main.subList(from, to);
            s.paragraph(MoveText.of(replay, run, s.notes::add), TEXT);
            Node last = run.get(run.size() - 1);
            String caption = Messages.tr("sheet.after", MoveText.number(replay, last, true) + last.data().move());
            s.diagram(RecordDiagrams.at(replay, last.id(), pal, true, true), caption);
            from = to;
        }
    }

    // Problems

    private static void writeProblems(Sheet s, String title, List<GameRecord> problems, Palette pal) throws IOException {
        float colW = (s.width() - 2 * MARGIN - 20) / 2;
        float size = Math.min(200, colW);
        float rowH = (s.height() - 2 * MARGIN - 30) / 2;
        List<String> titles = new ArrayList<>();
        for (GameRecord r : problems) {
            titles.add(problemTitle(r, Games.create(r.gameId(), r.rules())));
        }
        List<String> headings = headings(titles);
        for (int i = 0; i < problems.size(); i++) {
            int slot = i % 4;
            if (slot == 0) {
                s.newPage();
                s.heading(i == 0 ? title : Messages.tr("sheet.continued", title), 14);
            }
            GameRecord r = problems.get(i);
            Game<?, ?> game = Games.create(r.gameId(), r.rules());
            Replay<?, ?> replay = Replay.of(game, r);
            String where = Messages.tr("sheet.problem", numberOf(headings.get(i)), titles.get(i));
            float x = MARGIN + (slot % 2) * (colW + 20);
            float top = s.height() - MARGIN - 30 - (slot / 2) * rowH;
            float y = s.text(x, top, colW, headings.get(i), 11, true);
            s.drawDiagram(RecordDiagrams.at(replay, MoveTree.ROOT_ID, pal, true, false), x, y - 4 - size, size);
            y = y - 4 - size - 6;
            // a statement longer than its slot is cut with an ellipsis rather than run into the next row
            s.text(x, y, colW, MoveText.plain(r.problem().orElseThrow().statement(), where, s.notes::add), TEXT, false, top - rowH + 12);
            s.dropped(where);
        }
        s.newPage();
        s.heading(Messages.tr("sheet.solutions"), 14);
        for (int i = 0; i < problems.size(); i++) {
            GameRecord r = problems.get(i);
            Game<?, ?> game = Games.create(r.gameId(), r.rules());
            Replay<?, ?> replay = Replay.of(game, r);
            String where = Messages.tr("sheet.solutionOf", numberOf(headings.get(i)), titles.get(i));
            s.subheading(headings.get(i));
            String moves = MoveText.all(replay, note -> s.notes.add(Messages.tr("sheet.in", where, note)));
            s.paragraph(moves.isEmpty() ? Messages.tr("sheet.noSolution") : moves, TEXT);
            Optional<String> verdict = r.solution().map(v -> Messages.tr("sheet.solver", verdict(v.verdict()))
                    + Optional.ofNullable(v.details().get("shortest")).map(n -> Messages.tr("solution.shortest", n)).orElse(""));
            if (verdict.isPresent()) {
                s.paragraph(verdict.get(), TEXT - 1);
            }
            s.dropped(where);
            s.gap(6);
        }
    }

    /** A title that numbers itself: "3. Revolution", "10) The end", its number and the rest. */
    private static final java.util.regex.Pattern NUMBERED = java.util.regex.Pattern.compile("(\\d{1,4})[.)]\\s+(\\S.*)", java.util.regex.Pattern.DOTALL);

    /**
     * The problems' headings for {@code titles}, in order: when every title numbers itself
     * ("3. Revolution", as a course's chapters do) with numbers that differ, the titles as they
     * are, so the sheet's numbers are the course's; otherwise "1. ", "2. "... before each title,
     * a title's own number left out ("2. Revolution", not "2. 3. Revolution", which read as a
     * number and a move number). A title whose first word is a number ("2 kings") keeps it.
     */
    static List<String> headings(List<String> titles) {
        List<String> out = new ArrayList<>();
        java.util.Set<Integer> numbers = new java.util.HashSet<>();
        boolean own = true;
        for (String t : titles) {
            java.util.regex.Matcher m = NUMBERED.matcher(t.strip());
            own &= m.matches() && numbers.add(Integer.parseInt(m.group(1)));
        }
        for (int i = 0; i < titles.size(); i++) {
            String t = titles.get(i).strip();
            java.util.regex.Matcher m = NUMBERED.matcher(t);
            out.add(own ? t : (i + 1) + ". " + (m.matches() ? m.group(2) : t));
        }
        return out;
    }

    /** The number a heading of {@link #headings} starts with ("3" of "3. Revolution"). */
    private static String numberOf(String heading) {
        int end = 0;
        while (end < heading.length() && Character.isDigit(heading.charAt(end))) {
            end++;
        }
        return heading.substring(0, end);
    }

    /**
     * A problem's title on a sheet: its own ({@link #title}), and when its game's rules choose how
     * many play and they are not the usual number, how many ("Red to shelter (4 players)"): the
     * board shows four colours, the statement may not say so.
     */
    private static String problemTitle(GameRecord r, Game<?, ?> game) {
        String t = title(r.meta(), game.displayName());
        boolean unusual = game.type().ruleOptions().stream()
                .anyMatch(o -> o.key().equals("players") && !o.defaultValue().equals(String.valueOf(game.seats().size())));
        return unusual ? t + " (" + Messages.tr("sheet.players", game.seats().size()) + ")" : t;
    }

    /**
     * {@code line} (logical order) in display order, left to right: the runs of
     * {@link java.text.Bidi} (the paragraph's direction from its first strong character)
     * reordered, each right-to-left run reversed by code point with its mirrored characters
     * ({@code ( ) [ ] { } < >} and the like) swapped.
     */
    static String visual(String line) {
        char[] chars = line.toCharArray();
        if (!java.text.Bidi.requiresBidi(chars, 0, chars.length)) {
            return line;
        }
        java.text.Bidi bidi = new java.text.Bidi(line, java.text.Bidi.DIRECTION_DEFAULT_LEFT_TO_RIGHT);
        int n = bidi.getRunCount();
        byte[] levels = new byte[n];
        Object[] runs = new Object[n];
        for (int i = 0; i < n; i++) {
            levels[i] = (byte) bidi.getRunLevel(i);
            String run = line.substring(bidi.getRunStart(i), bidi.getRunLimit(i));
            runs[i] = levels[i] % 2 == 1 ? reversed(run) : run;
        }
        java.text.Bidi.reorderVisually(levels, 0, runs, 0, n);
        StringBuilder sb = new StringBuilder();
        for (Object r : runs) {
            sb.append((String) r);
        }
        return sb.toString();
    }

    private static String reversed(String run) {
        int[] cps = run.codePoints().toArray();
        StringBuilder sb = new StringBuilder();
        for (int i = cps.length - 1; i >= 0; i--) {
            sb.appendCodePoint(mirrored(cps[i]));
        }
        return sb.toString();
    }

    private static int mirrored(int cp) {
        String pairs = "()[]{}<>\u00ab\u00bb\u2039\u203a";
        int at = pairs.indexOf(cp);
        return at < 0 || cp > 0xffff ? cp : pairs.charAt(at ^ 1);
    }

    /** A document being laid out: pages top to bottom with a cursor. */
    private static final class Sheet implements AutoCloseable {
        private final PDDocument doc = new PDDocument();
        private final SheetFonts fonts;
        private final List<String> notes = new ArrayList<>();
        private PDPageContentStream cs;
        private float y;

        Sheet(String title) throws IOException {
            fonts = new SheetFonts(doc);
            PDDocumentInformation info = doc.getDocumentInformation();
            info.setTitle(title);
            info.setCreator("Parlour");
        }

        float width() {
            return PDRectangle.A4.getWidth();
        }

        float height() {
            return PDRectangle.A4.getHeight();
        }

        void newPage() throws IOException {
            if (cs != null) {
                cs.close();
            }
            PDPage page = new PDPage(PDRectangle.A4);
            doc.addPage(page);
            cs = new PDPageContentStream(doc, page);
            y = height() - MARGIN;
        }

        private void room(float h) throws IOException {
            if (cs == null || y - h < MARGIN) {
                newPage();
            }
        }

        void gap(float h) {
            y -= h;
        }

        void heading(String text, float size) throws IOException {
            room(size * 2);
            y = text(MARGIN, y, width() - 2 * MARGIN, text, size, true) - size * 0.6f;
        }

        void subheading(String text) throws IOException {
            room(LEADING * 3);
            y = text(MARGIN, y, width() - 2 * MARGIN, text, 11, true) - 2;
        }

        /**
         * {@code text} wrapped to the page's width; moves marked by {@link MoveText#MOVE_ON} and
         * {@link MoveText#MOVE_OFF} are set in bold, apart from the comments around them (a
         * solution read as one run of moves and words: a new user's trial).
         */
        void paragraph(String text, float size) throws IOException {
            boolean marked = text.indexOf(MoveText.MOVE_ON) >= 0;
            List<String> lines = wrap(text, size, width() - 2 * MARGIN, marked);
            boolean bold = false;
            for (String l : lines) {
                room(size * 1.3f);
                if (marked) {
                    bold = markedLine(MARGIN, y - size, l, size, bold);
                    y -= size * 1.3f;
                } else {
                    y = text(MARGIN, y, width() - 2 * MARGIN, l, size, false);
                }
            }
        }

        /**
         * Sets one wrapped line of marked text at {@code baseline}, bold between the marks,
         * starting bold when {@code bold} (a move cut by the line's end); returns whether it
         * ends bold. A line that needs the bidirectional algorithm is set in display order, all plain.
         */
        private boolean markedLine(float x, float baseline, String line, float size, boolean bold) throws IOException {
            boolean atEnd = bold;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == MoveText.MOVE_ON || c == MoveText.MOVE_OFF) {
                    atEnd = c == MoveText.MOVE_ON;
                }
            }
            String plain = MoveText.unmarked(line);
            if (java.text.Bidi.requiresBidi(plain.toCharArray(), 0, plain.length())) {
                cs.beginText();
                cs.newLineAtOffset(x, baseline);
                show(visual(plain), size);
                cs.endText();
                return atEnd;
            }
            cs.beginText();
            cs.newLineAtOffset(x, baseline);
            boolean on = bold;
            int from = 0;
            for (int i = 0; i <= line.length(); i++) {
                char c = i < line.length() ? line.charAt(i) : MoveText.MOVE_OFF;
                if (c != MoveText.MOVE_ON && c != MoveText.MOVE_OFF) {
                    continue;
                }
                if (i > from) {
                    cs.setRenderingMode(on ? RenderingMode.FILL_STROKE : RenderingMode.FILL);
                    if (on) {
                        cs.setLineWidth(size * 0.04f);
                    }
                    show(line.substring(from, i), size);
                }
                if (i < line.length()) {
                    on = c == MoveText.MOVE_ON;
                }
                from = i + 1;
            }
            cs.setRenderingMode(RenderingMode.FILL);
            cs.endText();
            return atEnd;
        }

        /** Shows {@code text} (printable, in display order) at the text position, each run in its font. */
        private void show(String text, float size) throws IOException {
            for (int[] run : runs(text)) {
                cs.setFont(fonts.font(run[0]), size);
                cs.showText(text.substring(run[1], run[2]));
            }
        }

        /** A diagram two-fifths of the page wide with its caption below, on this page if it fits. */
        void diagram(Diagram d, String caption) throws IOException {
            float size = 240;
            room(size + 2 * LEADING);
            drawDiagram(d, MARGIN, y - 4 - size, size);
            y = y - 4 - size - 4;
            y = text(MARGIN, y, size, caption, TEXT, false) - 8;
        }

        /** Draws {@code d} as vector graphics with its lower left corner at ({@code x}, {@code bottom}). */
        void drawDiagram(Diagram d, float x, float bottom, float size) throws IOException {
            PdfBoxGraphics2D g = new PdfBoxGraphics2D(doc, size, size);
            try {
                d.paint(new Graphics2DPen(g), size, size);
            } finally {
                g.dispose();
            }
            PDFormXObject form = g.getXFormObject();
            cs.saveGraphicsState();
            cs.transform(Matrix.getTranslateInstance(x, bottom));
            cs.drawForm(form);
            cs.restoreGraphicsState();
        }

        /**
         * Sets {@code text} wrapped to {@code width} with its first line's top at {@code top};
         * returns the top of the line after the last. Bold is drawn as filled and stroked text.
         */
        float text(float x, float top, float width, String text, float size, boolean bold) throws IOException {
            return text(x, top, width, text, size, bold, -Float.MAX_VALUE);
        }

        /** As {@link #text(float, float, float, String, float, boolean)}, with no line below {@code floor}. */
        float text(float x, float top, float width, String text, float size, boolean bold, float floor) throws IOException {
            float at = top;
            List<String> lines = wrap(text, size, width);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i);
                float baseline = at - size;
                boolean cut = baseline - size * 1.3f < floor && i < lines.size() - 1;
                if (cut) {
                    line = line + " \u2026";
                }
                cs.beginText();
                if (bold) {
                    cs.setRenderingMode(RenderingMode.FILL_STROKE);
                    cs.setLineWidth(size * 0.04f);
                }
                cs.newLineAtOffset(x, baseline);
                String shown = visual(line);
                for (int[] run : runs(shown)) {
                    cs.setFont(fonts.font(run[0]), size);
                    cs.showText(shown.substring(run[1], run[2]));
                }
                cs.endText();
                if (bold) {
                    cs.setRenderingMode(RenderingMode.FILL);
                }
                at -= size * 1.3f;
                if (cut) {
                    break;
                }
            }
            return at;
        }

        private List<String> wrap(String text, float size, float width) throws IOException {
            return wrap(text, size, width, false);
        }

        /** {@code text} in lines of at most {@code width}; with {@code marks}, the move marks are kept (and measure nothing). */
        private List<String> wrap(String text, float size, float width, boolean marks) throws IOException {
            // The width of the line with the next word is the line's width so far plus that of the
            // space and the word, summed glyph by glyph in the order width(String) sums them, so the
            // breaks are those of measuring each tried line whole; without measuring every line
            // again for each word (a sixth of a million-move sheet's time, docs/benchmarks.md).
            List<String> out = new ArrayList<>();
            StringBuilder line = new StringBuilder();
            Measure at = new Measure(size);
            for (String word : printable(text, marks).split(" ")) {
                if (word.isEmpty()) {
                    continue;
                }
                Measure tried = line.length() == 0 ? new Measure(size) : at.copy();
                if (line.length() > 0) {
                    tried.add(" ");
                }
                tried.add(word);
                if (line.length() > 0 && tried.width() > width) {
                    out.add(line.toString());
                    line.setLength(0);
                    line.append(word);
                    at = new Measure(size);
                    at.add(word);
                } else {
                    if (line.length() > 0) {
                        line.append(' ');
                    }
                    line.append(word);
                    at = tried;
                }
            }
            if (line.length() > 0 || out.isEmpty()) {
                out.add(line.toString());
            }
            return out;
        }

        /**
         * The width of a text measured as it grows: the same sum, in the same order, as
         * {@link #width(String, float)} of the whole text (each font's run summed glyph by glyph in
         * font units, then scaled and added), so the result is the same float.
         */
        private final class Measure {
            private final float size;
            private float done;
            private int font = -1;
            private float run;

            Measure(float size) {
                this.size = size;
            }

            Measure copy() {
                Measure m = new Measure(size);
                m.done = done;
                m.font = font;
                m.run = run;
                return m;
            }

            void add(String text) throws IOException {
                for (int i = 0; i < text.length(); ) {
                    int cp = text.codePointAt(i);
                    if (cp == MoveText.MOVE_ON || cp == MoveText.MOVE_OFF) {
                        i++;
                        continue;
                    }
                    int f = Math.max(0, fonts.fontFor(cp));
                    if (f != font) {
                        if (font >= 0) {
                            done += run / 1000 * size;
                        }
                        font = f;
                        run = 0;
                    }
                    run += fonts.glyphWidth(f, cp);
                    i += Character.charCount(cp);
                }
            }

            float width() {
                return font < 0 ? 0 : done + run / 1000 * size;
            }
        }

        /**
         * The text with white space made single spaces, control and invisible format characters
         * left out (bidi marks and overrides are not applied) and characters no font has made
         * {@code ?} (they are noted by {@link #dropped}); the move marks kept when {@code marks}.
         */
        private String printable(String text, boolean marks) {
            StringBuilder sb = new StringBuilder();
            text.replaceAll("\\s+", " ").codePoints().forEach(cp -> {
                if (marks && (cp == MoveText.MOVE_ON || cp == MoveText.MOVE_OFF)) {
                    sb.appendCodePoint(cp);
                } else if (!SheetFonts.invisible(cp)) {
                    sb.appendCodePoint(fonts.fontFor(cp) >= 0 ? cp : '?');
                }
            });
            return sb.toString();
        }

        /** Runs of {@code text} set in one font: {font index, start, end} (UTF-16 indices). */
        private List<int[]> runs(String text) {
            List<int[]> out = new ArrayList<>();
            int i = 0;
            while (i < text.length()) {
                int cp = text.codePointAt(i);
                int f = Math.max(0, fonts.fontFor(cp));
                int j = i + Character.charCount(cp);
                while (j < text.length()) {
                    int next = text.codePointAt(j);
                    if (Math.max(0, fonts.fontFor(next)) != f) {
                        break;
                    }
                    j += Character.charCount(next);
                }
                out.add(new int[] {f, i, j});
                i = j;
            }
            return out;
        }

        private float width(String text, float size) throws IOException {
            float w = 0;
            for (int[] run : runs(text)) {
                w += fonts.font(run[0]).getStringWidth(text.substring(run[1], run[2])) / 1000 * size;
            }
            return w;
        }

        /** Adds a note for the characters dropped since the last call, naming {@code where} (or nothing, for a line sheet). */
        void dropped(String where) {
            List<Integer> gone = fonts.takeDropped();
            if (gone.isEmpty()) {
                return;
            }
            StringBuilder list = new StringBuilder();
            for (int k = 0; k < Math.min(gone.size(), 12); k++) {
                int cp = gone.get(k);
                list.append(k == 0 ? "" : ", ").appendCodePoint(cp).append(String.format(java.util.Locale.ROOT, " U+%04X", cp));
            }
            if (gone.size() > 12) {
                list.append(", \u2026");
            }
            String note = Messages.tr("sheet.dropped", gone.size(), list);
            notes.add(where.isEmpty() ? note : Messages.tr("sheet.in", where, note));
        }

        void save(Path file) throws IOException {
            if (cs == null) {
                newPage();
            }
            cs.close();
            cs = null;
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            doc.save(bytes);
            fonts.close();
            // the file it replaces is kept as <name>.bak (nothing the user had is lost)
            AtomicFile.write(file, bytes.toByteArray(), true);
        }

        @Override
        public void close() throws IOException {
            if (cs != null) {
                cs.close();
            }
            doc.close();
            fonts.close();
        }
    }
}
