package org.parlour.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.ui.FakeGame;

/** Clicks become moves through gestures alone; the view model knows no rules. */
class BoardViewModelTest {
    private final FakeGame game = new FakeGame();
    private final BoardViewModel vm = new BoardViewModel();
    private final List<Object> played = new ArrayList<>();

    @BeforeEach
    void setUp() {
        vm.setOnPlay(played::add);
        vm.show(game, game.initialPosition(), List.of(), List.of());
    }

    @Test
    void clickOnOwnPieceShowsItsTargets() {
        vm.click("a1");
        assertThat(vm.getSelection()).containsExactly("a1");
        assertThat(vm.getTargets().keySet()).containsExactlyInAnyOrder("a2", "b2");
        assertThat(played).isEmpty();
    }

    @Test
    void secondClickPlays() {
        vm.click("a1");
        vm.click("b2");
        assertThat(played).containsExactly("a1-b2");
        assertThat(vm.getSelection()).isEmpty();
    }

    @Test
    void clickOnSelectedPieceDeselects() {
        vm.click("a1");
        vm.click("a1");
        assertThat(vm.getSelection()).isEmpty();
        assertThat(played).isEmpty();
    }

    @Test
    void clickOnAnotherOwnPieceReselects() {
        vm.click("a1");
        vm.click("b1");
        assertThat(vm.getSelection()).containsExactly("b1");
    }

    @Test
    void enemyPieceIsExplained() {
        vm.click("c4");
        assertThat(vm.getMessage()).isEqualTo("c4 holds a Black piece; White is to move.");
        assertThat(vm.getSelection()).isEmpty();
    }

    @Test
    void emptyCellIsExplained() {
        vm.click("c2");
        assertThat(vm.getMessage()).isEqualTo("No move of White starts at c2.");
    }

    @Test
    void nonTargetIsExplainedWithTheLegalTargets() {
        vm.click("a1");
        vm.click("d3");
        assertThat(vm.getMessage()).isEqualTo("d3 is not a legal target for the piece on a1 (legal: a2, b2).");
        assertThat(played).isEmpty();
    }

    @Test
    void sharedGestureAsksWhichMove() {
        // White on b3 next to Black on c4: capture and prisoner share the gesture [b3, c4]
        FakeGame.Pos p = new FakeGame.Pos(Map.of("b3", "W", "c4", "B", "d1", "B"), Seat.WHITE);
        vm.show(game, p, List.of(), List.of());
        vm.click("b3");
        vm.click("c4");
        assertThat(played).isEmpty();
        assertThat(vm.choiceProperty().get().labels()).containsExactly("b3xc4", "b3_c4");
        vm.choose(1);
        assertThat(played).containsExactly("b3_c4");
        assertThat(vm.choiceProperty().get()).isNull();
    }

    @Test
    void finishedGameSaysSo() {
        FakeGame.Pos over = new FakeGame.Pos(Map.of("a1", "B"), Seat.WHITE);
        vm.show(game, over, List.of(), List.of());
        vm.click("a1");
        assertThat(vm.getMessage()).startsWith("The game is over: Black wins (").doesNotContain("win b");
    }

    @Test
    void finishedGameSaysWhoWonInFrenchToo() {
        java.util.Locale was = Messages.locale();
        Messages.setLocale(java.util.Locale.FRENCH);
        try {
            vm.show(game, new FakeGame.Pos(Map.of("a1", "B"), Seat.WHITE), List.of(), List.of());
            vm.click("a1");
            assertThat(vm.getMessage()).startsWith("La partie est finie\u00a0: Noir gagne (").doesNotContain("win b");
        } finally {
            Messages.setLocale(was);
        }
    }

    @Test
    void showFiresATransitionFromThePreviousPicture() {
        var before = vm.getPicture();
        FakeGame.Pos next = game.play(game.initialPosition(), "a1-b2");
        vm.show(game, next, List.of("a1", "b2"), List.of("a1", "b2"));
        var t = vm.transitionProperty().get();
        assertThat(t.from()).isEqualTo(before);
        assertThat(t.to()).isEqualTo(game.picture(next));
        assertThat(t.path()).containsExactly("a1", "b2");
        assertThat(vm.lastMoveProperty().get()).containsExactly("a1", "b2");
    }

    @Test
    void notInteractiveIgnoresClicks() {
        vm.interactiveProperty().set(false);
        vm.click("a1");
        assertThat(vm.getSelection()).isEmpty();
    }
}
