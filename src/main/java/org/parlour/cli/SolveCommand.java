package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.core.Texts;
import org.parlour.document.ParlourJson;
import org.parlour.games.Games;
import org.parlour.json.LoadIssue;
import org.parlour.json.RecordFile;
import org.parlour.json.RecordJson;
import org.parlour.problem.ProblemRecords;
import org.parlour.problem.SolutionText;
import org.parlour.problem.SolutionWriter;
import org.parlour.solver.Limits;
import org.parlour.solver.Solution;
import org.parlour.solver.SolveOptions;
import org.parlour.solver.Solver;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.SolutionSummary;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code solve <file>}: solves the problem of a record, or every problem of a collection, and
 * prints the verdict, the keys, the tries with their refutations and the solution tree
 * (docs/solver.md); a collection's chapter titles are in the reader's language, as {@code show}
 * prints them ({@link ReaderLanguage}: the system's). {@code --write} stores the answers into the file (atomic save, previous
 * file kept as {@code .bak}). Exit 0 when every problem was decided, 1 for bad input (file
 * content included: a file read in part is solved as far as it could be read, with a warning a
 * problem and a note, and {@code --write} refuses it before solving, but writes a chapter that
 * could not be read at all back as it was, as {@code review --write}: {@link PartlyRead}), a file without a problem, a stipulation the game cannot pose (reported with
 * its JSON path; the other chapters are still solved); 4 when every problem could be posed but
 * --timeout or --nodes left one unknown (one {@code note:} line on stderr says how many and why);
 * 2 for usage errors (a --timeout that is not 0 or at least a millisecond: NaN, negative,
 * 1e-300), a missing, unreadable or refused file (docs/notation.md, "Size limit") and a failed
 * save (the answers are then saved in another file, named in the error: {@link Rescue}).
 * {@code --write} saves the file as the kind it was read as (record or collection).
 */
final class SolveCommand extends Subcommand implements Callable<Integer> {
    private Path file;
    private double timeout;
    private long nodes;
    private boolean write;
    private Integer threads;
    private String engine;
    /** The file was read only in part: the answers are those of what could be read, exit code 1. */
    private boolean partly;

    private SolveCommand() {
    }

    /**
     * The command's model, built in code ({@link Specs}):
     * {@code solve [-hV] [--write] [--engine=ENGINE] [--nodes=N] [--threads=N] [--timeout=SECONDS] <file>}.
     */
    static CommandSpec spec() {
        SolveCommand c = new SolveCommand();
        CommandSpec s = Specs.command(c, "solve");
        s.addPositional(PositionalParamSpec.builder().index("0").required(true).paramLabel("<file>").descriptionKey("solve.file").type(Path.class).build());
        s.addOption(Specs.option("--timeout", double.class, "SECONDS", "solve.timeout", 0d));
        s.addOption(Specs.option("--nodes", long.class, "N", "solve.nodes", 0L));
        s.addOption(Specs.flag("--write", "solve.write"));
        s.addOption(CommandLine.Model.OptionSpec.builder("--threads").type(Integer.class).paramLabel("N").descriptionKey("solve.threads")
                .converters(new NumberConverters.Clamped()).build());
        s.addOption(Specs.option("--engine", String.class, "ENGINE", "solve.engine", null));
        c.spec = s;
        return s;
    }

    /** The parsed arguments into the fields. */
    private void read() {
        file = spec.positionalParameters().get(0).getValue();
        timeout = spec.findOption("--timeout").<Double>getValue();
        nodes = spec.findOption("--nodes").<Long>getValue();
        write = spec.findOption("--write").<Boolean>getValue();
        threads = spec.findOption("--threads").getValue();
        engine = spec.findOption("--engine").getValue();
    }

