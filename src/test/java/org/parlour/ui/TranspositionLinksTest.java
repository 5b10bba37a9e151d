package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The transposition links of one node ({@link MainViewModel.TranspositionLinks}), without a toolkit. */
class TranspositionLinksTest {
    @Test
    void aNegativeCountOfTheOthersIsRefused() {
        List<MainViewModel.Transposition> one = List.of(new MainViewModel.Transposition(7, "1. a2-b3"));
        assertThatThrownBy(() -> new MainViewModel.TranspositionLinks(one, -1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-1");
        assertThat(new MainViewModel.TranspositionLinks(one, 0).moreText()).isEmpty();
        assertThat(new MainViewModel.TranspositionLinks(one, 3).moreText()).contains("3");
    }

    @Test
    void emptyWhenNoLinkIsShown() {
        assertThat(MainViewModel.TranspositionLinks.NONE.isEmpty()).isTrue();
        assertThat(new MainViewModel.TranspositionLinks(List.of(new MainViewModel.Transposition(7, "1. a2-b3")), 0).isEmpty())
                .isFalse();
    }
}
