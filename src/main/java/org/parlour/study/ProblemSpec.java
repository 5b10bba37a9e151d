package org.parlour.study;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.parlour.core.Defence;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.tree.LocalText;

/**
 * A composed problem's stipulation: who must reach what goal within how many of their own moves,
 * against what defence, and the statement shown to the reader. The solving side
 * ({@code org.parlour.solver}) interprets the goal ids.
 *
 * @param seat       the seat that must reach the goal
 * @param goal       an open goal id, lower-case words joined by hyphens, e.g. {@code win},
 *                   {@code free-prisoners}, {@code revolution}, {@code capture} (param {@code cell}),
 *                   {@code hold}, {@code throne}, {@code throw} (param {@code cell}),
 *                   {@code guards-ring1}, {@code shelter} (param {@code count}),
 *                   {@code shelter-man} (param {@code cell})
 * @param goalParams the goal's parameters, name to value text, sorted by name
 * @param moves      the number of moves of {@code seat}, 1 to {@link #MAX_MOVES}
 * @param defence    how the other seats play
 * @param statementText the problem as the reader sees it, Markdown ("White to play and free a prisoner in 3"), in
 *                   one or more languages
 * @param themes     the problem's themes, ids as the goal's (lower-case words joined by hyphens: {@code capture},
 *                   {@code double-throw}, {@code zugzwang}), in order, no repeats; empty for most composed
 *                   problems (docs/notation.md, "Training fields"; the miner names them from the proof)
 * @param rating     the problem's starting Glicko-2 rating on the 1500 scale (Glickman 2012), 0 to
 *                   {@link #MAX_RATING}; empty when unrated
 * @param rd         the rating's deviation, above 0 and at most {@link #MAX_RD}; empty when not given
 * @param extensions fields this program does not know, name to raw JSON text (docs/notation.md: unknown
 *                   fields are kept); empty for most
 */
public record ProblemSpec(Seat seat, String goal, Map<String, String> goalParams, int moves, Defence defence,
                          LocalText statementText, List<String> themes, OptionalDouble rating, OptionalDouble rd,
                          Map<String, String> extensions) {
    /** The most moves a problem may ask for: {@link org.parlour.core.Goal#MAX_MOVES}, the solver's limit too. */
    public static final int MAX_MOVES = org.parlour.core.Goal.MAX_MOVES;

    /** The highest rating a problem may carry (docs/notation.md). */
    public static final double MAX_RATING = 5000;
    /** The highest rating deviation a problem may carry (Glicko-2 starts players at 350). */
    public static final double MAX_RD = 1000;

    /**
     * Whether {@code id} is a goal or theme id, {@code [a-z][a-z0-9]*(-[a-z0-9]+)*}: lower-case
     * ASCII words of letters and digits joined by single hyphens, starting with a letter. A loop,
     * not a pattern: every stipulation read checks its goal, often the first of a run.
     */
    static boolean isId(String id) {
        if (id.isEmpty() || id.charAt(0) < 'a' || id.charAt(0) > 'z') {
            return false;
        }
        for (int i = 1; i < id.length(); i++) {
            char c = id.charAt(i);
            if (c == '-') {
                if (id.charAt(i - 1) == '-' || i == id.length() - 1) {
                    return false;
                }
            } else if (!(c >= 'a' && c <= 'z' || c >= '0' && c <= '9')) {
                return false;
            }
        }
        return true;
    }

    public ProblemSpec {
        Objects.requireNonNull(seat, "seat");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(defence, "defence");
        Objects.requireNonNull(statementText, "statement");
        if (!isId(goal)) {
            throw new IllegalArgumentException(Messages.tr("problemSpec.badGoal", goal));
        }
        if (moves < 1 || moves > MAX_MOVES) {
            throw new IllegalArgumentException(Messages.tr("json.problemMoves", MAX_MOVES, moves));
        }
        themes = List.copyOf(themes);
        for (String t : themes) {
            if (!isId(t)) {
                throw new IllegalArgumentException(Messages.tr("problemSpec.badTheme", t));
            }
        }
        if (new java.util.HashSet<>(themes).size() != themes.size()) {
            throw new IllegalArgumentException(Messages.tr("problemSpec.repeatedTheme", String.join(", ", themes)));
        }
        Objects.requireNonNull(rating, "rating");
        Objects.requireNonNull(rd, "rd");
        if (rating.isPresent() && !(rating.getAsDouble() >= 0 && rating.getAsDouble() <= MAX_RATING)) {
            throw new IllegalArgumentException(Messages.tr("problemSpec.badRating", MAX_RATING, rating.getAsDouble()));
        }
        if (rd.isPresent() && !(rd.getAsDouble() > 0 && rd.getAsDouble() <= MAX_RD)) {
            throw new IllegalArgumentException(Messages.tr("problemSpec.badRd", MAX_RD, rd.getAsDouble()));
        }
        TreeMap<String, String> params = new TreeMap<>();
        for (Map.Entry<String, String> e : goalParams.entrySet()) {
            params.put(Objects.requireNonNull(e.getKey()), Objects.requireNonNull(e.getValue()));
        }
        goalParams = Collections.unmodifiableSortedMap(params);
        TreeMap<String, String> ext = new TreeMap<>();
        for (Map.Entry<String, String> e : extensions.entrySet()) {
            ext.put(Objects.requireNonNull(e.getKey()), Objects.requireNonNull(e.getValue()));
        }
        extensions = Collections.unmodifiableSortedMap(ext);
    }

    /** With a plain statement. */
    public ProblemSpec(Seat seat, String goal, Map<String, String> goalParams, int moves, Defence defence,
                       String statement, List<String> themes, OptionalDouble rating, OptionalDouble rd,
                       Map<String, String> extensions) {
        this(seat, goal, goalParams, moves, defence, LocalText.plain(statement), themes, rating, rd, extensions);
    }

    /** The statement as one text: the plain text or the first language's ({@link LocalText#anyText()}). */
    public String statement() {
        return statementText.anyText();
    }

    /** A stipulation without training fields. */
    public ProblemSpec(Seat seat, String goal, Map<String, String> goalParams, int moves, Defence defence, String statement,
                       Map<String, String> extensions) {
        this(seat, goal, goalParams, moves, defence, statement, List.of(), OptionalDouble.empty(), OptionalDouble.empty(),
                extensions);
    }

    /** A stipulation without training fields or unknown fields. */
    public ProblemSpec(Seat seat, String goal, Map<String, String> goalParams, int moves, Defence defence, String statement) {
        this(seat, goal, goalParams, moves, defence, statement, Map.of());
    }

    /** This stipulation with other themes and starting rating (the training fields). */
    public ProblemSpec withTraining(List<String> newThemes, OptionalDouble newRating, OptionalDouble newRd) {
        return new ProblemSpec(seat, goal, goalParams, moves, defence, statementText, newThemes, newRating, newRd, extensions);
    }

    /** This stipulation with another plain statement, replacing every language. */
    public ProblemSpec withStatement(String text) {
        return withStatement(LocalText.plain(text));
    }

    /** This stipulation with another statement. */
    public ProblemSpec withStatement(LocalText text) {
        return new ProblemSpec(seat, goal, goalParams, moves, defence, text, themes, rating, rd, extensions);
    }
}
