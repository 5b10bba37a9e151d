import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.PropertyResourceBundle;
import java.util.stream.Stream;

/**
 * Compiles resource bundles at build time (docs/benchmarks.md, "The command line against java
 * -version"): for each {@code BASE.properties} and {@code BASE_xx.properties} under a resources
 * folder, a Java class {@code BASE} / {@code BASE_xx} (a {@code org.parlour.core.CompiledBundle})
 * holding the same keys and texts, which {@code ResourceBundle.getBundle} finds before the
 * properties file. Parsing 1,200 keys of properties in the interpreter was a tenth of a short
 * command's CPU; a compiled bundle only fills a map. The properties files stay the one source of
 * the texts: each is read here by {@link PropertyResourceBundle}, as the runtime would read it.
 *
 * <p>Usage (run by Maven in generate-sources, {@code java scripts/BundleClasses.java}):
 * {@code BundleClasses RESOURCES OUT BASE...}, BASE a path without extension, e.g.
 * {@code org/parlour/messages}.
 */
public final class BundleClasses {
    /** Entries per generated method (a method's code is at most 64 KB). */
    private static final int CHUNK = 300;

    public static void main(String[] args) throws IOException {
        Path resources = Path.of(args[0]);
        Path out = Path.of(args[1]);
        for (int a = 2; a < args.length; a++) {
            Path base = resources.resolve(args[a] + ".properties");
            String stem = base.getFileName().toString().replace(".properties", "");
            List<Path> files = new ArrayList<>();
            try (Stream<Path> siblings = Files.list(base.getParent())) {
                siblings.filter(p -> {
                    String n = p.getFileName().toString();
                    return n.equals(stem + ".properties") || (n.startsWith(stem + "_") && n.endsWith(".properties"));
                }).sorted().forEach(files::add);
            }
            for (Path f : files) {
                String pkg = args[a].contains("/") ? args[a].substring(0, args[a].lastIndexOf('/')).replace('/', '.') : "";
                String name = f.getFileName().toString().replace(".properties", "");
                write(f, pkg, name, out.resolve(pkg.replace('.', '/')).resolve(name + ".java"), resources.relativize(f).toString());
            }
        }
    }

    private static void write(Path properties, String pkg, String name, Path java, String source) throws IOException {
        PropertyResourceBundle bundle;
        try (InputStream in = Files.newInputStream(properties)) {
            bundle = new PropertyResourceBundle(in);
        }
        List<String> keys = new ArrayList<>(bundle.keySet());
        Collections.sort(keys);
        StringBuilder s = new StringBuilder();
        s.append("// Made from ").append(source).append(" by scripts/BundleClasses.java at build time: edit the properties file.\n");
        if (!pkg.isEmpty()) {
            s.append("package ").append(pkg).append(";\n\n");
        }
        s.append("/** The texts of {@code ").append(source).append("}, compiled (scripts/BundleClasses.java). */\n");
        s.append("public final class ").append(name).append(" extends org.parlour.core.CompiledBundle {\n");
        s.append("    public ").append(name).append("() {\n        super(").append(keys.size()).append(");\n");
        int chunks = (keys.size() + CHUNK - 1) / CHUNK;
        for (int c = 0; c < chunks; c++) {
            s.append("        put").append(c).append("();\n");
        }
        s.append("    }\n");
        for (int c = 0; c < chunks; c++) {
            s.append("\n    private void put").append(c).append("() {\n");
            for (String k : keys.subList(c * CHUNK, Math.min(keys.size(), (c + 1) * CHUNK))) {
                s.append("        put(").append(literal(k)).append(", ").append(literal(bundle.getString(k))).append(");\n");
            }
            s.append("    }\n");
        }
        s.append("}\n");
        Files.createDirectories(java.getParent());
        byte[] bytes = s.toString().getBytes(StandardCharsets.US_ASCII);
        if (!Files.exists(java) || !Arrays.equals(Files.readAllBytes(java), bytes)) {
            Files.write(java, bytes);
        }
    }

    /** A Java string literal in ASCII: the escapes javac reads back to the same text. */
    private static String literal(String text) {
        StringBuilder b = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '"' -> b.append("\\\"");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.append('"').toString();
    }
}
