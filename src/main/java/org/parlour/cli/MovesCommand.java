package org.parlour.cli;

import java.io.PrintWriter;
import java.util.List;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code moves <game>}: every legal move, one per line, canonical text in plain string order.
 * A position without a legal move prints none and says so in one line on standard error (exit 0).
 */
@Command(name = "moves", mixinStandardHelpOptions = true)
final class MovesCommand extends Subcommand implements Runnable {
    @Mixin
    GameOptions args;

    @Override
    public void run() {
        print(args.game(spec.commandLine()), out(), err());
    }

    private <P, M> void print(Game<P, M> game, PrintWriter out, PrintWriter err) {
        P position = args.start(game);
        List<String> texts = game.legalMoves(position).stream().map(m -> game.formatMove(position, m)).sorted().toList();
        texts.forEach(out::println);
        if (texts.isEmpty()) {
            // standard output stays the (empty) list of moves, for scripts
            err.println(Messages.tr("cli.moves.none", game.toMove(position).localName()));
        }
    }
}
