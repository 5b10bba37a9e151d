package org.parlour.ui;

import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import org.parlour.core.Messages;

/** File > Open Recent: one item per file of {@link Prefs#recent()}, newest first; disabled when empty. */
final class RecentMenu extends Menu {
    private final Prefs prefs;
    private final Consumer<Path> open;

    RecentMenu(Prefs prefs, Consumer<Path> open) {
        super(Messages.tr("ui.open.recent"));
        this.prefs = prefs;
        this.open = open;
        refresh();
    }

    /** Writes the items again from the preferences (after a file was opened or saved). */
    void refresh() {
        getItems().clear();
        for (Path p : prefs.recent()) {
            MenuItem m = new MenuItem(p.getFileName() + "  \u2014  " + p.getParent());
            m.setMnemonicParsing(false);
            m.setOnAction(e -> open.accept(p));
            getItems().add(m);
        }
        setDisable(getItems().isEmpty());
    }
}
