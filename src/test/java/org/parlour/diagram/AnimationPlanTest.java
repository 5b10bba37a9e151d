package org.parlour.diagram;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.parlour.core.Picture;
import org.parlour.core.Picture.Placement;
import org.parlour.core.Piece;
import org.parlour.core.Seat;
import org.parlour.diagram.AnimationPlan.Sprite;

/** The plan between two pictures, computed without the toolkit (docs/architecture.md). */
class AnimationPlanTest {
    private static final Piece W = new Piece(Seat.WHITE, "piece", false);
    private static final Piece B = new Piece(Seat.BLACK, "piece", false);
    private static final Function<String, double[]> XY =
            c -> new double[] {c.charAt(0) - 'a', c.charAt(1) - '1'};

    private static Picture pic(Object... cellsAndStacks) {
        List<Placement> out = new java.util.ArrayList<>();
        for (int i = 0; i < cellsAndStacks.length; i += 2) {
            @SuppressWarnings("unchecked")
            List<Piece> stack = (List<Piece>) cellsAndStacks[i + 1];
            out.add(new Placement((String) cellsAndStacks[i], stack));
        }
        return new Picture(out, Map.of());
    }

    private static List<Sprite> changed(AnimationPlan p) {
        return p.sprites().stream().filter(s -> !s.still()).toList();
    }

    @Test
    void samePictureIsStill() {
        Picture p = pic("a1", List.of(W), "b2", List.of(B, W));
        AnimationPlan plan = AnimationPlan.compute(p, p, XY, List.of());
        assertThat(plan.isStill()).isTrue();
        assertThat(plan.sprites()).hasSize(3);
    }

    @Test
    void stepSlidesThePiece() {
        AnimationPlan plan = AnimationPlan.compute(pic("a1", List.of(W)), pic("b2", List.of(W)), XY, List.of());
        assertThat(changed(plan)).containsExactly(new Sprite(W, W, List.of("a1", "b2"), 0, 0));
    }

    @Test
    void captureSlidesOnTopAndFlipsTheCapturedPieces() {
        // Agora capture: W from a1 onto Black [B,B] at b2 gives [W,W,W]
        AnimationPlan plan = AnimationPlan.compute(pic("a1", List.of(W), "b2", List.of(B, B)),
                pic("b2", List.of(W, W, W)), XY, List.of());
        assertThat(changed(plan)).containsExactlyInAnyOrder(
                new Sprite(B, W, List.of("b2"), 0, 0),
                new Sprite(B, W, List.of("b2"), 1, 1),
                new Sprite(W, W, List.of("a1", "b2"), 0, 2));
        assertThat(plan.hasSecondPhase()).isTrue();
    }

    @Test
    void prisonerSlidesUnderWithoutFlips() {
        // Agora prisoner: W slides under [B] at b2 giving [W,B]: the B stays and moves up one
        AnimationPlan plan = AnimationPlan.compute(pic("a1", List.of(W), "b2", List.of(B)),
                pic("b2", List.of(W, B)), XY, List.of());
        assertThat(changed(plan)).containsExactlyInAnyOrder(
                new Sprite(B, B, List.of("b2"), 0, 1),
                new Sprite(W, W, List.of("a1", "b2"), 0, 0));
        assertThat(plan.hasSecondPhase()).isFalse();
    }

    @Test
    void pathGivesTheWaypointsOfALeapChain() {
        List<String> path = List.of("a1", "c1", "c3");
        AnimationPlan plan = AnimationPlan.compute(pic("a1", List.of(W), "b1", List.of(B), "c2", List.of(B)),
                pic("c3", List.of(W), "b1", List.of(B), "c2", List.of(B)), XY, path);
        assertThat(changed(plan)).containsExactly(new Sprite(W, W, path, 0, 0));
        assertThat(plan.hops()).isEqualTo(2);
    }

    @Test
    void nearestPieceOfTheSameOwnerIsPaired() {
        // going back two plies: both pieces return, each to the nearest vacated cell
        AnimationPlan plan = AnimationPlan.compute(pic("b1", List.of(W), "c4", List.of(B)),
                pic("a1", List.of(W), "d4", List.of(B)), XY, List.of());
        assertThat(changed(plan)).containsExactlyInAnyOrder(
                new Sprite(W, W, List.of("b1", "a1"), 0, 0),
                new Sprite(B, B, List.of("c4", "d4"), 0, 0));
    }

    @Test
    void unpairedPiecesFadeInOrOut() {
        Piece man = new Piece(Seat.BLACK, "man", false);
        AnimationPlan drop = AnimationPlan.compute(pic(), pic("i9", List.of(man)), XY, List.of());
        assertThat(changed(drop)).containsExactly(new Sprite(null, man, List.of("i9"), 0, 0));
        AnimationPlan undo = AnimationPlan.compute(pic("i9", List.of(man)), pic(), XY, List.of());
        assertThat(changed(undo)).containsExactly(new Sprite(man, null, List.of("i9"), 0, 0));
    }

    @Test
    void throwMarksInPlaceAndPutBackSlides() {
        Piece g = new Piece(Seat.BLACK, "guard", false);
        Piece thrown = new Piece(Seat.BLACK, "guard", true);
        AnimationPlan thrownPlan = AnimationPlan.compute(pic("h3", List.of(g)), pic("h3", List.of(thrown)), XY, List.of());
        assertThat(changed(thrownPlan)).singleElement().satisfies(s -> {
            assertThat(s.marks()).isTrue();
            assertThat(s.moves()).isFalse();
        });
        AnimationPlan putBack = AnimationPlan.compute(pic("h3", List.of(thrown)), pic("a1", List.of(g)), XY, List.of());
        assertThat(changed(putBack)).containsExactly(new Sprite(thrown, g, List.of("h3", "a1"), 0, 0));
    }
}
