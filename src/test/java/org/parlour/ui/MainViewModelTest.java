package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.study.StudySession;

/** The window's state and commands, without the toolkit. */
class MainViewModelTest {
    private final FakeGame game = new FakeGame();
    private final MainViewModel vm = new MainViewModel();

    @Test
    void openingShowsGameStartAndSeatToMove() {
        vm.open(StudySession.fresh(game));
        assertThat(vm.texts().gameTextProperty().get()).isEqualTo("Fake");
        assertThat(vm.texts().rulesTextProperty().get()).isEqualTo("default rules");
        assertThat(vm.texts().toMoveTextProperty().get()).isEqualTo("White to move");
        assertThat(vm.texts().moveTextProperty().get()).isEqualTo("Start position");
        assertThat(vm.board().getPicture()).isEqualTo(game.picture(game.initialPosition()));
    }

    @Test
    void boardClicksPlayAndForwardAnimatesAlongThePath() {
        vm.open(StudySession.fresh(game));
        vm.board().click("a1");
        vm.board().click("b2");
        assertThat(vm.texts().moveTextProperty().get()).isEqualTo("1. a1-b2");
        assertThat(vm.texts().toMoveTextProperty().get()).isEqualTo("Black to move");
        assertThat(vm.board().transitionProperty().get().path()).containsExactly("a1", "b2");
        vm.back();
        assertThat(vm.board().transitionProperty().get().path()).containsExactly("b2", "a1");
        assertThat(vm.board().lastMoveProperty().get()).isEmpty();
        vm.toEnd();
        assertThat(vm.board().lastMoveProperty().get()).containsExactly("a1", "b2");
    }

    @Test
    void typedTextIsPlayedOrExplained() {
        vm.open(StudySession.fresh(game));
        assertThat(vm.playText("a1-a2")).isEmpty();
        assertThat(vm.playText("zz")).hasValueSatisfying(m -> assertThat(m).contains("zz"));
        assertThat(vm.messageProperty().get()).contains("zz");
        assertThat(vm.playText(" ")).hasValueSatisfying(m -> assertThat(m).startsWith("Type a move, e.g."));
    }

    /** Trial 47: with no record open a typed move and Pass said nothing, or "Passing is not legal here". */
    @Test
    void withNoRecordOpenAMoveOrAPassSaysToOpenOne() {
        vm.pass();
        assertThat(vm.messageProperty().get()).isEqualTo("Open or start a record first.");
        MainViewModel other = new MainViewModel();
        assertThat(other.playText("a1-a2")).hasValue("Open or start a record first.");
        assertThat(other.messageProperty().get()).isEqualTo("Open or start a record first.");
        other.open(StudySession.fresh(game));
        assertThat(other.playText("  ")).hasValueSatisfying(m -> assertThat(m).startsWith("Type a move, e.g."));
        assertThat(other.messageProperty().get()).as("an empty move field says what to type").startsWith("Type a move, e.g.");
    }

    @Test
    void passWhenNotLegalIsExplained() {
        vm.open(StudySession.fresh(game));
        vm.pass();
        assertThat(vm.messageProperty().get()).isEqualTo("Passing is not legal here.");
    }

    @Test
    void forkOffersTheContinuations() {
        StudySession s = StudySession.fresh(game);
        s.playText("a1-a2");
        s.toStart();
        s.playText("b1-b2");
        vm.open(s);
        // opened at the start, on the main line (the variation just played is not followed: → goes
        // on along the line the cursor is on)
        assertThat(vm.texts().nextChoiceProperty().get()).isEqualTo("Next: a1-a2 (1 of 2; Up/Down to choose)");
        vm.switchVariation(1);
        assertThat(vm.texts().nextChoiceProperty().get()).startsWith("Next: b1-b2 (2 of 2");
        assertThat(vm.forward()).isTrue();
        assertThat(vm.texts().moveTextProperty().get()).isEqualTo("1. b1-b2");
        assertThat(vm.revisionProperty().get()).isPositive();
        assertThat(List.of(vm.texts().outcomeTextProperty().get())).containsExactly("");
    }

    @Test
    void foldedVariationsHideTheirRowsAndTheCursorUnfoldsThem() {
        StudySession s = StudySession.fresh(game);
        s.playText("a1-a2");
        s.playText("c4-c3");
        s.toStart();
        long variation = s.playText("b1-b2");
        long inside = s.playText("c4-c3");
        vm.open(s);
        java.util.function.Supplier<List<String>> rows = () -> org.parlour.ui.study.MoveRows.of(s).stream()
                .map(r -> "  ".repeat(r.depth()) + (r.folded() ? "+" : "") + org.parlour.ui.study.MoveRows.label(s, r)).toList();
        assertThat(rows.get()).containsExactly("1. a1-a2", "  1. b1-b2", "  1\u2026 c4-c3", "1\u2026 c4-c3");
        assertThat(vm.folds().foldAtCursor(true)).as("the main line has nothing to fold").isFalse();
        int folds = vm.folds().foldsProperty().get();
        vm.folds().foldVariation(variation, true);
        assertThat(vm.folds().foldsProperty().get()).isGreaterThan(folds);
        assertThat(rows.get()).containsExactly("1. a1-a2", "  +1. b1-b2", "1\u2026 c4-c3");
        assertThat(vm.cursorProperty().get()).isEqualTo(s.rootId());
        vm.folds().foldVariation(variation, false);
        assertThat(rows.get()).hasSize(4);
        vm.goTo(inside);
        assertThat(vm.folds().foldAtCursor(true)).isTrue();
        assertThat(vm.cursorProperty().get()).as("the cursor leaves the folded rows").isEqualTo(variation);
        assertThat(rows.get()).hasSize(3);
        vm.forward();
        assertThat(vm.cursorProperty().get()).isEqualTo(inside);
        assertThat(s.isCollapsed(variation)).as("the cursor inside unfolds it").isFalse();
        assertThat(rows.get()).hasSize(4);
        vm.folds().foldAtCursor(true);
        vm.folds().foldAtCursor(false);
        assertThat(rows.get()).hasSize(4);
    }

    @Test
    void outcomesAreWordsNotSeatIds() {
        org.parlour.core.Seat white = org.parlour.core.Seat.WHITE;
        org.parlour.core.Seat black = org.parlour.core.Seat.BLACK;
        assertThat(CursorTexts.describe(org.parlour.core.Outcome.win("no legal move", black))).isEqualTo("Black wins (no legal move)");
        assertThat(CursorTexts.describe(org.parlour.core.Outcome.win("partners sheltered", white, black)))
                .isEqualTo("White and Black win (partners sheltered)");
        assertThat(CursorTexts.describe(org.parlour.core.Outcome.draw("repetition"))).isEqualTo("Draw (repetition)");
    }
}
