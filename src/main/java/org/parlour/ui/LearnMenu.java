package org.parlour.ui;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/**
 * The {@code Learn} menu: opens each game's course (a collection of annotated lesson chapters,
 * {@code samples/<game>/course.json}), the problem sets and libraries, and the annotated sample games. Wired into the menu bar with
 * one line, e.g. {@code new MenuBar(file, ..., LearnMenu.create(this::openFile), help)}.
 *
 * <p>A sample is looked up, in order, under the working directory, next to the running jar (and
 * one folder up, for {@code target/parlour.jar}), and finally on the classpath: the build copies
 * {@code samples/} into the jar, and a classpath sample is copied to a temporary folder so it can
 * be opened (and saved elsewhere) like any file.
 */
public final class LearnMenu {

    /** One menu entry: its label (with a mnemonic underscore) and the sample's path under the samples root. */
    public record Entry(String label, String resource) {
    }

    /** The three courses, in the order of the games in the README. */
    public static final List<Entry> COURSES = List.of(
            new Entry("_Agora course", "samples/agora/course.json"),
            new Entry("_Tournament course", "samples/tournament/course.json"),
            new Entry("_Conspirateurs course", "samples/conspirateurs/course.json"));

    /** The annotated sample games. */
    public static final List<Entry> GAMES = List.of(
            new Entry("Agora game 1", "samples/agora/game-1.json"),
            new Entry("Agora game 2", "samples/agora/game-2.json"),
            new Entry("Tournament game 1", "samples/tournament/game-1.json"),
            new Entry("Tournament game 2", "samples/tournament/game-2.json"),
            new Entry("Conspirateurs game 1", "samples/conspirateurs/game-1.json"),
            new Entry("Conspirateurs game 2", "samples/conspirateurs/game-2.json"));

    /**
     * The problem sets: each game's solved problems (the rulebook's and composed ones, with a
     * help-play problem) and its library of problems mined from self-play and proven by the
     * solver (the trainer's, docs/learning.md). A new user's trial found them only through File >
     * Open.
     */
    public static final List<Entry> PROBLEMS = List.of(
            new Entry("Agora problems", "samples/agora/problems.json"),
            new Entry("Tournament problems", "samples/tournament/problems.json"),
            new Entry("Conspirateurs problems", "samples/conspirateurs/problems.json"),
            new Entry("Agora library of problems", "samples/agora/library.json"),
            new Entry("Tournament library of problems", "samples/tournament/library.json"),
            new Entry("Conspirateurs library of problems", "samples/conspirateurs/library.json"));

    private LearnMenu() {
    }

    /**
     * The menu.
     *
     * @param open called on the FX thread with the file to open (the app's usual open-file action)
     *             and the notice of a kept extracted copy ({@link Found#notice}; empty for none),
     *             which the opener says after the open's own status line (a background open says
     *             its own line later, and said over the notice when it came first)
     * @param error called with a message when a sample cannot be found or read
     */
    public static Menu create(java.util.function.BiConsumer<Path, String> open, Consumer<String> error) {
        Menu menu = new Menu(Messages.tr("ui.learn"));
        for (Entry e : COURSES) {
            menu.getItems().add(item(e, open, error));
        }
        menu.getItems().add(new SeparatorMenuItem());
        Menu problems = new Menu(Messages.tr("ui.learn.problems"));
        for (int i = 0; i < PROBLEMS.size(); i++) {
            if (i == 3) {
                problems.getItems().add(new SeparatorMenuItem());
            }
            problems.getItems().add(item(PROBLEMS.get(i), open, error));
        }
        menu.getItems().add(problems);
        Menu games = new Menu(Messages.tr("ui.sample.games"));
        for (Entry e : GAMES) {
            games.getItems().add(item(e, open, error));
        }
        menu.getItems().add(games);
        return menu;
    }

    /** The menu; a sample that cannot be found is ignored, a kept copy's notice not said. */
    public static Menu create(Consumer<Path> open) {
        return create((file, notice) -> open.accept(file), message -> { });
    }

