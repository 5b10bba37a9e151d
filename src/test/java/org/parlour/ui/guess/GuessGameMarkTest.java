package org.parlour.ui.guess;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.problem.MoveVerdict;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;

/**
 * A new user's trial on Agora game 1 (one voice): guess the move names the game's move with the
 * mark the move list shows: an author's glyph, which the review keeps (17… d3-c4?! in a fixture,
 * src/test/resources/org/parlour/ui/guess/author-glyph-agora.json: the sample's first 37 plies
 * with ?! written by hand, where the judge's loss of 1.60 alone gives ??), else the review's
 * stored in the record (17… d3-c4?? in samples/agora/game-1.json since its annotations are the
 * review's); and a guess the judge marks but that loses no more than the game's move
 * (18. d3_e4?? beside the game's 18. d3xc4??) is not "Wrong".
 * Toolkit-free; the review's judge at its defaults (node budgets: the same on every machine).
 */
class GuessGameMarkTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    /** The sample's first 37 plies, the author's ?! written on 17… d3-c4. */
    private static final Path AUTHOR = Path.of("src/test/resources/org/parlour/ui/guess/author-glyph-agora.json");
    /** 17… d3-c4, in the fixture and in samples/agora/game-1.json. */
    private static final long D3_C4 = 38;

    private static GuessViewModel guessingAfterSeventeenWhite(MainViewModel main) throws Exception {
        return guessingAfterSeventeenWhite(main, AUTHOR, org.parlour.tree.Nag.DUBIOUS);
    }

    private static GuessViewModel guessingAfterSeventeenWhite(MainViewModel main, Path file, int glyph) throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(file).value();
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        assertThat(s.data(D3_C4).moveGlyph()).as("the record's glyph on 17… d3-c4").contains(glyph);
        main.open(s);
        assertThat(main.goTo(r.tree().node(D3_C4).parentId().orElseThrow())).isTrue();
        GuessViewModel g = new GuessViewModel(main, Runnable::run, Runnable::run, Runnable::run);
        assertThat(g.start()).isTrue();
        assertThat(g.seatProperty(Seat.BLACK).get()).as("Black to move: Black is guessed").isTrue();
        return g;
    }

    /**
     * The shipped sample carries the review's own ?? on 17… d3-c4 (with the evidence "1.60 lost"):
     * the pane names the game's move with it, the move list's mark and the judge's agree.
     */
    @Test
    void theSampleGameMoveCarriesTheReviewsMark() throws Exception {
        MainViewModel main = new MainViewModel();
        GuessViewModel g = guessingAfterSeventeenWhite(main, SAMPLES.resolve("agora/game-1.json"), org.parlour.tree.Nag.BLUNDER);
        assertThat(main.playText("a4-b4")).isEmpty();
        assertThat(g.verdictKindProperty().get()).isEqualTo(MoveVerdict.BETTER);
        assertThat(g.feedbackProperty().get())
                .startsWith("You played a4-b4; the game's move was d3-c4??. ")
                .contains("; the game's move: 17… d3-c4??: 1.60 lost at depth 7")
                .doesNotContain("d3-c4?!");
    }

    @Test
    void theGameMoveIsNamedWithTheMarkOfTheMoveList() throws Exception {
        MainViewModel main = new MainViewModel();
        GuessViewModel g = guessingAfterSeventeenWhite(main);
        assertThat(main.playText("a4-b4")).isEmpty();
        assertThat(g.verdictKindProperty().get()).isEqualTo(MoveVerdict.BETTER);
        assertThat(g.feedbackProperty().get())
                // the author's ?! stays, the judge's ?? beside it (a new user's trial, B: it said "?!" alone)
                .contains("; the game's move: 17… d3-c4?! (review: ??): 1.60 lost at depth 7")
                .doesNotContain("d3-c4??");
    }

    /**
     * A user's trial: "You played b5xc5; the game's move was b5-c6. ... the game's move: 29.
     * b5-c6??": the first mention had no mark. Both carry the move list's, at once and after the
     * judge, in English and French.
     */
    @Test
    void theGameMoveIsNamedWithOneMarkBothTimes() throws Exception {
        MainViewModel main = new MainViewModel();
        GuessViewModel judged = guessingAfterSeventeenWhite(main);
        assertThat(main.playText("a4-b4")).isEmpty();
        assertThat(judged.feedbackProperty().get())
                .startsWith("You played a4-b4; the game's move was d3-c4?!. ")
                .contains("; the game's move: 17… d3-c4?!");
        String feedback = Messages.in(Locale.FRENCH, () -> {
            try {
                MainViewModel m = new MainViewModel();
                GuessViewModel f = guessingAfterSeventeenWhite(m);
                m.playText("a4-b4");
                return f.feedbackProperty().get();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        assertThat(feedback).startsWith("Vous avez joué a4-b4\u00a0; le coup de la partie était d3-c4?!. ")
                .contains("le coup de la partie\u00a0: 17… d3-c4?!");
    }

    @Test
    void inFrenchToo() throws Exception {
        String feedback = Messages.in(Locale.FRENCH, () -> {
            try {
                MainViewModel main = new MainViewModel();
                GuessViewModel g = guessingAfterSeventeenWhite(main);
                        main.playText("a4-b4");
                return g.feedbackProperty().get();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        assertThat(feedback).contains("17… d3-c4?!").contains("1,60").doesNotContain("d3-c4??");
    }

    /**
     * 18. d3_e4 (the judge: ??, 1.60 lost) beside the game's 18. d3xc4 (??, 1.60 lost: 2.00 at
     * depth 7, confirmed 1.60 at depth 6, the review's comment shows the depth-7 scores, -4.00
     * against -6.00): as good as the game's move, and said so with the game's move named, not a
     * bare "Wrong".
     */
    @Test
    void aMarkedGuessThatLosesNoMoreThanTheGameMoveIsNotWrong() throws Exception {
        MainViewModel main = new MainViewModel();
        GuessViewModel g = guessingAfterSeventeenWhite(main);
        g.seatProperty(Seat.WHITE).set(true);
        assertThat(main.playText("d3-c4")).as("Black's game move: right").isEmpty();
        assertThat(g.promptProperty().get()).startsWith("Your move: White");
        assertThat(main.playText("d3_e4")).isEmpty();
        assertThat(g.verdictKindProperty().get()).isEqualTo(MoveVerdict.AS_GOOD);
        assertThat(g.verdictProperty().get()).isEqualTo("As good");
        assertThat(g.feedbackProperty().get())
                .contains("As good as the game's move, says the judge: 18. d3_e4??: 1.60 lost at depth 7")
                // the loss in the review's words (one formatter, a new user's trial C)
                .contains("; the game's move: 18. d3xc4??: 2.00 lost at depth 7, 1.60 lost at depth 6; the smaller loss counts");
        assertThat(g.scoreProperty().get()).isEqualTo("Score: 1 right, 1 as good, 0 wrong (100%)");
    }
}
