package org.parlour.ui.train;

import java.util.List;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.parlour.core.Messages;
import org.parlour.history.TrainingDb;

/**
 * The training dashboard (Study &gt; Training Dashboard, or the trainer pane's button): for one
 * game, the player's rating over the rated tries (a line chart from the starting
 * rating at try 0, at most {@value #POINTS} points, the dates of the first and last try under it), the tries in all and by score, the streak record, and success per
 * theme (a table), with the history's CSV export. Reads the history only.
 */
public final class Dashboard {
    /** The most points the rating chart draws (the history thins longer ones evenly). */
    static final int POINTS = 400;
    /** Up to this many points, each is drawn as a dot as well. */
    static final int SYMBOLS = 40;

    private final TrainerViewModel model;
    private final TrainingDb db;
    private final ComboBox<String> game = new ComboBox<>();
    private final LineChart<Number, Number> chart;
    private final Label totals = new Label();
    private final Label streak = new Label();
    private final TableView<TrainingDb.Stats> themes = new TableView<>();
    private final Stage stage = new Stage();

    private Dashboard(Window owner, TrainerViewModel model) {
        this.model = model;
        this.db = model.openHistory();
        NumberAxis x = new NumberAxis();
        x.setLabel(Messages.tr("train.chart.tries"));
        x.setForceZeroInRange(false);
        x.setMinorTickVisible(false);
        // tries are counted in whole numbers: no tick at 2.5
        x.setTickLabelFormatter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(Number n) {
                double d = n.doubleValue();
                return d == Math.rint(d) && d >= 0 ? String.format(Messages.locale(), "%,d", (long) d) : "";
            }

            @Override
            public Number fromString(String s) {
                return null;
            }
        });
        NumberAxis y = new NumberAxis();
        y.setLabel(Messages.tr("train.chart.rating"));
        y.setForceZeroInRange(false);
        chart = new LineChart<>(x, y);
        chart.setId("dashboard-chart");
        chart.setCreateSymbols(false);
        chart.setLegendVisible(false);
        // try 0 is the start, not a zero to mark (a lone start point drew a white line through it)
        chart.setVerticalZeroLineVisible(false);
        chart.setAnimated(false);
        chart.setMinHeight(180);
        game.setId("dashboard-game");
        game.getItems().setAll(model.games());
        game.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String id) {
                return id == null ? "" : TrainerViewModel.gameWords(id);
            }

            @Override
            public String fromString(String s) {
                return null;
            }
        });
        String g = model.gameProperty().get();
        game.setValue(g == null || g.isEmpty() ? model.games().get(0) : g);
        game.valueProperty().addListener((o, a, b) -> fill());
        totals.setId("dashboard-totals");
        totals.setWrapText(true);
        totals.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        streak.setId("dashboard-streak");
        themes.setId("dashboard-themes");
        themes.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        themes.setPlaceholder(new Label(Messages.tr("train.noTries")));
        themes.getColumns().add(column(Messages.tr("train.col.theme"), s -> TrainerViewModel.themeWords(s.theme())));
        themes.getColumns().add(column(Messages.tr("train.col.tries"), s -> Integer.toString(s.tries())));
        themes.getColumns().add(column(Messages.tr("train.col.solved"), s -> percent(s.solved())));
        themes.getColumns().add(column(Messages.tr("train.col.firstTry"), s -> percent(s.tries() == 0 ? 0 : s.firstTry() / (double) s.tries())));
        themes.setPrefHeight(200);
        Button export = new Button(Messages.tr("train.exportButton"));
        export.setId("dashboard-export");
        export.setOnAction(e -> export(stage, model));
        // as the menu item: no second export asked for while one runs
        export.disableProperty().bind(model.exportingProperty());
        Button close = new Button(Messages.tr("train.close"));
        close.setId("dashboard-close");
        close.setCancelButton(true);
        close.setOnAction(e -> stage.close());
        HBox buttons = new HBox(8, export, close);
        VBox root = new VBox(8, game, chart, totals, streak, themes, buttons);
        root.setId("dashboard");
        root.getStyleClass().add("parlour");
        root.setPadding(new Insets(10));
        VBox.setVgrow(chart, Priority.ALWAYS);
        VBox.setVgrow(themes, Priority.SOMETIMES);
        Scene scene = new Scene(root, 620, 620);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
            stage.initOwner(owner);
        }
        stage.setScene(scene);
        stage.setTitle(Messages.tr("train.dashboardTitle"));
        fill();
    }

    /** Shows the dashboard for the game being trained. */
    public static Stage show(Window owner, TrainerViewModel model) {
        Dashboard d = new Dashboard(owner, model);
        d.stage.show();
        return d.stage;
    }

    /** Asks for a file and exports the history as CSV in the background (TrainerViewModel#exportCsv: progress and Cancel in the status bar); the status line says how it went. */
    public static void export(Window owner, TrainerViewModel model) {
        FileChooser fc = new FileChooser();
        fc.setTitle(Messages.tr("train.exportTitle"));
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("CSV", "*.csv"));
        fc.setInitialFileName("parlour-training.csv");
        // never over the open record or another Parlour record (docs/user-guide.md, "Files")
        org.parlour.ui.export.ExportTarget.choose(owner, fc).ifPresent(model::exportCsv);
    }

    private void fill() {
        String g = game.getValue();
        TrainerViewModel.RatingChart rc = model.ratingChart(g, POINTS);
        XYChart.Series<Number, Number> series = new XYChart.Series<>();
        for (double[] p : rc.points()) {
            series.getData().add(new XYChart.Data<>(p[0], p[1]));
        }
        // a few tries show as dots on the line (one try: the start and the try)
        chart.setCreateSymbols(rc.points().size() <= SYMBOLS);
        chart.getXAxis().setLabel(rc.axis());
        // the starting rating alone (no rated try yet) stands in the middle, not half cut at the left edge
        NumberAxis x = (NumberAxis) chart.getXAxis();
        x.setAutoRanging(rc.points().size() > 1);
        if (rc.points().size() <= 1) {
            x.setLowerBound(-1);
            x.setUpperBound(1);
            x.setTickUnit(1);
        }
        chart.getData().setAll(List.of(series));
        TrainingDb.Stats t = db.totals(g);
        int skipped = model.skipped(g);
        totals.setText(TrainerViewModel.totals(t, model.playerRating(g))
                + (skipped > 0 ? " " + Messages.tr("train.skippedCount", skipped) : ""));
        streak.setText(Messages.tr("train.streakRecord", db.bestStreak(g)));
        // in the order of the words shown, not of the ids
        themes.getItems().setAll(db.themeStats(g).stream().sorted(java.util.Comparator.comparing(
                (TrainingDb.Stats st) -> TrainerViewModel.themeWords(st.theme()), java.text.Collator.getInstance(Messages.locale()))).toList());
        // what the history could not read (a try, a count, the rating) is said, not drawn or counted as 0
        model.tellUnreadable();
    }

    private static String percent(double share) {
        return TrainerViewModel.percent(share);
    }

    private static TableColumn<TrainingDb.Stats, String> column(String title, java.util.function.Function<TrainingDb.Stats, String> value) {
        TableColumn<TrainingDb.Stats, String> c = new TableColumn<>(title);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(value.apply(d.getValue())));
        c.setSortable(false);
        return c;
    }
}
