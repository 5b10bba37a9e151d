package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;

/**
 * Truncated, reordered, mistyped and random-byte variants of every sample: the reader either
 * returns a record with a problem list or throws {@link RecordFormatException}; nothing else
 * escapes, nothing hangs (the reader has no loop that input can make endless), and a local
 * damage keeps every move that does not depend on it.
 */
class BadInputTest {
    private static final long SEED = 0xBAD_1A7EL;

    @TestFactory
    Stream<DynamicTest> damagedSamplesGiveOnlyProblemsOrTheDocumentedError() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Path file : SamplesTest.samples()) {
            byte[] bytes = Files.readAllBytes(file);
            tests.add(DynamicTest.dynamicTest(file + " (seed " + SEED + ")", () -> damage(file, bytes)));
        }
        return tests.stream();
    }

    private static void damage(Path file, byte[] bytes) throws IOException {
        Random random = new Random(SEED ^ file.toString().hashCode());
        String text = new String(bytes, StandardCharsets.UTF_8);
        GameRecord original = SamplesTest.JSON.readAny(file).value().chapters().get(0);
        int moves = original.tree().size();
        // truncated at 60 places
        for (int i = 0; i < 60; i++) {
            int cut = random.nextInt(bytes.length);
            feed(file + " cut at byte " + cut, java.util.Arrays.copyOf(bytes, cut));
        }
        // random bytes overwritten, inserted or deleted
        for (int i = 0; i < 200; i++) {
            byte[] b = bytes.clone();
            int n = 1 + random.nextInt(4);
            for (int k = 0; k < n; k++) {
                b[random.nextInt(b.length)] = (byte) random.nextInt(256);
            }
            feed(file + " random bytes, round " + i, b);
        }
        // lines reordered: swap two lines
        List<String> lines = text.lines().toList();
        for (int i = 0; i < 60; i++) {
            List<String> l = new ArrayList<>(lines);
            java.util.Collections.swap(l, random.nextInt(l.size()), random.nextInt(l.size()));
            feed(file + " lines swapped, round " + i, String.join("\n", l).getBytes(StandardCharsets.UTF_8));
        }
        // mistyped values: each keeps the rest of the record
        String[][] typos = {
                {"\"nags\": [", "\"nags\": [\"x\", "},
                {"\"colour\": \"", "\"colour\": \"x"},
                // a node's comment: every sample writes it by language ({"en": ...}); a plain
                // "comment": "..." in a sample is the review's checksum inside its "computer" mark
                // (docs/review.md)
                {"\"comment\": {\"en\": \"", "\"comment\": {\"en\": 7, \"x\": \""},
                {"\"tags\": [", "\"tags\": [1, "},
                {"\"date\": \"", "\"date\": \"x"},
                {"\"id\": 1,", "\"id\": -1,"},
        };
        for (String[] t : typos) {
            if (!text.contains(t[0])) {
                continue; // this sample has no such field (a problem collection or course has no dates, a game may have no markup)
            }
            String damaged = text.replaceFirst(java.util.regex.Pattern.quote(t[0]), java.util.regex.Matcher.quoteReplacement(t[1]));
            LoadResult<RecordCollection> r = SamplesTest.JSON.readAny(damaged, file + " typo " + t[1]);
            assertThat(r.problems()).as("typo %s", t[1]).isNotEmpty();
            assertThat(r.value().chapters().get(0).tree().size()).as("typo %s keeps every move", t[1]).isEqualTo(moves);
        }
        // an illegal move late in the main line keeps everything before it
        // (the first chapter is written first and its node ids are unique, so the first match is that node)
        if (original.solution().isPresent()) {
            return; // a solved problem's stored keys name its main line: damaging it is a second problem
        }
        org.parlour.tree.Node last = original.tree().mainLine().get(original.tree().mainLine().size() - 1);
        String target = "\"id\": " + last.id() + ", \"move\": \"" + last.move() + "\"";
        int at = text.indexOf(target);
        assertThat(at).as("canonical samples name their nodes").isNotNegative();
        String damaged = text.substring(0, at) + "\"id\": " + last.id() + ", \"move\": \"zz9\"" + text.substring(at + target.length());
        LoadResult<RecordCollection> r = SamplesTest.JSON.readAny(damaged, "last");
        assertThat(r.problems()).hasSize(1);
        assertThat(r.value().chapters().get(0).tree().size()).isEqualTo(moves - 1);
    }

    private static void feed(String what, byte[] bytes) {
        try {
            LoadResult<RecordCollection> r = SamplesTest.JSON.readAny(RecordJson.decode(bytes, what), what);
            assertThat(r.value().chapters()).as(what).isNotNull();
        } catch (RecordFormatException expected) {
            assertThat(expected.getMessage()).as(what).startsWith(what);
        } catch (RuntimeException | StackOverflowError e) {
            fail(what + ": unexpected " + e, e);
        }
    }
}
