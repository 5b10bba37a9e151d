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
import java.nio.file.attribute.PosixFilePermission;
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
 * one (docs/notation.md, "Saving"). Used for records and for the app's autosave side files.
 *
 * <ol>
 *   <li>A symbolic link is followed: the file it points to is written and the link stays a link.</li>
 *   <li>The new text goes to a temporary file {@code .<name>.<pid>.<random>.tmp} in the same
 *       folder and is forced to disk.</li>
 *   <li>With a backup, the current file is copied the same way (temporary file, forced) and then
 *       moved over {@code <name>.bak}: the backup too is either the previous one or whole.</li>
 *   <li>The temporary file is moved over the target, atomically where the file system allows.
 *       A file with more than one hard link is instead rewritten in place after the backup is
 *       made, so the links stay one file; a crash in that step can leave the target short, with
 *       the whole old version in the {@code .bak}.</li>
 * </ol>
 *
 * <p>Temporary files left by an earlier save that was killed (their process id is no longer
 * running; for names without a process id, older than a minute) are deleted by the next save of
 * the same file, or by {@link #removeLeftovers}. The file keeps its POSIX permissions; a new file
 * gets the usual ones (the umask). A save that fails leaves the old file and says why, naming
 * the file, not the temporary one.
 */
public final class AtomicFile {
    /** {@code .<name>.<pid>.<hex>.tmp} (this class) or {@code .<name>.<uuid>.tmp} (Parlour 0.1). */
    private static final Pattern TEMP = Pattern.compile("\\.(.+?)\\.(?:(\\d+)\\.[0-9a-f]{8,16}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.tmp");
    private static final Duration OLD_STYLE_AGE = Duration.ofMinutes(1);
    private static final int LINK_LIMIT = 40;

    private AtomicFile() {
    }

    /** Writes {@code text} as UTF-8 (steps 1, 2 and 4 above, no backup). */
    public static void write(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8), false);
    }

    /** Writes {@code text} as UTF-8, keeping the previous file as {@code <name>.bak}. */
    public static void save(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8), true);
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
        Path tmp = null;
        Path bakTmp = null;
        try {
            tmp = writeTemp(dir, target.getFileName().toString(), bytes);
            keepPermissions(target, tmp);
            if (backup && Files.exists(target)) {
                Path bak = dir.resolve(target.getFileName() + ".bak");
                bakTmp = writeTemp(dir, bak.getFileName().toString(), Files.readAllBytes(target));
                keepPermissions(target, bakTmp);
                move(bakTmp, bak);
            }
            if (linkCount(target) > 1) {
                rewriteInPlace(target, bytes);
            } else {
                move(tmp, target);
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
        if (!m.matches() || !(m.group(1).equals(name) || m.group(1).equals(name + ".bak"))) {
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

    /** A new temporary file next to {@code name} in {@code dir} holding {@code bytes}, forced to disk. */
    private static Path writeTemp(Path dir, String name, byte[] bytes) throws IOException {
        String random = Long.toHexString(ThreadLocalRandom.current().nextLong() | Long.MIN_VALUE);
        // created like any new file (permissions from the umask), not 0600 as createTempFile would
        Path tmp = dir.resolve("." + name + "." + ProcessHandle.current().pid() + "." + random + ".tmp");
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            writeAll(ch, bytes);
        } catch (IOException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        return tmp;
    }

    private static void writeAll(FileChannel ch, byte[] bytes) throws IOException {
        ByteBuffer buf = ByteBuffer.wrap(bytes);
        while (buf.hasRemaining()) {
            ch.write(buf);
        }
        ch.force(true);
    }

    private static void rewriteInPlace(Path target, byte[] bytes) throws IOException {
        try (FileChannel ch = FileChannel.open(target, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
            writeAll(ch, bytes);
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

    /** Why a save failed, in words. */
    private static String reason(IOException e, Path dir) {
        if (e instanceof AccessDeniedException) {
            return Files.isWritable(dir) ? Messages.tr("file.permissionDenied") : Messages.tr("save.folderNotWritable", dir);
        }
        if (e instanceof NoSuchFileException) {
            return Messages.tr("save.noFolder", dir);
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
        return SystemReasons.of(e);
    }

    /** Gives {@code copy} the POSIX permissions of {@code original} when both exist and the file system has them. */
    private static void keepPermissions(Path original, Path copy) {
        try {
            if (Files.exists(original)) {
                Files.setPosixFilePermissions(copy, Files.getPosixFilePermissions(original));
            }
        } catch (UnsupportedOperationException | IOException e) {
            // not a POSIX file system, or not ours to change: the file keeps the default permissions
        }
    }
}
