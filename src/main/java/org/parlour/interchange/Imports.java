package org.parlour.interchange;

import java.util.List;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;

/**
 * Foreign input whose format is not named: AbstractPlay JSON when the text is JSON ({@link #isJson}),
 * game text otherwise (docs/notation.md). Parlour's own JSON is not read here (its
 * reader is {@code org.parlour.json.RecordJson}); {@link #isParlourJson} tells it apart.
 */
public final class Imports {
    private Imports() {
    }

    /** True for JSON that names Parlour's format ({@code "format": "parlour-record"} or a collection). */
    public static boolean isParlourJson(String text) {
        String t = text.stripLeading();
        return t.startsWith("{") && (t.contains("\"parlour-record\"") || t.contains("\"parlour-collection\""));
    }

    /**
     * True for a JSON object that names a {@code "format"} at its top level and has no AbstractPlay
     * {@code "header"}: a file meant as Parlour's whose format is not one Parlour knows ({@code
     * "format": "pgn"}), which Parlour's reader names ({@code $.format: unknown format "pgn" ...})
     * where AbstractPlay's reader said {@code $: missing field "header"} (a new user's trial).
     * False for text that is not such an object, or not JSON at all.
     */
    public static boolean namesAFormat(String text) {
        String t = text.stripLeading();
        if (!t.startsWith("{") || !t.contains("\"format\"")) {
            return false;
        }
        try {
            com.google.gson.JsonElement root = org.parlour.jsonsyntax.StrictJsonReader.parse(t);
            return root.isJsonObject() && root.getAsJsonObject().has("format") && !root.getAsJsonObject().has("header");
        } catch (org.parlour.jsonsyntax.StrictJsonException | RuntimeException e) {
            return false;
        }
    }

    /**
     * True when the text is JSON, so AbstractPlay's or Parlour's: it starts with {@code {}, or
     * with {@code [} not followed by a letter (a game text's tags start {@code [Name}).
     */
    public static boolean isJson(String text) {
        String t = text.stripLeading();
        if (t.startsWith("{")) {
            return true;
        }
        return t.startsWith("[") && (t.length() == 1 || !Character.isLetter(t.charAt(1)));
    }

    /**
     * Reads an AbstractPlay record or a game text.
     *
     * @param defaultGame the game of a text without a {@code [Game]} tag, or empty
     * @throws InterchangeException naming where and why (see {@link AbstractPlay#read}, {@link GameText#read})
     */
    public static Converted<RecordCollection> read(String text, String source, String defaultGame) throws InterchangeException {
        if (isJson(text)) {
            Converted<GameRecord> r = AbstractPlay.read(text, source);
            return new Converted<>(RecordCollection.of("", List.of(r.value())), r.notes());
        }
        return GameText.read(text, source, defaultGame);
    }
}
