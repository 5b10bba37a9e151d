package org.parlour.cli;

import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.Texts;
import org.parlour.games.Games;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The game id and {@code --rules}: what every game command shares. {@link GameOptions} adds
 * {@code --position} for the commands that start from a given position; {@code selfplay}, which
 * always starts from the initial position, takes only these two (so its help lists no option it
 * would refuse).
 */
class GameArgs {
    @Parameters(index = "0", paramLabel = "<game>", descriptionKey = "game.game")
    String gameId;

    @Option(names = "--rules", paramLabel = "k=v,...",
            descriptionKey = "game.rules")
    String rules = "";

    /**
     * The game for the arguments, its name in any case ({@code Agora}, {@code AGORA}: a new user's
     * trial typed the game's name as written; a record's {@code game} field stays exact, the
     * schema's); an unknown name is a usage error (exit 2).
     */
    Game<?, ?> game(CommandLine cl) {
        String id = gameId.toLowerCase(java.util.Locale.ROOT);
        if (Games.find(id).isEmpty()) {
            throw new CommandLine.ParameterException(cl, Messages.tr("cli.unknownGame", Texts.abbreviate(gameId), Games.ids()));
        }
        return Games.create(id, rules);
    }
}
