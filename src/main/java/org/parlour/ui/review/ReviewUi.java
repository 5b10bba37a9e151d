package org.parlour.ui.review;

import org.parlour.core.Messages;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.parlour.ui.MainViewModel;

/**
 * The review's part of the window: the bar under the board (the evaluation graph, the
 * transposition links of the current move), the progress with Cancel while a review runs (in the
 * status bar) and the Study menu items. MainView places {@link #wrapBoard}, {@link #progressRow}
 * and {@link #menuItems}.
 */
public final class ReviewUi {
    private final ReviewViewModel model;
    private final EvalGraphView graph;
    /** "Also after: 1. a2-b3 a5-b4 2. f2-e3": one line, kept while the record has transpositions ({@link #showLinks}). */
    private final HBox links = new HBox(4);
    /** True when the open record's last transposition index has a transposition (some move has a link). */
    private boolean anyTransposition;
    /** True while the open record is a problem ({@link #problemProperty}). */
    private final javafx.beans.property.BooleanProperty problem = new javafx.beans.property.SimpleBooleanProperty(false);
    private final FindViewModel findModel;
    private final FindPane find;
    private final SparringViewModel sparring;
    private final VBox bar;
    private final HBox running;

    public ReviewUi(MainViewModel main) {
        this.model = new ReviewViewModel(main);
        this.graph = new EvalGraphView(main);
        ProgressBar progress = new ProgressBar();
        progress.setId("review-progress");
        progress.progressProperty().bind(model.progressProperty());
        Label text = new Label();
        text.setId("review-progress-text");
        text.textProperty().bind(model.progressTextProperty());
        Button cancel = new Button();
        cancel.setId("review-cancel");
        cancel.setOnAction(e -> model.cancel());
        running = org.parlour.ui.WindowParts.progressRow("review-running", progress, text, cancel, model.runningProperty());
        links.setId("transposition-links");
        links.setAlignment(Pos.CENTER_LEFT);
        links.setMinWidth(0);
        findModel = new FindViewModel(main);
        find = new FindPane(findModel);
        sparring = new SparringViewModel(main);
        bar = new VBox(2, graphSlot(), links, find);
        bar.setPadding(new Insets(2, 6, 2, 6));
        bar.setId("review-bar");
        main.cursorProperty().addListener(o -> showLinks());
        main.revisionProperty().addListener(o -> showLinks());
        model.transpositionsProperty().addListener(o -> {
            anyTransposition = !model.transpositionsProperty().get().transpositionGroups().isEmpty();
            showLinks();
        });
        // what is hidden is the mode owner's answer: listen to it, not to the View menu's mirror
        // (an invalidation listener on the mirror ran before the owner had heard of the change)
        main.modes().addListener(this::showLinks);
        problem.addListener(o -> showLinks());
    }

    /**
     * True while the open record states a problem (the window binds it to the problem pane's):
     * then the graph's place and the links' row take no room under the board, which gets it all.
     * A problem has no graph to show while it is played (it would tell the answer), and its place
     * was kept empty, a dead band 80 pixels high (a new user's trial). The board keeps its size
     * while a problem is played (a move, a hint, trying again, its solution, the next problem);
     * sparring, which takes the graph's place, brings it back.
     */
    public javafx.beans.property.BooleanProperty problemProperty() {
        return problem;
    }

    /**
     * The graph's place under the board, kept at the graph's height whether the graph is drawn
     * or not, so that the board does not change size; while sparring the sparring controls take
     * that place instead of the graph (they fit in it at 1180 and 1366 pixels wide:
     * BoardSizeWindowTest). A problem's record gives it no room ({@link #problemProperty}).
     */
    private Node graphSlot() {
        Node spar = sparringRow();
        javafx.scene.layout.StackPane graphHolder = new javafx.scene.layout.StackPane(graph);
        graphHolder.visibleProperty().bind(sparring.activeProperty().not());
        graphHolder.managedProperty().bind(sparring.activeProperty().not());
        javafx.scene.layout.StackPane slot = new javafx.scene.layout.StackPane(graphHolder, spar);
        slot.setId("graph-slot");
        slot.setAlignment(Pos.TOP_LEFT);
        slot.setMinHeight(EvalGraphView.HEIGHT);
        javafx.beans.binding.BooleanBinding kept = problem.not().or(sparring.activeProperty());
        slot.visibleProperty().bind(kept);
        slot.managedProperty().bind(kept);
        return slot;
    }

