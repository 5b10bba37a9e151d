package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.problem.MoveJudge.Thinking;
import org.parlour.study.ProblemSource;
import org.parlour.study.ProblemSpec;
import org.parlour.tree.ProblemRole;

/** Problem mode's judging of a move, without JavaFX and without a document. */
class MoveJudgeTest {
    @SuppressWarnings("unchecked")
    private static Game<Object, Object> game(String id) {
        return (Game<Object, Object>) Games.create(id, "");
    }

    @Test
    void anAuthoredTryIsWrongAndNamesItsRefutation() {
        Judgement j = MoveJudge.authored(ProblemRole.TRY, "", Optional.of("b1xc2"), Optional.of("r"), ProblemSource.AUTHORED).orElseThrow();
        assertThat(j.verdict()).isEqualTo(MoveVerdict.WRONG);
        assertThat(j.comment()).isEqualTo("A try: it fails. Refutation: b1xc2.");
        assertThat(j.reply()).contains("r");
    }

    @Test
    void anAuthoredKeyWithoutAReplyLeavesTheReplyToTheSolver() {
        assertThat(MoveJudge.authored(ProblemRole.KEY, "Key.", Optional.empty(), Optional.empty(), ProblemSource.MINED)).isEmpty();
        assertThat(MoveJudge.authoredComment(ProblemRole.COOK, " ", ProblemSource.MINED)).isEqualTo("A cook: a second key that works too.");
        assertThat(MoveJudge.isRight(ProblemRole.REFUTATION)).isFalse();
    }

    /**
     * The help-play sample: 1. f5-d3 e4-c2 2. d3-b1. Judged after the first two moves, the man
     * is followed from f5 to d3, so his leap to b1 reaches the goal (rules.md §9).
     */
    @Test
    void theFollowedManIsJudgedWhereTheLineLeftHim() {
        Game<Object, Object> g = game("conspirateurs");
        Object start = g.parsePosition("17/17/17/17/17/17/17/17/17/17/17/17/5B11/4W12/17/17/3B1W11 b 0,0");
        ProblemSpec spec = new ProblemSpec(Seat.BLACK, "shelter-man", Map.of("cell", "f5"), 2, Defence.HELP, "");
        Object first = g.parseMove(start, "f5-d3");
        Object afterFirst = g.play(start, first);
        Object reply = g.parseMove(afterFirst, "e4-c2");
        Object before = g.play(afterFirst, reply);
        Judgement j = MoveJudge.bySolver(g, spec, start, List.of(first, reply), g.parseMove(before, "d3-b1"))
                .apply(Thinking.none());
        assertThat(j.verdict()).isEqualTo(MoveVerdict.RIGHT);
        assertThat(j.solved()).isTrue();
        Judgement opening = MoveJudge.bySolver(g, spec, start, List.of(), first).apply(Thinking.none());
        assertThat(opening.verdict()).isEqualTo(MoveVerdict.RIGHT);
        assertThat(opening.comment()).isEqualTo("This works: shelter the man on f5 in 1 more move.");
    }

    /**
     * A goal is refused only at the problem's start (rules.md §9), never on the way: in the
     * Agora library's "capture the stack on f5 in 2" (samples/agora/library.json), the key
     * 1. e4_f5 slides under the Black stack on f5 and, after 1... f5xe4, f5's top is White's.
     * 2. f5xe4 then takes Black's last stack and wins the game, which decides the line. The
     * judge said "The problem cannot be set from this record (its goal is refused)" (trial 6).
     */
    @Test
    void aGoalWhoseCellChangedOnTheWayIsStillJudged() {
        Game<Object, Object> g = game("agora");
        Object start = g.parsePosition("W5/1(WWWWW)3B/(BW)3(WW)1/6/W3(WWW)1/1W4 w");
        ProblemSpec spec = new ProblemSpec(Seat.WHITE, "capture", Map.of("cell", "f5"), 2, Defence.BEST, "");
        Object key = g.parseMove(start, "e4_f5");
        Object afterKey = g.play(start, key);
        Object reply = g.parseMove(afterKey, "f5xe4");
        Object before = g.play(afterKey, reply);
        assertThat(MoveJudge.problemAfter(g, spec, start, List.of(key, reply))).isPresent();
        Judgement j = MoveJudge.bySolver(g, spec, start, List.of(key, reply), g.parseMove(before, "f5xe4"))
                .apply(Thinking.none());
        assertThat(j.verdict()).as(j.comment()).isEqualTo(MoveVerdict.RIGHT);
        assertThat(j.solved()).isTrue();
        Judgement other = MoveJudge.bySolver(g, spec, start, List.of(key, reply), g.parseMove(before, "f5-f6"))
                .apply(Thinking.none());
        assertThat(other.verdict()).as(other.comment()).isEqualTo(MoveVerdict.WRONG);
    }

    /**
     * A right move that does not reach the goal yet names the moves still left to the solving
     * seat after it (trial: "This works: win the game in 2" when one move was left), in both
     * languages.
     */
    @Test
    void aRightMoveNamesTheMovesStillLeftAfterIt() {
        Game<Object, Object> g = game("conspirateurs");
        Object start = g.parsePosition("17/17/17/17/17/17/17/17/17/17/17/17/5B11/4W12/17/17/3B1W11 b 0,0");
        Object first = g.parseMove(start, "f5-d3");
        for (int moves : new int[] {2, 3}) {
            ProblemSpec spec = new ProblemSpec(Seat.BLACK, "shelter-man", Map.of("cell", "f5"), moves, Defence.HELP, "");
            Judgement en = org.parlour.core.Messages.in(java.util.Locale.ENGLISH,
                    () -> MoveJudge.bySolver(g, spec, start, List.of(), first).apply(Thinking.none()));
            assertThat(en.verdict()).isEqualTo(MoveVerdict.RIGHT);
            assertThat(en.comment()).isEqualTo(moves == 2 ? "This works: shelter the man on f5 in 1 more move."
                    : "This works: shelter the man on f5 in 2 more moves.");
            Judgement fr = org.parlour.core.Messages.in(java.util.Locale.FRENCH,
                    () -> MoveJudge.bySolver(g, spec, start, List.of(), first).apply(Thinking.none()));
            assertThat(fr.comment()).startsWith(moves == 2 ? "Cela marche\u00a0: encore 1 coup pour " : "Cela marche\u00a0: encore 2 coups pour ");
        }
    }

    @Test
    void aMoveAfterTheLastOneAllowedIsWrong() {
        Game<Object, Object> g = game("agora");
        Object start = g.parsePosition("6/6/1W4/3W2/6/2WW(BBB)1 w");
        ProblemSpec spec = new ProblemSpec(Seat.WHITE, "hold", Map.of(), 1, Defence.BEST, "");
        Object m = g.parseMove(start, "d1_e1");
        Object after = g.play(start, m);
        Object r = g.legalMoves(after).get(0);
        Object again = g.play(after, r);
        Judgement j = MoveJudge.bySolver(g, spec, start, List.of(m, r), g.legalMoves(again).get(0)).apply(Thinking.none());
        assertThat(j.verdict()).isEqualTo(MoveVerdict.WRONG);
        assertThat(j.comment()).isEqualTo("All 1 moves are used up.");
    }
}
