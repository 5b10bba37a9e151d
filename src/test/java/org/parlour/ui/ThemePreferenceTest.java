package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** A stored theme preference the window does not know never stops it from starting. */
class ThemePreferenceTest {

    @Test
    void anUnknownOrDamagedThemeIsTheLightOne() {
        assertThat(MainView.themeOf("dark.css")).isEqualTo(MainView.DARK);
        assertThat(MainView.themeOf("light.css")).isEqualTo(MainView.LIGHT);
        for (String stored : new String[] {"light", "dark", "", "../../etc/passwd", "Dark.css", null}) {
            assertThat(MainView.themeOf(stored)).as(String.valueOf(stored)).isEqualTo(MainView.LIGHT);
        }
        assertThat(MainView.class.getResource(MainView.themeOf("light"))).as("a stylesheet that exists").isNotNull();
    }
}
