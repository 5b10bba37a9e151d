package org.parlour.cli;

import static org.parlour.core.EnglishForms.form;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.EnglishForms;
import org.parlour.core.Messages;
import picocli.CommandLine;

/**
 * picocli's own parse errors (unknown option, missing parameter, bad value...) in the language of
 * {@link Messages}. picocli writes them in English and has no bundle for them, only for the usage
 * help; so each known English form is matched and made again from the bundle's {@code cli.parse.*}
 * key with the same parts (option names, values and indexes stay as typed). English comes back as
 * picocli wrote it, byte for byte; a form not known here stays English.
 */
final class ParseErrors {
    private static final Pattern OPTION = Pattern.compile("option (.+)");
    private static final Pattern POSITIONAL = Pattern.compile("positional parameter at index (\\d+) \\((.+)\\)");

    /**
     * The known forms, most specific first; a group named {@code where} is an option or a
     * positional parameter, said again in words of the language ({@link #where}).
     */
    private static final EnglishForms FORMS = EnglishForms.of(
            form("Unknown option: (.+)", "cli.parse.unknownOption"),
            form("Unknown options: (.+)", "cli.parse.unknownOptions"),
            form("Unmatched argument at index (\\d+): (.+)", "cli.parse.unmatched"),
            form("Unmatched arguments from index (\\d+): (.+)", "cli.parse.unmatchedFrom"),
            form("Missing required parameter for (?<where>.+?) \\((.+)\\)", "cli.parse.missingValue"),
            form("Missing required parameter: (.+)", "cli.parse.missingParameter"),
            form("Missing required parameters: (.+)", "cli.parse.missingParameters"),
            form("Missing required option: (.+)", "cli.parse.missingOption"),
            form("Missing required options: (.+)", "cli.parse.missingOptions"),
            form("Expected parameter for (?<where>.+?) but found (.+)", "cli.parse.expectedValue"),
            form("Invalid value for (?<where>.+?): expected one of (.+) \\(case-insensitive\\) but was (.+)", "cli.parse.notOneOf"),
            form("Invalid value for (?<where>.+?): expected one of (.+) \\(case-sensitive\\) but was (.+)", "cli.parse.notOneOf"),
            form("Invalid value for (?<where>.+?): (.+) is not a whole number from (.+) to (.+)", "cli.parse.wholeRange"),
            form("Invalid value for (?<where>.+?): (.+) is not (an? (?:int|long|short|byte|integer|BigInteger|whole number))", "cli.parse.notWhole"),
            form("Invalid value for (?<where>.+?): (.+) is not (an? (?:double|float|BigDecimal|number))", "cli.parse.notNumber"),
            form("Invalid value for (?<where>.+?): (.+) is not a boolean", "cli.parse.notBoolean"),
            form("Invalid value for (?<where>.+?): (.+)", "cli.parse.invalid"),
            form("(?<where>option .+?) should be specified only once", "cli.parse.once"),
            form("Missing required subcommand", "cli.parse.missingCommand"))
            .withParts((m, g, to) -> m.pattern().pattern().contains("?<where>") && m.start(g) == m.start("where")
                    ? where(m.group(g), to) : m.group(g));

    private ParseErrors() {
    }

    /** The exception's message in the current language (English: picocli's own). */
    static String message(CommandLine.ParameterException ex) {
        return FORMS.current(ex);
    }

    /**
     * picocli's English {@code message} made again from the bundle {@code to} (French, or English
     * for the test that the English patterns give picocli's text back), or unchanged when its form
     * is not known.
     */
    static String translate(String message, ResourceBundle to) {
        return FORMS.translate(message, to);
    }

    /** {@code option '--depth'} or {@code positional parameter at index 1 (<depth>)}, in words of the current language. */
    private static String where(String english, ResourceBundle to) {
        Matcher o = OPTION.matcher(english);
        if (o.matches()) {
            return Messages.format(to, "cli.parse.option", o.group(1));
        }
        Matcher p = POSITIONAL.matcher(english);
        if (p.matches()) {
            return Messages.format(to, "cli.parse.positional", p.group(1), p.group(2));
        }
        return english;
    }

    /**
     * picocli's suggestions after an unknown option or command ("Did you mean: ...?",
     * "Possible solutions: ..."), in the current language; false when there were none.
     */
    static boolean printSuggestions(CommandLine.ParameterException ex, PrintWriter err) {
        StringWriter text = new StringWriter();
        PrintWriter into = new PrintWriter(text);
        boolean any = CommandLine.UnmatchedArgumentException.printSuggestions(ex, into);
        into.flush();
        String s = text.toString();
        if (Messages.french()) {
            s = s.replace("Did you mean: ", Messages.tr("cli.parse.didYouMean")).replace("Possible solutions: ",
                    Messages.tr("cli.parse.possible")).replace(" or ", Messages.tr("cli.parse.or"))
                    .replaceAll("\\?(\\R|$)", Matcher.quoteReplacement(Messages.tr("cli.parse.questionMark")) + "$1");
        }
        err.print(s);
        err.flush();
        return any;
    }
}
