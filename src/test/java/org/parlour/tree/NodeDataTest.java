package org.parlour.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NodeDataTest {

    @Test
    void glyphsAreSortedAndAMoveGlyphReplacesTheOldOne() {
        NodeData d = NodeData.ofMove("a").withNag(Nag.FIRST_BETTER).withNag(Nag.GOOD).withNag(146).withNag(Nag.DUBIOUS);
        assertThat(d.nags()).containsExactly(6, 16, 146);
        assertThat(d.moveGlyph()).contains(Nag.DUBIOUS);
        assertThat(d.positionGlyph()).contains(Nag.FIRST_BETTER);
        assertThat(d.withNag(Nag.UNCLEAR).positionGlyph()).contains(Nag.UNCLEAR);
        assertThat(d.withoutNag(146).nags()).containsExactly(6, 16);
    }

    @Test
    void twoMoveGlyphsOrTwoPositionGlyphsAreRefused() {
        assertThatThrownBy(() -> NodeData.ofMove("a").withNags(List.of(1, 2))).hasMessageContaining("one move glyph");
        assertThatThrownBy(() -> NodeData.ofMove("a").withNags(List.of(10, 18))).hasMessageContaining("one position glyph");
        assertThatThrownBy(() -> NodeData.ofMove("a").withNags(List.of(0))).hasMessageContaining("1..255");
        assertThat(NodeData.ofMove("a").withNags(List.of(11, 12, 10)).nags()).as("11 and 12 are other glyphs")
                .containsExactly(10, 11, 12);
    }

    @Test
    void glyphSymbolsFollowThePgnStandard() {
        assertThat(Nag.symbol(5)).isEqualTo("!?");
        assertThat(Nag.symbol(16)).isEqualTo("±");
        assertThat(Nag.symbol(200)).isEqualTo("$200");
        assertThat(Nag.parse("+-")).contains(18);
        assertThat(Nag.parse("$7")).contains(7);
        assertThat(Nag.parse("$0")).isEmpty();
    }

    @Test
    void valueEqualityCoversEveryField() {
        NodeData a = NodeData.ofMove("a").withCommentAfter("Ζ 中").withMarkup(List.of(new Mark.Arrow("a1", "b2", Colour.RED)))
                .withEvaluation(Optional.of(Evaluation.of("+0.5"))).withRole(Optional.of(ProblemRole.KEY))
                .withExtensions(Map.of("x-clock", "\"1:00\""));
        NodeData b = NodeData.ofMove("a").withCommentAfter("Ζ 中").withMarkup(List.of(new Mark.Arrow("a1", "b2", Colour.RED)))
                .withEvaluation(Optional.of(Evaluation.of("+0.5"))).withRole(Optional.of(ProblemRole.KEY))
                .withExtensions(Map.of("x-clock", "\"1:00\""));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(a).isNotEqualTo(b.withRole(Optional.of(ProblemRole.TRY)));
        assertThat(a).isNotEqualTo(b.withExtensions(Map.of()));
        assertThat(a.hasNoAnnotation()).isFalse();
        assertThat(NodeData.ofMove("a").hasNoAnnotation()).isTrue();
    }

    @Test
    void badValuesAreRefusedWithTheirText() {
        assertThatThrownBy(() -> NodeData.ofMove("a b")).hasMessageContaining("a b");
        assertThatThrownBy(() -> Evaluation.of("1.5")).hasMessageContaining("1.5");
        assertThat(Evaluation.of("#-3").isProved()).isTrue();
        assertThat(Evaluation.of("=").isProved()).isTrue();
        assertThat(Evaluation.of("-0.25").isProved()).isFalse();
        assertThatThrownBy(() -> Colour.fromId("purple")).hasMessageContaining("purple");
        assertThatThrownBy(() -> ProblemRole.fromId("solution")).hasMessageContaining("solution");
        assertThatThrownBy(() -> new Mark.Label("c3", "", Colour.BLUE)).hasMessageContaining("c3");
    }
}
