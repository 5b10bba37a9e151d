package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.json.RecordFile;
import org.parlour.json.RecordJson;
import org.parlour.json.ReaderFuzzTest;

/**
 * Seeded fuzzing of the commands that write (issue 27): damaged samples (the reader fuzz's
 * mutations, plus an unreadable chapter, an illegal move that cuts a line and control characters
 * in a title) go through {@code solve --write}, {@code sheet}, {@code convert} to game text and to
 * JSON, and {@code show}. Whatever the damage:
 *
 * <ul>
 *   <li>no command crashes (exit 0, 1 or 2, never an internal error) and every line it prints on
 *       standard error is one message, with no raw control character on either stream;</li>
 *   <li>{@code sheet} and {@code convert} never change their input;</li>
 *   <li>{@code solve --write} either leaves the file byte for byte or writes it only when nothing
 *       was lost at load, keeping the old bytes as {@code .bak} and the unreadable chapters;</li>
 *   <li>what {@code convert} writes reads back ({@code import} or {@code validate}, exit 0).</li>
 * </ul>
 *
 * <p>The seed is printed in every failure; rerun one with {@code -Dparlour.fuzz.seed=N}.
 */
class WritingFuzzTest {
    private static final long SEED = Long.getLong("parlour.fuzz.seed", 20_261_204L);
    private static final int MUTANTS_PER_SAMPLE = 4;
    private static final List<String> SAMPLES = List.of("samples/agora/sample-game.json", "samples/agora/problems.json",
            "samples/tournament/game-2.json", "samples/tournament/problems.json", "samples/conspirateurs/sample-game.json",
            "samples/conspirateurs/problems.json");
    private static final String[] CONTROLS = {"\\u001b[2J", "\\n", "\\u0007", "\\b", "\\r", "\\u009b31m", "\\u202e"};

    @Test
    void writingCommandsNeverLoseTheInputNorWriteWhatCannotBeReadBack(@TempDir Path dir) throws Exception {
        Random random = new Random(SEED);
        RecordJson json = new RecordJson(Games.all());
        int written = 0;
        int refused = 0;
        int cases = 0;
        for (String sample : SAMPLES) {
            byte[] original = Files.readAllBytes(Path.of(sample));
            for (int i = 0; i < MUTANTS_PER_SAMPLE; i++) {
                int kind = random.nextInt(9);
                byte[] mutant = mutate(kind, original, random);
                Path sub = Files.createDirectory(dir.resolve("c" + cases++));
                Path file = Files.write(sub.resolve("m.json"), mutant);
                String what = "seed " + SEED + ", " + sample + ", mutant " + i + " (kind " + kind + ")";

                // solve --write: the file whole, or written only when nothing was lost
                RecordFile before = readOrNull(json, file);
                CliTest.Run solve = clean(what + ", solve", CliTest.run("solve", file.toString(), "--write", "--nodes", "3000", "--threads", "1"));
                byte[] after = Files.readAllBytes(file);
                if (Arrays.equals(after, mutant)) {
                    refused++;
                } else {
                    written++;
                    assertThat(before).as(what + ": solve --write changed a file it could not read").isNotNull();
                    assertThat(before.lossProblems()).as(what + ": solve --write wrote over what it could not load").isEmpty();
                    assertThat(Files.readAllBytes(sub.resolve("m.json.bak"))).as(what + ": the .bak").isEqualTo(mutant);
                    RecordFile again = RecordFile.read(json, file);
                    assertThat(again.unreadable().keySet()).as(what + ": unreadable chapters kept").isEqualTo(before.unreadable().keySet());
                    assertThat(again.isCollection()).as(what + ": kind kept").isEqualTo(before.isCollection());
                    assertThat(again.lossProblems()).as(what + ": what solve wrote reads back").isEmpty();
                    assertThat(solve.out()).contains("written: ");
                }
                Files.write(file, mutant);

                // sheet, convert, show: the input never changes; what is written reads back
                if (i == 0) {
                    // a sheet costs seconds: one mutant a sample
                    clean(what + ", sheet", CliTest.run("sheet", file.toString(), "-o", sub.resolve("m.pdf").toString()));
                }
                CliTest.Run text = clean(what + ", convert to text", CliTest.run("convert", file.toString(), sub.resolve("m.pgn").toString()));
                if (text.code() == 0) {
                    assertThat(CliTest.run("import", sub.resolve("m.pgn").toString()).code()).as(what + ": import of the text").isZero();
                } else {
                    assertThat(sub.resolve("m.pgn")).as(what + ": text written with exit " + text.code()).doesNotExist();
                }
                CliTest.Run copy = clean(what + ", convert to JSON", CliTest.run("convert", file.toString(), sub.resolve("c.json").toString()));
                if (copy.code() == 0) {
                    assertThat(CliTest.run("validate", sub.resolve("c.json").toString()).code()).as(what + ": validate of the copy").isZero();
                }
                clean(what + ", show", CliTest.run("show", file.toString()));
                assertThat(Files.readAllBytes(file)).as(what + ": the input after sheet, convert and show").isEqualTo(mutant);
            }
        }
        assertThat(cases).isEqualTo(SAMPLES.size() * MUTANTS_PER_SAMPLE);
        // the mutations reach both sides: files written and files left as they were
        assertThat(written).as("seed %d", SEED).isPositive();
        assertThat(refused).as("seed %d", SEED).isPositive();
    }

