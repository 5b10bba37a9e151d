package org.parlour;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class MainTest {

    @Test
    void noArgumentsOrOneJsonFileOpensTheApp() {
        assertThat(Main.opensApp(new String[0])).isTrue();
        assertThat(Main.opensApp(new String[] {"game.JSON"})).isTrue();
        assertThat(Main.opensApp(new String[] {"perft", "agora", "2"})).isFalse();
        assertThat(Main.opensApp(new String[] {"validate", "a.json"})).isFalse();
    }

    /** Several files without a command: one line saying the app opens one and a command comes first (picocli offered import, play or selfplay). */
    @Test
    void severalFilesWithoutACommandAreExplained() {
        assertThat(Main.severalFiles(new String[] {"a.json", "b.json"})).hasValueSatisfying(
                m -> assertThat(m).startsWith("a.json and more: the app opens one file").contains("parlour validate FILE..."));
        assertThat(Main.severalFiles(new String[] {"a.json"})).isEmpty();
        assertThat(Main.severalFiles(new String[] {"validate", "a.json", "b.json"})).isEmpty();
        assertThat(Main.severalFiles(new String[0])).isEmpty();
    }

    @Test
    void withoutADisplayOnLinuxTheAppExplainsWhatToDo() {
        assertThat(Main.appProblem(new String[0], Map.of(), "Linux")).hasValueSatisfying(
                m -> assertThat(m).contains("no display").contains("xvfb-run"));
        assertThat(Main.appProblem(new String[0], Map.of("DISPLAY", ":0"), "Linux")).isEmpty();
        assertThat(Main.appProblem(new String[0], Map.of("WAYLAND_DISPLAY", "wayland-0"), "Linux")).isEmpty();
        assertThat(Main.appProblem(new String[0], Map.of(), "Windows 11")).isEmpty();
    }

    @Test
    void aFileThatCannotBeReadStillOpensTheWindow() {
        // the window says what is wrong with the file (StartFileWindowTest); a file manager shows no terminal
        assertThat(Main.appProblem(new String[] {"/no/such/dir/x.json"}, Map.of("DISPLAY", ":0"), "Linux")).isEmpty();
        assertThat(Main.opensApp(new String[] {"/no/such/dir/x.json"})).isTrue();
    }
}