    /** The solver's progress reports, unused: a class, not a lambda to link at every start. */
    /**
     * A progress line on standard error at most every {@link #PROGRESS_MILLIS} (a short solve
     * prints none); a class, not a lambda: the first solve of a run pays for every lambda it links.
     */
    private static final class ProgressLines implements java.util.function.Consumer<org.parlour.solver.Progress> {
        private final PrintWriter err;
        private long lastShown;

        ProgressLines(PrintWriter err) {
            this.err = err;
        }

        @Override
        public void accept(org.parlour.solver.Progress p) {
            if (p.millis() - lastShown >= PROGRESS_MILLIS) {
                lastShown = p.millis();
                err.println(Messages.tr("cli.solve.progress", p.phaseText(), Long.toString(p.nodes()), p.millis() / 1000));
                err.flush();
            }
        }
    }

    /** How often a long solve says how far it is, in milliseconds. */
    private static final long PROGRESS_MILLIS = 2000;

    /** The smallest time limit: the solver's clock counts milliseconds. */
    private static final double MIN_TIMEOUT = 0.001;

    @Override
    public Integer call() throws IOException {
        read();
        PrintWriter out = out();
        PrintWriter err = err();
        if (!Double.isFinite(timeout) || timeout < 0 || (timeout > 0 && timeout < MIN_TIMEOUT)) {
            throw refuse(Messages.tr("cli.solve.timeout", MIN_TIMEOUT, timeoutText()));
        }
        if (nodes < 0) {
            throw refuse(Messages.tr("cli.solve.nodes", nodes));
        }
        if (threads != null && (threads < 1 || threads > 256)) {
            throw refuse(Messages.tr("cli.solve.threads", typed("--threads", threads)));
        }
        if (engine != null && !engine.equals("depth-first") && !engine.equals("dfpn")) {
            throw refuse(Messages.tr("cli.solve.engine", engine));
        }
        RecordJson json = ParlourJson.get();
        RecordFile loaded;
        try {
            // read as an editor does: the chapters that could not be read are kept to be written back
            loaded = RecordFile.read(json, file);
        } catch (IOException e) {
            return FileErrors.report(err, file, e);
        }
        // a stipulation the game cannot pose is reported once, as the error of its chapter below
        String cannot = RecordJson.cannotSolve();
        // loops, not streams: the first solve of a run pays for every stream and lambda it links
        List<LoadIssue> stipulations = new ArrayList<>();
        for (LoadIssue p : loaded.problems()) {
            if (p.kind() == LoadIssue.Kind.CANNOT_SOLVE) {
                stipulations.add(p);
            }
        }
        boolean anyProblem = false;
        for (GameRecord r : loaded.chapters().chapters()) {
            anyProblem |= r.problem().isPresent();
        }
        if (write) {
            // never drop what the reader could not load (a line cut at an illegal move, a field
            // ignored): refused before any solving, as convert refuses (docs/decisions.md, 2026-12-06);
            // unreadable chapters alone are written back verbatim
            List<LoadIssue> lost = loaded.lossProblems();
            if (!lost.isEmpty()) {
                return PartlyRead.refuse(err, file, lost);
            }
        }
        List<LoadIssue> warned = new ArrayList<>();
        for (LoadIssue p : loaded.problems()) {
            // with nothing else to solve, an unusable "problem" field is the run's error: one line, below
            if (!stipulations.contains(p) && (anyProblem || p.kind() != LoadIssue.Kind.PROBLEM_IGNORED)) {
                warned.add(p);
            }
        }
        // the answers printed are those of what could be read: said once, and exit code 1 (as sheet, mine, review, show)
        partly = PartlyRead.goOn(err, file, warned, "solve");
        Integer unsaveable = write ? Cli.refuseUnsaveable(err, file) : null;
        if (unsaveable != null) {
            return unsaveable;
        }
        // Ctrl+C (or SIGTERM) stops the search, prints what was found and writes nothing, as review does
        try (Cancel cancel = new Cancel()) {
            int code = solveAll(json, loaded, stipulations, cannot, cancel.flag(), out, err);
            out.flush();
            err.flush();
            return code;
        }
    }

