package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.parlour.core.Game;
import org.parlour.document.ParlourJson;
import org.parlour.games.Games;
import org.parlour.json.LoadIssue;
import org.parlour.json.RecordFile;
import org.parlour.json.RecordJson;
import org.parlour.review.MoveReview;
import org.parlour.review.Review;
import org.parlour.review.ReviewAnnotations;
import org.parlour.review.ReviewOptions;
import org.parlour.review.Reviewer;
import org.parlour.review.ScoreText;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code review <file> [--lang TAG]}: reviews the main line (or the line to {@code --node}) of a record or of
 * one chapter of a collection (docs/review.md) and prints each mistake with its glyph, the better
 * move and the evidence, then a summary, these words in the reader's language ({@link ReaderLanguage}:
 * {@code --lang}, else the system's). {@code --write} stores glyphs, evaluations and
 * computer-made variations in the file (atomic save, as {@code solve --write}; a save that fails
 * puts the reviewed file in another one and names it, {@link Rescue}, exit 2);
 * {@code --remove} takes everything a review wrote out again. Exit 0 on success, 1 for bad file
 * content (a file read in part: the review of what could be read is printed, with one warning a
 * problem and a note; {@code --write} and {@code --remove} refuse it before any work, since saving
 * would drop what could not be read, but write a collection back with a chapter that could not be
 * read at all kept as it was, as {@code solve --write} does: {@link PartlyRead}), 2 for usage
 * errors and missing or unreadable files.
 */
