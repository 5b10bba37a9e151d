package org.parlour.mine;

import java.util.Objects;
import org.parlour.study.GameRecord;

/**
 * One game to mine and where it comes from.
 *
 * @param record  the game: its start position and every line of its move tree are mined
 * @param file    the file's name without its folder, for {@code meta.origin}
 * @param chapter the record's chapter in that file, 1-based; 0 for a file holding one record
 */
public record MineSource(GameRecord record, String file, int chapter) {
    public MineSource {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(file, "file");
    }
}