    /** Solves every chapter's problem, then writes them under --write unless the run was cancelled. */
    private int solveAll(RecordJson json, RecordFile loaded, List<LoadIssue> stipulations, String cannot, AtomicBoolean cancel,
                         PrintWriter out, PrintWriter err) throws IOException {
        RecordCollection collection = loaded.chapters();
        List<GameRecord> chapters = new ArrayList<>();
        int solved = 0;
        // why each problem left unknown by --timeout or --nodes stopped, in chapter order
        java.util.Set<String> undecided = new java.util.LinkedHashSet<>();
        int unknown = 0;
        boolean refused = false;
        int problems = 0;
        for (GameRecord r : collection.chapters()) {
            problems += r.problem().isPresent() ? 1 : 0;
        }
        // a chapter's title in the reader's language, as show and sheet print it (the file keeps every language)
        java.util.Locale reader = ReaderLanguage.of(null, spec.commandLine());
        for (int i = 0; i < collection.chapters().size(); i++) {
            GameRecord record = collection.chapters().get(i);
            if (record.problem().isEmpty() || cancel.get()) {
                // after a stop the chapters not reached are kept as they are (and nothing is written)
                chapters.add(record);
                continue;
            }
            if (collection.chapters().size() > 1) {
                out.println((solved == 0 ? "" : "\n") + Messages.tr("cli.solve.chapterHeading", i + 1,
                        Texts.escapeControls(org.parlour.study.RecordLanguages.text(record.meta().titleText(), record, reader))));
            }
            Game<?, ?> game = Games.create(record.gameId(), record.rules());
            Outcome result;
            try {
                result = solveOne(game, record, i + 1, cancel, out, err);
            } catch (IllegalArgumentException e) {
                // a stipulation the game cannot pose (validate reports it too): say where, go on
                String where = loaded.isCollection() ? "$.chapters[" + i + "].problem" : "$.problem";
                // a goal cell without its piece names its own field: "$.problem.params.cell: ..." (rules.md §9)
                String message = e.getMessage() == null ? "" : e.getMessage();
                String text = message.startsWith("$.problem.") ? where + message.substring("$.problem".length())
                        : where + ": " + message;
                LoadIssue known = stipulations.stream().filter(p -> p.path().startsWith(where)).findFirst().orElse(null);
                String what = known != null ? known.path() + ": " + known.message().substring(0, known.message().length() - cannot.length())
                        : Texts.shortenMessage(text, null);
                err.println(Messages.tr("cli.error", Texts.escapeControls(file + ": " + what)));
                chapters.add(record);
                refused = true;
                solved++;
                continue;
            }
            chapters.add(result.record);
            if (result.undecided().isPresent()) {
                unknown++;
                undecided.add(result.undecided().get().localText());
            }
            solved++;
            out.flush();
            if (cancel.get()) {
                err.println(Messages.tr("cli.solve.cancelled", solved, problems));
                if (write) {
                    err.println(Messages.tr("cli.error", Messages.tr("cli.solve.cancelledNotWritten", FileErrors.name(file))));
                }
                return Cli.INVALID;
            }
        }
        if (solved == 0) {
            // a "problem" field that was there but could not be used is the error, at its path: not "no field"
            boolean unusable = false;
            for (LoadIssue p : loaded.problems()) {
                if (p.kind() == LoadIssue.Kind.PROBLEM_IGNORED) {
                    err.println(Messages.tr("cli.error", Texts.escapeControls(file.toString()) + ": " + p));
                    unusable = true;
                }
            }
            if (!unusable) {
                err.println(Messages.tr("cli.error", Messages.tr("cli.solve.noProblem", FileErrors.name(file))));
            }
            return Cli.INVALID;
        }
        if (write) {
            // a file read only in part was refused before the solve (call); the file's kind comes from its "format", never from its text or chapter count
            // a save that fails after a long solve puts the answers in another file, named in the error (Rescue)
            Path saved = Rescue.save(err, file, RecordFile.write(json, collection.withChapters(chapters), loaded.isCollection(), loaded.unreadable()));
            if (saved == null) {
                return Cli.USAGE;
            }
            out.println(Messages.tr("cli.written", FileErrors.name(saved)));
            if (!saved.equals(file)) {
                return Cli.USAGE;
            }
            PartlyRead.keptUnreadable(err, file, loaded);
        }
        if (refused || partly) {
            // bad input outranks the limits: exit 4 is for a good file (PartlyRead)
            return Cli.INVALID;
        }
        if (unknown > 0) {
            // not bad input: the limits stopped the search; one line says so, and exit 4 tells scripts
            err.println(Messages.tr("cli.note", Messages.tr("cli.solve.undecided", FileErrors.name(file), unknown, problems,
                    String.join(", ", undecided))));
            return Cli.UNDECIDED;
        }
        return Cli.OK;
    }

