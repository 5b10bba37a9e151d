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