@Command(name = "review", mixinStandardHelpOptions = true)
final class ReviewCommand extends Subcommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<file>", descriptionKey = "review.file")
    Path file;

    @Option(names = "--chapter", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "review.chapter")
    int chapter = 1;

    @Option(names = "--node", paramLabel = "ID", descriptionKey = "review.node")
    Long node;

    @Option(names = "--from", converter = NumberConverters.Clamped.class, paramLabel = "PLY", descriptionKey = "review.from")
    int from = 1;

    @Option(names = "--depth", converter = NumberConverters.Clamped.class, paramLabel = "PLIES", descriptionKey = "review.depth")
    Integer depth;

    /** Null: the node budget alone (with its safety stop); else a time limit instead (0: none). */
    @Option(names = "--time", paramLabel = "MS", descriptionKey = "review.time")
    Long time;

    /** Null: the game's default budget, or none when {@code --time} is given. */
    @Option(names = "--nodes", paramLabel = "N", descriptionKey = "review.nodes")
    Long nodes;

    @Option(names = "--proof", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "review.proof")
    int proof = ReviewOptions.DEFAULT_PROOF_MOVES;

    @Option(names = "--write", descriptionKey = "review.write")
    boolean write;

    @Option(names = "--remove", descriptionKey = "review.remove")
    boolean remove;

    @Option(names = "--all", descriptionKey = "review.all")
    boolean all;

    /** Null: the system's language, as for the messages ({@link ReaderLanguage}). */
    @Option(names = "--lang", paramLabel = "TAG", descriptionKey = "review.lang")
    String lang;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = out();
        PrintWriter err = err();
        if (depth != null && (depth < 1 || depth > 64)) {
            throw refuse(Messages.tr("cli.review.depth", typed("--depth", depth)));
        }
        if (time != null && time < 0) {
            throw refuse(Messages.tr("cli.review.time", time));
        }
        if (nodes != null && nodes < 0) {
            throw refuse(Messages.tr("cli.review.nodes", nodes));
        }
        if (proof < 0 || proof > 30) {
            throw refuse(Messages.tr("cli.review.proof", typed("--proof", proof)));
        }
        if (remove && write) {
            throw refuse(Messages.tr("cli.review.removeWrite"));
        }
        // the review's words (each mistake's evidence, printed and written, and the summary) in
        // the reader's language, as sheet --lang prints its own words; a bad tag is a usage error before any reading
        java.util.Locale reader = ReaderLanguage.of(lang, spec.commandLine());
        RecordJson json = ParlourJson.get();
        RecordFile loaded;
        try {
            // read as an editor does (and as solve): the chapters that could not be read are kept to be written back
            loaded = RecordFile.read(json, file);
        } catch (IOException e) {
            return FileErrors.report(err, file, e);
        }
        List<LoadIssue> lost = loaded.lossProblems();
        if ((write || remove) && !lost.isEmpty()) {
            // writing the record back would drop what the reader dropped: refused before any work, as
            // convert refuses (docs/decisions.md, 2026-12-06); a chapter that could not be read at all
            // is no loss, it is written back as it was (as solve --write); without --write the review is printed
            return PartlyRead.refuse(err, file, lost);
        }
        List<GameRecord> chapters = loaded.chapters().chapters();
        if (FileChapter.count(chapters.size(), loaded.problems()) == 0) {
            // a valid empty collection: nothing to review is not a usage error
            PartlyRead.goOn(err, file, loaded.problems(), "review");
            err.println(Messages.tr("cli.error", Messages.tr("cli.noChapters.review", FileErrors.name(file))));
            return Cli.INVALID;
        }
        // the file's chapter N, counting those that could not be read: one line and exit 2, nothing
        // written, for a chapter outside the file's or one that could not be read
        int index = FileChapter.index(err, file, chapter, typed("--chapter", chapter), chapters.size(), loaded.problems());
        if (index == FileChapter.NONE) {
            return Cli.USAGE;
        }
        // a printed review of what could be read: each issue and one note, exit code 1 (as sheet, mine, show, solve)
        PartlyRead.goOn(err, file, loaded.problems(), "review");
        GameRecord record = chapters.get(index);
        if (remove) {
            ReviewAnnotations.Removal removal = ReviewAnnotations.removal(record);
            int n = removal.removed();
            if (n > 0) {
                RecordFile.save(json, file, withReviewed(loaded, index, removal.record()), loaded.isCollection(), loaded.unreadable());
            }
            out.println(n == 0 ? Messages.tr("cli.review.nothingToRemove", FileErrors.name(file)) : Messages.tr("cli.review.removed", n, FileErrors.name(file)));
            if (removal.kept() > 0) {
                out.println(Messages.tr("cli.review.kept", removal.kept()));
            }
            if (n > 0) {
                PartlyRead.keptUnreadable(err, file, loaded);
            }
            return loaded.problems().isEmpty() ? Cli.OK : Cli.INVALID;
        }
        long last = node != null ? node : lastOfMainLine(record.tree());
        if (!record.tree().contains(last)) {
            // one error: line and exit 2, as show --node says it (not a malformed option's usage hint)
            err.println(Messages.tr("cli.error", Messages.tr("cli.noSuchNode", String.valueOf(last), FileErrors.name(file))));
            return Cli.USAGE;
        }
        int plies = record.tree().ply(last);
        if (from < 1 || from > Math.max(1, plies)) {
            // before the line's start or past its end: nothing would be reviewed, which is a mistake in
            // the command; one error: line naming the line's length and exit 2, as --node 99999 (not
            // picocli's usage hint), the same for 0, -5 and 99999999999
            err.println(Messages.tr("cli.error", Messages.tr("cli.review.fromBeyond", typed("--from", from), plies)));
            return Cli.USAGE;
        }
        Integer unsaveable = write ? Cli.refuseUnsaveable(err, file) : null;
        if (unsaveable != null) {
            return unsaveable;
        }
        Game<?, ?> game = Games.create(record.gameId(), record.rules());
        ReviewOptions options = limits(ReviewOptions.defaults(record.gameId())
                .withDepth(depth != null ? depth : ReviewOptions.defaultDepth(record.gameId()))
                .withProof(proof, ReviewOptions.defaultProofNodes(record.gameId())));
        // Ctrl+C (or SIGTERM) stops after the current move and prints what was reviewed, as mine and selfplay do
        try (Cancel cancel = new Cancel()) {
            long start = System.nanoTime();
            long[] lastShown = {start};
            Review review = Reviewer.review(game, record, last, from, options, p -> {
                long now = System.nanoTime();
                if (now - lastShown[0] >= PROGRESS_NANOS && p.done() < p.total()) {
                    lastShown[0] = now;
                    err.println(Messages.tr("cli.review.progress", p.done(), p.total(), (now - start) / 1_000_000_000L));
                    err.flush();
                }
            }, cancel.flag());
            Messages.in(reader, () -> {
                print(review, record, out);
                return null;
            });
            if (review.cancelled()) {
                // a part of the line is not worth a file changed: the review is printed, the file left as it was
                if (write) {
                    err.println(Messages.tr("cli.error", Messages.tr("cli.review.cancelledNotWritten", FileErrors.name(file))));
                }
                out.flush();
                err.flush();
                return Cli.OK;
            }
            if (write) {
                ReviewAnnotations.Applied applied = Messages.in(reader, () -> ReviewAnnotations.apply(record, review));
                // a save that fails after a long review puts the reviewed file in another one, named in the error
                Path saved = Rescue.save(err, file, RecordFile.write(json, withReviewed(loaded, index, applied.record()),
                        loaded.isCollection(), loaded.unreadable()));
                if (saved == null) {
                    return Cli.USAGE;
                }
                out.println(Messages.tr("cli.review.written", FileErrors.name(saved), applied.glyphs(), applied.variations(),
                        applied.evaluations(), applied.words()));
                if (!saved.equals(file)) {
                    out.flush();
                    return Cli.USAGE;
                }
                PartlyRead.keptUnreadable(err, file, loaded);
            }
            out.flush();
            err.flush();
        }
        return loaded.problems().isEmpty() ? Cli.OK : Cli.INVALID;
    }

    /**
     * The analysis' limits per position from {@code --nodes} and {@code --time}: neither, the
     * game's node budget with the safety stop (the same verdicts on every machine); {@code --nodes}
     * alone, that budget with the safety stop; {@code --time} alone, that time limit and no node
     * budget (as before the budgets); both, both.
     */
    private ReviewOptions limits(ReviewOptions defaults) {
        if (time == null) {
            return nodes == null ? defaults : defaults.withMoveNodes(nodes);
        }
        return defaults.withLimits(nodes == null ? 0 : nodes, Duration.ofMillis(time));
    }

    /** A progress line on standard error at most this often (a short review prints none). */
    private static final long PROGRESS_NANOS = 2_000_000_000L;

    private static long lastOfMainLine(MoveTree tree) {
        List<Node> main = tree.mainLine();
        return main.isEmpty() ? MoveTree.ROOT_ID : main.get(main.size() - 1).id();
    }

    /**
     * Each mistake with its evidence (and with {@code --all} every move with its evaluation), then
     * the summary. A move whose record carries an author's glyph other than the review's mark
     * keeps it in the file ({@code --write} writes no glyph there): it is printed with both,
     * "4. c3_d4!? (review: ??, 1.60 lost)", the summary's counts leave it out and say how many such
     * moves keep their author's glyph and that the review's is not written ("; 1 move keeps the
     * author's glyph (the review's ?? is not written): 4. c3_d4!?"), so the counts printed match the
     * glyphs {@code --write} reports.
     */
    private void print(Review review, GameRecord record, PrintWriter out) {
        int[] count = new int[7];
        int proofs = 0;
        List<String> kept = new ArrayList<>();
        java.util.Set<String> notWritten = new java.util.LinkedHashSet<>();
        for (MoveReview m : review.moves()) {
            proofs += m.proof().isPresent() ? 1 : 0;
            Optional<Integer> author = record.tree().find(m.nodeId()).flatMap(n -> ReviewAnnotations.authorGlyph(n.data()));
            if (m.glyph().isPresent()) {
                // counted only where --write writes it: a move with the author's glyph keeps that one
                if (author.isPresent()) {
                    notWritten.add(Nag.symbol(m.glyph().get()));
                } else {
                    count[m.glyph().get()]++;
                }
                String label = m.played() + Nag.symbol(m.glyph().get());
                if (author.isPresent() && !author.equals(m.glyph())) {
                    label = ReviewAnnotations.bothMarks(m.played(), author.get(), m.glyph().get(), m.proved(), m.loss());
                    kept.add(m.played() + Nag.symbol(author.get()));
                } else if (author.isPresent()) {
                    kept.add(m.played() + Nag.symbol(author.get()));
                }
                out.println(label + "  " + ReviewAnnotations.comment(m));
            } else if (all) {
                out.println(m.played() + "  " + evaluation(m) + Messages.tr("cli.review.depthOf", m.depth()));
            }
        }
        String keptWords = kept.isEmpty() ? "" : Messages.tr("cli.review.authorKept", kept.size(), String.join(", ", kept),
                notWritten.size(), String.join(", ", notWritten));
        out.println(Messages.tr("cli.review.summary", review.moves().size(), review.total(),
                String.format(Messages.locale(), "%.1f", review.millis() / 1000.0), count[Nag.BLUNDER], count[Nag.MISTAKE],
                count[Nag.DUBIOUS], proofs) + keptWords + (review.cancelled() ? Messages.tr("cli.review.cancelled") : ""));
    }

    /** The evaluation after the move as {@code --all} prints it ({@link ReviewAnnotations#evaluationText}). */
    private static String evaluation(MoveReview m) {
        return ReviewAnnotations.evaluationText(m);
    }

    /** The file read, with {@code changed} in place of the chapter reviewed, {@code index} among the chapters read. */
    private static RecordCollection withReviewed(RecordFile loaded, int index, GameRecord changed) {
        List<GameRecord> chapters = new ArrayList<>(loaded.chapters().chapters());
        chapters.set(index, changed);
        return loaded.chapters().withChapters(chapters);
    }
}
