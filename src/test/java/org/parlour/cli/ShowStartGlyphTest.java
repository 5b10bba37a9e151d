package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code show} prints the start position's glyphs before its comment, as the moves' glyphs follow them. */
class ShowStartGlyphTest {
    @TempDir
    Path dir;

    @Test
    void theStartsGlyphIsShownBeforeItsComment() throws Exception {
        Path f = dir.resolve("s.json");
        Files.writeString(f, "{\"format\":\"parlour-record\",\"version\":\"1.0\",\"game\":\"agora\","
                + "\"start\":{\"nags\":[13],\"comment\":\"Unclear start\"},\"moves\":[{\"id\":1,\"move\":\"a2-b3\",\"nags\":[13]}]}",
                StandardCharsets.UTF_8);
        CliTest.Run r = CliTest.run("show", f.toString());
        assertThat(r.code()).isZero();
        assertThat(r.out()).contains("∞ {Unclear start} 1. a2-b3 ∞");
    }
}
