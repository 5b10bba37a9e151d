package org.parlour.core;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * Perft data files (python-chess's {@code *.perft} idea). One block per position:
 * <pre>
 * # Source: where the numbers come from (required, once at the top)
 * id start
 * rules tiers=0-3-6          (optional; default rules)
 * position BBBBBB/B4B/6/6/W4W/WWWWWW w   (optional; default the initial position)
 * perft 1 18
 * perft 2 324
 * </pre>
 * Blank lines and {@code #} comments are ignored. Lines {@code perft D N} with a depth above
 * {@code maxDepth} are skipped by {@link #tests}, so a file can hold deep counts for the CLI and
 * benchmarks while the unit suite stays fast.
 */
public final class PerftFile {

    /** One position and its expected counts by depth. */
    public record Entry(String id, String rules, String position, Map<Integer, Long> counts) {
    }

    private PerftFile() {
    }

    /** Reads a classpath resource. @throws IllegalStateException without a "# Source:" line */
    public static List<Entry> read(Class<?> anchor, String resource) {
        try (InputStream in = anchor.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("no resource " + resource + " next to " + anchor.getName());
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            List<Entry> out = new ArrayList<>();
            boolean sourced = false;
            String id = null;
            String rules = "";
            String position = null;
            Map<Integer, Long> counts = new LinkedHashMap<>();
            int lineNo = 0;
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                lineNo++;
                String t = line.strip();
                if (t.startsWith("# Source:")) {
                    sourced = true;
                }
                if (t.isEmpty() || t.startsWith("#")) {
                    continue;
                }
                String[] kv = t.split("\\s+", 2);
                switch (kv[0]) {
                    case "id" -> {
                        if (id != null) {
                            out.add(new Entry(id, rules, position, counts));
                        }
                        id = kv[1];
                        rules = "";
                        position = null;
                        counts = new LinkedHashMap<>();
                    }
                    case "rules" -> rules = kv[1];
                    case "position" -> position = kv[1];
                    case "perft" -> {
                        String[] dn = kv[1].split("\\s+");
                        counts.put(Integer.parseInt(dn[0]), Long.parseLong(dn[1]));
                    }
                    default -> throw new IllegalStateException(resource + ":" + lineNo + ": unknown line " + t);
                }
            }
            if (id != null) {
                out.add(new Entry(id, rules, position, counts));
            }
            if (!sourced) {
                throw new IllegalStateException(resource + " has no '# Source:' line");
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * One dynamic test per (entry, depth) with depth at most {@code maxDepth}.
     *
     * @param type the game type whose rules the entries name
     */
    public static Stream<DynamicTest> tests(GameType type, List<Entry> entries, int maxDepth) {
        List<DynamicTest> tests = new ArrayList<>();
        for (Entry e : entries) {
            e.counts().forEach((depth, expected) -> {
                if (depth <= maxDepth) {
                    tests.add(DynamicTest.dynamicTest(e.id() + " [" + e.rules() + "] depth " + depth,
                            () -> check(type.create(RuleOptions.parse(e.rules())), e, depth, expected)));
                }
            });
        }
        return tests.stream();
    }

    private static <P, M> void check(Game<P, M> game, Entry e, int depth, long expected) {
        P start = e.position() == null ? game.initialPosition() : game.parsePosition(e.position());
        long got = Perft.count(game, start, depth);
        if (got != expected) {
            throw new AssertionError("perft " + e.id() + " depth " + depth + ": expected " + expected + ", got " + got
                    + " from " + game.formatPosition(start));
        }
    }
}
