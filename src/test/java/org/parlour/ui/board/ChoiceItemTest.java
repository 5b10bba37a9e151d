package org.parlour.ui.board;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.control.MenuItem;
import org.junit.jupiter.api.Test;

/** The move chooser shows a prisoner move as written, c5_b5, not c5b5 (its underscore is no mnemonic). */
class ChoiceItemTest {
    @Test
    void thePrisonersUnderscoreIsShown() {
        MenuItem item = BoardView.choiceItem("agora", "c5_b5");
        assertThat(item.getText()).startsWith("c5_b5");
        assertThat(item.isMnemonicParsing()).as("a mnemonic would take the underscore away").isFalse();
    }
}
