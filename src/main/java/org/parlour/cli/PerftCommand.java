package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.PrintWriter;
import java.util.Map;
import org.parlour.core.Game;
import org.parlour.core.Perft;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code perft <game> <depth>}: the leaf count, on the last line as a bare integer. */
@Command(name = "perft", mixinStandardHelpOptions = true)
final class PerftCommand extends Subcommand implements Runnable {
    @Mixin
    GameOptions args;

    /** Deeper than this no perft of these games finishes in a lifetime; refusing it keeps the recursion bounded. */
    static final int MAX_DEPTH = 64;

    @Parameters(index = "1", converter = NumberConverters.Clamped.class, paramLabel = "<depth>", descriptionKey = "perft.depth")
    int depth;

    @Option(names = "--divide", descriptionKey = "perft.divide")
    boolean divide;

    @Override
    public void run() {
        if (depth < 0 || depth > MAX_DEPTH) {
            throw refuse(Messages.tr("cli.perft.depth", MAX_DEPTH, typed("<depth>", depth)));
        }
        count(args.game(spec.commandLine()), out());
    }

    private <P, M> void count(Game<P, M> game, PrintWriter out) {
        P position = args.start(game);
        if (divide && depth >= 1) {
            long total = 0;
            for (Map.Entry<String, Long> e : Perft.divide(game, position, depth).entrySet()) {
                out.println(e.getKey() + " " + e.getValue());
                total += e.getValue();
            }
            out.println(total);
        } else {
            out.println(Perft.count(game, position, depth));
        }
    }
}
