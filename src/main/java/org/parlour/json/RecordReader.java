package org.parlour.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.core.Texts;
import org.parlour.study.Defence;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordEdits;
import org.parlour.study.RecordProblem;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.Colour;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;

/**
 * Turns one parsed record object into a {@link GameRecord}, collecting problems with their JSON
 * paths. Structural problems (a field of the wrong type, an unknown colour) drop that field; a
 * move that is missing or not legal cuts its line there. Everything else is kept. A problem the
 * record cannot live with (no game, unknown game, bad rule options, bad start position) is a
 * {@link RecordFormatException}.
 *
 * <p>Complexity: O(n) JSON nodes visited, n tree insertions (O(log32 n) each), n moves replayed.
 * Lines are walked with an explicit stack.
 */
final class RecordReader {
    private final String source;
    private final List<GameType> games;
    private final List<Ordered> problems = new ArrayList<>();
    private final Map<Long, String> pathOf = new HashMap<>();
    private final Map<Long, Integer> orderOf = new HashMap<>();
    private int order;
    private String basePath = "$";

    private record Ordered(int order, Problem problem) {
    }

    private final List<String> duplicates;
    private Problem fatalProblem;
    private String boardGame = "";
    private Set<String> cells;

    RecordReader(String source, List<GameType> games) {
        this(source, games, List.of());
    }

    /** @param duplicates the JSON paths of keys that appeared twice in the file */
    RecordReader(String source, List<GameType> games, List<String> duplicates) {
        this.source = source;
        this.games = games;
        this.duplicates = duplicates;
    }

    /** The path and message of the last refusal ({@link RecordFormatException}) this reader made. */
    Problem fatalProblem() {
        return fatalProblem;
    }

    /** Whether a repeated key at {@code path} is a record's format, version or game (refused). */
    static boolean isIdentityKey(String path) {
        return path.matches("\\$(\\.chapters\\[\\d+])?\\.(format|version|game)");
    }

    /** {@code key "k" appears twice} for the key at the end of {@code path}. */
    static String twice(String path) {
        return "key " + JsonText.quote(Texts.abbreviate(path.substring(path.lastIndexOf('.') + 1))) + " appears twice";
    }

    /** The problems, in file order. */
    List<Problem> problems() {
        return problems.stream().sorted(Comparator.comparingInt(Ordered::order)).map(Ordered::problem).toList();
    }

    private void problem(String path, String message) {
        problems.add(new Ordered(order++, new Problem(path, message)));
    }

    private RecordFormatException fatal(String path, String message) {
        fatalProblem = new Problem(path, message);
        return new RecordFormatException(source + ": " + Texts.abbreviateMiddle(path, RecordJson.PATH_LIMIT) + ": " + message);
    }

