package org.parlour.json;

import java.nio.file.Path;
import org.parlour.games.Games;

/**
 * The child JVM of {@link SaveKillTest}: saves two versions of a large record to one file in
 * turn ({@link RecordJson#saveText}, the atomic save behind {@link RecordJson#save}), without end,
 * until it is killed. Prints {@code saving} to standard output before the
 * first save, so the parent knows when to start its clock.
 */
final class SaveKillChild {
    private SaveKillChild() {
    }

    /** @param args the file, then the comment size in characters */
    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int size = Integer.parseInt(args[1]);
        RecordJson json = new RecordJson(Games.all());
        // the canonical texts are made once, so the child spends its time inside saves (what RecordJson.save does after write)
        String[] versions = {json.write(SaveKillTest.version(json, 'a', size)), json.write(SaveKillTest.version(json, 'b', size))};
        System.out.println("saving");
        System.out.flush();
        for (int i = 0; ; i++) {
            RecordJson.saveText(file, versions[i % 2]);
        }
    }
}
