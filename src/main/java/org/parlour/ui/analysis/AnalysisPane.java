package org.parlour.ui.analysis;

import org.parlour.core.Messages;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextFormatter;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.parlour.ui.MainViewModel;

/**
 * The analysis pane: depth, Analyse and Cancel, a progress bar with nodes per second, and the
 * answer (best move, principal variation, evaluation). The search runs on a daemon thread.
 */
public final class AnalysisPane extends VBox {
    private final AnalysisViewModel model;
    private final MainViewModel main;
    private Runnable onAnalyse = () -> { };
    private final javafx.beans.property.BooleanProperty blocked = new javafx.beans.property.SimpleBooleanProperty(this, "blocked", false);

    public AnalysisPane(MainViewModel main) {
        super(4);
        this.main = main;
        model = new AnalysisViewModel(main);
        setId("analysis-pane");
        getStyleClass().add("annotation-panel");
        setPadding(new Insets(6));
        setMinHeight(USE_PREF_SIZE);
        Label title = new Label(Messages.tr("ui.analysis"));
        title.getStyleClass().add("panel-title");
        Spinner<Integer> depth = depthBox(main::say);
        depth.valueProperty().addListener((o, a, b) -> model.depthProperty().set(b));
        Button analyse = new Button(Messages.tr("ui.analyse"));
        analyse.setId("analysis-start");
        // stops of Tab after the Depth box, ringed, pressed with Space or Enter (a new user's
        // trial: Tab passed the depth and both buttons, the one group of controls it did not reach)
        org.parlour.ui.TabStops.button(analyse);
        analyse.setOnAction(e -> analyse());
        analyse.disableProperty().bind(model.runningProperty().or(main.sessionProperty().isNull()).or(blocked));
        Button cancel = new Button(Messages.tr("ui.cancel"));
        cancel.setId("analysis-cancel");
        org.parlour.ui.TabStops.button(cancel);
        cancel.setOnAction(e -> model.cancel());
        cancel.disableProperty().bind(model.runningProperty().not());
        ProgressBar bar = new ProgressBar(0);
        bar.setId("analysis-progress");
        bar.setMaxWidth(Double.MAX_VALUE);
        bar.progressProperty().bind(model.progressProperty());
        Label speed = new Label();
        speed.setId("analysis-speed");
        speed.textProperty().bind(model.progressTextProperty());
        // wrapped, not cut to "4 627 n…" in a narrow pane
        speed.setWrapText(true);
        speed.setMaxWidth(Double.MAX_VALUE);
        Label result = new Label();
        result.setId("analysis-result");
        result.setWrapText(true);
        result.setMaxWidth(Double.MAX_VALUE);
        result.setMinHeight(USE_PREF_SIZE);
        bar.setMinHeight(USE_PREF_SIZE);
        speed.setMinHeight(USE_PREF_SIZE);
        result.textProperty().bind(model.resultProperty());
        Label verdict = new Label();
        verdict.setId("analysis-verdict");
        verdict.setWrapText(true);
        verdict.setMaxWidth(Double.MAX_VALUE);
        verdict.setMinHeight(USE_PREF_SIZE);
        verdict.textProperty().bind(model.verdictProperty());
        verdict.visibleProperty().bind(model.verdictProperty().isNotEmpty());
        verdict.managedProperty().bind(verdict.visibleProperty());
        Label off = new Label(Messages.tr("analysis.offWhileSolving"));
        off.setId("analysis-off");
        off.setWrapText(true);
        off.setMaxWidth(Double.MAX_VALUE);
        off.setMinHeight(USE_PREF_SIZE);
        off.visibleProperty().bind(blocked);
        off.managedProperty().bind(off.visibleProperty());
        // a search running when a problem opens stops: its answer would give the solution away
        blocked.addListener((o, was, is) -> {
            if (is && model.runningProperty().get()) {
                model.cancel();
            }
        });
        Label depthLabel = new Label(Messages.tr("ui.depth"));
        // whole words, the buttons wrapping under the depth when the pane is narrow: in French at
        // 1024x768 they read "Profond…", "Analy…", "Ann…" (a keyboard trial)
        for (javafx.scene.control.Control c : List.of(depthLabel, analyse, cancel)) {
            c.setMinWidth(USE_PREF_SIZE);
        }
        depth.setMinWidth(USE_PREF_SIZE);
        HBox depthRow = new HBox(6, depthLabel, depth);
        depthRow.setAlignment(Pos.CENTER_LEFT);
        javafx.scene.layout.FlowPane row = new javafx.scene.layout.FlowPane(6, 4, depthRow, analyse, cancel);
        row.setId("analysis-row");
        row.setAlignment(Pos.CENTER_LEFT);
        row.setPrefWrapLength(200);
        HBox.setHgrow(bar, Priority.ALWAYS);
        getChildren().addAll(title, off, row, bar, speed, result, verdict);
    }

