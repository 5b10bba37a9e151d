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

    /**
     * The text typed for option or parameter {@code name} ({@code "--chapter"}, or a parameter's
     * label such as {@code "<depth>"}), as a message shows it: a number too large for its type
     * ({@link NumberConverters.Clamped}) is said as typed, not as the int it was read as; {@code
     * value} as text when the option was not given.
     */
    final String typed(String name, Object value) {
        CommandLine.ParseResult parsed = spec.commandLine().getParseResult();
        if (parsed != null) {
            for (CommandLine.Model.ArgSpec a : parsed.matchedArgs()) {
                boolean named = a instanceof CommandLine.Model.OptionSpec o ? java.util.Arrays.asList(o.names()).contains(name)
                        : name.equals(a.paramLabel());
                if (named && !a.originalStringValues().isEmpty()) {
                    return a.originalStringValues().get(a.originalStringValues().size() - 1).strip();
                }
            }
        }
        return String.valueOf(value);
    }

    /** A refused argument, to throw: picocli prints {@code message} and the usage, and exits with 2. */
    final CommandLine.ParameterException refuse(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
