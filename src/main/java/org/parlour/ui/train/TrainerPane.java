package org.parlour.ui.train;

import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.parlour.core.Messages;
import org.parlour.train.Mode;
import org.parlour.ui.Deferred;
import org.parlour.ui.Labels;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.TabStops;

/**
 * The trainer pane over the move list (Study &gt; Train, {@code T}): the game and the mode, the
 * theme in theme mode, where the problems come from, the player's rating, the problem's themes
 * (and its rating once judged), what the last try did, the streak and the review queue, and the
 * Dashboard and Stop buttons, stops of Tab ({@link TabStops}). Shown while the trainer is
 * active; built from {@link TrainerViewModel}. The problem itself is solved in the problem pane below.
 */
public final class TrainerPane extends VBox {
    private final TrainerViewModel model;

    public TrainerPane(MainViewModel main) {
        this(new TrainerViewModel(main));
    }

    public TrainerPane(TrainerViewModel model) {
        super(4);
        this.model = model;
        setId("trainer-pane");
        getStyleClass().add("annotation-panel");
        setPadding(new Insets(6));
        setMinHeight(USE_PREF_SIZE);
        Label title = new Label(Messages.tr("train.title"));
        title.getStyleClass().add("panel-title");
        ComboBox<String> game = combo("trainer-game", model.games(), TrainerViewModel::gameWords);
        game.valueProperty().bindBidirectional(model.gameProperty());
        ComboBox<Mode> mode = combo("trainer-mode", javafx.collections.FXCollections.observableArrayList(Mode.values()), Mode::words);
        mode.valueProperty().bindBidirectional(model.modeProperty());
        ComboBox<String> theme = combo("trainer-theme", model.themes(), TrainerViewModel::themeWords);
        theme.setPromptText(Messages.tr("train.themePrompt"));
        theme.valueProperty().bindBidirectional(model.themeProperty());
        theme.visibleProperty().bind(model.modeProperty().isEqualTo(Mode.THEME));
        theme.managedProperty().bind(theme.visibleProperty());
        FlowPane choices = new FlowPane(6, 4, game, mode, theme);
        Label source = Labels.wrapped("trainer-source");
        source.textProperty().bind(model.sourceProperty());
        Label rating = Labels.wrapped("trainer-rating");
        rating.textProperty().bind(model.ratingProperty());
        rating.setStyle("-fx-font-weight: bold;");
        Label problem = Labels.wrapped("trainer-problem");
        problem.textProperty().bind(model.problemProperty());
        Label result = Labels.wrapped("trainer-result");
        result.textProperty().bind(model.resultProperty());
        Label streak = Labels.wrapped("trainer-streak");
        streak.textProperty().bind(model.streakProperty());
        Label review = Labels.wrapped("trainer-review");
        review.textProperty().bind(model.reviewProperty());
        Label message = Labels.wrapped("trainer-message");
        message.textProperty().bind(model.messageProperty());
        // stays for the session: the history's file locked, damaged or not kept
        Label history = Labels.wrapped("trainer-history");
        history.textProperty().bind(model.historyNoticeProperty());
        history.setStyle("-fx-font-weight: bold;");
        for (Label l : List.of(source, problem, result, review, message, history)) {
            l.visibleProperty().bind(l.textProperty().isNotEmpty());
            l.managedProperty().bind(l.visibleProperty());
        }
        // Dashboard and Stop are stops of Tab after the board (Space or Enter presses them)
        Button dashboard = TabStops.button(new Button(Messages.tr("train.dashboard")));
        dashboard.setId("trainer-dashboard");
        dashboard.setOnAction(e -> Dashboard.show(getScene() == null ? null : getScene().getWindow(), model));
        Button stop = TabStops.button(new Button(Messages.tr("ui.stop")));
        stop.setId("trainer-stop");
        stop.setOnAction(e -> model.stop());
        visibleProperty().bind(model.shownProperty());
        managedProperty().bind(model.shownProperty());
        // in the scene from the first time the trainer is active (the window's start, issue 32)
        Deferred.children(this, List.of(title, choices, source, rating, problem, result, streak, review, message, history,
                new FlowPane(6, 4, dashboard, stop)));
    }

    private static <T> ComboBox<T> combo(String id, javafx.collections.ObservableList<T> items, java.util.function.Function<T, String> words) {
        ComboBox<T> c = new ComboBox<>(items);
        c.setId(id);
        c.setFocusTraversable(false);
        c.setConverter(new StringConverter<>() {
            @Override
            public String toString(T t) {
                return t == null ? "" : words.apply(t);
            }

            @Override
            public T fromString(String s) {
                return null;
            }
        });
        c.setButtonCell(new ListCell<>() {
            @Override
            protected void updateItem(T t, boolean empty) {
                super.updateItem(t, empty);
                setText(empty || t == null ? c.getPromptText() : words.apply(t));
            }
        });
        return c;
    }

    public TrainerViewModel model() {
        return model;
    }

    /**
     * The history export's progress bar and Cancel ({@link TrainerViewModel#exportCsv}), shown only
     * while an export runs: the window puts it in the status bar, by the review's, the status line
     * saying what is exported and then how it went. Built once, at the first call.
     */
    public javafx.scene.Node exportRow() {
        if (exportRow == null) {
            javafx.scene.control.ProgressBar bar = new javafx.scene.control.ProgressBar();
            bar.setId("train-export-progress");
            bar.progressProperty().bind(model.exportProgressProperty());
            Button cancel = new Button();
            cancel.setId("train-export-cancel");
            cancel.setOnAction(e -> model.cancelExport());
            exportRow = org.parlour.ui.WindowParts.progressRow("train-export-running", bar, null, cancel, model.exportingProperty());
        }
        return exportRow;
    }

    private javafx.scene.Node exportRow;

    /** Study menu items: Train ({@code T}: the window's key table runs it), Training Dashboard, Export Training History. */
    public List<MenuItem> menuItems(Runnable train, Runnable export) {
        MenuItem t = new MenuItem(Messages.tr("train.menu"));
        t.setId("menu-train");
        t.setOnAction(e -> train.run());
        MenuItem d = new MenuItem(Messages.tr("train.menu.dashboard"));
        d.setId("menu-train-dashboard");
        d.setOnAction(e -> Dashboard.show(getScene() == null ? null : getScene().getWindow(), model));
        MenuItem x = new MenuItem(Messages.tr("train.menu.export"));
        x.setId("menu-train-export");
        x.setOnAction(e -> export.run());
        // one export at a time: the status bar shows the one running, with its Cancel
        x.disableProperty().bind(model.exportingProperty());
        return List.of(t, d, x);
    }
}
