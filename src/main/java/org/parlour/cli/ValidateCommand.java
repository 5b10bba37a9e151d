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
 * prints one line per problem, {@code file: $.path: message}. Exit 0 when every file is valid,
 * 1 when a file has problems or cannot be read as a record, 2 when a file cannot be read at all
 * (missing, unreadable, not a regular file, over the size limit); every file is checked whatever
 * happened to the ones before.
 */
final class ValidateCommand extends Subcommand implements Callable<Integer> {
    private ValidateCommand() {
    }

    /** The command's model, built in code ({@link Specs}): {@code validate [-hV] <file>...}. */
    static CommandSpec spec() {
        ValidateCommand c = new ValidateCommand();
        c.spec = Specs.command(c, "validate");
        c.spec.addPositional(PositionalParamSpec.builder().arity("1..*").required(true).paramLabel("<file>").descriptionKey("validate.file")
                .type(List.class).auxiliaryTypes(Path.class).initialValue(new ArrayList<Path>()).build());
        return c.spec;
    }

    @Override
    public Integer call() {
        List<Path> files = spec.positionalParameters().get(0).getValue();
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
}
