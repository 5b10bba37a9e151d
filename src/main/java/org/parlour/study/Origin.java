package org.parlour.study;

import java.util.Objects;
import org.parlour.core.Messages;

/**
 * Where a record was taken from inside another file: a problem the miner found in a game
 * ({@code meta.origin} in docs/notation.md, "Training fields").
 *
 * @param file    the file's name as the miner was given it (no folder), e.g. {@code selfplay-agora.json}
 * @param chapter the game's chapter in that collection, 1-based; 0 when the file is a single record
 * @param ply     the ply of the position in that game: the number of moves played from its start, 0 or more
 */
public record Origin(String file, int chapter, int ply) {
    public Origin {
        Objects.requireNonNull(file, "file");
        if (chapter < 0 || ply < 0) {
            throw new IllegalArgumentException(Messages.tr("origin.negative", chapter, ply));
        }
    }
}
