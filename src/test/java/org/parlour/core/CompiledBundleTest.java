package org.parlour.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * The bundles compiled at build time (scripts/BundleClasses.java) hold exactly the keys and texts
 * of their properties files, and are what {@link Messages} and the command line's help read.
 */
class CompiledBundleTest {
    private static final List<String> BASES = List.of(Messages.BUNDLE, "org.parlour.cli.help");

    private static ResourceBundle load(String base, Locale l, List<String> format) {
        return ResourceBundle.getBundle(base, l, CompiledBundleTest.class.getClassLoader(), ResourceBundle.Control.getNoFallbackControl(format));
    }

    /**
     * ResourceBundle's cache does not key on the format: after MessagesTest in the same JVM (its
     * properties-only loads), a class-format load was answered with the cached properties bundle
     * (both tests failed when run after it, -Dsurefire.runOrder=reversealphabetical).
     */
    @org.junit.jupiter.api.BeforeEach
    void forgetBundlesOtherTestsLoaded() {
        ResourceBundle.clearCache(CompiledBundleTest.class.getClassLoader());
    }

    @Test
    void eachCompiledBundleHoldsItsPropertiesFileExactly() {
        for (String base : BASES) {
            for (Locale l : List.of(Locale.ROOT, Locale.FRENCH)) {
                ResourceBundle compiled = load(base, l, ResourceBundle.Control.FORMAT_CLASS);
                ResourceBundle properties = load(base, l, ResourceBundle.Control.FORMAT_PROPERTIES);
                assertThat(compiled).as("%s %s", base, l).isInstanceOf(CompiledBundle.class);
                assertThat(compiled.getLocale()).isEqualTo(properties.getLocale());
                assertThat(new TreeSet<>(compiled.keySet())).as("keys of %s %s", base, l).isEqualTo(new TreeSet<>(properties.keySet()));
                assertThat(new TreeSet<>(java.util.Collections.list(compiled.getKeys())))
                        .isEqualTo(new TreeSet<>(java.util.Collections.list(properties.getKeys())));
                for (String key : properties.keySet()) {
                    assertThat(compiled.getString(key)).as("%s %s %s", base, l, key).isEqualTo(properties.getString(key));
                }
            }
        }
    }

    @Test
    void messagesReadTheCompiledBundles() {
        assertThat(Messages.load(Locale.ENGLISH)).isInstanceOf(CompiledBundle.class);
        assertThat(Messages.load(Locale.FRENCH)).isInstanceOf(CompiledBundle.class);
        assertThat(Messages.load(Locale.FRENCH).getLocale()).isEqualTo(Locale.FRENCH);
        assertThat(Messages.format(Messages.load(Locale.FRENCH), "cli.error", "x")).isNotEqualTo(Messages.format(Messages.load(Locale.ENGLISH), "cli.error", "x"));
    }
}
