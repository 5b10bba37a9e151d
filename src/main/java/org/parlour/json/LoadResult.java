package org.parlour.json;

import java.util.List;
import java.util.Objects;

/**
 * What a reader made of a file: the value, and the problems it met on the way (python-chess's
 * {@code Game.errors}, JabRef's {@code ParserResult}). An empty problem list means the file is
 * valid.
 *
 * @param value    the record or collection read
 * @param problems the problems, in file order
 * @param <T>      the value type
 */
public record LoadResult<T>(T value, List<Problem> problems) {
    public LoadResult {
        Objects.requireNonNull(value, "value");
        problems = List.copyOf(problems);
    }

    /** True when there were no problems. */
    public boolean isValid() {
        return problems.isEmpty();
    }
}