    /**
     * The review's progress, its text and Cancel, shown only while a review runs: the window puts
     * it in the status bar, whose height it keeps, so the board under which it used to sit no
     * longer shrinks by a row when a review starts and grows back when it ends.
     */
    public Node progressRow() {
        return running;
    }

    public ReviewViewModel model() {
        return model;
    }

    public EvalGraphView graph() {
        return graph;
    }

    /** The answer to "a review is running" before the record is dropped. */
    public enum RunningAnswer { KEEP, CANCEL }

    private java.util.function.Function<String, RunningAnswer> askRunning = this::askRunningDialog;
    private javafx.stage.Window owner;

    /**
     * Asked before the record is dropped (closing the window, opening another file, record,
     * chapter or course: the window gives it to {@code Editor.setRunningWork}): when a review
     * runs, "A review is running: 12 of 36 moves reviewed. Stop it and keep the moves reviewed
     * so far before closing?" Keep stops it as Cancel does and writes those moves into the
     * record now ({@link ReviewViewModel#stopAndKeep}), so that the unsaved-changes question
     * that follows covers them; Cancel goes back with nothing stopped. Closing during a review
     * used to drop its work without a word (a new user's trial).
     *
     * <p>A finished review whose marks wait for a mode to free the record (guess the move, a
     * problem's attempt; {@link ReviewViewModel#holdsMarks}) is asked about the same way: "A
     * review finished while you were guessing the move: its marks on 36 moves wait for guessing
     * to stop. Stop guessing and write them into the record before closing?" Keep writes them
     * now ({@link ReviewViewModel#writeHeld}: guessing stops; an attempt goes on beside the
     * record), then the unsaved-changes question covers them; Cancel goes back, the mode on and
     * the marks still waiting. Closing used to drop them without a word. A running review kept
     * while a mode holds the record has its moves written at once, without a second question.
     *
     * @param action what is about to happen, e.g. {@code "closing"} ({@code action.closing})
     * @return true when the caller may go on (no review runs now, no marks wait)
     */
    public boolean mayDropReview(String action) {
        boolean kept = false;
        if (model.runningProperty().get()) {
            if (askRunning.apply(action) != RunningAnswer.KEEP || !model.stopAndKeep(ReviewViewModel.STOP_WAIT_MILLIS)) {
                return false;
            }
            kept = true;
        }
        if (!model.holdsMarks()) {
            return true;
        }
        if (!kept && askHeld.apply(action) != RunningAnswer.KEEP) {
            return false;
        }
        model.writeHeld();
        return true;
    }

    /** True while a review runs or a finished review's marks wait: {@link #mayDropReview} would ask. */
    public boolean reviewWorkPending() {
        return model.runningProperty().get() || model.holdsMarks();
    }

    private java.util.function.Function<String, RunningAnswer> askHeld = this::askHeldDialog;

    /** Replaces the waiting-marks dialog (tests answer without a window); it gets the action. */
    public void setAskHeld(java.util.function.Function<String, RunningAnswer> ask) {
        askHeld = java.util.Objects.requireNonNull(ask);
    }

    /** The header and question of the waiting-marks dialog for {@code action}, as shown. */
    public String heldQuestion(String action) {
        boolean guess = model.heldByGuess();
        return Messages.tr(guess ? "review.heldHeader.guess" : "review.heldHeader.attempt", model.heldMoves()) + "\n"
                + Messages.tr(guess ? "review.keepHeld.guess" : "review.keepHeld.attempt", action);
    }

    private RunningAnswer askHeldDialog(String action) {
        boolean guess = model.heldByGuess();
        javafx.scene.control.ButtonType keep = new javafx.scene.control.ButtonType(Messages.tr("review.keepDone"),
                javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        javafx.scene.control.Alert a = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.CONFIRMATION,
                Messages.tr(guess ? "review.keepHeld.guess" : "review.keepHeld.attempt", action), keep,
                javafx.scene.control.ButtonType.CANCEL);
        if (owner != null) {
            a.initOwner(owner);
        }
        a.setHeaderText(Messages.tr(guess ? "review.heldHeader.guess" : "review.heldHeader.attempt", model.heldMoves()));
        return a.showAndWait().filter(b -> b == keep).map(b -> RunningAnswer.KEEP).orElse(RunningAnswer.CANCEL);
    }

