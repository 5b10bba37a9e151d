/**
 * The JavaFX application: main window, board views, move list, editor panels. The only package
 * that imports {@code javafx.scene}; view models use {@code javafx.beans} and
 * {@code javafx.collections} only, so they unit-test without the toolkit.
 */
package org.parlour.ui;
