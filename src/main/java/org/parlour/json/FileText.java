package org.parlour.json;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import org.parlour.core.Texts;

/**
 * A record file's text: only a regular file (a symbolic link to one is fine) of at most
 * {@link RecordJson#MAX_FILE_BYTES}, strictly UTF-8 (a leading byte-order mark is skipped).
 * Anything else is refused before it is opened or before it fills the memory.
 */
final class FileText {
    private FileText() {
    }

    /**
     * The text of {@code file}.
     *
     * @throws FileRefusedException  for a folder, FIFO, device or socket, or a file over the limit
     * @throws RecordFormatException for bytes that are not UTF-8
     * @throws IOException           when the file cannot be read (missing, permission denied)
     */
    static String read(Path file) throws IOException {
        return decode(bytes(file), Texts.escapeControls(file.toString()));
    }

    /**
     * The bytes of {@code file}, with the same refusals as {@link #read}.
     *
     * @throws FileRefusedException for a folder, FIFO, device or socket, or a file over the limit
     * @throws IOException          when the file cannot be read (missing, permission denied)
     */
    static byte[] bytes(Path file) throws IOException {
        return bytes(file, false);
    }

    /**
     * {@link #bytes(Path)}; for an import ({@code forImport}) a folder or FIFO is told what an import
     * reads (an AbstractPlay record, a game text or a Parlour file), not "expected a record file".
     */
    static byte[] bytes(Path file, boolean forImport) throws IOException {
        String name = Texts.escapeControls(file.toString());
        BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
        if (a.isDirectory()) {
            throw new FileRefusedException(Messages.tr("cli.inFile", name, Messages.tr(forImport ? "file.isDirectoryImport" : "file.isDirectory")));
        }
        if (!a.isRegularFile()) {
            throw new FileRefusedException(Messages.tr("cli.inFile", name, Messages.tr(forImport ? "file.notRegularImport" : "file.notRegular")));
        }
        if (a.size() > RecordJson.MAX_FILE_BYTES) {
            throw tooLarge(name, a.size());
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            // the file may have grown since its size was read
            bytes = in.readNBytes((int) RecordJson.MAX_FILE_BYTES + 1);
        }
        if (bytes.length > RecordJson.MAX_FILE_BYTES) {
            throw tooLarge(name, bytes.length);
        }
        return bytes;
    }

    static FileRefusedException tooLarge(String name, long size) {
        return new FileRefusedException(Messages.tr("cli.inFile", name, Messages.tr("file.tooLarge", size(size), size(RecordJson.MAX_FILE_BYTES))));
    }

    /** {@code 512 bytes}, {@code 3.5 KiB}, {@code 64 MiB}, {@code 3.0 GiB}; in French {@code 512 octets}, {@code 3,5 Kio}. */
    static String size(long bytes) {
        if (bytes < 1024) {
            return Messages.tr("file.size.bytes", bytes);
        }
        String[] units = Messages.tr("file.size.units").split(" ");
        double v = bytes;
        int u = -1;
        while (v >= 1024 && u < units.length - 1) {
            v /= 1024;
            u++;
        }
        return (v == Math.rint(v) ? String.valueOf((long) v) : String.format(Messages.locale(), "%.1f", v)) + " " + units[u];
    }

    /**
     * Strict UTF-8 (a leading byte-order mark is skipped); {@code source} names the text in
     * messages. The bytes are checked in chunks and then made into one string, so no char array
     * of the whole text is made on the way (docs/benchmarks.md, "Scale").
     */
    static String decode(byte[] bytes, String source) throws RecordFormatException {
        CharsetDecoder d = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        try {
            java.nio.CharBuffer chunk = java.nio.CharBuffer.allocate(8192);
            while (true) {
                java.nio.charset.CoderResult r = d.decode(in, chunk, true);
                if (r.isError()) {
                    r.throwException();
                }
                if (r.isOverflow()) {
                    chunk.clear();
                    continue;
                }
                chunk.clear();
                java.nio.charset.CoderResult f = d.flush(chunk);
                if (f.isError()) {
                    f.throwException();
                }
                break;
            }
            String s = new String(bytes, StandardCharsets.UTF_8);
            return s.startsWith("\uFEFF") ? s.substring(1) : s;
        } catch (CharacterCodingException e) {
            throw new RecordFormatException(notUtf8(source, bytes, in.position()), e);
        }
    }

    /**
     * {@code source:line:column: not UTF-8 text (byte N); Parlour files are UTF-8} for the first
     * byte at {@code at} (0-based) that is not UTF-8, everything 1-based as every other load
     * error says it (StrictJson's {@code line:column}): a line ends at LF, CR LF or a lone CR; the
     * column counts the characters before it on its line, a leading byte-order mark left out (as
     * the parser, which never sees it); N counts bytes from 1 (it said "byte 3" for the fourth).
     */
    static String notUtf8(String source, byte[] bytes, int at) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < at && i < bytes.length; i++) {
            if (bytes[i] == '\n' || (bytes[i] == '\r' && (i + 1 >= bytes.length || bytes[i + 1] != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        if (lineStart == 0 && at >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) {
            lineStart = 3;
        }
        // the bytes before the bad one are UTF-8 (the decoder stopped at the first that is not)
        int column = new String(bytes, lineStart, Math.max(0, Math.min(at, bytes.length) - lineStart), StandardCharsets.UTF_8).length() + 1;
        return source + ":" + line + ":" + column + ": " + Messages.tr("file.notUtf8", at + 1);
    }
}
