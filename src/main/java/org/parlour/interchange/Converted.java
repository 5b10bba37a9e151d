package org.parlour.interchange;

import java.util.List;
import java.util.Objects;

/**
 * The result of a conversion: the value, and one line per thing the target format could not
 * hold or per deliberate change (nothing is dropped silently).
 *
 * @param value the converted value (a record, a collection, or the exported text)
 * @param notes what was left out or changed, one readable line each; empty when nothing was
 * @param <T>   the value's type
 */
public record Converted<T>(T value, List<String> notes) {
    public Converted {
        Objects.requireNonNull(value, "value");
        notes = List.copyOf(notes);
    }
}
