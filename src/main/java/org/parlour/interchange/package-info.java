/**
 * Game records in other programs' formats: AbstractPlay's {@code APGameRecord} JSON
 * ({@link org.parlour.interchange.AbstractPlay}) and the PGN-style text of docs/notation.md
 * ({@link org.parlour.interchange.GameText}). Pure: values in, values out; no JavaFX and no file
 * system (the command line and the app read and write the files). AbstractPlay's JSON is read
 * with Gson, the library {@code org.parlour.json} uses for Parlour's own files.
 */
package org.parlour.interchange;
