package org.parlour.interchange;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.NotationException;
import org.parlour.core.Outcome;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.core.Texts;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * AbstractPlay's game records ({@code APGameRecord}, the JSON Schema {@code gamerecord.json} of
 * AbstractPlay's {@code recranks} repository, version 1-0-0) of Conspirateurs, in and out. The
 * names follow AbstractPlay's own implementation ({@code src/games/conspirateurs.ts} of its
 * {@code gameslib} repository and its English locale); docs/notation.md, "AbstractPlay records",
 * gives the whole mapping. In short:
 *
 * <ul>
 *   <li>AP's player 1 is our Black (first to drop, first to move); with four players AP 1, 2, 3, 4
 *   are our Black, Red, White, Green, and AP's four-player game (always 1+2 against 3+4) is our
 *   {@code players=4,teams=neighbours} (rules.md §3.6, §5); three players and the "Quick start"
 *   setup (a random placement the record does not hold) are refused;</li>
 *   <li>variants by display name ("Default movement rules", "Strict movement", "Default setup")
 *   or id ({@code strict}); "Strict movement" is {@code chain=strict};</li>
 *   <li>a drop is the bare point ({@code i9}, ours {@code @i9}); steps, chains (every landing
 *   point) and {@code pass} are written alike; AP lower-cases and drops white space. AP does not
 *   forbid a chain that lands twice on a point; such a chain is read as the chain without the
 *   loop (the same start and end, so the same move, rules.md §7) and AP's text is kept;</li>
 *   <li>every move is replayed under our rules; the result in the players' {@code result} fields
 *   must agree with the end of the moves.</li>
 * </ul>
 *
 * <p>Fields with no place in a Parlour record are kept in extension fields named {@code ap-...}
 * (the header's in {@code meta}, unknown top-level fields in the record, AP's text of a move in
 * the move), and are written back on export. What the export writes anyway is not kept, so that
 * Parlour -> AP -> Parlour gives the record back: the default variants, midnight of the record's
 * day as {@code date-start}, a {@code date-end} equal to it, players with only a name and a
 * result. The export's stand-ins read back as unknown: site {@code "?"}, {@code "Player N"} for
 * player N, a {@code date-start} equal to {@code date-generated}, and the {@code " (N)"} after a
 * repeated name comes off. {@code date-generated}, the time a file was written, is never kept;
 * the export writes its own time.
 */
public final class AbstractPlay {
    /** AbstractPlay's name of the game ({@code gameinfo.name}). */
    public static final String GAME_NAME = "Conspirateurs";
    /** AbstractPlay's site name in its records. */
    public static final String SITE = "Abstract Play";
    /** The prefix of the extension fields that keep AbstractPlay's fields. */
    public static final String PREFIX = "ap-";

    private static final String STRICT = "Strict movement";
    private static final String DEFAULT_MOVEMENT = "Default movement rules";
    private static final String DEFAULT_SETUP = "Default setup";
    private static final String QUICK = "Quick start";
    /** Variant display name or id to the {@code chain} option it sets; "" sets nothing. */
    private static final Map<String, String> VARIANTS = Map.of(
            DEFAULT_MOVEMENT, "through", "#movement", "through", STRICT, "strict", "strict", "strict",
            DEFAULT_SETUP, "", "#setup", "");
    private static final Set<String> QUICK_NAMES = Set.of(QUICK, "quick");
    private static final Set<String> SPECIAL = Set.of("resign", "timeout", "abandoned", "draw");
    private static final Pattern POINT = Pattern.compile("[a-q](1[0-7]|[1-9])");
    private static final Pattern DAY = Pattern.compile("[0-9]{4}-[0-9]{2}-[0-9]{2}");
    private static final Set<String> KNOWN_HEADER = Set.of("game", "event", "round", "site", "date-start", "date-end",
            "date-generated", "players", "startingPosition");
    /** The site name the export writes for an unknown site, read back as unknown. */
    static final String UNKNOWN_SITE = "?";
    /** Meta extension names this class writes on import and reads on export. */
    private static final Set<String> OWN_META = Set.of("ap-gameid", "ap-date-start", "ap-date-end", "ap-date-generated",
            "ap-variants", "ap-players", "ap-end");

    private AbstractPlay() {
    }

    // ------------------------------------------------------------------ import

    /**
     * Reads an AbstractPlay record of Conspirateurs into a Parlour record, replaying every move.
     *
     * @param json   the record's text
     * @param source names the input in messages (a file name)
     * @return the record (rules, headers, the moves as its main line) and notes on what was kept
     *         where or changed
     * @throws InterchangeException {@code source:line:column: ...} for bad JSON, or
     *                              {@code source: $.path: ...} naming the field and the reason
     */
    public static Converted<GameRecord> read(String json, String source) throws InterchangeException {
        return new Importer(source).read(Json.parse(json, source));
    }

