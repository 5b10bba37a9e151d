package org.parlour.ui.problem;

import java.util.List;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Messages;
import org.parlour.problem.MoveJudge;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.problem.MoveJudge.Thinking;
import org.parlour.problem.RecordJudge;
import org.parlour.solver.Progress;
import org.parlour.solver.StopReason;
import org.parlour.study.ProblemSpec;
import org.parlour.study.StudySession;

/**
 * Problem mode's texts and look-ups that need no state: the solver's progress in words, the
 * stipulation, "could not decide", a judgement on this thread, a lesson question's answer.
 */
public final class ProblemTexts {
    private ProblemTexts() {
    }

    /**
     * "Thinking… depth 2, 12,000 nodes, 150,000 nodes/s" (depth in moves of the solving seat),
     * with ", proof number 3, disproof number 41" when the df-pn engine reports them.
     */
    public static String thinkingText(Progress p) {
        return Messages.tr("problemUi.thinking", p.depth(), grouped(p.nodes()), grouped(p.nodesPerSecond()))
                + (p.hasProofNumbers() ? Messages.tr("problemUi.proofNumbers", grouped(p.proof()), grouped(p.disproof())) : "");
    }

    /** 12,000 in English, 12 000 in French. */
    private static String grouped(long n) {
        return String.format(Messages.locale(), "%,d", n);
    }

    /** The stipulation in words, e.g. "White to capture the stack on c3 in 1 (best defence)". */
    static String stipulation(StudySession s, ProblemSpec p) {
        String goal = goal(s.game(), p).map(Goal::description).orElse(p.goal());
        return Messages.tr(p.defence() == org.parlour.core.Defence.HELP ? "problem.stipulation.help" : "problem.stipulation",
                p.seat().localName(), goal, p.moves());
    }

    private static Optional<Goal<Object, Object>> goal(Game<Object, Object> game, ProblemSpec p) {
        return game.goal(p.goal(), p.goalParams());
    }

    /**
     * Judges the move that led to {@code node}, a move of the solving seat, on this thread;
     * {@code s} is both the record and the attempt.
     *
     * @throws java.util.NoSuchElementException when the record states no problem
     */
    public static Judgement judge(StudySession s, long node) {
        return RecordJudge.prepare(s, s, node).apply(Thinking.none());
    }

    /** "The solver could not decide within 5 s (time limit)", or "(node limit)" etc. ({@link MoveJudge#undecided}). */
    static String undecided(StopReason stop) {
        return MoveJudge.undecided(stop);
    }

    /**
     * The record's answer to a lesson question at the start: the start's child that the question
     * accepts; empty when no question is asked there or the record has none of its answers (for a
     * lesson whose moves carry no problem role, so that it has no stored key).
     */
    static Optional<Long> startAnswer(StudySession record) {
        return record.data(record.rootId()).quiz().flatMap(q -> {
            List<String> accepted = q.answers().stream().map(org.parlour.tree.Quiz.Answer::move).toList();
            return record.children(record.rootId()).stream().filter(c -> accepted.contains(record.moveText(c))).findFirst();
        });
    }

    /**
     * The record's answer to a lesson question at the shown cursor below the start: the child
     * that is one of the question's accepted answers, else its first child; empty at the start
     * (the stored key answers there) or where no question is asked.
     */
    static Optional<Long> questionAnswer(StudySession record, StudySession shown) {
        Optional<Long> there = RecordJudge.inRecord(record, shown, shown.cursor())
                .filter(id -> id != record.rootId() && record.data(id).quiz().isPresent() && !record.children(id).isEmpty());
        if (there.isEmpty()) {
            return Optional.empty();
        }
        List<Long> children = record.children(there.get());
        List<String> accepted = record.data(there.get()).quiz().orElseThrow().answers().stream()
                .map(org.parlour.tree.Quiz.Answer::move).toList();
        return Optional.of(children.stream().filter(c -> accepted.contains(record.moveText(c))).findFirst().orElse(children.get(0)));
    }
}
