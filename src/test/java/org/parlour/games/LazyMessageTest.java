package org.parlour.games;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.NotationException;

/**
 * A refusal made with {@link NotationException#of} is formatted only when its message is read,
 * in the language of that moment; a {@link Messages#lazy} argument is worked out only then.
 */
class LazyMessageTest {
    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    @Test
    void theMessageIsMadeWhenFirstReadNotWhenThrown() {
        Messages.setLocale(Locale.ENGLISH);
        AtomicInteger asked = new AtomicInteger();
        NotationException e = NotationException.of(NotationException.Kind.ILLEGAL, "b1-c2", "notation.why", "b1-c2",
                Messages.lazy(() -> {
                    asked.incrementAndGet();
                    return "why";
                }));
        assertThat(asked).hasValue(0);
        Messages.setLocale(Locale.FRENCH);
        assertThat(e.getMessage()).isEqualTo("b1-c2\u00a0: why");
        assertThat(e.getMessage()).isEqualTo("b1-c2\u00a0: why");
        assertThat(asked).hasValue(1);
        assertThat(e.kind()).isEqualTo(NotationException.Kind.ILLEGAL);
        assertThat(e.input()).isEqualTo("b1-c2");
    }

    @Test
    void gameRefusalsAreEnglishOrFrenchAsTheyAreRead() {
        Game<?, ?> tournament = Games.byId("tournament").create();
        RuntimeException refused = refusal(tournament, "a1-a1");
        assertThat(refused.getMessage()).isEqualTo("move 'a1-a1': cell a1 to itself");
        Messages.setLocale(Locale.FRENCH);
        assertThat(refusal(tournament, "a1-a1").getMessage()).isEqualTo("coup «\u00a0a1-a1\u00a0»\u00a0: de la case a1 vers elle-même");
        Game<?, ?> conspirateurs = Games.byId("conspirateurs").create();
        assertThat(refusal(conspirateurs, "@a1").getMessage()).contains("la case a1 est hors du lieu de réunion e7-m11");
    }

    private static <P, M> RuntimeException refusal(Game<P, M> game, String move) {
        try {
            game.parseMove(game.initialPosition(), move);
        } catch (RuntimeException e) {
            return e;
        }
        throw new AssertionError(move + " was accepted");
    }
}
