package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line loads no window classes (issue 32, docs/benchmarks.md "Start-up"): {@code
 * validate} and {@code solve} of a small record run in a child JVM through the jar's entry point
 * ({@code org.parlour.Main}) with {@code -Xlog:class+load}, and no JavaFX, AWT or
 * {@code org.parlour.ui} class is among the classes it loads.
 */
class CliClassesTest {
    private static final List<String> WINDOW = List.of("javafx.", "com.sun.javafx.", "com.sun.glass.", "com.sun.prism.",
            "java.awt.", "sun.awt.", "sun.java2d.", "org.parlour.ui.");

    @TempDir
    Path dir;

    @Test
    void validateAndSolveLoadNoWindowClass() throws IOException, InterruptedException {
        Path problem = dir.resolve("p.json");
        Files.writeString(problem, "{\"format\": \"parlour-record\", \"version\": \"1.0\", \"game\": \"agora\","
                + " \"setup\": \"5(WB)/1(BB)2(WB)1/5W/1B4/6/6 w\","
                + " \"problem\": {\"seat\": \"w\", \"goal\": \"revolution\", \"moves\": 2, \"defence\": \"best\"}}");
        for (List<String> command : List.of(List.of("validate", Path.of("samples/agora/sample-game.json").toAbsolutePath().toString()),
                List.of("solve", problem.toString()))) {
            List<String> loaded = classesLoaded(command);
            System.out.println(command.get(0) + ": " + loaded.size() + " classes loaded");
            assertThat(loaded).as("classes loaded by %s", command).hasSizeGreaterThan(100);
            assertThat(loaded).as("window classes loaded by %s", command)
                    .filteredOn(c -> WINDOW.stream().anyMatch(c::startsWith)).isEmpty();
            // picocli's converters for java.sql types are not registered (Cli sets picocli.converters.excludes)
            assertThat(loaded).as("java.sql classes loaded by %s", command).filteredOn(c -> c.startsWith("java.sql.")).isEmpty();
        }
    }

    /**
     * picocli's classes on the class path are the rewritten ones (scripts/PicocliFrames.java): class
     * file version 52 or later, which JDK 17's CDS archive checks when it is made; picocli's own jar
     * has version 49, checked again at every start.
     */
    @Test
    void picocliClassesAreJava8ClassFiles() throws IOException {
        for (Class<?> c : List.of(picocli.CommandLine.class, picocli.CommandLine.Model.CommandSpec.class,
                picocli.CommandLine.Help.class)) {
            try (var in = c.getResourceAsStream("/" + c.getName().replace('.', '/') + ".class")) {
                byte[] head = in.readNBytes(8);
                int major = ((head[6] & 0xff) << 8) | (head[7] & 0xff);
                assertThat(major).as("class file version of %s", c.getName()).isGreaterThanOrEqualTo(52);
            }
        }
    }

    /** The command line tells picocli not to look for Groovy's closure class (a miss that reopened the jar). */
    @Test
    void picocliDoesNotLookForGroovy() {
        Cli.run(new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(new java.io.StringWriter()), "--version");
        assertThat(System.getProperty("picocli.disable.closures")).isEqualTo("true");
    }

    /**
     * The command line tells picocli to skip its converters for java.time and java.sql types, which
     * holds only while no option or parameter of any command has such a type.
     */
    @Test
    void noOptionHasAJavaTimeOrSqlType() {
        Cli.run(new java.io.PrintWriter(new java.io.StringWriter()), new java.io.PrintWriter(new java.io.StringWriter()), "--version");
        assertThat(System.getProperty("picocli.converters.excludes")).isEqualTo("java\\.time\\..*,java\\.sql\\..*");
        java.io.PrintWriter sink = new java.io.PrintWriter(new java.io.StringWriter());
        picocli.CommandLine all = Cli.commandLine(sink, sink);
        List<String> types = new ArrayList<>();
        for (picocli.CommandLine c : all.getSubcommands().values()) {
            for (picocli.CommandLine.Model.ArgSpec arg : c.getCommandSpec().args()) {
                types.add(c.getCommandName() + " " + arg.paramLabel() + ": " + arg.type().getName());
                for (Class<?> aux : arg.auxiliaryTypes()) {
                    types.add(c.getCommandName() + " " + arg.paramLabel() + ": " + aux.getName());
                }
            }
        }
        assertThat(all.getSubcommands()).hasSize(Cli.COMMANDS.size());
        assertThat(types).hasSizeGreaterThan(50)
                .noneMatch(t -> t.contains(": java.time.") || t.contains(": java.sql."));
    }

    /** The names of the classes a child JVM loads running the command line with {@code args}. */
    private List<String> classesLoaded(List<String> args) throws IOException, InterruptedException {
        Path log = dir.resolve("classes.log");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xlog:class+load=info:file=" + log, "-Xshare:auto", "-cp", System.getProperty("java.class.path"),
                "org.parlour.Main"));
        cmd.addAll(args);
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("the command ends").isTrue();
        assertThat(p.exitValue()).as("exit code of %s: %s", args, Files.readString(dir.resolve("out.txt"))).isZero();
        List<String> names = new ArrayList<>();
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            int at = line.indexOf("] ");
            int end = line.indexOf(" source:");
            if (at >= 0 && end > at) {
                names.add(line.substring(at + 2, end));
            }
        }
        return names;
    }
}
