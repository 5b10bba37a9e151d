package org.parlour.cli;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.parlour.core.Messages;
import org.parlour.core.NotationException;
import org.parlour.core.Texts;
import picocli.CommandLine;

/**
 * The command-line entry point. {@link #run} parses the arguments, runs one subcommand and
 * returns the exit code: 0 ok; 1 invalid input (positions, moves, options, file contents), the
 * message on stderr says what and where; 2 usage (unknown command or option, missing argument)
 * or an I/O error; 3 an internal error (a bug), reported in one line; 4 {@code solve} left a problem
 * unknown within its limits ({@link #UNDECIDED}). No command prints a stack
 * trace, even when Java runs out of memory or stack.
 */
public final class Cli implements Runnable {
    /** What {@code --version} prints. */
    static final String VERSION = "Parlour 0.1.0";

    /**
     * The subcommands by name, in the order of the help, with their classes. A command line that
     * starts with one of these names gets only that subcommand ({@link #command}): picocli reads a
     * command's annotations when it is added, and reading all thirteen was most of a short
     * command's start (docs/benchmarks.md, "Start-up"). Any other command line (help, version, an
     * unknown or missing command) gets them all, so the help and the suggestions list every
     * command. Each key is the command's name ({@code CliTest}).
     */
    static final Map<String, Class<?>> COMMANDS = commands("moves", MovesCommand.class, "perft", PerftCommand.class,
            "play", PlayCommand.class, "validate", ValidateCommand.class, "show", ShowCommand.class, "solve", SolveCommand.class,
            "import", ImportCommand.class, "export", ExportCommand.class, "convert", ConvertCommand.class,
            "sheet", SheetCommand.class, "review", ReviewCommand.class, "selfplay", SelfPlayCommand.class,
            "mine", MineCommand.class);

    static {
        // picocli's default factory looks up Groovy's closure class when first used unless told not
        // to; that miss made the class loader open the 28 MB jar a second time, 2-4 ms of a short
        // command's CPU (docs/benchmarks.md, "The command line against java -version"). No Groovy here.
        if (System.getProperty("picocli.disable.closures") == null) {
            System.setProperty("picocli.disable.closures", "true");
        }
        // picocli registers a converter for each java.time and java.sql type it finds, loading and
        // initialising some 90 classes (the java.sql module's among them) for every command; no
        // option here has such a type (CliClassesTest), so it is told to skip them: 2-4 ms of a
        // short command's CPU (docs/benchmarks.md, "The launcher script")
        if (System.getProperty("picocli.converters.excludes") == null) {
            System.setProperty("picocli.converters.excludes", "java\\.time\\..*,java\\.sql\\..*");
        }
    }

    /** Exit code for success. */
    public static final int OK = 0;
    /** Exit code for invalid input: a bad position, move, option or file content. */
    public static final int INVALID = 1;
    /** Exit code for a usage or I/O error. */
    public static final int USAGE = 2;
    /** Exit code for an internal error (a bug). */
    public static final int INTERNAL = 3;
    /**
     * Exit code of {@code solve} when the input was good but {@code --timeout} or {@code --nodes}
     * stopped the search before some problem was decided (verdict unknown); stderr says so in one line.
     */
    public static final int UNDECIDED = 4;

    /**
     * Says why an output was refused ({@link org.parlour.json.Outputs}): one line
     * {@code error: <message>} on {@code err}, control characters escaped; returns {@link #USAGE}.
     */
    static int refused(PrintWriter err, org.parlour.json.FileRefusedException e) {
        err.println(Messages.tr("cli.error", Texts.escapeControls(e.getMessage())));
        return USAGE;
    }

    /**
     * Refuses {@code --write} over a record that cannot be saved (read-only, a folder that cannot
     * be written) before the long work whose answer would be written (a review, a solve), as mine
     * and selfplay refuse their output; a symbolic link is checked at the file it names, where
     * the save writes. Null when the record can be written, else the exit code (the line is said).
     */
    static Integer refuseUnsaveable(PrintWriter err, java.nio.file.Path file) throws java.io.IOException {
        try {
            org.parlour.json.Outputs.refuseUnwritableFolder(java.nio.file.Files.isSymbolicLink(file) ? file.toRealPath() : file);
            return null;
        } catch (org.parlour.json.FileRefusedException e) {
            return refused(err, e);
        }
    }

