package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Slider;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.control.StatusBar;
import org.parlour.ui.analysis.AnalysisPane;
import org.parlour.ui.edit.Editor;
import org.parlour.ui.problem.ProblemPane;

/**
 * Parts of the main window built from the view model and bound to it: the toolbar, the side
 * panel and the status bar, and the status bar's progress rows ({@link #progressRow}, public for
 * the review's and the training export's).
 */
public final class WindowParts {
    private WindowParts() {
    }

    /**
     * A status bar's progress row, with the id {@code id}: {@code bar} (140 pixels wide, 14 high at
     * most), {@code label} (null: none) and {@code cancel} (its text "Cancel" given here), shown and
     * taking room only while {@code running} is true. The bar, the label and Cancel join the scene
     * when the row is first shown ({@link Deferred#children}); the row, the label and Cancel are
 * never narrower than their text (the status bar's message gives way first): a hidden progress bar still takes
     * its skin and CSS at the window's start (issue 32, docs/benchmarks.md). The review's row and the
     * training history export's were two copies of this.
     */
    public static HBox progressRow(String id, javafx.scene.control.ProgressBar bar, Label label, Button cancel,
            javafx.beans.value.ObservableBooleanValue running) {
        bar.setPrefWidth(140);
        bar.setMaxHeight(14);
        cancel.setText(Messages.tr("ui.cancel"));
        // as tall as the status bar's labels, so the bar keeps its height while the work runs
        cancel.setPadding(new Insets(0, 8, 0, 8));
        // the label and Cancel keep their whole text: the status bar's outcome and message give
        // way first (the review's were cut to "Reviewing move 12 of ..." and "C...")
        if (label != null) {
            label.setMinWidth(Region.USE_PREF_SIZE);
        }
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        HBox row = new HBox(8);
        row.setId(id);
        row.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        row.setPadding(new Insets(0, 6, 0, 6));
        row.setMinWidth(Region.USE_PREF_SIZE);
        row.visibleProperty().bind(running);
        row.managedProperty().bind(running);
        Deferred.children(row, label == null ? java.util.List.of(bar, cancel) : java.util.List.of(bar, label, cancel));
        return row;
    }

    /** The side: the problem pane, the move list, the current move's panel, the editor's tabs and the analysis. */
    static VBox side(MainViewModel model, Editor editor, ProblemPane problemPane, AnalysisPane analysisPane, StudyParts study) {
        MoveListView moves = new MoveListView(model);
        moves.setId("moves");
        moves.studyProperty().bind(study.studyProperty());
        VBox.setVgrow(moves, Priority.ALWAYS);
        Label current = new Label();
        current.setId("current-move");
        current.getStyleClass().add("current-move");
        current.textProperty().bind(model.texts().moveTextProperty());
        Label glyphs = new Label();
        glyphs.setId("glyphs");
        glyphs.getStyleClass().add("glyphs");
        glyphs.textProperty().bind(model.texts().glyphsProperty());
        HBox currentRow = new HBox(8, current, glyphs);
        Label next = new Label();
        next.getStyleClass().add("next-choice");
        next.textProperty().bind(model.texts().nextChoiceProperty());
        next.setWrapText(true);
        Label title = new Label(Messages.tr("ui.current.move.panel"));
        title.getStyleClass().add("panel-title");
        // the review's verdict at the mistake itself, not only on its better variation
        Label verdict = new Label();
        verdict.setId("review-verdict-here");
        verdict.setWrapText(true);
        // all its lines: squeezed by the panel it showed two and "…" at 1366x768 (a new user's
        // trial); the move list above gives the room
        verdict.setMinHeight(Region.USE_PREF_SIZE);
        verdict.textProperty().bind(model.texts().reviewVerdictProperty());
        verdict.visibleProperty().bind(verdict.textProperty().isNotEmpty());
        verdict.managedProperty().bind(verdict.visibleProperty());
        VBox panel = new VBox(4, title, currentRow, verdict, next);
        panel.getStyleClass().add("annotation-panel");
        panel.setPadding(new Insets(6));
        editor.attachContextMenu(moves);
        TabPane edit = editor.sidePane();
        VBox.setVgrow(edit, Priority.SOMETIMES);
        Tab analysisTab = new Tab(Messages.tr("ui.analysis"));
        ScrollPane analysisScroll = new ScrollPane(analysisPane);
        analysisScroll.setFitToWidth(true);
        // in the scene from the first time the Analysis tab is chosen (the window's start, issue 32)
        Deferred.content(analysisTab, analysisScroll);
        analysisTab.setClosable(false);
        edit.getTabs().add(analysisTab);
        analysisPane.setOnAnalyse(() -> edit.getSelectionModel().select(analysisTab));
        study.editOnly(panel, edit);
        VBox box = new VBox(problemPane, moves, panel, edit, study.readingPane());
        box.setMinWidth(220);
        box.setPrefWidth(300);
        return box;
    }

