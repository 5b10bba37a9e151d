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
 * The {@code .deb}'s install and remove scripts (src/packaging/linux/postinst and prerm, which
 * {@code mvn -Ppackage package} hands to jpackage; README, "Installers"): installing puts the
 * command on the PATH as {@code /usr/bin/parlour}, a link to the launcher script
 * {@code /opt/parlour/bin/parlour}, which follows it to the jar; removing takes that link away and
 * nothing else there. The scripts run here with {@code /opt} and {@code /usr} moved into a temporary
 * folder (the same text otherwise) and stand-ins for xdg-utils and for the image's {@code java}; no
 * jpackage, no root.
 */
@DisabledOnOs(OS.WINDOWS)
class DebScriptsTest {
    private static final Path POSTINST = Path.of("src/packaging/linux/postinst");
    private static final Path PRERM = Path.of("src/packaging/linux/prerm");

    @TempDir
    Path dir;

    private Path root;
    private Path link;
    private Path script;

    @BeforeEach
    void installedLayout() throws IOException {
        root = dir.resolve("root");  // the scripts name their paths unquoted, as they may: no space in /opt or /usr
        Path opt = root.resolve("opt/parlour");
        Files.createDirectories(opt.resolve("bin"));
        Files.createDirectories(opt.resolve("lib/app"));
        Files.createDirectories(root.resolve("usr/bin"));
        script = opt.resolve("bin/parlour");
        Files.copy(Path.of("src/packaging/bin/parlour"), script);
        Files.setPosixFilePermissions(script, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.writeString(opt.resolve("lib/app/parlour.jar"), "");
        executable(opt.resolve("lib/runtime/bin/java"), "for a in \"$@\"; do printf '%s\\n' \"$a\"; done");
        Path stubs = Files.createDirectories(dir.resolve("stubs"));
        for (String tool : List.of("xdg-desktop-menu", "xdg-mime", "update-desktop-database")) {
            executable(stubs.resolve(tool), "exit 0");
        }
        link = root.resolve("usr/bin/parlour");
    }

    @Test
    void theScriptsNameTheRealPaths() throws IOException {
        assertThat(Files.readString(POSTINST)).contains("ln -s /opt/parlour/bin/parlour /usr/bin/parlour");
        assertThat(Files.readString(PRERM)).contains("rm -f /usr/bin/parlour");
        assertThat(Files.isExecutable(POSTINST) && Files.isExecutable(PRERM)).as("git mode 755").isTrue();
    }

    @Test
    void installingLinksTheCommandOnThePathAndTheLinkStartsTheInstalledJar() throws Exception {
        Run install = run(POSTINST, "configure");
        assertThat(install.code).as(install.lines.toString()).isZero();
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(script);

        Run command = run(link, "validate", "game.json");
        assertThat(command.lines).containsExactlyElementsOf(LauncherScriptTest.words(LauncherScriptTest.JIT, "-cp",
                root.resolve("opt/parlour/lib/app/parlour.jar").toString(), "org.parlour.Main", "validate", "game.json"));

        assertThat(run(POSTINST, "configure").code).as("configured again (an upgrade)").isZero();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(script);
    }

    @Test
    void removingTakesTheLinkAway() throws Exception {
        assertThat(run(POSTINST, "configure").code).isZero();
        Run remove = run(PRERM, "remove");
        assertThat(remove.code).as(remove.lines.toString()).isZero();
        assertThat(link).doesNotExist();
        assertThat(Files.isSymbolicLink(link)).isFalse();
        assertThat(run(PRERM, "remove").code).as("removed twice (a failed removal run again)").isZero();
    }

    @Test
    void aParlourCommandThatIsNotOursIsLeftAlone() throws Exception {
        Files.writeString(link, "#!/bin/sh\necho mine\n");
        Run install = run(POSTINST, "configure");
        assertThat(install.code).isZero();
        assertThat(install.lines).anyMatch(l -> l.contains("is not Parlour's, left as it is"));
        assertThat(Files.isSymbolicLink(link)).isFalse();
        assertThat(run(PRERM, "remove").code).isZero();
        assertThat(Files.readString(link)).isEqualTo("#!/bin/sh\necho mine\n");

        Files.delete(link);
        Path other = Files.writeString(dir.resolve("other"), "");
        Files.createSymbolicLink(link, other);
        assertThat(run(POSTINST, "configure").code).isZero();
        assertThat(run(PRERM, "remove").code).isZero();
        assertThat(Files.readSymbolicLink(link)).isEqualTo(other);
    }

    private static void executable(Path file, String body) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, "#!/bin/sh\n" + body + "\n");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private record Run(int code, List<String> lines) {
    }

    /**
     * Runs a maintainer script with /opt/parlour and /usr moved under {@link #root}, the stand-ins
     * first on the PATH; or, for a path outside src/packaging, that program itself.
     */
    private Run run(Path program, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        if (program.startsWith("src")) {
            String text = Files.readString(program)
                    .replace("/opt/parlour", root.resolve("opt/parlour").toString())
                    .replace("/usr/", root.resolve("usr") + "/");
            Path moved = dir.resolve(program.getFileName().toString());
            Files.writeString(moved, text);
            cmd.addAll(List.of("sh", moved.toString()));
        } else {
            cmd.add(program.toString());
        }
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("PATH", dir.resolve("stubs") + ":" + System.getenv("PATH"));
        pb.environment().remove("JAVA_HOME");
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
        String text = new String(out, StandardCharsets.UTF_8);
        return new Run(p.exitValue(), text.isEmpty() ? List.of() : List.of(text.split("\n")));
    }
}
