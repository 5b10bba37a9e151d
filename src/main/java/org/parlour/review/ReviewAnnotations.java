package org.parlour.review;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.zip.CRC32;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.solver.Analyzer;
import org.parlour.study.GameRecord;
import org.parlour.tree.ComputerMark;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.Nag;
import org.parlour.tree.NodeData;

/**
 * Writes a {@link Review} into its record, and takes everything a review wrote out again.
 *
 * <p>What a review writes (docs/review.md, docs/notation.md field {@code computer}):
 * <ul>
 *   <li>on a move judged a mistake that has no move glyph: the glyph ({@code ?!}, {@code ?},
 *       {@code ??}), and the field {@code "computer": {"by": "review", "nag": N}};</li>
 *   <li>on every move reviewed that has no evaluation, or one from an earlier review: the
 *       evaluation after it, with the source {@value Reviewer#SOURCE};</li>
 *   <li>after a mistake: the better move and the analysis' line after it (at most
 *       {@value #LINE_PLIES} plies) as a new variation, its first move commented with the evidence
 *       (the proof, or the search depth and the scores), every move of it carrying
 *       {@code "computer": {"by": "review", "line": true}}. When the better move is already there
 *       (an author's variation, or an older line) the variation is not written again: the evidence
 *       goes into the mistake's own mark instead, {@code "words"} ({@link #words}), unless that
 *       move is the review's own line with its evidence already.</li>
 * </ul>
 * The marks are {@link ComputerMark} values on the nodes ({@link NodeData#computerMark()}): the
 * record reader and writer (org.parlour.json) turn them from and into the file's JSON, so nothing
 * here reads or writes JSON text.
 * Authored annotations are never changed: a move glyph, an evaluation from another source or
 * an existing move stay as they are. {@link #remove} deletes the marked variations, the glyphs it
 * recorded (when still there) and the review's evaluations, in one pure step (one undo step).
 */
public final class ReviewAnnotations {
    /** Longest variation written, in plies. */
    public static final int LINE_PLIES = 8;

    /** The mark on every move of a variation the review wrote: {@code {"by": "review", "line": true}}. */
    private static final ComputerMark LINE_MARK = ComputerMark.review().withLine(true);

    private ReviewAnnotations() {
    }

    /**
     * What {@link #apply} wrote: the record and counts.
     *
     * @param words mistakes whose better move was a variation already there, given the review's
     *     words in their own mark ({@link #words}) instead of a new variation
     */
    public record Applied(GameRecord record, int glyphs, int variations, int evaluations, int words) {
    }

    /**
     * The review's words on a mistake whose better move was already a variation of the record (an
     * author's, or an older line): the review names that variation instead of writing the same move
     * again, and keeps the words it would have written on the variation's first move ("Better:
     * 14... e4xd4, ...") in the mistake's {@code computer} mark, {@code "words"}: a JSON string, or
     * {@code {"en": "...", "fr": "..."}} as the sample games store it ({@link ComputerMark#words}).
     * Empty when the node has no such words (the record reader reports and drops words of another
     * shape).
     */
    public static Optional<LocalText> words(NodeData d) {
        return d.computerMark().flatMap(ComputerMark::words).filter(w -> !w.isAbsent());
    }

    /** True when {@code d} is the first move of the review's own variation with its evidence comment. */
    private static boolean hasEvidence(NodeData d) {
        return isComputerLine(d) && !d.commentAfter().isBlank();
    }

    /** True when the node carries the computer-made mark. */
    public static boolean isComputerMade(NodeData d) {
        return d.computerMark().isPresent();
    }

    /** True when the node is a move of a computer-made variation. */
    public static boolean isComputerLine(NodeData d) {
        return d.computerMark().map(ComputerMark::line).orElse(false);
    }