    /** Reads a record body (the fields after format and version) at {@code path}. */
    GameRecord read(JsonObject o, String path, Set<String> alsoKnown) throws RecordFormatException {
        basePath = path;
        for (String key : List.of("format", "version", "game")) {
            if (duplicates.contains(path + "." + key)) {
                throw fatal(path + "." + key, twice(path + "." + key));
            }
        }
        JsonElement g = o.get("game");
        if (g == null || !isString(g)) {
            throw fatal(path, "expected a \"game\" field naming the game (" + ids() + ")");
        }
        String gameId = g.getAsString();
        GameType type = games.stream().filter(t -> t.id().equals(gameId)).findFirst()
                .orElseThrow(() -> fatal(path + ".game", "unknown game " + JsonText.quote(Texts.abbreviate(gameId)) + " (expected " + idList() + ")"));
        Map<String, String> rules = new LinkedHashMap<>();
        JsonElement r = o.get("rules");
        if (r != null) {
            if (!r.isJsonObject()) {
                throw fatal(path + ".rules", "expected an object of rule options, e.g. {\"tiers\": \"0-3-6\"}");
            }
            for (Map.Entry<String, JsonElement> e : r.getAsJsonObject().entrySet()) {
                if (!isString(e.getValue())) {
                    throw fatal(path + ".rules." + e.getKey(), "expected the option's value as a string");
                }
                rules.put(e.getKey(), e.getValue().getAsString());
            }
        }
        Game<?, ?> game;
        try {
            game = type.create(RuleOptions.of(rules));
        } catch (IllegalArgumentException e) {
            throw fatal(path + ".rules", e.getMessage());
        }
        boardGame = type.id();
        cells = cellsOf(game);
        Metadata meta = o.has("meta") ? meta(o.get("meta"), path + ".meta") : Metadata.empty();
        String setup = "";
        JsonElement s = o.get("setup");
        if (s != null) {
            if (!isString(s)) {
                throw fatal(path + ".setup", "expected the start position as position text");
            }
            setup = s.getAsString();
            try {
                // an empty text is not the standard start: omit "setup" for that
                game.parsePosition(setup);
            } catch (IllegalArgumentException e) {
                throw fatal(path + ".setup", "not a valid start position: " + Texts.shortenMessage(e.getMessage(), setup));
            }
        }
        Optional<ProblemSpec> problem = o.has("problem") ? problemSpec(o.get("problem"), path + ".problem") : Optional.empty();
        Optional<SolutionSummary> solution = o.has("solution") ? solution(o.get("solution"), path + ".solution") : Optional.empty();
        NodeData rootData = NodeData.empty();
        if (o.has("start")) {
            JsonElement st = o.get("start");
            if (st.isJsonObject()) {
                rootData = data(st.getAsJsonObject(), path + ".start", rootData);
                if (st.getAsJsonObject().has("move")) {
                    problem(path + ".start.move", "the start position has no move; ignored");
                }
            } else {
                problem(path + ".start", "expected an object (comments and markup on the start position); ignored");
            }
        }
        MoveTree.Builder builder = new MoveTree.Builder(rootData);
        if (o.has("moves")) {
            moves(o.get("moves"), path + ".moves", builder);
        }
        MoveTree tree = builder.build();
        Map<String, String> ext = new TreeMap<>();
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            if (!RecordWriter.RECORD_FIELDS.contains(e.getKey()) && !alsoKnown.contains(e.getKey())) {
                ext.put(e.getKey(), JsonText.inline(e.getValue()));
            }
        }
        GameRecord record = new GameRecord(gameId, RuleOptions.of(rules), meta, setup, tree, problem, solution, new TreeMap<>(ext));
        return check(game, record);
    }

    /** {@code a, b or c}. */
    private String idList() {
        List<String> ids = games.stream().map(GameType::id).toList();
        if (ids.size() <= 1) {
            return String.join("", ids);
        }
        return String.join(", ", ids.subList(0, ids.size() - 1)) + " or " + ids.get(ids.size() - 1);
    }

    /** The names of the game's board cells, or null when the game has no board shape to check against. */
    private static Set<String> cellsOf(Game<?, ?> game) {
        try {
            BoardShape shape = game.shape();
            return shape == null ? null : shape.cells().stream().map(BoardShape.CellSpec::name).collect(Collectors.toSet());
        } catch (RuntimeException e) {
            return null;
        }
    }

    private String ids() {
        return games.stream().map(GameType::id).collect(Collectors.joining(", "));
    }

    private <P, M> GameRecord check(Game<P, M> game, GameRecord record) {
        RecordEdits.Result result = RecordEdits.check(game, record);
        for (RecordProblem p : result.problems()) {
            String msg = Texts.shortenMessage(p.message(), p.position()) + " in position " + JsonText.quote(Texts.abbreviate(p.position())) + "; the line is cut here ("
                    + p.dropped() + (p.dropped() == 1 ? " move" : " moves") + " dropped)";
            problems.add(new Ordered(orderOf.getOrDefault(p.nodeId(), order), new Problem(pathOf.get(p.nodeId()) + ".move", msg)));
        }
        GameRecord out = result.record();
        if (out.solution().isPresent()) {
            for (long key : out.solution().get().keyNodeIds()) {
                if (!out.tree().contains(key)) {
                    problem(basePath + ".solution.keys", "node " + key + " is not in the tree");
                }
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- tree

    /** A line to read: its array, where it sits, the index to read next, and the parent of that element. */
    private record Frame(JsonArray line, String path, int index, long parentId) {
    }

    private void moves(JsonElement e, String path, MoveTree.Builder tree) {
        if (!e.isJsonArray()) {
            problem(path, "expected an array of moves; no moves read");
            return;
        }
        long fresh = Math.max(maxId(e.getAsJsonArray()) + 1, 1);
        Deque<Frame> stack = new ArrayDeque<>();
        stack.push(new Frame(e.getAsJsonArray(), path, 0, MoveTree.ROOT_ID));
        while (!stack.isEmpty()) {
            Frame f = stack.pop();
            if (f.index() >= f.line().size()) {
                continue;
            }
            String here = f.path() + "[" + f.index() + "]";
            JsonElement el = f.line().get(f.index());
            Optional<NodeData> data = el.isJsonObject() ? nodeData(el.getAsJsonObject(), here) : Optional.empty();
            if (data.isEmpty()) {
                // the rest of this line depends on the missing move; its variations do not
                int kept = el.isJsonObject() ? pushVariations(el.getAsJsonObject(), here, f.parentId(), stack) : 0;
                int dropped = countNodes(f.line(), f.index()) - kept;
                problem(el.isJsonObject() ? here + ".move" : here, (el.isJsonObject() ? moveTrouble(el.getAsJsonObject())
                        : "expected a move object") + "; the line is cut here (" + dropped + (dropped == 1 ? " move" : " moves")
                        + " dropped)");
                continue;
            }
            JsonObject obj = el.getAsJsonObject();
            long id = id(obj, here, tree);
            if (id < 0) {
                id = fresh++;
            }
            long added = tree.add(f.parentId(), id, data.get());
            if (added != id) {
                problem(here + ".move", JsonText.quote(Texts.abbreviate(data.get().move())) + " repeats an earlier sibling ("
                        + pathOf.get(added) + "); merged into it, this copy's annotations dropped");
            } else {
                pathOf.put(id, here);
                orderOf.put(id, order++);
            }
            // file order: this node's variations come before the rest of its line
            stack.push(new Frame(f.line(), f.path(), f.index() + 1, added));
            pushVariations(obj, here, f.parentId(), stack);
        }
    }

    /** Pushes the node's variations (siblings: they hang off the parent); returns how many nodes they hold. */
    private int pushVariations(JsonObject obj, String here, long parentId, Deque<Frame> stack) {
        JsonElement vars = obj.get("variations");
        if (vars == null) {
            return 0;
        }
        if (!vars.isJsonArray()) {
            problem(here + ".variations", "expected an array of lines; ignored");
            return 0;
        }
        int count = 0;
        JsonArray va = vars.getAsJsonArray();
        for (int v = va.size() - 1; v >= 0; v--) {
            String vp = here + ".variations[" + v + "]";
            if (va.get(v).isJsonArray()) {
                stack.push(new Frame(va.get(v).getAsJsonArray(), vp, 0, parentId));
                count += countNodes(va.get(v).getAsJsonArray(), 0);
            } else {
                problem(vp, "expected an array of moves; variation dropped");
            }
        }
        return count;
    }

    /** The move objects in {@code line} from {@code from} on, variations included. Explicit stack. */
    private static int countNodes(JsonArray line, int from) {
        int n = 0;
        Deque<JsonArray> stack = new ArrayDeque<>();
        for (int i = from; i < line.size(); i++) {
            n++;
            addVariations(line.get(i), stack);
        }
        while (!stack.isEmpty()) {
            for (JsonElement el : stack.pop()) {
                n++;
                addVariations(el, stack);
            }
        }
        return n;
    }

    private static void addVariations(JsonElement el, Deque<JsonArray> stack) {
        if (el.isJsonObject() && el.getAsJsonObject().get("variations") instanceof JsonArray va) {
            for (JsonElement line : va) {
                if (line.isJsonArray()) {
                    stack.push(line.getAsJsonArray());
                }
            }
        }
    }

    /** The largest non-negative integer id in the lines, or -1. Explicit stack. */
    private static long maxId(JsonArray main) {
        long max = -1;
        Deque<JsonArray> stack = new ArrayDeque<>();
        stack.push(main);
        while (!stack.isEmpty()) {
            for (JsonElement el : stack.pop()) {
                if (!el.isJsonObject()) {
                    continue;
                }
                JsonObject o = el.getAsJsonObject();
                Optional<Long> id = asId(o.get("id"));
                if (id.isPresent()) {
                    max = Math.max(max, id.get());
                }
                JsonElement v = o.get("variations");
                if (v != null && v.isJsonArray()) {
                    for (JsonElement line : v.getAsJsonArray()) {
                        if (line.isJsonArray()) {
                            stack.push(line.getAsJsonArray());
                        }
                    }
                }
            }
        }
        return max;
    }

    /** Ids are whole numbers 0 to 2^53 - 1 (docs/notation.md): exact in a JSON double. */
    private static final long MAX_ID_EXCLUSIVE = 1L << 53;

    /** A whole number 0 to 2^53 - 1, or empty (not a number, a fraction, negative or too large). */
    private static Optional<Long> asId(JsonElement e) {
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            return Optional.empty();
        }
        String text = e.getAsString();
        if (text.length() < 17 && isDigits(text)) {
            long v = Long.parseLong(text);
            return v < MAX_ID_EXCLUSIVE ? Optional.of(v) : Optional.empty();
        }
        try {
            long v = new java.math.BigDecimal(text).longValueExact();
            return v >= 0 && v < MAX_ID_EXCLUSIVE ? Optional.of(v) : Optional.empty();
        } catch (ArithmeticException | NumberFormatException ex) {
            return Optional.empty();
        }
    }

    private static boolean isDigits(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return false;
            }
        }
        return !text.isEmpty();
    }

    /** The node's id from the file, or -1 when a fresh one is needed (reported). */
    private long id(JsonObject o, String here, MoveTree.Builder tree) {
        JsonElement e = o.get("id");
        if (e == null) {
            return -1;
        }
        Optional<Long> id = asId(e);
        if (id.isEmpty()) {
            problem(here + ".id", "expected a whole number from 0 to 2^53 - 1 (9007199254740991), got " + e + "; a fresh id is given");
            return -1;
        }
        if (tree.contains(id.get())) {
            problem(here + ".id", "id " + id.get() + " is used twice; a fresh id is given");
            return -1;
        }
        return id.get();
    }

    /** The node's data, or empty when its move is missing or not move text. */
    private Optional<NodeData> nodeData(JsonObject o, String here) {
        JsonElement m = o.get("move");
        if (!isString(m)) {
            return Optional.empty();
        }
        try {
            return Optional.of(data(o, here, NodeData.ofMove(m.getAsString())));
        } catch (IllegalArgumentException ex) {
            return Optional.empty();
        }
    }

    private static String moveTrouble(JsonObject o) {
        JsonElement m = o.get("move");
        if (m == null) {
            return "missing move";
        }
        return isString(m) ? JsonText.quote(Texts.abbreviate(m.getAsString())) + " is not move text (one token without spaces)"
                : "expected move text, got " + Texts.abbreviate(JsonText.inline(m));
    }

    /** Reads the annotation fields of a node object into {@code d}. */
    private NodeData data(JsonObject o, String here, NodeData d) {
        Map<String, String> ext = null;
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            String k = e.getKey();
            JsonElement v = e.getValue();
            String p = here + "." + k;
            switch (k) {
                case "id", "move", "variations" -> {
                }
                case "role" -> {
                    try {
                        d = d.withRole(Optional.of(ProblemRole.fromId(string(v))));
                    } catch (IllegalArgumentException ex) {
                        problem(p, ex.getMessage() + "; ignored");
                    }
                }
                case "nags" -> d = nags(v, p, d);
                case "commentBefore" -> d = isString(v) ? d.withCommentBefore(v.getAsString()) : ignored(p, "expected text", d);
                case "comment" -> d = isString(v) ? d.withCommentAfter(v.getAsString()) : ignored(p, "expected text", d);
                case "eval" -> d = evaluation(v, p, d);
                case "markup" -> d = markup(v, p, d);
                default -> {
                    if (ext == null) {
                        ext = new TreeMap<>();
                    }
                    ext.put(k, JsonText.inline(v));
                }
            }
        }
        return ext == null ? d : d.withExtensions(ext);
    }

    private NodeData ignored(String path, String what, NodeData d) {
        problem(path, what + "; ignored");
        return d;
    }

    private NodeData nags(JsonElement v, String p, NodeData d) {
        if (!v.isJsonArray()) {
            return ignored(p, "expected an array of NAG numbers", d);
        }
        List<Integer> kept = new ArrayList<>();
        JsonArray a = v.getAsJsonArray();
        for (int i = 0; i < a.size(); i++) {
            Optional<Long> n = asId(a.get(i));
            if (n.isEmpty() || n.get() < 1 || n.get() > 255) {
                problem(p + "[" + i + "]", "expected a NAG number from 1 to 255; ignored");
                continue;
            }
            int nag = n.get().intValue();
            List<Integer> tryList = new ArrayList<>(kept);
            tryList.add(nag);
            try {
                d.withNags(tryList);
                kept.add(nag);
            } catch (IllegalArgumentException ex) {
                problem(p + "[" + i + "]", ex.getMessage() + "; " + nag + " ignored");
            }
        }
        return d.withNags(kept);
    }

    private NodeData evaluation(JsonElement v, String p, NodeData d) {
        if (!v.isJsonObject()) {
            return ignored(p, "expected an object {\"value\": \"+0.5\"}", d);
        }
        JsonObject o = v.getAsJsonObject();
        try {
            String value = string(o.get("value"));
            int depth = o.has("depth") ? asId(o.get("depth")).map(Long::intValue)
                    .orElseThrow(() -> new IllegalArgumentException("depth: expected a whole number")) : 0;
            String src = o.has("source") ? string(o.get("source")) : "";
            return d.withEvaluation(Optional.of(new Evaluation(value, depth, src)));
        } catch (IllegalArgumentException ex) {
            return ignored(p, ex.getMessage(), d);
        }
    }

    private NodeData markup(JsonElement v, String p, NodeData d) {
        if (!v.isJsonArray()) {
            return ignored(p, "expected an array of marks", d);
        }
        List<Mark> marks = new ArrayList<>();
        JsonArray a = v.getAsJsonArray();
        for (int i = 0; i < a.size(); i++) {
            try {
                Mark mark = mark(a.get(i));
                String bad = offBoard(mark);
                if (bad != null) {
                    String cell = a.get(i).getAsJsonObject().get(bad).getAsString();
                    problem(p + "[" + i + "]." + bad, JsonText.quote(Texts.abbreviate(cell)) + " is not a cell of the " + boardGame
                            + " board; mark ignored");
                    continue;
                }
                marks.add(mark);
            } catch (IllegalArgumentException | NullPointerException ex) {
                problem(p + "[" + i + "]", ex.getMessage() + "; mark ignored");
            }
        }
        return d.withMarkup(marks);
    }

    /** The field ({@code from}, {@code to} or {@code cell}) naming a cell not on the board, or null. */
    private String offBoard(Mark mark) {
        if (cells == null) {
            return null;
        }
        if (mark instanceof Mark.Arrow arrow) {
            return !cells.contains(arrow.from()) ? "from" : !cells.contains(arrow.to()) ? "to" : null;
        }
        if (mark instanceof Mark.Highlight h) {
            return cells.contains(h.cell()) ? null : "cell";
        }
        if (mark instanceof Mark.Label l) {
            return cells.contains(l.cell()) ? null : "cell";
        }
        return null;
    }

    private static Mark mark(JsonElement e) {
        if (!e.isJsonObject()) {
            throw new IllegalArgumentException("expected an object with \"type\"");
        }
        JsonObject o = e.getAsJsonObject();
        String type = string(o.get("type"));
        Colour colour = Colour.fromId(string(o.get("colour")));
        return switch (type) {
            case "arrow" -> new Mark.Arrow(string(o.get("from")), string(o.get("to")), colour);
            case "highlight" -> new Mark.Highlight(string(o.get("cell")), colour);
            case "label" -> new Mark.Label(string(o.get("cell")), string(o.get("text")), colour);
            default -> throw new IllegalArgumentException("unknown mark type '" + Texts.abbreviate(type) + "' (expected arrow, highlight or label)");
        };
    }

    // ---------------------------------------------------------------- headers

    private Metadata meta(JsonElement e, String path) {
        if (!e.isJsonObject()) {
            problem(path, "expected an object of headers; ignored");
            return Metadata.empty();
        }
        Metadata m = Metadata.empty();
        Map<String, String> ext = new TreeMap<>();
        for (Map.Entry<String, JsonElement> f : e.getAsJsonObject().entrySet()) {
            String p = path + "." + f.getKey();
            JsonElement v = f.getValue();
            try {
                switch (f.getKey()) {
                    case "title" -> m = m.withTitle(string(v));
                    case "event" -> m = m.withEvent(string(v));
                    case "site" -> m = m.withSite(string(v));
                    case "date" -> m = m.withDate(string(v));
                    case "round" -> m = m.withRound(string(v));
                    case "result" -> m = m.withResult(string(v));
                    case "annotator" -> m = m.withAnnotator(string(v));
                    case "source" -> m = m.withSource(string(v));
                    case "language" -> m = m.withLanguage(string(v));
                    case "tags" -> m = m.withTags(strings(v));
                    case "players" -> m = players(v, p, m);
                    default -> ext.put(f.getKey(), JsonText.inline(v));
                }
            } catch (IllegalArgumentException ex) {
                problem(p, ex.getMessage() + "; ignored");
            }
        }
        return ext.isEmpty() ? m : m.withExtensions(ext);
    }

    private Metadata players(JsonElement v, String p, Metadata m) {
        if (!v.isJsonObject()) {
            throw new IllegalArgumentException("expected an object from seat letter to name, e.g. {\"w\": \"Ada\"}");
        }
        for (Map.Entry<String, JsonElement> e : v.getAsJsonObject().entrySet()) {
            try {
                if (e.getKey().length() != 1) {
                    throw new IllegalArgumentException("expected a seat letter w, b, r or g");
                }
                m = m.withPlayer(Seat.fromLetter(e.getKey().charAt(0)), string(e.getValue()));
            } catch (IllegalArgumentException ex) {
                problem(p + "." + e.getKey(), ex.getMessage() + "; ignored");
            }
        }
        return m;
    }

    private Optional<ProblemSpec> problemSpec(JsonElement e, String path) {
        try {
            JsonObject o = object(e);
            String seat = string(o.get("seat"));
            if (seat.length() != 1) {
                throw new IllegalArgumentException("seat: expected a seat letter w, b, r or g");
            }
            Map<String, String> params = o.has("params") ? stringMap(o.get("params")) : Map.of();
            JsonElement n = o.get("moves");
            Optional<Long> count = asId(n).filter(v -> v >= 1 && v <= ProblemSpec.MAX_MOVES);
            if (count.isEmpty()) {
                problem(path + ".moves", "expected 1 to " + ProblemSpec.MAX_MOVES + " moves, got "
                        + (n == null ? "nothing" : n.toString()) + "; the problem definition is ignored");
                return Optional.empty();
            }
            int moves = count.get().intValue();
            Defence defence = Defence.valueOf(string(o.get("defence")).toUpperCase(Locale.ROOT));
            String statement = o.has("statement") ? string(o.get("statement")) : "";
            return Optional.of(new ProblemSpec(Seat.fromLetter(seat.charAt(0)), string(o.get("goal")), params, moves, defence, statement));
        } catch (IllegalArgumentException | NullPointerException ex) {
            problem(path, ex.getMessage() + "; the problem definition is ignored");
            return Optional.empty();
        }
    }

    private Optional<SolutionSummary> solution(JsonElement e, String path) {
        try {
            JsonObject o = object(e);
            List<Long> keys = new ArrayList<>();
            if (o.has("keys")) {
                if (!o.get("keys").isJsonArray()) {
                    throw new IllegalArgumentException("keys: expected an array of node ids");
                }
                for (JsonElement k : o.get("keys").getAsJsonArray()) {
                    keys.add(asId(k).orElseThrow(() -> new IllegalArgumentException("keys: expected node ids")));
                }
            }
            Map<String, String> details = o.has("details") ? stringMap(o.get("details")) : Map.of();
            return Optional.of(new SolutionSummary(string(o.get("verdict")), keys, details));
        } catch (IllegalArgumentException | NullPointerException ex) {
            problem(path, ex.getMessage() + "; the solution is ignored");
            return Optional.empty();
        }
    }

    // ---------------------------------------------------------------- small readers

    static boolean isString(JsonElement e) {
        return e != null && e.isJsonPrimitive() && e.getAsJsonPrimitive().isString();
    }

    static String string(JsonElement e) {
        if (!isString(e)) {
            throw new IllegalArgumentException(e == null ? "missing text field" : "expected text, got " + Texts.abbreviate(JsonText.inline(e)));
        }
        return e.getAsString();
    }

    private static JsonObject object(JsonElement e) {
        if (e == null || !e.isJsonObject()) {
            throw new IllegalArgumentException("expected an object");
        }
        return e.getAsJsonObject();
    }

    private static List<String> strings(JsonElement e) {
        if (!e.isJsonArray()) {
            throw new IllegalArgumentException("expected an array of text");
        }
        List<String> out = new ArrayList<>();
        for (JsonElement x : e.getAsJsonArray()) {
            out.add(string(x));
        }
        return out;
    }

    private static Map<String, String> stringMap(JsonElement e) {
        Map<String, String> out = new TreeMap<>();
        for (Map.Entry<String, JsonElement> x : object(e).entrySet()) {
            out.put(x.getKey(), string(x.getValue()));
        }
        return out;
    }
}
