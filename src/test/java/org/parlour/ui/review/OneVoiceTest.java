package org.parlour.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.GuessJudge;
import org.parlour.review.Judge;
import org.parlour.review.MoveReview;
import org.parlour.review.Review;
import org.parlour.review.ReviewOptions;
import org.parlour.review.Reviewer;
import org.parlour.study.GameRecord;
import org.parlour.study.MoveNumbers;
import org.parlour.study.Replay;
import org.parlour.tree.Node;
import org.parlour.ui.analysis.AnalysisViewModel;

/**
 * Issue 29, "Done when": the review, guess the move, sparring's "better was" and the analysis
 * pane give the same verdict on the same move. Each is driven through its own entry point (the
 * review through {@link Reviewer}, a guess through {@link GuessJudge}, sparring through
 * {@link SparringViewModel#judgeMove}, the pane through {@link AnalysisViewModel#judgeMove}), on
 * every move of Agora game 2, plies 20-30 of Agora game 1, 410-425 of Tournament game 1 and 300-306
 * of Tournament game 2 (unmarked moves, ?!, ?, ?? and ?? proved by the solver), and on the guess the issue saw called
 * "As good" while the review marked it ?? (6. b3_b4 on Agora game 1), with one set of options
 * (the review's depth, no time limit, so the answers do not depend on the machine's load). Where
 * the review marks a move, sparring's hint there ({@link SparringViewModel#hintMove}) is a move
 * the same judge does not mark.
 * Toolkit-free.
 */
class OneVoiceTest {
    private static final RecordJson JSON = new RecordJson(Games.all());
    private final AtomicBoolean cancel = new AtomicBoolean();

    private static ReviewOptions options(String game) {
        return options(game, 3);
    }

    private static ReviewOptions options(String game, int depth) {
        return ReviewOptions.defaults(game).withDepth(depth).withMoveTime(Duration.ZERO);
    }

    /**
     * Agora game 2, every move at depth 4 (the review's until 2026-12-05, now 5; 4 keeps the
     * suite's time): 8 marked on 2026-12-04, heuristic ?? and a
     * proved ?? (a piece lost, captured or taken prisoner, is ?? since Agora's ?? starts at 150,
     * so this game has no ? left; Agora game 1's plies 20-30 and Tournament game 1 have other marks).
     */
    @Test
    void agoraGameTwo() throws Exception {
        List<MoveReview> reviewed = sameVerdicts("samples/agora/game-2.json", 1, 999, 4);
        assertThat(reviewed).hasSize(36).anySatisfy(m -> assertThat(m.proved()).isTrue())
                .anySatisfy(m -> assertThat(m.mark().isMistake() && !m.proved()).isTrue());
    }

    /** Agora game 1, plies 20 to 30, where the review marks most (the issue's "5. e2-d3??" game). */
    @Test
    void agoraGameOne() throws Exception {
        List<MoveReview> reviewed = sameVerdicts("samples/agora/game-1.json", 20, 30, 4);
        assertThat(reviewed).hasSize(11).anySatisfy(m -> assertThat(m.mark().isMistake()).isTrue())
                .anySatisfy(m -> assertThat(m.mark().isMistake()).isFalse());
    }

    /** Tournament game 1, plies 410 to 425: two missed wins proved by the solver (208... and 212.). */
    @Test
    void tournamentGameOne() throws Exception {
        List<MoveReview> reviewed = sameVerdicts("samples/tournament/game-1.json", 410, 425, 4);
        assertThat(reviewed).hasSize(16).filteredOn(MoveReview::proved).hasSizeGreaterThanOrEqualTo(1);
    }

    /**
     * Tournament game 2, plies 300 to 306 at depth 5: a heuristic ?! (152. h6-g6, 3.30 lost at
     * depths 4 and 5). Until 2026-12-05 plies 270 to 288 at depth 3 had ?! marks (136... d4-d5,
     * 143... d5-d6), losses of 400 and more seen only while a thrown queen waited at the horizon;
     * with the forced put-back valued (TournamentEval.evaluate) they are 100-220 at every depth.
     */
    @Test
    void tournamentGameTwoInaccuracies() throws Exception {
        List<MoveReview> reviewed = sameVerdicts("samples/tournament/game-2.json", 300, 306, 5);
        assertThat(reviewed).hasSize(7).anySatisfy(m -> assertThat(m.mark()).isIn(Judge.Mark.INACCURACY, Judge.Mark.MISTAKE));
    }

