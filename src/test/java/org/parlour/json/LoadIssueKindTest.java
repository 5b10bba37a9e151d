package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;

/** An unreadable chapter is told by its issue's kind, never by the end of its translated message. */
class LoadIssueKindTest {
    private static final String COLLECTION = """
            {"format": "parlour-collection", "version": "1.0", "title": "t", "chapters": [
              {"format": "parlour-record", "version": "1.0", "game": "agora", "moves": []},
              7
            ]}""";

    @Test
    void anUnreadableChapterIsKeptByKind() throws Exception {
        RecordFile f = RecordFile.read(new RecordJson(Games.all()), COLLECTION, "c.json");
        assertThat(f.unreadable()).containsOnlyKeys(1);
        assertThat(f.problems()).singleElement().satisfies(p -> assertThat(p.kind()).isEqualTo(LoadIssue.Kind.CHAPTER_DROPPED));
        assertThat(f.lossProblems()).as("the unreadable chapter is kept, nothing is lost").isEmpty();
    }

    @Test
    void aMessageThatOnlyEndsLikeADroppedChapterIsALoss() {
        // a value quoted at the end of a message may read like the chapter-dropped ending
        LoadIssue cut = new LoadIssue("$.chapters[0].moves[3]", "bad move" + RecordJson.chapterDropped());
        TreeMap<Integer, String> unreadable = new TreeMap<>();
        unreadable.put(0, "{}");
        RecordFile f = new RecordFile(RecordCollection.of("t", List.<GameRecord>of()), true, unreadable, List.of(cut));
        assertThat(f.lossProblems()).containsExactly(cut);
    }
}
