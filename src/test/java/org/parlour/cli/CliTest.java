package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The command line with Agora: output formats, exit codes (0 ok, 1 invalid input, 2 usage), help. */
class CliTest {

    /** Exit code, standard output and standard error of one run. */
    record Run(int code, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Cli.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void movesAgoraListsTheStartMovesSorted() {
        Run r = run("moves", "agora");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).hasSize(18).isSorted().contains("a1-b2", "b1-c2", "a2-a3", "f2-e3").doesNotHaveDuplicates();
        assertThat(r.err()).isEmpty();
    }

    /** show says a problem without a statement by its stipulation in words (it printed "Problem: " and nothing). */
    @Test
    void showSaysAProblemWithoutAStatementByItsStipulation(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path f = dir.resolve("p.json");
        java.nio.file.Files.writeString(f, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\", "
                + "\"setup\": \"5(WB)/1(BB)2(WB)1/5W/1B4/6/6 w\", \"problem\": {\"seat\": \"w\", \"goal\": \"revolution\", "
                + "\"moves\": 2, \"defence\": \"best\"}}");
        Run r = run("show", f.toString());
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).contains("Problem: White to make a revolution in 2 (best defence)\n");
    }

    /** A game's name in any case on the command line (a new user's trial typed "moves Agora" and was refused). */
    @Test
    void theGameNameIsReadInAnyCase() {
        assertThat(run("moves", "Agora").out()).isEqualTo(run("moves", "agora").out());
        Run r = run("perft", "TOURNAMENT", "1");
        assertThat(r.code()).as(r.err()).isZero();
        assertThat(r.out()).isEqualTo(run("perft", "tournament", "1").out());
        r = run("moves", "Agorax");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).contains("unknown game 'Agorax'");
    }

    @Test
    void movesOnAPositionWithoutALegalMoveSaySo() {
        Run r = run("moves", "agora", "--position", "6/6/6/6/6/6 w");
        assertThat(r.code()).isZero();
        assertThat(r.out()).as("standard output stays the list of moves").isEmpty();
        assertThat(r.err().strip()).isEqualTo("no legal move: White is to move and has none");
    }

    @Test
    void movesFromAPositionShowCaptureAndPrisoner() {
        Run r = run("moves", "agora", "--position", "6/6/6/2(WBB)3/1W4/6 w");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).contains("b2xc3", "b2_c3", "b2-a1");
        Run jpneto = run("moves", "agora", "--rules", "tiers=0-3-6", "--position", "6/6/6/2(WBB)3/1W4/6 w");
        assertThat(jpneto.lines()).contains("b2xc3").doesNotContain("b2_c3");
    }

    @Test
    void movesWithTheIsolatedRuleShowAJoin() {
        Run r = run("moves", "agora", "--rules", "tiers=0-3-6,isolated=on", "--position", "5B/6/6/6/6/WW4 w");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).contains("a1+b1", "b1+a1");
    }

    @Test
    void perftAgora4Is147750() {
        Run r = run("perft", "agora", "4");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("147750");
    }

    @Test
    void perftWithRulesTiersAndIsolated() {
        Run r = run("perft", "agora", "4", "--rules", "tiers=0-3-6,isolated=on");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("155538");
    }

    @Test
    void perftDivideListsEachRootMoveThenTheTotal() {
        Run r = run("perft", "agora", "2", "--divide");
        assertThat(r.code()).isZero();
        List<String> lines = r.lines();
        assertThat(lines).hasSize(19);
        assertThat(lines.subList(0, 18)).isSorted().allMatch(l -> l.matches("[a-f][1-6]-[a-f][1-6] 18"));
        assertThat(lines.get(18)).isEqualTo("324");
    }

    @Test
    void playPrintsThePositionThenTheOutcome() {
        Run r = run("play", "agora", "a2-a3", "a5-a4");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("BBBBBB/5B/B5/W5/5W/WWWWWW w", "outcome: none (The game goes on)");
    }

    @Test
    void playToAWinForWhite() {
        Run r = run("play", "agora", "--position", "6/6/6/6/6/WB4 w", "a1xb1");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("6/6/6/6/6/1(WW)4 b", "outcome: win w (White wins)");
    }

    @Test
    void playWithNoMovesReportsAWinForBlack() {
        Run r = run("play", "agora", "--position", "6/6/6/2(WB)3/6/5B w");
        assertThat(r.code()).isZero();
        assertThat(r.lines()).containsExactly("6/6/6/2(WB)3/6/5B w", "outcome: win b (Black wins)");
    }

    @Test
    void badPositionIsExitCode1WithTheSquareNamed() {
        Run r = run("moves", "agora", "--position", "6/6/6/2(WBW)3/6/6 w");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("square c3: stack (WBW) mixes colours");
        assertThat(r.out()).isEmpty();
        Run ranks = run("perft", "agora", "1", "--position", "6/6/5/6/6/6 w");
        assertThat(ranks.code()).isEqualTo(1);
        assertThat(ranks.err()).contains("rank 4");
    }

    @Test
    void badMoveIsExitCode1WithTheMoveNamed() {
        Run r = run("play", "agora", "a2-a3", "a5-a4", "a1-b1");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("move 3: a1-b1").contains("square b1 has a White top");
        Run syntax = run("play", "agora", "a9-a3");
        assertThat(syntax.code()).isEqualTo(1);
        assertThat(syntax.err()).contains("a9-a3");
        Run ambiguous = run("play", "agora", "--position", "6/6/6/2(WBB)3/1W4/6 w", "b2c3");
        assertThat(ambiguous.code()).isEqualTo(1);
        assertThat(ambiguous.err()).contains("b2xc3").contains("b2_c3");
    }

    @Test
    void moveAfterTheEndIsExitCode1() {
        Run r = run("play", "agora", "--position", "6/6/6/2(WB)3/6/5B w", "c3-c4");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).contains("already over");
    }

    @ParameterizedTest
    @ValueSource(strings = {"tiers=1-2-3", "colour=red", "isolated", "isolated=on,isolated=off"})
    void badRuleOptionIsExitCode1(String rules) {
        Run r = run("perft", "agora", "1", "--rules", rules);
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.err()).startsWith("error:").contains(rules.split("[=,]")[0]);
    }

    @Test
    void unknownCommandMissingCommandUnknownGameAndBadDepthAreUsageErrors() {
        assertThat(run("frobnicate").code()).isEqualTo(2);
        assertThat(run().code()).isEqualTo(2);
        assertThat(run("moves", "chess").code()).isEqualTo(2);
        assertThat(run("perft", "agora").code()).isEqualTo(2);
        assertThat(run("perft", "agora", "-1").code()).isEqualTo(2);
        assertThat(run("perft", "agora", "two").code()).isEqualTo(2);
        Run deep = run("perft", "agora", "10000");
        assertThat(deep.code()).as("a depth no perft could finish is refused, not a stack overflow").isEqualTo(2);
        assertThat(deep.err()).contains("between 0 and 64");
        Run r = run("moves", "agora", "--frob");
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("--frob");
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "moves", "perft", "play"})
    void helpWorksOnEveryCommand(String command) {
        Run r = command.isEmpty() ? run("--help") : run(command, "--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("Usage:");
    }

    @Test
    void aCommandLineGetsOnlyTheCommandItNamesAndTheHelpListsThemAll() {
        PrintWriter none = new PrintWriter(new StringWriter());
        assertThat(Cli.commandLine(none, none, "validate", "x.json").getSubcommands().keySet()).containsExactly("validate");
        assertThat(Cli.commandLine(none, none, "--help").getSubcommands().keySet()).containsExactly("moves", "perft", "play",
                "validate", "show", "solve", "import", "export", "convert", "sheet", "review", "selfplay", "mine");
        assertThat(Cli.commandLine(none, none, "validat").getSubcommands()).hasSize(13);
        Cli.COMMANDS.forEach((name, type) -> assertThat(new picocli.CommandLine(Cli.command(name)).getCommandName())
                .as("the name of %s", type.getSimpleName()).isEqualTo(name));
        Run help = run("--help");
        for (String name : Cli.COMMANDS.keySet()) {
            assertThat(help.out()).as("the help lists %s", name).containsPattern("(?m)^\\s+" + name + "\\b");
        }
        Run typo = run("validat", "x.json");
        assertThat(typo.code()).isEqualTo(2);
        assertThat(typo.err()).as("the suggestion still knows every command").contains("validate");
        Run sub = run("validate", "--help");
        assertThat(sub.code()).isZero();
        assertThat(sub.out()).contains("parlour validate");
    }
}
