package org.parlour.interchange;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.tree.Colour;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Mark;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;

/** The comment commands of docs/notation.md ("Comment commands"): written, read back, and what stays text. */
class CommentCommandsTest {

    @Test
    void everythingANodeCarriesIsWrittenAndReadBackInDrawingOrder() {
        List<Mark> marks = List.of(new Mark.Arrow("h10", "h12", Colour.RED), new Mark.Highlight("c3", Colour.YELLOW),
                new Mark.Arrow("a1", "b2", Colour.GREEN), new Mark.Label("q17", "say \"hi\" \\ ]", Colour.BLUE));
        NodeData d = NodeData.ofMove("a1-b2").withCommentAfter("Strong.")
                .withEvaluation(Optional.of(new Evaluation("#-3", 14, "solver \"exact\"")))
                .withMarkup(marks).withRole(Optional.of(ProblemRole.REFUTATION));
        String commands = CommentCommands.write(d);
        assertThat(commands).isEqualTo("[%eval #-3,14] [%evalsource \"solver \\\"exact\\\"\"] [%cal Rh10h12] [%csl Yc3]"
                + " [%cal Ga1b2] [%label Bq17 \"say \\\"hi\\\" \\\\ ]\"] [%role refutation]");
        CommentCommands.Parsed back = CommentCommands.read(commands + " Strong.");
        assertThat(back.applyTo(NodeData.ofMove("a1-b2"))).isEqualTo(d);
    }

    @Test
    void otherToolsFormsAreRead() {
        CommentCommands.Parsed p = CommentCommands.read("[%eval 0.35] [%csl Gd4] [%cal Ye2e4,Rg1f3] a knight");
        assertThat(p.evaluation()).contains(new Evaluation("+0.35", 0, ""));
        assertThat(p.markup()).containsExactly(new Mark.Highlight("d4", Colour.GREEN),
                new Mark.Arrow("e2", "e4", Colour.YELLOW), new Mark.Arrow("g1", "f3", Colour.RED));
        assertThat(p.text()).isEqualTo("a knight");
    }

    @Test
    void unknownAndMalformedCommandsStayInTheText() {
        String c = "[%clk 0:01:00] [%eval banana] [%cal Xa1a2] [%role king] [%evalsource \"who\"] kept";
        CommentCommands.Parsed p = CommentCommands.read(c);
        assertThat(p.any()).isFalse();
        assertThat(p.text()).isEqualTo(c);
    }

    @Test
    void aSecondEvaluationIsNotTakenOverTheFirst() {
        CommentCommands.Parsed p = CommentCommands.read("[%eval +1] [%eval -2] x");
        assertThat(p.evaluation()).contains(Evaluation.of("+1"));
        assertThat(p.text()).isEqualTo("[%eval -2] x");
    }

    @Test
    void marksWithExtensionFieldsAreNotWritten() {
        Mark odd = new Mark.Highlight("c3", Colour.GREEN, Map.of("glow", "true"));
        assertThat(CommentCommands.cell(odd)).isFalse();
        assertThat(CommentCommands.write(NodeData.ofMove("x").withMarkup(List.of(odd)))).isEmpty();
    }
}
