package org.parlour.core;

import java.util.Collections;
import java.util.Enumeration;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * A resource bundle compiled at build time from a properties file (scripts/BundleClasses.java
 * writes one subclass per file: {@code org.parlour.messages}, {@code org.parlour.messages_fr},
 * {@code org.parlour.cli.help}...). {@link ResourceBundle#getBundle} finds such a class before the
 * properties file of the same name, and the texts are the same; filling a map is what a short
 * command saves against parsing 1,200 keys of properties in the interpreter (docs/benchmarks.md,
 * "The command line against java -version"). Without the generated classes (a build that skipped
 * generate-sources) the properties files are read as before.
 */
public abstract class CompiledBundle extends ResourceBundle {
    private final Map<String, Object> texts;

    /** An empty bundle for {@code size} keys, which the subclass's constructor puts. */
    protected CompiledBundle(int size) {
        texts = new HashMap<>(size * 4 / 3 + 1);
    }

    /** Adds a key and its text (the subclass's constructor only). */
    protected final void put(String key, String text) {
        texts.put(key, text);
    }

    @Override
    protected Object handleGetObject(String key) {
        return texts.get(key);
    }

    @Override
    protected Set<String> handleKeySet() {
        return texts.keySet();
    }

    /** This bundle's keys and its parents', as {@code PropertyResourceBundle} gives them. */
    @Override
    public Enumeration<String> getKeys() {
        Set<String> keys = new LinkedHashSet<>(texts.keySet());
        if (parent != null) {
            keys.addAll(Collections.list(parent.getKeys()));
        }
        return Collections.enumeration(keys);
    }
}
