package org.parlour.json;

/**
 * What a file is, read from its {@code "format"} field (docs/notation.md): a single record or a
 * collection of chapters. A save writes the kind the file had, whatever its chapter count or
 * its text.
 */
public enum FileKind {
    /** {@code "format": "parlour-record"}. */
    RECORD,
    /** {@code "format": "parlour-collection"}. */
    COLLECTION
}
