package org.parlour.games.agora;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.PerftFile;

/**
 * The counts of {@code perft.txt} (start position: rules.md §8; mid-game positions: cross-checked
 * with {@link NaiveAgora}), to depth 4; the depth-5 lines serve the CLI and the benchmark.
 */
class AgoraPerftTest {
    @TestFactory
    Stream<DynamicTest> perftFile() {
        return PerftFile.tests(Agora.TYPE, PerftFile.read(AgoraPerftTest.class, "perft.txt"), 4);
    }
}
