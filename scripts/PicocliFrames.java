import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Writes picocli's classes into the build's classes folder as Java 8 class files (version 52) with
 * stack map frames, computed by ASM; the code is picocli's own, unchanged (docs/benchmarks.md, "The
 * command line against java -version"). picocli is compiled for Java 5 (version 49): JDK 17's CDS
 * archive keeps such old classes but cannot check them when it is made, so every command checked
 * its 120 picocli classes again with the old type-inferring verifier, a tenth of a short command's
 * CPU. A class of version 50 or later with frames is checked once, when the archive is made.
 * Maven runs this in process-classes, so the tests use these classes too, and the fat jar takes
 * them instead of the picocli jar's (pom.xml, the shade plugin's artifact set).
 *
 * <p>Usage: {@code java -cp ASM_JAR scripts/PicocliFrames.java PICOCLI_JAR CLASSES_DIR}; fails
 * (exit 1, the build with it) when a class cannot be rewritten, rather than ship a half-done set.
 */
public final class PicocliFrames {
    public static void main(String[] args) throws IOException {
        Path jar = Path.of(args[0]);
        Path classes = Path.of(args[1]);
        int n = 0;
        // ASM computes the frames' common supertypes by loading picocli's classes (never initialised)
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
                InputStream in = Files.newInputStream(jar);
                ZipInputStream zip = new ZipInputStream(in)) {
            for (ZipEntry e; (e = zip.getNextEntry()) != null;) {
                String name = e.getName();
                if (!name.startsWith("picocli/") || !name.endsWith(".class")) {
                    continue;
                }
                byte[] rewritten = rewrite(zip.readAllBytes(), loader);
                Path out = classes.resolve(name);
                Files.createDirectories(out.getParent());
                Files.write(out, rewritten);
                n++;
            }
        }
        if (n == 0) {
            throw new IllegalStateException(jar + ": no picocli classes");
        }
        System.out.println("PicocliFrames: " + n + " picocli classes as Java 8 class files with frames in " + classes);
    }

    private static byte[] rewrite(byte[] original, ClassLoader loader) {
        ClassReader reader = new ClassReader(original);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return loader;
            }
        };
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName, String[] interfaces) {
                super.visit(Math.max(version, Opcodes.V1_8), access, name, signature, superName, interfaces);
            }
        }, ClassReader.SKIP_FRAMES);
        return writer.toByteArray();
    }
}