    private static final class Importer {
        private final String source;
        private final List<String> notes = new ArrayList<>();

        Importer(String source) {
            this.source = source;
        }

        private InterchangeException fail(String path, String why) {
            return new InterchangeException(source + ": " + path + ": " + why);
        }

        Converted<GameRecord> read(JsonElement root) throws InterchangeException {
            if (!root.isJsonObject()) {
                throw fail("$", Messages.tr("ap.notRecord", "{\"header\": ..., \"moves\": [...]}"));
            }
            JsonObject top = object(root, "$");
            Map<String, String> recordExt = new TreeMap<>();
            for (Map.Entry<String, JsonElement> e : top.entrySet()) {
                if (!e.getKey().equals("header") && !e.getKey().equals("moves")) {
                    recordExt.put(PREFIX + e.getKey(), Json.compact(e.getValue()));
                    notes.add(Messages.tr("ap.note.notInSchema", "$." + Texts.abbreviate(e.getKey()), PREFIX + Texts.abbreviate(e.getKey())));
                }
            }
            JsonObject header = object(required(top, "header", "$"), "$.header");
            JsonObject gameField = object(required(header, "game", "$.header"), "$.header.game");
            String name = string(required(gameField, "name", "$.header.game"), "$.header.game.name");
            // "conspirateurs" as well as "Conspirateurs" (a trial's file in lower case was refused)
            if (!name.equalsIgnoreCase(GAME_NAME)) {
                throw fail("$.header.game.name", Messages.tr("ap.onlyGame", Texts.abbreviate(name), GAME_NAME));
            }
            JsonArray players = array(required(header, "players", "$.header"), "$.header.players");
            int n = players.size();
            if (n == 3) {
                throw fail("$.header.players", Messages.tr("ap.threePlayers"));
            }
            if (n != 2 && n != 4) {
                throw fail("$.header.players", Messages.tr("ap.playerCount", n));
            }
            String chain = "through";
            if (gameField.has("variants")) {
                JsonArray vs = array(gameField.get("variants"), "$.header.game.variants");
                for (int i = 0; i < vs.size(); i++) {
                    String p = "$.header.game.variants[" + i + "]";
                    String v = string(vs.get(i), p);
                    if (QUICK_NAMES.contains(v)) {
                        throw fail(p, Messages.tr("ap.quickStart", v));
                    }
                    String c = VARIANTS.get(v);
                    if (c == null) {
                        throw fail(p, Messages.tr("ap.unknownVariant", Texts.abbreviate(v), DEFAULT_MOVEMENT, STRICT, DEFAULT_SETUP));
                    }
                    if (c.equals("strict")) {
                        chain = c;
                    }
                }
            }
            for (String key : gameField.keySet()) {
                if (!key.equals("name") && !key.equals("variants")) {
                    throw fail("$.header.game." + key, Messages.tr("ap.unknownField2", "name", "variants"));
                }
            }
            if (header.has("startingPosition") && !string(header.get("startingPosition"), "$.header.startingPosition").isEmpty()) {
                throw fail("$.header.startingPosition", Messages.tr("ap.setupStart"));
            }
            Map<String, String> options = new LinkedHashMap<>();
            if (n == 4) {
                options.put("players", "4");
                options.put("teams", "neighbours");
            }
            if (chain.equals("strict")) {
                options.put("chain", "strict");
            }
            RuleOptions rules = RuleOptions.of(options);
            Game<?, ?> game = Games.create("conspirateurs", rules);
            Metadata meta = meta(header, players, game, chain.equals("strict"));
            return build(game, rules, meta, top, recordExt);
        }

