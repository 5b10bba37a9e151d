package org.parlour.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.parlour.core.Messages;
import org.parlour.document.ParlourJson;
import org.parlour.json.LoadResult;
import org.parlour.json.RecordJson;
import org.parlour.mine.MineOptions;
import org.parlour.mine.MineResult;
import org.parlour.mine.MineSource;
import org.parlour.mine.Miner;
import org.parlour.study.RecordCollection;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code mine FILE... -o library.json}: the problems proved in the positions of the files' games
 * ({@link Miner}; docs/learning.md), written as a parlour-collection with one problem a chapter:
 * at most one a position, as a player would want (no key that is the only legal move, no repeat
 * of a problem a ply or two before), or with {@code --all} every sound one.
 * Progress on stderr; Ctrl+C stops and saves what was found. Exit 0 on success, 1 when a file
 * has bad content (its valid part is still mined; each problem is reported with its path), 2 for
 * usage errors and files that cannot be read or written. A save that fails at the end puts the
 * problems in another file and names it ({@link Rescue}; exit 2).
 */
@Command(name = "mine", mixinStandardHelpOptions = true)
final class MineCommand extends Subcommand implements Callable<Integer> {
    @Parameters(index = "0..*", arity = "1..*", paramLabel = "<file>", descriptionKey = "mine.files")
    List<Path> files;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", descriptionKey = "mine.output", required = true)
    Path output;

    @Option(names = "--max-n", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "mine.maxN")
    int maxN = 5;

    @Option(names = "--time-per-position", paramLabel = "MS", descriptionKey = "mine.time")
    long time = 2000;

    @Option(names = "--nodes", paramLabel = "N", descriptionKey = "mine.nodes")
    long nodes = 200_000;

    @Option(names = "--threads", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "mine.threads")
    int threads = 1;

    @Option(names = "--no-cell-goals", descriptionKey = "mine.noCellGoals")
    boolean noCellGoals;

    @Option(names = "--all", descriptionKey = "mine.all")
    boolean all;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = out();
        PrintWriter err = err();
        if (maxN < 1 || maxN > 5) {
            throw refuse(Messages.tr("cli.mine.maxN", typed("--max-n", maxN)));
        }
        if (time < 1) {
            throw refuse(Messages.tr("cli.mine.time", time));
        }
        if (nodes < 0) {
            throw refuse(Messages.tr("cli.mine.nodes", nodes));
        }
        if (threads < 1 || threads > 64) {
            throw refuse(Messages.tr("cli.mine.threads", typed("--threads", threads)));
        }
        try {
            // the library is never written over a collection being mined (or its .bak)
            org.parlour.json.Outputs.refuseInputs(output, true, files);
            org.parlour.json.Outputs.refuseUnwritableFolder(output);
            // nor when saving it would replace the only backup of a record (docs/cli.md, "Files a command writes")
            org.parlour.json.Outputs.refuseLosingBackup(output);
        } catch (org.parlour.json.FileRefusedException e) {
            return Cli.refused(err, e);
        }
        RecordJson json = ParlourJson.get();
        List<MineSource> sources = new ArrayList<>();
        boolean valid = true;
        int read = 0;
        for (Path f : files) {
            LoadResult<RecordCollection> loaded;
            try {
                loaded = json.readAny(f);
            } catch (org.parlour.json.RecordFormatException e) {
                // bad content (empty, cut short, not a record): one line, and the other files are still mined
                FileErrors.report(err, f, e);
                valid = false;
                continue;
            } catch (IOException e) {
                // a missing or unreadable file is a usage error: stop before minutes of mining
                return FileErrors.report(err, f, e);
            }
            read++;
            // mined from what could be read: each issue and one note, exit code 1 (PartlyRead, as sheet, review, show, solve)
            valid &= !PartlyRead.goOn(err, f, loaded.problems(), "mine");
            List<org.parlour.study.GameRecord> chapters = loaded.value().chapters();
            String name = f.getFileName() == null ? f.toString() : f.getFileName().toString();
            for (int i = 0; i < chapters.size(); i++) {
                sources.add(new MineSource(chapters.get(i), name, chapters.size() == 1 && loaded.kind()
                        == org.parlour.json.FileKind.RECORD ? 0 : i + 1));
            }
        }
        if (read == 0) {
            // no file could be read: nothing to mine, and no empty library written over the output
            return Cli.INVALID;
        }
        // by default one problem a position, as a player would want (mine.Selection); --all keeps every sound one
        MineOptions options = new MineOptions(maxN, Duration.ofMillis(time), nodes, threads, !noCellGoals, all);
        MineResult r;
        try (Cancel cancel = new Cancel()) {
            r = Miner.mine(sources, options, p -> err.println(Messages.tr("cli.mine.progress", p.games(), p.ofGames(),
                    p.positions(), p.problems(), p.millis() / 1000)), cancel.flag());
            // the title in English and French, as each problem's (a French sheet of a library mined
            // under an English system read "Problems mined from sp.json")
            Object from = files.size() == 1 ? files.get(0).getFileName() : files.size();
            org.parlour.tree.LocalText title = org.parlour.mine.Statement.inEveryLanguage(() -> Messages.tr("cli.mine.collection", from));
            // a save that fails (a full disk after hours of mining) puts the problems in another file, named in the error
            Path saved = Rescue.saveOutput(err, output, json.write(new RecordCollection(title, r.problems(), new java.util.TreeMap<>())));
            // before the cancel hook lets the program end: a stop by Ctrl+C or SIGTERM prints it too
            if (saved != null) {
                out.println(Messages.tr("cli.mine.done", r.games(), r.positions(),
                        String.format(Messages.locale(), "%.1f", r.millis() / 1000.0),
                        String.format(Messages.locale(), "%.1f", r.positionsPerSecond()), r.problems().size(), r.cooked(),
                        r.duplicates(), r.losing(), FileErrors.name(saved)) + (r.cancelled() ? Messages.tr("cli.mine.cancelled") : ""));
                if (r.leftOut().total() > 0) {
                    out.println(Messages.tr("cli.mine.leftOut", r.leftOut().samePosition(), r.leftOut().repeats(), r.leftOut().forced()));
                }
            }
            out.flush();
            err.flush();
            if (!output.equals(saved)) {
                return Cli.USAGE;
            }
        }
        return valid ? Cli.OK : Cli.INVALID;
    }
}
