package org.parlour.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.Judge;
import org.parlour.review.MoveReview;
import org.parlour.review.Review;
import org.parlour.review.ReviewOptions;
import org.parlour.review.Reviewer;
import org.parlour.study.GameRecord;
import org.parlour.tree.Node;

/**
 * Depth stability of the judge's marks (docs/benchmarks.md, "Judge"): every sample game
 * ({@code samples/*}{@code /game-*.json}, {@code sample-game.json}) reviewed along its main line at
 * depth d and d+1, no time limit, and the moves whose mark ({@link Judge.Mark}, unknown counted as
 * unmarked) differs between the two. Issue 29 asks for at most one per game.
 *
 * <p>Usage: {@code JudgeStability [OFFSET|small] [PROOF_NODES] [FILE...]}: OFFSET (default 0) is
 * added to each game's review default depth; {@code small} takes the depths of
 * {@code JudgeStabilityTest} (Agora and Tournament 2, Conspirateurs 1); PROOF_NODES (default
 * 5000, the review's) is the solver's budget a question, 0 for no proofs; FILE... (default every
 * sample game) the records to compare.
 */
public final class JudgeStability {
    private JudgeStability() {
    }

    /** One game's result. */
    public record Row(String file, int depth, int moves, int marksAtD, int marksAtD1, List<String> differ, long millis) {
    }

    /** The sample games, in path order. */
    public static List<Path> samples() throws IOException {
        try (Stream<Path> s = Files.walk(Path.of("samples"))) {
            return s.filter(p -> p.getFileName().toString().matches("game-\\d+\\.json|sample-game\\.json")).sorted().toList();
        }
    }

    /** Reviews {@code file} at {@code depth} and {@code depth + 1} and compares the marks; {@code proofNodes} 0: no proofs. */
    public static Row compare(Path file, int depth, long proofNodes) throws IOException {
        GameRecord r = new RecordJson(Games.all()).read(file).value();
        Game<?, ?> game = Games.byId(r.gameId()).create(r.rules());
        ReviewOptions o = ReviewOptions.defaults(r.gameId()).withMoveTime(Duration.ZERO)
                .withProof(proofNodes > 0 ? ReviewOptions.DEFAULT_PROOF_MOVES : 0, Math.max(1, proofNodes));
        List<Node> main = r.tree().mainLine();
        long last = main.get(main.size() - 1).id();
        long t0 = System.nanoTime();
        Review a = Reviewer.review(game, r, last, o.withDepth(depth), p -> { }, new AtomicBoolean());
        Review b = Reviewer.review(game, r, last, o.withDepth(depth + 1), p -> { }, new AtomicBoolean());
        List<String> differ = new ArrayList<>();
        for (int i = 0; i < a.moves().size(); i++) {
            MoveReview x = a.moves().get(i);
            MoveReview y = b.moves().get(i);
            if (!x.glyph().equals(y.glyph())) {
                differ.add(x.played() + " " + x.mark() + "/" + x.loss() + " -> " + y.mark() + "/" + y.loss());
            }
        }
        return new Row(file.toString(), depth, a.moves().size(), a.mistakes().size(), b.mistakes().size(), differ,
                (System.nanoTime() - t0) / 1_000_000);
    }

    /** The depth d of {@code JudgeStabilityTest}: 1 for Conspirateurs, 2 for the others. */
    public static int smallDepth(String gameId) {
        return gameId.equals("conspirateurs") ? 1 : 2;
    }

    public static void main(String[] args) throws IOException {
        boolean small = args.length > 0 && args[0].equals("small");
        int offset = args.length > 0 && !small ? Integer.parseInt(args[0]) : 0;
        long nodes = args.length > 1 ? Long.parseLong(args[1]) : -1;
        List<Path> files = args.length > 2
                ? java.util.Arrays.stream(args).skip(2).map(Path::of).toList() : samples();
        System.out.println("| game | d, d+1 | moves | marks at d | at d+1 | moves whose mark differs | ms |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (Path p : files) {
            String id = p.getParent().getFileName().toString();
            int d = small ? smallDepth(id) : ReviewOptions.defaultDepth(id) + offset;
            Row row = compare(p, Math.max(1, d), nodes < 0 ? ReviewOptions.defaultProofNodes(id) : nodes);
            System.out.printf("| %s | %d, %d | %d | %d | %d | %d %s | %d |%n", row.file(), row.depth(), row.depth() + 1,
                    row.moves(), row.marksAtD(), row.marksAtD1(), row.differ().size(), row.differ(), row.millis());
        }
    }
}
