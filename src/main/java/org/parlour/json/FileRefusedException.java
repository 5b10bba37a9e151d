package org.parlour.json;

import java.io.IOException;

/**
 * A file Parlour does not try to read as a record: a folder, a FIFO, a device or socket (reading
 * them may never end), or a file larger than {@link RecordJson#MAX_FILE_BYTES} (docs/notation.md,
 * "Size limit"). The message is one line that starts with the path and says why, e.g.
 * {@code big.json: 3.0 GiB, more than the 64 MiB a Parlour file may have}.
 */
public final class FileRefusedException extends IOException {
    private static final long serialVersionUID = 1L;

    public FileRefusedException(String message) {
        super(message);
    }
}