    /** Writes {@code review} into {@code record} (the record it was made from, maybe edited since: missing nodes are skipped). */
    public static Applied apply(GameRecord record, Review review) {
        MoveTree t = record.tree();
        int glyphs = 0;
        int variations = 0;
        int evals = 0;
        int words = 0;
        for (MoveReview m : review.moves()) {
            Optional<Node> found = t.find(m.nodeId());
            if (found.isEmpty()) {
                continue;
            }
            Node node = found.get();
            NodeData d = node.data();
            String evidence = evidence(m, d);
            if (m.glyph().isPresent() && d.moveGlyph().isEmpty()) {
                Optional<ComputerMark> old = d.computerMark().filter(ComputerMark::line);
                ComputerMark mark = (old.isPresent()
                        // a move of a computer-made variation reviewed in turn keeps its line mark
                        ? lineMark(old.get()) : ComputerMark.review()).withNag(m.glyph());
                d = d.withNag(m.glyph().get()).withComputerMark(Optional.of(mark));
                glyphs++;
            }
            if (m.evaluation().isPresent() && (d.evaluation().isEmpty() || isReviewEvaluation(d))) {
                d = d.withEvaluation(m.evaluation());
                evals++;
            }
            if (!d.equals(node.data())) {
                t = t.withData(node.id(), d);
            }
            if (m.glyph().isPresent()) {
                List<String> line = betterLine(m);
                long parent = node.parentId().orElseThrow();
                Optional<Node> there = line.isEmpty() ? Optional.empty() : t.child(parent, line.get(0));
                if (there.isPresent()) {
                    // the better move is a variation already there (the author's, or an older line
                    // without the review's words): the words go into the mistake's own mark
                    if (there.get().id() != node.id() && !hasEvidence(there.get().data())) {
                        NodeData now = t.node(node.id()).data();
                        ComputerMark mark = now.computerMark().orElse(ComputerMark.review());
                        t = t.withData(node.id(), now.withComputerMark(Optional.of(mark.withWords(Optional.of(LocalText.plain(evidence))))));
                        words++;
                    }
                } else if (!line.isEmpty()) {
                    long at = parent;
                    for (int i = 0; i < line.size(); i++) {
                        NodeData nd = NodeData.ofMove(line.get(i)).withComputerMark(Optional.of(LINE_MARK));
                        if (i == 0) {
                            nd = nd.withCommentAfter(evidence).withComputerMark(Optional.of(LINE_MARK.withComment(Optional.of(checksum(evidence)))));
                        }
                        MoveTree.Edited e = t.addMove(at, nd);
                        t = e.tree();
                        at = e.nodeId();
                    }
                    variations++;
                }
            }
        }
        return new Applied(record.withTree(t), glyphs, variations, evals, words);
    }

    private static boolean isReviewEvaluation(NodeData d) {
        return d.evaluation().map(e -> e.source().startsWith(Reviewer.SOURCE)).orElse(false);
    }

    /** The variation to write: the proved key for a missed win, else the analysis' line. */
    private static List<String> betterLine(MoveReview m) {
        List<String> pv = m.bestLine();
        if (m.proof().isPresent() && m.proof().get().kind() == Proof.Kind.MISSED_WIN) {
            String key = m.proof().get().move();
            return !pv.isEmpty() && pv.get(0).equals(key) ? cap(pv) : List.of(key);
        }
        return m.isBest() ? List.of() : cap(pv);
    }

    private static List<String> cap(List<String> line) {
        return line.size() > LINE_PLIES ? line.subList(0, LINE_PLIES) : line;
    }

