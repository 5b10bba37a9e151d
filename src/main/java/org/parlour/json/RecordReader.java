package org.parlour.json;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOptions;
import org.parlour.core.Texts;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordEdits;
import org.parlour.study.RecordProblem;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;

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

    private record Ordered(int order, LoadIssue problem) {
    }

    private final List<String> duplicates;
    private LoadIssue fatalProblem;
    private NodeReader nodes;

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
    LoadIssue fatalProblem() {
        return fatalProblem;
    }

    /** Whether a repeated key at {@code path} is a record's format, version or game (refused). */
    static boolean isIdentityKey(String path) {
        return path.matches("\\$(\\.chapters\\[\\d+])?\\.(format|version|game)");
    }

    /** {@code key "k" appears twice} for the key at the end of {@code path}. */
    static String twice(String path) {
        String key = path.endsWith("\"]") ? JsonText.parseValue(path.substring(path.lastIndexOf("[\"") + 1, path.length() - 1)).getAsString()
                : path.substring(path.lastIndexOf('.') + 1);
        return "key " + JsonText.quote(Texts.abbreviate(key)) + " appears twice";
    }

    /** The problems, in file order. */
    List<LoadIssue> problems() {
        return problems.stream().sorted(Comparator.comparingInt(Ordered::order)).map(Ordered::problem).toList();
    }

    private void problem(String path, String message) {
        problems.add(new Ordered(order++, new LoadIssue(path, message)));
    }

    private RecordFormatException fatal(String path, String message) {
        fatalProblem = new LoadIssue(path, message);
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
        if (g == null || !Fields.isString(g)) {
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
                if (!Fields.isString(e.getValue())) {
                    throw fatal(Fields.at(path + ".rules", e.getKey()), "expected the option's value as a string");
                }
                rules.put(e.getKey(), e.getValue().getAsString());
            }
        }
        Game<?, ?> game;
        try {
            game = type.create(RuleOptions.of(rules));
        } catch (IllegalArgumentException e) {
            // the game quotes the options it refuses: at most QUOTE_LIMIT characters of each (docs/notation.md)
            String message = e.getMessage();
            for (Map.Entry<String, String> option : rules.entrySet()) {
                message = Texts.shortenMessage(Texts.shortenMessage(message, option.getKey()), option.getValue());
            }
            throw fatal(path + ".rules", Texts.shortenMessage(message, null));
        }
        nodes = new NodeReader(this::problem, type.id(), cellsOf(game));
        HeaderReader headers = new HeaderReader(this::problem);
        Metadata meta = o.has("meta") ? headers.meta(o.get("meta"), path + ".meta") : Metadata.empty();
        String setup = "";
        JsonElement s = o.get("setup");
        if (s != null) {
            if (!Fields.isString(s)) {
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
        Optional<ProblemSpec> problem = o.has("problem") ? headers.problemSpec(o.get("problem"), path + ".problem") : Optional.empty();
        if (problem.isPresent()) {
            checkPosed(headers, game, setup, problem.get(), path + ".problem");
        }
        Optional<SolutionSummary> solution = o.has("solution") ? headers.solution(o.get("solution"), path + ".solution") : Optional.empty();
        NodeData rootData = NodeData.empty();
        if (o.has("start")) {
            JsonElement st = o.get("start");
            if (st.isJsonObject()) {
                rootData = nodes.data(st.getAsJsonObject(), path + ".start", rootData);
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
        Set<String> known = new HashSet<>(RecordWriter.RECORD_FIELDS);
        known.addAll(alsoKnown);
        Map<String, String> ext = Fields.unknown(o, known);
        GameRecord record = new GameRecord(gameId, RuleOptions.of(rules), meta, setup, tree, problem, solution, new TreeMap<>(ext));
        return check(game, record);
    }

    /** Reports a stipulation the game cannot pose from the record's start ({@link HeaderReader#checkPosed}). */
    private static <P, M> void checkPosed(HeaderReader headers, Game<P, M> game, String setup, ProblemSpec spec, String path) {
        P start = setup.isEmpty() ? game.initialPosition() : game.parsePosition(setup);
        headers.checkPosed(spec, game, start, path);
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
            problems.add(new Ordered(orderOf.getOrDefault(p.nodeId(), order), new LoadIssue(pathOf.get(p.nodeId()) + ".move", msg)));
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
        Set<Long> used = ids(e.getAsJsonArray());
        FreshIds fresh = new FreshIds(used.stream().mapToLong(Long::longValue).max().orElse(0) + 1, used);
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
                id = fresh.next(tree);
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

    /**
     * Issues ids for nodes without a usable one: after the largest id of the file, and once that
     * would reach 2^53 (the largest id a file may hold, docs/notation.md), the smallest ids that
     * no node of the file uses.
     */
    private static final class FreshIds {
        private long next;
        private long low = 1;
        private final Set<Long> used;

        FreshIds(long next, Set<Long> used) {
            this.next = Math.max(next, 1);
            this.used = used;
        }

        long next(MoveTree.Builder tree) {
            if (next < Fields.MAX_ID_EXCLUSIVE) {
                return next++;
            }
            while (used.contains(low) || tree.contains(low)) {
                low++;
            }
            return low++;
        }
    }

    /** The usable ids in the lines. Explicit stack. */
    private static Set<Long> ids(JsonArray main) {
        Set<Long> ids = new HashSet<>();
        Deque<JsonArray> stack = new ArrayDeque<>();
        stack.push(main);
        while (!stack.isEmpty()) {
            for (JsonElement el : stack.pop()) {
                if (!el.isJsonObject()) {
                    continue;
                }
                JsonObject o = el.getAsJsonObject();
                Optional<Long> id = Fields.asId(o.get("id"));
                id.ifPresent(ids::add);
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
        return ids;
    }

    /** The node's id from the file, or -1 when a fresh one is needed (reported). */
    private long id(JsonObject o, String here, MoveTree.Builder tree) {
        JsonElement e = o.get("id");
        if (e == null) {
            return -1;
        }
        Optional<Long> id = Fields.asId(e);
        if (id.isEmpty()) {
            problem(here + ".id", "expected a whole number from 0 to 2^53 - 1 (9007199254740991), got " + Fields.raw(e) + "; a fresh id is given");
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
        if (!Fields.isString(m)) {
            return Optional.empty();
        }
        try {
            return Optional.of(nodes.data(o, here, NodeData.ofMove(m.getAsString())));
        } catch (IllegalArgumentException ex) {
            return Optional.empty();
        }
    }

    private static String moveTrouble(JsonObject o) {
        JsonElement m = o.get("move");
        if (m == null) {
            return "missing move";
        }
        return Fields.isString(m) ? JsonText.quote(Texts.abbreviate(m.getAsString())) + " is not move text (one token without spaces)"
                : "expected move text, got " + Texts.abbreviate(JsonText.inline(m));
    }
}
