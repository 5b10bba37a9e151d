package org.parlour.document;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.parlour.json.RecordFile;

/**
 * What a file was when the open document last read or wrote it: its modification time and the
 * SHA-256 hash of its bytes (FIPS 180-4). Stored with each autosave side file, so recovery can
 * tell when the file changed after the work was autosaved.
 *
 * @param modifiedMillis the file's modification time, milliseconds since the epoch
 * @param sha256         the lower-case hex SHA-256 of the file's content
 */
public record FileStamp(long modifiedMillis, String sha256) {
    /** The stamp of {@code file} now, read whole; empty when it cannot be read. */
    public static Optional<FileStamp> of(Path file) {
        try {
            byte[] bytes = Files.readAllBytes(file);
            return Optional.of(new FileStamp(Files.getLastModifiedTime(file).toMillis(), RecordFile.sha256(bytes)));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * The stamp of {@code file} just read or written as bytes whose SHA-256 is {@code sha256}
     * ({@link RecordFile#sha256()}, {@link RecordFile#save}): its modification time now, the
     * content not read again. Empty when the file is gone or {@code sha256} is not a hash.
     */
    public static Optional<FileStamp> of(Path file, String sha256) {
        try {
            return parse(Long.toString(Files.getLastModifiedTime(file).toMillis()), sha256);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /**
     * True when {@code file} no longer holds what this stamp describes: its content differs (an
     * unchanged time with the same content counts as the same; a file that is gone or unreadable
     * counts as changed).
     */
    public boolean changed(Path file) {
        Optional<FileStamp> now = of(file);
        return now.isEmpty() || !now.get().sha256.equals(sha256);
    }

    /** Two lines for the side file's note: the time, then the hash. */
    String note() {
        return modifiedMillis + "\n" + sha256;
    }

    /** Reads {@link #note()}'s two lines; empty when they are missing or not a stamp. */
    static Optional<FileStamp> parse(String millis, String sha256) {
        try {
            String h = sha256.strip();
            return h.matches("[0-9a-f]{64}") ? Optional.of(new FileStamp(Long.parseLong(millis.strip()), h)) : Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
