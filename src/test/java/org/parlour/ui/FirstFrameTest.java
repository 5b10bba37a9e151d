package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The start-up benchmark's moment (docs/benchmarks.md, "When the first frame is drawn"): a bare
 * window started with {@code -Dparlour.exitAfterFirstFrame=true} exits by itself once its first
 * frame is painted, having written its CPU time and how the moment was found: the end of the
 * painting, as the render thread reports it ({@code painted}). Headless Monocle paints no window,
 * so this runs a real one under {@code xvfb-run} and is skipped where there is none (CI).
 */
class FirstFrameTest {
    @Test
    void aWindowExitsOnceItsFirstFrameIsPaintedAndSaysSo(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(onPath("xvfb-run"), "needs xvfb-run (a real display to paint on)");
        Path cpu = dir.resolve("frame");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        ProcessBuilder pb = new ProcessBuilder(List.of("xvfb-run", "-a", "-s", "-screen 0 1024x768x24", java,
                "-Duser.home=" + dir, "-Djava.util.prefs.userRoot=" + dir.resolve("prefs"),
                "-Dparlour.exitAfterFirstFrame=true", "-Dparlour.firstFrame.cpuFile=" + cpu,
                "-cp", System.getProperty("java.class.path"), "org.parlour.bench.BareWindow"));
        pb.redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile());
        Process p = pb.start();
        boolean ended = p.waitFor(120, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        assertThat(ended).as("the window exits by itself").isTrue();
        assertThat(p.exitValue()).as(Files.readString(dir.resolve("out.txt"))).isZero();
        List<String> lines = Files.readAllLines(cpu);
        assertThat(Long.parseLong(lines.get(0))).as("CPU time in ms").isPositive();
        assertThat(lines.get(1)).isEqualTo("painted");
    }

    private static boolean onPath(String command) {
        String path = System.getenv("PATH");
        if (path == null) {
            return false;
        }
        for (String d : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, command))) {
                return true;
            }
        }
        return false;
    }
}
