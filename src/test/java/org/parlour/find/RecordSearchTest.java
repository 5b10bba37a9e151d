package org.parlour.find;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.Nag;
import org.parlour.tree.ProblemRole;

class RecordSearchTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    /** The transposition trial with a comment, a glyph and a role added; then a Tournament game. */
    private static List<GameRecord> chapters() throws IOException {
        GameRecord trial;
        try (InputStream in = RecordSearchTest.class.getResourceAsStream("/org/parlour/study/08-transposition.json")) {
            trial = JSON.readRecord(new String(in.readAllBytes(), StandardCharsets.UTF_8), "trial").value();
        }
        trial = trial.withTree(trial.tree()
                .update(2, d -> d.withCommentAfter("Black answers in the\nCentral ring."))
                .update(4, d -> d.withNag(Nag.BLUNDER))
                .update(6, d -> d.withRole(Optional.of(ProblemRole.KEY))));
        GameRecord tournament = JSON.read(Path.of("samples/tournament/game-1.json")).value();
        return List.of(trial, tournament);
    }

    private static Optional<Game<?, ?>> game(GameRecord r) {
        return Optional.of(Games.byId(r.gameId()).create(r.rules()));
    }

    private static List<RecordSearch.Hit> find(String query) throws IOException {
        return RecordSearch.find(chapters(), RecordSearchTest::game, Query.parse(query), 1000);
    }

    @Test
    void findsCommentTextWithoutRegardToCase() throws IOException {
        assertThat(find("central RING")).containsExactly(new RecordSearch.Hit(0, 2, "Black answers in the Central ring."));
        assertThat(find("no such words anywhere")).isEmpty();
    }

    /**
     * The review's words are found wherever it keeps them: on its own line's first move (a
     * comment) and in a mistake's mark when the better move was a line already there (204c9b9:
     * agora/game-1 14... e4-d3??, #28), in each language, the hit at that move with the words
     * around the match as a comment's. Before, the words in a mark were not searched.
     */
    @Test
    void findsTheReviewsWordsInItsLinesAndInItsMarks() throws IOException {
        List<GameRecord> game = List.of(JSON.read(Path.of("samples/agora/game-1.json")).value());
        List<RecordSearch.Hit> inMark = RecordSearch.find(game, RecordSearchTest::game, Query.parse("after 14... e4-d3 (search depth"), 10);
        assertThat(inMark).extracting(RecordSearch.Hit::nodeId).containsExactly(28L);
        assertThat(inMark.get(0).snippet()).contains("after 14... e4-d3 (search depth").contains("\u2026");
        List<RecordSearch.Hit> french = RecordSearch.find(game, RecordSearchTest::game, Query.parse("apr\u00e8s 14... e4-d3"), 10);
        assertThat(french).extracting(RecordSearch.Hit::nodeId).containsExactly(28L);
        List<RecordSearch.Hit> onLine = RecordSearch.find(game, RecordSearchTest::game, Query.parse("after 11... e4-d4 (search depth"), 10);
        assertThat(onLine).extracting(RecordSearch.Hit::nodeId).containsExactly(72L);
    }

    /** Issue 29: a move as the move list writes it finds the moves, in every variation, as well as comments. */
    @Test
    void findsMovesByTheirNotation() throws IOException {
        assertThat(find("a2-b3")).filteredOn(h -> h.chapter() == 0)
                .containsExactly(new RecordSearch.Hit(0, 1, ""), new RecordSearch.Hit(0, 6, ""));
        assertThat(find("A5-B4")).filteredOn(h -> h.chapter() == 0).extracting(RecordSearch.Hit::nodeId).containsExactly(2L, 5L);
        // part of a move: every move from or to the cell
        assertThat(find("e3")).filteredOn(h -> h.chapter() == 0).extracting(RecordSearch.Hit::nodeId).containsExactly(3L, 4L);
        assertThat(find("move:f2-e3")).filteredOn(h -> h.chapter() == 0).extracting(RecordSearch.Hit::nodeId).containsExactly(3L, 4L);
        // comment text first: a comment that names the move is the hit's snippet
        GameRecord commented = chapters().get(0);
        commented = commented.withTree(commented.tree().update(3, d -> d.withCommentAfter("f2-e3 closes the ring")));
        assertThat(RecordSearch.find(List.of(commented), RecordSearchTest::game, Query.parse("f2-e3"), 10))
                .containsExactly(new RecordSearch.Hit(0, 3, "f2-e3 closes the ring"), new RecordSearch.Hit(0, 4, ""));
        // words without a digit are comment text only
        assertThat(new Query.Text("b").looksLikeMove()).isFalse();
        assertThat(new Query.Text("e3 e4").looksLikeMove()).isFalse();
        assertThat(find("central ring")).hasSize(1);
        assertThat(Query.parse("e4-d3")).isEqualTo(new Query.Text("e4-d3"));
        assertThatThrownBy(() -> Query.parse("move: ")).hasMessage("move: expected a move or part of one, e.g. move:e4-d3");
    }

    @Test
    void findsGlyphsAndRoles() throws IOException {
        assertThat(find("glyph:??")).extracting(RecordSearch.Hit::chapter, RecordSearch.Hit::nodeId)
                .contains(org.assertj.core.groups.Tuple.tuple(0, 4L));
        assertThat(find("glyph:??").get(0).snippet()).isEqualTo("??");
        assertThat(find("role:key")).containsExactly(new RecordSearch.Hit(0, 6, "key"));
    }

    @Test
    void findsAnExactPositionInEveryChapterThatCanReadIt() throws IOException {
        // both move orders reach it; the Tournament chapter cannot read Agora position text
        assertThat(find("position:BBBBBB/5B/1B4/1W2W1/6/WWWWWW b")).extracting(RecordSearch.Hit::nodeId)
                .containsExactly(3L, 6L);
    }

    @Test
    void findsPiecesOnCells() throws IOException {
        assertThat(find("pieces:b3=w, e3=w b4=b:piece")).extracting(RecordSearch.Hit::chapter, RecordSearch.Hit::nodeId)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(0, 3L), org.assertj.core.groups.Tuple.tuple(0, 6L));
        assertThat(find("pieces:b3=w:queen")).isEmpty();
        // the Tournament game: a White queen on the throne f6 somewhere in the game
        List<RecordSearch.Hit> queen = find("pieces:f6=w:queen");
        assertThat(queen).isNotEmpty().allMatch(h -> h.chapter() == 1);
    }

    @Test
    void stopsAtTheLimit() throws IOException {
        assertThat(RecordSearch.find(chapters(), RecordSearchTest::game, Query.parse("pieces:a1=w"), 3)).hasSizeLessThanOrEqualTo(3);
    }

    @Test
    void badQueriesSayWhatWasExpected() {
        assertThatThrownBy(() -> Query.parse("glyph:?x")).hasMessage("glyph:?x: expected a glyph such as ??, ?, ?!, !, !!, !? or $n");
        assertThatThrownBy(() -> Query.parse("role:king")).hasMessageStartingWith("unknown problem role 'king'");
        assertThatThrownBy(() -> Query.parse("pieces:c3")).hasMessageStartingWith("pieces: \"c3\": expected CELL=SEAT");
        assertThatThrownBy(() -> Query.parse("pieces:c3=x")).hasMessageContaining("no seat 'x'");
        assertThatThrownBy(() -> Query.parse("  ")).hasMessage("search text is empty");
    }

    /** A comment in several languages is found by the words of any of them. */
    @Test
    void everyLanguageOfACommentIsSearched() throws IOException {
        GameRecord r = chapters().get(0);
        r = r.withTree(r.tree().update(2, d -> d.withCommentAfter(org.parlour.tree.LocalText.of("en", "The ring.", "fr", "L'anneau central."))));
        assertThat(RecordSearch.find(List.of(r), RecordSearchTest::game, Query.parse("anneau"), 10))
                .containsExactly(new RecordSearch.Hit(0, 2, "L'anneau central."));
        assertThat(RecordSearch.find(List.of(r), RecordSearchTest::game, Query.parse("ring"), 10))
                .containsExactly(new RecordSearch.Hit(0, 2, "The ring."));
    }
}
