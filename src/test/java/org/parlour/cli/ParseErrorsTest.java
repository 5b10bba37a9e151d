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

    @Test
    void anUnknownFormStaysAsItIs() {
        assertThat(ParseErrors.translate("something picocli may say one day", Messages.load(Locale.FRENCH)))
                .isEqualTo("something picocli may say one day");
    }
}
