package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.study.GameRecord;

/**
 * Pins the solver's whole answer to every problem under {@code samples/} (problem collections
 * and courses): verdict, shortest solution, keys and threats, tries with their refutations, the
 * solution tree and the number of duals, as {@link SolutionText} prints them (without the node
 * count and time). Speed work on the solver must leave every line unchanged. The expected text
 * is {@code sample-answers.txt} next to this class; on a mismatch the actual text is written to
 * {@code target/sample-answers.actual.txt} for review.
 */
class SolverAnswersPinTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    @Test
    void everySampleAnswerIsUnchanged() throws IOException {
        String expected;
        try (InputStream in = SolverAnswersPinTest.class.getResourceAsStream("sample-answers.txt")) {
            assertThat(in).as("sample-answers.txt").isNotNull();
            expected = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String actual = answers();
        if (!actual.equals(body(expected))) {
            Path out = Path.of("target", "sample-answers.actual.txt");
            Files.createDirectories(out.getParent());
            Files.writeString(out, actual);
        }
        assertThat(actual).isEqualTo(body(expected));
    }

    /** The expected text without its comment lines. */
    private static String body(String text) {
        StringBuilder b = new StringBuilder();
        for (String line : text.split("\n", -1)) {
            if (!line.startsWith("#")) {
                b.append(line).append('\n');
            }
        }
        return b.toString().strip() + "\n";
    }

    static String answers() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Path.of("samples"))) {
            files = walk.filter(p -> p.toString().endsWith(".json")).filter(p -> !org.parlour.SampleLibraries.isLibrary(p)).sorted().toList();
        }
        List<String> out = new ArrayList<>();
        for (Path file : files) {
            List<GameRecord> chapters = JSON.readAny(file).value().chapters();
            for (int i = 0; i < chapters.size(); i++) {
                GameRecord r = chapters.get(i);
                if (r.problem().isPresent()) {
                    out.add("== " + Path.of("samples").relativize(file).toString().replace('\\', '/') + " #" + (i + 1)
                            + " " + r.meta().title());
                    out.addAll(answer(Games.byId(r.gameId()).create(r.rules()), r));
                }
            }
        }
        return String.join("\n", out).strip() + "\n";
    }

    private static <P, M> List<String> answer(Game<P, M> game, GameRecord record) {
        Problem<P, M> problem = ProblemRecords.problem(game, record);
        Solution<M> s = SampleSolutions.of(problem, record);
        List<String> lines = new ArrayList<>(SolutionText.lines(problem, s));
        lines.set(lines.size() - 1, "duals: " + s.duals().size());
        return lines;
    }
}
