package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command-line cases of the reliability report (docs/notation.md "Size limit", "Saving"),
 * each run through the CLI entry point on the case's minimal input
 * (src/test/resources/org/parlour/cli/reliability, named by case).
 */
class ReliabilityCliTest {
    private static final Path CASES = Path.of("src/test/resources/org/parlour/cli/reliability");

    private static Path copy(Path dir, String name) throws IOException {
        return Files.copy(CASES.resolve(name), dir.resolve(name.substring(4)), StandardCopyOption.REPLACE_EXISTING);
    }

    private static String c(String name) {
        return CASES.resolve(name).toString();
    }

    /** The arguments that make {@code command} read {@code file}. */
    private static String[] args(String command, Path file) {
        return command.equals("export") ? new String[] {command, file.toString(), "--to", "text"} : new String[] {command, file.toString()};
    }

    /** Every line of a message is its own line: no stack trace, no raw control character. */
    private static void oneLineEach(CliTest.Run r) {
        assertThat(r.out() + r.err()).doesNotContain("\tat ", "Exception", "Error:");
    }

    @Test
    void d01HugeFilesAreRefusedWithOneLineAndTheBatchGoesOn(@TempDir Path dir) throws Exception {
        Path big = dir.resolve("big.json");
        try (RandomAccessFile f = new RandomAccessFile(big.toFile(), "rw")) {
            f.setLength(3L << 30); // sparse: no disk used
        }
        CliTest.Run v = CliTest.run("validate", "samples/agora/game-1.json", big.toString(), c("D05-defence.json"));
        assertThat(v.code()).isEqualTo(2);
        assertThat(v.err()).isEqualTo("error: " + big + ": 3 GiB, more than the 64 MiB a Parlour file may have\n");
        assertThat(v.out()).contains("D05-defence.json: $.problem.defence");
        for (String command : List.of("show", "solve", "import", "export")) {
            CliTest.Run r = CliTest.run(args(command, big));
            assertThat(r.code()).as(command).isEqualTo(2);
            assertThat(r.err().lines()).as(command).singleElement().asString().contains("more than the 64 MiB");
        }
        Path justOver = dir.resolve("over.json");
        try (RandomAccessFile f = new RandomAccessFile(justOver.toFile(), "rw")) {
            f.setLength((64L << 20) + 1);
        }
        assertThat(CliTest.run("validate", justOver.toString()).err()).contains("64.0 MiB, more than the 64 MiB");
    }

