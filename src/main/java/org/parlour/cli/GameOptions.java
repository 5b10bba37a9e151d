package org.parlour.cli;

import org.parlour.core.Messages;
import java.util.Objects;
import org.parlour.core.Game;
import org.parlour.core.Texts;
import org.parlour.games.Games;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** The arguments every game command shares: the game id, {@code --rules} and {@code --position}. */
final class GameOptions {
    @Parameters(index = "0", paramLabel = "<game>", descriptionKey = "game.game")
    String gameId;

    @Option(names = "--rules", paramLabel = "k=v,...",
            descriptionKey = "game.rules")
    String rules = "";

    @Option(names = "--position", paramLabel = "TEXT",
            descriptionKey = "game.position")
    String position;

    /** The game for the arguments; an unknown id is a usage error (exit 2). */
    Game<?, ?> game(CommandLine cl) {
        if (Games.find(gameId).isEmpty()) {
            throw new CommandLine.ParameterException(cl, Messages.tr("cli.unknownGame", Texts.abbreviate(gameId), Games.ids()));
        }
        return Games.create(gameId, rules);
    }

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
