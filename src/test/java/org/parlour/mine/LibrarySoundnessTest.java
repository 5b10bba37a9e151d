package org.parlour.mine;

import static org.assertj.core.api.Assertions.assertThat;

import com.networknt.schema.InputFormat;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.SampleLibraries;
import org.parlour.core.Defence;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.games.Games;
import org.parlour.json.LoadResult;
import org.parlour.json.RecordJson;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.tree.Node;
import org.parlour.tree.ProblemRole;

/**
 * The shipped problem libraries (samples/&lt;game&gt;/library*.json, issue 30): each file valid
 * against the schema, read without problems and written back byte for byte; every problem
 * carries themes, a rating, an origin and a statement; and a seeded sample of each file is
 * proved again by the exact solver: solved in exactly N (not fewer) with one key, the one
 * recorded, and the recorded main line reaches the goal. The default run re-proves
 * {@value #SAMPLE} problems a file (a few seconds; the seed is printed, set it again with
 * {@code -Dparlour.library.seed=...}); {@code mvn -Plibrary test -Dtest=LibrarySoundnessTest}
 * re-proves all of them.
 */
class LibrarySoundnessTest {
    static final int SAMPLE = 4;
    static final RecordJson JSON = new RecordJson(Games.all());
    static final boolean ALL = Boolean.getBoolean("parlour.library.all");
    static final long SEED = Long.getLong("parlour.library.seed", System.nanoTime());

    @TestFactory
    Stream<DynamicTest> everyLibraryIsCanonicalAndItsSampleIsSound() throws Exception {
        List<DynamicTest> tests = new ArrayList<>();
        System.out.println("LibrarySoundnessTest seed " + SEED + (ALL ? " (all problems)" : ""));
        for (Path file : SampleLibraries.files()) {
            tests.add(DynamicTest.dynamicTest(file + " (seed " + SEED + ")", () -> check(file)));
        }
        return tests.stream();
    }

    private static void check(Path file) throws Exception {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        assertThat(JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012)
                .getSchema(Files.readString(Path.of("docs/schema/parlour-record-1.schema.json"), StandardCharsets.UTF_8))
                .validate(text, InputFormat.JSON)).as("schema").isEmpty();
        LoadResult<RecordCollection> r = JSON.readAny(file);
        assertThat(r.problems()).as("problems on load").isEmpty();
        assertThat(JSON.write(r.value())).as("canonical round trip").isEqualTo(text);
        List<GameRecord> chapters = r.value().chapters();
        for (GameRecord g : chapters) {
            ProblemSpec p = g.problem().orElseThrow();
            assertThat(p.themes()).as(g.meta().title()).isNotEmpty();
            assertThat(p.rating()).isPresent();
            assertThat(p.rd()).isPresent();
            assertThat(p.statement()).isNotEmpty();
            assertThat(g.meta().origin()).isPresent();
        }
        noTwoAlike(chapters);
        List<GameRecord> sample = new ArrayList<>(chapters);
        if (!ALL) {
            Random random = new Random(SEED ^ file.toString().hashCode());
            sample.clear();
            for (int i = 0; i < SAMPLE && !chapters.isEmpty(); i++) {
                sample.add(chapters.get(random.nextInt(chapters.size())));
            }
        }
        for (GameRecord g : sample) {
            reprove(Games.byId(g.gameId()).create(g.rules()), g);
        }
    }

    /** No problem is another's image under a symmetry of the board (nor the same position twice). */
    private static void noTwoAlike(List<GameRecord> chapters) {
        java.util.Map<String, String> seen = new java.util.HashMap<>();
        for (GameRecord g : chapters) {
            String key = key(Games.byId(g.gameId()).create(g.rules()), g);
            String before = seen.putIfAbsent(key, g.setup());
            assertThat(before).as("%s is %s seen by a symmetry of the board", g.setup(), before).isNull();
        }
    }

    private static <P, M> String key(Game<P, M> game, GameRecord g) {
        ProblemSpec spec = g.problem().orElseThrow();
        return Symmetries.key(game, Symmetries.of(game.shape()), game.parsePosition(g.setup()), spec.seat(),
                game.goal(spec.goal(), spec.goalParams()).orElseThrow(), spec.moves());
    }

    private static <P, M> void reprove(Game<P, M> game, GameRecord g) {
        ProblemSpec spec = g.problem().orElseThrow();
        String name = g.meta().title() + " (" + g.setup() + ")";
        P start = game.parsePosition(g.setup());
        Goal<P, M> goal = game.goal(spec.goal(), spec.goalParams()).orElseThrow();
        Problem<P, M> problem = new Problem<>(game, start, spec.seat(), goal, spec.moves(), Defence.BEST);
        Solution<M> s = Solver.solve(problem, SolveOptions.defaults().withThreads(1), x -> { }, new AtomicBoolean());
        assertThat(s.verdict()).as(name).isEqualTo(Verdict.PROVED);
        assertThat(s.shortest()).as(name + ": solved in exactly N").isEqualTo(spec.moves());
        assertThat(s.keys()).as(name + ": one key").hasSize(1);
        List<Node> main = g.tree().mainLine();
        assertThat(main.get(0).data().role()).contains(ProblemRole.KEY);
        assertThat(game.formatMove(start, s.keys().get(0))).as(name + ": the recorded key").isEqualTo(main.get(0).data().move());
        List<M> line = new ArrayList<>();
        P p = start;
        for (Node n : main) {
            M m = game.parseMove(p, n.data().move());
            line.add(m);
            p = game.play(p, m);
        }
        assertThat(problem.reachesGoal(line)).as(name + ": the main line reaches the goal").isTrue();
    }
}
