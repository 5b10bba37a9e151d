package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * What a new user's trial of the command line found (each test failed before its fix): help that
 * lists an option the command refuses, unchecked language tags, limits kept only roughly,
 * contradicting messages, silent replacements and counts in the wrong number.
 */
class TrialCliTest {

    @Test
    void selfplayHelpListsNoPositionOptionItWouldRefuse() {
        CliTest.Run help = CliTest.run("selfplay", "--help");
        assertThat(help.code()).isZero();
        assertThat(help.out()).contains("--games").contains("--rules").doesNotContain("--position");
        // the commands that take a position still list it
        assertThat(CliTest.run("moves", "--help").out()).contains("--position");
        CliTest.Run given = CliTest.run("selfplay", "agora", "--games", "1", "--position", "6/6/6/6/6/6 w", "-o", "x.json");
        assertThat(given.code()).isEqualTo(2);
        assertThat(given.err()).contains("Unknown option").contains("--position");
    }
}
