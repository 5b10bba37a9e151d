package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.problem.MoveJudge.Thinking;
import org.parlour.solver.Limits;
import org.parlour.solver.Problem;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.StudySession;
import org.parlour.testing.FourSeats;

/**
 * The replies of the other seats after a move of the solving seat in a problem (rules.md §9: the
 * replies to the solver's moves count; help play: every seat cooperates). A review's findings:
 * the replies stopped (a) when a limit stopped the solver (UNKNOWN), and (b) after a wrong move in
 * help play, where no refutation exists. Now (a) the reply is the record's main line, else the
 * search's best guess, said to be unproved; (b) the seats still cooperate, along the line that
 * reaches the goal one own move later (a help try's, docs/solver.md), and when even that line does
 * not exist nobody replies and the words say why.
 */
class ReplyChainTest {
    /** samples/agora/problems.json chapter 9: White to make a revolution in 2, help play; the key d4-c5. */
    private static final String HELP = """
            {"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "1(WBB)4/6/3W2/6/5(BB)/6 w",
             "problem": {"seat": "w", "goal": "revolution", "moves": 2, "defence": "help"}}
            """;

    private static StudySession session(GameRecord r) {
        return new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
    }

    private static StudySession read(String json) throws Exception {
        return session(new RecordJson(Games.all()).readRecord(json, "p.json").value());
    }

    private static Thinking nodes(long n) {
        return new Thinking(new AtomicBoolean(), p -> { }, Limits.ofNodes(n));
    }

    private static Judgement judge(StudySession record, StudySession attempt, String move, long nodes) {
        long at = attempt.playText(move);
        return RecordJudge.prepare(record, attempt, at).apply(nodes(nodes));
    }

    @Test
    void aHelpTryIsAnsweredAlongTheLineThatReachesTheGoalOneMoveLater() throws Exception {
        StudySession record = read(HELP);
        StudySession attempt = RecordJudge.attempt(record);
        Judgement j = judge(record, attempt, "d4-c4", 5_000_000);
        assertThat(j.verdict()).isEqualTo(MoveVerdict.WRONG);
        assertThat(j.comment()).isEqualTo(Messages.tr("judge.tooLong", 3, 2));
        assertThat(j.reply()).as("Black still cooperates: before, nobody replied").isPresent();
        // after the reply, White makes the revolution in 2 more moves with help: the reply is on a line of 3
        Game<Object, Object> game = attempt.game();
        Object after = game.play(attempt.position(attempt.cursor()), j.reply().get());
        ProblemSpec p = record.record().problem().orElseThrow();
        Problem<Object, Object> rest = new Problem<>(game, after, p.seat(), game.goal(p.goal(), p.goalParams()).orElseThrow(), 2,
                Defence.HELP);
        assertThat(Solver.solve(rest).verdict()).isEqualTo(Verdict.PROVED);
    }

    @Test
    void aHelpMoveThatNeverReachesTheGoalGetsNoReplyAndSaysWhy() throws Exception {
        StudySession record = read(HELP);
        StudySession attempt = RecordJudge.attempt(record);
        Judgement j = judge(record, attempt, "d4-c3", 5_000_000);
        assertThat(j.verdict()).isEqualTo(MoveVerdict.WRONG);
        assertThat(j.reply()).isEmpty();
        assertThat(j.comment()).as("the words say why nobody replies")
                .isEqualTo(Messages.tr("judge.doesNotHelp", Messages.tr("goal.agora.revolution"), 2))
                .contains("even with help, nor in one move more: no reply is played");
    }

    @Test
    void aHelpTryInFourSeatsIsAnsweredByEverySeatUntilTheSolverIsToMoveAgain() {
        StudySession record = session(FourSeats.shelterInTwo(0, "help"));
        StudySession attempt = RecordJudge.attempt(record);
        Judgement j = judge(record, attempt, "c4-b4", 5_000_000);
        assertThat(j.verdict()).isEqualTo(MoveVerdict.WRONG);
        assertThat(j.comment()).isEqualTo(Messages.tr("judge.tooLong", 3, 2));
        assertThat(j.reply()).as("White cooperates").isPresent();
        attempt.play(j.reply().get());
        for (int i = 0; i < 2; i++) {
            Optional<RecordJudge.Reply> r = RecordJudge.nextReply(record, attempt, attempt.cursor()).orElseThrow().apply(nodes(5_000_000));
            assertThat(r).as("reply " + (i + 2) + ": the chain stopped here before").isPresent();
            assertThat(r.get().proved()).isTrue();
            attempt.play(r.get().move());
        }
        assertThat(attempt.game().toMove(attempt.position(attempt.cursor()))).as("Red to move again").isEqualTo(
                record.record().problem().orElseThrow().seat());
        assertThat(RecordJudge.nextReply(record, attempt, attempt.cursor())).isEmpty();
    }

    @Test
    void whenTheSolverGivesUpTheReplyIsItsBestGuessAndSaidToBeUnproved() throws Exception {
        // two seats: the judged move's own reply
        StudySession record = read(HELP);
        StudySession attempt = RecordJudge.attempt(record);
        Judgement j = judge(record, attempt, "d4-c3", 1);
        assertThat(j.verdict()).isEqualTo(MoveVerdict.UNKNOWN);
        assertThat(j.reply()).as("before, nobody replied and the person could not play on").isPresent();
        String reply = attempt.game().formatMove(attempt.position(attempt.cursor()), j.reply().get());
        assertThat(j.comment()).endsWith(Messages.tr("judge.replyGuess", reply)).contains("not proved");

        // four seats: the replies after the first one
        StudySession four = session(FourSeats.shelterInTwo(0, "best"));
        StudySession tried = RecordJudge.attempt(four);
        tried.playText("c4-b3");
        tried.playText("h4-i4");
        Optional<RecordJudge.Reply> r = RecordJudge.nextReply(four, tried, tried.cursor()).orElseThrow().apply(nodes(1));
        assertThat(r).as("Green's reply: the chain stopped here before").isPresent();
        assertThat(r.get().proved()).isFalse();
        Object before = tried.position(tried.cursor());
        assertThat(tried.game().legalMoves(before)).contains(r.get().move());

        // the record's main line comes first, proved or not by the solver
        StudySession stored = session(FourSeats.shelterInTwo(3, "best"));
        StudySession main = RecordJudge.attempt(stored);
        main.playText("c4-b3");
        main.playText("h4-i4");
        Optional<RecordJudge.Reply> green = RecordJudge.nextReply(stored, main, main.cursor()).orElseThrow().apply(nodes(1));
        assertThat(green).map(g -> main.game().formatMove(main.position(main.cursor()), g.move())).hasValue("o6-p6");
        assertThat(green.get().proved()).isTrue();
        main.play(green.get().move());
        Optional<RecordJudge.Reply> black = RecordJudge.nextReply(stored, main, main.cursor()).orElseThrow().apply(nodes(1));
        assertThat(black).as("past the record's line: the search's guess").isPresent();
        assertThat(black.get().proved()).isFalse();
        assertThat(main.game().toMove(main.position(main.cursor()))).isNotEqualTo(four.record().problem().orElseThrow().seat());
    }
}