    /**
     * The evidence, e.g. "A win in 3 was missed: 14. e3xd4 wins by force (proved by the exact
     * solver)." or "Better: 14. e3xd4, +0.80 for White against \u22120.45 for White after 14. b2-c3 (search
     * depth 6): 1.25 lost." (the difference of the two scores shown; {@link #lossWords} for a forced
     * result and for a smaller loss one ply shallower, the one the mark counts).
     * When only the solver tells the moves apart (the search scores both alike), the scores are
     * given once: "Better: 208... d4-e4 (the search at depth 4 scores both moves −2.70 for Black).
     * After 208... e9-f9 the win is forced in 4: ..."
     */
    public static String comment(MoveReview m) {
        StringBuilder sb = new StringBuilder();
        Optional<Proof> proof = m.proof();
        if (proof.isPresent() && proof.get().kind() == Proof.Kind.MISSED_WIN) {
            Proof p = proof.get();
            sb.append(Messages.tr("review.missedWin", p.length(), p.key()));
            return sb.toString();
        }
        String best = score(m.bestScore(), m.seat());
        Optional<String> played = m.playedScore().map(s -> score(s, m.seat()));
        if (proof.isPresent() && played.isPresent() && played.get().equals(best)) {
            // the search cannot tell the two moves apart, the solver can: say so, not "-2.70 against -2.70"
            sb.append(Messages.tr("review.betterAlike", m.best(), m.depth(), best));
        } else {
            sb.append(Messages.tr("review.better", m.best(), best));
            played.ifPresent(s -> sb.append(Messages.tr("review.against", s, m.played())));
            sb.append(lossWords(m));
        }
        if (proof.isPresent()) {
            Proof p = proof.get();
            sb.append(Messages.tr("review.forced", m.played(), p.length(), p.key(), m.best()));
        }
        return sb.toString();
    }

    /**
     * The depth and the loss after the two scores: " (search depth 6): 1.25 lost." where the loss
     * is the difference of the two scores shown. A forced result is said as such, never as a
     * hundredths count of {@link Thresholds#FORCED}: " (search depth 2): a forced win in 1 ply
     * missed." or "... a forced loss in 6 plies walked into." When the loss one ply shallower is
     * smaller, it is the one the mark counts (the confirmation, docs/review.md) and both are said:
     * " (search depth 7): 3.60 lost at depth 7, 2.00 at depth 6; the smaller loss counts." A proof
     * (its own words follow), no loss, or no score of the move played: the depth alone.
     */
    static String lossWords(MoveReview m) {
        if (m.proof().isPresent() || m.playedScore().isEmpty() || m.loss() <= 0) {
            return Messages.tr("review.depth", m.depth());
        }
        return Messages.tr("review.depthSays", m.depth(), lossPhrase(m.loss(), m.bestScore(), m.playedScore().get(), m.depth(), true));
    }

    /**
     * True when the judge's verdict says the move turns the result: a win or a draw into a loss.
     * The move hands the next seat a forced win that the judge proves ({@link Judge.Fact.Kind#ALLOWED_WIN}),
     * or its score is a forced loss while the best move's is not. A ?? that only gives away part of
     * an advantage ("+3.60 for White against +1.60", "2.00 lost") or misses a forced win does not:
     * the problem judge says "loses" only of a move that does (a returning player's trial on Agora
     * library 927: "2. c5xd4?? loses" of a move that left White +1.60).
     */
    public static boolean turnsResult(Judge.Verdict<?> v) {
        if (v.fact().map(f -> f.kind() == Judge.Fact.Kind.ALLOWED_WIN).orElse(false)) {
            return true;
        }
        int forced = Analyzer.WIN - 1000;
        return v.playedScore().map(s -> s < -forced).orElse(false) && v.bestScore() >= -forced;
    }

