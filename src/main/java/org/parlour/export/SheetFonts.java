package org.parlour.export;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.parlour.core.Messages;

/**
 * The fonts a sheet sets its text in: Liberation Sans (inside PDFBox) first, then, for a
 * character it lacks, the first system font that has it, embedded as a subset (issue 27, D29).
 *
 * <p>System fonts are looked up by file name, in this order, in the usual font folders
 * ({@code /usr/share/fonts}, {@code /usr/local/share/fonts}, {@code ~/.fonts},
 * {@code ~/.local/share/fonts}, {@code /Library/Fonts}, {@code /System/Library/Fonts},
 * {@code %WINDIR%\Fonts}) and the files named by the system property {@code parlour.fonts}
 * (paths separated by the path separator), which come first: DejaVu Sans (Latin, Greek,
 * Cyrillic, Arabic, Hebrew, many symbols), Noto Sans and its Arabic, Hebrew and emoji
 * (monochrome) cuts, FreeSans, Droid Sans Fallback and WenQuanYi (Chinese, Japanese, Korean),
 * Arial Unicode, Microsoft YaHei, SimSun, Segoe UI Symbol, Symbola. Only TrueType outlines can be
 * embedded by PDFBox; a font it cannot load is skipped. A file is loaded only when a character
 * of the text is missing from the fonts before it.
 *
 * <p>A character no font has prints as {@code ?} and is listed in {@link #dropped}; control and
 * invisible format characters (bidi marks, joiners) are not drawn and not listed.
 */
final class SheetFonts {
    private static final String BUNDLED = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
    private static final List<String> NAMES = List.of(
            "DejaVuSans.ttf", "NotoSans-Regular.ttf", "NotoSansArabic-Regular.ttf", "NotoSansHebrew-Regular.ttf",
            "FreeSans.ttf", "DroidSansFallbackFull.ttf", "DroidSansFallback.ttf", "wqy-microhei.ttc", "wqy-zenhei.ttc",
            "Arial Unicode.ttf", "ARIALUNI.TTF", "arialuni.ttf", "msyh.ttc", "simsun.ttc", "seguisym.ttf",
            "NotoEmoji-Regular.ttf", "Symbola.ttf");
    private static volatile List<Path> found;

    private final PDDocument doc;
    private final List<PDFont> fonts = new ArrayList<>();
    private final List<Path> candidates;
    private int tried;
    private final Map<Integer, Integer> fontOf = new HashMap<>();
    private final Set<Integer> dropped = new LinkedHashSet<>();
    private final List<TrueTypeCollection> open = new ArrayList<>();

    SheetFonts(PDDocument doc) throws IOException {
        this.doc = doc;
        try (InputStream in = SheetFonts.class.getResourceAsStream(BUNDLED)) {
            if (in == null) {
                throw new IOException(Messages.tr("sheet.noFont", BUNDLED));
            }
            fonts.add(PDType0Font.load(doc, in));
        }
        this.candidates = systemFonts();
    }

    PDFont font(int index) {
        return fonts.get(index);
    }

    private final Map<Long, Float> widths = new HashMap<>();

    /**
     * The advance width of {@code cp} in font {@code index}, in its units (1/1000 of the size): the
     * term {@link PDFont#getStringWidth} adds for it, kept per font and character.
     */
    float glyphWidth(int index, int cp) throws IOException {
        long key = (long) index << 32 | cp;
        Float w = widths.get(key);
        if (w == null) {
            w = fonts.get(index).getStringWidth(new String(Character.toChars(cp)));
            widths.put(key, w);
        }
        return w;
    }

    /** True for characters not drawn at all: controls and invisible format characters. */
    static boolean invisible(int cp) {
        int type = Character.getType(cp);
        return type == Character.CONTROL || type == Character.FORMAT;
    }

