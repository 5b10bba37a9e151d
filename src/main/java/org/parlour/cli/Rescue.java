package org.parlour.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import org.parlour.json.Outputs;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.parlour.core.Messages;
import org.parlour.core.Texts;
import org.parlour.json.AtomicFile;

/**
 * The save at the end of long work ({@code mine}, {@code selfplay}, {@code review --write},
 * {@code solve --write}) that never loses the work: the text is saved over the output as every
 * save is ({@link AtomicFile#save}: atomic, the old file kept as {@code .bak}, never damaged), and
 * when that fails (a full disk, a folder gone or made read-only during the run) the same text is
 * saved to a new file, first beside the output, then in {@code ~/.parlour/unsaved} (a folder of
 * the user's, 0700, not cleared at reboot as the temporary folder often is; the system property
 * {@code parlour.unsaved.dir} moves it, {@link #unsavedDir}), then in the system's
 * temporary folder, and the one error line names the file. A mining run of hours is then one copy
 * away, not lost.
 *
 * <p>Permissions: a rescue file never shows more than the record did. Beside the output it gets
 * the output's group and others permissions (owner read and write added), or, for a new output,
 * those of a new file there (the umask), and the output's group where the file system lets the
 * group be set (else the folder's usual group, silently: the mode then shows it no more than
 * before); in the user's folder and the temporary folder it is owner only (0600). It is created with them, before it holds a byte. Before, rescue files were
 * 0644 whatever the record's mode: a 0600 record's text landed in the shared /tmp readable by all.
 */
final class Rescue {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private Rescue() {
    }

    /**
     * Saves {@code text} (a Parlour JSON record or collection) over {@code output}, with the
     * {@code note: replaced ...} line when it replaces a file ({@link Cli#replaced}).
     *
     * @return {@code output} when saved there; the rescue file when the save failed and the text
     *         was saved there instead ({@code error: <output>: cannot save: <why>; what was
     *         computed is saved in <rescue> instead}); null when it could be saved nowhere (the
     *         error line says so too). After a rescue or a loss the command's exit code is
     *         {@link Cli#USAGE} (an I/O error).
     */
    static Path save(PrintWriter err, Path output, String text) {
        return save(err, output, text, fallbacks(), false);
    }

    /** The places after the output's folder: {@link #unsavedDir()}, then the system's temporary folder. */
    private static List<Path> fallbacks() {
        return List.of(unsavedDir(), Path.of(System.getProperty("java.io.tmpdir")));
    }

    /**
     * The user's folder for rescues: the {@code parlour.unsaved.dir} system property when set (not
     * blank), else {@code ~/.parlour/unsaved}, as {@code parlour.autosave.dir} and
     * {@code parlour.log.dir} move the app's other folders. Made 0700 when a rescue first needs it.
     */
    static Path unsavedDir() {
        String p = System.getProperty("parlour.unsaved.dir");
        return p != null && !p.isBlank() ? Path.of(p) : Path.of(System.getProperty("user.home"), ".parlour", "unsaved");
    }

    /**
     * {@link #save(PrintWriter, Path, String)} for a command's new output ({@code mine},
     * {@code selfplay}), never a record being edited: a save that would replace the only backup
     * of a record ({@link org.parlour.json.Outputs#refuseLosingBackup}, a backup that appeared
     * during the run) is refused, and the text is saved beside it as after a failed save.
     */
    static Path saveOutput(PrintWriter err, Path output, String text) {
        return save(err, output, text, fallbacks(), true);
    }

    /** {@link #save(PrintWriter, Path, String)} with {@code temp} as the temporary folder (tests). */
    static Path save(PrintWriter err, Path output, String text, Path temp) {
        return save(err, output, text, List.of(temp), false);
    }

    /** {@link #save(PrintWriter, Path, String)} with {@code elsewhere} as the places after the output's folder (tests). */
    static Path save(PrintWriter err, Path output, String text, List<Path> elsewhere) {
        return save(err, output, text, elsewhere, false);
    }

    private static Path save(PrintWriter err, Path output, String text, List<Path> elsewhere, boolean keepRecordBackup) {
        boolean existed = Cli.replaces(output);
        IOException failed;
        try {
            if (keepRecordBackup && Cli.keepsRecordBackup(err, output, text)) {
                return output; // the same games again (same seed): the file and its backup stay as they are
            }
            AtomicFile.save(output, text);
            Cli.replaced(err, output, existed);
            return output;
        } catch (IOException e) {
            failed = e;
        }
        String said = String.valueOf(failed.getMessage());
        String name = output.getFileName() == null ? "parlour.json" : output.getFileName().toString();
        Path beside = output.toAbsolutePath().getParent();
        IOException last = null;
        java.util.List<Path> places = new java.util.ArrayList<>();
        if (beside != null) {
            places.add(beside);
        }
        for (Path p : elsewhere) {
            if (!places.contains(p.toAbsolutePath())) {
                places.add(p.toAbsolutePath());
            }
        }
        Set<PosixFilePermission> recordMode = recordMode(output);
        GroupPrincipal recordGroup = AtomicFile.group(output);
        for (Path dir : places) {
            boolean there = dir.equals(beside);
            try {
                if (!there && !Files.isDirectory(dir)) {
                    // the user's own folder for rescues (~/.parlour/unsaved): made owner only
                    makeOwnerOnly(dir);
                }
                // elsewhere the name says whose file it is; the text is the owner's alone
                Path rescue = write(dir, there ? name : "parlour-" + name, Outputs.readable(name, text), there ? recordMode : OWNER_ONLY,
                        there ? recordGroup : null);
                err.println(Messages.tr("cli.error", Texts.escapeControls(Messages.tr("cli.rescued", said, rescue))));
                return rescue;
            } catch (IOException e) {
                last = e;
            }
        }
        err.println(Messages.tr("cli.error", Texts.escapeControls(Messages.tr("cli.rescueFailed", said,
                last == null ? "" : String.valueOf(last.getMessage())))));
        return null;
    }

