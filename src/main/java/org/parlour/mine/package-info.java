/**
 * The problem miner (issue 30, docs/learning.md): finds, in the positions of played games, where
 * the side to move reaches a goal of rules.md §9 in N of its own moves against every defence,
 * proves it with the exact solver ({@code org.parlour.solver}), keeps the positions with exactly
 * one key and names their themes, rating and statement. Pure core: no JavaFX, no Gson, no file
 * I/O (the CLI reads and writes the files).
 */
package org.parlour.mine;
