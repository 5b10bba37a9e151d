package org.parlour.cli;

import java.util.Locale;
import org.parlour.core.Messages;
import org.parlour.tree.LocalText;
import picocli.CommandLine;

/**
 * The language a command shows a record's texts in (docs/notation.md, "Text in several
 * languages"): {@code --lang TAG} when given, else the system's language ({@link Locale#getDefault()},
 * as for the messages), else the messages' language when a caller set another one
 * ({@link Messages#setLocale}). A record's text falls back to the record's language, then to any.
 */
final class ReaderLanguage {
    private ReaderLanguage() {
    }

    /**
     * The reader's locale for {@code tag} (a BCP 47 tag, or null for the default).
     *
     * @throws CommandLine.ParameterException for a tag that is not BCP 47 (a usage error, exit 2)
     */
    static Locale of(String tag, CommandLine cl) {
        if (tag == null) {
            Locale system = Locale.getDefault();
            return Messages.supported(system).equals(Messages.locale()) ? system : Messages.locale();
        }
        java.util.Optional<String> bad = org.parlour.study.LanguageTags.problem(tag,
                // typed, not JSON: quoted in the words of the language (French « xx »)
                Messages.tr("json.quoted", org.parlour.core.Texts.abbreviate(tag)));
        if (bad.isPresent()) {
            throw new CommandLine.ParameterException(cl, Messages.tr("cli.badLang", bad.get()));
        }
        return Locale.forLanguageTag(tag);
    }
}