    /**
     * Before a command's output is saved with a backup: refuses when the save would replace the
     * only backup of a record ({@link org.parlour.json.Outputs#refuseLosingBackup}), unless
     * {@code out} already holds exactly {@code text}; then the save is left out (true), the
     * backup stays the record an earlier run kept, and one line says so ({@code note: out.json
     * already holds the same text: not written again ...}). False: save as usual.
     *
     * @throws org.parlour.json.FileRefusedException {@code out.json: not written: it would replace its backup ...}
     */
    static boolean keepsRecordBackup(PrintWriter err, java.nio.file.Path out, String text) throws org.parlour.json.FileRefusedException {
        try {
            org.parlour.json.Outputs.refuseLosingBackup(out);
            return false;
        } catch (org.parlour.json.FileRefusedException e) {
            if (unchanged(err, out, text)) {
                return true;
            }
            throw e;
        }
    }

    /** True when {@code out} already holds exactly {@code text} (UTF-8), said in one note line. */
    private static boolean unchanged(PrintWriter err, java.nio.file.Path out, String text) {
        try {
            if (out == null || !java.nio.file.Files.isRegularFile(out)) {
                return false;
            }
            byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);
            if (java.nio.file.Files.size(out) != bytes.length || !java.util.Arrays.equals(java.nio.file.Files.readAllBytes(out), bytes)) {
                return false;
            }
        } catch (java.io.IOException | RuntimeException e) {
            return false; // the save says why it cannot read or write the file
        }
        err.println(Messages.tr("cli.note", Messages.tr("cli.unchanged", FileErrors.name(out))));
        return true;
    }

    /** True when {@code out} is an existing file a save would replace (keeping it as {@code .bak}). */
    static boolean replaces(java.nio.file.Path out) {
        return out != null && java.nio.file.Files.isRegularFile(out);
    }

    /**
     * After a save over an existing file ({@link #replaces} was true before it): one line
     * {@code note: replaced X (the old one is X.bak)} on {@code err}, the backup named where the
     * save put it (next to the file a symbolic link ends at).
     */
    static void replaced(PrintWriter err, java.nio.file.Path out, boolean existed) {
        if (existed) {
            java.nio.file.Path bak = java.nio.file.Files.isSymbolicLink(out) ? org.parlour.json.Outputs.backupOf(out)
                    : out.resolveSibling(out.getFileName() + ".bak");
            err.println(Messages.tr("cli.note", Messages.tr("cli.replaced", FileErrors.name(out), bak == null ? "" : FileErrors.name(bak))));
        }
    }

    private CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), Messages.tr("cli.commandRequired"));
    }

    private static Map<String, Class<?>> commands(Object... nameThenClass) {
        Map<String, Class<?>> byName = new LinkedHashMap<>();
        for (int i = 0; i < nameThenClass.length; i += 2) {
            byName.put((String) nameThenClass[i], (Class<?>) nameThenClass[i + 1]);
        }
        return Collections.unmodifiableMap(byName);
    }

    /**
     * The help texts of the language of {@link Messages} (picocli: {@code %n} breaks a line): the
     * bundle compiled at build time ({@link org.parlour.core.CompiledBundle}), else its properties file.
     * An apostrophe (U+2019) before a letter is followed by a zero-width no-break space (U+FEFF),
     * so that picocli's wrapping does not break a line after it ({@code d’après l’} then
     * {@code extension}). Unicode deprecates U+FEFF in that role for the word joiner U+2060, but
     * the JDK's line breaking ({@link java.text.BreakIterator#getLineInstance()}, which picocli
     * wraps with) breaks after U+2060 as after nothing (checked on Java 17 and 25); so U+FEFF is the glue
     * while picocli lays the help out, and {@link #withoutGlue} takes it out of the text it made:
     * no help line holds it.
     */
    static java.util.ResourceBundle helpBundle() {
        java.util.ResourceBundle b = helpTexts();
        return new java.util.ResourceBundle() {
            @Override
            protected Object handleGetObject(String key) {
                Object v = b.getObject(key);
                return v instanceof String s ? NO_BREAK_AFTER_APOSTROPHE.matcher(s).replaceAll("\u2019\uFEFF") : v;
            }

            @Override
            public java.util.Enumeration<String> getKeys() {
                return b.getKeys();
            }

            @Override
            public java.util.Locale getLocale() {
                return b.getLocale();
            }
        };
    }

    private static final java.util.regex.Pattern NO_BREAK_AFTER_APOSTROPHE = java.util.regex.Pattern.compile("\u2019(?=\\p{L})");

    private static java.util.ResourceBundle helpTexts() {
        java.util.Locale l = Messages.locale();
        return java.util.ResourceBundle.getBundle("org.parlour.cli.help", l.equals(java.util.Locale.ENGLISH) ? java.util.Locale.ROOT : l,
                Cli.class.getClassLoader(),
                java.util.ResourceBundle.Control.getNoFallbackControl(java.util.ResourceBundle.Control.FORMAT_DEFAULT));
    }

    /** Runs the command line with {@code System.out} and {@code System.err}. */
    public static int run(String... args) {
        PrintWriter out = new PrintWriter(System.out, true);
        PrintWriter err = new PrintWriter(System.err, true);
        return run(out, err, args);
    }

    /**
     * Runs the command line writing to the given streams; returns the exit code. Both streams
     * get their control characters escaped, line feeds and tabs excepted ({@link TerminalWriter}).
     */
    public static int run(PrintWriter rawOut, PrintWriter rawErr, String... args) {
        PrintWriter out = new PrintWriter(new TerminalWriter(rawOut), true);
        PrintWriter err = new PrintWriter(new TerminalWriter(rawErr), true);
        if (args.length == 1 && command(args[0]) == null && namesAFile(args[0])) {
            // java -jar parlour.jar game.pgn: the app opens .json files only (org.parlour.Main)
            err.println(Messages.tr("cli.error", Messages.tr("cli.notAppFile", args[0])));
            err.flush();
            return USAGE;
        }
        CommandLine cl = commandLine(out, err, args);
        int code;
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // an input too large or too deep for this Java: one line, never a stack trace
            err.println(Messages.tr("cli.error", Messages.tr(e instanceof OutOfMemoryError ? "cli.outOfMemory" : "cli.tooDeep",
                    Texts.escapeControls(String.valueOf(e.getMessage())))));
            code = USAGE;
        }
        out.flush();
        err.flush();
        return code;
    }

    /**
     * True when {@code arg}, given alone, is a file rather than a mistyped command: an existing
     * file or folder, or a name with a folder or an extension ({@code game.pgn}, {@code ./x}).
     */
    static boolean namesAFile(String arg) {
        if (arg.startsWith("-") || arg.isEmpty()) {
            return false;
        }
        if (arg.contains("/") || arg.contains(java.io.File.separator) || arg.matches(".+\\.[A-Za-z0-9]{1,8}")) {
            return true;
        }
        try {
            return java.nio.file.Files.exists(java.nio.file.Path.of(arg));
        } catch (java.nio.file.InvalidPathException e) {
            return false;
        }
    }

    /**
     * The command line for {@code args}, writing to {@code out} and {@code err}: with only the
     * subcommand {@code args[0]} names, or with every subcommand ({@link #COMMANDS}).
     */
    static CommandLine commandLine(PrintWriter out, PrintWriter err, String... args) {
        CommandLine cl = new CommandLine(topSpec());
        Object asked = args.length > 0 ? command(args[0]) : null;
        if (asked != null) {
            cl.addSubcommand(args[0], asked);
        } else {
            COMMANDS.keySet().forEach(name -> cl.addSubcommand(name, command(name)));
        }
        cl.setResourceBundle(helpBundle());
        cl.setOut(out);
        cl.setErr(err);
        cl.setCaseInsensitiveEnumValuesAllowed(true);
        cl.registerConverter(java.nio.file.Path.class, new PathConverter());
        NumberConverters.register(cl);
        cl.setParameterExceptionHandler(new ParameterErrors());
        cl.setExecutionExceptionHandler(new ExecutionErrors());
        withoutGlue(cl);
        return cl;
    }

    /**
     * Every help section of {@code cl} and of its subcommands as picocli renders it, less the
     * U+FEFF glue that {@link #helpBundle} put after apostrophes: the lines are already wrapped
     * when it goes, and no terminal is given the deprecated character.
     */
    private static void withoutGlue(CommandLine cl) {
        Map<String, CommandLine.IHelpSectionRenderer> sections = new LinkedHashMap<>(cl.getHelpSectionMap());
        sections.replaceAll((key, renderer) -> help -> renderer.render(help).replace("\uFEFF", ""));
        cl.setHelpSectionMap(sections);
        cl.getSubcommands().values().forEach(Cli::withoutGlue);
    }

    /**
     * What picocli adds as the subcommand {@code name}: the model of {@code validate} and
     * {@code solve}, built in code ({@link Specs}), or the class of another command, whose
     * annotations picocli reads; null for a name that is not a command.
     */
    static Object command(String name) {
        switch (name) {
            case "validate":
                return ValidateCommand.spec();
            case "solve":
                return SolveCommand.spec();
            default:
                return COMMANDS.get(name);
        }
    }

    /** The top-level command {@code parlour}, built in code as {@code @Command(name = "parlour", mixinStandardHelpOptions = true, version = ...)} would make it. */
    private static CommandLine.Model.CommandSpec topSpec() {
        Cli top = new Cli();
        top.spec = Specs.command(top, "parlour");
        top.spec.version(VERSION);
        return top.spec;
    }

    /*
     * picocli's hooks are classes, not lambdas: a lambda of a picocli interface (picocli is compiled
     * for Java 5, class file version 49) made the CDS dump link picocli's classes, and a linked old
     * class is left out of the archive, so every command loaded and verified picocli from the jar
     * (docs/benchmarks.md, "The command line against java -version").
     */

    /** An empty file name ({@code -o ""}) is said as such, not as whatever the current folder gives. */
    private static final class PathConverter implements CommandLine.ITypeConverter<java.nio.file.Path> {
        @Override
        public java.nio.file.Path convert(String s) {
            if (s.isEmpty()) {
                throw new CommandLine.TypeConversionException(Messages.tr("cli.emptyName"));
            }
            return java.nio.file.Path.of(s);
        }
    }

    /**
     * A parse error (unknown option, missing parameter, bad value...): one line naming it, in the
     * language of the texts ({@link ParseErrors}; an argument's newline escaped), picocli's
     * suggestion when it has one ("Did you mean: --depth?"), and where the help is: {@code Run
     * 'parlour validate --help' for usage.} The whole help came after it, and the error scrolled
     * away above 40 lines. Exit code {@link #USAGE}.
     */
    private static final class ParameterErrors implements CommandLine.IParameterExceptionHandler {
        @Override
        public int handleParseException(CommandLine.ParameterException ex, String[] args) {
            CommandLine c = ex.getCommandLine();
            c.getErr().println(Texts.escapeControls(ParseErrors.message(ex)));
            ParseErrors.printSuggestions(ex, c.getErr());
            c.getErr().println(Messages.tr("cli.usageHint", c.getCommandSpec().qualifiedName()));
            return USAGE;
        }
    }

    /** An exception out of a command: bad input (1), an I/O error (2) or a bug (3), each in one line. */
    private static final class ExecutionErrors implements CommandLine.IExecutionExceptionHandler {
        @Override
        public int handleExecutionException(Exception ex, CommandLine line, CommandLine.ParseResult parsed) {
            if (ex instanceof NotationException || ex instanceof IllegalArgumentException) {
                String input = ex instanceof NotationException ne ? ne.input() : null;
                line.getErr().println(Messages.tr("cli.error", Texts.escapeControls(Texts.shortenMessage(ex.getMessage(), input))));
                return INVALID;
            }
            if (ex instanceof java.io.IOException) {
                line.getErr().println(Messages.tr("cli.error", Texts.escapeControls(ex.getMessage())));
                return USAGE;
            }
            // a bug: one line with where it happened, not a stack trace
            StackTraceElement[] at = ex.getStackTrace();
            line.getErr().println(Texts.escapeControls(Messages.tr("cli.internalError", ex + (at.length == 0 ? "" : " at " + at[0]))));
            return INTERNAL;
        }
    }
}