    /** The file read as an editor reads it, or null when it cannot be read at all. */
    private static RecordFile readOrNull(RecordJson json, Path file) {
        try {
            return RecordFile.read(json, file);
        } catch (java.io.IOException | RuntimeException e) {
            return null;
        }
    }

    /** Checks a run's exit code and the shape of what it printed; returns it. */
    private static CliTest.Run clean(String what, CliTest.Run r) {
        assertThat(r.code()).as(what + ": exit code; stderr " + r.err()).isIn(0, 1, 2, Cli.UNDECIDED);
        for (String s : List.of(r.out(), r.err())) {
            assertThat(s).as(what).doesNotContain("internal error", "Exception", "\tat ");
            assertThat(s.chars().filter(c -> c != '\n' && c != '\t' && (Character.getType(c) == Character.CONTROL || c == 0x202e)))
                    .as(what + ": raw control characters in " + s).isEmpty();
        }
        for (String line : r.err().lines().toList()) {
            assertThat(line).as(what + ": one message a line").matches("(error|warning|note): .+|.*m\\.json: .+");
        }
        return r;
    }

    private static byte[] mutate(int kind, byte[] in, Random random) {
        String text = new String(in, StandardCharsets.UTF_8);
        return switch (kind) {
            case 6 -> replaceFirst(text, "\"game\": \"", random, "\"game\": \"chess").getBytes(StandardCharsets.UTF_8);
            case 7 -> replaceFirst(text, "\"move\": \"", random, "\"move\": \"a1-a1").getBytes(StandardCharsets.UTF_8);
            case 8 -> replaceFirst(text, "\"title\": \"", random, "\"title\": \"" + escaped(CONTROLS[random.nextInt(CONTROLS.length)]))
                    .getBytes(StandardCharsets.UTF_8);
            default -> ReaderFuzzTest.mutate(kind, in, random);
        };
    }

    /** {@code s} as JSON string text: the control characters as {@code \\uXXXX}. */
    private static String escaped(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(c < 0x20 || (c >= 0x7f && c < 0xa0) || c == 0x202e ? String.format("\\u%04x", (int) c) : String.valueOf(c));
        }
        return out.toString();
    }

    /**
     * {@code text} with one occurrence of {@code marker}, picked at random, made {@code with}
     * (the value after it keeps its rest: {@code "game": "agora"} becomes {@code "game": "chessagora"}).
     */
    private static String replaceFirst(String text, String marker, Random random, String with) {
        List<Integer> at = new ArrayList<>();
        for (int i = text.indexOf(marker); i >= 0; i = text.indexOf(marker, i + 1)) {
            at.add(i);
        }
        if (at.isEmpty()) {
            return text;
        }
        int i = at.get(random.nextInt(at.size()));
        return text.substring(0, i) + with + text.substring(i + marker.length());
    }
}
