package org.parlour.ui.problem;

import org.parlour.core.Messages;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.parlour.ui.Deferred;
import org.parlour.ui.Labels;
import org.parlour.ui.MainViewModel;
import org.parlour.ui.TabStops;
import org.parlour.ui.edit.MarkdownFlow;

/**
 * The problem pane: the statement and stipulation, the verdict on the last move ("Right" /
 * "Wrong") with its comment, and the Hint and Show solution buttons. While the solver thinks in
 * the background, a spinning indicator, "Thinking… depth d, n nodes, k nodes/s" and a Cancel
 * button show. The verdict and its words scroll within {@link #SAID_MOST} pixels. Shown only when
 * the open record states a problem. The buttons are stops of Tab ({@link TabStops}).
 */
public final class ProblemPane extends VBox {
    /**
     * The most height of the verdict and its words, in pixels (about five lines): a longer message
     * wraps and scrolls within it, so the move list below keeps its place.
     */
    public static final double SAID_MOST = 96;
    private final ProblemViewModel model;
    /** The pane's rows, in the scene once the pane is first shown ({@link Deferred}). */
    private final List<javafx.scene.Node> parts = new java.util.ArrayList<>();

    public ProblemPane(MainViewModel main) {
        super(4);
        model = new ProblemViewModel(main);
        setId("problem-pane");
        getStyleClass().add("annotation-panel");
        setPadding(new Insets(6));
        setMinHeight(USE_PREF_SIZE);
        Label title = new Label(Messages.tr("ui.problem"));
        title.getStyleClass().add("panel-title");
        // the statement, feedback and hints are Markdown (docs/notation.md): rendered as the
        // comments are (**bold** in bold; they were shown as plain text, the marks shown or
        // dropped: a new user's trial), the plain text for screen readers
        MarkdownFlow statement = MarkdownFlow.following("problem-statement", model.statementProperty());
        Label stipulation = Labels.wrapped("problem-stipulation");
        stipulation.textProperty().bind(model.stipulationProperty());
        stipulation.setStyle("-fx-font-style: italic;");
        Label verdict = Labels.verdict("problem-verdict", model.verdictKindProperty());
        MarkdownFlow feedback = MarkdownFlow.following("problem-feedback", model.feedbackProperty());
        Button hint = button(Messages.tr("ui.hint"), "problem-hint", Messages.tr("problem.hintTip"), model::hint);
        hint.disableProperty().bind(model.judgingProperty());
        Button solution = button(Messages.tr("ui.show.solution"), "problem-solution", Messages.tr("problem.solutionTip"),
                model::showSolution);
        Button again = button(Messages.tr("problem.tryAgain"), "problem-again", "", model::tryAgain);
        // the tip names the key in use (the person may have changed it in the key editor)
        Deferred.tooltip(again, javafx.beans.binding.Bindings.createStringBinding(
                () -> Messages.tr("problem.tryAgainTip", model.againKeyProperty().get()), model.againKeyProperty()));
        Button next = button(Messages.tr("problem.next"), "problem-next", "", model::nextProblem);
        // "Next chapter" when the next chapter is a lesson: the button opens it, in the course's order
        next.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> Messages.tr(model.nextOpensProblemProperty().get() ? "problem.next" : "problem.nextChapter"),
                model.nextOpensProblemProperty()));
        Deferred.tooltip(next, javafx.beans.binding.Bindings.createStringBinding(
                () -> Messages.tr(model.nextOpensProblemProperty().get() ? "problem.nextTip" : "problem.nextChapterTip",
                        model.nextKeyProperty().get()), model.nextKeyProperty(), model.nextOpensProblemProperty()));
        next.disableProperty().bind(model.hasNextProperty().not());
        javafx.scene.layout.FlowPane buttons = new javafx.scene.layout.FlowPane(6, 4, hint, solution, again, next);
        buttons.setId("problem-buttons");
        ProgressIndicator spinner = new ProgressIndicator();
        spinner.setPrefSize(18, 18);
        spinner.setMinSize(18, 18);
        Label thinking = new Label();
        thinking.setId("problem-thinking");
        thinking.textProperty().bind(model.thinkingTextProperty());
        thinking.setWrapText(true);
        thinking.setMinHeight(USE_PREF_SIZE);
        HBox.setHgrow(thinking, javafx.scene.layout.Priority.ALWAYS);
        Button cancel = TabStops.button(new Button(Messages.tr("ui.cancel")));
        cancel.setId("problem-cancel");
        cancel.setOnAction(e -> model.cancel());
        cancel.setMinWidth(USE_PREF_SIZE);
        thinking.setMinWidth(0);
        HBox busy = new HBox(6, spinner, thinking, cancel);
        busy.setId("problem-busy");
        busy.setAlignment(Pos.CENTER_LEFT);
        busy.visibleProperty().bind(model.thinkingProperty());
        busy.managedProperty().bind(model.thinkingProperty());
        // the verdict and its words wrap within at most SAID_MOST pixels and scroll beyond: a
        // solved multi-move problem's message ran to several lines and pushed the move list down
        VBox saidBox = new VBox(4, verdict, feedback);
        saidBox.setId("problem-said-text");
        ScrollPane said = new ScrollPane(saidBox) {
            // as tall as the words wrapped at this width, up to SAID_MOST (asked of the words, not
            // of their last layout, so that the pane above knows it in the same layout pass)
            @Override
            protected double computePrefHeight(double width) {
                double w = width > 0 ? width : getWidth();
                double inner = w > 0 ? Math.max(1, w - snappedLeftInset() - snappedRightInset()) : -1;
                return Math.min(SAID_MOST, Math.ceil(saidBox.prefHeight(inner))) + snappedTopInset() + snappedBottomInset();
            }

            @Override
            public javafx.geometry.Orientation getContentBias() {
                return javafx.geometry.Orientation.HORIZONTAL;
            }
        };
        said.setId("problem-said");
        said.getStyleClass().add("problem-said");
        said.setFitToWidth(true);
        said.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        said.setVbarPolicy(ScrollPane.ScrollBarPolicy.AS_NEEDED);
        said.setFocusTraversable(false);
        said.setMinHeight(USE_PREF_SIZE);
        said.setMaxHeight(USE_PREF_SIZE);
        // a new message is read from its start
        model.feedbackProperty().addListener(o -> said.setVvalue(0));
        // thinking, verdict and comment share one area of steady height, so the move list below
        // does not jump between the empty, thinking and answered states
        VBox answer = new VBox(4, busy, said);
        answer.setId("problem-answer");
        answer.setMinHeight(58);
        parts.addAll(List.of(title, statement, stipulation, buttons, answer));
        visibleProperty().bind(model.activeProperty());
        managedProperty().bind(model.activeProperty());
        // in the scene from the first time a problem is shown (the window's start, issue 32)
        Deferred.children(this, parts);
    }

    private static Button button(String text, String id, String tip, Runnable action) {
        // a stop of Tab after the board (Space or Enter presses it; a click leaves the keys where they were)
        Button b = TabStops.button(new Button(text));
        b.setId(id);
        if (!tip.isEmpty()) {
            Deferred.tooltip(b, tip);
        }
        b.setOnAction(e -> action.run());
        return b;
    }

    /** Shows the collection's score line (ui.ProblemScores) under the title; hidden while empty. */
    public void showTally(javafx.beans.value.ObservableStringValue tally) {
        Label l = Labels.wrapped("problem-tally");
        l.textProperty().bind(tally);
        l.visibleProperty().bind(l.textProperty().isNotEmpty());
        l.managedProperty().bind(l.visibleProperty());
        (getChildren().isEmpty() ? parts : getChildren()).add(1, l);
    }

    public ProblemViewModel model() {
        return model;
    }

    /** Menu items: Hint, Show Solution, Try Again, Next Problem, with their keys. */
    public List<MenuItem> menuItems() {
        MenuItem hint = item(Messages.tr("ui.problem.hint"), "Shortcut+Shift+H", model::hint);
        hint.disableProperty().unbind();
        hint.disableProperty().bind(model.activeProperty().not().or(model.judgingProperty()));
        MenuItem solution = item(Messages.tr("ui.show.problem.solution"), "Shortcut+Shift+L", model::showSolution);
        MenuItem again = item(Messages.tr("ui.try.the.problem.again"), "Shortcut+Shift+T", model::tryAgain);
        // N, as on Lichess: shown here, run by the window's key handler (never typed into a text box)
        MenuItem next = item(Messages.tr("ui.next.problem"), "N", model::nextProblem);
        next.setId("menu-next-problem");
        next.disableProperty().unbind();
        next.disableProperty().bind(model.hasNextProperty().not());
        return List.of(hint, solution, again, next);
    }

    private MenuItem item(String text, String keys, Runnable action) {
        MenuItem m = new MenuItem(text);
        m.setAccelerator(javafx.scene.input.KeyCombination.keyCombination(keys));
        m.setOnAction(e -> action.run());
        m.disableProperty().bind(model.activeProperty().not());
        return m;
    }
}