    /** The --timeout value as typed, for messages. */
    private String timeoutText() {
        CommandLine.Model.OptionSpec o = spec.findOption("--timeout");
        List<String> typed = o == null ? List.of() : o.originalStringValues();
        return typed.isEmpty() ? Double.toString(timeout) : typed.get(typed.size() - 1);
    }

    /** A solved chapter: the record to write, and why its search stopped when the verdict is unknown. */
    private record Outcome(GameRecord record, java.util.Optional<org.parlour.solver.StopReason> undecided) {
    }

    private <P, M> Outcome solveOne(Game<P, M> game, GameRecord record, int chapter, AtomicBoolean cancel, PrintWriter out, PrintWriter err) {
        org.parlour.solver.Problem<P, M> problem = ProblemRecords.problem(game, record);
        Limits limits = new Limits(Duration.ofMillis((long) (timeout * 1000)), nodes);
        SolveOptions options = SolveOptions.defaults().withLimits(limits);
        if (threads != null) {
            options = options.withThreads(threads);
        }
        if ("dfpn".equals(engine)) {
            options = options.withEngine(org.parlour.solver.Engine.DFPN);
        }
        Solution<M> solution = Solver.solve(problem, options, new ProgressLines(err), cancel);
        for (String line : SolutionText.lines(problem, solution)) {
            out.println(line);
        }
        GameRecord written = record;
        if (write && SolutionWriter.keepsStored(record, solution)) {
            out.println(Messages.tr("cli.solve.keptStored", chapter, solution.stop().localText()));
        } else if (write) {
            written = keepUnknownFields(record, SolutionWriter.write(problem, record, solution));
        }
        return new Outcome(written, solution.verdict() == org.parlour.solver.Verdict.UNKNOWN
                ? java.util.Optional.of(solution.stop()) : java.util.Optional.empty());
    }

    /** Details a solver run writes only sometimes: an older run's value would be wrong for this one. */
    private static final java.util.Set<String> RUN_DETAILS = java.util.Set.of("shortest", "stopped");

    /**
     * The new solution keeps the unknown fields of the stored one and the details no solver run
     * writes (docs/notation.md: unknown fields are kept).
     */
    private static GameRecord keepUnknownFields(GameRecord before, GameRecord after) {
        if (before.solution().isEmpty() || after.solution().isEmpty()) {
            return after;
        }
        SolutionSummary old = before.solution().get();
        SolutionSummary fresh = after.solution().get();
        java.util.Map<String, String> details = new java.util.TreeMap<>(fresh.details());
        old.details().forEach((k, v) -> {
            if (!RUN_DETAILS.contains(k)) {
                details.putIfAbsent(k, v);
            }
        });
        java.util.Map<String, String> ext = new java.util.TreeMap<>(old.extensions());
        ext.putAll(fresh.extensions());
        return after.withSolution(Optional.of(new SolutionSummary(fresh.verdict(), fresh.keyNodeIds(), details, ext)));
    }
}
