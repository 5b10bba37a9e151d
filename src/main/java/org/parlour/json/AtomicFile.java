package org.parlour.json;

import org.parlour.core.Messages;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.core.Texts;

/**
 * Saves a file so that a crash or a kill at any moment leaves a whole version, never a truncated
 * one (docs/notation.md, "Saving"). Every file Parlour writes goes through here: records, game
 * text and AbstractPlay exports, sheets and diagrams, and the app's autosave side files.
 *
 * <ol>
 *   <li>A symbolic link is followed: the file it points to is written and the link stays a link.</li>
 *   <li>Text (a record, a game text, a side file) Parlour could not read back, more than
 *       {@link RecordJson#MAX_FILE_BYTES} of UTF-8, is refused before anything is written.</li>
 *   <li>The new text goes to a temporary file {@code .<name>.<pid>.<random>.tmp} in the same
 *       folder and is forced to disk. The temporary file is created with the file's permissions,
 *       or owner-only ones (0600) for a new file, before it holds a byte; its name keeps at most
 *       {@value #NAME_BYTES} bytes of the file's name, so a name near the system's limit of 255
 *       bytes can still be saved.</li>
 *   <li>With a backup, the current file is copied the same way (temporary file, forced) and then
 *       moved over {@code <name>.bak}: the backup too is either the previous one or whole.</li>
 *   <li>The temporary file is moved over the target, atomically where the file system allows.
 *       A file with more than one hard link is instead rewritten in place after the backup is
 *       made, so the links stay one file: the part beyond the old end is written first, so a
 *       full disk stops the save with the old text whole; a crash in the rest of that step can
 *       leave the target mixed, with the whole old version in the {@code .bak}.</li>
 *   <li>A new file gets the usual permissions (0666 less the umask) once it is whole.</li>
 * </ol>
 *
 * <p>Temporary files left by an earlier save that was killed (their process id is no longer
 * running; for names without a process id, older than a minute) are deleted by the next save of
 * the same file, or by {@link #removeLeftovers}. The file keeps its POSIX permissions, and its
 * group where the file system lets the group be set (else, silently, the folder's usual one). A save
 * that fails leaves the old file and says why, naming the file, not the temporary one.
 */
public final class AtomicFile {
    /** {@code .<name>.<pid>.<hex>.tmp} (this class) or {@code .<name>.<uuid>.tmp} (Parlour 0.1). */
    private static final Pattern TEMP = Pattern.compile("\\.(.+?)\\.(?:(\\d+)\\.[0-9a-f]{8,16}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.tmp");
    private static final Duration OLD_STYLE_AGE = Duration.ofMinutes(1);
    private static final int LINK_LIMIT = 40;
    /** How many bytes of the file's name (UTF-8) a temporary file's name keeps. */
    static final int NAME_BYTES = 64;
    /** The permissions of a temporary file of a new file: owner only (0600). */
    private static final Set<PosixFilePermission> OWNER_ONLY = PosixFilePermissions.fromString("rw-------");

    private AtomicFile() {
    }

    /**
     * Writes {@code text} as UTF-8 (the steps above, no backup).
     *
     * @throws FileRefusedException for a text over {@link RecordJson#MAX_FILE_BYTES}, before anything is written
     */
    public static void write(Path file, String text) throws IOException {
        write(file, readable(file, text), false);
    }

    /**
     * Writes {@code text} as UTF-8, keeping the previous file as {@code <name>.bak}.
     *
     * @throws FileRefusedException for a text over {@link RecordJson#MAX_FILE_BYTES}, before anything is written
     */
    public static void save(Path file, String text) throws IOException {
        write(file, readable(file, text), true);
    }

    /** {@link Outputs#readable}: the UTF-8 bytes of a text Parlour reads back, refused over the read limit. */
    private static byte[] readable(Path file, String text) throws FileRefusedException {
        return Outputs.readable(file.toString(), text);
    }

