package org.parlour.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code import <file> [-o OUT] [--from FORMAT]}: an AbstractPlay record or a game text to a
 * Parlour record (several games: a collection), every move replayed. Exit 0, 1 for content that
 * cannot be imported (the message names file:line:column or the JSON path), 2 for usage or I/O.
 */
@Command(name = "import", mixinStandardHelpOptions = true)
final class ImportCommand extends Subcommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<file>", descriptionKey = "import.file")
    Path file;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", descriptionKey = "import.output")
    Path output;

    @Option(names = "--from", paramLabel = "FORMAT", descriptionKey = "import.from")
    String from;

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        Interchange.Format f = from == null ? null : format(from);
        return Interchange.convert(file, f, output, Interchange.Format.PARLOUR, null, null, out, err);
    }

    private Interchange.Format format(String name) {
        try {
            return Interchange.Format.of(name);
        } catch (IllegalArgumentException e) {
            throw refuse("--from: " + e.getMessage());
        }
    }
}
