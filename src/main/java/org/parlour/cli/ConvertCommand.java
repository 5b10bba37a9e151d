package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code convert <in> <out> [--from F] [--to F] [--chapter N]}: between Parlour JSON,
 * AbstractPlay records and game text. The input format comes from {@code --from} or the content,
 * the output format from {@code --to} or the name ({@code .json}, {@code .ap.json},
 * {@code .txt}, {@code .pgn}); {@code -} as OUT is standard output (then {@code --to} is needed).
 */
@Command(name = "convert", mixinStandardHelpOptions = true)
final class ConvertCommand extends Subcommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<in>", descriptionKey = "convert.in")
    Path in;

    @Parameters(index = "1", paramLabel = "<out>", descriptionKey = "convert.out")
    String out;

    @Option(names = "--from", paramLabel = "FORMAT", descriptionKey = "convert.from")
    String from;

    @Option(names = "--to", paramLabel = "FORMAT", descriptionKey = "convert.to")
    String to;

    @Option(names = "--chapter", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "convert.chapter")
    /** Null when not given: every chapter (AbstractPlay: the only one). */
    Integer chapter;

    @Override
    public Integer call() {
        PrintWriter stdout = out();
        PrintWriter err = err();
        if (out.isEmpty()) {
            throw refuse(Messages.tr("cli.convert.emptyOut"));
        }
        Path target = out.equals("-") ? null : Path.of(out);
        Interchange.Format f;
        Interchange.Format t;
        try {
            f = from == null ? null : Interchange.Format.of(from);
            if (to != null) {
                t = Interchange.Format.of(to);
            } else if (target == null) {
                throw new IllegalArgumentException(Messages.tr("cli.convert.stdoutNeedsTo"));
            } else {
                t = Interchange.byName(target);
            }
        } catch (IllegalArgumentException e) {
            throw refuse(e.getMessage());
        }
        return Interchange.convert(in, f, target, t, chapter, typed("--chapter", chapter), stdout, err);
    }
}
