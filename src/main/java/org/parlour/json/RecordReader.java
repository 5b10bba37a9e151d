package org.parlour.json;

import org.parlour.core.Messages;
import org.parlour.core.Seat;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
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
import org.parlour.study.Quizzes;
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
    private final IssueLog issues = new IssueLog();
    private MoveLines lines;
    /** The annotations' reader of the record being read (it knows whether any node has a quiz). */
    private NodeReader nodeReader;
    private String basePath = "$";

    private final List<String> duplicates;
    private LoadIssue fatalProblem;
    private ReadProgress progress = ReadProgress.NONE;
    private Map<JsonObject, MoveTape> tapes = new java.util.HashMap<>();

    RecordReader(String source, List<GameType> games) {
        this(source, games, List.of());
    }

    /** @param duplicates the JSON paths of keys that appeared twice in the file */
    RecordReader(String source, List<GameType> games, List<String> duplicates) {
        this.source = source;
        this.games = games;
        this.duplicates = duplicates;
    }

    /** Reports how far the moves' reading and replay got, and stops when the read is cancelled; returns this reader. */
    RecordReader progress(ReadProgress p) {
        progress = p;
        return this;
    }

    /** The moves the tokenizer read into tapes, by record object ({@link StrictJson.Parsed#tapes}); returns this reader. */
    RecordReader tapes(Map<JsonObject, MoveTape> t) {
        tapes = t;
        return this;
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
        String key = path.substring(path.lastIndexOf('.') + 1);
        if (path.endsWith("\"]") && path.lastIndexOf("[\"") >= 0) {
            try {
                key = JsonText.parseValue(path.substring(path.lastIndexOf("[\"") + 1, path.length() - 1)).getAsString();
            } catch (IllegalArgumentException e) {
                key = path.substring(path.lastIndexOf("[\""));
            }
        }
        return Messages.tr("json.twice", JsonText.shown(Texts.abbreviate(key)));
    }

    /** The problems, in file order. */
    List<LoadIssue> problems() {
        return issues.sorted();
    }

    private void problem(String path, String message) {
        issues.add(path, message);
    }

    private RecordFormatException fatal(String path, String message) {
        fatalProblem = new LoadIssue(path, message);
        return new RecordFormatException(source + ": " + Texts.abbreviateMiddle(path, RecordJson.PATH_LIMIT) + ": " + message);
    }

    /** Reads a record body (the fields after format and version) at {@code path}. */
    GameRecord read(JsonObject o, String path, Set<String> alsoKnown) throws RecordFormatException {
        basePath = path;
        for (String key : List.of(Keys.FORMAT, Keys.VERSION, Keys.GAME)) {
            if (duplicates.contains(path + "." + key)) {
                throw fatal(path + "." + key, twice(path + "." + key));
            }
        }
        JsonElement g = o.get(Keys.GAME);
        if (g == null || g.isJsonNull()) {
            throw fatal(path, Messages.tr("json.noGame", ids()));
        }
        if (!Fields.isString(g)) {
            // a value of another type is there: say where it is and what it is, as other fields do
            throw fatal(path + ".game", Messages.tr("json.gameNotText", ids(), Fields.raw(g)));
        }
        String gameId = g.getAsString();
        GameType type = null;
        for (GameType t : games) {
            if (t.id().equals(gameId)) {
                type = t;
                break;
            }
        }
        if (type == null) {
            throw fatal(path + ".game", Messages.tr("json.unknownGame", JsonText.shown(Texts.abbreviate(gameId)), idList()));
        }
        Map<String, String> rules = new LinkedHashMap<>();
        JsonElement r = o.get(Keys.RULES);
        if (r != null) {
            if (!r.isJsonObject()) {
                throw fatal(path + ".rules", Messages.tr("json.expectedRules", "{\"tiers\": \"0-3-6\"}"));
            }
            for (Map.Entry<String, JsonElement> e : r.getAsJsonObject().entrySet()) {
                if (!Fields.isString(e.getValue())) {
                    throw fatal(Fields.at(path + ".rules", e.getKey()), Messages.tr("json.optionString"));
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
        NodeReader nodes = new NodeReader(issues, type.id(), cellsOf(game));
        nodeReader = nodes;
        lines = new MoveLines(issues, nodes, progress);
        HeaderReader headers = new HeaderReader(issues);
        Metadata meta = o.has(Keys.META) ? headers.meta(o.get(Keys.META), path + ".meta", game) : Metadata.empty();
        meta = winnersPlay(game, meta, path + ".meta.result");
        String setup = "";
        JsonElement s = o.get(Keys.SETUP);
        if (s != null) {
            if (!Fields.isString(s)) {
                throw fatal(path + ".setup", Messages.tr("json.expectedSetup", Fields.raw(s)));
            }
            setup = s.getAsString();
            try {
                // an empty text is not the standard start: omit "setup" for that
                game.parsePosition(setup);
            } catch (IllegalArgumentException e) {
                throw fatal(path + ".setup", Messages.tr("json.badSetup", Texts.shortenMessage(e.getMessage(), setup)));
            }
        }
        Optional<ProblemSpec> problem = o.has(Keys.PROBLEM) ? headers.problemSpec(o.get(Keys.PROBLEM), path + ".problem", game) : Optional.empty();
        if (problem.isPresent()) {
            checkPosed(headers, game, setup, problem.get(), path + ".problem");
        }
        Optional<SolutionSummary> solution = o.has(Keys.SOLUTION) ? headers.solution(o.get(Keys.SOLUTION), path + ".solution") : Optional.empty();
        NodeData rootData = NodeData.empty();
        if (o.has(Keys.START)) {
            JsonElement st = o.get(Keys.START);
            if (st.isJsonObject()) {
                rootData = nodes.start(st.getAsJsonObject(), path + ".start", rootData);
                if (st.getAsJsonObject().has(Keys.MOVE)) {
                    problem(path + ".start.move", Messages.tr("json.startMove"));
                }
            } else {
                problem(path + ".start", Messages.tr("json.expectedStart"));
            }
        }
        MoveTape tape = o.has(Keys.MOVES) ? tapes.remove(o) : null;
        MoveTree.Builder builder = new MoveTree.Builder(rootData, tape == null ? 0 : tape.size);
        if (o.has(Keys.MOVES)) {
            if (tape != null) {
                lines.read(tape, path + ".moves", builder);
            } else {
                lines.read(o.get(Keys.MOVES), path + ".moves", builder);
            }
            // the moves are in the builder now; their JSON is not needed while the tree is replayed
            o.remove(Keys.MOVES);
        }
        MoveTree tree = builder.build();
        Set<String> known = new HashSet<>(Keys.RECORD_FIELDS);
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
        return Messages.tr("json.orList", String.join(", ", ids.subList(0, ids.size() - 1)), ids.get(ids.size() - 1));
    }

    /**
     * A result naming a seat that does not play under the record's rules ({@code "win r"} in
     * Agora) is reported at its path and ignored: game text and AbstractPlay would refuse it
     * (docs/notation.md, rules.md §6.4).
     */
    private Metadata winnersPlay(Game<?, ?> game, Metadata meta, String path) {
        String result = meta.result();
        if (!result.startsWith("win ")) {
            return meta;
        }
        for (String letter : result.substring(4).split("\\+")) {
            Seat seat = Seat.fromLetter(letter.charAt(0));
            if (!game.seats().contains(seat)) {
                problem(path, Messages.tr("json.winnerNotPlaying", result, seat.localName()) + Messages.tr("json.ignored"));
                return meta.withResult("");
            }
        }
        return meta;
    }

    /** The names of the game's board cells, or null when the game has no board shape to check against. */
    private static Set<String> cellsOf(Game<?, ?> game) {
        try {
            BoardShape shape = game.shape();
            if (shape == null) {
                return null;
            }
            Set<String> cells = new HashSet<>();
            for (BoardShape.CellSpec c : shape.cells()) {
                cells.add(c.name());
            }
            return cells;
        } catch (RuntimeException e) {
            // the logger is got here, not when the class loads: setting up logging cost every read 7 ms
            System.getLogger(RecordReader.class.getName()).log(System.Logger.Level.WARNING, "board shape of " + game.id() + " not available: cells are not checked", e);
            return null;
        }
    }

    private String ids() {
        return games.stream().map(GameType::id).collect(Collectors.joining(", "));
    }

    /**
     * Every quiz's answers must be legal moves at its node, each listed once
     * ({@link org.parlour.study.Quizzes#keptAt}, the rule the edits apply too): an answer that is
     * not is reported at its path and dropped; a legal one is kept in the game's canonical
     * notation.
     */
    private <P, M> GameRecord checkQuizzes(Game<P, M> game, GameRecord record) {
        if (nodeReader == null || !nodeReader.sawQuiz()) {
            return record;
        }
        MoveTree tree = record.tree();
        org.parlour.study.StudySession replay = null;
        for (org.parlour.tree.Node n : tree.preorder()) {
            Optional<org.parlour.tree.Quiz> quiz = n.data().quiz();
            if (quiz.isEmpty()) {
                continue;
            }
            if (replay == null) {
                replay = new org.parlour.study.StudySession(game, record);
            }
            @SuppressWarnings("unchecked")
            P pos = (P) replay.position(n.id());
            String path = lines.pathOf(n.id());
            String here = n.id() == tree.rootId() ? basePath + ".start" : path == null ? basePath + ".moves" : path;
            Quizzes.Kept kept = Quizzes.keptAt(game, pos, quiz.get());
            for (Quizzes.Left l : kept.left()) {
                // the index in the file: answers dropped by the reader (twice, unreadable) count
                String at = here + ".quiz." + (l.accepted() ? Keys.ANSWERS : Keys.WRONG) + "[" + nodeReader.fileIndex(l.answer(), l.index())
                        + "].move";
                problem(at, l.repeats() ? Messages.tr("json.quizTwice", JsonText.shown(l.canonical()))
                        : Messages.tr("json.quizIllegal", JsonText.shown(Texts.abbreviate(l.answer().move())),
                                Texts.shortenMessage(l.illegal(), game.formatPosition(pos))));
            }
            if (kept.quiz() != quiz.get()) {
                tree = tree.withData(n.id(), n.data().withQuiz(Optional.of(kept.quiz())));
            }
        }
        return tree == record.tree() ? record : record.withTree(tree);
    }

    private <P, M> GameRecord check(Game<P, M> game, GameRecord record) {
        long total = record.tree().size();
        RecordEdits.Result result = RecordEdits.check(game, record, progress.steps(ReadProgress.Phase.CHECKING_MOVES, total));
        for (RecordProblem p : result.problems()) {
            String msg = Messages.tr("json.lineCut", Texts.shortenMessage(p.message(), p.position()), JsonText.shown(Texts.abbreviate(p.position())),
                    p.dropped());
            issues.addAt(lines.orderOf(p.nodeId()), lines.pathOf(p.nodeId()) + ".move", msg);
        }
        GameRecord out = checkQuizzes(game, result.record());
        if (out.solution().isPresent()) {
            for (long key : out.solution().get().keyNodeIds()) {
                if (!out.tree().contains(key)) {
                    problem(basePath + ".solution.keys", Messages.tr("json.keyNotInTree", key));
                }
            }
        }
        return out;
    }
}
