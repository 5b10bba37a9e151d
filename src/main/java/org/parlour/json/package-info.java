/**
 * The Parlour JSON notation (docs/notation.md). {@link org.parlour.json.RecordJson} is the public
 * entry point: it reads records and collections with every move checked (load issues as
 * {@link org.parlour.json.LoadIssue} values with JSON paths) and writes them canonically and
 * atomically. Behind it, one class per job: {@code FileText} (regular files up to the size
 * limit, strict UTF-8), {@code StrictJson} (the strict tokenizer with its own JSON paths),
 * {@code org.parlour.jsonsyntax.StrictJsonReader} (the strict reader and Gson's errors in plain words, shared with the interchange formats), {@code RecordReader} with
 * {@code HeaderReader}, {@code MoveLines}, {@code NodeReader}, {@code Fields} and {@code IssueLog}
 * (the record body), {@code RecordWriter} with {@code MoveWriter} (canonical text), {@code Keys} (the field names and each object's known fields, for the readers and the writers), and {@link org.parlour.json.AtomicFile} (crash-safe saves, also used by the
 * app's autosave). With {@code jsonsyntax} and {@code interchange}, the only packages that use Gson; it gets the list of games passed in and
 * imports no game (docs/architecture.md).
 */
package org.parlour.json;
