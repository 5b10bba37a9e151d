package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher script {@code bin/parlour} (src/packaging/bin/parlour; docs/cli.md, "Starting"):
 * the build puts it in {@code target/bin}, and it starts a command with the command line's own
 * class-data sharing archive and the app with the app's, naming the jar on the class path (so a
 * start whose classes are all archived never opens the jar; docs/benchmarks.md, "The command line
 * against java -version"). The script runs here in a copy of the build's layout with a stand-in
 * {@code java} that prints its arguments, one a line.
 */
@DisabledOnOs(OS.WINDOWS)
class LauncherScriptTest {
    private static final Path SCRIPT = Path.of("src/packaging/bin/parlour");

    /**
     * The JIT's options every start is given, in order (docs/benchmarks.md, "C2 later"): compiling
     * ten times later, and C2 fifty times later than the JVM's defaults.
     */
    static final List<String> JIT = List.of("-XX:CompileThresholdScaling=10", "-XX:Tier4InvocationThreshold=25000",
            "-XX:Tier4MinInvocationThreshold=3000", "-XX:Tier4CompileThreshold=75000", "-XX:Tier4BackEdgeThreshold=200000");

    /** The words given, with each list among them spliced in. */
    static List<String> words(Object... parts) {
        List<String> all = new ArrayList<>();
        for (Object part : parts) {
            if (part instanceof List<?> list) {
                list.forEach(w -> all.add((String) w));
            } else {
                all.add((String) part);
            }
        }
        return all;
    }

    @TempDir
    Path dir;

    private Path home;

