package org.parlour.cli;

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
@Command(name = "convert", mixinStandardHelpOptions = true,
        description = "Convert between Parlour JSON, AbstractPlay records and game text.%n"
                + "Formats by --from/--to, else by content (input) and extension (.json, .ap.json, .txt, .pgn).")
final class ConvertCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<in>", description = "the file to read")
    Path in;

    @Parameters(index = "1", paramLabel = "<out>", description = "the file to write, or - for standard output")
    String out;

    @Option(names = "--from", paramLabel = "FORMAT", description = "parlour, abstractplay or text (default: from the content)")
    String from;

    @Option(names = "--to", paramLabel = "FORMAT", description = "parlour, abstractplay or text (default: from OUT's extension)")
    String to;

    @Option(names = "--chapter", paramLabel = "N", description = "the chapter of a collection to write, from 1 (abstractplay: needed for several)")
    int chapter;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Path target = out.equals("-") ? null : Path.of(out);
        Interchange.Format f;
        Interchange.Format t;
        try {
            f = from == null ? null : Interchange.Format.of(from);
            if (to != null) {
                t = Interchange.Format.of(to);
            } else if (target == null) {
                throw new IllegalArgumentException("output to standard output: say the format with --to");
            } else {
                t = Interchange.byName(target);
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        return Interchange.convert(in, f, target, t, chapter, stdout, err);
    }
}
