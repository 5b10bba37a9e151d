package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.parlour.core.Texts;
import org.parlour.document.ParlourJson;
import org.parlour.json.LoadResult;
import org.parlour.json.LoadIssue;
import org.parlour.json.RecordFormatException;
import org.parlour.json.RecordJson;
import org.parlour.study.RecordCollection;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * {@code validate <file>...}: reads each record or collection file, replaying every move, and
 * prints one line per problem, {@code file: $.path: message}, and for a valid file one line
 * saying so, {@code game.json: valid (Agora, 1 record, 22 moves)} (none with {@code -q, --quiet};
 * a new user's trial read the silence of a valid file as nothing done). Exit 0 when every file is valid,
 * 1 when a file has problems or cannot be read as a record, 2 when a file cannot be read at all
 * (missing, unreadable, not a regular file, over the size limit); every file is checked whatever
 * happened to the ones before.
 */
final class ValidateCommand extends Subcommand implements Callable<Integer> {
    private ValidateCommand() {
    }

    /** The command's model, built in code ({@link Specs}): {@code validate [-hqV] <file>...}. */
    static CommandSpec spec() {
        ValidateCommand c = new ValidateCommand();
        c.spec = Specs.command(c, "validate");
        c.spec.addPositional(PositionalParamSpec.builder().arity("1..*").required(true).paramLabel("<file>").descriptionKey("validate.file")
                .type(List.class).auxiliaryTypes(Path.class).initialValue(new ArrayList<Path>()).build());
        c.spec.addOption(picocli.CommandLine.Model.OptionSpec.builder("-q", "--quiet").type(boolean.class)
                .descriptionKey("validate.quiet").initialValue(false).build());
        return c.spec;
    }

    @Override
    public Integer call() {
        List<Path> files = spec.positionalParameters().get(0).getValue();
        boolean quiet = spec.findOption("--quiet").<Boolean>getValue();
        PrintWriter out = out();
        PrintWriter err = err();
        RecordJson json = ParlourJson.get();
        int code = Cli.OK;
        for (Path f : files) {
            try {
                LoadResult<RecordCollection> r = json.readAny(f);
                for (LoadIssue p : r.problems()) {
                    out.println(Texts.escapeControls(f.toString()) + ": " + p);
                }
                if (!r.isValid()) {
                    code = Math.max(code, Cli.INVALID);
                } else if (!quiet) {
                    out.println(valid(f, r));
                }
            } catch (RecordFormatException e) {
                out.println(e.getMessage() + Interchange.gameTextHint(f));
                code = Math.max(code, Cli.INVALID);
            } catch (IOException e) {
                code = Math.max(code, FileErrors.report(err, f, e));
            } catch (OutOfMemoryError | StackOverflowError e) {
                // one file too large for this Java does not stop the batch
                err.println(Messages.tr("cli.error", Messages.tr("cli.validate.tooLarge", Texts.escapeControls(f.toString()), e.getClass().getSimpleName())));
                code = Math.max(code, Cli.USAGE);
            }
        }
        return code;
    }

    /**
     * The line for a valid file: {@code game.json: valid (Agora, 1 record, 22 moves)}, or for a
     * collection {@code (Agora, a collection of 11 chapters, 62 moves)}; the moves are every move
     * of the file, variations included; a collection of chapters of several games names each
     * ({@code Agora/Tournament}). Counts are plain digits in every language.
     */
    private static String valid(Path f, LoadResult<RecordCollection> r) {
        String name = FileErrors.name(f);
        List<org.parlour.study.GameRecord> chapters = r.value().chapters();
        if (chapters.isEmpty()) {
            return Messages.tr("cli.validate.validEmpty", name);
        }
        java.util.Set<String> games = new java.util.LinkedHashSet<>();
        long moves = 0;
        for (org.parlour.study.GameRecord g : chapters) {
            // no lambda: validate is the command a short run starts most (docs/benchmarks.md, "Start-up")
            java.util.Optional<org.parlour.core.GameType> type = org.parlour.games.Games.find(g.gameId());
            games.add(type.isPresent() ? type.get().displayName() : g.gameId());
            moves += g.tree().size() - 1;
        }
        String game = String.join("/", games);
        int m = (int) Math.min(moves, Integer.MAX_VALUE);
        if (r.kind() == org.parlour.json.FileKind.COLLECTION) {
            return Messages.tr("cli.validate.validCollection", name, game, Integer.toString(chapters.size()), chapters.size(),
                    Long.toString(moves), m);
        }
        return Messages.tr("cli.validate.validRecord", name, game, Long.toString(moves), m);
    }
}
