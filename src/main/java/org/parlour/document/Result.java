package org.parlour.document;

import java.util.List;

/**
 * What a command on the {@link Document} came to, for the view to show: a status line, the
 * problems of a partly loaded file, an error, or a question to put to the person before going on.
 * The document never shows anything itself.
 */
public sealed interface Result {
    /** Nothing happened (nothing open, the chapter shown already). */
    record None() implements Result {
    }

    /**
     * Done.
     *
     * @param status   one line for the status bar
     * @param problems the load problems to list (empty when there is nothing to show)
     * @param opened   true when the document's file was opened or written (the view remembers it
     *                 among the recent files)
     */
    record Done(String status, List<String> problems, boolean opened) implements Result {
        public Done {
            problems = List.copyOf(problems);
        }

        public Done(String status) {
            this(status, List.of(), false);
        }
    }

    /**
     * Not done; the document is as it was.
     *
     * @param status one line for the status bar
     * @param header the error dialog's header, or empty when the status line is enough
     * @param detail the error dialog's text
     */
    record Failed(String status, String header, String detail) implements Result {
    }

    /**
     * Save of a document with no file yet, or whose file is one of the samples shipped with
     * Parlour: the view asks for a (new) name, then calls {@link Document#saveTo}.
     *
     * @param status what to say first (why a name is asked for); empty for an untitled record
     */
    record NeedsFile(String status) implements Result {
        /** An untitled record's save. */
        public NeedsFile() {
            this("");
        }
    }

    /**
     * A question to ask before going on; the view shows it and calls the command again with the
     * answer.
     *
     * @param question which question
     * @param header   its header
     * @param text     what it says
     */
    record Ask(Question question, String header, String text) implements Result {
    }

    /** The questions the document asks. */
    enum Question {
        /**
         * Saving over a file that was only partly loaded would drop what was not loaded. Answers:
         * Save As (another file), Overwrite ({@link Document#saveTo(java.nio.file.Path, boolean)}
         * with {@code true}: the file as it was is kept beside it first), Cancel.
         */
        OVERWRITE_PARTIAL,
        /**
         * Saving over the document's file, which another program changed after the document read
         * or wrote it: saving would drop that version. Answers as for {@link #OVERWRITE_PARTIAL}
         * (Overwrite keeps the changed file as {@code <name>.orig} first).
         */
        OVERWRITE_CHANGED,
        /** Work left by a crash: Recover (as unsaved changes of its file), Discard, Cancel (offered again next time). */
        RECOVER,
        /**
         * Work left by a crash whose file changed after it was autosaved: Open as New Record
         * (untitled, the file left as it is), Discard, Cancel.
         */
        RECOVER_AS_NEW
    }
}
