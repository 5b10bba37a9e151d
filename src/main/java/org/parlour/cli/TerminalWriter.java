package org.parlour.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.Writer;
import org.parlour.core.Texts;

/**
 * The command line's standard output and error: whatever a command prints (a record's title and
 * comments, a file's name, a game text) reaches the terminal with its control characters
 * escaped ({@link Texts#escapeControlsKeepingLines}), so a record cannot set the terminal's
 * title, clear the screen or hide text with escape codes, bells or backspaces. Line feeds and
 * tabs pass. Messages that quote a path or a value escape line feeds too, where they are made
 * ({@link Texts#escapeControls}).
 */
final class TerminalWriter extends FilterWriter {
    TerminalWriter(Writer out) {
        super(out);
    }

    @Override
    public void write(int c) throws IOException {
        write(String.valueOf((char) c), 0, 1);
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        write(new String(cbuf, off, len), 0, len);
    }

    @Override
    public void write(String str, int off, int len) throws IOException {
        String s = Texts.escapeControlsKeepingLines(str.substring(off, off + len));
        out.write(s, 0, s.length());
    }
}
