package org.parlour.ui.export;

import org.parlour.core.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.concurrent.Task;
import javafx.geometry.Insets;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.parlour.diagram.Diagram;
import org.parlour.document.Chapters;
import org.parlour.document.Document;
import org.parlour.json.Outputs;
import org.parlour.diagram.Palette;
import org.parlour.export.DiagramSheet;
import org.parlour.export.SvgExport;
import org.parlour.study.RecordCollection;

/**
 * File > Export Position as SVG and File > Export Diagram Sheet (PDF): a file chooser, for the
 * sheet a small dialog (a line with a diagram every N plies, or the file's problems with their
 * solutions after), then the write off the FX thread. Success goes to the status line, failure
 * to an error dialog naming the file.
 */
public final class ExportActions {
    /** Pixel size of an exported SVG board, as the PNG export's. */
    public static final int SVG_SIZE = 800;

    private ExportActions() {
    }

    /** What a diagram sheet prints. */
    public record SheetChoice(boolean problems, int every) {
    }

    /**
     * Asks for a file and writes {@code diagram} as SVG there; never over {@code source}, the
     * open record's file (issue 27: one same-file check for every write, {@link Outputs}).
     */
    public static void svg(Window owner, Optional<Diagram> diagram, Optional<Path> source, Consumer<String> say) {
        if (diagram.isEmpty()) {
            return;
        }
        FileChooser fc = new FileChooser();
        fc.setTitle(Messages.tr("ui.export.position.as.svg.2757"));
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(Messages.tr("export.svg"), "*.svg"));
        fc.setInitialFileName("position.svg");
        ExportTarget.choose(owner, fc).ifPresent(f -> run(owner, f, () -> {
            notOver(f, source);
            SvgExport.write(diagram.get(), SVG_SIZE, SVG_SIZE, f);
        }, say));
    }

    /**
     * Asks what to print and where, then writes the sheet of the open file: {@code chapter}'s
     * main line, or every problem of {@code file}. Sheets use the light theme's colours whatever
     * the window's theme: they are for paper.
     */
    public static void sheet(Window owner, RecordCollection file, int chapter, Optional<Path> source, Consumer<String> say) {
        if (file.chapters().isEmpty()) {
            return;
        }
        Optional<SheetChoice> choice = askSheet(owner, file);
        if (choice.isEmpty()) {
            return;
        }
        FileChooser fc = new FileChooser();
        fc.setTitle(Messages.tr("ui.export.diagram.sheet.as.pdf"));
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(Messages.tr("export.pdf"), "*.pdf"));
        fc.setInitialFileName(choice.get().problems() ? "problems.pdf" : "diagrams.pdf");
        Optional<Path> f = ExportTarget.choose(owner, fc);
        if (f.isPresent()) {
            // what could not print as written (issue 27, D26, D29) follows the "exported" line
            List<String> notes = new java.util.concurrent.CopyOnWriteArrayList<>();
            run(owner, f.get(), () -> notes.addAll(writeSheet(file, chapter, choice.get(), f.get(), source)),
                    m -> say.accept(notes.isEmpty() ? m : m + " " + String.join(" ", notes)));
        }
    }

    /**
     * The sheet of the open document: its chapters with the one being edited as it is now
     * (unsaved changes included), or the one record.
     */
    public static void sheet(Window owner, Document document, Consumer<String> say) {
        document.session().ifPresent(s -> {
            RecordCollection file = document.kind() == Document.Kind.COLLECTION
                    && document.chapter() < document.chapters().chapters().size()
                    ? Chapters.withChapter(document.chapters(), document.chapter(), s.record())
                    : RecordCollection.of("", List.of(s.record()));
            sheet(owner, file, document.kind() == Document.Kind.COLLECTION ? document.chapter() : 0, document.file(), say);
        });
    }

    /** Writes the sheet {@code choice} asks for; any thread. Returns what could not print as written (DiagramSheet). */
    public static List<String> writeSheet(RecordCollection file, int chapter, SheetChoice choice, Path out) throws IOException {
        return writeSheet(file, chapter, choice, out, Optional.empty());
    }

    /**
     * {@link #writeSheet(RecordCollection, int, SheetChoice, Path)}, refused before a byte is
     * written when {@code out} is {@code source}, the open record's file (by name, {@code ..}, or
     * a symbolic or hard link), as {@code parlour sheet} refuses it (D22).
     *
     * @throws org.parlour.json.FileRefusedException naming both files
     */
    public static List<String> writeSheet(RecordCollection file, int chapter, SheetChoice choice, Path out,
                                          Optional<Path> source) throws IOException {
        notOver(out, source);
        // every text in the window's language, else the record's, else any
        file = org.parlour.study.RecordLanguages.picked(file, Messages.locale());
        if (choice.problems()) {
            return DiagramSheet.problems(file, Palette.LIGHT, out);
        } else {
            return DiagramSheet.line(file.chapters().get(Math.max(0, Math.min(chapter, file.chapters().size() - 1))),
                    choice.every(), Palette.LIGHT, out);
        }
    }

    /** {@link ExportTarget#refuse}, again at the write (the file may have changed since it was chosen). */
    private static void notOver(Path out, Optional<Path> source) throws IOException {
        ExportTarget.refuse(out, source);
    }

    private static Optional<SheetChoice> askSheet(Window owner, RecordCollection file) {
        boolean anyProblem = file.chapters().stream().anyMatch(r -> r.problem().isPresent());
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(Messages.tr("ui.export.diagram.sheet"));
        d.setHeaderText(Messages.tr("ui.what.should.the.sheet.show"));
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        ToggleGroup kind = new ToggleGroup();
        RadioButton line = new RadioButton(Messages.tr("ui.this.chapter.s.main.line.with.a.diagram.every"));
        RadioButton problems = new RadioButton(Messages.tr("ui.the.problems.with.their.solutions.on.later.pages"));
        line.setToggleGroup(kind);
        problems.setToggleGroup(kind);
        problems.setDisable(!anyProblem);
        (DiagramSheet.isProblemCollection(file) ? problems : line).setSelected(true);
        Spinner<Integer> every = new Spinner<>(1, 200, DiagramSheet.DEFAULT_EVERY);
        every.setEditable(true);
        every.setPrefWidth(80);
        every.disableProperty().bind(problems.selectedProperty());
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(10);
        grid.setPadding(new Insets(10));
        grid.addRow(0, line, every, new Label(Messages.tr("export.plies")));
        grid.add(problems, 0, 1, 3, 1);
        d.getDialogPane().setContent(grid);
        Optional<ButtonType> b = d.showAndWait();
        if (b.isEmpty() || b.get() != ButtonType.OK) {
            return Optional.empty();
        }
        return Optional.of(new SheetChoice(problems.isSelected(), every.getValue()));
    }

    private interface Write {
        void run() throws IOException;
    }

    private static void run(Window owner, Path file, Write write, Consumer<String> say) {
        Task<Void> task = new Task<>() {
            @Override
            protected Void call() throws IOException {
                write.run();
                return null;
            }
        };
        task.setOnSucceeded(e -> say.accept(Messages.tr("interchange.exported", file.getFileName())));
        task.setOnFailed(e -> {
            Throwable t = task.getException();
            // a refusal or a failed save names the file itself, once ("r1.json: not exported: it is the open record; ...")
            String said = t.getMessage() == null ? t.toString() : org.parlour.json.SystemReasons.message(t);
            String why = said.startsWith(file.toString()) ? said : file + ": " + said;
            Alert a = new Alert(Alert.AlertType.ERROR, why);
            a.initOwner(owner);
            a.setHeaderText(Messages.tr("ui.could.not.export"));
            a.show();
        });
        Thread t = new Thread(task, "parlour-export");
        t.setDaemon(true);
        t.start();
    }
}
