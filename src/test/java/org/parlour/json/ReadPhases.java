package org.parlour.json;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import org.parlour.games.Games;

/**
 * Times the phases of reading a large record (parse, whole read) with GC time, and the process's
 * CPU time of a whole read (all threads: the collector's included), which a loaded machine does
 * not change much; a tool, not a test. Args: the file, then optionally the number of rounds.
 */
public final class ReadPhases {
    public static void main(String[] args) throws Exception {
        String text = Files.readString(Path.of(args[0]));
        RecordJson json = new RecordJson(Games.all());
        java.lang.management.ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        for (int round = 0; round < rounds; round++) {
            long c0 = mx.getCurrentThreadCpuTime();
            long g0 = gc();
            long t0 = System.nanoTime();
            StrictJson.parse(text, "x");
            long t1 = System.nanoTime();
            long c1 = mx.getCurrentThreadCpuTime();
            long g1 = gc();
            json.readRecord(text, "x");
            long t2 = System.nanoTime();
            long c2 = mx.getCurrentThreadCpuTime();
            long g2 = gc();
            long p2 = os.getProcessCpuTime();
            var r = json.readRecord(text, "x").value();
            long t3 = System.nanoTime();
            long p3 = os.getProcessCpuTime();
            long c3 = mx.getCurrentThreadCpuTime();
            json.write(r);
            long t4 = System.nanoTime();
            long c4 = mx.getCurrentThreadCpuTime();
            System.out.printf("parse %d ms (cpu %d, gc %d), read %d ms (cpu %d, gc %d), read again %d ms (process cpu %d),"
                    + " write %d ms (cpu %d)%n", (t1 - t0) / 1_000_000, (c1 - c0) / 1_000_000, g1 - g0, (t2 - t1) / 1_000_000,
                    (c2 - c1) / 1_000_000, g2 - g1, (t3 - t2) / 1_000_000, (p3 - p2) / 1_000_000, (t4 - t3) / 1_000_000, (c4 - c3) / 1_000_000);
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
