/**
 * Strict JSON (RFC 8259) with errors a person can act on, shared by the Parlour notation
 * ({@code org.parlour.json}) and other programs' formats ({@code org.parlour.interchange}):
 * {@link org.parlour.jsonsyntax.StrictJsonReader} opens Gson's reader strict and deep enough,
 * parses a whole value with repeated keys refused, and puts Gson's terse errors in words with
 * their {@code line:column}. Imports {@code core} (the message bundle) and Gson only
 * (docs/architecture.md).
 */
package org.parlour.jsonsyntax;
