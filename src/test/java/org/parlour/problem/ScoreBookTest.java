package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;

class ScoreBookTest {
    private final Map<String, String> map = new HashMap<>();
    private final ScoreBook book = new ScoreBook(new ScoreBook.Store() {
        @Override
        public Optional<String> get(String key) {
            return Optional.ofNullable(map.get(key));
        }

        @Override
        public void put(String key, String value) {
            map.put(key, value);
        }

        @Override
        public void remove(String key) {
            map.remove(key);
        }
    });

    private static List<GameRecord> problems() throws Exception {
        String text = Files.readString(Path.of("samples/agora/problems.json"));
        return new RecordJson(org.parlour.games.Games.all()).readAny(text, "problems.json").value().chapters();
    }

    @Test
    void eachProblemHasItsOwnShortKeyAndARecordWithoutAProblemHasNone() throws Exception {
        List<GameRecord> ps = problems();
        List<String> keys = ps.stream().map(r -> ScoreBook.key(r).orElseThrow()).toList();
        assertThat(keys).doesNotHaveDuplicates().allMatch(k -> k.matches("p\\.[0-9a-f]{32}"));
        assertThat(ScoreBook.key(GameRecord.of("agora"))).isEmpty();
    }

    @Test
    void theKeyFollowsTheContentNotTheObject() throws Exception {
        GameRecord r = problems().get(0);
        GameRecord again = problems().get(0);
        assertThat(ScoreBook.key(again)).isEqualTo(ScoreBook.key(r));
        GameRecord retitled = r.withMeta(r.meta().withTitle(r.meta().title() + " (edited)"));
        assertThat(ScoreBook.key(retitled)).isNotEqualTo(ScoreBook.key(r));
    }

    @Test
    void keepsTheFirstScoreAndResetForgetsOnlyThisCollection() throws Exception {
        List<GameRecord> ps = problems();
        book.record(ps.get(0), ProblemScore.FAILED);
        book.record(ps.get(0), ProblemScore.FIRST_TRY);
        book.record(ps.get(1), ProblemScore.WITH_HINT);
        book.record(ps.get(2), ProblemScore.FAILED);
        map.put("p.other", "failed");
        // a returning player's trial: failed in Rated, solved in Review failures, the scores said first-try
        assertThat(book.score(ps.get(0))).as("the first result stays").contains(ProblemScore.FAILED);
        assertThat(book.later(ps.get(0))).as("later results are history").containsExactly(ProblemScore.FIRST_TRY);
        assertThat(ScoreBook.tally(book.scores(ps))).containsExactly(0, 1, 2, ps.size() - 3);
        assertThat(book.reset(ps)).isEqualTo(3);
        assertThat(book.scores(ps)).allMatch(Optional::isEmpty);
        assertThat(map).containsOnlyKeys("p.other");
    }

    @Test
    void theHistoryKeepsTheNewestLaterTries() throws Exception {
        GameRecord r = problems().get(0);
        book.record(r, ProblemScore.WITH_HINT);
        for (int i = 0; i < ScoreBook.HISTORY + 5; i++) {
            book.record(r, i % 2 == 0 ? ProblemScore.FAILED : ProblemScore.FIRST_TRY);
        }
        assertThat(book.score(r)).contains(ProblemScore.WITH_HINT);
        assertThat(book.later(r)).hasSize(ScoreBook.HISTORY).last().isEqualTo(ProblemScore.FAILED);
        assertThat(ScoreBook.key(r).orElseThrow() + ScoreBook.LATER).hasSizeLessThanOrEqualTo(40);
    }

    @Test
    void aDamagedStoredValueIsNoScore() throws Exception {
        GameRecord r = problems().get(0);
        map.put(ScoreBook.key(r).orElseThrow(), "solved!!");
        assertThat(book.score(r)).isEmpty();
    }
}
