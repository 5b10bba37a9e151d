package org.parlour.ui;

import org.parlour.core.Messages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.parlour.interchange.AbstractPlay;
import org.parlour.interchange.Converted;
import org.parlour.interchange.GameText;
import org.parlour.interchange.Imports;
import org.parlour.interchange.InterchangeException;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import org.parlour.study.StudySession;

/**
 * File menu items for other formats (docs/user-guide.md, "Importing and exporting games"):
 * Import (an AbstractPlay record or a game text, opened as a new untitled record), Export as
 * Game Text, Export as AbstractPlay Record, Copy Line as Game Text, Paste Game Text as New
 * Record. What a format cannot hold is shown after exporting; errors name the line and column or
 * the JSON path. The conversions are {@code org.parlour.interchange}'s; this class only asks for
 * files and shows messages.
 */
final class InterchangeMenu {
    static final String IMPORT_ID = "menu-import";
    static final String EXPORT_TEXT_ID = "menu-export-text";
    static final String EXPORT_AP_ID = "menu-export-abstractplay";
    static final String COPY_TEXT_ID = "menu-copy-game-text";
    static final String PASTE_TEXT_ID = "menu-paste-game-text";

    private final Stage stage;
    private final MainView view;
    private final MainViewModel model;

    private InterchangeMenu(Stage stage, MainView view, MainViewModel model) {
        this.stage = stage;
        this.view = view;
        this.model = model;
    }

    /** Adds the items to the window's File menu, before its image exports; returns the actions. */
    static InterchangeMenu install(Stage stage, MainView view, MainViewModel model) {
        InterchangeMenu m = new InterchangeMenu(stage, view, model);
        findMenuBar(view.root()).ifPresent(bar -> bar.getMenus().stream().filter(x -> WindowMenus.FILE_ID.equals(x.getId()))
                .findFirst().ifPresent(m::addTo));
        return m;
    }

    private void addTo(Menu file) {
        List<MenuItem> items = List.of(
                item(Messages.tr("ui.import.game"), "Shortcut+Shift+I", IMPORT_ID, this::chooseImport),
                item(Messages.tr("ui.export.as.game.text"), null, EXPORT_TEXT_ID, this::exportText),
                item(Messages.tr("ui.export.as.abstractplay.record"), null, EXPORT_AP_ID, this::exportAbstractPlay),
                item(Messages.tr("ui.copy.line.as.game.text"), "Shortcut+Alt+C", COPY_TEXT_ID, this::copyLine),
                item(Messages.tr("ui.paste.game.text.as.new.record"), "Shortcut+Shift+V", PASTE_TEXT_ID, this::pasteGame),
                new SeparatorMenuItem());
        // before the image exports, found by id (their label is translated and has a mnemonic)
        int at = file.getItems().size();
        for (int i = 0; i < file.getItems().size(); i++) {
            if (WindowMenus.EXPORT_PNG_ID.equals(file.getItems().get(i).getId())) {
                at = i;
                break;
            }
        }
        file.getItems().addAll(at, items);
        // like the menu bar's other items: keys named in the language of the texts (Ctrl+Maj+I),
        // and following the keys the person set in the key editor
        view.keyBindings().bindItems(items);
    }

    private static MenuItem item(String text, String accel, String id, Runnable action) {
        return MenuItems.item(text, accel, id, action);
    }

    private static Optional<MenuBar> findMenuBar(Parent p) {
        for (Node n : p.getChildrenUnmodifiable()) {
            if (n instanceof MenuBar b) {
                return Optional.of(b);
            }
            if (n instanceof Parent q) {
                Optional<MenuBar> b = findMenuBar(q);
                if (b.isPresent()) {
                    return b;
                }
            }
        }
        return Optional.empty();
    }

    // ------------------------------------------------------------------ import

