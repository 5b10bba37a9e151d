package org.parlour.core;

import java.util.List;
import java.util.Objects;
import java.util.ResourceBundle;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Texts written in English by code that cannot reach the bundles (picocli's parse errors, the
 * refusals of the tree's value types, which import nothing but {@code java.*}), made again in the
 * language of {@link Messages}. Each known form is a regular expression for the English text whose
 * groups are its variable parts, paired with the bundle key whose {@code {0}}, {@code {1}}...
 * take those parts in order. A text of no known form comes back unchanged, so a form forgotten
 * here stays English rather than lost.
 *
 * <p>Matching costs a regular expression per form: call it on the error path only.
 */
public final class EnglishForms {
    /** One known English form: {@code english} must match the whole text. */
    public record Form(Pattern english, String key) {
        public Form {
            Objects.requireNonNull(english, "english");
            Objects.requireNonNull(key, "key");
        }
    }

    /**
     * What a matched group becomes as an argument of the bundle's text (by default the group's
     * text as it stands).
     */
    @FunctionalInterface
    public interface Part {
        /** The argument for group {@code group} (1-based) of {@code matched}, for a text made from {@code to}. */
        Object make(Matcher matched, int group, ResourceBundle to);
    }

    private static final Part AS_IS = (m, g, to) -> m.group(g);

    private final List<Form> forms;
    private final Part part;

    private EnglishForms(List<Form> forms, Part part) {
        this.forms = List.copyOf(forms);
        this.part = Objects.requireNonNull(part, "part");
    }

    /** A form: {@code englishRegex} matches the whole English text (newlines included), {@code key} is its bundle key. */
    public static Form form(String englishRegex, String key) {
        return new Form(Pattern.compile(englishRegex, Pattern.DOTALL), key);
    }

    /** The forms, tried in order (put the most specific first); groups go in as they stand. */
    public static EnglishForms of(Form... forms) {
        return new EnglishForms(List.of(forms), AS_IS);
    }

    /** These forms with {@code part} making each argument from its group. */
    public EnglishForms withParts(Part newPart) {
        return new EnglishForms(forms, newPart);
    }

    /** The known forms, in the order they are tried. */
    public List<Form> forms() {
        return forms;
    }

    /** {@code english} in the current language of {@link Messages} (English: unchanged). */
    public String current(String english) {
        return Messages.french() ? translate(english, Messages.bundle()) : english;
    }

    /** The exception's message in the current language (English: unchanged; {@code "null"} for none). */
    public String current(Throwable ex) {
        return current(String.valueOf(ex.getMessage()));
    }

    /**
     * {@code english} made again from the bundle {@code to} (French; or English, for a test that
     * the patterns give the English text back), or unchanged when it has no known form.
     */
    public String translate(String english, ResourceBundle to) {
        for (Form f : forms) {
            Matcher x = f.english().matcher(english);
            if (x.matches()) {
                Object[] args = new Object[x.groupCount()];
                for (int i = 0; i < args.length; i++) {
                    args[i] = part.make(x, i + 1, to);
                }
                return Messages.format(to, f.key(), args);
            }
        }
        return english;
    }

    /** Whether {@code english} has a known form. */
    public boolean knows(String english) {
        return forms.stream().anyMatch(f -> f.english().matcher(english).matches());
    }
}
