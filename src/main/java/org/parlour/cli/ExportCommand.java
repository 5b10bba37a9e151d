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
@Command(name = "export", mixinStandardHelpOptions = true)
final class ExportCommand extends Subcommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<file>", descriptionKey = "export.file")
    Path file;

    @Option(names = "--to", required = true, paramLabel = "FORMAT", descriptionKey = "export.to")
    String to;

    @Option(names = {"-o", "--output"}, paramLabel = "OUT", descriptionKey = "export.output")
    Path output;

    @Option(names = "--chapter", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "export.chapter")
    /** Null when not given: every chapter (AbstractPlay: the only one). */
    Integer chapter;

    @Override
    public Integer call() {
        Interchange.Format f;
        try {
            f = Interchange.Format.of(to);
        } catch (IllegalArgumentException e) {
            throw refuse("--to: " + e.getMessage());
        }
        PrintWriter out = out();
        PrintWriter err = err();
        return Interchange.convert(file, Interchange.Format.PARLOUR, output, f, chapter, typed("--chapter", chapter), out, err);
    }
}
