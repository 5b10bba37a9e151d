/**
 * The trainer in the window (issue 30, section 4; docs/learning.md, Training): Study &gt; Train
 * and {@code T} open the trainer pane over the move list ({@link org.parlour.ui.train.TrainerPane}),
 * whose model ({@link org.parlour.ui.train.TrainerViewModel}, no {@code javafx.scene}) serves
 * problems from the shipped library ({@link org.parlour.ui.train.TrainingLibrary}) or the open
 * collection through {@link org.parlour.train.Trainer}, keeps every judged try in the SQLite
 * history ({@link org.parlour.history.TrainingDb}), and shows the dashboard
 * ({@link org.parlour.ui.train.Dashboard}: rating over time, success per theme, streak record,
 * CSV export). The problems themselves are solved in the problem pane as any problem is.
 */
package org.parlour.ui.train;
