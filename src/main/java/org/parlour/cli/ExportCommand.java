package org.parlour.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code export --to abstractplay|text <file> [-o OUT] [--chapter N]}: a Parlour record or
 * collection as an AbstractPlay record (one chapter's main line) or as game text (every chapter).
 * What the target cannot hold is listed on standard error ({@code note: ...}).
 */
@Command(name = "export", mixinStandardHelpOptions = true,
        description = "Export a Parlour record as an AbstractPlay record (main line, Conspirateurs) or as game text.%n"
                + "What the format cannot hold is listed on standard error.")
final class ExportCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<file>", description = "a Parlour record or collection (.json)")
    Path file;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", description = "abstractplay or text")
    String to;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "the file to write (default: standard output)")
    Path output;

    @Option(names = "--chapter", paramLabel = "N", description = "the chapter of a collection to write, from 1 (abstractplay: needed for several)")
    int chapter;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        Interchange.Format f;
        try {
            f = Interchange.Format.of(to);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--to: " + e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        return Interchange.convert(file, Interchange.Format.PARLOUR, output, f, chapter, out, err);
    }
}
