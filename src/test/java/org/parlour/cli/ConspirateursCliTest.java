package org.parlour.cli;

import static org.parlour.cli.CliTest.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The command line with Conspirateurs: moves, perft and play for 2 and 4 players; errors exit 1. */
class ConspirateursCliTest {
    private static final String EMPTY = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17";
    /** perft.txt "zone-full": the drop zone after the drop phase. */
    private static final String ZONE_FULL =
            "17/17/17/17/17/17/4BWBWBWBW5/4WBWBWBWBW4/4WB1W1B1WB4/4BWBWBWBWB4/5BWBWBWBW4/17/17/17/17/17/17 b 0,0";
    /** perft.txt "bottom2-39": men around i1. */
    private static final String BOTTOM2 =
            "17/17/17/17/17/17/17/17/17/17/17/17/7W9/8W1B6/5WWB1W1W5/2B1B1WBW1W6/5B1W1WW6 b 0,0";
    /** perft.txt "corner4": four players near the top-right sanctuaries. */
    private static final String CORNER4 =
            "11G1B1R1/11B1R1WG/10W3R2/11G1W1G1/7W1B2B1G2/8R1G2W1R1/17/17/17/17/17/17/17/17/17/17/17 b 0,0,0,0";

    @Test
    void perftFromTheStartForTwoAndFourPlayers() {
        assertThat(run("perft", "conspirateurs", "3").lines()).containsExactly("85140");
        assertThat(run("perft", "conspirateurs", "3", "--rules", "players=4").lines()).containsExactly("85140");
        assertThat(run("perft", "conspirateurs", "3", "--rules", "players=4,teams=partnership,chain=strict").code()).isZero();
    }

    @Test
    void perftFromMovePhasePositions() {
        CliTest.Run two = run("perft", "conspirateurs", "3", "--position", BOTTOM2);
        assertThat(two.code()).isZero();
        assertThat(two.lines()).containsExactly("128097");
        assertThat(run("perft", "conspirateurs", "3", "--rules", "sanctuaries=40", "--position", BOTTOM2).lines())
                .containsExactly("127363");
        assertThat(run("perft", "conspirateurs", "3", "--rules", "players=4", "--position", CORNER4).lines())
                .containsExactly("54077");
        assertThat(run("perft", "conspirateurs", "3", "--rules", "players=4,chain=strict", "--position", CORNER4).lines())
                .containsExactly("53628");
    }

    @Test
    void movesListsDropsThenChains() {
        CliTest.Run start = run("moves", "conspirateurs");
        assertThat(start.code()).isZero();
        assertThat(start.lines()).hasSize(45).isSorted().contains("@e7", "@i9", "@m11");
        CliTest.Run none = run("moves", "conspirateurs", "--position", "17/17/17/17/17/8W8/7W9/17/17/17/17/17/17/17/17/17/17 b 0,0");
        assertThat(none.lines()).as("Black has no man: a forced pass").containsExactly("pass");
        CliTest.Run lone = run("moves", "conspirateurs", "--position", "17/17/17/17/17/8W8/7W9/7B9/17/17/17/17/17/17/17/17/17 b 0,0");
        assertThat(lone.code()).isZero();
        assertThat(lone.lines()).hasSize(9).contains("h10-h12", "h10-h12-j12");
        CliTest.Run strict = run("moves", "conspirateurs", "--rules", "chain=strict", "--position",
                "7W9/8W8/8B8/17/17/17/17/17/17/17/17/17/2B14/13W3/17/17/17 b 0,0");
        assertThat(strict.lines()).contains("i15-i17").doesNotContain("i15-i17-g17");
    }

    @Test
    void playDropsThenPrintsThePositionAndOutcome() {
        CliTest.Run r = run("play", "conspirateurs", "--rules", "players=4", "@i9", "@j9", "@k9", "@l9");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("17/17/17/17/17/17/17/17/8BRWG5/17/17/17/17/17/17/17/17 b 9,9,9,9", "outcome: none (The game goes on)");
    }

    @Test
    void playToATeamWin() {
        CliTest.Run r = run("play", "conspirateurs", "--rules", "players=4,teams=partnership", "--position",
                "BB1W13/5W11/17/17/17/17/17/8GGR6/7GRR7/17/17/17/17/17/17/17/17 b 0,0,0,0", "pass", "i9-i8", "f16-f17");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).hasSize(2).last().isEqualTo("outcome: win b+w (Black and White win)");
    }

    @Test
    void playAcceptsAnyChainAndWritesTheCanonicalOne() {
        CliTest.Run r = run("play", "conspirateurs", "--position", "17/17/17/17/17/17/3W13/3W1W11/4BW11/17/17/17/17/17/17/17/17 b 0,0",
                "e9-c11-e11-g9");
        assertThat(r.code()).isZero();
        assertThat(r.lines().get(0)).isEqualTo("17/17/17/17/17/17/3W13/3W1W11/5WB10/17/17/17/17/17/17/17/17 w 0,0");
    }

    @Test
    void badInputExitsOneWithTheOffendingToken() {
        CliTest.Run move = run("play", "conspirateurs", "@a1");
        assertThat(move.code()).isEqualTo(Cli.INVALID);
        assertThat(move.err()).contains("a1").contains("drop zone");
        CliTest.Run position = run("moves", "conspirateurs", "--position", EMPTY.replaceFirst("17", "2R14") + " b 20,20");
        assertThat(position.code()).isEqualTo(Cli.INVALID);
        assertThat(position.err()).contains("point c17").contains("players=4");
        CliTest.Run hands = run("perft", "conspirateurs", "1", "--position", EMPTY + " w 20,20");
        assertThat(hands.code()).isEqualTo(Cli.INVALID);
        assertThat(hands.err()).contains("turn order");
        CliTest.Run teams = run("perft", "conspirateurs", "1", "--rules", "teams=partnership");
        assertThat(teams.code()).isEqualTo(Cli.INVALID);
        assertThat(teams.err()).contains("players=4");
        CliTest.Run option = run("perft", "conspirateurs", "1", "--rules", "chain=sometimes");
        assertThat(option.code()).isEqualTo(Cli.INVALID);
        assertThat(option.err()).contains("chain");
        CliTest.Run illegal = run("play", "conspirateurs", "--position", ZONE_FULL, "e8-e7-e6");
        assertThat(illegal.code()).isEqualTo(Cli.INVALID);
        assertThat(illegal.err()).contains("move 1").contains("e8-e7").contains("step cannot be combined");
    }
}
