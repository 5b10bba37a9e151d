/**
 * The Parlour JSON notation (docs/notation.md): {@link org.parlour.json.RecordJson} reads records
 * and collections with every move checked (problems as values with JSON paths) and writes them
 * canonically and atomically. The only package that uses Gson; it gets the list of games passed
 * in and imports no game (docs/architecture.md).
 */
package org.parlour.json;
