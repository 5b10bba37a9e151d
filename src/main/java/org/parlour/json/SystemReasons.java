package org.parlour.json;

import static org.parlour.core.EnglishForms.form;

import java.io.IOException;
import java.nio.file.FileSystemException;
import org.parlour.core.EnglishForms;
import org.parlour.core.Messages;

/**
 * Why the system could not read or write a file, in the language of the texts. The JDK passes
 * on the operating system's own English sentence ("Input/output error", "No space left on
 * device", "Too many levels of symbolic links"...); the common ones are made again from the
 * bundle's {@code os.*} keys ({@link EnglishForms}), any other stays as the system wrote it.
 */
public final class SystemReasons {
    private static final EnglishForms FORMS = EnglishForms.of(
            form("(?i)input/output error", "os.io"),
            form("(?i)no space left on device", "os.noSpace"),
            form("(?i)disk quota exceeded", "os.quota"),
            form("(?i)read-only file system", "os.readOnly"),
            form("(?i)too many levels of symbolic links(?: or unable to access attributes of symbolic link)?", "os.loop"),
            form("(?i)file name too long", "os.nameTooLong"),
            form("(?i)not a directory", "os.notDirectory"),
            form("(?i)is a directory", "os.isDirectory"),
            form("(?i)too many open files", "os.tooManyOpen"),
            form("(?i)operation not permitted", "os.notPermitted"),
            form("(?i)permission denied", "os.permissionDenied"),
            form("(?i)device or resource busy", "os.busy"),
            form("(?i)no such device or address", "os.noDevice"));

    private SystemReasons() {
    }

    /** The system's sentence {@code reason} in the current language (unchanged when not known or English). */
    public static String of(String reason) {
        return FORMS.current(reason);
    }

    /**
     * Why {@code e} happened, without the file's name: a {@link FileSystemException}'s reason (with
     * the other file of a rename, if any), else the message, in the current language.
     */
    public static String of(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return of(f.getReason());
        }
        if (e instanceof FileSystemException f && unsaid(f) != null) {
            return unsaid(f);
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : of(e.getMessage());
    }

    /**
     * The message of {@code e} to show: for a {@link FileSystemException} the file (and the other
     * file of a rename) and the system's reason in the current language, as the JDK writes it
     * ({@code file: reason}); for another exception its message, made again when it is exactly a
     * known system sentence (Parlour's own messages pass unchanged); the class name when it has no message.
     */
    public static String message(Throwable e) {
        if (e instanceof FileSystemException f && (f.getReason() != null || unsaid(f) != null)) {
            String why = f.getReason() != null ? of(f.getReason()) : unsaid(f);
            return f.getFile() == null ? why
                    : Messages.tr("cli.inFile", f.getFile() + (f.getOtherFile() == null ? "" : " -> " + f.getOtherFile()), why);
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : of(e.getMessage());
    }

    /**
     * The reason of an exception the JDK throws without one, its message then only the file's name
     * ("Could not open noread.json" said nothing more than the path): permission denied, no such
     * file; null for the others.
     */
    private static String unsaid(FileSystemException f) {
        if (f instanceof java.nio.file.AccessDeniedException) {
            return Messages.tr("file.permissionDenied");
        }
        if (f instanceof java.nio.file.NoSuchFileException) {
            return Messages.tr("file.noSuchFile");
        }
        return null;
    }

    /** The known forms, for the test that each has its French. */
    static EnglishForms forms() {
        return FORMS;
    }
}
