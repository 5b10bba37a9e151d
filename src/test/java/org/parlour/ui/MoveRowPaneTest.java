package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.text.Font;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * {@link MoveRowPane}, the move list's row: units flow and wrap at the row's width and never
 * break, a unit's least width in em, a line of its own for a main-line comment, and the current
 * move's highlight under its text. Laid out on its own (no list, no CSS): Monospaced 13 px texts.
 */
@ExtendWith(ApplicationExtension.class)
class MoveRowPaneTest {
    @Start
    void start(Stage stage) {
        stage.show();
    }

    private static Text text(String s) {
        Text t = new Text(s);
        t.setFont(Font.font("Monospaced", 13));
        return t;
    }

    private static double width(String s) {
        return text(s).getLayoutBounds().getWidth();
    }

    private static void lay(MoveRowPane p, double width) {
        p.resize(width, p.prefHeight(width));
        p.layout();
    }

    private static Bounds at(Node n) {
        return n.getBoundsInParent();
    }

    private static boolean sameLine(Node a, Node b) {
        return Math.abs(at(a).getCenterY() - at(b).getCenterY()) < 1;
    }

    @Test
    void unitsFlowFourPixelsApartAndWrapAtTheRowsWidthNeverInsideAUnit(FxRobot robot) {
        robot.interact(() -> {
            MoveRowPane p = new MoveRowPane();
            List<Text> numbers = new ArrayList<>();
            List<Text> moves = new ArrayList<>();
            for (int i = 0; i < 6; i++) {
                Text n = text((13 + i) + ".");
                Text m = text("j5@a1");
                numbers.add(n);
                moves.add(m);
                p.unit(n).move(m, MoveRowPane.HGAP);
            }
            double unit = width("13.") + MoveRowPane.HGAP + width("j5@a1") + 2 * MoveRowPane.MOVE_PAD;
            // room for two units and a half: the third unit goes on the next line whole
            double room = 2 * unit + MoveRowPane.HGAP + unit / 2;
            lay(p, room);
            assertThat(at(moves.get(0)).getMinX()).isEqualTo(at(numbers.get(0)).getMaxX() + MoveRowPane.HGAP + MoveRowPane.MOVE_PAD, org.assertj.core.data.Offset.offset(0.6));
            assertThat(at(numbers.get(1)).getMinX()).isCloseTo(unit + MoveRowPane.HGAP, org.assertj.core.data.Offset.offset(0.6));
            for (int i = 0; i < 6; i++) {
                assertThat(sameLine(numbers.get(i), moves.get(i))).as("unit %d on one line", i).isTrue();
                assertThat(at(moves.get(i)).getMaxX()).as("unit %d inside the row", i).isLessThanOrEqualTo(room);
            }
            assertThat(sameLine(numbers.get(0), numbers.get(1))).isTrue();
            assertThat(sameLine(numbers.get(1), numbers.get(2))).as("the third unit wraps").isFalse();
            assertThat(at(numbers.get(2)).getMinX()).as("at the line's start").isEqualTo(0);
            assertThat(at(numbers.get(2)).getMinY()).isGreaterThan(at(numbers.get(0)).getMaxY());
            assertThat(p.prefHeight(room)).as("three lines").isGreaterThan(2 * p.prefHeight(10_000));
            assertThat(p.together(numbers.get(3), moves.get(3))).isTrue();
            assertThat(p.together(numbers.get(3), moves.get(4))).isFalse();
        });
    }

    @Test
    void aUnitIsAtLeastItsWidthInEmAndAMainLineCommentHasALineOfItsOwn(FxRobot robot) {
        robot.interact(() -> {
            MoveRowPane p = new MoveRowPane();
            Text number = text("1.");
            Text first = text("a2-b3");
            Text second = text("a5-b4");
            Label comment = new Label("White steps down to the middle ring, and a long comment goes on and on and on.");
            p.unit(number).atLeast(1.8).moveUnit(first).atLeast(9).moveUnit(second).atLeast(9).alone(comment);
            lay(p, 300);
            assertThat(at(first).getMinX()).isCloseTo(1.8 * 13 + MoveRowPane.HGAP + MoveRowPane.MOVE_PAD, org.assertj.core.data.Offset.offset(0.6));
            assertThat(at(second).getMinX()).isCloseTo(1.8 * 13 + 9 * 13 + 2 * MoveRowPane.HGAP + MoveRowPane.MOVE_PAD, org.assertj.core.data.Offset.offset(1.1));
            assertThat(sameLine(first, second)).isTrue();
            assertThat(at(comment).getMinY()).as("under the moves").isGreaterThan(at(first).getMaxY());
            assertThat(comment.getWidth()).as("as wide as the row, cut").isEqualTo(300);
        });
    }

