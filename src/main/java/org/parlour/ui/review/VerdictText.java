package org.parlour.ui.review;

import org.parlour.core.Game;
import org.parlour.core.Messages;
import java.util.Optional;
import org.parlour.review.Judge;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.MoveNumbers;

/**
 * The judge's verdict on a move in words, for the window's modes that show one (sparring's
 * "better was", the analysis pane): one wording of one {@link Judge.Verdict}, so a move reads
 * the same wherever it is judged. Toolkit-free.
 */
public final class VerdictText {
    private VerdictText() {
    }

    /**
     * E.g. {@code "14. e3-d4?: 1.40 lost at depth 4; better was 14. e3xd4"}, {@code "14. e3-d4??: a
     * win in 3 was missed; better was 14. e3xd4 (proved by the exact solver)"}, {@code "14… e3xd4:
     * the judge's best move (depth 4)"}: the move and the better one with their number, as the
     * move list and the review name them ({@link MoveNumbers#label}).
     *
     * @param numbers the record's move numbers
     * @param ply     the move's ply (1 for the first move)
     * @param before  the position before the move
     */
    public static <P, M> String of(Game<P, M> game, MoveNumbers numbers, int ply, P before, Judge.Verdict<M> v) {
        return of(game, numbers, ply, before, v, java.util.Optional.empty());
    }

    /**
     * {@link #of} for a move of the record, named with the move glyph the move list shows when
     * it has one: the author's ({@code ?!}, {@code !}, ...), which the review keeps, or the one
     * the review wrote; without one, the judge's mark as in {@link #of}. So guess the move names
     * the game's move as the move list does ("17… d3-c4?!: 1.60 lost at depth 7" where the author
     * wrote ?! and the judge's loss alone would give ??).
     *
     * @param recordGlyph the move's glyph in the record (a NAG from 1 to 6), or empty
     */
    public static <P, M> String of(Game<P, M> game, MoveNumbers numbers, int ply, P before, Judge.Verdict<M> v,
                                   java.util.Optional<Integer> recordGlyph) {
        // the seat named where the number does not say it (four seats: "1… Red c4-b3")
        String move = numbers.named(ply, game.formatMove(before, v.move()), MoveNumbers.ELLIPSIS, game.toMove(before));
        String better = numbers.named(ply, game.formatMove(before, v.best()), MoveNumbers.ELLIPSIS, game.toMove(before));
        String glyph = recordGlyph.or(() -> v.mark().nag()).map(org.parlour.tree.Nag::symbol).orElse("");
        if (recordGlyph.isPresent()) {
            // the record's glyph whatever the judge's mark: the move reads as in the move list, and
            // where the judge marks it otherwise both are said, as the review's printout says them
            // ("4. c3_d4!? (review: ??): 1.60 lost at depth 7; ...")
            Optional<Integer> judged = v.mark().nag();
            move = judged.isPresent() && !judged.equals(recordGlyph)
                    ? ReviewAnnotations.bothMarks(move, recordGlyph.get(), judged.get())
                    : move + glyph;
            glyph = "";
        }
        String loss = v.playedScore().isPresent() && !v.proved()
                ? ReviewAnnotations.lossPhrase(v.loss(), v.bestScore(), v.playedScore().get(), v.depth(), false)
                : Messages.tr("review.lossAt", Messages.tr("review.lostAmount", org.parlour.review.ScoreText.amount(v.loss())), v.lossDepth());
        if (v.fact().isPresent() && v.proved()) {
            Judge.Fact<M> f = v.fact().get();
            return switch (f.kind()) {
                case MISSED_WIN -> Messages.tr("verdict.missedWin", move + glyph, f.length(), better);
                case ALLOWED_WIN -> Messages.tr("verdict.allowedWin", move + glyph, f.length(), better);
                case KEEPS_WIN -> Messages.tr("verdict.keepsWin", move, f.length());
            };
        }
        return switch (v.mark()) {
            case BEST -> Messages.tr("verdict.best", move, v.depth());
            case GOOD -> Messages.tr("verdict.good", move, loss, v.lossDepth(), better);
            // the loss in the review's words (ReviewAnnotations.lossPhrase): "5.60 lost at depth 7,
            // 4.00 lost at depth 6; the smaller loss counts" as the review says it
            case INACCURACY, MISTAKE, BLUNDER -> Messages.tr("verdict.mistake", move + glyph, loss, v.lossDepth(), better);
            case UNKNOWN -> Messages.tr("verdict.unknown", move);
        };
    }
}