    /** The index of the first font that has {@code cp}, or -1 (then {@code cp} is recorded as dropped). */
    int fontFor(int cp) {
        Integer known = fontOf.get(cp);
        if (known != null) {
            return known;
        }
        String s = new String(Character.toChars(cp));
        int at = -1;
        for (int i = 0; at < 0; i++) {
            if (i == fonts.size() && !loadNext()) {
                break;
            }
            if (has(fonts.get(i), s)) {
                at = i;
            }
        }
        if (at < 0) {
            dropped.add(cp);
        }
        fontOf.put(cp, at);
        return at;
    }

    private static boolean has(PDFont f, String s) {
        try {
            f.encode(s);
            return true;
        } catch (IOException | IllegalArgumentException e) {
            return false;
        }
    }

    /** Loads the next system font that PDFBox can embed; false when none is left. */
    private boolean loadNext() {
        while (tried < candidates.size()) {
            Path p = candidates.get(tried++);
            try {
                if (p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".ttc")) {
                    TrueTypeCollection c = new TrueTypeCollection(p.toFile());
                    open.add(c);
                    TrueTypeFont[] first = new TrueTypeFont[1];
                    c.processAllFonts(f -> {
                        if (first[0] == null) {
                            first[0] = f;
                        }
                    });
                    if (first[0] != null) {
                        fonts.add(PDType0Font.load(doc, first[0], true));
                        return true;
                    }
                } else {
                    fonts.add(PDType0Font.load(doc, p.toFile()));
                    return true;
                }
            } catch (IOException | RuntimeException e) {
                // not a font PDFBox can embed (CFF outlines, damaged): the next one
            }
        }
        return false;
    }

    /** The characters no font had, in the order first met; cleared by {@link #takeDropped}. */
    Set<Integer> dropped() {
        return dropped;
    }

    /** The characters dropped since the last call, and forgets them (the next chapter starts afresh). */
    List<Integer> takeDropped() {
        List<Integer> out = new ArrayList<>(dropped);
        dropped.clear();
        fontOf.values().removeIf(v -> v < 0);
        return out;
    }

    /** Closes the font collections opened (after the document is saved). */
    void close() {
        for (TrueTypeCollection c : open) {
            try {
                c.close();
            } catch (IOException e) {
                // nothing held but the file
            }
        }
    }

    /** The names of the fonts loaded, the bundled one first (tests, notes). */
    List<String> names() {
        return fonts.stream().map(PDFont::getName).toList();
    }

    /** The system font files found, in the order of {@link #NAMES}, after those of {@code parlour.fonts}. */
    static List<Path> systemFonts() {
        List<Path> f = found;
        if (f == null) {
            f = search();
            found = f;
        }
        List<Path> out = new ArrayList<>();
        String named = System.getProperty("parlour.fonts", "");
        for (String s : named.split(java.io.File.pathSeparator)) {
            if (!s.isBlank() && Files.isRegularFile(Path.of(s))) {
                out.add(Path.of(s));
            }
        }
        out.addAll(f);
        return out;
    }

    private static List<Path> search() {
        List<Path> roots = new ArrayList<>();
        String home = System.getProperty("user.home", "");
        for (String s : List.of("/usr/share/fonts", "/usr/local/share/fonts", home + "/.fonts", home + "/.local/share/fonts",
                "/Library/Fonts", "/System/Library/Fonts", home + "/Library/Fonts")) {
            roots.add(Path.of(s));
        }
        Optional.ofNullable(System.getenv("WINDIR")).ifPresent(w -> roots.add(Path.of(w, "Fonts")));
        Map<String, Path> byName = new HashMap<>();
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> s = Files.walk(root, 5)) {
                s.filter(Files::isRegularFile).forEach(p -> byName.putIfAbsent(p.getFileName().toString(), p));
            } catch (IOException | RuntimeException e) {
                // an unreadable folder: the fonts found elsewhere still count
            }
        }
        List<Path> out = new ArrayList<>();
        for (String n : NAMES) {
            Path p = byName.get(n);
            if (p != null) {
                out.add(p);
            }
        }
        return List.copyOf(out);
    }
}