    /**
     * The loss of a move in words, the one wording the review's evidence ({@link #comment}) and
     * the window's verdicts (guess the move, sparring, the analysis pane: ui.review.VerdictText)
     * share, so a move reads the same wherever it is judged: "1.60 lost" (with
     * {@code depthShown} false: "1.60 lost at depth 7"), a forced result in words ("a forced win
     * in 1 ply missed", never a count of {@link Thresholds#FORCED}), and when the loss one ply
     * shallower is smaller and so the one the mark counts (the confirmation, docs/review.md):
     * "5.60 lost at depth 7, 4.00 lost at depth 6; the smaller loss counts", whatever
     * {@code depthShown}.
     *
     * @param loss       the counted loss in hundredths ({@link Judge.Verdict#loss}, {@link MoveReview#loss})
     * @param best       the best move's score for the seat that moved (hundredths, {@link Analyzer#WIN} scale)
     * @param played     the move's score, searched as deep
     * @param depth      the search depth in plies
     * @param depthShown true when the words around already name the depth ("(search depth 7): ...")
     */
    public static String lossPhrase(int loss, int best, int played, int depth, boolean depthShown) {
        // the loss at the search depth: the difference of the two scores shown (held, Thresholds.loss)
        int atDepth = Thresholds.loss(best, played);
        String said;
        boolean forced = true;
        if (best > Analyzer.WIN - 1000) {
            said = Messages.tr("review.missedForcedWin", Analyzer.WIN - best);
        } else if (played < -(Analyzer.WIN - 1000)) {
            said = Messages.tr("review.forcedLossIn", Analyzer.WIN + played);
        } else {
            said = Messages.tr("review.lostAmount", ScoreText.amount(atDepth));
            forced = false;
        }
        // the confirmation (Judge): the loss one ply shallower counts when smaller; a forced result
        // there too is said once (a heuristic score held within FORCED never comes near it)
        boolean shallowerForced = loss > Thresholds.FORCED - 1000;
        if (Thresholds.shallowerCounts(loss, best, played) && !(forced && shallowerForced)) {
            return Messages.tr("review.lossConfirmed", said, depth, ScoreText.amount(loss), depth - 1);
        }
        return depthShown ? said : Messages.tr("review.lossAt", said, depth);
    }

    /**
     * A move whose record carries a glyph other than the review's mark, with both: the author's
     * glyph stays on the move (the review never overwrites it) and the review's mark follows in
     * brackets, "4. c3_d4!? (review: ??, 1.60 lost)" ("(review: ??, proved by the exact solver)"
     * for a proof). One wording for the review's printout, its evidence in the record and guess
     * the move, so the three say the same of one move.
     *
     * @param move      the move with its number, without a glyph
     * @param recordNag the glyph in the record (a NAG from 1 to 6)
     * @param reviewNag the review's mark as a NAG ({@link Judge.Mark#nag})
     * @param proved    true when the exact solver decided the mark
     * @param loss      the counted loss in hundredths
     */
    public static String bothMarks(String move, int recordNag, int reviewNag, boolean proved, int loss) {
        String why = proved ? Messages.tr("review.provedShort") : Messages.tr("review.lostAmount", ScoreText.amount(loss));
        return Messages.tr("review.bothMarks", move, Nag.symbol(recordNag), Nag.symbol(reviewNag), why);
    }

    /**
     * {@link #bothMarks} where the words that follow say the loss (guess the move, sparring:
     * "4. c3_d4!? (review: ??): 1.60 lost at depth 7; better was 4. c3xd4").
     */
    public static String bothMarks(String move, int recordNag, int reviewNag) {
        return Messages.tr("review.bothMarksShort", move, Nag.symbol(recordNag), Nag.symbol(reviewNag));
    }

    /**
     * The glyph of {@code d} that is not the review's: the move glyph when the node has one and
     * its {@code computer} mark does not record it as the review's. Empty otherwise.
     */
    public static Optional<Integer> authorGlyph(NodeData d) {
        Optional<Integer> g = d.moveGlyph();
        if (g.isEmpty()) {
            return g;
        }
        if (d.computerMark().flatMap(ComputerMark::nag).equals(g)) {
            // the review's own glyph (its mark records it)
            return Optional.empty();
        }
        return g;
    }

