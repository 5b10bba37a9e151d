package org.parlour.study;

import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.SortedMap;
import java.util.TreeMap;
import org.parlour.core.RuleOptions;
import org.parlour.tree.MoveTree;

/**
 * One game record (a game, a study or a problem): which game under which rule options, the
 * headers, the start position, the variation tree, and optionally a problem with its solution.
 * An immutable value; the editing operations that need the rules are in {@link RecordEdits}.
 *
 * @param gameId     the game's id: {@code agora}, {@code tournament}, {@code conspirateurs}
 * @param rules      the rule options that differ from the defaults (rules.md §5); empty for the rulebook
 * @param meta       the headers
 * @param setup      the start position as position text (rules.md §6); empty for the game's initial position
 * @param tree       the moves; the root stands for the start position
 * @param problem    the stipulation, for a problem
 * @param solution   what a solver found, for a problem
 * @param extensions unknown top-level fields, name to raw JSON text, kept verbatim, sorted by name
 */
public record GameRecord(String gameId, RuleOptions rules, Metadata meta, String setup, MoveTree tree,
                         Optional<ProblemSpec> problem, Optional<SolutionSummary> solution,
                         SortedMap<String, String> extensions) {

    public GameRecord {
        Objects.requireNonNull(gameId, "gameId");
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(meta, "meta");
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(solution, "solution");
        if (gameId.isEmpty()) {
            throw new IllegalArgumentException("a record needs a game id");
        }
        if (tree.rootId() != MoveTree.ROOT_ID || !tree.root().data().isRoot()) {
            throw new IllegalArgumentException("a record's tree must start at a root without a move (not a clip)");
        }
        extensions = Collections.unmodifiableSortedMap(new TreeMap<>(extensions));
    }

    /** An empty record of the game with default rules, from its initial position. */
    public static GameRecord of(String gameId) {
        return new GameRecord(gameId, RuleOptions.empty(), Metadata.empty(), "", MoveTree.empty(), Optional.empty(),
                Optional.empty(), new TreeMap<>());
    }

    /** True when the record starts from the game's initial position. */
    public boolean hasStandardStart() {
        return setup.isEmpty();
    }

    public GameRecord withRules(RuleOptions v) {
        return new GameRecord(gameId, v, meta, setup, tree, problem, solution, extensions);
    }

    public GameRecord withMeta(Metadata v) {
        return new GameRecord(gameId, rules, v, setup, tree, problem, solution, extensions);
    }

    /**
     * With another start text, without re-checking the moves; {@link RecordEdits#changeStart}
     * re-checks them.
     */
    public GameRecord withSetup(String v) {
        return new GameRecord(gameId, rules, meta, v, tree, problem, solution, extensions);
    }

    /** With another tree (an edit of the tree). */
    public GameRecord withTree(MoveTree v) {
        return new GameRecord(gameId, rules, meta, setup, v, problem, solution, extensions);
    }

    public GameRecord withProblem(Optional<ProblemSpec> v) {
        return new GameRecord(gameId, rules, meta, setup, tree, v, solution, extensions);
    }

    public GameRecord withSolution(Optional<SolutionSummary> v) {
        return new GameRecord(gameId, rules, meta, setup, tree, problem, v, extensions);
    }

    public GameRecord withExtensions(Map<String, String> v) {
        return new GameRecord(gameId, rules, meta, setup, tree, problem, solution, new TreeMap<>(v));
    }
}
