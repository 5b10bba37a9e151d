package org.parlour.games.agora;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.parlour.core.BoardShape;
import org.parlour.core.NotationException;
import org.parlour.core.NotationException.Kind;
import org.parlour.core.Picture;
import org.parlour.core.Seat;

/** Position and move text of rules.md §6.1, every error case, hash, board shape and picture. */
class AgoraNotationTest {
    private static final AgoraGame GAME = Agora.game();
    private static final AgoraGame ISOLATED = Agora.game("isolated=on");
    private static final String START = "BBBBBB/B4B/6/6/W4W/WWWWWW w";

    private static NotationException positionError(String text) {
        try {
            GAME.parsePosition(text);
        } catch (NotationException e) {
            return e;
        }
        throw new AssertionError("accepted: " + text);
    }

    private static NotationException moveError(AgoraGame game, String position, String move) {
        AgoraPosition p = game.parsePosition(position);
        try {
            game.parseMove(p, move);
        } catch (NotationException e) {
            return e;
        }
        throw new AssertionError("accepted: " + move + " in " + position);
    }

    @Test
    void startPositionText() {
        assertThat(GAME.formatPosition(GAME.initialPosition())).isEqualTo(START);
        assertThat(GAME.parsePosition(START)).isEqualTo(GAME.initialPosition());
        assertThat(GAME.initialPosition().toString()).isEqualTo(START);
    }

    @Test
    void stacksAreWrittenBottomToTopInParentheses() {
        AgoraPosition p = GAME.parsePosition("6/6/6/2(WBB)3/1W4/6 b");
        assertThat(p.stack("c3")).isEqualTo("WBB");
        assertThat(p.prisoners(AgoraPosition.square("c3"))).isEqualTo(1);
        assertThat(p.controllers(AgoraPosition.square("c3"))).isEqualTo(2);
        assertThat(p.controller(AgoraPosition.square("c3"))).contains(Seat.BLACK);
        assertThat(p.toMove()).isEqualTo(Seat.BLACK);
        assertThat(GAME.formatPosition(p)).isEqualTo("6/6/6/2(WBB)3/1W4/6 b");
    }

    @Test
    void readerAcceptsSplitRunsSingleInParenthesesOneOnOneAndSpaces() {
        AgoraPosition p = GAME.parsePosition("  33/6/6/2(W)(WB)11/6/6   w ");
        assertThat(GAME.formatPosition(p)).isEqualTo("6/6/6/2W(WB)2/6/6 w");
        assertThat(p.stack("d3")).isEqualTo("WB");
    }

    @Test
    void sixteenPiecesAreAllowedWithAnyColourSplit() {
        AgoraPosition p = GAME.parsePosition("(BBBBBBBWWWWWWWWW)5/6/6/6/6/6 w");
        assertThat(p.pieceCount()).isEqualTo(16);
        assertThat(p.stack("a6")).isEqualTo("BBBBBBBWWWWWWWWW");
    }

    @Test
    void stackThatMixesColoursIsIllegalAndNamesTheSquare() {
        NotationException e = positionError("6/6/6/2(WBW)3/6/6 w");
        assertThat(e.kind()).isEqualTo(Kind.ILLEGAL);
        assertThat(e.getMessage()).startsWith("square c3: stack (WBW) mixes colours");
        assertThat(e.input()).isEqualTo("6/6/6/2(WBW)3/6/6 w");
    }

    @Test
    void prisonerMajorityIsIllegal() {
        NotationException e = positionError("6/6/6/6/1(WWB)4/6 w");
        assertThat(e.kind()).isEqualTo(Kind.ILLEGAL);
        assertThat(e.getMessage()).contains("square b2").contains("(WWB)").contains("prisoner majority");
    }

