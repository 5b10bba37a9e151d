package org.parlour.json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.parlour.core.Messages;
import org.parlour.core.Texts;

/**
 * The checks every command that writes a file makes before it writes a byte (docs/notation.md,
 * "Saving"): the output is none of the files the command read, whatever the name it is given by
 * ({@code game.json}, {@code sub/../game.json}, a symbolic or a hard link to it), and saving it
 * with a backup would not replace an input file with the output's old text (an output whose
 * {@code <name>.bak} is an input). The writing itself is {@link AtomicFile}.
 */
public final class Outputs {
    private Outputs() {
    }

    /**
     * Refuses to write {@code output} over one of {@code inputs}.
     *
     * @param backup whether the write keeps the old output as {@code <name>.bak} ({@link AtomicFile#save})
     * @throws FileRefusedException whose one-line message names {@code output}, the input it would
     *                              replace and what to do instead
     */
    public static void refuseInputs(Path output, boolean backup, List<Path> inputs) throws FileRefusedException {
        if (output == null) {
            return;
        }
        for (Path in : inputs) {
            if (sameFile(output, in)) {
                throw new FileRefusedException(output.normalize().equals(in.normalize())
                        ? Messages.tr("cli.outputIsInput", output) : Messages.tr("save.isInputAs", output, in));
            }
            if (backup && Files.exists(output)) {
                Path bak = backupOf(output);
                if (bak != null && sameFile(bak, in)) {
                    throw new FileRefusedException(Messages.tr("save.backupIsInput", output, bak.getFileName(), in));
                }
            }
        }
    }

    /**
     * Refuses an output that is itself a folder (or another file that is not a regular one), an
     * existing file that is read-only (as the save would refuse it), or whose folder does not
     * exist, is not a folder or cannot be written (its permissions, and a file created there and
     * removed at once: root may hold the permission where nothing can be created), before long work (self-play, mining) is done
     * for nothing.
     *
     * @throws FileRefusedException "{output}: cannot save: not a regular file", "... the file is
     *                              read-only", "... the folder ... does not exist" (or is not writable)
     */
    public static void refuseUnwritableFolder(Path output) throws FileRefusedException {
        if (Files.exists(output) && !Files.isRegularFile(output)) {
            throw new FileRefusedException(Messages.tr("save.cannot", output, Messages.tr("save.notRegular")));
        }
        // the save's own test (AtomicFile): not writable, or no write bit at all (root may write anyway)
        if (Files.isRegularFile(output) && (!Files.isWritable(output) || AtomicFile.readOnlyByMode(output))) {
            throw new FileRefusedException(Messages.tr("save.cannot", output, Messages.tr("save.readOnly")));
        }
        Path dir = output.toAbsolutePath().normalize().getParent();
        if (dir == null) {
            return;
        }
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            // -o game.json/x.json: the folder is there, as a file
            throw new FileRefusedException(Messages.tr("save.cannot", output, Messages.tr("save.parentIsFile", dir)));
        }
        if (!Files.isDirectory(dir)) {
            throw new FileRefusedException(Messages.tr("save.cannot", output, Messages.tr("save.noFolder", dir)));
        }
        if (!Files.isWritable(dir)) {
            throw new FileRefusedException(Messages.tr("save.cannot", output, Messages.tr("save.folderNotWritable", dir)));
        }
        // the permission bits are not the whole story (root in /proc, a read-only mount): create a file there and remove it
        try {
            Files.delete(Files.createTempFile(dir, ".parlour-", ".tmp"));
        } catch (IOException e) {
            // the folder is there: a missing file here means the file system lets none be made (/proc)
            String why = e instanceof java.nio.file.NoSuchFileException ? Messages.tr("save.noFileInFolder", dir) : AtomicFile.reason(e, dir);
            throw new FileRefusedException(Messages.tr("save.cannot", output, why));
        }
    }

    /** {@link #refuseInputs(Path, boolean, List)} for one input. */
    public static void refuseInput(Path output, boolean backup, Path input) throws FileRefusedException {
        refuseInputs(output, backup, List.of(input));
    }

    /**
     * Whether {@code a} and {@code b} are one file: by the system's file identity when both exist
     * (symbolic links, hard links and {@code ..} resolved), else by their normalized absolute paths.
     */
    public static boolean sameFile(Path a, Path b) {
        try {
            if (Files.exists(a) && Files.exists(b)) {
                return Files.isSameFile(a, b);
            }
        } catch (IOException | SecurityException e) {
            // fall through to the names
        }
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /** The backup a save of {@code file} writes ({@code <name>.bak} next to the file its links end at), or null. */
    public static Path backupOf(Path file) {
        try {
            Path target = AtomicFile.linkTarget(file.toAbsolutePath());
            return target.getFileName() == null ? null : target.resolveSibling(target.getFileName() + ".bak");
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * The UTF-8 bytes of {@code text}, a text Parlour reads back (a record, a collection, a game
     * text, an AbstractPlay record, an autosave side file), checked before anything is written.
     *
     * @param name the output's name, for the message
     * @throws FileRefusedException when Parlour would refuse to read them: more than
     *                              {@link RecordJson#MAX_FILE_BYTES} (docs/notation.md, "Size limit")
     */
    public static byte[] readable(String name, String text) throws FileRefusedException {
        // every char is at least one byte: a longer text is over without encoding it
        if (text.length() > RecordJson.MAX_FILE_BYTES) {
            throw overLimit(name, text.length());
        }
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        if (bytes.length > RecordJson.MAX_FILE_BYTES) {
            throw overLimit(name, bytes.length);
        }
        return bytes;
    }

    /** {@code out.json: not written: it would be 76.5 MiB, more than the 64 MiB a Parlour file may have, ...}. */
    private static FileRefusedException overLimit(String name, long size) {
        return new FileRefusedException(Texts.escapeControls(Messages.tr("save.overLimit", name, FileText.size(size),
                FileText.size(RecordJson.MAX_FILE_BYTES))));
    }
}