    @Test
    void d01DevZeroIsNotARegularFile() {
        assumeTrue(Files.exists(Path.of("/dev/zero")));
        CliTest.Run r = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliTest.run("validate", "/dev/zero"));
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).isEqualTo("error: /dev/zero: not a regular file (a FIFO, device or socket); expected a record file\n");
    }

    @Test
    void d02AFifoIsRefusedWithoutWaiting(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe.json");
        Process p;
        try {
            p = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (IOException e) {
            p = null;
        }
        assumeTrue(p != null && p.waitFor() == 0, "mkfifo is not available");
        for (String command : List.of("validate", "show", "solve", "import", "export")) {
            CliTest.Run r = assertTimeoutPreemptively(Duration.ofSeconds(10), () -> CliTest.run(args(command, fifo)));
            assertThat(r.code()).as(command).isEqualTo(2);
            assertThat(r.err()).as(command).isEqualTo("error: " + fifo + ": not a regular file (a FIFO, device or socket); expected "
                    + (command.equals("import") ? "an AbstractPlay record (.json), a game text (.txt, .pgn) or a Parlour file" : "a record file") + "\n");
        }
    }

    @Test
    void d03ControlCharactersAreEscapedSoEachProblemIsOneLine() {
        CliTest.Run r = CliTest.run("validate", c("D03-colour.json"), c("D03-rulekey.json"), c("D03-date.json"));
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out().lines()).hasSize(3).allSatisfy(l -> assertThat(l).startsWith(CASES.toString()));
        assertThat(r.out()).contains("unknown colour 'x\\nother.json: $.moves[0].move: forged line'")
                .contains("unknown rule option 'tiers\\nx.json: $.forged'").contains("date 'A\\nB'");
    }

    @Test
    void d03ArgumentsWithControlCharactersAreEscapedInUsageErrors() {
        CliTest.Run option = CliTest.run("show", "samples/agora/game-1.json", "--node", "x\nerror: forged");
        assertThat(option.code()).isEqualTo(2);
        assertThat(option.err()).contains("'x\\nerror: forged'").doesNotContain("\nerror: forged");
        CliTest.Run rules = CliTest.run("moves", "agora", "--rules", "tiers=a\nerror: forged");
        assertThat(rules.code()).isEqualTo(1);
        assertThat(rules.err()).hasLineCount(1).contains("\\n");
    }

    @Test
    void d04RuleOptionTextIsQuotedUpTo80Characters() {
        CliTest.Run r = CliTest.run("validate", c("D04-rulekey.json"), c("D04-ruleval.json"));
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out().lines()).hasSize(2).allSatisfy(l -> assertThat(l).hasSizeLessThan(260).contains("… (300 characters)"));
        assertThat(r.out()).doesNotContain("K".repeat(81)).doesNotContain("V".repeat(81));
    }

    @Test
    void d05ABadDefenceNamesTheFieldAndTheChoices() {
        CliTest.Run r = CliTest.run("validate", c("D05-defence.json"));
        assertThat(r.out()).isEqualTo(c("D05-defence.json") + ": $.problem.defence: unknown defence \"worst\" (expected best or help);"
                + " the problem definition is ignored\n");
        assertThat(r.out()).doesNotContain("enum");
    }

    @Test
    void d06AWrongTypedFieldIsNamedNotItsParent() {
        CliTest.Run r = CliTest.run("validate", c("D06-problem-seat-null.json"), c("D06-solution-verdict-number.json"),
                c("D06-markup-to-null.json"), c("D06-eval-no-value.json"));
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out().lines()).containsExactly(
                c("D06-problem-seat-null.json") + ": $.problem.seat: expected text, got null; the problem definition is ignored",
                c("D06-solution-verdict-number.json") + ": $.solution.verdict: expected text, got 5; the solution is ignored",
                c("D06-markup-to-null.json") + ": $.moves[0].markup[0].to: expected text, got null; mark ignored",
                c("D06-eval-no-value.json") + ": $.moves[0].eval.value: missing (expected text); the evaluation is ignored");
    }

    @Test
    void d07AnOutOfRangeDepthIsReportedAsWrittenNeverNarrowed(@TempDir Path dir) throws Exception {
        for (String n : List.of("4294967297", "2147483648")) {
            Path f = copy(dir, "D07-depth-" + n + ".json");
            CliTest.Run v = CliTest.run("validate", f.toString());
            assertThat(v.code()).isEqualTo(1);
            assertThat(v.out()).isEqualTo(f + ": $.moves[0].eval.depth: expected a whole number of plies from 0 to 2147483647, got "
                    + n + "; the depth is dropped\n");
        }
        Path f = dir.resolve("depth-4294967297.json");
        byte[] before = Files.readAllBytes(f);
        CliTest.Run s = CliTest.run("solve", f.toString(), "--write");
        // refused before the solve, each issue an error line as convert says them (it was a warning, then the refusal)
        assertThat(s.err()).contains("error: " + f + ": $.moves[0].eval.depth").contains("got 4294967297");
        // the depth the reader drops is never narrowed, nor dropped by writing (issue 27: solve --write refuses)
        assertThat(s.err()).contains("error: " + f + ": not written: the file holds what could not be loaded ($.moves[0].eval.depth");
        assertThat(s.code()).isEqualTo(1);
        assertThat(Files.readAllBytes(f)).isEqualTo(before);
        assertThat(Files.readString(f)).doesNotContain("\"depth\": 1}");
    }

    @Test
    void d08FreshIdsStayBelow2To53(@TempDir Path dir) throws Exception {
        Path f = copy(dir, "D08-max-id.json");
        assertThat(CliTest.run("solve", f.toString(), "--write").code()).isZero();
        Matcher m = Pattern.compile("\"id\": (\\d+)").matcher(Files.readString(f));
        while (m.find()) {
            assertThat(Long.parseLong(m.group(1))).isLessThan(1L << 53);
        }
        CliTest.Run v = CliTest.run("validate", f.toString());
        // no problem line: the one line says the file is valid (validate printed nothing for it until 2026-12-06)
        assertThat(v.out()).startsWith(f + ": valid (Agora, 1 record, ").endsWith(")\n").hasLineCount(1);
        assertThat(v.code()).isZero();
    }

    @Test
    void d09AFilesKindComesFromItsFormatNotItsText(@TempDir Path dir) throws Exception {
        Path record = copy(dir, "D09-record.json");
        assertThat(Files.readString(record)).contains("\"title\": \"parlour-collection\"");
        assertThat(CliTest.run("solve", record.toString(), "--write").code()).isZero();
        assertThat(Files.readString(record)).startsWith("{\n  \"format\": \"parlour-record\",");
        // and a collection of one chapter stays a collection
        Path one = dir.resolve("one.json");
        String body = Files.readString(CASES.resolve("D09-record.json"));
        Files.writeString(one, "{\"format\": \"parlour-collection\", \"version\": \"1.0\", \"chapters\": [" + body + "]}");
        assertThat(CliTest.run("solve", one.toString(), "--write").code()).isZero();
        assertThat(Files.readString(one)).startsWith("{\n  \"format\": \"parlour-collection\",");
    }

    @Test
    void d10SavingThroughASymbolicLinkWritesItsTargetAndKeepsHardLinks(@TempDir Path dir) throws Exception {
        Path real = Files.createDirectories(dir.resolve("real")).resolve("real.json");
        Files.copy(CASES.resolve("D09-record.json"), real);
        Path link = Files.createSymbolicLink(dir.resolve("link.json"), Path.of("real/real.json"));
        assertThat(CliTest.run("solve", link.toString(), "--write").code()).isZero();
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).contains("\"role\": \"key\"");
        assertThat(dir.resolve("real/real.json.bak")).exists();
        assertThat(dir.resolve("link.json.bak")).doesNotExist();

        Path a = dir.resolve("a.json");
        Files.copy(CASES.resolve("D09-record.json"), a);
        Path b = Files.createLink(dir.resolve("b.json"), a);
        assertThat(CliTest.run("solve", a.toString(), "--write").code()).isZero();
        assertThat(Files.isSameFile(a, b)).isTrue();
        assertThat(Files.readString(b)).isEqualTo(Files.readString(a)).contains("\"role\": \"key\"");
        assertThat(Files.readString(dir.resolve("a.json.bak"))).isEqualTo(Files.readString(CASES.resolve("D09-record.json")));
    }

    @Test
    void d11AFailedSaveNamesTheFileAndWhyAndKeepsIt(@TempDir Path dir) throws Exception {
        Path f = copy(dir, "D09-record.json");
        String before = Files.readString(f);
        // a folder where the backup goes: the save cannot complete, whoever runs the test
        Files.createDirectories(dir.resolve("record.json.bak/x"));
        CliTest.Run r = CliTest.run("solve", f.toString(), "--write");
        assertThat(r.code()).isEqualTo(2);
        // one line: the file, why, and where the solution went instead (cac7deb: a failed save loses no work)
        assertThat(r.err()).startsWith("error: " + f + ": cannot save: ").contains(dir.resolve("record.json.bak").toString())
                .contains("what was computed is saved in " + dir.resolve("record.unsaved-"))
                .doesNotContain(".tmp").endsWith(" instead\n").hasLineCount(1);
        assertThat(Files.readString(f)).isEqualTo(before);
        try (var files = Files.list(dir)) {
            assertThat(files.filter(p -> p.getFileName().toString().startsWith("record.unsaved-"))).singleElement()
                    .satisfies(p -> assertThat(Files.readString(p)).contains("\"format\""));
        }
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(n -> n.endsWith(".tmp"));
        }
    }

    @Test
    void d11AReadOnlyFileIsNotReplaced(@TempDir Path dir) throws Exception {
        Path f = copy(dir, "D09-record.json");
        assumeTrue(f.toFile().setWritable(false) && !Files.isWritable(f), "running as root: permissions are not enforced");
        CliTest.Run r = CliTest.run("solve", f.toString(), "--write");
        assertThat(r.err()).isEqualTo("error: " + f + ": cannot save: the file is read-only\n");
    }

    @Test
    void d12LeftoversOfKilledSavesAreRemovedByTheNextSave(@TempDir Path dir) throws Exception {
        Path f = copy(dir, "D09-record.json");
        Path dead = Files.writeString(dir.resolve(".record.json.2147483646.0123456789abcdef.tmp"), "{\"form");
        Path deadBak = Files.writeString(dir.resolve(".record.json.bak.2147483646.89abcdef01234567.tmp"), "{");
        Path oldStyle = Files.writeString(dir.resolve(".record.json.4214f7c1-7d2b-4c27-877b-ef24d346088c.tmp"), "{");
        Files.setLastModifiedTime(oldStyle, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 3_600_000));
        long live = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(1L);
        Path running = Files.writeString(dir.resolve(".record.json." + live + ".0123456789abcdef.tmp"), "{");
        Path other = Files.writeString(dir.resolve(".other.json.2147483646.0123456789abcdef.tmp"), "{");
        assertThat(CliTest.run("solve", f.toString(), "--write").code()).isZero();
        assertThat(dead).doesNotExist();
        assertThat(deadBak).doesNotExist();
        assertThat(oldStyle).doesNotExist();
        assertThat(running).exists();
        assertThat(other).exists();
    }

    @Test
    void d15ShowingAnEmptyCollectionIsNotAUsageError() {
        CliTest.Run r = CliTest.run("show", c("D15-empty-collection.json"));
        assertThat(r.code()).isZero();
        assertThat(r.out()).isEqualTo("(no chapters)\n");
        assertThat(r.err()).isEmpty();
    }

    @Test
    void d17DigitsOfOtherScriptsAreRefusedWhereTheyStand() {
        String empty = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17/17 b ";
        CliTest.Run arabic = CliTest.run("moves", "conspirateurs", "--position", empty + "0,0 \u0663");
        assertThat(arabic.code()).isEqualTo(1);
        assertThat(arabic.err()).isEqualTo("error: --position: pass count '\u0663': expected a number 0-2\n");
        CliTest.Run wide = CliTest.run("moves", "conspirateurs", "--position", empty + "0,0 \uFF15");
        assertThat(wide.err()).isEqualTo("error: --position: pass count '\uFF15': expected a number 0-2\n");
        CliTest.Run hands = CliTest.run("moves", "conspirateurs", "--position", empty + "\u0662\u0660,\u0662\u0660");
        assertThat(hands.code()).isEqualTo(1);
        assertThat(hands.err()).startsWith("error: --position: men in hand of Black '\u0662\u0660'");
        CliTest.Run tournament = CliTest.run("moves", "tournament", "--position", "1g4/7/8/5G3/10/Q9\uFF15/10/3G5/8/7/1g4 w");
        assertThat(tournament.code()).isEqualTo(1);
        assertThat(tournament.err()).startsWith("error: --position: row f: unexpected character '\uFF15'");
    }

    @Test
    void d18GsonWordingsAreReplacedAndPathsSayWhichKey() {
        CliTest.Run v = CliTest.run("validate", c("D18-unexpected-value.json"));
        assertThat(v.out()).isEqualTo(c("D18-unexpected-value.json") + ":2:19: expected a value (text in double quotes, a number,"
                + " true, false, null, an object or an array) (at $.moves[0].id)\n");
        CliTest.Run dot = CliTest.run("validate", c("D18-path-ends-with-dot.json"));
        assertThat(dot.out()).isEqualTo(c("D18-path-ends-with-dot.json") + ":3:15: expected ':' after a field name (at $.meta[\"        \"])\n");
    }

    @Test
    void d19UnknownFieldsInsideProblemEvalMarksAndSolutionSurviveASave(@TempDir Path dir) throws Exception {
        Path f = copy(dir, "D19-unknown-fields.json");
        assertThat(CliTest.run("validate", f.toString()).code()).isZero();
        assertThat(CliTest.run("solve", f.toString(), "--write").code()).isZero();
        String after = Files.readString(f, StandardCharsets.UTF_8);
        for (String key : List.of("x-detail", "x-eval", "x-mark", "x-meta", "x-move", "x-param", "x-problem", "x-solution", "x-start", "x-top")) {
            assertThat(after).as(key).contains("\"" + key + "\": \"kept?\"");
        }
    }

    @Test
    void d21AStipulationTheGameCannotPoseIsLocatedByValidateAndSolve() {
        CliTest.Run goal = CliTest.run("validate", c("D21-goal-of-another-game.json"));
        assertThat(goal.code()).isEqualTo(1);
        assertThat(goal.out()).isEqualTo(c("D21-goal-of-another-game.json") + ": $.chapters[5].problem.goal: goal \"throw\" is unknown"
                + " to agora (expected one of: win, free-prisoners, revolution, capture, hold); the problem cannot be solved as stated\n");
        CliTest.Run seat = CliTest.run("validate", c("D21-seat-not-to-move.json"));
        assertThat(seat.code()).isEqualTo(1);
        assertThat(seat.out()).isEqualTo(c("D21-seat-not-to-move.json") + ": $.chapters[1].problem.seat: the solving seat Black is not"
                + " to move in the start position (White is); the problem cannot be solved as stated\n");
        CliTest.Run solve = CliTest.run("solve", c("D21-goal-of-another-game.json"));
        assertThat(solve.code()).isEqualTo(1);
        // one line per problem (no warning repeating the error), quoted as validate quotes it
        assertThat(solve.err()).isEqualTo("error: " + c("D21-goal-of-another-game.json") + ": $.chapters[5].problem.goal: goal \"throw\""
                + " is unknown to agora (expected one of: win, free-prisoners, revolution, capture, hold)\n");
        // the other chapters are still solved
        assertThat(solve.out()).contains("== chapter 7");
        oneLineEach(solve);
    }
}
