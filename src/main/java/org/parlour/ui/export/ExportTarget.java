package org.parlour.ui.export;

import java.io.File;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.stage.FileChooser;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.parlour.core.Messages;
import org.parlour.core.Texts;
import org.parlour.json.FileRefusedException;
import org.parlour.json.Outputs;

/**
 * The one way a window export gets the file it writes (docs/user-guide.md, "Files"): every
 * export (File &gt; Export Position as PNG, SVG, Line as GIF, Diagram Sheet, Game Text,
 * AbstractPlay Record; Study &gt; Export Evaluation Graph, Training History as CSV) asks
 * {@link #choose}, which shows the system's file chooser and refuses, before a byte is written,
 * a file that is
 * <ul>
 *   <li>the open record's file, whatever the name it is given by ({@code r1.json},
 *       {@code sub/../r1.json}, a symbolic or hard link to it);</li>
 *   <li>any other file that holds a Parlour record or collection ({@link Outputs#holdsRecord}):
 *       an export is never a record, and a person's record is not replaced by a picture;</li>
 *   <li>a file whose {@code .bak} holds a record a sheet's save would replace ({@link Outputs#refuseLosingBackup}).</li>
 * </ul>
 * A refusal is one line naming the file once and what was refused, on the status line and in an
 * error dialog; nothing is written. Only this class and Save As show a save chooser
 * (ArchitectureTest), so an export added later passes here too.
 */
public final class ExportTarget {
    private static final Object KEY = ExportTarget.class;
    /** Windows without an installed target (a dialog shown on its own): no open record, nothing said but the dialog. */
    private static final ExportTarget NONE = new ExportTarget(Optional::empty, m -> { });

    private final Supplier<Optional<Path>> openRecord;
    private final Consumer<String> say;
    private BiFunction<Window, FileChooser, Optional<Path>> chooser =
            (owner, fc) -> Optional.ofNullable(fc.showSaveDialog(owner)).map(File::toPath);

    private ExportTarget(Supplier<Optional<Path>> openRecord, Consumer<String> say) {
        this.openRecord = openRecord;
        this.say = say;
    }

    /**
     * Makes {@code window} (and the windows it owns: the training dashboard) export through a
     * target that knows the open record's file.
     *
     * @param openRecord the file of the record open in the window, now (empty when untitled)
     * @param say        the window's status line
     */
    public static ExportTarget install(Window window, Supplier<Optional<Path>> openRecord, Consumer<String> say) {
        ExportTarget t = new ExportTarget(Objects.requireNonNull(openRecord), Objects.requireNonNull(say));
        window.getProperties().put(KEY, t);
        return t;
    }

    /** The target installed on {@code owner} or the window that owns it, else one without an open record. */
    public static ExportTarget of(Window owner) {
        for (Window w = owner; w != null; w = w instanceof Stage s ? s.getOwner() : w instanceof PopupWindow p ? p.getOwnerWindow() : null) {
            if (w.getProperties().get(KEY) instanceof ExportTarget t) {
                return t;
            }
        }
        return NONE;
    }

    /** Replaces the system's file chooser: gets the owner and the chooser as set up, gives the file or empty for Cancel (tests). */
    public void setChooser(BiFunction<Window, FileChooser, Optional<Path>> chooser) {
        this.chooser = Objects.requireNonNull(chooser);
    }

    /** The open record's file, if it has one. */
    public Optional<Path> openRecord() {
        return openRecord.get();
    }

    /**
     * Shows {@code fc} over {@code owner} and returns the file chosen when an export may write
     * there; empty for Cancel, or after saying why the file is refused ({@link #refuse}). Unless
     * the caller set one, the chooser opens in the open record's folder.
     */
    public static Optional<Path> choose(Window owner, FileChooser fc) {
        ExportTarget t = of(owner);
        if (fc.getInitialDirectory() == null) {
            // beside the open record, as Save As does (a new user's trial: the chooser opened in the
            // folder the program was started from)
            t.openRecord().map(r -> r.toAbsolutePath().getParent()).filter(java.nio.file.Files::isDirectory)
                    .ifPresent(d -> fc.setInitialDirectory(d.toFile()));
        }
        Optional<Path> f = t.chooser.apply(owner, fc);
        if (f.isEmpty()) {
            return f;
        }
        try {
            refuse(f.get(), t.openRecord());
            return f;
        } catch (FileRefusedException e) {
            t.say.accept(e.getMessage());
            if (owner != null && owner.isShowing()) {
                Alert a = new Alert(Alert.AlertType.ERROR, e.getMessage());
                a.initOwner(owner);
                a.setHeaderText(Messages.tr("ui.could.not.export"));
                a.getDialogPane().setMinWidth(520);
                a.show();
            }
            return Optional.empty();
        }
    }

    /**
     * Refuses an export to {@code out} (the class doc's list).
     *
     * @param openRecord the open record's file
     * @throws FileRefusedException one line naming {@code out} once: {@code r1.json: not exported:
     *                              it is the open record; choose another file}, {@code ...: it is
     *                              the open record r1.json by another name (a link or ..); ...},
     *                              {@code ...: it holds a Parlour record, which the export would replace; ...}
     */
    public static void refuse(Path out, Optional<Path> openRecord) throws FileRefusedException {
        if (openRecord.isPresent() && Outputs.sameFile(out, openRecord.get())) {
            Path open = openRecord.get();
            throw new FileRefusedException(Texts.escapeControls(out.toAbsolutePath().normalize().equals(open.toAbsolutePath().normalize())
                    ? Messages.tr("export.isOpenRecord", out) : Messages.tr("export.isOpenRecordAs", out, open)));
        }
        Outputs.refuseOverRecord(out, "export.holdsRecord");
        Outputs.refuseLosingBackup(out);
    }
}
