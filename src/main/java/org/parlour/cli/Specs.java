package org.parlour.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * picocli models built in code (picocli's programmatic API) rather than read from annotations:
 * the commands a short run starts most ({@code parlour} itself, {@code validate}, {@code solve}).
 * Reading annotations made the JDK build a proxy class per annotation type, which the CDS archive
 * of JDK 17 cannot hold, and was a fifth of a {@code validate}'s CPU (docs/benchmarks.md, "The
 * command line against java -version"). What these models print (usage, errors) is what the
 * annotations made: the same names, labels, description keys and English defaults ({@code CliTest},
 * {@code FrenchCliTest}).
 */
final class Specs {
    private Specs() {
    }

    /**
     * The model of command {@code name} running {@code userObject} (a {@link Runnable} or a
     * {@link java.util.concurrent.Callable}), with {@code -h, --help} and {@code -V, --version}
     * as {@code mixinStandardHelpOptions = true} gives them (the same description keys and
     * English texts).
     */
    static CommandSpec command(Object userObject, String name) {
        CommandSpec spec = CommandSpec.wrapWithoutInspection(userObject);
        spec.name(name);
        spec.addOption(OptionSpec.builder("-h", "--help").usageHelp(true).descriptionKey("mixinStandardHelpOptions.help")
                .description("Show this help message and exit.").build());
        spec.addOption(OptionSpec.builder("-V", "--version").versionHelp(true).descriptionKey("mixinStandardHelpOptions.version")
                .description("Print version information and exit.").build());
        return spec;
    }

    /** An option taking one value of {@code type} ({@code Path}, {@code Integer}, {@code double}...), shown as {@code label}. */
    static OptionSpec option(String name, Class<?> type, String label, String descriptionKey, Object initial) {
        return OptionSpec.builder(name).type(type).paramLabel(label).descriptionKey(descriptionKey).initialValue(initial).build();
    }

    /** An option without a value. */
    static OptionSpec flag(String name, String descriptionKey) {
        return OptionSpec.builder(name).type(boolean.class).descriptionKey(descriptionKey).initialValue(false).build();
    }
}
