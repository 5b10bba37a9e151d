package org.parlour.review;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.LocalText;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * The sample games (samples/&lt;game&gt;/game-1.json, game-2.json) speak the judge's voice only
 * (docs/review.md, "What is written into the record"; a new user's trial, 2026-12-06): their
 * glyphs are the review's, each with the {@code computer} mark that records it, their evidence is
 * in English and French, and no comment quotes the 3-ply search that played them ("The search
 * (depth 3, material count) prefers ..."), whose glyphs were on another scale. Taking the review
 * out leaves no glyph and no evaluation. Toolkit-free, no search.
 */
class SampleReviewTest {
    private static final RecordJson JSON = new RecordJson(Games.all());

    static List<Path> games() throws IOException {
        try (Stream<Path> files = Files.walk(Path.of("samples"))) {
            return files.filter(p -> p.getFileName().toString().matches("game-[12]\\.json")).sorted().toList();
        }
    }

    /**
     * The moves the review marked (a glyph with its mark) that have none of its words: neither a
     * variation of the review beside them with its evidence, nor words in their own mark (the
     * better move was a variation already there: Agora game 1 14... e4-d3, Conspirateurs game 1
     * p16-o17; and Tournament game 1 208... e9-f9, where the review took the move played for the
     * better move "already there"). Each as "#id move".
     */
    static List<String> unsaid(GameRecord r) {
        List<String> out = new java.util.ArrayList<>();
        for (Node n : r.tree().preorder()) {
            NodeData d = n.data();
            if (n.isRoot() || d.nags().isEmpty() || d.computerMark().flatMap(org.parlour.tree.ComputerMark::nag).isEmpty()) {
                continue;
            }
            boolean said = ReviewAnnotations.words(d).isPresent() || r.tree().children(n.parentId().orElseThrow()).stream()
                    .map(Node::data)
                    .anyMatch(c -> ReviewAnnotations.isComputerLine(c) && !c.commentAfter().isBlank());
            if (!said) {
                out.add("#" + n.id() + " " + n.move());
            }
        }
        return out;
    }

    /**
     * Every mark of the sample games comes with the review's words (a new user's check found three
     * without: the glyph ?? alone). Fails on the samples as 6ddaa54 left them: agora/game-1
     * #28 e4-d3, conspirateurs/game-1 #249 p16-o17, tournament/game-1 #436 e9-f9.
     */
    @TestFactory
    Stream<DynamicTest> everyMarkHasTheReviewsWords() throws IOException {
        return games().stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            GameRecord r = JSON.read(file).value();
            assertThat(unsaid(r)).isEmpty();
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyGlyphIsTheReviewsAndNoCommentQuotesTheOldSearch() throws IOException {
        List<Path> games = games();
        assertThat(games).hasSize(6);
        return games.stream().map(file -> DynamicTest.dynamicTest(file.toString(), () -> {
            GameRecord r = JSON.read(file).value();
            int glyphs = 0;
            int evidence = 0;
            for (Node n : r.tree().preorder()) {
                NodeData d = n.data();
                for (LocalText c : List.of(d.commentBeforeText(), d.commentAfterText())) {
                    assertThat(c.byTag().values()).as("%s #%d: the old search's words", file, n.id())
                            .noneMatch(t -> t.contains("The search (") || t.contains("La recherche (")
                                    || t.contains("la recherche (profondeur"));
                }
                if (!d.nags().isEmpty()) {
                    glyphs++;
                    assertThat(d.computerMark()).as("%s #%d %s: a glyph the review wrote", file, n.id(), n.move())
                            .hasValueSatisfying(m -> {
                                assertThat(m.by()).isEqualTo("review");
                                assertThat(m.nag()).contains(d.nags().get(0));
                            });
                    assertThat(d.nags()).hasSize(1);
                }
                if (ReviewAnnotations.isComputerLine(d) && !d.commentAfter().isEmpty()) {
                    evidence++;
                    assertThat(d.commentAfterText().byTag()).as("%s #%d: the evidence in both languages", file, n.id())
                            .containsOnlyKeys("en", "fr");
                    assertThat(d.commentAfterText().byTag().get("fr")).matches("(Mieux\u00a0:|Un gain en) .*");
                }
            }
            assertThat(glyphs).as("the review marks some moves of every sample game").isPositive();
            assertThat(evidence).isPositive();
            for (Node n : r.tree().preorder()) {
                ReviewAnnotations.words(n.data()).ifPresent(w -> {
                    assertThat(w.byTag()).as("%s #%d: the mark's words in both languages", file, n.id()).containsOnlyKeys("en", "fr");
                    assertThat(w.byTag().get("en")).matches("(Better:|A win in) .*");
                    assertThat(w.byTag().get("fr")).matches("(Mieux\u00a0:|Un gain en) .*");
                });
            }
            GameRecord removed = ReviewAnnotations.remove(r);
            assertThat(removed.tree().preorder()).as("without the review: no glyph, no evaluation")
                    .allSatisfy(n -> {
                        assertThat(n.data().nags()).isEmpty();
                        assertThat(n.data().evaluation()).isEmpty();
                    });
        }));
    }
}
