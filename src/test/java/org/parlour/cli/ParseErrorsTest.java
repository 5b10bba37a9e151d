package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;

/**
 * picocli's parse errors: English output is picocli's own, byte for byte; every form the command
 * line really produces is known to {@link ParseErrors}, its English pattern gives picocli's text
 * back and its French one leaves no English.
 */
class ParseErrorsTest {
    /** Command lines that picocli refuses, one per form. */
    private static final List<List<String>> BAD = List.of(
            List.of("validate", "--frobnicate", "x.json"),
            List.of("validate", "--frob", "--nicate", "x.json"),
            List.of("validate"),
            List.of("perft", "agora"),
            List.of("perft"),
            List.of("perft", "agora", "deux"),
            List.of("perft", "agora", "3", "4"),
            List.of("perft", "agora", "3", "4", "5"),
            List.of("solve", "x.json", "--threads"),
            List.of("solve", "x.json", "--threads", "many"),
            List.of("solve", "x.json", "--timeout", "--nodes", "3"),
            List.of("valdate", "x.json"),
            List.of("solve", "x.json", "--write=yes"),
            List.of("perft", "agora", "2", "--divide=maybe"));

    @Test
    void englishIsPicocliByteForByteAndEveryFormRoundTrips() {
        Messages.setLocale(Locale.ENGLISH);
        ResourceBundle en = Messages.load(Locale.ENGLISH);
        ResourceBundle fr = Messages.load(Locale.FRENCH);
        for (List<String> args : BAD) {
            CliTest.Run r = CliTest.run(args.toArray(String[]::new));
            assertThat(r.code()).as("%s", args).isEqualTo(Cli.USAGE);
            String first = r.err().lines().findFirst().orElseThrow();
            assertThat(ParseErrors.translate(first, en)).as("%s", args).isEqualTo(first);
            String french = ParseErrors.translate(first, fr);
            assertThat(french).as("%s: %s", args, first).isNotEqualTo(first)
                    .doesNotContain("Unknown", "Unmatched", "Missing", "Expected", "Invalid", "should be", "is not");
        }
    }

    /**
     * A number option or parameter that is not one is said in plain words (picocli said {@code 'abc'
     * is not an int}: a new user's trial), with the range when the number is too large.
     */
    @Test
    void numbersAreSaidInPlainWords() {
        Messages.setLocale(Locale.ENGLISH);
        CliTest.Run r = CliTest.run("perft", "agora", "deux");
        assertThat(r.err()).contains("'deux' is not a whole number").doesNotContain("an int");
        r = CliTest.run("solve", "x.json", "--threads", "99999999999");
        assertThat(r.err()).startsWith("--threads 99999999999: expected 1 to 256\n").doesNotContain("2147483647");
        r = CliTest.run("solve", "x.json", "--threads", "many");
        assertThat(r.err()).contains("'many' is not a whole number");
        r = CliTest.run("sheet", "samples/agora/sample-game.json", "-o", "x.pdf", "--every", "abc");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).contains("Invalid value for option '--every': 'abc' is not a whole number");
        Messages.setLocale(Locale.FRENCH);
        try {
            r = CliTest.run("solve", "x.json", "--threads", "99999999999");
            assertThat(r.err()).startsWith("--threads 99999999999\u00a0: de 1 à 256 attendu\n");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    @Test
    void anUnknownFormStaysAsItIs() {
        assertThat(ParseErrors.translate("something picocli may say one day", Messages.load(Locale.FRENCH)))
                .isEqualTo("something picocli may say one day");
    }
}
