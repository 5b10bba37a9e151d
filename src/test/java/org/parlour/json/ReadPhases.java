package org.parlour.json;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.parlour.games.Games;

/** Times the phases of reading a large record (parse, whole read) with GC time; a tool, not a test. */
public final class ReadPhases {
    public static void main(String[] args) throws Exception {
        String text = Files.readString(Path.of(args[0]));
        RecordJson json = new RecordJson(Games.all());
        for (int round = 0; round < 4; round++) {
            long g0 = gc();
            long t0 = System.nanoTime();
            StrictJson.parse(text, "x");
            long t1 = System.nanoTime();
            long g1 = gc();
            json.readRecord(text, "x");
            long t2 = System.nanoTime();
            long g2 = gc();
            String w = json.write(json.readRecord(text, "x").value());
            long t3 = System.nanoTime();
            json.write(json.readRecord(text, "x").value());
            long t4 = System.nanoTime();
            System.out.printf("parse %d ms (gc %d), read %d ms (gc %d), write %d ms, cpu %s%n", (t1 - t0) / 1_000_000, g1 - g0,
                    (t2 - t1) / 1_000_000, g2 - g1, (t4 - t3) / 1_000_000, w.length());
        }
    }

    private static long gc() {
        long s = 0;
        for (GarbageCollectorMXBean b : ManagementFactory.getGarbageCollectorMXBeans()) {
            s += b.getCollectionTime();
        }
        return s;
    }
}