    /**
     * The status bar: the game and its rules, then the message, on the left; {@code progress} (the
     * review's and the training history export's, each shown while it runs), the outcome and the seat to move on the right. The game, the
     * rule options and the right-hand parts keep their whole text; the message takes the width
     * left and is cut with "..." when longer, its tooltip the whole message. (A long message used to
     * take the rule options' room, down to "tiers=0-2-5, isol…": a new user's trial could not read
     * them then; the message is the one with a tooltip.)
     */
    static StatusBar statusBar(MainViewModel model, javafx.scene.Node... progress) {
        StatusBar status = new StatusBar();
        status.setId("status");
        // it takes no keys and shows no focus: Tab landed on it and nothing on screen changed (f499c3c)
        status.setFocusTraversable(false);
        status.textProperty().bind(model.messageProperty());
        // the whole message, made on the first hover (the window's start, issue 32); the status
        // bar's tooltip is the one shown over any of its parts
        Deferred.tooltip(status, model.messageProperty());
        Label game = label(model.texts().gameTextProperty(), "status-game");
        Label rules = label(model.texts().rulesTextProperty(), "status-rules");
        Label toMove = label(model.texts().toMoveTextProperty(), "status-to-move");
        Label outcome = label(model.texts().outcomeTextProperty(), "status-outcome");
        // a long outcome ("Black wins (queen on the throne and six guards on ring 1)") gives way,
        // to "...", with its whole text in its tooltip: a review's progress and its Cancel beside
        // it were cut to "Reviewing move 12 of ..." and "C..." (a new user's trial)
        outcome.setMinWidth(0);
        outcome.setTextOverrun(javafx.scene.control.OverrunStyle.ELLIPSIS);
        Deferred.tooltip(outcome, model.texts().outcomeTextProperty());
        // a separator before the message too: "tiers=0-2-5, isolated=off Opened course.json." read as one text
        status.getLeftItems().addAll(game, new Separator(Orientation.VERTICAL), rules, new Separator(Orientation.VERTICAL));
        status.getRightItems().addAll(progress);
        status.getRightItems().addAll(outcome, new Separator(Orientation.VERTICAL), toMove);
        status.skinProperty().addListener((o, was, skin) -> {
            if (status.lookup(".status-label") instanceof Label said) {
                // the message gives way, to "...", before anything else in the bar
                said.setMinWidth(0);
                said.setTextOverrun(javafx.scene.control.OverrunStyle.ELLIPSIS);
            }
        });
        return status;
    }

