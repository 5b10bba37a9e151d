package org.parlour.json;

import static org.parlour.json.Fields.at;
import static org.parlour.json.Fields.string;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.BiConsumer;
import org.parlour.core.Messages;
import org.parlour.core.Texts;
import org.parlour.json.Fields.BadField;
import org.parlour.study.TreeMessages;
import org.parlour.tree.Colour;
import org.parlour.tree.ComputerMark;
import org.parlour.tree.Evaluation;
import org.parlour.tree.LocalText;
import org.parlour.tree.Mark;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;
import org.parlour.tree.Quiz;

/**
 * Reads the annotation fields of a move or of the start ({@code role}, {@code nags},
 * {@code commentBefore}, {@code comment}, {@code eval}, {@code markup}, {@code quiz}, {@code computer}) into {@link NodeData},
 * reporting each bad field at its own path and dropping only that field (or that mark). Unknown
 * fields, of the node and inside {@code eval} and marks, are kept.
 */
final class NodeReader {

    private final BiConsumer<String, String> problems;
    /** Whether any node read so far has a quiz (the record's quizzes are checked only then). */
    private boolean sawQuiz;
    /** Each answer read, by identity, to its index in its list in the file (answers dropped before it count). */
    private final java.util.Map<Quiz.Answer, Integer> fileIndex = new java.util.IdentityHashMap<>();
    private final String boardGame;
    private final Set<String> cells;

    /**
     * @param problems  receives each issue as (JSON path, message)
     * @param boardGame the game id, for messages
     * @param cells     the board's cell names, or null when marks cannot be checked
     */
    NodeReader(BiConsumer<String, String> problems, String boardGame, Set<String> cells) {
        this.problems = problems;
        this.boardGame = boardGame;
        this.cells = cells;
    }

    /** Whether any node read so far has a quiz. */
    boolean sawQuiz() {
        return sawQuiz;
    }

    /**
     * The index in the file's {@code answers} or {@code wrong} array of an answer this reader
     * read ({@code kept} when it was not read here): an answer listed twice or unreadable is
     * dropped, so the quiz's own index can be smaller than the file's.
     */
    int fileIndex(Quiz.Answer answer, int kept) {
        return fileIndex.getOrDefault(answer, kept);
    }

    /**
     * Reads the start's annotation fields ({@code start}) into {@code d}, as {@link #data}; a
     * move glyph (1-6) there is reported at its own path and dropped ({@code json.startMoveGlyph}):
     * it judges a move, and the start position has none (docs/notation.md). Position glyphs and
     * the other NAGs are kept.
     */
    NodeData start(JsonObject o, String here, NodeData d) {
        return data(o, here, d, true);
    }

    /** Reads the annotation fields of a move's node object into {@code d}. */
    NodeData data(JsonObject o, String here, NodeData d) {
        return data(o, here, d, false);
    }