    @Test
    void theCurrentMovesHighlightLiesUnderItsTextAndGoes(FxRobot robot) {
        robot.interact(() -> {
            MoveRowPane p = new MoveRowPane();
            Text first = text("a2-b3");
            Text second = text("a5-b4");
            p.moveUnit(first).moveUnit(second);
            p.markCurrent(second);
            lay(p, 400);
            Node mark = p.lookup(".current-mark");
            assertThat(mark).isNotNull();
            assertThat(p.getChildren().indexOf(mark)).as("behind the texts").isZero();
            assertThat(at(mark).getMinX()).isCloseTo(at(second).getMinX() - MoveRowPane.MOVE_PAD, org.assertj.core.data.Offset.offset(0.6));
            assertThat(at(mark).getMaxX()).isCloseTo(at(second).getMaxX() + MoveRowPane.MOVE_PAD, org.assertj.core.data.Offset.offset(0.6));
            p.markCurrent(first);
            p.layout();
            assertThat(at(mark).getMaxX()).isLessThan(at(second).getMinX());
            p.markCurrent(null);
            assertThat(mark.isVisible()).isFalse();
        });
    }

    private static void press(MoveRowPane p, double x, double y) {
        javafx.event.Event.fireEvent(p, new javafx.scene.input.MouseEvent(javafx.scene.input.MouseEvent.MOUSE_PRESSED, x, y, x, y,
                javafx.scene.input.MouseButton.PRIMARY, 1, false, false, false, false, true, false, false, true, false, false, null));
    }

    /**
     * A review's finding: a move's text takes presses only on itself, so a press on its padding
     * (under its highlight) or right of the fold triangle fell to the cell, which goes to the
     * row's first move. The pane hands such a press to the part whose box holds it.
     */
    @Test
    void aPressOnAMovesPaddingOrRightOfTheFoldIsTheirs(FxRobot robot) {
        robot.interact(() -> {
            MoveRowPane p = new MoveRowPane();
            Text fold = text("\u25be");
            Text first = text("e4");
            Text second = text("e5");
            List<String> pressed = new ArrayList<>();
            fold.setOnMousePressed(e -> {
                pressed.add("fold");
                e.consume();
            });
            first.setOnMousePressed(e -> {
                pressed.add("e4");
                e.consume();
            });
            second.setOnMousePressed(e -> {
                pressed.add("e5");
                e.consume();
            });
            List<String> fell = new ArrayList<>();
            // the cell, as the list has it: the row's parent
            javafx.scene.Group cell = new javafx.scene.Group(p);
            cell.setOnMousePressed(e -> fell.add("row"));
            p.unit(fold, 3).moveUnit(first).moveUnit(second);
            lay(p, 400);
            double y = at(second).getCenterY();
            press(p, at(second).getMaxX() + 1, y);
            press(p, at(second).getMinX() - 1, y);
            press(p, at(first).getMaxX() + 1.5, y);
            press(p, at(fold).getMaxX() + 2, y);
            assertThat(pressed).containsExactly("e5", "e5", "e4", "fold");
            // between two units (the row's gap): the row's, which the cell then takes
            press(p, at(second).getMinX() - MoveRowPane.MOVE_PAD - MoveRowPane.HGAP / 2, y);
            assertThat(pressed).hasSize(4);
            assertThat(fell).containsExactly("row");
        });
    }

    /**
     * A review's finding: a variation's comment longer than the row made the row (and with it
     * every cell of the list) wider than the list, with a horizontal scroll bar and no ellipsis.
     */
    @Test
    void aShrinkingUnitIsNeverWiderThanTheRow(FxRobot robot) {
        robot.interact(() -> {
            MoveRowPane p = new MoveRowPane();
            p.wrapLengthProperty().set(300);
            Text move = text("c3@i4");
            Label comment = new Label("A long comment of a variation that says much more than three hundred pixels can hold.");
            new javafx.scene.Scene(new javafx.scene.Group(p)); // a skin for the label
            p.moveUnit(move).shrinking(comment);
            p.applyCss();
            assertThat(comment.prefWidth(-1)).as("the comment would like more than the row").isGreaterThan(300);
            assertThat(p.prefWidth(-1)).isLessThanOrEqualTo(300);
            lay(p, 300);
            assertThat(at(comment).getMaxX()).isLessThanOrEqualTo(300);
            assertThat(comment.getWidth()).isLessThanOrEqualTo(300);
            assertThat(at(comment).getMinY()).as("on a line of its own, after the move").isGreaterThan(at(move).getMinY());
        });
    }
}
