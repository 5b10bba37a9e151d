package org.parlour.ui.mode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.Seat;
import org.parlour.ui.board.BoardViewModel.Transition;
import org.junit.jupiter.api.Test;

/**
 * The records that write out {@code equals} and {@code hashCode} (so that the window's start links
 * no {@code ObjectMethods} bootstrap, docs/benchmarks.md "First drawn frame against a bare window")
 * keep what the generated ones give: equal by their components, and the hash a record computes
 * (each component's hash, combined as {@code 31 * h + c} from 0).
 */
class RecordMethodsTest {
    @Test
    void everyInstanceOfAModeIsEqualWithHashZeroAndNoOtherMode() {
        List<Mode> fresh = List.of(new Mode.Edit(), new Mode.Read(), new Mode.Attempt(), new Mode.Guess(),
                new Mode.Review(), new Mode.Sparring(), new Mode.Train());
        for (int i = 0; i < fresh.size(); i++) {
            assertThat(fresh.get(i)).isEqualTo(Mode.ALL.get(i)).hasSameHashCodeAs(Mode.ALL.get(i));
            assertThat(fresh.get(i).hashCode()).isZero();
            for (int j = 0; j < fresh.size(); j++) {
                assertThat(fresh.get(i).equals(Mode.ALL.get(j))).as(i + " " + j).isEqualTo(i == j);
            }
            assertThat(fresh.get(i)).isNotEqualTo(null).isNotEqualTo("Edit");
        }
    }

    @Test
    void picturesAndTransitionsAreEqualByTheirComponentsWithARecordsHash() {
        Picture a = picture("a1", "b2");
        Picture same = picture("a1", "b2");
        Picture other = picture("a1", "c3");
        assertThat(a).isEqualTo(same).hasSameHashCodeAs(same).isNotEqualTo(other).isNotEqualTo(null);
        assertThat(a.hashCode()).isEqualTo(31 * (31 * a.placements().hashCode() + a.inHand().hashCode()));
        assertThat(new Picture(List.of(), Map.of(Seat.WHITE, 3))).isNotEqualTo(new Picture(List.of(), Map.of(Seat.WHITE, 2)));
        Picture toMove = new Picture(List.of(), Map.of(Seat.WHITE, 3), Seat.BLACK);
        assertThat(toMove).isEqualTo(new Picture(List.of(), Map.of(Seat.WHITE, 3), Seat.BLACK))
                .isNotEqualTo(new Picture(List.of(), Map.of(Seat.WHITE, 3), Seat.WHITE))
                .isNotEqualTo(new Picture(List.of(), Map.of(Seat.WHITE, 3)));
        assertThat(toMove.hashCode()).isEqualTo(31 * (31 * toMove.placements().hashCode() + toMove.inHand().hashCode())
                + Seat.BLACK.hashCode());

        Transition t = new Transition(a, other, List.of("a1", "c3"), 7);
        assertThat(t).isEqualTo(new Transition(same, picture("a1", "c3"), List.of("a1", "c3"), 7))
                .isNotEqualTo(new Transition(a, other, List.of("a1", "c3"), 8))
                .isNotEqualTo(new Transition(a, other, List.of("a1"), 7))
                .isNotEqualTo(new Transition(other, other, List.of("a1", "c3"), 7))
                .isNotEqualTo(new Transition(a, null, List.of("a1", "c3"), 7));
        assertThat(new Transition(null, null, null, 1)).isEqualTo(new Transition(null, null, null, 1));
        assertThat(t.hashCode()).isEqualTo(((31 * a.hashCode() + other.hashCode()) * 31 + t.path().hashCode()) * 31
                + Long.hashCode(7));
        assertThat(new Transition(null, null, null, 1).hashCode()).isEqualTo(1); // ((0 * 31 + 0) * 31 + 0) * 31 + 1
    }

    private static Picture picture(String... cells) {
        return new Picture(List.of(new Picture.Placement(cells[0], List.of(new Piece(Seat.WHITE, "man", false))),
                new Picture.Placement(cells[1], List.of(new Piece(Seat.BLACK, "man", false)))), Map.of());
    }
}
