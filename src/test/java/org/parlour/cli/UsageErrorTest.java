package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A usage error (unknown option, missing parameter, bad value, unknown command) says what is
 * wrong in one line and where the help is, exit code 2; it printed the command's whole help
 * after it (trial: the error scrolled out of sight above 40 lines of options).
 */
class UsageErrorTest {
    @Test
    void aUsageErrorIsOneLineAndAHintNotTheWholeHelp() {
        CliTest.Run unknown = CliTest.run("validate", "--frobnicate", "x.json");
        assertThat(unknown.code()).isEqualTo(Cli.USAGE).isEqualTo(2);
        assertThat(unknown.err()).isEqualTo("Unknown option: '--frobnicate'\nRun 'parlour validate --help' for usage.\n");
        assertThat(unknown.out()).isEmpty();
        CliTest.Run missing = CliTest.run("validate");
        assertThat(missing.code()).isEqualTo(2);
        assertThat(missing.err()).isEqualTo("Missing required parameter: '<file>'\nRun 'parlour validate --help' for usage.\n");
        CliTest.Run number = CliTest.run("perft", "agora", "two");
        assertThat(number.code()).isEqualTo(2);
        assertThat(number.err()).startsWith("Invalid value for positional parameter at index 1 (<depth>): 'two' is not a whole number")
                .endsWith("\nRun 'parlour perft --help' for usage.\n").hasLineCount(2);
        CliTest.Run command = CliTest.run("frobnicate");
        assertThat(command.code()).isEqualTo(2);
        assertThat(command.err()).endsWith("Run 'parlour --help' for usage.\n").doesNotContain("Usage:", "Commands:");
        // picocli's suggestion stays, between the error and the hint
        CliTest.Run near = CliTest.run("perft", "agora", "1", "--rule", "x");
        assertThat(near.code()).isEqualTo(2);
        assertThat(near.err()).doesNotContain("Usage:").endsWith("Run 'parlour perft --help' for usage.\n");
    }
}
