package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;

/**
 * Messages a new user's trial found unclear or inconsistent (trial I, items 8 to 12): each test
 * failed before its fix; French where the message is translated.
 */
class TrialMessagesCliTest {
    private static final String COURSE = "samples/agora/course.json";

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static <T> T french(Supplier<T> run) {
        Messages.setLocale(Locale.FRENCH);
        try {
            return run.get();
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    /**
     * A number too large for an int is refused with the option's own range, as a number just out of
     * it is, and said as typed (it said "is not a whole number from -2147483648 to 2147483647").
     */
    @Test
    void aHugeNumberGetsTheOptionsOwnRange() {
        Messages.setLocale(Locale.ENGLISH);
        CliTest.Run r = CliTest.run("show", COURSE, "--chapter", "99999999999999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).isEqualTo("error: " + COURSE + ": --chapter 99999999999999999999: the file has 10 chapters (choose 1 to 10)\n");
        r = CliTest.run("review", COURSE, "--proof", "99999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("--proof: expected 0 to 30 moves, got 99999999999\n").doesNotContain("2147483647");
        r = CliTest.run("sheet", COURSE, "-o", "/tmp/msgs-never.pdf", "--every", "99999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("--every 99999999999: expected 1 to 2147483647 plies\n").doesNotContain("-2147483648");
        r = CliTest.run("perft", "agora", "99999999999");
        assertThat(r.code()).isEqualTo(Cli.USAGE);
        assertThat(r.err()).startsWith("<depth> must be between 0 and 64, got 99999999999\n");
        r = CliTest.run("convert", COURSE, "/tmp/msgs-never.pgn", "--chapter", "-99999999999");
        assertThat(r.err()).contains("--chapter -99999999999: the file has 10 chapters (choose 1 to 10)");
        r = CliTest.run("review", COURSE, "--chapter", "2", "--from", "99999999999");
        assertThat(r.err()).contains("--from 99999999999: the line has").doesNotContain("2147483647");
        CliTest.Run fr = french(() -> CliTest.run("review", COURSE, "--proof", "99999999999"));
        assertThat(fr.err()).startsWith("--proof\u00a0: attendu de 0 à 30 coups, reçu 99999999999\n");
        fr = french(() -> CliTest.run("sheet", COURSE, "-o", "/tmp/msgs-never.pdf", "--every", "99999999999"));
        assertThat(fr.err()).startsWith("--every 99999999999\u00a0: attendu de 1 à 2147483647 demi-coups\n");
    }
}