    /**
     * Reads the annotation fields of a node object into {@code d}.
     *
     * @param atStart true for the start's fields, which take no move glyph
     */
    private NodeData data(JsonObject o, String here, NodeData d, boolean atStart) {
        Map<String, String> ext = null;
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            String k = e.getKey();
            JsonElement v = e.getValue();
            String p = at(here, k);
            switch (k) {
                case Keys.ID, Keys.MOVE, Keys.VARIATIONS -> {
                }
                case Keys.ROLE -> {
                    try {
                        d = d.withRole(Optional.of(ProblemRole.fromId(string(v, p))));
                    } catch (BadField ex) {
                        problems.accept(ex.path, ex.getMessage() + Messages.tr("json.ignored"));
                    } catch (IllegalArgumentException ex) {
                        problems.accept(p, TreeMessages.of(ex) + Messages.tr("json.ignored"));
                    }
                }
                case Keys.NAGS -> d = nags(v, p, d, atStart);
                case Keys.COMMENT_BEFORE -> d = Fields.isString(v) ? d.withCommentBefore(v.getAsString()) : localComment(v, p, d, true);
                case Keys.COMMENT -> d = Fields.isString(v) ? d.withCommentAfter(v.getAsString()) : localComment(v, p, d, false);
                case Keys.EVAL -> d = evaluation(v, p, d);
                case Keys.MARKUP -> d = markup(v, p, d);
                case Keys.QUIZ -> {
                    d = d.withQuiz(quiz(v, p));
                    sawQuiz |= d.quiz().isPresent();
                }
                case Keys.COMPUTER -> d = d.withComputerMark(computer(v, p));
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

    /** A comment that is not plain text: texts by language, or else reported and ignored. */
    private NodeData localComment(JsonElement v, String p, NodeData d, boolean before) {
        if (!v.isJsonObject()) {
            return ignored(p, Messages.tr("json.expectedLocalText", "{\"en\": ..., \"fr\": ...}", Fields.raw(v)), d);
        }
        LocalText t = Fields.localText(v, p, problems);
        return before ? d.withCommentBefore(t) : d.withCommentAfter(t);
    }

    /**
     * The quiz: a bad hint drops the hint, a bad answer drops that answer, a move listed twice
     * drops the second; an empty quiz is no quiz.
     */
    private Optional<Quiz> quiz(JsonElement v, String p) {
        if (!v.isJsonObject()) {
            problems.accept(p, Messages.tr("json.expectedQuiz", "{\"answers\": [{\"move\": ..., \"feedback\": ...}], \"wrong\": [...],"
                    + " \"hint\": ...}", Fields.raw(v)) + Messages.tr("json.ignored"));
            return Optional.empty();
        }
        JsonObject o = v.getAsJsonObject();
        LocalText hint = LocalText.empty();
        try {
            hint = Fields.optionalLocalText(o, Keys.HINT, p, LocalText.empty(), problems);
        } catch (BadField ex) {
            problems.accept(ex.path, ex.getMessage() + Messages.tr("json.hintIgnored"));
        }
        Quiz q = new Quiz(hint, List.of(), List.of(), Fields.unknown(o, Keys.QUIZ_FIELDS));
        for (String list : List.of(Keys.ANSWERS, Keys.WRONG)) {
            if (!o.has(list)) {
                continue;
            }
            String lp = at(p, list);
            if (!o.get(list).isJsonArray()) {
                problems.accept(lp, Messages.tr("json.expectedAnswers", "[{\"move\": ..., \"feedback\": ...}]", Fields.raw(o.get(list)))
                        + Messages.tr("json.ignored"));
                continue;
            }
            JsonArray a = o.get(list).getAsJsonArray();
            for (int i = 0; i < a.size(); i++) {
                String ap = lp + "[" + i + "]";
                try {
                    if (!a.get(i).isJsonObject()) {
                        problems.accept(ap, Messages.tr("json.expectedAnswer", "{\"move\": ..., \"feedback\": ...}", Fields.raw(a.get(i)))
                                + Messages.tr("json.answerIgnored"));
                        continue;
                    }
                    JsonObject ao = a.get(i).getAsJsonObject();
                    Quiz.Answer answer = new Quiz.Answer(string(ao, Keys.MOVE, ap),
                            Fields.optionalLocalText(ao, Keys.FEEDBACK, ap, LocalText.empty(), problems),
                            Fields.unknown(ao, Keys.ANSWER_FIELDS));
                    if (q.accepted(answer.move()).isPresent() || q.listedWrong(answer.move()).isPresent()) {
                        problems.accept(at(ap, Keys.MOVE), Messages.tr("json.quizTwice",
                                JsonText.shown(Texts.abbreviate(answer.move()))));
                        continue;
                    }
                    q = list.equals(Keys.ANSWERS) ? q.withAnswer(answer) : q.withWrong(answer);
                    fileIndex.put(answer, i);
                } catch (BadField ex) {
                    problems.accept(ex.path, ex.getMessage() + Messages.tr("json.answerIgnored"));
                } catch (IllegalArgumentException ex) {
                    problems.accept(at(ap, Keys.MOVE), TreeMessages.of(ex) + Messages.tr("json.answerIgnored"));
                }
            }
        }
        return Optional.of(q);
    }

    /**
     * The review's mark ({@code computer}: docs/notation.md, "Computer-made content"). Not an
     * object: reported and ignored; a member of the wrong type or form is reported at its own
     * path and only that member dropped. Unknown members are kept.
     */
    private Optional<ComputerMark> computer(JsonElement v, String p) {
        boolean[] damaged = {false};
        BiConsumer<String, String> outer = problems;
        Optional<ComputerMark> m = new NodeReader((path, what) -> {
            damaged[0] = true;
            outer.accept(path, what);
        }, boardGame, cells).computerMark(v, p);
        return damaged[0] ? m : m.map(k -> k.withSource(JsonText.inline(v)));
    }

    /**
     * The mark a JSON text of {@code computer} is read as, problems not reported; empty when it is
     * no object (the record writer's test of whether a mark's source still says its values).
     */
    static Optional<ComputerMark> markOf(String json) {
        return new NodeReader((path, what) -> { }, "", null).computerMark(JsonText.parseValue(json), "$");
    }

    private Optional<ComputerMark> computerMark(JsonElement v, String p) {
        if (!v.isJsonObject()) {
            problems.accept(p, Messages.tr("json.expectedComputerMark", "{\"by\": \"review\", \"nag\": 4}", Fields.raw(v))
                    + Messages.tr("json.ignored"));
            return Optional.empty();
        }
        JsonObject o = v.getAsJsonObject();
        String by = "";
        try {
            by = Fields.optionalString(o, Keys.BY, p, "");
        } catch (BadField ex) {
            problems.accept(ex.path, ex.getMessage() + Messages.tr("json.ignored"));
        }
        boolean line = false;
        if (o.has(Keys.LINE)) {
            JsonElement l = o.get(Keys.LINE);
            if (l.isJsonPrimitive() && l.getAsJsonPrimitive().isBoolean()) {
                line = l.getAsBoolean();
            } else {
                problems.accept(at(p, Keys.LINE), Messages.tr("json.expectedBoolean", Fields.raw(l)) + Messages.tr("json.ignored"));
            }
        }
        Optional<String> comment = Optional.empty();
        if (o.has(Keys.COMMENT)) {
            JsonElement c = o.get(Keys.COMMENT);
            if (Fields.isString(c) && ComputerMark.isChecksum(c.getAsString())) {
                comment = Optional.of(c.getAsString());
            } else {
                problems.accept(at(p, Keys.COMMENT), Messages.tr("json.expectedChecksum", Fields.raw(c)) + Messages.tr("json.ignored"));
            }
        }
        Optional<Integer> nag = Optional.empty();
        if (o.has(Keys.NAG)) {
            Optional<Long> n = Fields.wholeNumber(o.get(Keys.NAG), 255);
            if (n.isPresent() && n.get() >= 1) {
                nag = Optional.of(n.get().intValue());
            } else {
                problems.accept(at(p, Keys.NAG), Messages.tr("json.expectedNagGot", Fields.raw(o.get(Keys.NAG))) + Messages.tr("json.ignored"));
            }
        }
        Optional<LocalText> words = Optional.empty();
        try {
            if (o.has(Keys.WORDS)) {
                words = Optional.of(Fields.localText(o.get(Keys.WORDS), at(p, Keys.WORDS), problems));
            }
        } catch (BadField ex) {
            problems.accept(ex.path, ex.getMessage() + Messages.tr("json.ignored"));
        }
        return Optional.of(new ComputerMark(by, line, comment, nag, words, Fields.unknown(o, Keys.COMPUTER_FIELDS)));
    }

    /** Reports {@code path: what; ignored} (called only on the error path). */
    private NodeData ignored(String path, String what, NodeData d) {
        problems.accept(path, what + Messages.tr("json.ignored"));
        return d;
    }

    /** The NAGs; {@code atStart}: the start's, where a move glyph is reported and dropped. */
    private NodeData nags(JsonElement v, String p, NodeData d, boolean atStart) {
        if (!v.isJsonArray()) {
            return ignored(p, Messages.tr("json.expectedNags"), d);
        }
        List<Integer> kept = new ArrayList<>();
        JsonArray a = v.getAsJsonArray();
        for (int i = 0; i < a.size(); i++) {
            Optional<Long> n = Fields.asId(a.get(i));
            if (n.isEmpty() || n.get() < 1 || n.get() > 255) {
                problems.accept(p + "[" + i + "]", Messages.tr("json.expectedNag") + Messages.tr("json.ignored"));
                continue;
            }
            int nag = n.get().intValue();
            if (atStart && org.parlour.tree.Nag.isMoveGlyph(nag)) {
                problems.accept(p + "[" + i + "]", Messages.tr("json.startMoveGlyph", nag, org.parlour.tree.Nag.symbol(nag)));
                continue;
            }
            List<Integer> tryList = new ArrayList<>(kept);
            tryList.add(nag);
            try {
                d.withNags(tryList);
                kept.add(nag);
            } catch (IllegalArgumentException ex) {
                problems.accept(p + "[" + i + "]", TreeMessages.of(ex) + Messages.tr("json.nagIgnored", nag));
            }
        }
        return d.withNags(kept);
    }

    /**
     * The evaluation; a bad value drops the evaluation, a depth out of range (0 to 2^31 - 1) or
     * a bad source drops only that field. Numbers are quoted as written, never narrowed.
     */
    private NodeData evaluation(JsonElement v, String p, NodeData d) {
        if (!v.isJsonObject()) {
            return ignored(p, Messages.tr("json.expectedEval", "{\"value\": \"+0.5\"}"), d);
        }
        JsonObject o = v.getAsJsonObject();
        String value;
        try {
            value = string(o, Keys.VALUE, p);
            Evaluation.of(value);
        } catch (BadField ex) {
            problems.accept(ex.path, ex.getMessage() + Messages.tr("json.evalIgnored"));
            return d;
        } catch (IllegalArgumentException ex) {
            problems.accept(at(p, Keys.VALUE), TreeMessages.of(ex) + Messages.tr("json.evalIgnored"));
            return d;
        }
        int depth = 0;
        if (o.has(Keys.DEPTH)) {
            Optional<Long> n = Fields.wholeNumber(o.get(Keys.DEPTH), Integer.MAX_VALUE);
            if (n.isPresent()) {
                depth = n.get().intValue();
            } else {
                problems.accept(at(p, Keys.DEPTH), Messages.tr("json.badDepth", Integer.MAX_VALUE, Fields.raw(o.get(Keys.DEPTH))));
            }
        }
        String source = "";
        try {
            source = Fields.optionalString(o, Keys.SOURCE, p, "");
        } catch (BadField ex) {
            problems.accept(ex.path, ex.getMessage() + Messages.tr("json.sourceDropped"));
        }
        return d.withEvaluation(Optional.of(new Evaluation(value, depth, source, Fields.unknown(o, Keys.EVAL_FIELDS))));
    }

    private NodeData markup(JsonElement v, String p, NodeData d) {
        if (!v.isJsonArray()) {
            return ignored(p, Messages.tr("json.expectedMarks"), d);
        }
        List<Mark> marks = new ArrayList<>();
        JsonArray a = v.getAsJsonArray();
        for (int i = 0; i < a.size(); i++) {
            String mp = p + "[" + i + "]";
            try {
                Mark mark = mark(a.get(i), mp);
                String bad = offBoard(mark);
                if (bad != null) {
                    String cell = a.get(i).getAsJsonObject().get(bad).getAsString();
                    problems.accept(mp + "." + bad, Messages.tr("json.markOffBoard", JsonText.shown(Texts.abbreviate(cell)), boardGame));
                    continue;
                }
                marks.add(mark);
            } catch (BadField ex) {
                problems.accept(ex.path, ex.getMessage() + Messages.tr("json.markIgnored"));
            } catch (IllegalArgumentException ex) {
                problems.accept(mp, TreeMessages.of(ex) + Messages.tr("json.markIgnored"));
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
            return !cells.contains(arrow.from()) ? Keys.FROM : !cells.contains(arrow.to()) ? Keys.TO : null;
        }
        if (mark instanceof Mark.Highlight h) {
            return cells.contains(h.cell()) ? null : Keys.CELL;
        }
        if (mark instanceof Mark.Label l) {
            return cells.contains(l.cell()) ? null : Keys.CELL;
        }
        return null;
    }

    private Mark mark(JsonElement e, String p) {
        if (!e.isJsonObject()) {
            throw new BadField(p, Messages.tr("json.expectedMark", Fields.raw(e)));
        }
        JsonObject o = e.getAsJsonObject();
        String type = string(o, Keys.TYPE, p);
        Colour colour;
        try {
            colour = Colour.fromId(string(o, Keys.COLOUR, p));
        } catch (BadField ex) {
            throw ex;
        } catch (IllegalArgumentException ex) {
            throw new BadField(at(p, Keys.COLOUR), TreeMessages.of(ex));
        }
        Map<String, String> ext = Fields.unknown(o, Keys.MARK_FIELDS);
        return switch (type) {
            case "arrow" -> new Mark.Arrow(string(o, Keys.FROM, p), string(o, Keys.TO, p), colour, ext);
            case "highlight" -> new Mark.Highlight(string(o, Keys.CELL, p), colour, ext);
            case "label" -> new Mark.Label(string(o, Keys.CELL, p), Fields.localText(o.get(Keys.TEXT), at(p, Keys.TEXT), problems), colour, ext);
            default -> throw new BadField(at(p, Keys.TYPE), Messages.tr("json.unknownMark", JsonText.shown(Texts.abbreviate(type))));
        };
    }
}