    @Test
    void theGuessTheIssueSawCalledAsGoodGetsTheSameVerdictEverywhere() throws Exception {
        GameRecord r = JSON.read(Path.of("samples/agora/game-1.json")).value();
        Game<Object, Object> game = game(r);
        Replay<Object, Object> replay = Replay.of(game, r);
        // 6. b3_b4: White's sixth move, ply 11, instead of the game's d3-e3
        Node sixth = r.tree().mainLine().get(10);
        Object before = replay.position(sixth.parentId().orElseThrow());
        Object guess = game.parseMove(before, "b3_b4");
        ReviewOptions o = options("agora");
        Judge.Verdict<Object> sparring = SparringViewModel.judgeMove(new Judge<>(game, o), before, guess, cancel);
        Judge.Verdict<Object> pane = AnalysisViewModel.judgeMove(new Judge<>(game, o), before, guess, cancel);
        GuessJudge.Judgement guessed = GuessJudge.judge(new Judge<>(game, o), before, guess, cancel);
        assertThat(pane.mark()).isEqualTo(sparring.mark());
        assertThat(pane.loss()).isEqualTo(sparring.loss());
        assertThat(guessed.finding()).isEqualTo(sparring.mark().isMistake() ? GuessJudge.Finding.WORSE : GuessJudge.Finding.AS_GOOD);
        assertThat(guessed.loss()).isEqualTo(sparring.loss());
        // the words say the same: a glyph exactly for a mistake
        MoveNumbers numbers = MoveNumbers.of(game, replay.start());
        String words = VerdictText.of(game, numbers, sixth.ply(), before, sparring);
        assertThat(words.startsWith("6. b3_b4?")).as(words).isEqualTo(sparring.mark().isMistake());
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, Object> game(GameRecord r) {
        return (Game<Object, Object>) (Game<?, ?>) Games.byId(r.gameId()).create(r.rules());
    }

    /** Reviews the first {@code plies} moves and asks the other three modes about each; returns the review. */
    private List<MoveReview> sameVerdicts(String file, int firstPly, int lastPly, int depth) throws Exception {
        GameRecord r = JSON.read(Path.of(file)).value();
        Game<Object, Object> game = game(r);
        ReviewOptions o = options(r.gameId(), depth);
        long t0 = System.nanoTime();
        Node last = r.tree().mainLine().get(Math.min(lastPly, r.tree().mainLine().size()) - 1);
        Review review = Reviewer.review(game, r, last.id(), firstPly, o, p -> { }, cancel);
        Replay<Object, Object> replay = Replay.of(game, r);
        MoveNumbers numbers = MoveNumbers.of(game, replay.start());
        // each mode with its own judge, as in the window (one judge per mode and thread)
        Judge<Object, Object> sparringJudge = new Judge<>(game, o);
        Judge<Object, Object> paneJudge = new Judge<>(game, o);
        Judge<Object, Object> guessJudge = new Judge<>(game, o);
        int mistakes = 0;
        for (MoveReview m : review.moves()) {
            Node n = r.tree().node(m.nodeId());
            Object before = replay.position(n.parentId().orElseThrow());
            Object played = replay.move(n.id());
            String where = file + " ply " + m.ply() + " " + m.played();
            Judge.Verdict<Object> sparring = SparringViewModel.judgeMove(sparringJudge, before, played, cancel);
            Judge.Verdict<Object> pane = AnalysisViewModel.judgeMove(paneJudge, before, played, cancel);
            GuessJudge.Judgement guessed = GuessJudge.judge(guessJudge, before, played, cancel);
            assertThat(sparring.mark()).as("sparring on %s", where).isEqualTo(m.mark());
            assertThat(pane.mark()).as("the analysis pane on %s", where).isEqualTo(m.mark());
            assertThat(guessed.finding()).as("guess the move on %s", where)
                    .isEqualTo(m.mark().isMistake() ? GuessJudge.Finding.WORSE : GuessJudge.Finding.AS_GOOD);
            assertThat(List.of(sparring.loss(), pane.loss(), (int) guessed.loss())).as("the loss on %s", where)
                    .containsOnly(m.loss());
            assertThat(List.of(sparring.depth(), pane.depth(), guessed.depth())).as("the depth on %s", where)
                    .containsOnly(m.depth());
            assertThat(sparring.proved()).as("proved on %s", where).isEqualTo(m.proved() || sparring.fact()
                    .filter(f -> f.kind() == Judge.Fact.Kind.KEEPS_WIN).isPresent());
            // the words name the move as the review does, with its number: "14. d4-c5??"
            assertThat(VerdictText.of(game, numbers, n.ply(), before, sparring).replace(MoveNumbers.ELLIPSIS, "..."))
                    .as("the words on %s", where)
                    .startsWith(m.played() + m.glyph().map(org.parlour.tree.Nag::symbol).orElse(""));
            if (m.mark().isMistake()) {
                mistakes++;
                // sparring's hint there is a move the same judge never marks
                Object hint = SparringViewModel.hintMove(sparringJudge, before, cancel).orElseThrow();
                Judge.Verdict<Object> onHint = AnalysisViewModel.judgeMove(paneJudge, before, hint, cancel);
                assertThat(onHint.mark().isMistake()).as("the hint %s on %s: %s", hint, where, onHint.mark()).isFalse();
            }
        }
        System.out.println(file + ": " + review.moves().size() + " moves, " + mistakes + " marked, the same in all four modes, "
                + (System.nanoTime() - t0) / 1_000_000 + " ms; marked: " + review.mistakes().stream().map(x -> x.ply() + " " + x.played() + " " + x.mark() + " " + x.loss() + (x.proved() ? " proved" : "")).toList());
        return review.moves();
    }
}
