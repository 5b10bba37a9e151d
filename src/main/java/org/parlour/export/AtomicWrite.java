package org.parlour.export;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.PosixFilePermissions;

/** Writes a file whole or not at all: into a temporary file beside it, then a rename. */
final class AtomicWrite {
    /** The body of a write. */
    interface Body {
        void write(OutputStream out) throws IOException;
    }

    private AtomicWrite() {
    }

    static void write(Path file, Body body) throws IOException {
        Path abs = file.toAbsolutePath();
        Path dir = abs.getParent();
        Path tmp = Files.createTempFile(dir, "." + abs.getFileName(), ".tmp");
        try {
            if (Files.getFileStore(tmp).supportsFileAttributeView(PosixFileAttributeView.class)) {
                // a temporary file is private (rw-------); an export is an ordinary file, or keeps the old one's mode
                Files.setPosixFilePermissions(tmp, Files.exists(abs) ? Files.getPosixFilePermissions(abs)
                        : PosixFilePermissions.fromString("rw-r--r--"));
            }
            try (OutputStream out = Files.newOutputStream(tmp)) {
                body.write(out);
            }
            try {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
