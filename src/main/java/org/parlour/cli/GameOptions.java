package org.parlour.cli;

import java.util.Objects;
import org.parlour.core.Game;
import org.parlour.core.Texts;
import picocli.CommandLine.Option;

/** The arguments of the commands that take a position: the game id, {@code --rules} ({@link GameArgs}) and {@code --position}. */
final class GameOptions extends GameArgs {
    @Option(names = "--position", paramLabel = "TEXT",
            descriptionKey = "game.position")
    String position;

    /** The start position: --position parsed, or the initial position. */
    <P, M> P start(Game<P, M> game) {
        if (position == null) {
            return game.initialPosition();
        }
        Objects.requireNonNull(position);
        try {
            return game.parsePosition(position);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--position: " + Texts.shortenMessage(e.getMessage(), position), e);
        }
    }
}
