package org.parlour.cli;

import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * What every subcommand of {@code parlour} has: picocli's model of it, through which it writes to
 * the command line's output and error streams (tests set their own) and refuses an argument (picocli
 * then prints the message and the usage, exit code 2). The subcommands' own {@code @Command}
 * carries their names and options, or, for {@code validate} and {@code solve}, a model built in
 * code ({@link Specs}) that sets {@link #spec} itself; this one only lets picocli see the
 * {@code @Spec} here.
 */
@CommandLine.Command
abstract class Subcommand {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    /** The command line's standard output. */
    final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    /** The command line's error output. */
    final PrintWriter err() {
        return spec.commandLine().getErr();
    }

    /** A refused argument, to throw: picocli prints {@code message} and the usage, and exits with 2. */
    final CommandLine.ParameterException refuse(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