    private static Label label(javafx.beans.value.ObservableValue<String> text, String id) {
        Label l = new Label();
        l.setId(id);
        l.textProperty().bind(text);
        l.setPadding(new Insets(0, 6, 0, 6));
        // the game, the rule options and the seat never shrink to "…": the message gives way
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    /**
     * The toolbar: navigation, undo and redo, autoplay and its speed, flip, the chapter box, the
     * move field and Pass.
     */
    static ToolBar toolbar(MainView v, MainViewModel model, Editor editor, TextField moveField, ChapterBox chapterBox) {
        Button start = button("|\u25C0", Messages.tr("ui.start.home"), model::toStart);
        Button back = button("\u25C0", Messages.tr("ui.back.c402"), model::back);
        Button fwd = button("\u25B6", Messages.tr("ui.forward.8cba"), model::forward);
        Button end = button("\u25B6|", Messages.tr("ui.end.end"), model::toEnd);
        start.setId("tool-start");
        back.setId("tool-back");
        fwd.setId("tool-forward");
        end.setId("tool-end");
        ToggleButton play = new ToggleButton(Messages.tr("ui.autoplay"));
        play.setId("tool-autoplay");
        Deferred.tooltip(play, Messages.tr("ui.play.the.shown.line.from.here.space"));
        play.selectedProperty().bindBidirectional(model.autoplayProperty());
        TabStops.button(play);
        Slider speed = new Slider(-1, 1, Math.log10(model.secondsPerMoveProperty().get()));
        speed.setPrefWidth(90);
        speed.setId("tool-speed");
        TabStops.stop(speed);
        Label speedText = new Label();
        speed.valueProperty().addListener((o, a, b) -> model.secondsPerMoveProperty().set(Math.round(Math.pow(10, b.doubleValue()) * 10) / 10.0));
        model.secondsPerMoveProperty().addListener((o, a, b) -> {
            speedText.setText(Messages.tr("status.secondsPerMove", String.format(Messages.locale(), "%.1f", b.doubleValue())));
            if (Math.abs(Math.log10(b.doubleValue()) - speed.getValue()) > 0.05) {
                speed.setValue(Math.log10(b.doubleValue()));
            }
        });
        speedText.setText(Messages.tr("status.secondsPerMove", String.format(Messages.locale(), "%.1f", model.secondsPerMoveProperty().get())));
        Deferred.tooltip(speed, Messages.tr("ui.autoplay.speed.0.1.to.10.seconds.per.move.and"));
        // "1,0 s" in French, short for the toolbar at 1024 pixels: the tooltip says per move
        Deferred.tooltip(speedText, Messages.tr("ui.autoplay.speed.0.1.to.10.seconds.per.move.and"));
        Button rotate = button("\u21BB", Messages.tr("ui.flip.rotate.the.board.f"), v::rotate);
        rotate.setId("tool-flip");
        // an example in the open game's own notation (rules.md §6): "@i9" in Conspirateurs, not
        // Agora's "b1-c2" for every game (a new user's trial); it follows the open record's game
        moveField.setPromptText(movePrompt(model.session().orElse(null)));
        model.sessionProperty().addListener((o, a, b) -> {
            moveField.setPromptText(movePrompt(b));
            // a move typed for the record that was open is not one for this one (a trial's
            // "zz-q9" stayed after another record opened)
            moveField.clear();
        });
        moveField.setId("move-field");
        moveField.setPrefColumnCount(10);
        moveField.setOnAction(e -> {
            Optional<String> err = model.playText(moveField.getText());
            if (err.isEmpty()) {
                // the field keeps the keys for the next move (a new user's trial typed a reply
                // after Enter: with the keys on the board its digits set glyphs and F turned the
                // board); Escape gives them back to the board
                moveField.clear();
            }
        });
        Button pass = button(Messages.tr("ui.pass"), Messages.tr("ui.pass.when.that.is.the.only.legal.move.p"), model::pass);
        pass.setId("tool-pass");
        HBox spacer = new HBox();
        // the chapter box (Priority.ALWAYS) takes the free room first, up to its widest
        HBox.setHgrow(spacer, Priority.SOMETIMES);
        ToolBar bar = new ToolBar(v.study().toggleButton(), new Separator(Orientation.VERTICAL),
                start, back, fwd, end, new Separator(Orientation.VERTICAL));
        java.util.List<javafx.scene.Node> editing = editor.toolbarItems();
        v.study().editOnly(editing.toArray(new javafx.scene.Node[0]));
        bar.getItems().addAll(editing);
        bar.getItems().addAll(new Separator(Orientation.VERTICAL), play, speed, speedText,
                new Separator(Orientation.VERTICAL), rotate, new Separator(Orientation.VERTICAL), chapterBox,
                spacer, new Label(Messages.tr("ui.move")), moveField, pass);
        // hidden for a single record: in the toolbar from the first collection (issue 32)
        Deferred.inPlace(bar.getItems(), chapterBox);
        // every item keeps its whole text: short of room, the toolbar cut the French labels to
        // "Étu…", "Lecture a…", "1,0 s/co…" and the start and end buttons to "…" at 1024x768 (a
        // keyboard trial); the chapter box alone gives way (its tooltip and list have the name whole)
        for (javafx.scene.Node n : bar.getItems()) {
            if (n instanceof Region r && n != chapterBox && n != spacer) {
                r.setMinWidth(Region.USE_PREF_SIZE);
            }
        }
        return bar;
    }

    /**
     * The move field's placeholder for {@code session}'s game: an example move in that game's
     * notation (rules.md §6), from the key {@code ui.movePrompt.<game id>}; Agora's when there is
     * no session or the game has no key of its own.
     */
    static String movePrompt(org.parlour.study.StudySession session) {
        String key = session == null ? null : "ui.movePrompt." + session.game().id();
        return Messages.tr(key != null && Messages.has(key) ? key : "ui.movePrompt.agora");
    }

    private static Button button(String text, String tip, Runnable action) {
        Button b = new Button(text);
        Deferred.tooltip(b, tip);
        // a stop of Tab (a keyboard-only trial reached no toolbar button); a click leaves the keys where they were
        TabStops.button(b);
        b.setOnAction(e -> action.run());
        return b;
    }

    private static Button button(String text, String tip, java.util.function.BooleanSupplier action) {
        return button(text, tip, (Runnable) action::getAsBoolean);
    }
}
