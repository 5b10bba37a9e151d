package org.parlour.study;

import java.util.Optional;
import org.parlour.core.Messages;
import org.parlour.tree.LocalText;

/**
 * Says why a language tag is not one a record may use ({@link LocalText#isTag}), in the messages'
 * language, telling a tag that is not well-formed BCP 47 (RFC 5646: {@code zz_ZZ}, {@code en_US})
 * from a well-formed one whose language is no ISO 639 code ({@code xx}, {@code english}). The
 * JSON reader, the game text reader and {@code --lang} share it.
 */
public final class LanguageTags {
    private LanguageTags() {
    }

    /** Why {@code tag} is refused, naming it as {@code shown} (quoted or abbreviated by the caller); empty for a usable tag. */
    public static Optional<String> problem(String tag, String shown) {
        if (LocalText.isTag(tag)) {
            return Optional.empty();
        }
        if (!LocalText.isWellFormed(tag)) {
            return Optional.of(Messages.tr("json.badLanguageTag", shown));
        }
        return Optional.of(Messages.tr("json.unknownLanguage", shown, LocalText.primaryLanguage(tag)));
    }
}
