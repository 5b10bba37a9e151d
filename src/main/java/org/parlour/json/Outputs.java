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
            // -o game.json/x.json: the folder is there, as a file; named as typed (game.json, not /home/.../game.json)
            throw new FileRefusedException(Messages.tr("save.cannot", output, Messages.tr("save.parentIsFile",
                    output.getParent() != null ? output.getParent() : dir)));
        }
        if (!Files.isDirectory(dir)) {
            throw new FileRefusedException(Messages.tr("save.cannot", output, Messages.tr("save.noFolder", dir)));
        }
        if (!Files.isWritable(dir)) {
            throw new FileRefusedException(Messages.tr("save.cannot", output, AtomicFile.notWritable(dir)));
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

    /** {@code "format": "parlour-record"} or {@code "parlour-collection"}, as {@link RecordJson} writes and reads it. */
    private static final java.util.regex.Pattern RECORD_FORMAT =
            java.util.regex.Pattern.compile("\"format\"\\s*:\\s*\"parlour-(?:record|collection)\"");
    /** How much of the text before a match may still be part of it when a file is searched in blocks. */
    private static final int OVERLAP = 256;

    /**
     * Whether {@code file} (its symbolic links followed) is a regular file holding a Parlour
     * record or collection: a text that starts with <code>{</code> (after a byte-order mark and
     * white space) and names Parlour's format ({@code "format": "parlour-record"} or
     * {@code "parlour-collection"}), wherever the field stands. At most
     * {@link RecordJson#MAX_FILE_BYTES} are read; a file that cannot be read is not one.
     */
    public static boolean holdsRecord(Path file) {
        if (file == null || !Files.isRegularFile(file)) {
            return false;
        }
        try (java.io.InputStream in = Files.newInputStream(file)) {
            byte[] block = new byte[1 << 16];
            String tail = "";
            long read = 0;
            boolean first = true;
            int n;
            while (read < RecordJson.MAX_FILE_BYTES && (n = in.readNBytes(block, 0, block.length)) > 0) {
                read += n;
                // ISO-8859-1 keeps one char a byte: the field is ASCII whatever the text's other characters
                String text = tail + new String(block, 0, n, StandardCharsets.ISO_8859_1);
                if (first) {
                    String t = text.startsWith("\u00EF\u00BB\u00BF") ? text.substring(3) : text;
                    if (!t.stripLeading().startsWith("{")) {
                        return false;
                    }
                    first = false;
                }
                if (RECORD_FORMAT.matcher(text).find()) {
                    return true;
                }
                tail = text.substring(Math.max(0, text.length() - OVERLAP));
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /**
     * Refuses to write an output that is not a Parlour record (a PDF sheet, a game text, an
     * AbstractPlay record, a picture) over a file that holds one ({@link #holdsRecord}): it is a
     * person's work, and a name typed by mistake (docs/cli.md, "Files a command writes").
     *
     * @throws FileRefusedException {@code out.json: not written: it holds a Parlour record, which this output would replace; ...}
     */
    public static void refuseOverRecord(Path output) throws FileRefusedException {
        refuseOverRecord(output, "save.holdsRecord");
    }

    /**
     * {@link #refuseOverRecord(Path)} in the words of another writer (the window's exports:
     * {@code export.holdsRecord}, "not exported: ...").
     *
     * @param messageKey the bundle key of the one-line refusal, {@code {0}} the output
     * @throws FileRefusedException that line, control characters escaped, when {@code output} holds a record
     */
    public static void refuseOverRecord(Path output, String messageKey) throws FileRefusedException {
        if (holdsRecord(output)) {
            throw new FileRefusedException(Texts.escapeControls(Messages.tr(messageKey, output)));
        }
    }

    /**
     * Refuses a save with a backup ({@link AtomicFile#save}) that would lose the only copy of a
     * record: {@code output} exists, its backup {@code <name>.bak} holds a Parlour record
     * ({@link #holdsRecord}), and {@code output} is not the same text (the save would replace
     * the backup with it). A second {@code selfplay -o game.json} replaced {@code game.json.bak},
     * the person's record the first run had kept there (docs/cli.md, "Files a command writes").
     *
     * @throws FileRefusedException {@code out.json: not written: it would replace out.json.bak, ...}
     */
    public static void refuseLosingBackup(Path output) throws FileRefusedException {
        if (output == null || !Files.isRegularFile(output)) {
            return;
        }
        Path bak = backupOf(output);
        if (bak == null || !holdsRecord(bak)) {
            return;
        }
        try {
            if (Files.mismatch(output, bak) == -1) {
                return; // the backup would be replaced by the same text: nothing is lost
            }
        } catch (IOException e) {
            // cannot compare: refuse, as for different texts
        }
        throw new FileRefusedException(Texts.escapeControls(Messages.tr("save.wouldLoseBackup", output, bak.getFileName())));
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