        private Metadata meta(JsonObject header, JsonArray players, Game<?, ?> game, boolean strict) throws InterchangeException {
            Metadata m = Metadata.empty();
            Map<String, String> ext = new TreeMap<>();
            Map<String, String> dates = new TreeMap<>();
            for (Map.Entry<String, JsonElement> e : header.entrySet()) {
                String k = e.getKey();
                String p = "$.header." + k;
                JsonElement v = e.getValue();
                switch (k) {
                    case "game" -> {
                        JsonElement variants = e.getValue().getAsJsonObject().get("variants");
                        // the variants the export writes for these rules anyway are not kept
                        if (variants != null && !variants.equals(defaultVariants(strict))) {
                            ext.put("ap-variants", Json.compact(variants));
                        }
                    }
                    case "event" -> m = m.withEvent(string(v, p));
                    case "round" -> m = m.withRound(string(v, p));
                    case "site" -> {
                        JsonObject site = object(v, p);
                        String siteName = string(required(site, "name", p), p + ".name");
                        // "?": the export's word for an unknown site (the schema wants a name)
                        if (!siteName.equals(UNKNOWN_SITE)) {
                            m = m.withSite(siteName);
                        }
                        for (Map.Entry<String, JsonElement> s : site.entrySet()) {
                            if (s.getKey().equals("gameid")) {
                                JsonElement id = s.getValue();
                                if (!id.isJsonPrimitive() || id.getAsJsonPrimitive().isBoolean()) {
                                    throw fail(p + ".gameid", Messages.tr("ap.textOrNumber"));
                                }
                                ext.put("ap-gameid", Json.compact(id));
                            } else if (!s.getKey().equals("name")) {
                                throw fail(p + "." + s.getKey(), Messages.tr("ap.unknownField2", "name", "gameid"));
                            }
                        }
                    }
                    case "date-start", "date-end", "date-generated" -> dates.put(k, string(v, p));
                    case "players" -> {
                        // kept for the fields Parlour has no place for (userid, is_ai, ...); names
                        // and results are read below and written from the record
                        if (extraPlayerFields(players)) {
                            ext.put("ap-players", Json.compact(v));
                        }
                    }
                    case "startingPosition" -> {
                        // empty (checked above): nothing to keep
                    }
                    default -> ext.put(PREFIX + k, Json.compact(v));
                }
            }
            m = dates(m, dates, ext);
            for (String k : new String[] {"site", "date-start", "date-end", "date-generated"}) {
                if (!header.has(k)) {
                    notes.add(Messages.tr("ap.note.missing", "$.header." + k));
                }
            }
            List<Seat> seats = game.seats();
            Integer[] results = new Integer[players.size()];
            List<String> written = new ArrayList<>();
            for (int i = 0; i < players.size(); i++) {
                String p = "$.header.players[" + i + "]";
                JsonObject pl = object(players.get(i), p);
                String raw = string(required(pl, "name", p), p + ".name");
                String name = unnumbered(raw, i + 1, written);
                written.add(raw);
                if (!name.equals(placeholderName(i + 1))) {
                    m = m.withPlayer(seats.get(i), name);
                }
                JsonElement r = pl.get("result");
                if (r != null && !r.isJsonNull()) {
                    results[i] = integer(r, p + ".result");
                }
            }
            String result = result(results, seats);
            if (!result.isEmpty()) {
                m = m.withResult(result);
            }
            return m.withExtensions(ext);
        }

        /**
         * The header's dates into {@code m} and {@code ext}: {@code date-start}'s day is the
         * record's date, and only what the export would not write again is kept. Not kept:
         * {@code date-generated} (when the file was written, not part of the game); a
         * {@code date-start} equal to it (the export's stand-in for an unknown date); a
         * {@code date-start} at midnight UTC of its day, and a {@code date-end} equal to
         * {@code date-start} (the export writes both so).
         */
        private Metadata dates(Metadata m, Map<String, String> dates, Map<String, String> ext) throws InterchangeException {
            String start = dates.get("date-start");
            String end = dates.get("date-end");
            if (start != null && !start.equals(dates.get("date-generated"))) {
                if (start.length() >= 10 && DAY.matcher(start.substring(0, 10)).matches()) {
                    try {
                        m = m.withDate(start.substring(0, 10));
                    } catch (IllegalArgumentException ex) {
                        throw fail("$.header.date-start", Messages.tr("ap.notDateTime", Texts.abbreviate(start), ex.getMessage()));
                    }
                }
                if (m.date().isEmpty() || !start.equals(dateTime(m.date(), ""))) {
                    ext.put("ap-date-start", Json.compact(new JsonPrimitive(start)));
                }
            }
            if (end != null && !end.equals(start)) {
                ext.put("ap-date-end", Json.compact(new JsonPrimitive(end)));
            }
            return m;
        }

