package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/** F2: Set Up Position at a mid-game move keeps the continuation, says what it would lose, and is no edit when unchanged. */
class SetupEditTest {
    /** After 1. a2-b3 a5-b4 (node 2) of the trial record. */
    private static final String AT_NODE_2 = "BBBBBB/5B/1B4/1W4/5W/WWWWWW w";

    private static GameRecord trial() throws IOException {
        try (var in = SetupEditTest.class.getResourceAsStream("/org/parlour/document/setup-midgame.json")) {
            return new RecordJson(Games.all()).readRecord(new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8), "t")
                    .value();
        }
    }

    private static final Game<?, ?> AGORA = Games.byId("agora").create();

    @Test
    void theSamePositionIsNoEdit() throws IOException {
        GameRecord r = trial();
        assertThat(SetupEdit.at(AGORA, r, 2, AT_NODE_2)).isEmpty();
        assertThat(SetupEdit.at(AGORA, r, MoveTree.ROOT_ID, "")).isEmpty();
    }

    @Test
    void aChangedPositionKeepsTheContinuationReplayed() throws IOException {
        GameRecord r = trial();
        SetupEdit e = SetupEdit.at(AGORA, r, 2, "BBBBBB/5B/1B4/1W4/6/WWWWWW w").orElseThrow();
        GameRecord after = e.change().record();
        assertThat(after.setup()).isEqualTo("BBBBBB/5B/1B4/1W4/6/WWWWWW w");
        assertThat(after.tree().mainLine()).extracting(Node::move).containsExactly("b3xb4", "b6-b5");
        assertThat(after.tree().mainLine().get(0).data().nags()).containsExactly(1);
        assertThat(e.cut()).isEmpty();
        assertThat(e.leftOut()).as("a2-b3, a5-b4 and the variation b6-c5 b3-c4").isEqualTo(4);
        assertThat(e.losesMoves()).isTrue();
        assertThat(e.question()).contains("4 moves before it").doesNotContain("illegal");
    }

    @Test
    void movesThatBecomeIllegalAreNamedAndCounted() throws IOException {
        GameRecord r = trial();
        SetupEdit e = SetupEdit.at(AGORA, r, 2, "BBBBBB/5B/1B4/6/5W/WWWWWW w").orElseThrow();
        assertThat(e.cut()).hasSize(1);
        assertThat(e.cutMoves()).isEqualTo(2);
        assertThat(e.question()).contains("2 moves of the continuation become illegal").contains("first b3xb4 at ply 1");
        assertThat(e.change().record().tree().size()).isEqualTo(1);
    }

    @Test
    void atTheStartOnlyIllegalMovesAreAskedAbout() throws IOException {
        GameRecord r = trial();
        Optional<SetupEdit> e = SetupEdit.at(AGORA, r, MoveTree.ROOT_ID, "BBBBBB/B4B/6/6/W4W/WWWWW1 w");
        assertThat(e).hasValueSatisfying(x -> {
            assertThat(x.leftOut()).isZero();
            assertThat(x.change().record().tree().size()).isEqualTo(r.tree().size());
            assertThat(x.losesMoves()).isFalse();
        });
        assertThat(List.of(r.tree().size())).containsExactly(7);
    }
}
