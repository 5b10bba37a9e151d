package org.parlour.json;

import java.util.List;
import java.util.Objects;

/**
 * What a reader made of a file: the value, the issues it met on the way (python-chess's
 * {@code Game.errors}, JabRef's {@code ParserResult}), and the file's kind. An empty issue list
 * means the file is valid.
 *
 * @param value    the record or collection read
 * @param problems the load issues, in file order
 * @param kind     whether the file was a record or a collection (from its {@code "format"})
 * @param <T>      the value type
 */
public record LoadResult<T>(T value, List<LoadIssue> problems, FileKind kind) {
    public LoadResult {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(kind, "kind");
        problems = List.copyOf(problems);
    }

    /** A result of a single-record file. */
    public LoadResult(T value, List<LoadIssue> problems) {
        this(value, problems, FileKind.RECORD);
    }

    /** True when there were no problems. */
    public boolean isValid() {
        return problems.isEmpty();
    }
}
