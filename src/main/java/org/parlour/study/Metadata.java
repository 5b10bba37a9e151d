package org.parlour.study;

import org.parlour.core.Messages;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.parlour.core.Seat;
import org.parlour.tree.LocalText;

/**
 * A record's headers (PGN's seven tag roster and a few more). Every text is empty when unknown.
 *
 * @param titleText  the record's title (a chapter name in a collection), in one or more languages
 * @param event      the event or tournament
 * @param site       where it was played
 * @param date       ISO 8601, possibly partial: {@code 2024-05-01}, {@code 2024-05}, {@code 2024}
 * @param round      the round, free text ({@code 3}, {@code 2.1})
 * @param players    the player at each seat, by seat
 * @param result     the outcome text of rules.md §6.4 ({@code win w}, {@code win b+w}, {@code draw}), or empty
 * @param annotator  who wrote the annotations
 * @param sourceText where the record comes from (a book, a site, a person, the miner), in one or more
 *                   languages (a plain string in files written before the miner wrote it in each)
 * @param tags       free keywords, in order
 * @param language   the language of the comments, a BCP 47 tag ({@code en}, {@code fr}), or empty
 * @param origin     where the record was taken from inside another file (a mined problem's game and ply), or empty
 * @param extensions unknown header fields, name to raw JSON text, kept verbatim, sorted by name
 */
public record Metadata(LocalText titleText, String event, String site, String date, String round, Map<Seat, String> players,
                       String result, String annotator, LocalText sourceText, List<String> tags, String language,
                       Optional<Origin> origin, SortedMap<String, String> extensions) {
    /** The date's and result's patterns, compiled when a record first has a date or a result. */
    private static final class Patterns {
        static final Pattern DATE = Pattern.compile("[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?");
        static final Pattern RESULT = Pattern.compile("win [wbrg](\\+[wbrg]){0,3}|draw");

        private Patterns() {
        }
    }
    private static final Metadata EMPTY = new Metadata(LocalText.empty(), "", "", "", "", Map.of(), "", "", "", List.of(), "", Optional.empty(), new TreeMap<>());

    public Metadata {
        Objects.requireNonNull(titleText, "title");
        Objects.requireNonNull(sourceText, "source");
        for (String s : new String[] {event, site, date, round, result, annotator, language}) {
            Objects.requireNonNull(s);
        }
        if (!date.isEmpty() && !Patterns.DATE.matcher(date).matches()) {
            throw new IllegalArgumentException(Messages.tr("meta.badDate", date));
        }
        if (!result.isEmpty() && !Patterns.RESULT.matcher(result).matches()) {
            throw new IllegalArgumentException(Messages.tr("meta.badResult", result));
        }
        EnumMap<Seat, String> p = new EnumMap<>(Seat.class);
        for (Map.Entry<Seat, String> e : players.entrySet()) {
            p.put(Objects.requireNonNull(e.getKey()), Objects.requireNonNull(e.getValue()));
        }
        players = Collections.unmodifiableMap(p);
        tags = List.copyOf(tags);
        Objects.requireNonNull(origin, "origin");
        extensions = Collections.unmodifiableSortedMap(new TreeMap<>(extensions));
    }

    /** The headers with a plain source ({@link LocalText#plain}). */
    public Metadata(LocalText titleText, String event, String site, String date, String round, Map<Seat, String> players,
                    String result, String annotator, String source, List<String> tags, String language,
                    Optional<Origin> origin, SortedMap<String, String> extensions) {
        this(titleText, event, site, date, round, players, result, annotator, LocalText.plain(source), tags, language, origin, extensions);
    }

    /** Every field empty. */
    public static Metadata empty() {
        return EMPTY;
    }

    /** The title as one text: the plain text or the first language's ({@link LocalText#anyText()}). */
    public String title() {
        return titleText.anyText();
    }

    /** With a plain title, replacing every language. */
    public Metadata withTitle(String v) {
        return withTitle(LocalText.plain(v));
    }

    /** With this title. */
    public Metadata withTitle(LocalText v) {
        return new Metadata(v, event, site, date, round, players, result, annotator, sourceText, tags, language, origin, extensions);
    }

    public Metadata withEvent(String v) {
        return new Metadata(titleText, v, site, date, round, players, result, annotator, sourceText, tags, language, origin, extensions);
    }

    public Metadata withSite(String v) {
        return new Metadata(titleText, event, v, date, round, players, result, annotator, sourceText, tags, language, origin, extensions);
    }

    public Metadata withDate(String v) {
        return new Metadata(titleText, event, site, v, round, players, result, annotator, sourceText, tags, language, origin, extensions);
    }

    public Metadata withRound(String v) {
        return new Metadata(titleText, event, site, date, v, players, result, annotator, sourceText, tags, language, origin, extensions);
    }

    /** With the player at {@code seat} set; an empty name removes it. */
    public Metadata withPlayer(Seat seat, String name) {
        EnumMap<Seat, String> p = new EnumMap<>(Seat.class);
        p.putAll(players);
        if (name.isEmpty()) {
            p.remove(seat);
        } else {
            p.put(seat, name);
        }
        return new Metadata(titleText, event, site, date, round, p, result, annotator, sourceText, tags, language, origin, extensions);
    }

    public Metadata withResult(String v) {
        return new Metadata(titleText, event, site, date, round, players, v, annotator, sourceText, tags, language, origin, extensions);
    }

    public Metadata withAnnotator(String v) {
        return new Metadata(titleText, event, site, date, round, players, result, v, sourceText, tags, language, origin, extensions);
    }

    /** The source as one text: the plain text or the first language's ({@link LocalText#anyText()}). */
    public String source() {
        return sourceText.anyText();
    }

    /** With a plain source, replacing every language. */
    public Metadata withSource(String v) {
        return withSource(LocalText.plain(v));
    }

    /** With this source. */
    public Metadata withSource(LocalText v) {
        return new Metadata(titleText, event, site, date, round, players, result, annotator, v, tags, language, origin, extensions);
    }

    public Metadata withTags(List<String> v) {
        return new Metadata(titleText, event, site, date, round, players, result, annotator, sourceText, v, language, origin, extensions);
    }

    public Metadata withLanguage(String v) {
        return new Metadata(titleText, event, site, date, round, players, result, annotator, sourceText, tags, v, origin, extensions);
    }

    public Metadata withOrigin(Optional<Origin> v) {
        return new Metadata(titleText, event, site, date, round, players, result, annotator, sourceText, tags, language, v, extensions);
    }

    public Metadata withExtensions(Map<String, String> v) {
        return new Metadata(titleText, event, site, date, round, players, result, annotator, sourceText, tags, language, origin, new TreeMap<>(v));
    }
}