    private static MenuItem item(Entry e, java.util.function.BiConsumer<Path, String> open, Consumer<String> error) {
        MenuItem item = new MenuItem(org.parlour.core.Messages.text("learn", e.label()));
        item.setOnAction(ev -> {
            try {
                Optional<Found> found = find(e.resource(), Path.of("").toAbsolutePath(), jarFolder(), cacheDir(), jarVersion());
                if (found.isPresent()) {
                    open.accept(found.get().file(), found.get().notice().orElse(""));
                } else {
                    error.accept(org.parlour.core.Messages.tr("learn.notFound", e.resource()));
                }
            } catch (IOException | UncheckedIOException ex) {
                error.accept(org.parlour.core.Messages.tr("learn.couldNotOpen", e.resource(), ex.getMessage()));
            }
        });
        return item;
    }

    /**
     * Finds a sample as a file; a sample found only inside the jar is extracted to {@link #cacheDir()}.
     *
     * @see #locate(String, Path, Optional, Path, String)
     */
    public static Optional<Path> locate(String resource, Path workDir, Optional<Path> jarFolder) throws IOException {
        return locate(resource, workDir, jarFolder, cacheDir(), jarVersion());
    }

    /**
     * Finds a sample as a file: in the working directory, next to the jar or one folder up, else
     * the packaged copy extracted to {@code cacheDir} (e.g. {@code ~/.parlour/learn/agora-course.json}).
     * The extracted file keeps its path from one run to the next (Open Recent finds it again) and
     * is written again only when {@code version} (the jar's) differs from the one it was extracted
     * from, and only when it still holds the bytes Parlour extracted: a copy changed since (saved
     * over by an older Parlour, or edited by another program) is never replaced. See
     * {@link #find(String, Path, Optional, Path, String)} for the notice that says so.
     *
     * @param resource  the path under the samples root, e.g. {@code samples/agora/course.json}
     * @param workDir   the working directory
     * @param jarFolder the folder of the running jar, if any
     * @param cacheDir  the folder packaged samples are extracted to (made when missing)
     * @param version   the running jar's version, written beside each extracted file
     * @return the file, or empty if it is nowhere (not on disk, not on the classpath)
     * @throws IOException if a classpath sample cannot be extracted
     */
    public static Optional<Path> locate(String resource, Path workDir, Optional<Path> jarFolder, Path cacheDir, String version)
            throws IOException {
        return find(resource, workDir, jarFolder, cacheDir, version).map(Found::file);
    }

    /**
     * A sample found as a file, and what to tell the person about it.
     *
     * @param file   the file to open
     * @param notice a line for the status bar when an extracted copy was kept because it differs
     *               from what Parlour extracted (the person's changes), else empty
     */
    public record Found(Path file, Optional<String> notice) {
    }

