package org.parlour.document;

import org.parlour.core.Messages;
import org.parlour.core.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;

/**
 * The question after a crash: the newest side file left in the autosave folder, how many more
 * wait, which could not be read, and whether its file changed after the work was autosaved
 * (stale: the file's content no longer matches the {@link FileStamp} noted with the side file).
 * Stale work is offered as a new untitled record, never over the newer file.
 *
 * @param found      the side file offered
 * @param more       how many other side files wait (offered at the next start)
 * @param unreadable one line per side file that could not be read, naming it
 * @param stale      true when the file changed after the work was autosaved
 * @param game       the display name of the recovered record's game, when its text could be read
 * @param open       the file the window holds now (the one asked for on the command line), when
 *                   it is another file than the recovered work's: recovering replaces it in the
 *                   window, so the question names it
 */
public record Recovery(Autosave.Recovered found, int more, List<String> unreadable, boolean stale, Optional<String> game, Optional<Path> open) {
    public Recovery {
        unreadable = List.copyOf(unreadable);
    }

    /** Without the game's name and without a file open in the window. */
    public Recovery(Autosave.Recovered found, int more, List<String> unreadable, boolean stale) {
        this(found, more, unreadable, stale, Optional.empty(), Optional.empty());
    }

    /** This question, naming the recovered work's game and the file open now (when it is another file). */
    public Recovery naming(Optional<String> gameName, Optional<Path> openNow) {
        Optional<Path> other = openNow.filter(f -> found.origin().map(o -> !same(o, f)).orElse(true));
        return new Recovery(found, more, unreadable, stale, gameName, other);
    }

    private static boolean same(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /**
     * What the recovered work is, for the question and the status line: its file's full path (or
     * untitled), then its game. A line break or other control character of the path is written as
     * an escape ({@code a\nb.json}), so the name reads as one name.
     */
    public String what() {
        String name = found.origin().map(p -> Texts.escapeControls(p.toAbsolutePath().normalize().toString())).orElse(Messages.tr("recovery.untitled"));
        return game.map(g -> Messages.tr("recovery.ofGame", name, g)).orElse(name);
    }

    /** The question for what {@code autosave}'s folder holds; empty when no side file could be read. */
    static Optional<Recovery> find(Autosave autosave) {
        Autosave.Scan scan = autosave.scan();
        if (scan.found().isEmpty()) {
            return Optional.empty();
        }
        Autosave.Recovered r = scan.found().get(0);
        return Optional.of(new Recovery(r, scan.found().size() - 1, scan.unreadable(), isStale(r)));
    }

    /**
     * True when the side file's origin exists and no longer holds its base: what the document last
     * read from it or wrote to it (opened or saved). When that changed is not known, before or after
     * the autosave (another window may have saved between), so the question says "since this work
     * was opened or last saved".
     */
    static boolean isStale(Autosave.Recovered r) {
        return r.base().isPresent() && r.origin().isPresent() && Files.exists(r.origin().get()) && r.base().get().changed(r.origin().get());
    }

    /** The question to put to the person ({@link Result.Question#RECOVER} or {@link Result.Question#RECOVER_AS_NEW}). */
    public Result.Ask question() {
        return stale ? new Result.Ask(Result.Question.RECOVER_AS_NEW, Messages.tr("recovery.asNewTitle"), text())
                : new Result.Ask(Result.Question.RECOVER, Messages.tr("recovery.title"), text());
    }

    /** What the question says: which record, when it was last autosaved, whether its file changed since, how many more wait. */
    public String text() {
        String name = found.origin().map(p -> Texts.escapeControls(p.getFileName().toString())).orElse(Messages.tr("recovery.untitled"));
        String s = Messages.tr("recovery.found", what() + when(found.sideFile()));
        s += stale ? Messages.tr("recovery.stale", name) : Messages.tr("recovery.ask");
        s += open.map(f -> Messages.tr("recovery.replaces", Texts.escapeControls(f.toAbsolutePath().normalize().toString()))).orElse("");
        s += more == 0 ? "" : Messages.tr("recovery.more", more);
        for (String u : unreadable) {
            s += " " + u + ".";
        }
        return s;
    }

    private static String when(Path side) {
        try {
            return Messages.tr("recovery.when") + DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
                    .format(Files.getLastModifiedTime(side).toInstant().atZone(ZoneId.systemDefault()));
        } catch (IOException e) {
            return "";
        }
    }
}
