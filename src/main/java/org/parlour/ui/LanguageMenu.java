package org.parlour.ui;

import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.control.Menu;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import org.parlour.core.Messages;

/**
 * View &gt; Language: English or Français, remembered in the preferences under {@code language}
 * ({@code en} or {@code fr}; absent: the system locale). The window's texts are made once, when it
 * is built, so a change applies at the next start (the status bar says so, in the language chosen);
 * the comment editor writes new comments in the language chosen at once
 * ({@link MainViewModel#writingLanguage}).
 */
final class LanguageMenu {
    /** The preference key. */
    static final String KEY = "language";

    private LanguageMenu() {
    }

    /** The language to start in: the remembered one, else the system locale's (French or English). */
    static Locale remembered(Prefs prefs) {
        String tag = prefs.get(KEY, "");
        return tag.isEmpty() ? Messages.supported(Locale.getDefault()) : Messages.supported(Locale.forLanguageTag(tag));
    }

    /**
     * Speaks {@code language} from now on: the bundles ({@link Messages#setLocale}) and, when the
     * default locale is another language, the default locale too, so that the toolkit's own texts
     * follow (OK, Cancel, Close in dialogs, a text field's Cut / Copy / Paste): JavaFX reads them
     * from its bundles in the default locale when it shows them.
     */
    static void use(Locale language) {
        Messages.setLocale(language);
        Locale l = Messages.locale();
        if (!Locale.getDefault().getLanguage().equals(l.getLanguage())) {
            Locale.setDefault(l);
        }
    }

    /**
     * The menu; {@code say} shows the note that the change applies at the next start, and
     * {@code chosen} is given the language chosen (the comment editor writes in it at once).
     */
    static Menu build(Prefs prefs, Consumer<String> say, Consumer<Locale> chosen) {
        Menu menu = new Menu(Messages.tr("menu.view.language"));
        ToggleGroup group = new ToggleGroup();
        for (Locale l : Messages.LANGUAGES) {
            // each language is named in itself, as language pickers do
            RadioMenuItem item = new RadioMenuItem(l.getDisplayLanguage(l).substring(0, 1).toUpperCase(l) + l.getDisplayLanguage(l).substring(1));
            item.setToggleGroup(group);
            item.setUserData(l.getLanguage());
            item.setId("menu-language-" + l.getLanguage());
            item.setSelected(l.equals(Messages.locale()));
            item.setOnAction(e -> {
                prefs.put(KEY, l.getLanguage());
                prefs.flush();
                chosen.accept(l);
                say.accept(Messages.format(Messages.load(l), "language.restart"));
            });
            menu.getItems().add(item);
        }
        return menu;
    }
}
