package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.ProblemSource;
import org.parlour.study.StudySession;

/**
 * The words on a right move without a comment say who made the problem (trial: a mined
 * problem's key read "Right / The authored solution."; a mined problem has no author): the
 * miner's, the composer's, or the author's, from {@code meta.source} ({@link ProblemSource}).
 */
class SolutionWordsBySourceTest {
    /** The first problem of samples/agora/library.json, with {@code meta.source} in its place. */
    private static final String MINED = """
            {"format": "parlour-record", "version": "1.0", "game": "agora",
             "meta": {"title": "Agora: capture the stack on e2 in 1", "source": %s},
             "setup": "B1B1B1/2B2B/1(BB)4/B4B/2(BBBB)1(BB)1/5W w",
             "problem": {"seat": "w", "goal": "capture", "params": {"cell": "e2"}, "moves": 1, "defence": "best"},
             "moves": [{"id": 1, "move": "f1xe2", "role": "key"}]}
            """;

    private static Judgement keyWith(String source) throws Exception {
        String quoted = "\"" + source.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
        GameRecord r = new RecordJson(Games.all()).readRecord(MINED.formatted(quoted), "mined.json").value();
        StudySession record = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        StudySession attempt = RecordJudge.attempt(record);
        long key = attempt.playText("f1xe2");
        return RecordJudge.prepare(record, attempt, key).apply(MoveJudge.Thinking.none());
    }

    @Test
    void aMinedProblemsKeyIsNotCalledTheAuthoredSolution() throws Exception {
        for (Locale language : Messages.LANGUAGES) {
            Messages.in(language, () -> {
                try {
                    // the library's own source (written in English) and the miner's words in this language
                    for (String source : new String[] {"Mined by Parlour from Agora self-play 2, ply 122",
                            Messages.tr("mine.source", "Agora self-play 2", 122)}) {
                        Judgement j = keyWith(source);
                        assertThat(j.verdict()).isEqualTo(MoveVerdict.RIGHT);
                        assertThat(j.solved()).isTrue();
                        assertThat(j.comment()).as(language + " " + source)
                                .startsWith(Messages.tr("judge.mined")).doesNotContain(Messages.tr("judge.authored"));
                    }
                    // the key hands over a forced win: the review's words follow (TrapKeyWordsTest)
                    assertThat(keyWith(Messages.tr("compose.source", "Agora self-play 1", 204, "c3 \u21d2 d3")).comment())
                            .startsWith(Messages.tr("judge.composed"));
                    // a person's problem, or one that names no source: the author's
                    assertThat(keyWith("Bell, Board and Table Games (1960), no. 12").comment()).startsWith(Messages.tr("judge.authored"));
                    assertThat(keyWith("").comment()).startsWith(Messages.tr("judge.authored"));
                    return null;
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            });
        }
        assertThat(Messages.in(Locale.ENGLISH, () -> Messages.tr("judge.mined"))).doesNotContain("author");
    }

    @Test
    void theSourceIsReadWholeNotByItsFirstWords() {
        Metadata m = Metadata.empty();
        assertThat(ProblemSource.of(m.withSource("Mined by Parlour from Agora self-play 2, ply 122"))).isEqualTo(ProblemSource.MINED);
        assertThat(ProblemSource.of(m.withSource("Composed by Parlour from Agora self-play 1, ply 204, by changing the position: c4xd4")))
                .isEqualTo(ProblemSource.COMPOSED);
        assertThat(ProblemSource.of(m.withSource("Mined by Parlour from memory"))).isEqualTo(ProblemSource.AUTHORED);
        assertThat(ProblemSource.of(m)).isEqualTo(ProblemSource.AUTHORED);
    }
}
