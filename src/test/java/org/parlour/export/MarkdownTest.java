package org.parlour.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;

/** Comments parsed with a bound on nesting (issue 27, D26): deep text is shown as written, never a stack overflow. */
class MarkdownTest {
    private static final Path D26 = Path.of("src/test/resources/org/parlour/cli/reliability/D26-deep-markdown.json");

    @Test
    void theCasesDeepQuotesAndListsAreShownAsWritten() throws IOException {
        GameRecord r = new RecordJson(Games.all()).read(D26).value();
        String quotes = r.tree().node(1).data().commentAfter();
        String lists = r.tree().node(2).data().commentAfter();
        assertThat(Markdown.tooDeep(quotes)).isTrue();
        assertThat(Markdown.tooDeep(lists)).isTrue();
        assertThat(Markdown.plain(quotes)).startsWith("> > > ").endsWith("x");
        assertThat(Markdown.plain(lists)).startsWith("- - - ").endsWith("x");
    }

    @Test
    void nestingBeyondTheBoundIsRefusedBeforeTheRenderersRecurse() {
        int deep = Markdown.MAX_NESTING + 1;
        assertThat(Markdown.tooDeep("> ".repeat(deep) + "x")).isTrue();
        assertThat(Markdown.tooDeep("> ".repeat(Markdown.MAX_NESTING - 3) + "x")).isFalse();
        StringBuilder indented = new StringBuilder();
        for (int i = 0; i < 200; i++) {
            indented.append("  ".repeat(i)).append("- x\n");
        }
        assertThat(Markdown.tooDeep(indented.toString())).isTrue();
        // thousands of nested emphasis runs overflow commonmark's inline parser itself
        String emphasis = "*".repeat(20_000) + "x" + "*".repeat(20_000);
        assertThat(Markdown.plain(emphasis)).contains("x");
        assertThat(Markdown.plain("_a *b **c** d* e_")).isEqualTo("a b c d e");
    }

    @Test
    void ordinaryCommentsRenderAsBefore() {
        assertThat(Markdown.tooDeep("**Bold** and _em_\n\n> quoted\n> > twice\n\n- a\n  - b\n    - c")).isFalse();
        assertThat(Markdown.plain("*One* **two**\n\n## Three\n_four_")).isEqualTo("One two Three four");
        assertThat(Markdown.plain("1. d2_e1 e1-e2")).contains("d2_e1");
        assertThat(Markdown.plain(null)).isEmpty();
        assertThat(Markdown.markerDepth("1. a2-b3 a5-b4 2. f2-e3")).isEqualTo(1);
    }
}
