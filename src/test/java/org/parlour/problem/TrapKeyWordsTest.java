package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;

/**
 * A new user's trial (one voice, A): the trainer and the problem pane said "Right — The solution
 * Parlour proved ... Solved." for the key of Agora library chapter 1, 1. f1xe2 (capture the stack
 * on e2 in 1), which the review calls ?? with a proof (it hands Black a win in 1: 1... f3xe2).
 * The goal is met, and the words now say that the move loses, in the review's words.
 */
class TrapKeyWordsTest {
    /** samples/agora/library.json, chapter 1. */
    private static final String TRAP = """
            {"format": "parlour-record", "version": "1.0", "game": "agora",
             "meta": {"title": "Agora: capture the stack on e2 in 1", "source": "Mined by Parlour from Agora self-play 2, ply 122"},
             "setup": "B1B1B1/2B2B/1(BB)4/B4B/2(BBBB)1(BB)1/5W w",
             "problem": {"seat": "w", "goal": "capture", "params": {"cell": "e2"}, "moves": 1, "defence": "best"},
             "moves": [{"id": 1, "move": "f1xe2", "role": "key"}]}
            """;

    /**
     * samples/agora/library.json chapter 18 until 2026-12-06 (24 before; removed with the keys the review marks ??): free every
     * own prisoner in 1 with b2_a3, which the judge marks ?? by its search alone (4.00 lost).
     */
    private static final String HEURISTIC = """
            {"format": "parlour-record", "version": "1.0", "game": "agora",
             "meta": {"title": "Agora: free every own prisoner in 1", "source": "Mined by Parlour from Agora self-play 1, ply 1"},
             "setup": "BBBBB1/6/6/(WB)4B/1(WW)3B/1WBBBB w",
             "problem": {"seat": "w", "goal": "free-prisoners", "moves": 1, "defence": "best"},
             "moves": [{"id": 1, "move": "b2_a3", "role": "key"}]}
            """;

    private static Judgement play(String move) {
        return play(TRAP, move);
    }

    private static Judgement play(String text, String move) {
        GameRecord r;
        try {
            r = new RecordJson(Games.all()).readRecord(text, "trap.json").value();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        StudySession record = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        StudySession attempt = RecordJudge.attempt(record);
        long node = attempt.playText(move);
        return RecordJudge.prepare(record, attempt, node).apply(MoveJudge.Thinking.none());
    }

    @Test
    void aKeyThatHandsOverAForcedWinIsNotOnlyRight() {
        Judgement en = Messages.in(Locale.ENGLISH, () -> play("f1xe2"));
        assertThat(en.verdict()).isEqualTo(MoveVerdict.RIGHT);
        assertThat(en.solved()).isTrue();
        assertThat(en.comment()).as(en.comment())
                .startsWith("The solution Parlour proved when it mined this problem from a game. The goal is met, but 1. f1xe2?? loses,"
                        + " says the review: Better: 1. f1-e1")
                .contains("After 1. f1xe2 the win is forced in 1: 1... f3xe2")
                .isEqualTo(en.onceSolved());
        Judgement fr = Messages.in(Locale.FRENCH, () -> play("f1xe2"));
        assertThat(fr.comment()).as(fr.comment())
                .contains(" Le but est atteint, mais 1. f1xe2?? perd, selon la revue\u00a0: Mieux\u00a0: 1. f1-e1");
    }

    /**
     * A key the judge marks ?? by its search (no proof) is not only right either, in the review's
     * words; it gives away 4.00 but turns no result, so it is "marked", not said to lose.
     */
    @Test
    void aKeyTheSearchMarksQuestionQuestionIsNotOnlyRight() {
        Judgement j = Messages.in(Locale.ENGLISH, () -> play(HEURISTIC, "b2_a3"));
        assertThat(j.verdict()).isEqualTo(MoveVerdict.RIGHT);
        assertThat(j.solved()).isTrue();
        assertThat(j.comment()).as(j.comment()).contains(" The goal is met, but the review marks 1. b2_a3??: Better: 1. b1xc1,")
                .contains("(search depth 7): 4.00 lost.").doesNotContain("loses");
    }

    /**
     * samples/agora/library.json chapter 928 (the trainer's "927"; removed on 2026-12-06 with the keys the
     * review marks ??): capture the stack on d4 in 2 with
     * 1. c6-c5, which the review marks ?? (1.60 lost), as it marks 2. c5xd4 (2.00 lost, White still
     * +1.60). A returning player's trial: the trainer never named the key's ??, and said "2. c5xd4??
     * loses" of a move that leaves White ahead.
     */
    private static final String KEY_MARKED = """
            {"format": "parlour-record", "version": "1.0", "game": "agora",
             "meta": {"title": "Agora: capture the stack on d4 in 2", "source": "Mined by Parlour from Agora self-play"},
             "setup": "2(WW)2B/W3B1/2B(BB)BB/1W4/WW4/W3WW w",
             "problem": {"seat": "w", "goal": "capture", "params": {"cell": "d4"}, "moves": 2, "defence": "best"},
             "moves": [{"id": 1, "move": "c6-c5", "role": "key"}, {"id": 2, "move": "c4_b3"}, {"id": 3, "move": "c5xd4"}]}
            """;

    @Test
    void theKeysMarkIsSaidAndLosesOnlyOfAMoveThatTurnsTheResult() throws Exception {
        GameRecord r = new RecordJson(Games.all()).readRecord(KEY_MARKED, "key.json").value();
        StudySession record = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        StudySession attempt = RecordJudge.attempt(record);
        attempt.playText("c6-c5");
        attempt.playText("c4_b3");
        long last = attempt.playText("c5xd4");
        Judgement j = Messages.in(Locale.ENGLISH, () -> RecordJudge.prepare(record, attempt, last).apply(MoveJudge.Thinking.none()));
        assertThat(j.solved()).isTrue();
        assertThat(j.comment()).as(j.comment())
                .contains(" The goal is met, but the review marks 2. c5xd4??: Better: 2. a1-b1,")
                .contains(" The review marks 1. c6-c5??: Better: ")
                .doesNotContain("loses");
        assertThat(j.comment().indexOf("2. c5xd4??")).as("the move that meets the goal first").isLessThan(j.comment().indexOf("1. c6-c5??"));
        Judgement fr = Messages.in(Locale.FRENCH, () -> RecordJudge.prepare(record, attempt, last).apply(MoveJudge.Thinking.none()));
        assertThat(fr.comment()).as(fr.comment()).contains(" Le but est atteint, mais la revue marque 2. c5xd4??\u00a0: ")
                .contains(" La revue marque 1. c6-c5??\u00a0: ");
    }
}
