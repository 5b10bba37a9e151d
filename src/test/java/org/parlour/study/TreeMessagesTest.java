package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.tree.Colour;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;
import org.parlour.tree.Quiz;

/**
 * The tree's refusals, thrown for real by the tree's types: each has a form {@link TreeMessages}
 * knows, its English form gives the English text back byte for byte, and in French no English is
 * left.
 */
class TreeMessagesTest {
    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    /** Every refusal a reader or an edit can meet, as the tree throws it. */
    private static List<String> refusals() {
        MoveTree t = MoveTree.empty();
        MoveTree.Edited a = t.addMove(t.rootId(), "b1-c2");
        MoveTree.Edited b = a.tree().addMove(t.rootId(), "a2-a3");
        MoveTree two = b.tree();
        List<ThrowingCallable> throwing = List.of(
                () -> Colour.fromId("mauve"),
                () -> ProblemRole.fromId("clef"),
                () -> new Evaluation("+x", 0, ""),
                () -> new Evaluation("+1", -2, ""),
                () -> NodeData.ofMove("b1-c2").withNags(List.of(300)),
                () -> NodeData.ofMove("b1-c2").withNags(List.of(1, 2)),
                () -> NodeData.ofMove("b1-c2").withNags(List.of(10, 14)),
                () -> new Mark.Label("c3", "", Colour.RED),
                () -> new Mark.Highlight("c 3", Colour.RED),
                () -> NodeData.ofMove("b1 c2"),
                () -> two.withData(b.nodeId(), two.node(b.nodeId()).data().withMove("b1-c2")),
                () -> two.paste(two.rootId(), two),
                () -> new Quiz("", List.of(new Quiz.Answer("b1-c2", ""), new Quiz.Answer("b1-c2", "")), List.of(), Map.of()),
                () -> new Quiz("", List.of(new Quiz.Answer("b1-c2", "")), List.of(new Quiz.Answer("b1-c2", "")), Map.of()),
                () -> two.delete(two.rootId()),
                () -> two.withData(two.rootId(), NodeData.ofMove("b1-c2")));
        List<String> out = new ArrayList<>();
        for (ThrowingCallable c : throwing) {
            Throwable e = catchThrowable(c);
            assertThat(e).isInstanceOf(IllegalArgumentException.class);
            out.add(e.getMessage());
        }
        return out;
    }

    @Test
    void everyRefusalIsKnownGivesItsEnglishBackAndHasItsFrench() {
        ResourceBundle en = Messages.load(Locale.ENGLISH);
        ResourceBundle fr = Messages.load(Locale.FRENCH);
        List<String> all = refusals();
        assertThat(all).hasSize(TreeMessages.forms().forms().size());
        for (String english : all) {
            assertThat(TreeMessages.forms().knows(english)).as(english).isTrue();
            assertThat(TreeMessages.forms().translate(english, en)).isEqualTo(english);
            String french = TreeMessages.forms().translate(english, fr);
            assertThat(french).as(english).isNotEqualTo(english)
                    .doesNotContain("unknown", "expected", "outside", "at most", "label on", "bad ", "already", "needs",
                            "listed", "cannot", " got ");
        }
    }

    @Test
    void theTextFollowsTheLanguage() {
        Throwable e = catchThrowable(() -> new Quiz("", List.of(new Quiz.Answer("t3", ""), new Quiz.Answer("t3", "")),
                List.of(), Map.of()));
        assertThat(TreeMessages.of(e)).isEqualTo("the answer t3 is listed twice");
        Messages.setLocale(Locale.FRENCH);
        assertThat(TreeMessages.of(e)).isEqualTo("la réponse t3 figure deux fois");
        assertThat(TreeMessages.of(new IllegalArgumentException("something else"))).isEqualTo("something else");
    }
}
