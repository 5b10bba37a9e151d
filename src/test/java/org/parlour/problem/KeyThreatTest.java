package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The threat of a key's comment, as the solution writer words it in English and French, found and taken out. */
class KeyThreatTest {
    @Test
    void theWritersThreatIsFoundInBothLanguages() {
        assertThat(KeyThreat.of("Key. Threat: b4xb3.")).isEqualTo(new KeyThreat("Key.", Optional.of("b4xb3")));
        assertThat(KeyThreat.of("Key. Threat: c5-b6 (in 2).")).isEqualTo(new KeyThreat("Key.", Optional.of("c5-b6 (in 2)")));
        assertThat(KeyThreat.of("Clé. Menace\u00a0: c5-b6 (en 2).")).isEqualTo(new KeyThreat("Clé.", Optional.of("c5-b6 (en 2)")));
        assertThat(KeyThreat.of("Clé. Menace : b4xb3.")).as("a plain space, as typed by hand")
                .isEqualTo(new KeyThreat("Clé.", Optional.of("b4xb3")));
        assertThat(KeyThreat.of("Cook: a second key. Threat: e4_e5 or e4-e5. Nice.")).as("words after it stay")
                .isEqualTo(new KeyThreat("Cook: a second key. Nice.", Optional.of("e4_e5 or e4-e5")));
    }

    @Test
    void aCommentWithoutThreatComesBackWhole() {
        assertThat(KeyThreat.of("Key.")).isEqualTo(new KeyThreat("Key.", Optional.empty()));
        assertThat(KeyThreat.of("")).isEqualTo(new KeyThreat("", Optional.empty()));
        assertThat(KeyThreat.of("The threats of this piece are many.")).isEqualTo(
                new KeyThreat("The threats of this piece are many.", Optional.empty()));
    }
}
