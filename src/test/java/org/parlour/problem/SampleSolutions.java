package org.parlour.problem;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Solver;
import org.parlour.study.GameRecord;

/**
 * The solver's answer with default options to a sample record's problem, computed once per test
 * JVM: {@link SampleProblemsTest}, {@link SolverAnswersPinTest} and {@link EnginesAgreeTest}
 * share it, so the deep samples (up to 8 moves) are not solved three times.
 */
final class SampleSolutions {
    private static final Map<String, Solution<?>> SOLVED = new ConcurrentHashMap<>();

    private SampleSolutions() {
    }

    @SuppressWarnings("unchecked")
    static <P, M> Solution<M> of(Problem<P, M> problem, GameRecord record) {
        String key = record.gameId() + "|" + record.rules() + "|" + record.setup() + "|" + record.problem().orElseThrow();
        return (Solution<M>) SOLVED.computeIfAbsent(key, k -> Solver.solve(problem));
    }
}
