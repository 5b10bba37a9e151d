package org.parlour.study;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.parlour.core.Defence;
import org.parlour.core.Messages;
import org.parlour.core.Seat;

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
 * @param statement  the problem as the reader sees it, Markdown ("White to play and free a prisoner in 3")
 * @param extensions fields this program does not know, name to raw JSON text (docs/notation.md: unknown
 *                   fields are kept); empty for most
 */
public record ProblemSpec(Seat seat, String goal, Map<String, String> goalParams, int moves, Defence defence,
                          String statement, Map<String, String> extensions) {
    /** The most moves a problem may ask for: {@link org.parlour.core.Goal#MAX_MOVES}, the solver's limit too. */
    public static final int MAX_MOVES = org.parlour.core.Goal.MAX_MOVES;

    private static final Pattern ID = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");

    public ProblemSpec {
        Objects.requireNonNull(seat, "seat");
        Objects.requireNonNull(goal, "goal");
        Objects.requireNonNull(defence, "defence");
        Objects.requireNonNull(statement, "statement");
        if (!ID.matcher(goal).matches()) {
            throw new IllegalArgumentException(Messages.tr("problemSpec.badGoal", goal));
        }
        if (moves < 1 || moves > MAX_MOVES) {
            throw new IllegalArgumentException(Messages.tr("json.problemMoves", MAX_MOVES, moves));
        }
        TreeMap<String, String> params = new TreeMap<>();
        goalParams.forEach((k, v) -> params.put(Objects.requireNonNull(k), Objects.requireNonNull(v)));
        goalParams = Collections.unmodifiableSortedMap(params);
        TreeMap<String, String> ext = new TreeMap<>();
        extensions.forEach((k, v) -> ext.put(Objects.requireNonNull(k), Objects.requireNonNull(v)));
        extensions = Collections.unmodifiableSortedMap(ext);
    }

    /** A stipulation without unknown fields. */
    public ProblemSpec(Seat seat, String goal, Map<String, String> goalParams, int moves, Defence defence, String statement) {
        this(seat, goal, goalParams, moves, defence, statement, Map.of());
    }
}
