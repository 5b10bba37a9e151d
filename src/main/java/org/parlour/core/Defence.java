package org.parlour.core;

/**
 * How the seats other than the solving one play in a goal-in-N problem (the problemists'
 * direct and help problems; docs/solver.md, rules.md §9). The one copy of this vocabulary: the
 * record's problem field ({@code study.ProblemSpec}), the solver and problem mode all use it.
 */
public enum Defence {
    /** The other seats resist with every move: the goal must be forced (a direct problem, "to play and win in n"). */
    BEST,
    /** Every seat cooperates to reach the goal (a help problem): one line suffices. */
    HELP
}
