package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.ComputerMark;
import org.parlour.tree.LocalText;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * A mistake whose better move is already a variation of the record (an author's, or an older
 * line) gets the review's words all the same (samples: Agora game 1 14... e4-d3??, Conspirateurs
 * game 1 p16-o17??, where the review wrote the glyph and nothing else): the words it would write
 * on its own variation's first move go into the mistake's {@code computer} mark
 * ({@link ReviewAnnotations#words}); the author's variation and comments are not touched, and the
 * review's removal gives the record back byte for byte. And the better move the solver chose over
 * the analysis' first move is the one written (Tournament game 1 208... e9-f9??, whose analysis
 * line started with the move played, so the review found "the better move" in the record, the
 * move played itself, and wrote no line).
 */
class BetterMoveAlreadyThereTest {
    private static final Path FIXTURE = Path.of("src/test/resources/org/parlour/review/better-move-already-there-agora.json");
    private static final RecordJson JSON = new RecordJson(Games.all());

    /** The review of the move at node {@code id} alone (ply {@code ply}), at the game's defaults. */
    private static Review reviewAt(GameRecord r, long id, int ply) {
        Game<?, ?> game = Games.byId(r.gameId()).create(r.rules());
        Review review = Reviewer.review(game, r, id, ply, ReviewOptions.defaults(r.gameId()), p -> { }, new AtomicBoolean());
        assertThat(review.moves()).hasSize(1);
        return review;
    }

    @Test
    void theWordsGoIntoTheMistakesMarkAndTheRemovalGivesTheFileBack() throws Exception {
        String text = Files.readString(FIXTURE, StandardCharsets.UTF_8);
        GameRecord r = JSON.read(FIXTURE).value();
        assertThat(JSON.write(r)).as("the fixture is in the writer's form").isEqualTo(text);
        NodeData author = r.tree().node(29).data();
        assertThat(author.commentAfter()).startsWith("The author's comment");

        Review review = reviewAt(r, 28, 28);
        MoveReview m = review.moves().get(0);
        assertThat(m.played()).isEqualTo("14... e4-d3");
        assertThat(m.glyph()).contains(Nag.BLUNDER);
        assertThat(m.best()).isEqualTo("14... e4xd4");
        assertThat(m.bestLine().get(0)).as("the author's variation's first move").isEqualTo("e4xd4");

        ReviewAnnotations.Applied a = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.apply(r, review));
        String words = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(m));
        assertThat(words).startsWith("Better: 14... e4xd4, +2.00 for Black against 0.00 for Black after 14... e4-d3 (search depth 7)");
        assertThat(a.variations()).as("no second e4xd4").isZero();
        assertThat(a.words()).isOne();
        assertThat(a.record().tree().size()).isEqualTo(r.tree().size());
        NodeData marked = a.record().tree().node(28).data();
        assertThat(ReviewAnnotations.words(marked)).contains(LocalText.plain(words));
        assertThat(marked.moveGlyph()).contains(Nag.BLUNDER);
        assertThat(marked.commentAfterText()).as("the author's comment on the mistake").isEqualTo(r.tree().node(28).data().commentAfterText());
        assertThat(a.record().tree().node(29).data()).as("the author's variation, its comment included").isEqualTo(author);

        // written and read again: the words are kept, and the removal gives the file back byte for byte
        String written = JSON.write(a.record());
        assertThat(written).contains("\"computer\": {\"by\": \"review\", \"nag\": 4, \"words\": \"Better: 14... e4xd4, ");
        GameRecord back = JSON.readRecord(written, "reviewed.json").value();
        assertThat(ReviewAnnotations.words(back.tree().node(28).data())).contains(LocalText.plain(words));
        assertThat(back.tree().node(29).data()).isEqualTo(author);
        assertThat(ReviewAnnotations.count(back)).isPositive();
        GameRecord removed = ReviewAnnotations.remove(back);
        assertThat(JSON.write(removed)).isEqualTo(text);
        assertThat(JSON.write(ReviewAnnotations.remove(a.record()))).isEqualTo(text);

        // a second review writes the same words again, nothing more
        assertThat(Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.apply(a.record(), review)).record()).isEqualTo(a.record());
    }

    @Test
    void inFrenchAndInBothLanguagesAsTheSamplesStoreThem() throws Exception {
        GameRecord r = JSON.read(FIXTURE).value();
        Review review = reviewAt(r, 28, 28);
        ReviewAnnotations.Applied fr = Messages.in(Locale.FRENCH, () -> ReviewAnnotations.apply(r, review));
        LocalText words = ReviewAnnotations.words(fr.record().tree().node(28).data()).orElseThrow();
        assertThat(words.anyText()).startsWith("Mieux\u00a0: 14... e4xd4, +2,00 pour Noir contre 0,00 pour Noir");

        // the sample games' form: {"en": ..., "fr": ...} in the mark, read by language
        String en = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.comment(review.moves().get(0)));
        LocalText both = LocalText.of("en", en, "fr", words.anyText());
        ComputerMark mark = ComputerMark.review().withNag(Optional.of(Nag.BLUNDER)).withWords(Optional.of(both));
        NodeData d = fr.record().tree().node(28).data().withComputerMark(Optional.of(mark));
        GameRecord stored = fr.record().withTree(fr.record().tree().withData(28, d));
        String written = JSON.write(stored);
        assertThat(written).contains("\"computer\": {\"by\": \"review\", \"nag\": 4, \"words\": {\"en\": \"Better: 14... e4xd4, ");
        GameRecord back = JSON.readRecord(written, "stored.json").value();
        assertThat(ReviewAnnotations.words(back.tree().node(28).data())).contains(both);
        assertThat(JSON.write(ReviewAnnotations.remove(back))).isEqualTo(Files.readString(FIXTURE, StandardCharsets.UTF_8));
    }

    @Test
    void aBetterMoveTheReviewAlreadyWroteWithItsWordsGetsNoSecondCopy() throws Exception {
        GameRecord r = JSON.read(FIXTURE).value();
        // without the author's variation the review writes its own, with the evidence
        GameRecord bare = r.withTree(r.tree().delete(29));
        Review review = reviewAt(bare, 28, 28);
        ReviewAnnotations.Applied first = ReviewAnnotations.apply(bare, review);
        assertThat(first.variations()).isOne();
        assertThat(first.words()).isZero();
        // reviewed again without removing the first review: its line has the words already
        ReviewAnnotations.Applied again = ReviewAnnotations.apply(first.record(), review);
        assertThat(again.words()).isZero();
        assertThat(again.record()).isEqualTo(first.record());
        assertThat(ReviewAnnotations.words(again.record().tree().node(28).data())).isEmpty();
    }

    /**
     * Tournament game 1, 208... e9-f9??: the analysis scores e9-f9 and d4-e4 alike and its line
     * starts with e9-f9, the move played; the solver proves that e9-f9 hands White a forced win and
     * d4-e4 does not. The review's line now starts with the better move, so it writes d4-e4 with
     * its words (before: no line and no words, e9-f9 being "already there").
     */
    @Test
    void theSolversBetterMoveIsTheLineWrittenNotTheMovePlayed() throws Exception {
        GameRecord r = ReviewAnnotations.remove(JSON.read(Path.of("samples/tournament/game-1.json")).value());
        List<Node> main = r.tree().mainLine();
        Node played = main.get(415);
        assertThat(played.move()).isEqualTo("e9-f9");
        Review review = reviewAt(r, played.id(), 416);
        MoveReview m = review.moves().get(0);
        assertThat(m.glyph()).contains(Nag.BLUNDER);
        assertThat(m.best()).isEqualTo("208... d4-e4");
        assertThat(m.bestLine()).first().isEqualTo("d4-e4");
        ReviewAnnotations.Applied a = Messages.in(Locale.ENGLISH, () -> ReviewAnnotations.apply(r, review));
        assertThat(a.variations()).isOne();
        Node line = a.record().tree().child(played.parentId().orElseThrow(), "d4-e4").orElseThrow();
        assertThat(ReviewAnnotations.isComputerLine(line.data())).isTrue();
        assertThat(line.data().commentAfter()).startsWith("Better: 208... d4-e4 (the search at depth 6 scores both moves");
        assertThat(ReviewAnnotations.remove(a.record())).isEqualTo(r);
    }
}
