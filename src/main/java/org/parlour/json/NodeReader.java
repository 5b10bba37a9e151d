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
import org.parlour.tree.Evaluation;
import org.parlour.tree.LocalText;
import org.parlour.tree.Mark;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;
import org.parlour.tree.Quiz;

/**
 * Reads the annotation fields of a move or of the start ({@code role}, {@code nags},
 * {@code commentBefore}, {@code comment}, {@code eval}, {@code markup}, {@code quiz}) into {@link NodeData},
 * reporting each bad field at its own path and dropping only that field (or that mark). Unknown
 * fields, of the node and inside {@code eval} and marks, are kept.
 */
final class NodeReader {
    static final Set<String> EVAL_FIELDS = Set.of("value", "depth", "source");
    static final Set<String> MARK_FIELDS = Set.of("type", "from", "to", "cell", "text", "colour");
    static final Set<String> QUIZ_FIELDS = Set.of("hint", "answers", "wrong");
    static final Set<String> ANSWER_FIELDS = Set.of("move", "feedback");

    private final BiConsumer<String, String> problems;
    /** Whether any node read so far has a quiz (the record's quizzes are checked only then). */
    private boolean sawQuiz;
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

    /** Reads the annotation fields of a node object into {@code d}. */
    /** Whether any node read so far has a quiz. */
    boolean sawQuiz() {
        return sawQuiz;
    }

    NodeData data(JsonObject o, String here, NodeData d) {
        Map<String, String> ext = null;
        for (Map.Entry<String, JsonElement> e : o.entrySet()) {
            String k = e.getKey();
            JsonElement v = e.getValue();
            String p = at(here, k);
            switch (k) {
                case "id", "move", "variations" -> {
                }
                case "role" -> {
                    try {
                        d = d.withRole(Optional.of(ProblemRole.fromId(string(v, p))));
                    } catch (BadField ex) {
                        problems.accept(ex.path, ex.getMessage() + Messages.tr("json.ignored"));
                    } catch (IllegalArgumentException ex) {
                        problems.accept(p, TreeMessages.of(ex) + Messages.tr("json.ignored"));
                    }
                }
                case "nags" -> d = nags(v, p, d);
                case "commentBefore" -> d = Fields.isString(v) ? d.withCommentBefore(v.getAsString()) : localComment(v, p, d, true);
                case "comment" -> d = Fields.isString(v) ? d.withCommentAfter(v.getAsString()) : localComment(v, p, d, false);
                case "eval" -> d = evaluation(v, p, d);
                case "markup" -> d = markup(v, p, d);
                case "quiz" -> {
                    d = d.withQuiz(quiz(v, p));
                    sawQuiz |= d.quiz().isPresent();
                }
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
            hint = Fields.optionalLocalText(o, "hint", p, LocalText.empty(), problems);
        } catch (BadField ex) {
            problems.accept(ex.path, ex.getMessage() + Messages.tr("json.hintIgnored"));
        }
        Quiz q = new Quiz(hint, List.of(), List.of(), Fields.unknown(o, QUIZ_FIELDS));
        for (String list : List.of("answers", "wrong")) {
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
                    Quiz.Answer answer = new Quiz.Answer(string(ao, "move", ap),
                            Fields.optionalLocalText(ao, "feedback", ap, LocalText.empty(), problems),
                            Fields.unknown(ao, ANSWER_FIELDS));
                    if (q.accepted(answer.move()).isPresent() || q.listedWrong(answer.move()).isPresent()) {
                        problems.accept(at(ap, "move"), Messages.tr("json.quizTwice",
                                JsonText.quote(Texts.abbreviate(answer.move()))));
                        continue;
                    }
                    q = list.equals("answers") ? q.withAnswer(answer) : q.withWrong(answer);
                } catch (BadField ex) {
                    problems.accept(ex.path, ex.getMessage() + Messages.tr("json.answerIgnored"));
                } catch (IllegalArgumentException ex) {
                    problems.accept(at(ap, "move"), TreeMessages.of(ex) + Messages.tr("json.answerIgnored"));
                }
            }
        }
        return Optional.of(q);
    }

    /** Reports {@code path: what; ignored} (called only on the error path). */
    private NodeData ignored(String path, String what, NodeData d) {
        problems.accept(path, what + Messages.tr("json.ignored"));
        return d;
    }

    private NodeData nags(JsonElement v, String p, NodeData d) {
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
            value = string(o, "value", p);
            Evaluation.of(value);
        } catch (BadField ex) {
            problems.accept(ex.path, ex.getMessage() + Messages.tr("json.evalIgnored"));
            return d;
        } catch (IllegalArgumentException ex) {
            problems.accept(at(p, "value"), TreeMessages.of(ex) + Messages.tr("json.evalIgnored"));
            return d;
        }
        int depth = 0;
        if (o.has("depth")) {
            Optional<Long> n = Fields.wholeNumber(o.get("depth"), Integer.MAX_VALUE);
            if (n.isPresent()) {
                depth = n.get().intValue();
            } else {
                problems.accept(at(p, "depth"), Messages.tr("json.badDepth", Integer.MAX_VALUE, Fields.raw(o.get("depth"))));
            }
        }
        String source = "";
        try {
            source = Fields.optionalString(o, "source", p, "");
        } catch (BadField ex) {
            problems.accept(ex.path, ex.getMessage() + Messages.tr("json.sourceDropped"));
        }
        return d.withEvaluation(Optional.of(new Evaluation(value, depth, source, Fields.unknown(o, EVAL_FIELDS))));
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
                    problems.accept(mp + "." + bad, Messages.tr("json.markOffBoard", JsonText.quote(Texts.abbreviate(cell)), boardGame));
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

    private Mark mark(JsonElement e, String p) {
        if (!e.isJsonObject()) {
            throw new BadField(p, Messages.tr("json.expectedMark", Fields.raw(e)));
        }
        JsonObject o = e.getAsJsonObject();
        String type = string(o, "type", p);
        Colour colour;
        try {
            colour = Colour.fromId(string(o, "colour", p));
        } catch (BadField ex) {
            throw ex;
        } catch (IllegalArgumentException ex) {
            throw new BadField(at(p, "colour"), TreeMessages.of(ex));
        }
        Map<String, String> ext = Fields.unknown(o, MARK_FIELDS);
        return switch (type) {
            case "arrow" -> new Mark.Arrow(string(o, "from", p), string(o, "to", p), colour, ext);
            case "highlight" -> new Mark.Highlight(string(o, "cell", p), colour, ext);
            case "label" -> new Mark.Label(string(o, "cell", p), Fields.localText(o.get("text"), at(p, "text"), problems), colour, ext);
            default -> throw new BadField(at(p, "type"), Messages.tr("json.unknownMark", JsonText.quote(Texts.abbreviate(type))));
        };
    }
}