    /**
     * Writes {@code bytes} to {@code file} as the class doc says.
     *
     * @param backup whether the current file (if any) is first kept as {@code <name>.bak}
     * @throws IOException naming {@code file} and the reason (read-only file, folder not writable,
     *                     disk full, not a regular file); the old file is then unchanged
     */
    public static void write(Path file, byte[] bytes, boolean backup) throws IOException {
        Path target = linkTarget(file.toAbsolutePath());
        Path dir = target.getParent();
        if (Files.exists(target) && !Files.isRegularFile(target)) {
            throw new IOException(Messages.tr("save.cannot", file, Messages.tr("save.notRegular")));
        }
        if (Files.exists(target) && (!Files.isWritable(target) || readOnlyByMode(target))) {
            throw new IOException(Texts.escapeControls(Messages.tr("save.cannot", file, Messages.tr("save.readOnly"))));
        }
        removeLeftovers(target);
        boolean exists = Files.exists(target);
        Set<PosixFilePermission> mode = exists ? permissions(target) : OWNER_ONLY;
        GroupPrincipal group = exists ? group(target) : null;
        // a file with several names is rewritten in place: they stay one file
        boolean inPlace = exists && linkCount(target) > 1;
        Path tmp = null;
        Path bakTmp = null;
        try {
            if (!inPlace) {
                tmp = writeTemp(dir, target.getFileName().toString(), bytes, mode, group);
            }
            Path bak = dir.resolve(target.getFileName() + ".bak");
            if (backup && exists) {
                bakTmp = writeTemp(dir, bak.getFileName().toString(), Files.readAllBytes(target), mode, group);
                move(bakTmp, bak);
            }
            if (inPlace) {
                try (FileChannel ch = FileChannel.open(target, StandardOpenOption.WRITE)) {
                    rewriteInPlace(ch, bytes);
                } catch (Touched e) {
                    IOException why = (IOException) e.getCause();
                    // the old text is whole in the .bak: say so
                    throw backup ? new IOException(Messages.tr("save.oldInBak", SystemReasons.of(why), bak.getFileName()), why) : why;
                }
            } else {
                move(tmp, target);
                if (!exists) {
                    // whole now: a new file gets the usual permissions
                    setPermissions(target, defaultMode(dir));
                }
            }
            forceFolder(dir);
        } catch (IOException e) {
            throw new IOException(Texts.escapeControls(Messages.tr("save.cannot", file, reason(e, dir))), e);
        } finally {
            for (Path t : new Path[] {tmp, bakTmp}) {
                if (t != null) {
                    Files.deleteIfExists(t);
                }
            }
        }
    }

    /**
     * Whether the file's POSIX mode gives nobody write permission (e.g. 0444). Root may write such
     * a file anyway ({@link Files#isWritable} is then true), but the user marked it read-only.
     * False on file systems without POSIX modes.
     */
    static boolean readOnlyByMode(Path file) {
        try {
            Set<PosixFilePermission> p = Files.getPosixFilePermissions(file);
            return !p.contains(PosixFilePermission.OWNER_WRITE) && !p.contains(PosixFilePermission.GROUP_WRITE)
                    && !p.contains(PosixFilePermission.OTHERS_WRITE);
        } catch (UnsupportedOperationException | IOException e) {
            return false;
        }
    }