    @Test
    void moreThanSixteenPiecesIsIllegal() {
        NotationException e = positionError("BBBBBB/BBBBBB/6/6/WWWWWW/6 w");
        assertThat(e.kind()).isEqualTo(Kind.ILLEGAL);
        // counted over the whole board (18): no square is named, since none is to blame (the set-up
        // dialog named the square where the count passed 16, not the one the user had just filled)
        assertThat(e.getMessage()).contains("18 pieces on the board, at most 16").doesNotContain("square");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "6/6/6/6/6/6;missing side to move",
        "6/6/6/6/6/6 w x;unexpected 'x'",
        "6/6/6/6/6 w;5 ranks, expected 6",
        "6/6/6/6/6/6/6 w;7 ranks, expected 6",
        "6/6/5/6/6/6 w;rank 4 '5': 5 squares, expected 6",
        "6/6/6/W6/6/6 w;rank 3 'W6': more than 6 squares",
        "6/6/6/WWWWWWW/6/6 w;rank 3 'WWWWWWW': more than 6 squares",
        "6/6/6/2x3/6/6 w;square c3: unexpected 'x'",
        "6/6/6/06/6/6 w;square a3: '0' is not a run",
        "6/6/6/2(WB/6/6 w;square c3: '(' without ')'",
        "6/6/6/2()3/6/6 w;square c3: stack ()",
        "6/6/6/2(WQ)3/6/6 w;square c3: stack (WQ)",
        "6/6/6/2w3/6/6 w;square c3: unexpected 'w'",
        "6/6/6/6/6/6 x;side to move 'x'"})
    void syntaxErrorsNameTheRankSquareOrToken(String text, String message) {
        NotationException e = positionError(text);
        assertThat(e.kind()).isEqualTo(Kind.SYNTAX);
        assertThat(e.getMessage()).contains(message);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   "})
    void blankPositionIsASyntaxError(String text) {
        assertThat(positionError(text).kind()).isEqualTo(Kind.SYNTAX);
    }

    @Test
    void moveTextOfEveryKind() {
        assertThat(new AgoraMove(AgoraPosition.square("b1"), AgoraPosition.square("c2"), AgoraMove.Kind.STEP))
                .hasToString("b1-c2");
        assertThat(new AgoraMove(1, 8, AgoraMove.Kind.CAPTURE)).hasToString("b1xc2");
        assertThat(new AgoraMove(1, 8, AgoraMove.Kind.PRISONER)).hasToString("b1_c2");
        assertThat(new AgoraMove(1, 8, AgoraMove.Kind.JOIN)).hasToString("b1+c2");
        assertThat(new AgoraMove(1, 8, AgoraMove.Kind.JOIN)).isEqualTo(new AgoraMove(1, 8, AgoraMove.Kind.JOIN));
    }

    @Test
    void readerAcceptsCaseAndSpacesAndAResolvableBareTarget() {
        AgoraPosition start = GAME.initialPosition();
        assertThat(GAME.parseMove(start, "B1 - C2")).hasToString("b1-c2");
        assertThat(GAME.parseMove(start, "b1c2")).hasToString("b1-c2");
        AgoraPosition av2 = GAME.parsePosition("6/3(WB)2/3W2/6/6/6 w");
        assertThat(GAME.parseMove(av2, "d4-d5")).hasToString("d4_d5");
        assertThat(GAME.parseMove(av2, "d4d5")).hasToString("d4_d5");
    }

    @ParameterizedTest
    @ValueSource(strings = {"zz", "a1-g1", "a1*b1", "a0-a1", "a1-", "pass", "a1-b1-c1"})
    void unreadableMoveIsASyntaxError(String move) {
        NotationException e = moveError(GAME, START, move);
        assertThat(e.kind()).isEqualTo(Kind.SYNTAX);
        assertThat(e.getMessage()).contains(move.strip());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // position; move; message fragment
        "BBBBBB/B4B/6/6/W4W/WWWWWW w;a3-a4;square a3 is empty",
        "BBBBBB/B4B/6/6/W4W/WWWWWW w;a5-a4;square a5 is not White's",
        "BBBBBB/B4B/6/6/W4W/WWWWWW w;a1-c3;square c3 is not next to a1",
        "BBBBBB/B4B/6/6/W4W/WWWWWW w;a2xa3;square a3 is empty (write a2-a3)",
        "BBBBBB/B4B/6/6/W4W/WWWWWW w;a2_a3;square a3 is empty",
        "BBBBBB/B4B/6/6/W4W/WWWWWW w;a2+a3;square a3 is empty",
        "BBBBBB/B4B/6/6/W4W/WWWWWW w;a1-b1;square b1 has a White top",
        "BBBBBB/B4B/6/6/W4W/WWWWWW w;a1xb1;square b1 has a White top",
        "6/6/6/6/6/W(BW)3B w;a1_b1;square b1 has a White top",
        "5B/6/6/6/6/WW4 w;a1+b1;needs the isolated-piece rule",
        "6/3(WB)2/3W2/6/6/6 w;d4xd5;a capture needs a stack at least as high as the one it takes, H(d4) >= H(d5), but H(d4) = 1, H(d5) = 4",
        "W5/1(WBB)4/6/6/6/6 w;a6_b5;becoming a prisoner needs a stack no higher than the one it slides under, H(a6) <= H(b5), but H(a6) = 6, H(b5) = 5",
        "W5/1(WBB)4/6/6/6/6 w;a6+b5;'+' only joins your own piece"})
    void illegalMoveNamesTheSquareAndTheReason(String position, String move, String message) {
        NotationException e = moveError(GAME, position, move);
        assertThat(e.getMessage()).contains(message);
        assertThat(e.kind()).isEqualTo(Kind.ILLEGAL);
    }

    @Test
    void joinOfAPieceThatIsNotIsolatedIsIllegal() {
        NotationException e = moveError(ISOLATED, "6/6/6/6/1WWW2/5B w", "c2+b2");
        assertThat(e.kind()).isEqualTo(Kind.ILLEGAL);
        assertThat(e.getMessage()).contains("square c2 is not isolated (it touches 2 squares with a White top)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"b2-c3", "b2c3"})
    void targetWithoutKindAtEqualHeightIsAmbiguous(String move) {
        NotationException e = moveError(GAME, "6/6/6/2(WBB)3/1W4/6 w", move);
        assertThat(e.kind()).isEqualTo(Kind.AMBIGUOUS);
        assertThat(e.getMessage()).contains("b2xc3").contains("b2_c3");
    }

    @Test
    void equalPositionsHaveEqualHashesAndTranspositionsMeet() {
        AgoraPosition a = GAME.play(GAME.play(GAME.play(GAME.play(GAME.initialPosition(),
                GAME.parseMove(GAME.initialPosition(), "a2-a3")), new AgoraMove(30, 24, AgoraMove.Kind.STEP)),
                new AgoraMove(11, 17, AgoraMove.Kind.STEP)), new AgoraMove(35, 28, AgoraMove.Kind.STEP));
        AgoraPosition b = GAME.play(GAME.play(GAME.play(GAME.play(GAME.initialPosition(),
                new AgoraMove(11, 17, AgoraMove.Kind.STEP)), new AgoraMove(35, 28, AgoraMove.Kind.STEP)),
                new AgoraMove(6, 12, AgoraMove.Kind.STEP)), new AgoraMove(30, 24, AgoraMove.Kind.STEP));
        assertThat(a).isEqualTo(b).hasSameHashCodeAs(b);
        assertThat(GAME.hash(a)).isEqualTo(GAME.hash(b));
        assertThat(GAME.hash(GAME.parsePosition(GAME.formatPosition(a)))).isEqualTo(GAME.hash(a));
        AgoraPosition blackToMove = GAME.parsePosition("BBBBBB/B4B/6/6/W4W/WWWWWW b");
        assertThat(blackToMove).isNotEqualTo(GAME.initialPosition());
        assertThat(GAME.hash(blackToMove)).isNotEqualTo(GAME.hash(GAME.initialPosition()));
        assertThat(GAME.hash(GAME.parsePosition("6/6/6/2(WB)3/6/6 w")))
                .isNotEqualTo(GAME.hash(GAME.parsePosition("6/6/6/2(BW)3/6/6 w")));
    }

    @Test
    void squareNamesAndIndices() {
        assertThat(AgoraPosition.square("a1")).isZero();
        assertThat(AgoraPosition.square("F6")).isEqualTo(35);
        assertThat(AgoraPosition.name(8)).isEqualTo("c2");
        assertThatThrownBy(() -> AgoraPosition.square("g1")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("g1");
    }

    @Test
    void boardShapeHasTiersTagsLabelsAndWhiteAtTheBottom() {
        BoardShape shape = GAME.shape();
        assertThat(shape.geometry()).isEqualTo(BoardShape.Geometry.SQUARES);
        assertThat(shape.cells()).hasSize(36);
        assertThat(shape.cells().stream().filter(c -> c.hasTag("outer")).count()).isEqualTo(20);
        assertThat(shape.cells().stream().filter(c -> c.hasTag("middle")).count()).isEqualTo(12);
        assertThat(shape.cells().stream().filter(c -> c.hasTag("centre")).map(BoardShape.CellSpec::name).sorted())
                .containsExactly("c3", "c4", "d3", "d4");
        BoardShape.CellSpec a1 = shape.cell("a1").orElseThrow();
        BoardShape.CellSpec f6 = shape.cell("f6").orElseThrow();
        assertThat(a1.y()).as("y grows downwards: rank 1 at the bottom").isGreaterThan(f6.y());
        assertThat(a1.x()).isLessThan(f6.x());
        assertThat(List.of(a1.level(), shape.cell("b2").orElseThrow().level(), shape.cell("c3").orElseThrow().level()))
                .containsExactly(5, 2, 0);
        assertThat(Agora.game("tiers=0-3-6").shape().cell("b5").orElseThrow().level()).isEqualTo(3);
        assertThat(shape.labels()).extracting(BoardShape.EdgeLabel::text)
                .contains("a", "b", "c", "d", "e", "f", "1", "2", "3", "4", "5", "6");
        assertThat(shape.width()).isEqualTo(6);
        assertThat(shape.height()).isEqualTo(6);
    }

    @Test
    void pictureListsStacksBottomToTop() {
        AgoraPosition p = GAME.parsePosition("6/6/6/2(WBB)3/1W4/6 w");
        Picture picture = GAME.picture(p);
        assertThat(picture.placements()).hasSize(2);
        Picture.Placement c3 = picture.placements().stream().filter(pl -> pl.cell().equals("c3")).findFirst().orElseThrow();
        assertThat(c3.stack()).extracting(pc -> pc.owner()).containsExactly(Seat.WHITE, Seat.BLACK, Seat.BLACK);
        assertThat(c3.stack()).allMatch(pc -> pc.kind().equals("piece") && !pc.marked());
        assertThat(c3.top().owner()).isEqualTo(Seat.BLACK);
        assertThat(picture.inHand()).isEmpty();
    }

    @Test
    void captureAndPrisonerAtEqualHeightShareTheGesture() {
        AgoraPosition p = GAME.parsePosition("6/6/6/2(WBB)3/1W4/6 w");
        AgoraMove x = GAME.parseMove(p, "b2xc3");
        AgoraMove under = GAME.parseMove(p, "b2_c3");
        assertThat(GAME.gesture(p, x)).containsExactly("b2", "c3").isEqualTo(GAME.gesture(p, under));
        assertThat(GAME.path(p, x)).containsExactly("b2", "c3");
    }

    @Test
    void ruleOptionsAndTheirErrors() {
        assertThat(Agora.game().options().format()).isEqualTo("tiers=0-2-5,isolated=off");
        assertThat(Agora.game("isolated=on,tiers=0-3-6").options().format()).isEqualTo("tiers=0-3-6,isolated=on");
        assertThat(Agora.TYPE.ruleOptions()).extracting(o -> o.key()).containsExactly("tiers", "isolated");
        assertThatThrownBy(() -> Agora.game("tiers=1-2-3")).isInstanceOf(NotationException.class)
                .hasMessageContaining("tiers=1-2-3");
        assertThatThrownBy(() -> Agora.game("colour=red")).isInstanceOf(NotationException.class)
                .hasMessageContaining("colour");
        assertThat(GAME.id()).isEqualTo("agora");
        assertThat(GAME.displayName()).isEqualTo("Agora");
        assertThat(GAME.seats()).containsExactly(Seat.WHITE, Seat.BLACK);
    }

    @Test
    void positionTextSplitsAsItsPatternsSay() {
        // words and isStack replaced text.split("\\s+") and stack.matches("[WB]+") in parse
        long seed = 3206L;
        System.out.println("positionTextSplitsAsItsPatternsSay seed " + seed);
        java.util.Random random = new java.util.Random(seed);
        String alphabet = "ab/W \t\n\u000b\f\r\u00a0\u2003x";
        for (int i = 0; i < 20_000; i++) {
            StringBuilder t = new StringBuilder("w");
            for (int n = random.nextInt(10); n > 0; n--) {
                t.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String text = t.toString().strip();
            assertThat(AgoraNotation.words(text)).as(text).containsExactly(text.split("\\s+"));
        }
        assertThat(AgoraNotation.words("")).containsExactly("".split("\\s+"));
        assertThat(AgoraNotation.parse("5(WB)/1(BB)2(WB)1/5W/1B4/6/6  \t w")).isEqualTo(AgoraNotation.parse("5(WB)/1(BB)2(WB)1/5W/1B4/6/6 w"));
        for (String bad : List.of("(W B)", "(WX)", "()", "(w)")) {
            assertThatThrownBy(() -> AgoraNotation.parse("5" + bad + "/6/6/6/6/6 w")).as(bad).isInstanceOf(NotationException.class);
        }
    }
}
