/**
 * The command line (picocli): {@code java -jar parlour.jar <command>}. The only package that
 * writes to standard output and error; it never touches JavaFX, so it runs without a display.
 * Exit codes: 0 ok, 1 invalid input or problems found, 2 usage or I/O error (docs/cli.md).
 */
package org.parlour.cli;
