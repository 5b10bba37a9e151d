package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.solver.Limits;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.StopReason;
import org.parlour.solver.Verdict;
import org.parlour.core.Defence;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;

/**
 * {@link Solver#judge} and {@link Solver#firstKey} on a composed Agora win (found by a seeded
 * random search, found in testing): White wins in 4 with b4_a4. The whole solve of the same
 * position as a 7-mover needs more than 20 million nodes; judging the key needs a few thousand.
 */
class JudgeMoveTest {
    private static final String SETUP = "B5/6/(WB)(BWW)4/6/W5/1(BW)4 w";
    /** Far below the whole 7-move solve, far above judging the key (about 7,000 nodes). */
    private static final SolveOptions LIMITED = SolveOptions.defaults().withLimits(Limits.ofNodes(500_000));

    @SuppressWarnings("unchecked")
    private static <P, M> Game<P, M> agora() {
        return (Game<P, M>) Games.create("agora", "");
    }

    private static <P, M> Problem<P, M> win(Game<P, M> game, int moves) {
        GameRecord r = GameRecord.of("agora").withSetup(SETUP)
                .withProblem(Optional.of(new ProblemSpec(Seat.WHITE, "win", Map.of(), moves, Defence.BEST, "")));
        return ProblemRecords.problem(game, r);
    }

    private static <P, M> MoveAnswer<M> judge(Problem<P, M> p, String move) {
        return Solver.judge(p, p.game().parseMove(p.position(), move), LIMITED, x -> { }, new AtomicBoolean());
    }

    private static <P, M> String replyText(Problem<P, M> p, String move, MoveAnswer<M> a) {
        Game<P, M> g = p.game();
        P after = g.play(p.position(), g.parseMove(p.position(), move));
        return a.reply().map(r -> g.formatMove(after, r)).orElse("none");
    }

    @Test
    void theShortKeyIsProvedInFourWhenSevenAreAllowed() {
        check7(agora());
    }

    private static <P, M> void check7(Game<P, M> game) {
        Problem<P, M> p = win(game, 7);
        MoveAnswer<M> a = judge(p, "b4_a4");
        assertThat(a.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(a.stop()).isEqualTo(StopReason.NONE);
        assertThat(a.length()).isEqualTo(4);
        assertThat(replyText(p, "b4_a4", a)).isEqualTo("a6-b6");
        MoveAnswer<M> k = Solver.firstKey(p, LIMITED, x -> { }, new AtomicBoolean());
        assertThat(k.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(k.length()).isEqualTo(4);
        assertThat(k.move().map(m -> game.formatMove(p.position(), m))).contains("b4_a4");
    }

    @Test
    void theReplyToTheKeyIsTheLongestResistingDefence() {
        check4(agora());
    }

    private static <P, M> void check4(Game<P, M> game) {
        Problem<P, M> p = win(game, 4);
        MoveAnswer<M> a = judge(p, "b4_a4");
        assertThat(a.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(replyText(p, "b4_a4", a)).as("a6-a5 loses at once to a4xa5").isEqualTo("a6-b6");
    }

    @Test
    void aWrongMoveIsDisprovedWithARefutation() {
        wrong(agora());
    }

    private static <P, M> void wrong(Game<P, M> game) {
        Problem<P, M> p = win(game, 2);
        MoveAnswer<M> a = judge(p, "b4_a4");
        assertThat(a.verdict()).isEqualTo(Verdict.DISPROVED);
        assertThat(a.length()).isZero();
        assertThat(a.reply()).isPresent();
        Solver.solve(p).keys().forEach(key -> assertThat(key).isNotEqualTo(game.parseMove(p.position(), "b4_a4")));
    }

    @Test
    void aLimitGivesUnknownWithItsReason() {
        limit(agora());
    }

    private static <P, M> void limit(Game<P, M> game) {
        Problem<P, M> p = win(game, 7);
        M key = game.parseMove(p.position(), "b4_a4");
        MoveAnswer<M> a = Solver.judge(p, key, SolveOptions.defaults().withLimits(Limits.ofNodes(100)), x -> { }, new AtomicBoolean());
        assertThat(a.verdict()).isEqualTo(Verdict.UNKNOWN);
        assertThat(a.stop()).isEqualTo(StopReason.NODES);
        // the search's best guess so far is still named (it was empty until 2026-12-06: the
        // replies of problem mode stopped there): a legal defence, not proved (MoveAnswer#reply)
        assertThat(a.reply()).isPresent();
        assertThat(game.legalMoves(game.play(p.position(), key))).contains(a.reply().get());
    }
}