    private void chooseImport() {
        FileChooser fc = new FileChooser();
        fc.setTitle(Messages.tr("ui.import.game.2429"));
        fc.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter(Messages.tr("interchange.importFilter"), "*.json", "*.txt", "*.pgn"),
                new FileChooser.ExtensionFilter(Messages.tr("interchange.allFiles"), "*.*"));
        java.io.File f = fc.showOpenDialog(stage);
        if (f != null) {
            importFile(f.toPath());
        }
    }

    /**
     * Imports a file and opens it as a new untitled record (a Parlour file is opened as File >
     * Open does); false when it could not. The file goes through the reader's checks first: a
     * folder, FIFO or device, or a file over {@link RecordJson#MAX_FILE_BYTES}, is refused at once,
     * in one line naming it. A file larger than the window's background size is read and converted
     * off the FX thread behind a progress dialog whose Cancel keeps the record open now; true then
     * means the import started.
     */
    boolean importFile(Path path) {
        String name = path.getFileName().toString();
        long size;
        try {
            size = Files.size(path);
        } catch (IOException | RuntimeException e) {
            size = 0; // the read says why
        }
        FileCommands files = view.files();
        if (size > files.backgroundBytes() && size <= RecordJson.MAX_FILE_BYTES && stage.isShowing() && files.background().isEmpty()) {
            files.inBackground(Messages.tr("interchange.importing", name), Messages.tr("interchange.importingSize", name, FileCommands.sizeText(size)),
                    Messages.tr("interchange.importCancelled", name), () -> read(path), this::opened, t -> failed(path, t));
            return true;
        }
        Read r;
        try {
            r = read(path);
        } catch (Exception | OutOfMemoryError | StackOverflowError e) {
            return failed(path, e);
        }
        return opened(r);
    }

    /** A file read for import: Parlour's own JSON (to open as File > Open does), or games converted from another format. */
    private record Read(Path path, Converted<RecordCollection> games) {
    }

    /** Reads and converts {@code path} (off the FX thread for a large file); the refusals of Parlour files first. */
    private static Read read(Path path) throws IOException, InterchangeException {
        String text = RecordJson.decode(RecordJson.readImportBytes(path), org.parlour.core.Texts.escapeControls(path.toString()));
        if (Imports.isParlourJson(text)) {
            return new Read(path, null);
        }
        return new Read(path, Imports.read(text, path.toString(), ""));
    }

    private boolean opened(Read r) {
        if (r.games() == null) {
            view.openAsking(r.path());
            return true;
        }
        return open(r.games(), r.path().getFileName().toString());
    }

    /** Says why {@code path} could not be imported, in one line naming it (and where, for a text that is not UTF-8 or not valid). */
    private boolean failed(Path path, Throwable t) {
        String message;
        if (t instanceof org.parlour.json.FileRefusedException || t instanceof org.parlour.json.RecordFormatException
                || t instanceof InterchangeException) {
            message = t.getMessage();
        } else if (t instanceof IOException e) {
            message = org.parlour.core.Texts.escapeControls(path.toString()) + ": " + org.parlour.json.SystemReasons.of(e);
        } else {
            message = org.parlour.document.Document.loadFailure(path, t).status();
        }
        return fail(Messages.tr("interchange.couldNotImport", path.getFileName()), message);
    }

    private boolean open(String text, String source, String name, String defaultGame) {
        try {
            return open(Imports.read(text, source, defaultGame), name);
        } catch (InterchangeException e) {
            return fail(Messages.tr("interchange.couldNotImport", name), e.getMessage());
        }
    }

    private boolean open(Converted<RecordCollection> c, String name) {
        if (!view.openImported(c.value(), name)) {
            return false;
        }
        if (!c.notes().isEmpty()) {
            show(Alert.AlertType.INFORMATION, Messages.tr("interchange.imported", name), String.join("\n", c.notes()));
        }
        return true;
    }

    private void pasteGame() {
        Clipboard cb = Clipboard.getSystemClipboard();
        if (!cb.hasString() || cb.getString().isBlank()) {
            model.say(Messages.tr("ui.the.clipboard.holds.no.text"));
            return;
        }
        String game = model.session().map(s -> s.game().id()).orElse("");
        open(cb.getString(), "clipboard", Messages.tr("interchange.pastedGame"), game);
    }

    // ------------------------------------------------------------------ export

    /**
     * The record an export writes: the document's (the file's content, unsaved changes included),
     * never the attempt shown beside a problem whose solution is hidden, which holds only its
     * start (a teacher's trial: Export as Game Text wrote headers and {@code *}, no move).
     */
    private Optional<GameRecord> record() {
        Optional<StudySession> s = model.recordSession().or(model::session);
        if (s.isEmpty()) {
            model.say(Messages.tr("ui.open.or.start.a.record.first"));
        }
        return s.map(StudySession::record);
    }

    private void exportText() {
        record().ifPresent(r -> save(Messages.tr("interchange.exportText"), "game.txt",
                new FileChooser.ExtensionFilter(Messages.tr("interchange.gameText"), "*.txt", "*.pgn"), () -> GameText.write(r)));
    }

    private void exportAbstractPlay() {
        record().ifPresent(r -> save(Messages.tr("interchange.exportAbstractPlay"), "game.ap.json",
                new FileChooser.ExtensionFilter(Messages.tr("interchange.abstractPlayRecord"), "*.json"), () -> AbstractPlay.write(r, Instant.now())));
    }

    /** A conversion that may be refused. */
    interface Conversion {
        Converted<String> run() throws InterchangeException;
    }

    private void save(String title, String name, FileChooser.ExtensionFilter filter, Conversion conversion) {
        Converted<String> out;
        try {
            out = conversion.run();
        } catch (InterchangeException e) {
            fail(title, e.getMessage());
            return;
        }
        FileChooser fc = new FileChooser();
        fc.setTitle(title);
        fc.setInitialFileName(name);
        fc.getExtensionFilters().add(filter);
        // never over the open record or another Parlour record (docs/user-guide.md, "Files")
        Optional<Path> chosen = org.parlour.ui.export.ExportTarget.choose(stage, fc);
        if (chosen.isEmpty()) {
            return;
        }
        Path f = chosen.get();
        String fileName = f.getFileName().toString();
        try {
            RecordJson.writeAtomically(f, out.value());
        } catch (IOException e) {
            // the save's messages name the file already ("game.txt: cannot save: ..."): once
            String why = String.valueOf(e.getMessage());
            fail(title, why.startsWith(f.toString()) ? why : f + ": " + why);
            return;
        }
        model.say(out.notes().isEmpty() ? Messages.tr("interchange.exported", fileName)
                : Messages.tr("interchange.exportedNotAll", fileName, out.notes().size()));
        if (!out.notes().isEmpty()) {
            show(Alert.AlertType.INFORMATION, Messages.tr("interchange.notWritten", fileName), String.join("\n", out.notes()));
        }
    }

    /**
     * Copies the line through the current move (with the headers) as game text: its path from the
     * start, then its main-line continuation. While a problem's attempt is shown, the record's moves
     * (with their comments, glyphs and markup, the start's lesson question) are copied rather than
     * the attempt's, as the exports write the record; the attempt's own moves when the record does
     * not have them. While the problem's solution is hidden (Study &gt; Hide the Problem's Solution)
     * the copy stops at the current move, so the key and its replies do not reach the clipboard
     * unseen, and the status line says so.
     */
    void copyLine() {
        Optional<StudySession> s = model.session();
        if (s.isEmpty()) {
            model.say(Messages.tr("ui.open.or.start.a.record.first"));
            return;
        }
        StudySession from = s.get();
        long cursor = from.cursor();
        StudySession record = model.recordSession().orElse(from);
        if (record != from && record.record().problem().isPresent()) {
            Optional<Long> there = org.parlour.problem.RecordJudge.inRecord(record, from, cursor);
            if (there.isPresent()) {
                from = record;
                cursor = there.get();
            }
        }
        GameRecord r = from.record();
        org.parlour.tree.MoveTree.Builder b = new org.parlour.tree.MoveTree.Builder(r.tree().root().data());
        long parent = r.tree().rootId();
        // a hidden solution stays hidden: the path to the current move, no continuation
        boolean hidden = model.solutionHiddenProperty().get();
        for (org.parlour.tree.Node n : hidden ? r.tree().path(cursor) : r.tree().line(cursor)) {
            if (!n.isRoot()) {
                parent = b.add(parent, n.id(), n.data());
            }
        }
        GameRecord line = r.withTree(b.build());
        Converted<String> out = GameText.writeLine(line);
        ClipboardContent c = new ClipboardContent();
        c.putString(out.value());
        Clipboard.getSystemClipboard().setContent(c);
        List<String> lost = out.notes();
        String said = lost.isEmpty() ? Messages.tr("interchange.copiedLine") : Messages.tr("interchange.copiedLineNot", String.join("; ", lost));
        model.say(hidden ? said + " " + Messages.tr("interchange.copiedLineHidden") : said);
    }

    private boolean fail(String header, String message) {
        model.say(message);
        show(Alert.AlertType.ERROR, header, message);
        return false;
    }

    private void show(Alert.AlertType type, String header, String text) {
        if (!stage.isShowing()) {
            return;
        }
        Alert a = new Alert(type, text);
        a.initOwner(stage);
        a.setHeaderText(header);
        a.getDialogPane().setMinWidth(520);
        a.show();
    }
}
