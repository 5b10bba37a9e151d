package org.parlour.interchange;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.RecordCollection;

/**
 * Seeded fuzzing of the game text reader: the texts of the samples with random edits (characters
 * deleted, inserted, replaced, runs cut or doubled) are either read or refused with one
 * {@code source:line:column: ...} message pointing inside the text; nothing else is thrown. What
 * is read writes back and reads again.
 */
class GameTextFuzzTest {
    private static final long SEED = 0x5eed_19L;
    private static final int CASES = 1200;
    private static final Pattern WHERE = Pattern.compile("fuzz:(\\d+):(\\d+): .+");
    private static final String ALPHABET = "abcdefq0123456789@-x_+[]{}()\"\\$!?.* \n\twinbdrg;%=/";

    @Test
    void mutatedTextsNeverCrashAndErrorsNameLineAndColumn() throws Exception {
        System.out.println("GameTextFuzzTest seed " + SEED);
        RecordJson json = new RecordJson(Games.all());
        List<String> texts = new ArrayList<>();
        for (String s : List.of("samples/agora/sample-game.json", "samples/tournament/game-1.json",
                "samples/conspirateurs/sample-game.json", "samples/conspirateurs/game-2.json")) {
            texts.add(GameText.write(json.readAny(Path.of(s)).value()).value());
        }
        Random random = new Random(SEED);
        int read = 0;
        int refused = 0;
        for (int i = 0; i < CASES; i++) {
            String base = texts.get(random.nextInt(texts.size()));
            String text = mutate(base, random);
            try {
                Converted<RecordCollection> c = GameText.read(text, "fuzz", "");
                GameText.read(GameText.write(c.value()).value(), "again", "");
                read++;
            } catch (InterchangeException e) {
                refused++;
                Matcher m = WHERE.matcher(e.getMessage());
                if (!m.matches()) {
                    fail("case " + i + " (seed " + SEED + "): message without line:column: " + e.getMessage());
                }
                int line = Integer.parseInt(m.group(1));
                assertThat(line).as("case " + i + ": " + e.getMessage()).isBetween(1, (int) text.lines().count() + 1);
                assertThat(e.getMessage()).doesNotContain("\n");
            } catch (RuntimeException | StackOverflowError e) {
                throw new AssertionError("case " + i + " (seed " + SEED + ") crashed on:\n" + text, e);
            }
        }
        assertThat(read).as("some mutations stay readable").isPositive();
        assertThat(refused).as("most are refused").isPositive();
    }

    private static String mutate(String s, Random r) {
        StringBuilder sb = new StringBuilder(s);
        int edits = 1 + r.nextInt(4);
        for (int k = 0; k < edits && sb.length() > 0; k++) {
            int at = r.nextInt(sb.length());
            switch (r.nextInt(5)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                case 2 -> sb.setCharAt(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
                case 3 -> sb.delete(at, Math.min(sb.length(), at + 1 + r.nextInt(30)));
                default -> {
                    int end = Math.min(sb.length(), at + 1 + r.nextInt(40));
                    sb.insert(end, sb.substring(at, end));
                }
            }
        }
        return sb.toString();
    }
}