    /**
     * The evaluation after a reviewed move as {@code parlour review --all} prints it: the stored
     * value in the review's form ({@link ScoreText#ofStored}: {@code +0.35}, {@code #3} for a win
     * the solver proved), or, after a move that ends the game (no evaluation is stored there),
     * the result in words: "wins the game", "loses the game" or "draws the game".
     */
    public static String evaluationText(MoveReview m) {
        if (m.evaluation().isPresent()) {
            return ScoreText.ofStored(m.evaluation().get().value());
        }
        if (m.playedScore().isPresent()) {
            int s = m.playedScore().get();
            return Messages.tr(s > Analyzer.WIN - 1000 ? "review.endsWon" : s < -(Analyzer.WIN - 1000) ? "review.endsLost" : "review.endsDrawn");
        }
        return "";
    }

    /**
     * The words written for a mistake ({@link #comment}), after the move with both marks when its
     * record {@code d} keeps an author's glyph other than the review's ({@link #bothMarks}: "4.
     * c3_d4!? (review: ??). Better: ..."), so the window's review words say what the
     * printout says and the move list's glyph is not read as the review's.
     */
    static String evidence(MoveReview m, NodeData d) {
        Optional<Integer> author = authorGlyph(d);
        if (m.glyph().isEmpty() || author.isEmpty() || author.equals(m.glyph())) {
            return comment(m);
        }
        return Messages.tr("review.bothMarksSaid", bothMarks(m.played(), author.get(), m.glyph().get()), comment(m));
    }

    /** "+0.80 for White" ({@link ScoreText}: "+0,80" in French), "a win for White in 5 plies", "a loss for White in 4 plies". */
    static String score(int score, Seat seat) {
        if (Math.abs(score) > Analyzer.WIN - 1000) {
            return Messages.tr(score > 0 ? "review.winIn" : "review.lossIn", seat.localName(), Analyzer.WIN - Math.abs(score));
        }
        return Messages.tr("review.scoreFor", ScoreText.signed(score), seat.localName());
    }

    /**
     * What {@link #remove} did: the record, how many nodes it changed or deleted, and how many
     * computer-made moves it kept because they lead to (or are) the user's own moves or comments,
     * or lie on the main line.
     *
     * @param record the record without what the review wrote
     * @param removed nodes changed (a glyph, evaluation or mark taken off) plus nodes deleted
     * @param kept computer-made moves kept: on the main line, edited by the user, or on the path
     *     to a move or comment of the user's inside a computer-made variation
     */
    public record Removal(GameRecord record, int removed, int kept) {
    }

    /**
     * True when {@link #remove} would change something: quick (a look at each node) when no node
     * carries the mark or a review's evaluation, as in a record never reviewed; else {@link #removal}.
     */
    public static boolean anyToRemove(GameRecord record) {
        boolean marked = false;
        for (Node n : record.tree().preorder()) {
            if (isComputerMade(n.data()) || isReviewEvaluation(n.data())) {
                marked = true;
                break;
            }
        }
        return marked && removal(record).removed() > 0;
    }

    /** The nodes {@link #remove} would change or delete (0: nothing to remove). */
    public static int count(GameRecord record) {
        return removal(record).removed();
    }

    /**
     * The record without anything a review wrote: {@link #removal}'s record.
     */
    public static GameRecord remove(GameRecord record) {
        return removal(record).record();
    }

