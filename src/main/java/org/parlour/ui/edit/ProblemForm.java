package org.parlour.ui.edit;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.problem.ProblemRecords;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.StudySession;
import org.parlour.tree.LocalText;

/**
 * What the problem dialog ({@link ProblemDialog}, Edit &gt; Problem…) edits, without the toolkit:
 * the record's stipulation (docs/notation.md, {@code problem}; rules.md §9): the solving seat, the
 * goal (one of the game's {@link Game#goalIds}) with its one parameter where it has one (a cell
 * for {@code capture}, {@code throw} and {@code shelter-man}, a count for {@code shelter}), the
 * number N of the seat's own moves (1 to {@link ProblemSpec#MAX_MOVES}), the defence, and the
 * statement in English and in French. {@link #problem} checks it as a file's problem is checked
 * ({@link ProblemRecords#problem}: a goal the game knows, the seat to move, a goal's cell holding
 * the piece it names), and {@link #spec} builds it, keeping the stored problem's themes, rating
 * and unknown fields.
 */
public final class ProblemForm {
    private final Game<Object, Object> game;
    private final GameRecord record;
    private final Optional<ProblemSpec> stored;
    private Seat seat;
    private String goal;
    private String param;
    private int moves;
    private Defence defence;
    private String statementEn;
    private String statementFr;

    /**
     * @param game   the record's game, under its rules
     * @param record the record whose problem is edited (its start position is the problem's)
     */
    public ProblemForm(Game<Object, Object> game, GameRecord record) {
        this.game = Objects.requireNonNull(game, "game");
        this.record = Objects.requireNonNull(record, "record");
        this.stored = record.problem();
        Object start = org.parlour.study.Replay.startPosition(game, record.setup());
        ProblemSpec p = stored.orElse(null);
        seat = p != null ? p.seat() : game.toMove(start);
        goal = p != null ? p.goal() : game.goalIds().get(0);
        param = p != null ? String.join(",", p.goalParams().values()) : "";
        moves = p != null ? p.moves() : 1;
        defence = p != null ? p.defence() : Defence.BEST;
        statementEn = p != null ? text(p.statementText(), "en") : "";
        statementFr = p != null ? text(p.statementText(), "fr") : "";
    }

    private static String text(LocalText t, String tag) {
        if (t.isPlain()) {
            return "en".equals(tag) ? t.anyText() : "";
        }
        return t.byTag().getOrDefault(tag, "");
    }

    /** The form for the record of {@code s}. */
    public static ProblemForm of(StudySession s) {
        return new ProblemForm(s.game(), s.record());
    }

    /** The seats of the game, in turn order. */
    public List<Seat> seats() {
        return game.seats();
    }

    /** The goals the game offers ({@code win} first). */
    public List<String> goals() {
        return game.goalIds();
    }

    /**
     * The goal {@code id} in words, in the current language ("Win the game", "Capture a stack";
     * "Gagner la partie"), for the goal list: the file keeps the id. An id with no
     * words (a goal a game adds later) shows as it is.
     */
    public static String goalName(String id) {
        String key = "problemForm.goal." + id;
        return Messages.has(key) ? Messages.tr(key) : id;
    }

    /** True when the record states a problem now: the dialog can remove it. */
    public boolean stated() {
        return stored.isPresent();
    }

    /** The name of the goal's one parameter ({@code cell}, {@code count}), or empty when it has none. */
    public static String paramName(String goal) {
        return switch (goal) {
            case "capture", "throw", "shelter-man" -> "cell";
            case "shelter" -> "count";
            default -> "";
        };
    }

    public Seat seat() {
        return seat;
    }

    public void setSeat(Seat v) {
        seat = Objects.requireNonNull(v, "seat");
    }

    public String goal() {
        return goal;
    }

    public void setGoal(String v) {
        goal = Objects.requireNonNull(v, "goal");
    }

    /** The goal's parameter as typed (a cell, cells joined by commas for {@code throw}, a count). */
    public String param() {
        return param;
    }

    public void setParam(String v) {
        param = v == null ? "" : v;
    }

    public int moves() {
        return moves;
    }

    public void setMoves(int v) {
        moves = v;
    }

    public Defence defence() {
        return defence;
    }

    public void setDefence(Defence v) {
        defence = Objects.requireNonNull(v, "defence");
    }

    public String statementEn() {
        return statementEn;
    }

    public void setStatementEn(String v) {
        statementEn = v == null ? "" : v;
    }

    public String statementFr() {
        return statementFr;
    }

    public void setStatementFr(String v) {
        statementFr = v == null ? "" : v;
    }

    /**
     * What keeps the problem from being stored, in the window's language (e.g. "the goal
     * capture needs its cell", or the game's refusal naming the field: "$.problem.params.cell:
     * no enemy stack stands on c3 to capture (rules.md §9)"), or empty when it can be stored.
     */
    public Optional<String> problem() {
        String name = paramName(goal);
        if (!name.isEmpty() && param.isBlank()) {
            return Optional.of(Messages.tr("problemForm.noParam", goalName(goal),
                    Messages.tr("cell".equals(name) ? "problemForm.param.cell" : "problemForm.param.count")));
        }
        if (statementEn.isBlank() && statementFr.isBlank()) {
            return Optional.of(Messages.tr("problemForm.noStatement"));
        }
        try {
            ProblemRecords.problem(game, record.withProblem(Optional.of(build())));
            return Optional.empty();
        } catch (IllegalArgumentException e) { // the spec's own checks, a NotationException, the game's refusal
            return Optional.of(org.parlour.study.TreeMessages.of(e));
        }
    }

    /**
     * The problem as edited, its themes, rating and unknown fields kept from the stored one.
     *
     * @throws IllegalArgumentException with {@link #problem()}'s message when the form has one
     */
    public ProblemSpec spec() {
        Optional<String> p = problem();
        if (p.isPresent()) {
            throw new IllegalArgumentException(p.get());
        }
        return build();
    }

    private ProblemSpec build() {
        String name = paramName(goal);
        Map<String, String> params = name.isEmpty() ? Map.of() : Map.of(name, param.strip().replace(" ", ""));
        Map<String, String> texts = new LinkedHashMap<>();
        if (!statementEn.isBlank()) {
            texts.put("en", statementEn.strip());
        }
        if (!statementFr.isBlank()) {
            texts.put("fr", statementFr.strip());
        }
        LocalText statement = LocalText.of(texts);
        ProblemSpec p = stored.orElse(null);
        return new ProblemSpec(seat, goal, params, moves, defence, statement, p != null ? p.themes() : List.of(),
                p != null ? p.rating() : java.util.OptionalDouble.empty(), p != null ? p.rd() : java.util.OptionalDouble.empty(),
                p != null ? p.extensions() : Map.of());
    }
}