    /**
     * Deletes the temporary files that earlier saves of {@code file} (and of its {@code .bak})
     * left when they were killed, and returns their names. A temporary file of a save still
     * running (its process is alive) is kept.
     */
    public static List<Path> removeLeftovers(Path file) {
        Path target = file.toAbsolutePath();
        List<Path> removed = new ArrayList<>();
        Path dir = target.getParent();
        String name = target.getFileName().toString();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, ".*.tmp")) {
            for (Path p : ds) {
                if (isLeftover(p, name)) {
                    Files.deleteIfExists(p);
                    removed.add(p);
                }
            }
        } catch (IOException | RuntimeException e) {
            // a folder we cannot list or a file we cannot delete: the save goes on without cleaning
        }
        return removed;
    }

    /** Whether {@code p} is a temporary file of a killed save of {@code name} or {@code name.bak}. */
    static boolean isLeftover(Path p, String name) {
        Matcher m = TEMP.matcher(p.getFileName().toString());
        if (!m.matches() || !(m.group(1).equals(name) || m.group(1).equals(name + ".bak")
                || m.group(1).equals(shortName(name)) || m.group(1).equals(shortName(name + ".bak")))) {
            return false;
        }
        if (m.group(2) != null) {
            try {
                long pid = Long.parseLong(m.group(2));
                return pid != ProcessHandle.current().pid() && ProcessHandle.of(pid).map(h -> !h.isAlive()).orElse(true);
            } catch (NumberFormatException e) {
                return false;
            }
        }
        try {
            FileTime t = Files.getLastModifiedTime(p, LinkOption.NOFOLLOW_LINKS);
            return t.toInstant().isBefore(Instant.now().minus(OLD_STYLE_AGE));
        } catch (IOException e) {
            return false;
        }
    }

    /** The file a chain of symbolic links ends at (the path itself when it is no link). */
    static Path linkTarget(Path file) throws IOException {
        Path p = file;
        for (int i = 0; i < LINK_LIMIT && Files.isSymbolicLink(p); i++) {
            Path next = Files.readSymbolicLink(p);
            p = (p.getParent() == null ? next : p.getParent().resolve(next)).normalize();
        }
        if (Files.isSymbolicLink(p)) {
            throw new IOException(Messages.tr("save.cannot", file, Messages.tr("save.links", LINK_LIMIT)));
        }
        return p;
    }

    /**
     * A new temporary file for {@code name} in {@code dir} holding {@code bytes}, forced to disk.
     * It has the permissions {@code mode} before it holds a byte: created with them (the umask
     * may only take some away), then given exactly them while still empty; and the file's
     * {@code group} (null: the folder's usual one) where the file system lets it be set; where it
     * cannot be, the file has none of the group permissions ({@link #withoutGroupBits}), since
     * they were given to that group, not to the folder's.
     */
    static Path writeTemp(Path dir, String name, byte[] bytes, Set<PosixFilePermission> mode, GroupPrincipal group) throws IOException {
        String random = Long.toHexString(ThreadLocalRandom.current().nextLong() | Long.MIN_VALUE);
        Path tmp = dir.resolve("." + shortName(name) + "." + ProcessHandle.current().pid() + "." + random + ".tmp");
        try (FileChannel ch = create(tmp, mode)) {
            // the record's group bits are for the record's group: not given to another one
            setPermissions(tmp, setGroup(tmp, group) ? mode : withoutGroupBits(mode));
            writeAll(ch, bytes);
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        return tmp;
    }

    /** A new file opened for writing, created with {@code mode} where the file system has POSIX permissions. */
    private static FileChannel create(Path file, Set<PosixFilePermission> mode) throws IOException {
        Set<StandardOpenOption> options = Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        if (mode != null) {
            try {
                return FileChannel.open(file, options, PosixFilePermissions.asFileAttribute(mode));
            } catch (UnsupportedOperationException e) {
                // no POSIX permissions here (Windows, FAT): the folder's rules apply
            }
        }
        return FileChannel.open(file, options);
    }

    /**
     * {@code name} cut to at most {@value #NAME_BYTES} bytes of UTF-8 at a character boundary:
     * the part of a file's name its temporary files carry, so that theirs stay under the
     * system's limit of 255 bytes whatever the file's.
     */
    static String shortName(String name) {
        int bytes = 0;
        int end = 0;
        while (end < name.length()) {
            int cp = name.codePointAt(end);
            int n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
            if (bytes + n > NAME_BYTES) {
                break;
            }
            bytes += n;
            end += Character.charCount(cp);
        }
        return name.substring(0, end);
    }

    private static void writeAll(FileChannel ch, byte[] bytes) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(bytes);
        while (buf.hasRemaining()) {
            ch.write(buf);
        }
        ch.force(true);
    }

    /**
     * Rewrites the file open in {@code ch} to hold {@code bytes}. The part beyond the old end is
     * written first and forced: it is the only part that needs new room, so when the disk is full
     * the file is cut back to its old length and the old text is whole. Then the rest is written
     * over the file's own blocks and the file cut to the new length.
     *
     * @throws Touched when the system refused a write after the old text was changed (its cause says why)
     * @throws IOException from the system, the old text whole
     */
    static void rewriteInPlace(FileChannel ch, byte[] bytes) throws IOException {
        long old = ch.size();
        if (bytes.length > old) {
            try {
                writeAt(ch, ByteBuffer.wrap(bytes, (int) old, bytes.length - (int) old), old);
                ch.force(true);
            } catch (IOException e) {
                try {
                    ch.truncate(old);
                    ch.force(true);
                } catch (IOException again) {
                    e.addSuppressed(again);
                }
                throw e;
            }
        }
        try {
            writeAt(ch, ByteBuffer.wrap(bytes, 0, (int) Math.min(old, bytes.length)), 0);
            ch.truncate(bytes.length);
            ch.force(true);
        } catch (IOException e) {
            throw new Touched(e);
        }
    }

    /** A rewrite in place that failed after it changed the old text; the cause says why. */
    static final class Touched extends IOException {
        private static final long serialVersionUID = 1L;

        Touched(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }

    private static void writeAt(FileChannel ch, ByteBuffer buf, long position) throws IOException {
        long at = position;
        while (buf.hasRemaining()) {
            at += ch.write(buf, at);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The number of hard links of {@code file}, 1 when unknown or the file does not exist. */
    private static int linkCount(Path file) {
        try {
            return Files.exists(file) ? ((Number) Files.getAttribute(file, "unix:nlink")).intValue() : 1;
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException | ClassCastException e) {
            return 1;
        }
    }

    /** Forces the folder's entry changes (the rename) to disk where the system allows opening a folder. */
    private static void forceFolder(Path dir) {
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            // not supported here (Windows): the rename is still atomic
        }
    }

    /**
     * Why nothing can be written in {@code dir}, which the system says is not writable: "the
     * folder X is on a read-only file system" when its file store is read-only (a read-only mount),
     * else "the folder X is not writable (permission denied)". Every command says it so, whether
     * its check before the work ({@link Outputs#refuseUnwritableFolder}) or the save itself finds it.
     */
    public static String notWritable(Path dir) {
        try {
            if (Files.getFileStore(dir).isReadOnly()) {
                return Messages.tr("save.readOnlyFolder", dir);
            }
        } catch (IOException | SecurityException e) {
            // no store to ask: the permission
        }
        return Messages.tr("save.folderNotWritable", dir);
    }

    /** Why a save into {@code dir} failed, in words (a sentence's end, in the current language; no file name first). */
    public static String reason(IOException e, Path dir) {
        if (e instanceof AccessDeniedException) {
            return Files.isWritable(dir) ? Messages.tr("file.permissionDenied") : notWritable(dir);
        }
        if (e instanceof FileSystemException fse && fse.getReason() != null && fse.getReason().equalsIgnoreCase("Read-only file system")) {
            // the same words as the check before the work (Outputs): the folder, and why
            return Messages.tr("save.readOnlyFolder", dir);
        }
        if (e instanceof NoSuchFileException) {
            // a folder that is there but lets no file be made (/proc) is not a missing folder
            return Messages.tr(Files.isDirectory(dir) ? "save.noFileInFolder" : "save.noFolder", dir);
        }
        if (e instanceof DirectoryNotEmptyException || e instanceof FileAlreadyExistsException) {
            return Messages.tr("save.inTheWay", ((FileSystemException) e).getFile());
        }
        if (e instanceof FileSystemException fse && fse.getReason() != null) {
            // "No space left on device", "Read-only file system", "Is a directory": and where, unless a temporary file
            String where = fse.getOtherFile() != null ? fse.getOtherFile() : fse.getFile();
            String said = SystemReasons.of(fse.getReason());
            String reason = Character.toLowerCase(said.charAt(0)) + said.substring(1);
            return where == null || where.endsWith(".tmp") ? reason : reason + " (" + where + ")";
        }
        String said = SystemReasons.of(e);
        return said.isEmpty() ? said : Character.toLowerCase(said.charAt(0)) + said.substring(1);
    }

    /** The POSIX permissions of {@code file}, or null where the file system has none. */
    private static Set<PosixFilePermission> permissions(Path file) {
        try {
            return Files.getPosixFilePermissions(file);
        } catch (UnsupportedOperationException | IOException e) {
            return null;
        }
    }

    /**
     * The POSIX group of {@code file}, or null when it does not exist, cannot be read or the file
     * system has no POSIX groups (the saves here and cli.Rescue keep a record's group with it).
     */
    public static GroupPrincipal group(Path file) {
        try {
            PosixFileAttributeView v = Files.getFileAttributeView(file, PosixFileAttributeView.class);
            return v == null ? null : v.readAttributes().group();
        } catch (UnsupportedOperationException | IOException | SecurityException e) {
            return null;
        }
    }

    /** {@code mode} without the group's read, write and execute bits (null stays null). */
    public static Set<PosixFilePermission> withoutGroupBits(Set<PosixFilePermission> mode) {
        if (mode == null) {
            return null;
        }
        Set<PosixFilePermission> m = java.util.EnumSet.noneOf(PosixFilePermission.class);
        m.addAll(mode);
        m.removeAll(Set.of(PosixFilePermission.GROUP_READ, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_EXECUTE));
        return m;
    }

    /**
     * Gives {@code file} the POSIX group {@code group} where the file system lets it (null, or a
     * group already its own: nothing done). A group that cannot be set (a user not in it, a
     * file system without POSIX groups, a mount that refuses chown, a principal of another file
     * system) is left as it was: the file keeps the folder's usual group, and the caller, told by
     * the result, takes the group permissions away ({@link #withoutGroupBits}) so that the record's
     * group bits do not go to another group.
     *
     * @return true when the file has {@code group} now (or none was asked), false when it could not be given
     */
    public static boolean setGroup(Path file, GroupPrincipal group) {
        if (group == null) {
            return true;
        }
        try {
            PosixFileAttributeView v = Files.getFileAttributeView(file, PosixFileAttributeView.class, LinkOption.NOFOLLOW_LINKS);
            if (v == null) {
                return false;
            }
            if (!group.equals(v.readAttributes().group())) {
                v.setGroup(group);
            }
            return true;
        } catch (UnsupportedOperationException | IOException | SecurityException | IllegalArgumentException e) {
            // not ours to give (EPERM), no POSIX groups here, or a principal of another provider: the usual group stays
            return false;
        }
    }

    /** Gives {@code file} the permissions {@code mode} where the file system has them (null: leaves it). */
    private static void setPermissions(Path file, Set<PosixFilePermission> mode) {
        if (mode == null) {
            return;
        }
        try {
            Files.setPosixFilePermissions(file, mode);
        } catch (UnsupportedOperationException | IOException e) {
            // not a POSIX file system, or not ours to change: the file keeps what it was created with
        }
    }

    /**
     * The permissions a new file gets in {@code dir}: 0666 less the process's umask (Linux:
     * /proc/self/status), else those of an empty file created there and deleted at once; null
     * where the file system has no POSIX permissions.
     */
    static Set<PosixFilePermission> defaultMode(Path dir) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"), StandardCharsets.US_ASCII)) {
                if (line.startsWith("Umask:")) {
                    int umask = Integer.parseInt(line.substring(6).strip(), 8);
                    return fromBits(0666 & ~umask);
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux: ask the file system
        }
        Path probe = dir.resolve("." + ProcessHandle.current().pid() + "." + Long.toHexString(ThreadLocalRandom.current().nextLong() | Long.MIN_VALUE) + ".tmp");
        try {
            Files.createFile(probe);
            return Files.getPosixFilePermissions(probe);
        } catch (UnsupportedOperationException | IOException e) {
            return null;
        } finally {
            try {
                Files.deleteIfExists(probe);
            } catch (IOException e) {
                // an empty file: removed as a leftover by a later save
            }
        }
    }

    /** The permissions of the low nine bits of a mode such as 0644. */
    private static Set<PosixFilePermission> fromBits(int bits) {
        Set<PosixFilePermission> out = java.util.EnumSet.noneOf(PosixFilePermission.class);
        PosixFilePermission[] order = {PosixFilePermission.OTHERS_EXECUTE, PosixFilePermission.OTHERS_WRITE, PosixFilePermission.OTHERS_READ,
            PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.GROUP_WRITE, PosixFilePermission.GROUP_READ,
            PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_READ};
        for (int i = 0; i < order.length; i++) {
            if ((bits & (1 << i)) != 0) {
                out.add(order[i]);
            }
        }
        return out;
    }
}