    /**
     * The Depth box, 1 to 12 plies: a stop of Tab; a click on it gives it the keys (the digits type a depth, they
     * set no glyph), Up and Down step it, Enter or leaving the box takes what was typed. Only digits
     * can be typed; a number outside 1-12 is taken as the nearest end, and {@code say} says so (a
     * new user's trial typed 0 and saw 1 without a word), an empty box keeps the depth.
     */
    private static Spinner<Integer> depthBox(java.util.function.Consumer<String> say) {
        Spinner<Integer> depth = new Spinner<>(1, 12, AnalysisViewModel.DEFAULT_DEPTH);
        depth.setId("analysis-depth");
        depth.setPrefWidth(70);
        // a stop of Tab like the other text boxes (its keys are the box's, TextBoxes), ringed by
        // parlour.css; a click gives it the keys too
        depth.setFocusTraversable(true);
        depth.getStyleClass().add("depth-box");
        depth.setEditable(true);
        SpinnerValueFactory<Integer> f = depth.getValueFactory();
        f.setConverter(new StringConverter<>() {
            @Override
            public String toString(Integer n) {
                return n == null ? "" : n.toString();
            }

            @Override
            public Integer fromString(String text) {
                try {
                    int typed = Integer.parseInt(text.strip());
                    int taken = Math.max(1, Math.min(12, typed));
                    if (taken != typed) {
                        say.accept(Messages.tr("analysis.depthTaken", typed, taken));
                    }
                    return taken;
                } catch (NumberFormatException | NullPointerException e) {
                    return f.getValue();
                }
            }
        });
        // digits only: "-5" types a 5, a letter types nothing
        depth.getEditor().setTextFormatter(new TextFormatter<String>(c -> c.getControlNewText().matches("[0-9]{0,2}") ? c : null));
        // leaving the box takes what was typed, and shows the depth taken (an empty box: the one before)
        depth.focusedProperty().addListener((o, was, is) -> {
            if (!is) {
                depth.commitValue();
                depth.getEditor().setText(f.getConverter().toString(f.getValue()));
            }
        });
        return depth;
    }

    public AnalysisViewModel model() {
        return model;
    }

    /** Called when an analysis starts, e.g. to bring this pane's tab to the front. */
    public void setOnAnalyse(Runnable action) {
        onAnalyse = action;
    }

    /**
     * True while analysis is off (a problem is being solved, see
     * {@link org.parlour.ui.problem.ProblemViewModel#solvingProperty}): Analyse says why and does nothing.
     */
    public javafx.beans.property.BooleanProperty blockedProperty() {
        return blocked;
    }

    /** Analyses the position at the cursor in the background (not while {@link #blockedProperty} holds: the status line says why). */
    public void analyse() {
        if (blocked.get()) {
            main.say(Messages.tr("analysis.offWhileSolving"));
            return;
        }
        if (main.session().isEmpty() || model.runningProperty().get()) {
            return;
        }
        onAnalyse.run();
        Thread t = new Thread(model.start(), "parlour-analysis");
        t.setDaemon(true);
        t.start();
    }

    /** Menu items: Analyse Position (F5), Cancel Analysis. */
    public List<MenuItem> menuItems() {
        MenuItem analyse = new MenuItem(Messages.tr("ui.analyse.position"));
        analyse.setAccelerator(KeyCombination.keyCombination("F5"));
        analyse.setOnAction(e -> analyse());
        MenuItem cancel = new MenuItem(Messages.tr("ui.cancel.analysis"));
        cancel.setId("menu-cancel-analysis");
        cancel.setOnAction(e -> model.cancel());
        // only while an analysis runs: there is nothing to cancel otherwise
        cancel.disableProperty().bind(model.runningProperty().not());
        return List.of(analyse, cancel);
    }
}