    /**
     * Takes out what a review wrote and nothing else (docs/review.md, "What is written"):
     * <ul>
     *   <li>the glyphs a review added (when still the ones it added), its marks on the game's
     *       moves (with the words a mark keeps, {@link #words}) and evaluations whose source is the
     *       review's;</li>
     *   <li>the moves of computer-made variations, each only when it lies off the main line and
     *       neither it nor anything below it is the user's: a move without the mark, or a marked
     *       move the user annotated (a comment other than the review's evidence, a glyph, markup,
     *       an evaluation of another source, a quiz, a role or another field).</li>
     * </ul>
     * So a variation the user continued keeps the path from its start to the user's moves (with
     * the evidence comment), and a marked move on the main line (a variation made the main line)
     * is never deleted; {@link Removal#kept()} counts those moves.
     */
    public static Removal removal(GameRecord record) {
        MoveTree t = record.tree();
        Set<Long> main = new HashSet<>();
        for (Node n : t.mainLine()) {
            main.add(n.id());
        }
        List<Node> order = t.preorder();
        // post-order over the preorder list: a node is kept when it is the user's, on the main
        // line, or has a kept child
        Map<Long, Boolean> userBelow = new HashMap<>();
        for (int i = order.size() - 1; i >= 0; i--) {
            Node n = order.get(i);
            boolean own = n.isRoot() || !isComputerLine(n.data()) || main.contains(n.id()) || edited(t, n);
            boolean below = false;
            for (long c : n.childIds()) {
                below |= userBelow.getOrDefault(c, false);
            }
            userBelow.put(n.id(), own || below);
        }
        int removed = 0;
        int kept = 0;
        List<Long> deletions = new ArrayList<>();
        for (Node n : order) {
            if (n.isRoot()) {
                continue;
            }
            NodeData d = n.data();
            boolean line = isComputerLine(d);
            if (line && !userBelow.get(n.id())) {
                if (userBelow.get(n.parentId().orElseThrow())) {
                    deletions.add(n.id());
                }
                removed++;
                continue;
            }
            if (line) {
                kept++;
            }
            NodeData changed = d;
            Optional<ComputerMark> mark = d.computerMark();
            if (mark.isPresent()) {
                Optional<Integer> nag = mark.get().nag();
                if (nag.isPresent() && d.moveGlyph().equals(nag)) {
                    changed = changed.withoutNag(nag.get());
                }
                // a kept move of a variation keeps the line mark (a later removal may take it)
                changed = changed.withComputerMark(line ? Optional.of(lineMark(mark.get())) : Optional.empty());
            }
            if (isReviewEvaluation(changed)) {
                changed = changed.withEvaluation(Optional.empty());
            }
            if (!changed.equals(d)) {
                t = t.withData(n.id(), changed);
                removed++;
            }
        }
        for (long id : deletions) {
            t = t.delete(id);
        }
        return new Removal(record.withTree(t), removed, kept);
    }

    /**
     * True when a marked move of a variation carries something the review does not write: a
     * comment before it, markup, a quiz, a role, a field other than the mark, a glyph other than
     * the one its mark records, an evaluation of another source, or a comment after it other than
     * the evidence the review wrote (the mark's {@code "comment"} checksum when present; without
     * one, as written by older versions, the first move of a variation may carry a comment).
     */
    static boolean edited(MoveTree t, Node n) {
        NodeData d = n.data();
        ComputerMark mark = d.computerMark().orElseThrow();
        if (!d.commentBefore().isEmpty() || !d.markup().isEmpty() || d.quiz().isPresent() || d.role().isPresent()
                || !d.extensions().isEmpty()) {
            return true;
        }
        if (d.evaluation().isPresent() && !isReviewEvaluation(d)) {
            return true;
        }
        List<Integer> reviewNags = mark.nag().map(List::of).orElse(List.of());
        if (!d.nags().isEmpty() && !d.nags().equals(reviewNags)) {
            return true;
        }
        if (d.commentAfter().isEmpty()) {
            return false;
        }
        if (mark.comment().isPresent()) {
            return !mark.comment().get().equals(checksum(d.commentAfter()));
        }
        return isComputerLine(t.node(n.parentId().orElseThrow()).data());
    }

    /**
     * The line mark of {@code mark} without its glyph, words or anything else:
     * {@code {"by": "review", "line": true}}, with its checksum when it has one.
     */
    private static ComputerMark lineMark(ComputerMark mark) {
        return LINE_MARK.withComment(mark.comment());
    }

    /** CRC-32 of the UTF-8 text, 8 lower-case hex digits: tells the review's evidence comment from an edited one. */
    static String checksum(String text) {
        CRC32 crc = new CRC32();
        crc.update(text.getBytes(StandardCharsets.UTF_8));
        return String.format(Locale.ROOT, "%08x", crc.getValue());
    }
}
