package org.parlour;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The mined problem libraries shipped under samples/ ({@code samples/<game>/library*.json}, issue
 * 30). The tests that walk every sample (and solve, pin, fuzz or convert each one) leave them to
 * {@code org.parlour.mine.LibrarySoundnessTest}, which reads them whole and re-proves a seeded sample.
 */
public final class SampleLibraries {
    private SampleLibraries() {
    }

    /** Whether {@code file} is a mined library rather than a hand-made sample. */
    public static boolean isLibrary(Path file) {
        Path name = file.getFileName();
        return name != null && name.toString().startsWith("library") && name.toString().endsWith(".json");
    }

    /** The library files, in name order. */
    public static List<Path> files() throws IOException {
        try (Stream<Path> walk = Files.walk(Path.of("samples"))) {
            return walk.filter(SampleLibraries::isLibrary).sorted().toList();
        }
    }
}
