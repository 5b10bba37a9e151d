package org.parlour.core;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Objects;
import java.util.ResourceBundle;

/**
 * The texts people read, in English or French, from the resource bundle
 * {@code org/parlour/messages.properties} (English) and {@code messages_fr.properties} (French;
 * both UTF-8, as Java 9+ reads properties bundles).
 *
 * <p>Every value is a {@link MessageFormat} pattern: {@code {0}} stands for the first argument,
 * and an apostrophe is written twice ({@code ''}); a single apostrophe is refused by
 * {@code MessagesTest}. A number in a plain place ({@code {0}}) is written as plain digits
 * ({@code String.valueOf}), never with the locale's grouping, so {@code 12345} stays
 * {@code 12345} in both languages (line numbers, plies, node counts are read back by people and
 * scripts alike); plurals use a choice place beside it, {@code {0} {0,choice,1#move|1<moves}}.
 *
 * <p>The language is chosen once per run: the system locale ({@link Locale#getDefault()}) unless
 * the app sets another with {@link #setLocale} before it builds its window (View &gt; Language,
 * remembered in the preferences). Any language other than French is English. A key missing
 * from the bundle comes back as the key itself, so a forgotten key shows up without a crash.
 */
public final class Messages {
    /** The bundle's base name, for {@link ResourceBundle#getBundle} and picocli. */
    public static final String BUNDLE = "org.parlour.messages";
    /** The languages Parlour speaks, English first (the bundle without suffix). */
    public static final List<Locale> LANGUAGES = List.of(Locale.ENGLISH, Locale.FRENCH);

    /**
     * No fall-back to the default locale's bundle; the bundle compiled at build time
     * ({@link CompiledBundle}) first, else its properties file.
     */
    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_DEFAULT);

    private static volatile Locale locale = supported(Locale.getDefault());
    private static volatile ResourceBundle bundle;
    /** A language set for one thread by {@link #in}, over the run's. */
    private static final ThreadLocal<Locale> IN = new ThreadLocal<>();
    private static final ThreadLocal<ResourceBundle> IN_BUNDLE = new ThreadLocal<>();

    private Messages() {
    }

    /** French for any French locale, else English. */
    public static Locale supported(Locale wanted) {
        return wanted != null && Locale.FRENCH.getLanguage().equals(wanted.getLanguage()) ? Locale.FRENCH : Locale.ENGLISH;
    }

    /** The language of the texts: {@link Locale#ENGLISH} or {@link Locale#FRENCH}. */
    public static Locale locale() {
        Locale in = IN.get();
        return in != null ? in : locale;
    }

    /** Whether the texts are French. */
    public static boolean french() {
        return locale().equals(Locale.FRENCH);
    }

    /**
     * What {@code text} makes with the texts in {@code language} (see {@link #supported}), on this
     * thread only: a record written in both languages (the miner's statements) while the run's
     * language stays for every other thread. Calls nest.
     */
    public static <T> T in(Locale language, java.util.function.Supplier<T> text) {
        Locale beforeLocale = IN.get();
        ResourceBundle beforeBundle = IN_BUNDLE.get();
        Locale l = supported(language);
        IN.set(l);
        IN_BUNDLE.set(load(l));
        try {
            return text.get();
        } finally {
            if (beforeLocale == null) {
                IN.remove();
                IN_BUNDLE.remove();
            } else {
                IN.set(beforeLocale);
                IN_BUNDLE.set(beforeBundle);
            }
        }
    }

    /** Sets the language (any locale; see {@link #supported}) for the texts made from now on. */
    public static void setLocale(Locale wanted) {
        Locale l = supported(wanted);
        if (!l.equals(locale) || bundle == null) {
            locale = l;
            bundle = load(l);
        }
    }

    /** The bundle of the current language. */
    public static ResourceBundle bundle() {
        ResourceBundle in = IN_BUNDLE.get();
        if (in != null) {
            return in;
        }
        ResourceBundle b = bundle;
        if (b == null) {
            b = load(locale);
            bundle = b;
        }
        return b;
    }

    /**
     * The bundle of {@code language}: English for {@link Locale#ENGLISH} whatever the system
     * locale is (no fall-back to the default locale's bundle).
     */
    public static ResourceBundle load(Locale language) {
        Locale l = supported(language);
        return ResourceBundle.getBundle(BUNDLE, l.equals(Locale.ENGLISH) ? Locale.ROOT : l, Messages.class.getClassLoader(), NO_FALLBACK);
    }

    /**
     * The text for {@code key} in the current language with {@code args} put in its
     * {@code {0}}, {@code {1}}... places (numbers as plain digits); the key itself when the
     * bundle has no such key.
     */
    public static String tr(String key, Object... args) {
        return format(bundle(), key, args);
    }

    /** {@link #tr} from a given bundle (for tests and for a text in the other language). */
    public static String format(ResourceBundle from, String key, Object... args) {
        Objects.requireNonNull(key);
        String pattern;
        try {
            pattern = from.getString(key);
        } catch (MissingResourceException e) {
            return key;
        }
        MessageFormat mf = new MessageFormat(pattern, from.getLocale());
        java.text.Format[] formats = mf.getFormats();
        for (int i = 0; i < formats.length; i++) {
            if (formats[i] == null) {
                formats[i] = PLAIN;
            }
        }
        mf.setFormats(formats);
        return mf.format(args);
    }

    /** A {@code {0}} without a type: numbers as plain digits ({@code String.valueOf}), anything else by {@code toString}. */
    private static final java.text.Format PLAIN = new java.text.Format() {
        private static final long serialVersionUID = 1L;

        @Override
        public StringBuffer format(Object obj, StringBuffer to, java.text.FieldPosition pos) {
            return to.append(obj);
        }

        @Override
        public Object parseObject(String source, java.text.ParsePosition pos) {
            return null;
        }
    };

    /**
     * A text made elsewhere in English (a key binding's description, an outcome's reason) in the
     * current language: the bundle's {@code prefix.slug} where the slug is the English text in
     * lower case with every run of other characters than letters and digits made one dot
     * (e.g. {@code keys.flip.rotate.the.board}); the English text itself when the bundle has no such key.
     */
    public static String text(String prefix, String english) {
        String key = prefix + "." + slug(english);
        return bundle().containsKey(key) ? tr(key) : english;
    }

    /** The slug {@link #text} looks up: at most 60 characters. */
    public static String slug(String english) {
        String s = english.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", ".").replaceAll("^\\.|\\.$", "");
        return s.length() <= 60 ? s : s.substring(0, 60);
    }

    /**
     * An argument whose text is made only when a message is formatted (its {@code toString()}
     * calls {@code text} once), for a reason that costs work to find, e.g. why a move is not legal,
     * in a {@link NotationException#of} that may never be read.
     */
    public static Object lazy(java.util.function.Supplier<String> text) {
        Objects.requireNonNull(text);
        return new Object() {
            private String made;

            @Override
            public synchronized String toString() {
                if (made == null) {
                    made = text.get();
                }
                return made;
            }
        };
    }

    /** Whether the bundle of the current language has {@code key}. */
    public static boolean has(String key) {
        return bundle().containsKey(key);
    }
}
