package org.parlour.cli;

import static org.parlour.cli.CliTest.run;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The command line with Tournament: moves, perft (rules.md §8), play, and exit code 1 for bad input. */
class TournamentCliTest {

    @Test
    void movesListsThe27StartMovesSorted() {
        CliTest.Run r = run("moves", "tournament");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).hasSize(27).isSorted().doesNotHaveDuplicates().contains("f1-g2", "j5-i4", "b1-c2");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void movesAfterAThrowArePutBacks() {
        CliTest.Run r = run("moves", "tournament", "--position", "1g2G1/6g/G7/g*7G/Q9/10q/10/g7G/8/G4g1/1g2G1 b");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).hasSize(17).allMatch(l -> l.startsWith("h3@")).contains("h3@a1", "h3@k6");
    }

    @Test
    void movesWithFreeStepsAndALoneQueenOnTheThrone() {
        String position = "6/7/8/9/10/5Q5/10/9/8/7/6 w";
        assertThat(run("moves", "tournament", "--position", position).lines()).containsExactly("pass");
        assertThat(run("moves", "tournament", "--rules", "steps=free", "--position", position).lines()).hasSize(6);
    }

    @Test
    void perftTournament4Is469065() {
        CliTest.Run r = run("perft", "tournament", "4");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("469065");
    }

    @Test
    void perftWithFreeStepsAndLineThrows() {
        CliTest.Run r = run("perft", "tournament", "4", "--rules", "steps=free,throws=line");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("504518");
    }

    @Test
    void perftDivide() {
        CliTest.Run r = run("perft", "tournament", "2", "--divide");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).hasSize(28).endsWith("713");
    }

    @Test
    void playTv1ThrowsH3() {
        CliTest.Run r = run("play", "tournament", "j5-i4", "b7-b6", "f1-g2");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("1g2G1/6g/G7/g*7G/Q9/10q/10/g7G/8/G4g1/1g2G1 b", "outcome: none (The game goes on)");
    }

    @Test
    void playToADrawAndAWin() {
        assertThat(run("play", "tournament", "--position", "6/7/8/9/10/5Q5/10/9/8/7/6 w", "pass", "pass").lines())
                .containsExactly("6/7/8/9/10/5Q5/10/9/8/7/6 w 2", "outcome: draw (Draw)");
        CliTest.Run win = run("play", "tournament", "--position", "6/7/8/5G3/4G5/4GQG4/4GG4/9/8/7/q5 w", "h8-g7");
        assertThat(win.code()).as(win.err()).isZero();
        assertThat(win.lines()).last().isEqualTo("outcome: win w (White wins)");
    }

    @Test
    void badInputExitsWith1AndNamesTheProblem() {
        CliTest.Run step = run("play", "tournament", "j5-i4", "b7-b6", "f1-g2", "b6-c6");
        assertThat(step.code()).isEqualTo(1);
        assertThat(step.err()).contains("move 4: b6-c6: Black must put back the thrown piece on h3");

        CliTest.Run cell = run("play", "tournament", "a7-a6");
        assertThat(cell.code()).isEqualTo(1);
        assertThat(cell.err()).contains("no cell a7");

        CliTest.Run throne = run("moves", "tournament", "--position", "6/7/8/9/10/5G5/10/9/8/7/6 w");
        assertThat(throne.code()).isEqualTo(1);
        assertThat(throne.err()).contains("--position").contains("cell f6: a guard on the throne");

        CliTest.Run rules = run("perft", "tournament", "2", "--rules", "throws=diagonal");
        assertThat(rules.code()).isEqualTo(1);
        assertThat(rules.err()).contains("throws=diagonal").contains("line+ring, line, ring");

        CliTest.Run over = run("play", "tournament", "--position", "6/7/8/9/10/5Q5/10/9/8/7/6 w 2", "pass");
        assertThat(over.code()).isEqualTo(1);
        assertThat(over.err()).contains("the game is already over (Draw)");
    }
}