        private <P, M> Converted<GameRecord> build(Game<P, M> game, RuleOptions rules, Metadata meta, JsonObject top,
                                                   Map<String, String> recordExt) throws InterchangeException {
            JsonArray rounds = array(required(top, "moves", "$"), "$.moves");
            int n = game.seats().size();
            MoveTree.Builder tree = new MoveTree.Builder(NodeData.empty());
            long parent = MoveTree.ROOT_ID;
            P position = game.initialPosition();
            int revisits = 0;
            Map<String, String> metaExt = new TreeMap<>(meta.extensions());
            for (int r = 0; r < rounds.size(); r++) {
                String rp = "$.moves[" + r + "]";
                JsonArray round = array(rounds.get(r), rp);
                if (round.size() > n) {
                    throw fail(rp, Messages.tr("ap.roundTooLong", round.size(), n));
                }
                if (round.size() < n && r < rounds.size() - 1) {
                    throw fail(rp, Messages.tr("ap.roundTooShort", round.size(), n));
                }
                for (int s = 0; s < round.size(); s++) {
                    String p = rp + "[" + s + "]";
                    String raw = moveText(round.get(s), p, s);
                    String ap = raw.toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
                    if (SPECIAL.contains(ap)) {
                        if (r != rounds.size() - 1 || s != round.size() - 1) {
                            throw fail(p, Messages.tr("ap.endBeforeLast", ap));
                        }
                        JsonObject end = new JsonObject();
                        end.addProperty("move", raw);
                        end.addProperty("player", s + 1);
                        metaExt.put("ap-end", Json.compact(end));
                        notes.add(Messages.tr("ap.note.endKept", p, ap));
                        continue;
                    }
                    Seat mover = game.toMove(position);
                    if (game.seats().indexOf(mover) != s) {
                        throw fail(p, Messages.tr("ap.wrongPlayer", s + 1, mover.localName(), game.seats().indexOf(mover) + 1));
                    }
                    String ours = ours(ap, p);
                    String looped = ours;
                    ours = withoutLoops(ours);
                    if (looped.contains("-") && !ours.contains("-")) {
                        throw fail(p, Messages.tr("ap.chainReturns", Texts.abbreviate(raw), ours));
                    }
                    M move;
                    try {
                        move = game.parseMove(position, ours);
                    } catch (NotationException ex) {
                        throw fail(p, Messages.tr("ap.illegal", Texts.abbreviate(raw), ours, ex.getMessage(), game.formatPosition(position)));
                    }
                    String canonical = game.formatMove(position, move);
                    NodeData d = NodeData.ofMove(canonical);
                    if (!raw.equals(apText(canonical))) {
                        d = d.withExtensions(Map.of("ap-move", Json.compact(new JsonPrimitive(raw))));
                    }
                    if (!looped.equals(ours)) {
                        revisits++;
                    }
                    parent = tree.add(parent, tree.nextId(), d);
                    position = game.play(position, move);
                }
            }
            if (revisits > 0) {
                notes.add(Messages.tr("ap.note.revisits", revisits));
            }
            Optional<Outcome> end = game.outcome(position);
            if (end.isPresent()) {
                String said = meta.result();
                if (!said.isEmpty() && !said.equals(end.get().text())) {
                    throw fail("$.header.players", Messages.tr("ap.resultsDiffer", said, end.get().text()));
                }
                if (metaExt.containsKey("ap-end")) {
                    throw fail("$.moves", Messages.tr("ap.endsEarly", end.get().text()));
                }
                meta = meta.withResult(end.get().text());
            } else if (!metaExt.containsKey("ap-end") && !meta.result().isEmpty()) {
                notes.add(Messages.tr("ap.note.resultTheirs", meta.result()));
            }
            meta = meta.withExtensions(metaExt);
            GameRecord record = GameRecord.of("conspirateurs").withRules(rules).withMeta(meta).withTree(tree.build())
                    .withExtensions(recordExt);
            return new Converted<>(record, notes);
        }

        /** The move text of one round entry: a string, or an object with {@code move}. */
        private String moveText(JsonElement e, String p, int s) throws InterchangeException {
            if (e.isJsonNull()) {
                throw fail(p, Messages.tr("ap.nullEntry"));
            }
            if (e.isJsonObject()) {
                JsonObject o = e.getAsJsonObject();
                for (String k : o.keySet()) {
                    if (!Set.of("move", "sequence", "result").contains(k)) {
                        throw fail(p + "." + k, Messages.tr("ap.unknownField3", "move", "sequence", "result"));
                    }
                }
                if (o.has("sequence") && integer(o.get("sequence"), p + ".sequence") != s + 1) {
                    throw fail(p + ".sequence", Messages.tr("ap.outOfOrder"));
                }
                return string(required(o, "move", p), p + ".move");
            }
            return string(e, p);
        }

        /** AP's (lower-cased) move text in Parlour's notation. */
        private String ours(String ap, String p) throws InterchangeException {
            if (ap.equals("pass")) {
                return ap;
            }
            if (ap.contains("-")) {
                for (String pt : ap.split("-", -1)) {
                    if (!POINT.matcher(pt).matches()) {
                        throw fail(p, Messages.tr("ap.badPoint", Texts.abbreviate(ap), Texts.abbreviate(pt)));
                    }
                }
                return ap;
            }
            if (POINT.matcher(ap).matches()) {
                return "@" + ap;
            }
            throw fail(p, Messages.tr("ap.badMove", Texts.abbreviate(ap)));
        }

