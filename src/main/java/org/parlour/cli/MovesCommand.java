package org.parlour.cli;

import java.io.PrintWriter;
import java.util.List;
import org.parlour.core.Game;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code moves <game>}: every legal move, one per line, canonical text in plain string order. */
@Command(name = "moves", mixinStandardHelpOptions = true)
final class MovesCommand implements Runnable {
    @Mixin
    GameOptions args;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        print(args.game(spec.commandLine()), spec.commandLine().getOut());
    }

    private <P, M> void print(Game<P, M> game, PrintWriter out) {
        P position = args.start(game);
        List<String> texts = game.legalMoves(position).stream().map(m -> game.formatMove(position, m)).sorted().toList();
        texts.forEach(out::println);
    }
}
