package org.parlour.ui.guess;

import org.parlour.core.Messages;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import org.parlour.core.Seat;
import org.parlour.ui.Deferred;
import org.parlour.ui.Labels;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.TabStops;

/**
 * The guess-the-move pane over the move list: what to do, the seats the person plays (check
 * boxes), the verdict on the last guess with the game's move, the score, and Stop. Shown only
 * while guessing; built from {@link GuessViewModel}. The seats and Stop are stops of Tab
 * ({@link TabStops}).
 */
public final class GuessPane extends VBox {
    private final GuessViewModel model;
    private final FlowPane seats = new FlowPane(8, 4);

    public GuessPane(MainViewModel main) {
        this(new GuessViewModel(main));
    }

    GuessPane(GuessViewModel model) {
        super(4);
        this.model = model;
        setId("guess-pane");
        getStyleClass().add("annotation-panel");
        setPadding(new Insets(6));
        setMinHeight(USE_PREF_SIZE);
        Label title = new Label(Messages.tr("ui.guess.the.move"));
        title.getStyleClass().add("panel-title");
        Label prompt = Labels.wrapped("guess-prompt");
        prompt.textProperty().bind(model.promptProperty());
        Label verdict = Labels.verdict("guess-verdict", model.verdictKindProperty());
        Label feedback = Labels.wrapped("guess-feedback");
        feedback.textProperty().bind(model.feedbackProperty());
        Label score = Labels.wrapped("guess-score");
        score.textProperty().bind(model.scoreProperty());
        // the seats and Stop are stops of Tab after the board (Space or Enter presses them)
        Button stop = TabStops.button(new Button(Messages.tr("ui.stop")));
        stop.setId("guess-stop");
        stop.setOnAction(e -> model.stop());
        Label playing = new Label(Messages.tr("ui.you.play"));
        seats.setId("guess-seats");
        model.activeProperty().addListener((o, was, is) -> {
            if (is) {
                showSeats();
            }
        });
        visibleProperty().bind(model.activeProperty());
        managedProperty().bind(model.activeProperty());
        // in the scene from the first time guessing starts (the window's start, issue 32)
        Deferred.children(this, List.of(title, prompt, new VBox(2, playing, seats), verdict, feedback, score, stop));
    }

    private void showSeats() {
        seats.getChildren().clear();
        for (Seat s : model.gameSeats()) {
            CheckBox c = TabStops.button(new CheckBox(s.localName()));
            c.setId("guess-seat-" + s.displayName().toLowerCase(java.util.Locale.ROOT));
            c.selectedProperty().bindBidirectional(model.seatProperty(s));
            seats.getChildren().add(c);
        }
    }

    public GuessViewModel model() {
        return model;
    }

    /** Study menu item: Guess the Move (Ctrl+G) starts or stops guessing. */
    public List<MenuItem> menuItems() {
        MenuItem guess = new MenuItem(Messages.tr("ui.guess.the.move.4f77"));
        guess.setId("menu-guess");
        guess.setAccelerator(KeyCombination.keyCombination("Shortcut+G"));
        guess.setOnAction(e -> model.toggle());
        return List.of(guess);
    }
}