    /**
     * As {@link #locate(String, Path, Optional, Path, String)}, with the notice. Beside each
     * extracted {@code NAME} the file {@code NAME.version} holds two lines: the jar's version and
     * the SHA-256 (hex) of the bytes extracted. When the version changes, the copy is written
     * again only if its bytes still have that hash; otherwise it is kept as it is and the notice
     * says so (learn.keptChanged). A record written by an older Parlour (the version line alone)
     * counts as changed when the copy is newer than the record or has a {@code NAME.bak} (a Save
     * made one).
     *
     * @throws IOException if a classpath sample cannot be extracted
     */
    public static Optional<Found> find(String resource, Path workDir, Optional<Path> jarFolder, Path cacheDir, String version)
            throws IOException {
        Path here = workDir.resolve(resource);
        if (Files.isRegularFile(here)) {
            return Optional.of(new Found(here, Optional.empty()));
        }
        if (jarFolder.isPresent()) {
            for (Path base : new Path[] {jarFolder.get(), jarFolder.get().getParent()}) {
                if (base != null && Files.isRegularFile(base.resolve(resource))) {
                    return Optional.of(new Found(base.resolve(resource), Optional.empty()));
                }
            }
        }
        try (InputStream in = LearnMenu.class.getResourceAsStream("/" + resource)) {
            if (in == null) {
                return Optional.empty();
            }
            Path parent = Path.of(resource).getParent();
            String name = (parent == null ? "" : parent.getFileName() + "-") + Path.of(resource).getFileName();
            Files.createDirectories(cacheDir);
            Path copy = cacheDir.resolve(name);
            Path stamp = cacheDir.resolve(name + ".version");
            if (Files.isRegularFile(copy)) {
                List<String> record = Files.isRegularFile(stamp)
                        ? Files.readAllLines(stamp, StandardCharsets.UTF_8) : List.of();
                if (!record.isEmpty() && record.get(0).equals(version)) {
                    return Optional.of(new Found(copy, Optional.empty()));
                }
                if (changed(copy, stamp, record)) {
                    return Optional.of(new Found(copy, Optional.of(Messages.tr("learn.keptChanged", copy))));
                }
            }
            byte[] bytes = in.readAllBytes();
            // written whole or not at all: another Parlour may be opening the same course
            Path part = Files.createTempFile(cacheDir, name, ".part");
            try {
                Files.write(part, bytes);
                try {
                    Files.move(part, copy, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                    Files.move(part, copy, StandardCopyOption.REPLACE_EXISTING);
                }
            } finally {
                Files.deleteIfExists(part);
            }
            Files.writeString(stamp, version + "\n" + sha256(bytes) + "\n", StandardCharsets.UTF_8);
            return Optional.of(new Found(copy, Optional.empty()));
        }
    }

    /** True when the extracted {@code copy} no longer holds what Parlour extracted (see {@link #find}). */
    private static boolean changed(Path copy, Path stamp, List<String> record) throws IOException {
        if (record.size() >= 2 && !record.get(1).isBlank()) {
            return !sha256(Files.readAllBytes(copy)).equals(record.get(1).trim());
        }
        if (record.isEmpty()) {
            // no record: not extracted by Parlour as it is, or the record was lost; a Save leaves a .bak
            return Files.exists(copy.resolveSibling(copy.getFileName() + ".bak"));
        }
        return Files.exists(copy.resolveSibling(copy.getFileName() + ".bak"))
                || Files.getLastModifiedTime(copy).compareTo(Files.getLastModifiedTime(stamp)) > 0;
    }

    private static String sha256(byte[] bytes) {
        try {
            return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }

    /**
     * True when {@code file} is in {@link #cacheDir()}, where packaged samples are extracted: these
     * copies count as shipped samples (saved under a new name, never written over). Compared by
     * {@link Samples#real} paths, as the samples folders are: a link or {@code ..} into the folder
     * counts, also for a file (and folders) not made yet.
     */
    public static boolean isExtracted(Path file) {
        // the same real paths as the samples folders' (Samples.real: the nearest existing folder's)
        return Samples.real(file).startsWith(Samples.real(cacheDir()));
    }

    /** Where packaged samples are extracted: the {@code parlour.learn.dir} property, else {@code ~/.parlour/learn}. */
    public static Path cacheDir() {
        String p = System.getProperty("parlour.learn.dir");
        return p != null ? Path.of(p) : Path.of(System.getProperty("user.home"), ".parlour", "learn");
    }

    /**
     * The running jar's version: its manifest's Implementation-Version with the jar file's size and
     * time (a rebuilt jar of the same version counts as new), or "classes" when run from a folder.
     */
    static String jarVersion() {
        String v = String.valueOf(LearnMenu.class.getPackage() == null ? null : LearnMenu.class.getPackage().getImplementationVersion());
        try {
            Path code = Path.of(LearnMenu.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(code)) {
                return v + " " + Files.size(code) + " " + Files.getLastModifiedTime(code).toMillis();
            }
        } catch (URISyntaxException | SecurityException | NullPointerException | IOException e) {
            // no jar to stamp: the version alone
        }
        return v + " classes";
    }

    private static Optional<Path> jarFolder() {
        try {
            Path code = Path.of(LearnMenu.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Optional.ofNullable(Files.isRegularFile(code) ? code.getParent() : code);
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return Optional.empty();
        }
    }
}