    /** The window the running-review question belongs to. */
    public void setOwner(javafx.stage.Window owner) {
        this.owner = owner;
    }

    /** Replaces the running-review dialog (tests answer without a window); it gets the action. */
    public void setAskRunning(java.util.function.Function<String, RunningAnswer> ask) {
        askRunning = java.util.Objects.requireNonNull(ask);
    }

    /**
     * The running-review question as a dialog, the default of {@link #setAskRunning}: Keep the
     * moves reviewed, or Cancel (the review goes on).
     */
    public RunningAnswer askRunningDialog(String action) {
        javafx.scene.control.ButtonType keep = new javafx.scene.control.ButtonType(Messages.tr("review.keepDone"),
                javafx.scene.control.ButtonBar.ButtonData.OK_DONE);
        javafx.scene.control.Alert a = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.CONFIRMATION,
                Messages.tr("review.stopBefore", action), keep, javafx.scene.control.ButtonType.CANCEL);
        if (owner != null) {
            a.initOwner(owner);
        }
        // the review goes on behind the question: its count follows (a trial read "28 of 63" while
        // it went on to 38, which Keep then kept); a review that ended keeps its last count
        Runnable count = () -> {
            if (model.toReview() > 0) {
                a.setHeaderText(Messages.tr("review.runningHeader", model.doneSoFar(), model.toReview()));
            }
        };
        count.run();
        javafx.beans.InvalidationListener follow = o -> count.run();
        model.progressProperty().addListener(follow);
        try {
            return a.showAndWait().filter(b -> b == keep).map(b -> RunningAnswer.KEEP).orElse(RunningAnswer.CANCEL);
        } finally {
            model.progressProperty().removeListener(follow);
        }
    }

    public SparringViewModel sparring() {
        return sparring;
    }

    /**
     * "Sparring: the engine plays [Black] at level [Club] [Take back] [Hint] [Stop]", then "Thinking… depth 3
     * of 4"; in a four-player game the seats are check boxes, the person's ticked ("Sparring: you play
     * [x] Black [ ] Red [ ] White [ ] Green at level [Club] ...", the engine playing the others).
     */
    private Node sparringRow() {
        javafx.scene.control.ComboBox<org.parlour.core.Seat> seat = new javafx.scene.control.ComboBox<>();
        seat.setId("spar-seat");
        model.main().sessionProperty().addListener(o -> model.main().session().ifPresent(s -> {
            seat.getItems().setAll(s.game().seats());
            if (!seat.getItems().contains(sparring.engineSeatProperty().get())) {
                sparring.engineSeatProperty().set(seat.getItems().get(seat.getItems().size() - 1));
            }
        }));
        seat.valueProperty().bindBidirectional(sparring.engineSeatProperty());
        // four seats: a check box each, ticked for the person's (as guess the move's); two: the engine's seat in the box
        javafx.beans.property.BooleanProperty many = new javafx.beans.property.SimpleBooleanProperty();
        Label youPlay = new Label(Messages.tr("ui.sparring.you.play"));
        javafx.scene.layout.HBox seats = new javafx.scene.layout.HBox(8);
        seats.setId("spar-seats");
        seats.setAlignment(Pos.CENTER_LEFT);
        Runnable showSeats = () -> {
            List<org.parlour.core.Seat> game = sparring.gameSeats();
            many.set(game.size() > 2);
            seats.getChildren().clear();
            if (game.size() > 2) {
                for (org.parlour.core.Seat x : game) {
                    javafx.scene.control.CheckBox c = org.parlour.ui.TabStops.button(new javafx.scene.control.CheckBox(x.localName()));
                    c.setId("spar-seat-" + x.displayName().toLowerCase(java.util.Locale.ROOT));
                    c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
                    c.selectedProperty().bindBidirectional(sparring.personSeatProperty(x));
                    seats.getChildren().add(c);
                }
            }
        };
        model.main().sessionProperty().addListener(o -> showSeats.run());
        sparring.activeProperty().addListener((o, was, is) -> {
            if (is) {
                showSeats.run();
            }
        });
        seat.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(org.parlour.core.Seat s) {
                return s == null ? "" : s.localName();
            }

            @Override
            public org.parlour.core.Seat fromString(String t) {
                return null;
            }
        });
        // levels named by measured strength (docs/benchmarks.md, "(c) Levels and evaluation")
        javafx.scene.control.ComboBox<org.parlour.review.Engine.Level> depth = new javafx.scene.control.ComboBox<>(
                javafx.collections.FXCollections.observableArrayList());
        depth.setId("spar-level");
        java.util.function.Supplier<String> gameId = () -> model.main().session().map(s -> s.game().id()).orElse("");
        depth.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(org.parlour.review.Engine.Level l) {
                return l == null ? "" : SparringViewModel.levelText(l, gameId.get());
            }

            @Override
            public org.parlour.review.Engine.Level fromString(String t) {
                return null;
            }
        });
        shortNamed(depth);
        // the levels the game open offers (Conspirateurs has no Expert), their names with its depths
        Runnable offer = () -> {
            org.parlour.review.Engine.Level l = sparring.levelProperty().get();
            List<org.parlour.review.Engine.Level> offered = org.parlour.review.Engine.Level.offered(gameId.get());
            depth.getItems().setAll(offered);
            org.parlour.review.Engine.Level shown = l == null ? null : offered.contains(l) ? l : offered.get(offered.size() - 1);
            depth.setValue(null);
            depth.setValue(shown);
        };
        depth.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                sparring.levelProperty().set(b);
            }
        });
        sparring.levelProperty().addListener((o, a, b) -> {
            if (b != null && b != depth.getValue() && depth.getItems().contains(b)) {
                depth.setValue(b);
            }
        });
        offer.run();
        model.main().sessionProperty().addListener(o -> offer.run());
        Button back = new Button(Messages.tr("ui.take.back"));
        back.setId("spar-take-back");
        back.setOnAction(e -> sparring.takeBack());
        // a hint: the judge's best move here (the move its verdict would call best)
        Button hint = new Button(Messages.tr("sparring.hintButton"));
        hint.setId("spar-hint");
        hint.setOnAction(e -> sparring.hint());
        hint.disableProperty().bind(sparring.thinkingProperty());
        Button stop = new Button(Messages.tr("ui.stop"));
        stop.setId("spar-stop");
        stop.setOnAction(e -> sparring.stop());
        javafx.scene.control.ProgressIndicator spin = new javafx.scene.control.ProgressIndicator();
        spin.setPrefSize(16, 16);
        spin.visibleProperty().bind(sparring.thinkingProperty());
        Label status = new Label();
        status.setId("spar-status");
        status.textProperty().bind(sparring.statusProperty());
        Label plays = new Label(Messages.tr("ui.sparring.the.engine.plays"));
        Label at = new Label(Messages.tr("ui.sparring.at.level"));
        // one line at 1366 pixels, as the two-player row: a second line of controls pushed the verdict under the status bar
        for (Node n : List.of(youPlay, seats)) {
            n.visibleProperty().bind(many);
            n.managedProperty().bind(many);
        }
        for (Node n : List.of(plays, seat)) {
            n.visibleProperty().bind(many.not());
            n.managedProperty().bind(many.not());
        }
        // the controls keep their words ("Take B...", "S..." at 1180 x 780 before); the status line gives way
        for (javafx.scene.control.Control c : List.of(plays, seat, at, youPlay, depth, back, hint, stop)) {
            c.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        // on a line of its own, wrapped: beside the controls it was cut to "Your move (W..." at 1180 x 780
        status.setWrapText(true);
        status.setMaxWidth(Double.MAX_VALUE);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        // the controls wrap onto a second line when the board's side is narrow: in one row, the
        // level box's longest name ("Débutant (1 demi-coup, parfois un coup plus faible)") pushed
        // the window's side panel off a 1180-pixel screen
        javafx.scene.layout.FlowPane row = new javafx.scene.layout.FlowPane(6, 4, plays, seat, youPlay, seats, at, depth, back, hint, stop, spin);
        row.setAlignment(Pos.CENTER_LEFT);
        row.setMinWidth(0);
        row.setPrefWrapLength(200);
        // the judge's verdict on the person's last move (the same the review gives it)
        Label better = new Label();
        better.setId("spar-verdict");
        better.textProperty().bind(sparring.betterWasProperty());
        better.setWrapText(true);
        better.visibleProperty().bind(sparring.betterWasProperty().isNotEmpty());
        better.managedProperty().bind(better.visibleProperty());
        VBox box = new VBox(2);
        box.setId("spar-row");
        box.visibleProperty().bind(sparring.activeProperty());
        box.managedProperty().bind(sparring.activeProperty());
        // in the scene from the first sparring (the window's start, issue 32)
        org.parlour.ui.Deferred.children(box, List.of(row, status, better));
        return box;
    }

    /**
     * The level box shows the chosen level's short name ("Club", "Occasionnel") and is as wide as
     * the widest short name; its list keeps the full names with their depths, wider than the box.
     * It was as wide as its longest full name ("Débutant (1 demi-coup, parfois un coup plus
     * faible)"), which pushed Hint and Stop onto a second line at 1366 pixels.
     */
    private static void shortNamed(javafx.scene.control.ComboBox<org.parlour.review.Engine.Level> box) {
        box.setButtonCell(new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(org.parlour.review.Engine.Level l, boolean empty) {
                super.updateItem(l, empty);
                setText(empty || l == null ? "" : l.shortName());
            }

            /** The widest short name's width, whichever is shown: the box keeps its width when the level changes. */
            @Override
            protected double computePrefWidth(double height) {
                double widest = 0;
                for (org.parlour.review.Engine.Level l : org.parlour.review.Engine.Level.values()) {
                    javafx.scene.text.Text t = new javafx.scene.text.Text(l.shortName());
                    t.setFont(getFont());
                    widest = Math.max(widest, t.getLayoutBounds().getWidth());
                }
                return snappedLeftInset() + Math.ceil(widest) + 2 + snappedRightInset();
            }
        });
        box.setSkin(new javafx.scene.control.skin.ComboBoxListViewSkin<>(box) {
            /** The button's width (the widest short name and the arrow), not the list's. */
            @Override
            protected double computePrefWidth(double height, double top, double right, double bottom, double left) {
                double arrow = getChildren().stream().filter(n -> n.getStyleClass().contains("arrow-button"))
                        .mapToDouble(n -> n.prefWidth(-1)).findFirst().orElse(0);
                return left + getDisplayNode().prefWidth(height) + arrow + right;
            }
        });
    }

    /** Closes the Find pane (Escape); false when it was not open. */
    public boolean closeFind() {
        if (!find.isVisible()) {
            return false;
        }
        find.hide();
        return true;
    }

    /** True while the Find pane is open. */
    public boolean isFindOpen() {
        return find.isVisible();
    }

    public FindViewModel findModel() {
        return findModel;
    }

    /** The board with the review bar under it; the board takes the height left. */
    public Node wrapBoard(Node board) {
        VBox box = new VBox(board, bar);
        VBox.setVgrow(board, Priority.ALWAYS);
        if (board instanceof javafx.scene.layout.Region r) {
            r.setMinHeight(120); // the board scales down to make room for the bar
        }
        return box;
    }

    /**
     * The links of the current move. The row keeps its place (one line, as high as a link) while
     * the record has a transposition anywhere, whether the current move has links or not: it took
     * a row and gave it back as the cursor went through the game, and the board above it jumped (a
     * new user's trial). A record without transpositions gives the row no room, nor does a problem
     * (its links are hidden while it is played: they would show lines of its solution). Links too long for
     * the line are cut short ("1. a2-b3 a5…"); the move list's marks name them whole.
     */
    private void showLinks() {
        org.parlour.ui.MainViewModel.TranspositionLinks shown = model.main().session().map(s -> model.links(s.cursor()))
                .orElse(org.parlour.ui.MainViewModel.TranspositionLinks.NONE);
        List<org.parlour.ui.MainViewModel.Transposition> ls = shown.shown();
        links.getChildren().clear();
        boolean kept = (anyTransposition && !problem.get()) || !ls.isEmpty();
        links.setVisible(kept);
        links.setManaged(kept);
        if (!kept) {
            return;
        }
        // a link's height, drawn or not: the row is as high with links as without
        Hyperlink strut = new Hyperlink(" ");
        strut.setVisible(false);
        strut.setFocusTraversable(false);
        strut.setMinWidth(0);
        strut.setPrefWidth(0);
        strut.setMaxWidth(0);
        links.getChildren().add(strut);
        if (ls.isEmpty()) {
            return;
        }
        Label also = new Label(Messages.tr("ui.also.after"));
        also.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        links.getChildren().add(also);
        for (int i = 0; i < ls.size(); i++) {
            org.parlour.ui.MainViewModel.Transposition l = ls.get(i);
            Hyperlink h = new Hyperlink(l.text() + (i < ls.size() - 1 ? ";" : ""));
            h.getStyleClass().add("transposition-link");
            h.setMinWidth(0);
            h.setOnAction(e -> model.main().goTo(l.nodeId()));
            links.getChildren().add(h);
        }
        if (shown.more() > 0) {
            // the first LINKS_SHOWN only: the line holds a few, and each replays its move order
            Label more = new Label(shown.moreText());
            more.getStyleClass().add("transposition-more");
            more.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
            links.getChildren().add(more);
        }
    }

    /** Study menu items: review the game or the current line, cancel, remove computer annotations, next/previous mistake and comment, find. */
    public List<MenuItem> menuItems() {
        MenuItem review = item(Messages.tr("ui.review.game"), "Shortcut+Shift+R", "menu-review-game", model::startInBackground);
        // nothing to review without a record (it did nothing, silently, before)
        review.disableProperty().bind(model.runningProperty().or(model.main().sessionProperty().isNull()));
        MenuItem line = item(Messages.tr("ui.review.current.line"), null, "menu-review-line", () -> model.startInBackground(true));
        line.disableProperty().bind(model.runningProperty().or(model.inVariationProperty().not()).or(model.main().sessionProperty().isNull()));
        MenuItem cancel = item(Messages.tr("ui.cancel.review"), null, "menu-review-cancel", model::cancel);
        cancel.disableProperty().bind(model.runningProperty().not());
        MenuItem remove = item(Messages.tr("ui.remove.computer.annotations"), null, "menu-review-remove", model::removeComputerMade);
        // nothing to remove in a record no review wrote into (it said so only after the click)
        remove.disableProperty().bind(model.removableProperty().not());
        MenuItem nextMistake = item(Messages.tr("ui.next.mistake"), "F8", "menu-next-mistake", () -> model.jump(true, 1));
        MenuItem prevMistake = item(Messages.tr("ui.previous.mistake"), "Shift+F8", "menu-previous-mistake", () -> model.jump(true, -1));
        MenuItem nextComment = item(Messages.tr("ui.next.commented.move"), "F7", "menu-next-comment", () -> model.jump(false, 1));
        MenuItem prevComment = item(Messages.tr("ui.previous.commented.move"), "Shift+F7", "menu-previous-comment", () -> model.jump(false, -1));
        MenuItem png = item(Messages.tr("ui.export.evaluation.graph.as.png"), null, "menu-export-graph", this::exportGraph);
        MenuItem spar = item(Messages.tr("ui.spar.from.here"), null, "menu-spar", sparring::start);
        MenuItem findItem = item(Messages.tr("ui.find"), "Shortcut+F", "menu-find", find::show);
        MenuItem findNext = item(Messages.tr("ui.find.next"), "F3", "menu-find-next", find::next);
        return List.of(review, line, cancel, remove, new SeparatorMenuItem(), nextMistake, prevMistake, nextComment, prevComment,
                png, new SeparatorMenuItem(), spar, new SeparatorMenuItem(), findItem, findNext);
    }

    /** Asks for a file and writes the graph there as a 1200 x 240 PNG. */
    private void exportGraph() {
        if (graph.points().isEmpty()) {
            model.main().say(Messages.tr("ui.no.evaluations.to.draw.review.the.game.first.stu"));
            return;
        }
        javafx.stage.FileChooser fc = new javafx.stage.FileChooser();
        fc.setTitle(Messages.tr("ui.export.evaluation.graph.as.png.acfb"));
        fc.getExtensionFilters().add(new javafx.stage.FileChooser.ExtensionFilter(Messages.tr("export.png"), "*.png"));
        fc.setInitialFileName("evaluation.png");
        // never over the open record or another Parlour record (docs/user-guide.md, "Files")
        java.nio.file.Path f = org.parlour.ui.export.ExportTarget.choose(graph.getScene() == null ? null : graph.getScene().getWindow(), fc)
                .orElse(null);
        if (f != null) {
            try {
                EvalGraphView.writePng(graph.render(1200, 240), f);
                model.main().say(Messages.tr("interchange.exported", f.getFileName().toString()));
            } catch (java.io.IOException e) {
                model.main().say(Messages.tr("reviewUi.couldNotExport", e.getMessage()));
            }
        }
    }

    private static MenuItem item(String text, String accel, String id, Runnable action) {
        return org.parlour.ui.MenuItems.item(text, accel, id, action);
    }
}
