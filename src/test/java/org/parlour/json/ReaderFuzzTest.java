package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.study.RecordCollection;

/**
 * Seeded fuzzing of the reader over every sample in samples/: truncations, byte flips, values
 * swapped for another JSON type, huge and out-of-range numbers, deep nesting and bad UTF-8.
 * Whatever the damage, no exception but {@link RecordFormatException} escapes, every message is
 * one line located by the file and {@code line:column} or a JSON path, and a mutant that still
 * reads without issues writes back and reads again to the same value and text.
 *
 * <p>The seed is printed in every failure; rerun one with {@code -Dparlour.fuzz.seed=N}.
 */
public class ReaderFuzzTest {
    private static final long SEED = Long.getLong("parlour.fuzz.seed", 20_261_201L);
    private static final int MUTANTS_PER_SAMPLE = 20;
    /** {@code file:line:column: } or {@code file: $...: }. */
    private static final String LOCATED = "(\\d+:\\d+|\\$[^ ]*): .+";
    private static final String[] SWAPS = {"null", "true", "false", "[]", "{}", "\"x\"", "42", "-1", "{\"a\": [1]}", "[null]", "\"\""};
    private static final String[] NUMBERS = {"1e999999", "99999999999999999999999999", "-9223372036854775809", "9007199254740992",
            "9007199254740993", "4294967297", "2147483648", "0.5", "1E-400", "-0", "1" + "0".repeat(5000)};
    private static final byte[][] BAD_UTF8 = {{(byte) 0xC3, 0x28}, {(byte) 0xFF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
            {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0xE2, (byte) 0x82}, {(byte) 0xC0, (byte) 0xAF}};

    private static final RecordJson JSON = SamplesTest.JSON;

    @Test
    void damagedSamplesNeverThrowAnythingButALocatedRefusal(@TempDir Path dir) throws Exception {
        List<Path> samples;
        try (Stream<Path> s = Files.walk(Path.of("samples"))) {
            samples = s.filter(p -> p.toString().endsWith(".json")).filter(p -> !org.parlour.SampleLibraries.isLibrary(p)).sorted().toList();
        }
        assertThat(samples).hasSizeGreaterThanOrEqualTo(15);
        Random random = new Random(SEED);
        int valid = 0;
        int refused = 0;
        int cases = 0;
        for (Path sample : samples) {
            byte[] original = Files.readAllBytes(sample);
            for (int i = 0; i < MUTANTS_PER_SAMPLE; i++) {
                int kind = random.nextInt(6);
                byte[] mutant = mutate(kind, original, random);
                String what = "seed " + SEED + ", " + sample + ", mutant " + i + " (kind " + kind + ")";
                Path file = dir.resolve("m" + cases++ + ".json");
                Files.write(file, mutant);
                switch (check(file, what)) {
                    case VALID -> valid++;
                    case REFUSED -> refused++;
                    default -> { }
                }
            }
        }
        assertThat(cases).isEqualTo(samples.size() * MUTANTS_PER_SAMPLE);
        // the mutations must reach both sides: files refused and files that still read cleanly
        assertThat(refused).as("seed %d", SEED).isPositive();
        assertThat(valid).as("seed %d", SEED).isPositive();
    }

    private enum Result { VALID, ISSUES, REFUSED }

    private static Result check(Path file, String what) {
        String name = file.toString();
        try {
            LoadResult<RecordCollection> r = JSON.readAny(file);
            for (LoadIssue issue : r.problems()) {
                assertThat(issue.path()).as(what).startsWith("$");
                assertThat(issue.toString()).as(what).matches(Pattern.compile(LOCATED, Pattern.DOTALL)).doesNotContain("\n", "\r");
            }
            if (!r.isValid()) {
                return Result.ISSUES;
            }
            roundTrip(r, what);
            return Result.VALID;
        } catch (RecordFormatException e) {
            assertThat(e.getMessage()).as(what).startsWith(name + ":").doesNotContain("\n", "\r");
            assertThat(e.getMessage().substring(name.length() + 1).strip()).as(what).matches(Pattern.compile(LOCATED, Pattern.DOTALL));
            return Result.REFUSED;
        } catch (IOException | RuntimeException | Error e) {
            fail(what + ": unexpected " + e, e);
            return Result.REFUSED;
        }
    }

    /** A mutant read without issues is written and read again: same value, same canonical text. */
    private static void roundTrip(LoadResult<RecordCollection> r, String what) throws RecordFormatException {
        String text = r.kind() == FileKind.COLLECTION ? JSON.write(r.value()) : JSON.write(r.value().chapters().get(0));
        LoadResult<RecordCollection> back = JSON.readAny(text, "again.json");
        assertThat(back.problems()).as(what).isEmpty();
        assertThat(back.kind()).as(what).isEqualTo(r.kind());
        assertThat(back.value().chapters()).as(what).isEqualTo(r.value().chapters());
        String again = back.kind() == FileKind.COLLECTION ? JSON.write(back.value()) : JSON.write(back.value().chapters().get(0));
        assertThat(again).as(what).isEqualTo(text);
    }

    /**
     * One damaged copy of {@code in}: kind 0 truncation, 1 byte flips, 2 a value swapped for
     * another JSON type, 3 a huge or out-of-range number, 4 deep nesting, 5 bad UTF-8 (also used
     * by cli.WritingFuzzTest).
     */
    public static byte[] mutate(int kind, byte[] in, Random random) {
        String text = new String(in, StandardCharsets.UTF_8);
        return switch (kind) {
            case 0 -> java.util.Arrays.copyOf(in, random.nextInt(in.length)); // truncation
            case 1 -> flip(in, random);
            case 2 -> replaceScalar(text, random, SWAPS[random.nextInt(SWAPS.length)], false).getBytes(StandardCharsets.UTF_8);
            case 3 -> replaceScalar(text, random, NUMBERS[random.nextInt(NUMBERS.length)], true).getBytes(StandardCharsets.UTF_8);
            case 4 -> {
                int depth = 200 + random.nextInt(2000);
                yield replaceScalar(text, random, "[".repeat(depth) + "]".repeat(depth), false).getBytes(StandardCharsets.UTF_8);
            }
            default -> insert(in, random.nextInt(in.length + 1), BAD_UTF8[random.nextInt(BAD_UTF8.length)]);
        };
    }

    private static byte[] flip(byte[] in, Random random) {
        byte[] out = in.clone();
        int flips = 1 + random.nextInt(3);
        for (int f = 0; f < flips; f++) {
            int at = random.nextInt(out.length);
            out[at] = (byte) "{}[]\":,0123456789-+.eE \\ntfalsu\u0000x".charAt(random.nextInt(33));
        }
        return out;
    }

    private static byte[] insert(byte[] in, int at, byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(in.length + bytes.length);
        out.write(in, 0, at);
        out.write(bytes, 0, bytes.length);
        out.write(in, at, in.length - at);
        return out.toByteArray();
    }

    /** Replaces one scalar value after a {@code ": "} (a number only, with {@code numbersOnly}) by {@code with}. */
    static String replaceScalar(String text, Random random, String with, boolean numbersOnly) {
        List<int[]> spans = new ArrayList<>();
        int i = text.indexOf(": ");
        while (i >= 0) {
            int start = i + 2;
            int end = scalarEnd(text, start);
            if (end > start && (!numbersOnly || text.charAt(start) == '-' || Character.isDigit(text.charAt(start)))) {
                spans.add(new int[] {start, end});
            }
            i = text.indexOf(": ", start);
        }
        if (spans.isEmpty()) {
            return text;
        }
        int[] s = spans.get(random.nextInt(spans.size()));
        return text.substring(0, s[0]) + with + text.substring(s[1]);
    }

    /** The end of the scalar starting at {@code start}, or {@code start} when it is an object or array. */
    private static int scalarEnd(String text, int start) {
        if (start >= text.length() || text.charAt(start) == '{' || text.charAt(start) == '[') {
            return start;
        }
        if (text.charAt(start) == '"') {
            int j = start + 1;
            while (j < text.length() && text.charAt(j) != '"') {
                j += text.charAt(j) == '\\' ? 2 : 1;
            }
            return Math.min(text.length(), j + 1);
        }
        int j = start;
        while (j < text.length() && ",}]\n ".indexOf(text.charAt(j)) < 0) {
            j++;
        }
        return j;
    }
}