        private Integer integer(JsonElement e, String p) throws InterchangeException {
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
                throw fail(p, Messages.tr("ap.wholeNumber", Texts.abbreviate(Json.compact(e))));
            }
            BigDecimal b = e.getAsBigDecimal();
            try {
                return b.intValueExact();
            } catch (ArithmeticException ex) {
                throw fail(p, Messages.tr("ap.notWholeNumber", b.toString()));
            }
        }

        private JsonElement required(JsonObject o, String key, String p) throws InterchangeException {
            JsonElement e = o.get(key);
            if (e == null) {
                throw fail(p, Messages.tr("ap.missingField", key));
            }
            return e;
        }

        private JsonObject object(JsonElement e, String p) throws InterchangeException {
            if (!e.isJsonObject()) {
                throw fail(p, Messages.tr("ap.expectedObject", "{ ... }"));
            }
            return e.getAsJsonObject();
        }

        private JsonArray array(JsonElement e, String p) throws InterchangeException {
            if (!e.isJsonArray()) {
                throw fail(p, Messages.tr("ap.expectedArray"));
            }
            return e.getAsJsonArray();
        }

        private String string(JsonElement e, String p) throws InterchangeException {
            if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) {
                throw fail(p, Messages.tr("ap.expectedText"));
            }
            return e.getAsString();
        }
    }

    /**
     * The outcome text (rules.md §6.4) from AP's results: the players with the highest number win,
     * all equal is a draw; empty when any is missing.
     */
    private static String result(Integer[] results, List<Seat> seats) {
        int best = Integer.MIN_VALUE;
        for (Integer r : results) {
            if (r == null) {
                return "";
            }
            best = Math.max(best, r);
        }
        StringBuilder sb = new StringBuilder();
        int winners = 0;
        for (int i = 0; i < results.length; i++) {
            if (results[i] == best) {
                sb.append(winners++ == 0 ? "win " : "+").append(seats.get(i).letter());
            }
        }
        return winners == results.length ? "draw" : sb.toString();
    }

    /** The name the export writes for player {@code number} (from 1) without a name. */
    static String placeholderName(int number) {
        return "Player " + number;
    }

    /**
     * True when the export must number {@code name} for player {@code number}: an earlier player
     * is written so, or it ends with {@code " (number)"} after such a name (numbered again, so that
     * {@link #unnumbered} gives it back as it was).
     */
    private static boolean taken(String name, int number, List<String> earlier) {
        if (earlier.contains(name)) {
            return true;
        }
        String suffix = " (" + number + ")";
        return name.endsWith(suffix) && taken(name.substring(0, name.length() - suffix.length()), number, earlier);
    }

    /** The name the export writes for player {@code number}, after the {@code earlier} players' written names. */
    static String numbered(String name, int number, List<String> earlier) {
        String base = name.isEmpty() ? placeholderName(number) : name;
        return taken(base, number, earlier) ? base + " (" + number + ")" : base;
    }

    /** The inverse of {@link #numbered} for a name it wrote, {@code written} unchanged otherwise. */
    static String unnumbered(String written, int number, List<String> earlier) {
        String suffix = " (" + number + ")";
        if (written.endsWith(suffix)) {
            String base = written.substring(0, written.length() - suffix.length());
            if (taken(base, number, earlier)) {
                return base;
            }
        }
        return written;
    }

    /** The variants the export writes for strict or default movement, in AbstractPlay's order. */
    private static JsonArray defaultVariants(boolean strict) {
        JsonArray variants = new JsonArray();
        variants.add(strict ? STRICT : DEFAULT_MOVEMENT);
        variants.add(DEFAULT_SETUP);
        return variants;
    }

    /** True when a player has a field besides {@code name} and {@code result}, or is not an object. */
    private static boolean extraPlayerFields(JsonArray players) {
        for (JsonElement p : players) {
            if (!p.isJsonObject() || !Set.of("name", "result").containsAll(p.getAsJsonObject().keySet())) {
                return true;
            }
        }
        return false;
    }

    /** A chain with every loop cut out (a point landed on twice): the same start and end. */
    static String withoutLoops(String chain) {
        if (!chain.contains("-")) {
            return chain;
        }
        List<String> out = new ArrayList<>();
        for (String pt : chain.split("-")) {
            int seen = out.indexOf(pt);
            if (seen >= 0) {
                out.subList(seen + 1, out.size()).clear();
            } else {
                out.add(pt);
            }
        }
        return String.join("-", out);
    }

    /** Parlour's canonical move text as AP writes it: a drop without {@code @}. */
    static String apText(String ours) {
        return ours.startsWith("@") ? ours.substring(1) : ours;
    }

    // ------------------------------------------------------------------ export

    /**
     * Writes a record's main line as an AbstractPlay record of Conspirateurs, valid against
     * AbstractPlay's schema. Headers kept from an import ({@code ap-...} fields) are written back.
     *
     * @param record    a Conspirateurs record with two players, or four with {@code teams=neighbours};
     *                  39 sanctuaries; from the empty board; with a result or a main line that ends the game
     * @param generated the time of this export, written as {@code date-generated} to the millisecond
     *                  (an {@code ap-date-generated} kept by an older import is not written back)
     * @return the JSON text and one note per thing AbstractPlay's record cannot hold (comments,
     *         variations, glyphs, markup, evaluations, problem fields, other headers)
     * @throws InterchangeException when the record cannot be an AbstractPlay record, saying why
     */
    public static Converted<String> write(GameRecord record, Instant generated) throws InterchangeException {
        if (!record.gameId().equals("conspirateurs")) {
            throw new InterchangeException(Messages.tr("ap.write.onlyConspirateurs", record.gameId()));
        }
        Game<?, ?> game = Games.create(record.gameId(), record.rules());
        RuleOptions o = game.options();
        String players = o.require("players");
        String teams = o.require("teams");
        if (players.equals("4") && !teams.equals("neighbours")) {
            throw new InterchangeException(Messages.tr("ap.write.teams", o.format()));
        }
        if (!o.require("sanctuaries").equals("39")) {
            throw new InterchangeException(Messages.tr("ap.write.sanctuaries", o.format()));
        }
        if (!record.hasStandardStart()) {
            throw new InterchangeException(Messages.tr("ap.write.setup", record.setup()));
        }
        return export(game, record, generated);
    }

    private static <P, M> Converted<String> export(Game<P, M> game, GameRecord record, Instant generated)
            throws InterchangeException {
        List<String> notes = new ArrayList<>();
        Metadata meta = record.meta();
        Map<String, String> ext = meta.extensions();
        List<Seat> seats = game.seats();
        boolean strict = game.options().require("chain").equals("strict");

        // moves
        List<String> flat = new ArrayList<>();
        P position = game.initialPosition();
        for (Node node : record.tree().mainLine()) {
            if (node.isRoot()) {
                continue;
            }
            M move;
            try {
                move = game.parseMove(position, node.move());
            } catch (NotationException ex) {
                throw new InterchangeException(Messages.tr("ap.write.badMove", flat.size() + 1, node.move(), ex.getMessage()));
            }
            String text = apText(game.formatMove(position, move));
            String kept = rawString(node.data().extensions().get("ap-move"));
            if (kept != null) {
                String k = kept.toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
                String asOurs = POINT.matcher(k).matches() ? "@" + k : withoutLoops(k);
                try {
                    if (game.parseMove(position, asOurs).equals(move)) {
                        text = kept;
                    }
                } catch (NotationException ex) {
                    // AP's text no longer names this move: write ours
                }
            }
            flat.add(text);
            position = game.play(position, move);
        }
        if (flat.contains("pass")) {
            notes.add(Messages.tr("ap.note.pass"));
        }
        Optional<Outcome> end = game.outcome(position);
        String result = meta.result();
        if (result.isEmpty()) {
            result = end.map(Outcome::text).orElseThrow(() -> new InterchangeException(Messages.tr("ap.write.unfinished")));
        }
        JsonObject apEnd = object(ext.get("ap-end"));
        if (apEnd != null && end.isEmpty()) {
            int player = apEnd.get("player").getAsInt();
            if (player == seats.indexOf(game.toMove(position)) + 1) {
                flat.add(apEnd.get("move").getAsString());
            } else {
                notes.add(Messages.tr("ap.note.endLeftOut", apEnd, player));
            }
        }
        JsonArray moves = new JsonArray();
        for (int i = 0; i < flat.size(); i += seats.size()) {
            JsonArray round = new JsonArray();
            for (int j = i; j < Math.min(flat.size(), i + seats.size()); j++) {
                round.add(flat.get(j));
            }
            moves.add(round);
        }

        // header
        JsonObject header = new JsonObject();
        JsonObject g = new JsonObject();
        g.addProperty("name", GAME_NAME);
        JsonArray variants = array(ext.get("ap-variants"));
        if (variants == null || strictIn(variants) != strict || quickIn(variants)) {
            variants = defaultVariants(strict);
        }
        g.add("variants", variants);
        header.add("game", g);
        if (!meta.event().isEmpty()) {
            header.addProperty("event", meta.event());
        }
        if (!meta.round().isEmpty()) {
            header.addProperty("round", meta.round());
        }
        JsonObject site = new JsonObject();
        if (meta.site().isEmpty()) {
            notes.add(Messages.tr("ap.note.site"));
        }
        site.addProperty("name", meta.site().isEmpty() ? UNKNOWN_SITE : meta.site());
        JsonElement gameId = parse(ext.get("ap-gameid"));
        if (gameId != null && gameId.isJsonPrimitive()) {
            site.add("gameid", gameId);
        }
        header.add("site", site);
        // milliseconds, as AbstractPlay writes its own times (Instant.now() carries nanoseconds)
        String now = generated.truncatedTo(java.time.temporal.ChronoUnit.MILLIS).toString();
        String start = rawString(ext.get("ap-date-start"));
        if (start == null || !sameDay(start, meta.date())) {
            start = dateTime(meta.date(), now);
            if (meta.date().length() != 10) {
                notes.add(meta.date().isEmpty() ? Messages.tr("ap.note.noDate", start) : Messages.tr("ap.note.partDate", meta.date(), start));
            }
        }
        // no date-end of an import: it was the start (or the record is Parlour's own, with one
        // date): written as the start, nothing lost, nothing said
        String endDate = rawString(ext.get("ap-date-end"));
        if (endDate == null) {
            endDate = start;
        }
        header.addProperty("date-start", start);
        header.addProperty("date-end", endDate);
        // the time of this export, even over an ap-date-generated an older import kept
        header.addProperty("date-generated", now);
        for (Map.Entry<String, String> e : ext.entrySet()) {
            String k = e.getKey();
            if (k.startsWith(PREFIX) && !OWN_META.contains(k) && !KNOWN_HEADER.contains(k.substring(PREFIX.length()))) {
                header.add(k.substring(PREFIX.length()), parse(e.getValue()));
            } else if (!k.startsWith(PREFIX)) {
                notes.add(Messages.tr("ap.note.metaField", Texts.abbreviate(k)));
            }
        }
        Set<Seat> winners = new LinkedHashSet<>();
        if (!result.equals("draw")) {
            for (String letter : result.substring(4).split("\\+")) {
                Seat s = Seat.fromLetter(letter.charAt(0));
                if (!seats.contains(s)) {
                    throw new InterchangeException(Messages.tr("ap.write.winnerNotPlaying", result, s.localName()));
                }
                winners.add(s);
            }
        }
        JsonArray kept = array(ext.get("ap-players"));
        JsonArray ps = new JsonArray();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < seats.size(); i++) {
            Seat s = seats.get(i);
            JsonObject pl = new JsonObject();
            String name = meta.players().getOrDefault(s, "");
            // AbstractPlay's schema wants the players distinct (uniqueItems): placeholders and
            // repeated names get the player's number, which the import takes off again
            String written = numbered(name, i + 1, names);
            if (name.isEmpty()) {
                notes.add(Messages.tr("ap.note.noName", i + 1, s.localName(), written));
            } else if (!written.equals(name)) {
                notes.add(Messages.tr("ap.note.sameName", i + 1, s.localName(), Texts.abbreviate(name), written));
            }
            names.add(written);
            pl.addProperty("name", written);
            if (kept != null && kept.size() == seats.size() && kept.get(i).isJsonObject()) {
                for (Map.Entry<String, JsonElement> f : kept.get(i).getAsJsonObject().entrySet()) {
                    if (!f.getKey().equals("name") && !f.getKey().equals("result")) {
                        pl.add(f.getKey(), f.getValue());
                    }
                }
            }
            pl.addProperty("result", winners.contains(s) ? 1 : 0);
            ps.add(pl);
        }
        header.add("players", ps);

        JsonObject out = new JsonObject();
        out.add("header", header);
        out.add("moves", moves);
        notes.addAll(lost(record));
        return new Converted<>(Json.pretty(out), notes);
    }

    /** What an AbstractPlay record cannot hold, one line each. */
    private static List<String> lost(GameRecord record) {
        List<String> out = new ArrayList<>();
        Metadata m = record.meta();
        for (String[] f : new String[][] {{"title", m.title()}, {"annotator", m.annotator()}, {"source", m.sourceText().pick(Messages.locale(), m.language())},
                {"language", m.language()}}) {
            if (f[1].isEmpty()) {
                continue;
            }
            // a title or source in several languages: say so, the note shows one of them
            LocalText t = f[0].equals("title") ? m.titleText() : f[0].equals("source") ? m.sourceText() : LocalText.empty();
            List<String> languages = t.languages(m.language());
            out.add(languages.size() > 1
                    ? Messages.tr("ap.lost.metaLanguages", f[0], Texts.abbreviate(f[1]), languages.size(), String.join(", ", languages))
                    : Messages.tr("ap.lost.meta", f[0], Texts.abbreviate(f[1])));
        }
        if (!m.tags().isEmpty()) {
            out.add(Messages.tr("ap.lost.tags", m.tags()));
        }
        // where a mined problem was found, as game text's [Origin] writes it: the file, its chapter, the ply
        m.origin().ifPresent(o -> out.add(Messages.tr("ap.lost.meta", "origin", Texts.abbreviate(o.file() + " " + o.chapter() + " " + o.ply()))));
        Set<Long> main = new LinkedHashSet<>();
        record.tree().mainLine().forEach(nd -> main.add(nd.id()));
        int variations = 0;
        int comments = 0;
        int nags = 0;
        int marks = 0;
        int evals = 0;
        int roles = 0;
        int other = 0;
        int reviewMarks = 0;
        for (Node nd : record.tree().preorder()) {
            if (nd.isRoot()) {
                NodeData d = nd.data();
                comments += (d.commentBefore().isEmpty() ? 0 : 1) + (d.commentAfter().isEmpty() ? 0 : 1);
                // the start's glyphs and evaluation too: a record's header has no place for them either
                nags += d.nags().size();
                marks += d.markup().size();
                evals += d.evaluation().isPresent() ? 1 : 0;
                continue;
            }
            if (!main.contains(nd.id())) {
                variations++;
                continue;
            }
            NodeData d = nd.data();
            comments += (d.commentBefore().isEmpty() ? 0 : 1) + (d.commentAfter().isEmpty() ? 0 : 1);
            nags += d.nags().size();
            marks += d.markup().size();
            evals += d.evaluation().isPresent() ? 1 : 0;
            roles += d.role().isPresent() ? 1 : 0;
            other += (int) d.extensions().keySet().stream().filter(k -> !k.equals("ap-move")).count();
            reviewMarks += d.computerMark().isPresent() ? 1 : 0;
        }
        count(out, variations, "ap.lost.variations");
        count(out, comments, "ap.lost.comments");
        count(out, nags, "ap.lost.glyphs");
        count(out, marks, "ap.lost.markup");
        count(out, evals, "ap.lost.evals");
        count(out, roles, "ap.lost.roles");
        count(out, other, "ap.lost.extensions");
        count(out, reviewMarks, "ap.lost.reviewMarks");
        if (record.problem().isPresent() || record.solution().isPresent()) {
            out.add(Messages.tr("ap.lost.problem"));
        }
        for (String k : record.extensions().keySet()) {
            out.add(Messages.tr("ap.lost.recordField", Texts.abbreviate(k)));
        }
        return out;
    }

    private static void count(List<String> out, int n, String key) {
        if (n > 0) {
            out.add(Messages.tr(key, n));
        }
    }

    private static boolean strictIn(JsonArray variants) {
        for (JsonElement v : variants) {
            if (v.isJsonPrimitive() && "strict".equals(VARIANTS.get(v.getAsString()))) {
                return true;
            }
        }
        return false;
    }

    private static boolean quickIn(JsonArray variants) {
        for (JsonElement v : variants) {
            if (!v.isJsonPrimitive() || !v.getAsJsonPrimitive().isString() || !VARIANTS.containsKey(v.getAsString())) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameDay(String dateTime, String day) {
        return day.isEmpty() || dateTime.startsWith(day);
    }

    /** An ISO date (possibly partial) as a date-time at midnight UTC; {@code fallback} when empty. */
    private static String dateTime(String date, String fallback) {
        if (date.isEmpty()) {
            return fallback;
        }
        String d = date.length() == 4 ? date + "-01-01" : date.length() == 7 ? date + "-01" : date;
        return d + "T00:00:00.000Z";
    }

    private static JsonElement parse(String raw) {
        if (raw == null) {
            return null;
        }
        try {
            return Json.parse(raw, "extension");
        } catch (InterchangeException e) {
            return JsonNull.INSTANCE;
        }
    }

    private static String rawString(String raw) {
        JsonElement e = parse(raw);
        return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString() ? e.getAsString() : null;
    }

    private static JsonArray array(String raw) {
        JsonElement e = parse(raw);
        return e != null && e.isJsonArray() ? e.getAsJsonArray() : null;
    }

    private static JsonObject object(String raw) {
        JsonElement e = parse(raw);
        if (e == null || !e.isJsonObject()) {
            return null;
        }
        JsonObject o = e.getAsJsonObject();
        JsonElement move = o.get("move");
        JsonElement player = o.get("player");
        boolean ok = move != null && move.isJsonPrimitive() && move.getAsJsonPrimitive().isString()
                && player != null && player.isJsonPrimitive() && player.getAsJsonPrimitive().isNumber();
        return ok ? o : null;
    }
}