    @BeforeEach
    void layout() throws IOException {
        home = dir.resolve("target dir");
        Files.createDirectories(home.resolve("bin"));
        Files.copy(SCRIPT, home.resolve("bin/parlour"));
        for (String name : List.of("parlour.jar", "parlour.jsa", "parlour-cli.jsa")) {
            Files.writeString(home.resolve(name), "");
        }
        Path java = dir.resolve("jdk/bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    void theBuildHasTheScriptExecutable() throws IOException {
        Path built = Path.of("target/bin/parlour");
        assertThat(built).as("mvn process-resources copies the launcher").exists();
        assertThat(Files.isExecutable(built)).as("%s is executable", built).isTrue();
        assertThat(Files.readString(built)).isEqualTo(Files.readString(SCRIPT));
        assertThat(Files.isExecutable(SCRIPT)).as("the source keeps its executable bit (git mode 755)").isTrue();
    }

    @Test
    void aCommandStartsWithTheCommandLinesArchiveAndTheJarOnTheClassPath() throws Exception {
        Run r = run(home.resolve("bin/parlour").toString(), "validate", "a game.json", "b.json");
        assertThat(r.code).isZero();
        assertThat(r.lines).containsExactlyElementsOf(words("-XX:SharedArchiveFile=" + home.resolve("parlour-cli.jsa"),
                JIT, "-cp", home.resolve("parlour.jar").toString(), "org.parlour.Main",
                "validate", "a game.json", "b.json"));
        assertThat(run(home.resolve("bin/parlour").toString(), "--version").lines)
                .startsWith("-XX:SharedArchiveFile=" + home.resolve("parlour-cli.jsa"));
    }

    @Test
    void theAppStartsWithTheAppsArchive() throws Exception {
        String app = "-XX:SharedArchiveFile=" + home.resolve("parlour.jsa");
        assertThat(run(home.resolve("bin/parlour").toString()).lines)
                .containsExactlyElementsOf(words(app, JIT, "-cp", home.resolve("parlour.jar").toString(), "org.parlour.Main"));
        assertThat(run(home.resolve("bin/parlour").toString(), "My Game.JSON").lines).startsWith(app).endsWith("My Game.JSON");
        // two files are a command line (an error there), as org.parlour.Main decides
        assertThat(run(home.resolve("bin/parlour").toString(), "a.json", "b.json").lines)
                .startsWith("-XX:SharedArchiveFile=" + home.resolve("parlour-cli.jsa"));
    }

    @Test
    void theInstallersLauncherAndTheReadmesRunStartWithTheSameJitOptionsAndTheJvmTakesThem() throws Exception {
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("<argument>--java-options</argument><argument>(-XX:(?!SharedArchiveFile)[^<]*)</argument>")
                .matcher(Files.readString(Path.of("pom.xml")));
        List<String> installer = new ArrayList<>();
        while (m.find()) {
            installer.add(m.group(1));
        }
        assertThat(installer).as("jpackage --java-options in pom.xml").isEqualTo(JIT);
        java.util.regex.Matcher run = java.util.regex.Pattern.compile("<option>(-XX:[^<]*)</option>")
                .matcher(Files.readString(Path.of("pom.xml")));
        List<String> readmeRun = new ArrayList<>();
        while (run.find()) {
            readmeRun.add(run.group(1));
        }
        assertThat(readmeRun).as("the README's mvn javafx:run, its <options> in pom.xml").isEqualTo(JIT);
        Process p = new ProcessBuilder(words(Path.of(System.getProperty("java.home"), "bin", "java").toString(), JIT, "-version"))
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(out).isZero();
        assertThat(out).doesNotContainIgnoringCase("unrecognized").doesNotContainIgnoringCase("warning");
    }

    @Test
    void withoutAnArchiveItStartsWithout() throws Exception {
        Files.delete(home.resolve("parlour-cli.jsa"));
        assertThat(run(home.resolve("bin/parlour").toString(), "validate", "g.json").lines)
                .containsExactlyElementsOf(words(JIT, "-cp", home.resolve("parlour.jar").toString(),
                        "org.parlour.Main", "validate", "g.json"));
    }

    @Test
    void aLinkToTheScriptFindsTheJarBesideTheScript() throws Exception {
        Path link = Files.createDirectories(dir.resolve("elsewhere")).resolve("parlour");
        Files.createSymbolicLink(link, home.resolve("bin/parlour"));
        assertThat(run(link.toString(), "validate", "g.json").lines)
                .contains("-XX:SharedArchiveFile=" + home.resolve("parlour-cli.jsa"), home.resolve("parlour.jar").toString());
    }

    @Test
    void anAppImagesLayoutIsFound() throws Exception {
        Path image = dir.resolve("Parlour");
        Files.createDirectories(image.resolve("bin"));
        Files.createDirectories(image.resolve("lib/app"));
        Files.copy(SCRIPT, image.resolve("bin/parlour"));
        Files.writeString(image.resolve("lib/app/parlour.jar"), "");
        assertThat(run(image.resolve("bin/parlour").toString(), "validate", "g.json").lines)
                .containsExactlyElementsOf(words(JIT, "-cp", image.resolve("lib/app/parlour.jar").toString(),
                        "org.parlour.Main", "validate", "g.json"));
    }

    @Test
    void anAppImageStartsWithItsOwnJava() throws Exception {
        Path image = dir.resolve("opt/parlour");
        Files.createDirectories(image.resolve("bin"));
        Files.createDirectories(image.resolve("lib/app"));
        Files.createDirectories(image.resolve("lib/runtime/bin"));
        Files.copy(SCRIPT, image.resolve("bin/parlour"));
        Files.writeString(image.resolve("lib/app/parlour.jar"), "");
        Files.writeString(image.resolve("lib/app/parlour-cli.jsa"), "");
        Path java = image.resolve("lib/runtime/bin/java");
        Files.writeString(java, "#!/bin/sh\necho image java\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        assertThat(run(image.resolve("bin/parlour").toString(), "validate", "g.json").lines)
                .containsExactlyElementsOf(words("image java", "-XX:SharedArchiveFile=" + image.resolve("lib/app/parlour-cli.jsa"),
                        JIT, "-cp", image.resolve("lib/app/parlour.jar").toString(),
                        "org.parlour.Main", "validate", "g.json"));
    }

    @Test
    void aMissingJarIsOneLineAndExitTwo() throws Exception {
        Files.delete(home.resolve("parlour.jar"));
        Run r = run(home.resolve("bin/parlour").toString(), "validate", "g.json");
        assertThat(r.code).isEqualTo(2);
        assertThat(r.lines).containsExactly("error: " + home.resolve("parlour.jar") + ": not found; build it with mvn package");
    }

    private record Run(int code, List<String> lines) {
    }

    /** Runs the script with {@code sh} (no executable bit needed on the copy), JAVA_HOME the stand-in. */
    private Run run(String script, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("sh", script));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("JAVA_HOME", dir.resolve("jdk").toString());
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String text = new String(out, StandardCharsets.UTF_8);
        return new Run(p.exitValue(), text.isEmpty() ? List.of() : List.of(text.split("\n")));
    }
}
