package org.parlour.ui;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where the window finds the samples shipped with Parlour ({@code samples/<game>/...}): the
 * folder named by the system property {@code parlour.samples}, then {@code samples} under the
 * working directory, next to the running jar and one folder up (for {@code target/parlour.jar}).
 * The Learn menu and the trainer read them; the document never writes over them
 * ({@link org.parlour.document.Document#setShipped}): a sample reviewed or edited is saved under
 * a new name (issue 29). The copies the Learn menu extracts from the jar to
 * {@link LearnMenu#cacheDir()} ({@code ~/.parlour/learn}) count as shipped samples too
 * ({@link #contains}): saved into, they were replaced by the next version's copy.
 */
public final class Samples {
    private Samples() {
    }

    /** The samples folders that exist, in the order above, without duplicates. */
    public static List<Path> roots() {
        List<Path> out = new ArrayList<>();
        String p = System.getProperty("parlour.samples");
        if (p != null && !p.isBlank()) {
            add(out, Path.of(p));
        }
        add(out, Path.of("").toAbsolutePath().resolve("samples"));
        Optional<Path> jar = jarFolder();
        if (jar.isPresent()) {
            add(out, jar.get().resolve("samples"));
            if (jar.get().getParent() != null) {
                add(out, jar.get().getParent().resolve("samples"));
            }
        }
        return out;
    }

    /** The first samples folder ({@link #roots}), if any. */
    public static Optional<Path> folder() {
        return roots().stream().findFirst();
    }

    /**
     * True when {@code file} is inside one of the samples folders or is a copy the Learn menu
     * extracted from the jar ({@link LearnMenu#isExtracted}), by its real path when it exists (so
     * a link or {@code ..} into the folder counts), else by its normalised path.
     */
    public static boolean contains(Path file) {
        if (LearnMenu.isExtracted(file)) {
            return true;
        }
        Path f = real(file);
        for (Path root : roots()) {
            if (f.startsWith(real(root))) {
                return true;
            }
        }
        return false;
    }

    private static void add(List<Path> out, Path dir) {
        if (Files.isDirectory(dir)) {
            Path r = real(dir);
            if (!out.contains(r)) {
                out.add(r);
            }
        }
    }

    /**
     * The real path of {@code p} (or, when it does not exist, of its nearest existing parent with
     * the rest appended); the normalised absolute path when even that cannot be resolved. The one
     * way Parlour tells whether a file is a shipped sample ({@link #contains}, {@link LearnMenu#isExtracted}).
     */
    static Path real(Path p) {
        Path abs = p.toAbsolutePath().normalize();
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing == null) {
            return abs;
        }
        try {
            return existing.toRealPath().resolve(existing.relativize(abs));
        } catch (IOException | SecurityException e) {
            return abs;
        }
    }

    private static Optional<Path> jarFolder() {
        try {
            Path code = Path.of(Samples.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Optional.ofNullable(Files.isRegularFile(code) ? code.getParent() : code);
        } catch (URISyntaxException | SecurityException | NullPointerException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
