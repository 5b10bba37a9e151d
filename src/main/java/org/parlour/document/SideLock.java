package org.parlour.document;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Who an autosave side file belongs to: a lock file {@code <name>.lock} beside it, locked
 * ({@link FileChannel#tryLock}) by the running process that writes the side file, or by the one
 * that found it after a crash and offers it for recovery. The operating system drops the lock
 * when that process ends, however it ends (closed, killed, crashed), so a side file whose lock can
 * be taken belongs to no running Parlour: it is work left behind. A side file whose lock is held is
 * never offered for recovery, overwritten or deleted by anyone else.
 *
 * <p>The lock covers one byte far past the end of the file, so the file's text (the holder's
 * process id) stays readable on every system (Windows locks are mandatory). Lock files are
 * deleted only by their holder, after its side file is gone; so that a lock taken on a file
 * deleted meanwhile is not mistaken for the one the path names now, the file's identity
 * ({@link java.nio.file.attribute.BasicFileAttributes#fileKey}, device and inode where the
 * system has them) is the same before it is opened and once it is locked.
 *
 * <p>Within one JVM, file locks belong to the process, and closing any channel on a file drops
 * them all (POSIX), even a read through another name; so the locks this JVM holds are kept in one
 * table, and a file in it is never opened a second time while it is held.
 */
final class SideLock {
    /** The byte locked: far past any token, so the token can be read while the lock is held. */
    private static final long AT = 1L << 40;
    /** Lock files this JVM holds (absolute, normalised), with their holder. */
    private static final Map<Path, SideLock> HELD = new ConcurrentHashMap<>();
    /** Channels that met a lock of this JVM through another name: closing them could drop it, so they stay open. */
    private static final List<FileChannel> KEPT_OPEN = new CopyOnWriteArrayList<>();

    private final Path file;
    private final Object holder;
    private final FileChannel channel;
    private final FileLock lock;

    private SideLock(Path file, Object holder, FileChannel channel, FileLock lock) {
        this.file = file;
        this.holder = holder;
        this.channel = channel;
        this.lock = lock;
    }

    /** The lock file of a side file: {@code <name>.lock} for {@code <name>.autosave.json}. */
    static Path of(Path sideFile) {
        return key(sideFile.resolveSibling(sideFile.getFileName().toString().replace(".autosave.json", ".lock")));
    }

    private static Path key(Path p) {
        return p.toAbsolutePath().normalize();
    }

    /** True when {@code holder} holds the lock file {@code file}. */
    static boolean holds(Path file, Object holder) {
        SideLock l = HELD.get(key(file));
        return l != null && l.holder == holder;
    }

    /**
     * Takes the lock file {@code file} for {@code holder} (creating it): true when {@code holder}
     * holds it now (already, or from now on); false when another process, or another holder in
     * this JVM, holds it, or the file cannot be locked.
     */
    static synchronized boolean take(Path file, Object holder) {
        Path k = key(file);
        SideLock held = HELD.get(k);
        if (held != null) {
            return held.holder == holder;
        }
        FileChannel ch;
        Object before;
        try {
            try {
                Files.createFile(k);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                // left by a session before: taken below if nobody holds it
            }
            before = identity(k);
            ch = FileChannel.open(k, StandardOpenOption.READ, StandardOpenOption.WRITE);
        } catch (IOException | RuntimeException e) {
            return false;
        }
        FileLock lock;
        try {
            lock = ch.tryLock(AT, 1, false);
        } catch (OverlappingFileLockException e) {
            // this JVM holds it under another name of the same file: keep the channel, never drop that lock
            KEPT_OPEN.add(ch);
            return false;
        } catch (IOException | RuntimeException e) {
            close(ch);
            return false;
        }
        if (lock == null) {
            close(ch);
            return false;
        }
        try {
            if (!java.util.Objects.equals(before, identity(k))) {
                // the path names another file now (this one was deleted while it was being opened)
                close(ch);
                return false;
            }
            byte[] who = (ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.UTF_8);
            ch.truncate(0);
            ch.write(ByteBuffer.wrap(who), 0);
        } catch (IOException | RuntimeException e) {
            close(ch);
            return false;
        }
        HELD.put(k, new SideLock(k, holder, ch, lock));
        return true;
    }

    /**
     * Lets go of the lock file {@code file} if {@code holder} holds it; the lock file is deleted
     * first when {@code delete} (its side file is gone).
     */
    static synchronized void release(Path file, Object holder, boolean delete) {
        Path k = key(file);
        SideLock l = HELD.get(k);
        if (l == null || l.holder != holder) {
            return;
        }
        if (delete) {
            try {
                Files.deleteIfExists(k);
            } catch (IOException | RuntimeException e) {
                // an empty lock file left behind: harmless, the next holder takes it
            }
        }
        HELD.remove(k);
        try {
            l.lock.release();
        } catch (IOException | RuntimeException e) {
            // closing the channel drops it too
        }
        close(l.channel);
    }

    /** The lock files {@code holder} holds. */
    static List<Path> heldBy(Object holder) {
        return HELD.values().stream().filter(l -> l.holder == holder).map(l -> l.file).toList();
    }

    /** The file's identity without opening it (opening and closing would drop this JVM's lock on it). */
    private static Object identity(Path p) throws IOException {
        return Files.readAttributes(p, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
    }

    private static void close(FileChannel ch) {
        try {
            ch.close();
        } catch (IOException e) {
            // nothing held on it
        }
    }
}