    /**
     * A file in {@code dir} that did not exist, named after {@code name} with the time:
     * {@code mined.json} gives {@code mined.unsaved-20261205-221503.json}, then {@code -2}, {@code -3}...
     * The name is taken atomically: the file is created empty, exclusively ({@code CREATE_NEW}),
     * so two runs that fail in the same second (the name's resolution) get two files; before, the
     * name was only checked, and the second run's save renamed over the first one's rescue.
     *
     * @return the file, created empty
     * @throws IOException when no name can be created there (the folder cannot be written, or a
     *                     thousand names of that second are taken)
     */
    static Path reserve(Path dir, String name) throws IOException {
        return reserve(dir, name, OWNER_ONLY);
    }

    /** {@link #reserve(Path, String)} created with the permissions {@code mode} (null: the folder's usual ones). */
    static Path reserve(Path dir, String name, Set<PosixFilePermission> mode) throws IOException {
        Path[] where = new Path[1];
        reserve(dir, name, where, mode).close();
        return where[0];
    }

    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    /**
     * The permissions of a rescue beside {@code output}: the output's group and others bits with
     * owner read and write; for an output that does not exist, null (a new file's usual ones).
     */
    static Set<PosixFilePermission> recordMode(Path output) {
        try {
            Set<PosixFilePermission> m = java.util.EnumSet.copyOf(Files.getPosixFilePermissions(output));
            m.removeAll(Set.of(PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_EXECUTE));
            m.add(PosixFilePermission.OWNER_READ);
            m.add(PosixFilePermission.OWNER_WRITE);
            return m;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return null;
        }
    }

    private static void makeOwnerOnly(Path dir) throws IOException {
        try {
            Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        } catch (UnsupportedOperationException e) {
            Files.createDirectories(dir);
        }
    }

    /** Creates the next free name exclusively and gives it open for writing; its path in {@code where[0]}. */
    private static FileChannel reserve(Path dir, String name, Path[] where, Set<PosixFilePermission> mode) throws IOException {
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        String ext = dot > 0 ? name.substring(dot) : "";
        String base = stem + ".unsaved-" + LocalDateTime.now().format(STAMP);
        for (int i = 1; i < 1000; i++) {
            Path p = dir.resolve(i == 1 ? base + ext : base + "-" + i + ext);
            try {
                FileChannel ch = open(p, mode);
                where[0] = p;
                if (mode != null) {
                    try {
                        // exactly these, whatever the umask took away, while the file is still empty
                        Files.setPosixFilePermissions(p, mode);
                    } catch (UnsupportedOperationException | IOException e) {
                        // no POSIX permissions here, or a mount that refuses chmod: the file was
                        // created with the mode less the umask, never wider than asked, so it stays
                    }
                }
                return ch;
            } catch (FileAlreadyExistsException e) {
                // another run's rescue (or any file): never written over, the next name
            }
        }
        throw new FileAlreadyExistsException(dir.resolve(base + "-999" + ext).toString());
    }

    private static FileChannel open(Path p, Set<PosixFilePermission> mode) throws IOException {
        Set<StandardOpenOption> options = Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        if (mode != null) {
            try {
                return FileChannel.open(p, options, PosixFilePermissions.asFileAttribute(mode));
            } catch (UnsupportedOperationException e) {
                // no POSIX permissions here (Windows, FAT): the folder's rules apply
            }
        }
        return FileChannel.open(p, options);
    }

    /**
     * Writes {@code bytes} to a new rescue file in {@code dir}: the name is taken empty
     * ({@link #reserve}), then the text goes over it as every save goes ({@link AtomicFile#write}:
     * a temporary file forced to disk, renamed onto the name, the folder forced), so a kill or a
     * power cut leaves the rescue empty or whole, never cut; a rescue that could not be written
     * whole is removed. The rescue has {@code group} where it can be given, else none of the group
     * permissions of {@code mode}.
     */
    static Path write(Path dir, String name, byte[] bytes, Set<PosixFilePermission> mode, GroupPrincipal group) throws IOException {
        Path[] where = new Path[1];
        try {
            reserve(dir, name, where, mode).close();
            // the record's group while the file is still empty; AtomicFile keeps it with the mode.
            // A group that cannot be given: no group bits (they were the record's group's, not this one's)
            if (!AtomicFile.setGroup(where[0], group) && mode != null) {
                try {
                    Files.setPosixFilePermissions(where[0], AtomicFile.withoutGroupBits(mode));
                } catch (UnsupportedOperationException e) {
                    // no POSIX permissions here
                }
            }
        } catch (IOException e) {
            Path named = where[0] != null ? where[0] : dir.resolve(name);
            if (where[0] != null) {
                Files.deleteIfExists(where[0]);
            }
            throw new IOException(Texts.escapeControls(Messages.tr("save.cannot", named, AtomicFile.reason(e, dir))), e);
        }
        try {
            // the reserved file's mode and group are kept: AtomicFile gives an existing file's to its text
            AtomicFile.write(where[0], bytes, false);
        } catch (IOException e) {
            Files.deleteIfExists(where[0]);
            throw e;
        }
        return where[0];
    }
}
