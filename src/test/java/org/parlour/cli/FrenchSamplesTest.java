package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.SampleLibraries;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.tree.LocalText;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.Quiz;

/**
 * The courses, problem sets and annotated games under samples/ in French beside the English
 * (issue 31 §2): every text a reader reads has both, and {@code show --lang fr} prints the
 * French of every chapter. (The mined libraries are checked with the miner's texts.)
 */
class FrenchSamplesTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    static List<Path> samples() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("samples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).filter(p -> !SampleLibraries.isLibrary(p)).sorted().toList();
        }
    }

    /** Adds every text of the record to {@code out}. */
    private static void texts(GameRecord r, List<LocalText> out) {
        out.add(r.meta().titleText());
        r.problem().ifPresent(p -> out.add(p.statementText()));
        for (Node n : r.tree().preorder()) {
            NodeData d = n.data();
            out.add(d.commentBeforeText());
            out.add(d.commentAfterText());
            if (d.quiz().isPresent()) {
                Quiz q = d.quiz().get();
                out.add(q.hintText());
                Stream.concat(q.answers().stream(), q.wrong().stream()).forEach(a -> out.add(a.feedbackText()));
            }
        }
    }

    @TestFactory
    Stream<DynamicTest> everyTextHasEnglishAndFrench() throws IOException {
        return samples().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            RecordCollection c = JSON.readAny(file).value();
            List<LocalText> all = new ArrayList<>();
            all.add(c.titleText());
            c.chapters().forEach(r -> texts(r, all));
            List<LocalText> present = all.stream().filter(t -> !t.isEmpty()).toList();
            assertThat(present).as("texts").isNotEmpty();
            for (LocalText t : present) {
                assertThat(t.byTag()).as("%s: %s", file, t.anyText()).containsOnlyKeys("en", "fr");
                String fr = t.byTag().get("fr");
                assertThat(fr).as("French typography: no straight apostrophe, a no-break space before : ; ? !")
                        .doesNotContain("'").doesNotContainPattern(" [:;?!]");
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> showInFrenchPrintsEveryChaptersFrench() throws IOException {
        return samples().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            RecordCollection c = JSON.readAny(file).value();
            for (int i = 0; i < c.chapters().size(); i++) {
                GameRecord r = c.chapters().get(i);
                CliTest.Run run = CliTest.run("show", file.toString(), "--chapter", String.valueOf(i + 1), "--lang", "fr");
                assertThat(run.code()).as(run.err()).isZero();
                String title = r.meta().titleText().byTag().get("fr");
                assertThat(run.out()).as("chapter %d", i + 1).contains(title)
                        .doesNotContain(r.meta().titleText().byTag().get("en"));
                r.problem().ifPresent(p -> assertThat(run.out()).contains(p.statementText().byTag().get("fr")));
                LocalText start = r.tree().root().data().commentAfterText();
                if (!start.isEmpty()) {
                    assertThat(run.out()).contains(start.byTag().get("fr")).doesNotContain(start.byTag().get("en"));
                }
                CliTest.Run en = CliTest.run("show", file.toString(), "--chapter", String.valueOf(i + 1), "--lang", "en");
                assertThat(en.out()).as("English unchanged").contains(r.meta().titleText().byTag().get("en")).doesNotContain(title);
            }
        }));
    }
}
