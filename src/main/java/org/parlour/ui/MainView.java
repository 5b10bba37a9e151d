package org.parlour.ui;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.Separator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.controlsfx.control.StatusBar;
import org.parlour.ui.board.BoardFrame;
import org.parlour.document.Autosave;
import org.parlour.document.Document;
import org.parlour.ui.board.BoardView;
import org.parlour.ui.edit.Editor;
import org.parlour.study.StudySession;

/**
 * The main window: menus and toolbar on top, the board in the centre, the move list and the
 * annotation panel at the side, the status bar below. It binds to {@link MainViewModel} and
 * turns keys, menus and drops into its commands; files go through {@link RecordFiles}.
 */
public final class MainView {
    private static final String LIGHT = "light.css";
    private static final String DARK = "dark.css";

    private final Stage stage;
    private final MainViewModel model;
    private final Prefs prefs;
    private final BorderPane root = new BorderPane();
    private final BoardView boardView;
    private final StatusBar status = new StatusBar();
    private final TextField moveField = new TextField();
    private final StackPane boardPane;
    private final VBox help = new VBox(8);
    private final PauseTransition autoplayTick = new PauseTransition();
    private final Editor editor;
    private final org.parlour.ui.problem.ProblemPane problemPane;
    private final org.parlour.ui.analysis.AnalysisPane analysisPane;
    private final Document document;
    private final FileCommands files;
    private String theme;
    private final javafx.scene.control.ComboBox<String> chapterBox = new javafx.scene.control.ComboBox<>();
    private boolean choosingChapter;

    public MainView(Stage stage, MainViewModel model, Prefs prefs) {
        this.stage = stage;
        this.model = model;
        this.prefs = prefs;
        boardView = new BoardView(model.board());
        boardView.setId("board");
        boardView.animateProperty().set(prefs.get("animate", true));
        boardView.moveMillisProperty().set(prefs.get("moveMillis", 320.0));
        document = new Document(new Autosave(Autosave.defaultDir(), msg -> Platform.runLater(() -> model.say(msg))));
        editor = new Editor(stage, model, boardView, document);
        files = new FileCommands(stage, model, document, editor, prefs, this::refresh);
        problemPane = new org.parlour.ui.problem.ProblemPane(model);
        analysisPane = new org.parlour.ui.analysis.AnalysisPane(model);
        buildHelp();
        boardPane = new StackPane(boardView, help);
        boardPane.getStyleClass().add("board-pane");
        SplitPane split = new SplitPane(boardPane, side());
        split.setDividerPositions(0.7);
        SplitPane.setResizableWithParent(split.getItems().get(1), false);
        root.setTop(new VBox(menus(), toolbar()));
        root.setCenter(split);
        root.setBottom(statusBar());
        root.getStyleClass().add("parlour");
        model.revisionProperty().addListener(o -> updateTitle());
        model.sessionProperty().addListener((o, was, is) -> {
            document.adopt(is);
            updateTitle();
        });
        autoplayTick.setOnFinished(e -> autoplayStep());
        model.autoplayProperty().addListener((o, a, b) -> {
            model.board().interactiveProperty().set(!b);
            if (b) {
                autoplayStep();
            } else {
                autoplayTick.stop();
            }
        });
        editor.guardClose(files::save);
        theme = prefs.get("theme", LIGHT);
        updateTitle();
    }

    public Parent root() {
        return root;
    }

    public BoardView boardView() {
        return boardView;
    }

    /** The problem pane (org.parlour.ui.problem). */
    public org.parlour.ui.problem.ProblemPane problemPane() {
        return problemPane;
    }

    /** The analysis pane (org.parlour.ui.analysis). */
    public org.parlour.ui.analysis.AnalysisPane analysisPane() {
        return analysisPane;
    }

    /** The move-tree editor (org.parlour.ui.edit): menus, keys, panes, autosave. */
    public Editor editor() {
        return editor;
    }

    /** The open document (file, chapters, saved point, autosave). */
    public Document document() {
        return document;
    }

    /** The File menu's commands and dialogs. */
    public FileCommands files() {
        return files;
    }

    /** True while the record has changes that are not saved. */
    public boolean isDirty() {
        return document.isDirty();
    }

    /** After a crash: offers the work found by autosave, and opens it as unsaved work. */
    public void offerRecovery() {
        files.offerRecovery();
    }

    /**
     * Opens recovered work as unsaved changes of its file: for a collection, at the chapter that
     * was being edited, with the other chapters as they were, so saving loses none of them.
     *
     * @return empty when done, else what went wrong
     */
    public Optional<String> recover(Autosave.Recovered r) {
        return files.recover(r, false);
    }

    /** Installs keys, drag and drop and the theme on the scene. */
    public void install(Scene scene) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, this::key);
        scene.addEventFilter(KeyEvent.KEY_TYPED, this::typed);
        editor.install(scene);
        scene.setOnDragOver(e -> {
            if (e.getDragboard().hasFiles()) {
                e.acceptTransferModes(TransferMode.COPY);
            }
            e.consume();
        });
        scene.setOnDragDropped(e -> {
            List<File> dropped = e.getDragboard().hasFiles() ? e.getDragboard().getFiles() : List.of();
            e.setDropCompleted(!dropped.isEmpty());
            e.consume();
            if (!dropped.isEmpty()) {
                Platform.runLater(() -> openAsking(dropped.get(0).toPath()));
            }
        });
        applyTheme(scene);
    }

    // Layout

    private MenuBar menus() {
        Menu fileMenu = new Menu("_File");
        fileMenu.getItems().addAll(
                item("_New Record\u2026", "Shortcut+N", files::newRecord),
                item("_Open\u2026", "Shortcut+O", files::chooseOpen),
                files.recentMenu(),
                new SeparatorMenuItem(),
                item("_Save", "Shortcut+S", files::save),
                item("Save _As\u2026", "Shortcut+Shift+S", files::saveAs),
                new SeparatorMenuItem(),
                item("Export Position as _PNG\u2026", null, this::exportPng),
                item("Export Line as Animated _GIF\u2026", null, this::exportGif),
                new SeparatorMenuItem(),
                item("_Quit", "Shortcut+Q", () -> stage.fireEvent(new javafx.stage.WindowEvent(stage,
                        javafx.stage.WindowEvent.WINDOW_CLOSE_REQUEST))));
        Menu nav = new Menu("_Navigate");
        nav.getItems().addAll(
                item("Start", null, model::toStart), item("Back", null, model::back),
                item("Forward", null, model::forward), item("End", null, model::toEnd),
                item("Previous Fork", null, model::previousFork), item("Next Fork", null, model::nextFork),
                item("Variation Up", null, () -> model.switchVariation(-1)),
                item("Variation Down", null, () -> model.switchVariation(1)),
                new SeparatorMenuItem(),
                item("Autoplay / Pause", null, this::toggleAutoplay),
                item("Pass", null, model::pass),
                new SeparatorMenuItem(),
                item("Previous C_hapter", "Shortcut+Shift+P", () -> switchChapter(document.chapter() - 1)),
                item("Next Cha_pter", "Shortcut+Shift+N", () -> switchChapter(document.chapter() + 1)));
        CheckMenuItem heights = new CheckMenuItem("Show Stack _Heights");
        heights.selectedProperty().bindBidirectional(model.board().showHeightsProperty());
        CheckMenuItem coords = new CheckMenuItem("Show _Coordinates");
        coords.selectedProperty().bindBidirectional(model.board().showCoordinatesProperty());
        CheckMenuItem anim = new CheckMenuItem("_Animate Moves");
        anim.selectedProperty().bindBidirectional(boardView.animateProperty());
        anim.selectedProperty().addListener((o, a, b) -> prefs.put("animate", b));
        Menu speed = new Menu("Animation _Speed");
        ToggleGroup speeds = new ToggleGroup();
        for (String[] s : new String[][] {{"Slow", "600"}, {"Normal", "320"}, {"Fast", "160"}}) {
            RadioMenuItem r = new RadioMenuItem(s[0]);
            r.setToggleGroup(speeds);
            double ms = Double.parseDouble(s[1]);
            r.setSelected(Math.abs(boardView.moveMillisProperty().get() - ms) < 1);
            r.setOnAction(e -> {
                boardView.moveMillisProperty().set(ms);
                prefs.put("moveMillis", ms);
            });
            speed.getItems().add(r);
        }
        ToggleGroup themes = new ToggleGroup();
        RadioMenuItem light = new RadioMenuItem("_Light Theme");
        RadioMenuItem dark = new RadioMenuItem("_Dark Theme");
        light.setToggleGroup(themes);
        dark.setToggleGroup(themes);
        light.setSelected(!DARK.equals(prefs.get("theme", LIGHT)));
        dark.setSelected(DARK.equals(prefs.get("theme", LIGHT)));
        light.setOnAction(e -> setTheme(LIGHT));
        dark.setOnAction(e -> setTheme(DARK));
        Menu view = new Menu("_View");
        view.getItems().addAll(item("_Flip / Rotate Board", null, this::rotate), heights, coords,
                new SeparatorMenuItem(), anim, speed, new SeparatorMenuItem(), light, dark);
        Menu helpMenu = new Menu("_Help");
        helpMenu.getItems().addAll(item("_Keys", null, this::toggleHelp), item("_About Parlour", null, this::about));
        Menu study = new Menu("_Study");
        study.getItems().addAll(analysisPane.menuItems());
        study.getItems().add(new SeparatorMenuItem());
        study.getItems().addAll(problemPane.menuItems());
        CheckMenuItem hide = new CheckMenuItem("_Hide the Problem's Solution");
        hide.setId("menu-hide-solution");
        hide.selectedProperty().bindBidirectional(model.solutionHiddenProperty());
        hide.disableProperty().bind(problemPane.model().activeProperty().not());
        study.getItems().add(hide);
        MenuBar bar = new MenuBar(fileMenu, editor.editMenu(), nav, view, study, LearnMenu.create(this::openAsking, model::say), helpMenu);
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    private static MenuItem item(String text, String accel, Runnable action) {
        MenuItem m = new MenuItem(text);
        if (accel != null) {
            m.setAccelerator(KeyCombination.keyCombination(accel));
        }
        m.setOnAction(e -> action.run());
        return m;
    }

    private static Runnable run(java.util.function.BooleanSupplier s) {
        return s::getAsBoolean;
    }

    private MenuItem item(String text, String accel, java.util.function.BooleanSupplier action) {
        return item(text, accel, run(action));
    }

    private ToolBar toolbar() {
        Button start = button("|\u25C0", "Start (Home)", model::toStart);
        Button back = button("\u25C0", "Back (\u2190)", model::back);
        Button fwd = button("\u25B6", "Forward (\u2192)", model::forward);
        Button end = button("\u25B6|", "End (End)", model::toEnd);
        ToggleButton play = new ToggleButton("Autoplay");
        play.setTooltip(new Tooltip("Play the shown line from here (Space)"));
        play.selectedProperty().bindBidirectional(model.autoplayProperty());
        play.setFocusTraversable(false);
        Slider speed = new Slider(-1, 1, Math.log10(model.secondsPerMoveProperty().get()));
        speed.setPrefWidth(110);
        speed.setFocusTraversable(false);
        Label speedText = new Label();
        speed.valueProperty().addListener((o, a, b) -> model.secondsPerMoveProperty().set(Math.round(Math.pow(10, b.doubleValue()) * 10) / 10.0));
        model.secondsPerMoveProperty().addListener((o, a, b) -> {
            speedText.setText(String.format("%.1f s/move", b.doubleValue()));
            if (Math.abs(Math.log10(b.doubleValue()) - speed.getValue()) > 0.05) {
                speed.setValue(Math.log10(b.doubleValue()));
            }
        });
        speedText.setText(String.format("%.1f s/move", model.secondsPerMoveProperty().get()));
        speed.setTooltip(new Tooltip("Autoplay speed: 0.1 to 10 seconds per move ([ and ])"));
        Button rotate = button("\u21BB", "Flip / rotate the board (F)", this::rotate);
        moveField.setPromptText("type a move, e.g. b1-c2");
        moveField.setId("move-field");
        moveField.setPrefColumnCount(12);
        moveField.setOnAction(e -> {
            Optional<String> err = model.playText(moveField.getText());
            if (err.isEmpty()) {
                moveField.clear();
                boardView.requestFocus();
            }
        });
        Button pass = button("Pass", "Pass, when that is the only legal move (P)", model::pass);
        HBox spacer = new HBox();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        ToolBar bar = new ToolBar(start, back, fwd, end, new Separator(Orientation.VERTICAL));
        bar.getItems().addAll(editor.toolbarItems());
        bar.getItems().addAll(new Separator(Orientation.VERTICAL), play, speed, speedText,
                new Separator(Orientation.VERTICAL), rotate, new Separator(Orientation.VERTICAL), chapterBox,
                spacer, new Label("Move:"), moveField, pass);
        chapterBox.setId("chapter-box");
        chapterBox.setMaxWidth(240);
        chapterBox.setPrefWidth(240);
        chapterBox.setTooltip(new Tooltip("Chapter of this collection (Ctrl+Shift+P / Ctrl+Shift+N)"));
        chapterBox.setFocusTraversable(false);
        chapterBox.setVisible(false);
        chapterBox.setManaged(false);
        chapterBox.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            if (!choosingChapter && b.intValue() >= 0 && b.intValue() != document.chapter()) {
                switchChapter(b.intValue());
            }
        });
        return bar;
    }

    private static Button button(String text, String tip, Runnable action) {
        Button b = new Button(text);
        b.setTooltip(new Tooltip(tip));
        b.setFocusTraversable(false);
        b.setOnAction(e -> action.run());
        return b;
    }

    private Button button(String text, String tip, java.util.function.BooleanSupplier action) {
        return button(text, tip, run(action));
    }

    private VBox side() {
        MoveListView moves = new MoveListView(model);
        moves.setId("moves");
        VBox.setVgrow(moves, Priority.ALWAYS);
        Label current = new Label();
        current.setId("current-move");
        current.getStyleClass().add("current-move");
        current.textProperty().bind(model.moveTextProperty());
        Label glyphs = new Label();
        glyphs.setId("glyphs");
        glyphs.getStyleClass().add("glyphs");
        glyphs.textProperty().bind(model.glyphsProperty());
        HBox currentRow = new HBox(8, current, glyphs);
        Label next = new Label();
        next.getStyleClass().add("next-choice");
        next.textProperty().bind(model.nextChoiceProperty());
        next.setWrapText(true);
        Label title = new Label("Comment and annotations");
        title.getStyleClass().add("panel-title");
        VBox panel = new VBox(4, title, currentRow, next);
        panel.getStyleClass().add("annotation-panel");
        panel.setPadding(new Insets(6));
        editor.attachContextMenu(moves);
        javafx.scene.control.TabPane edit = editor.sidePane();
        VBox.setVgrow(edit, Priority.SOMETIMES);
        javafx.scene.control.Tab analysisTab = new javafx.scene.control.Tab("Analysis",
                new javafx.scene.control.ScrollPane(analysisPane));
        ((javafx.scene.control.ScrollPane) analysisTab.getContent()).setFitToWidth(true);
        analysisTab.setClosable(false);
        edit.getTabs().add(analysisTab);
        analysisPane.setOnAnalyse(() -> edit.getSelectionModel().select(analysisTab));
        VBox box = new VBox(problemPane, moves, panel, edit);
        box.setMinWidth(220);
        box.setPrefWidth(300);
        return box;
    }

    private StatusBar statusBar() {
        status.setId("status");
        status.textProperty().bind(model.messageProperty());
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(model.messageProperty());
        status.setTooltip(whole);
        Label game = label(model.gameTextProperty(), "status-game");
        Label rules = label(model.rulesTextProperty(), "status-rules");
        Label toMove = label(model.toMoveTextProperty(), "status-to-move");
        Label outcome = label(model.outcomeTextProperty(), "status-outcome");
        status.getLeftItems().addAll(game, new Separator(Orientation.VERTICAL), rules);
        status.getRightItems().addAll(outcome, new Separator(Orientation.VERTICAL), toMove);
        return status;
    }

    private static Label label(javafx.beans.value.ObservableValue<String> text, String id) {
        Label l = new Label();
        l.setId(id);
        l.textProperty().bind(text);
        l.setPadding(new Insets(0, 6, 0, 6));
        // the game, rules and seat never shrink to "…": a long message is what gets cut
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private void buildHelp() {
        help.getStyleClass().add("help-overlay");
        help.setAlignment(Pos.CENTER);
        help.setMaxSize(620, 480);
        Label title = new Label("Keys");
        title.getStyleClass().add("help-title");
        GridPane grid = new GridPane();
        grid.setHgap(16);
        grid.setVgap(4);
        int row = 0;
        for (Keys.Binding b : Keys.ALL) {
            Label k = new Label(b.key());
            k.getStyleClass().add("help-key");
            Label a = new Label(b.action());
            a.setWrapText(true);
            a.setMaxWidth(400);
            grid.addRow(row++, k, a);
        }
        Label close = new Label("Press ? or Esc to close");
        help.getChildren().addAll(title, grid, close);
        help.setVisible(false);
        help.setOnMouseClicked(e -> help.setVisible(false));
    }

    // Keys

    private void key(KeyEvent e) {
        // keys typed into a text box belong to it, even when it is empty; only Esc leaves it
        if (e.getTarget() instanceof TextInputControl && e.getCode() != KeyCode.ESCAPE) {
            return;
        }
        boolean ctrl = e.isShortcutDown();
        boolean handled = true;
        switch (e.getCode()) {
            case LEFT -> {
                if (ctrl) {
                    model.previousFork();
                } else {
                    model.back();
                }
            }
            case RIGHT -> {
                if (ctrl) {
                    model.nextFork();
                } else {
                    model.forward();
                }
            }
            case HOME -> model.toStart();
            case END -> model.toEnd();
            case UP -> model.switchVariation(-1);
            case DOWN -> model.switchVariation(1);
            case ESCAPE -> {
                help.setVisible(false);
                model.board().clearSelection();
                boardView.requestFocus();
            }
            case SPACE -> toggleAutoplay();
            case ENTER, M -> {
                moveField.requestFocus();
            }
            default -> handled = false;
        }
        if (handled) {
            e.consume();
        }
    }

    private void typed(KeyEvent e) {
        if (e.getTarget() instanceof TextInputControl || e.isShortcutDown()) {
            return;
        }
        switch (e.getCharacter()) {
            case "?" -> toggleHelp();
            case "f", "F" -> rotate();
            case "h", "H" -> model.board().showHeightsProperty().set(!model.board().showHeightsProperty().get());
            case "a", "A" -> boardView.animateProperty().set(!boardView.animateProperty().get());
            case "p", "P" -> model.pass();
            case "-" -> model.foldAtCursor(true);
            case "+", "=" -> model.foldAtCursor(false);
            case "[" -> model.secondsPerMoveProperty().set(Math.min(10, round(model.secondsPerMoveProperty().get() * 1.5)));
            case "]" -> model.secondsPerMoveProperty().set(Math.max(0.1, round(model.secondsPerMoveProperty().get() / 1.5)));
            default -> {
                return;
            }
        }
        e.consume();
    }

    private static double round(double s) {
        return Math.round(s * 10) / 10.0;
    }

    /** Shows or hides the list of keys. */
    public void toggleHelp() {
        help.setVisible(!help.isVisible());
    }

    public boolean isHelpShowing() {
        return help.isVisible();
    }

    private void rotate() {
        model.board().rotationProperty().set(model.board().rotationProperty().get() + rotationStep());
    }

    /** Half a turn for squares and points, which is a flip; a sixth of a turn for hexes. */
    private int rotationStep() {
        return model.board().shapeProperty().get() != null
                && model.board().shapeProperty().get().geometry() == org.parlour.core.BoardShape.Geometry.HEXES ? 1 : 2;
    }

    private void toggleAutoplay() {
        model.autoplayProperty().set(!model.autoplayProperty().get());
    }

    private void autoplayStep() {
        if (!model.autoplayProperty().get()) {
            return;
        }
        autoplayTick.setDuration(Duration.seconds(model.secondsPerMoveProperty().get()));
        autoplayTick.playFromStart();
        if (!model.forward()) {
            model.autoplayProperty().set(false);
            model.say("Autoplay reached the end of the line.");
        }
    }

    // Themes

    /** Switches to {@code light.css} or {@code dark.css} and remembers it. */
    void setTheme(String name) {
        theme = name;
        prefs.put("theme", name);
        if (root.getScene() != null) {
            applyTheme(root.getScene());
        }
    }

    private void applyTheme(Scene scene) {
        scene.getStylesheets().setAll(css("parlour.css"), css(theme));
    }

    private static String css(String name) {
        return MainView.class.getResource(name).toExternalForm();
    }

    // Files

    private void updateTitle() {
        stage.setTitle(document.title());
    }

    /** After a file command: the title and the chapter box show the document. */
    private void refresh() {
        updateTitle();
        choosingChapter = true;
        List<String> names = document.chapterNames();
        chapterBox.getItems().setAll(names);
        chapterBox.setVisible(!names.isEmpty());
        chapterBox.setManaged(!names.isEmpty());
        if (!names.isEmpty()) {
            chapterBox.getSelectionModel().select(document.chapter());
        }
        choosingChapter = false;
    }

    /** Opens a record file; problems are shown, and the valid part is loaded. */
    public void openFile(Path path) {
        files.open(path);
    }

    /**
     * Opens chapter {@code index} of the open collection. Unsaved changes to the current chapter
     * are asked about first (Save writes the whole collection); Cancel stays where it is.
     */
    public void switchChapter(int index) {
        files.switchChapter(index);
    }

    /** The open collection's chapter shown now, 0-based (0 for a single record). */
    public int chapter() {
        return document.chapter();
    }

    /** Opens {@code path} after asking Save / Discard / Cancel when there are unsaved changes. */
    public void openAsking(Path path) {
        files.openAsking(path);
    }

    /** Saves the session to {@code path} and makes it the window's file. */
    public void saveTo(Path path) {
        files.saveTo(path);
    }

    // Export

    /** The PNG of the position as shown (markup and last move included), {@code size} pixels wide. */
    public Image positionImage(int width, int height) {
        BoardFrame f = boardView.currentFrame();
        return boardView.render(f.forExport(f.picture(), f.lastMove(), f.markup()), width, height);
    }

    private void exportPng() {
        if (model.session().isEmpty()) {
            return;
        }
        FileChooser fc = new FileChooser();
        fc.setTitle("Export Position as PNG");
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("PNG image", "*.png"));
        fc.setInitialFileName("position.png");
        File f = fc.showSaveDialog(stage);
        if (f != null) {
            try {
                Exporter.png(positionImage(800, 800), f.toPath());
                model.say("Exported " + f.getName() + ".");
            } catch (IOException e) {
                files.error("Could not export", e.getMessage());
            }
        }
    }

    /** Frames of the shown line from the start to the cursor's line end, as on screen. */
    public List<Image> lineFrames(int width, int height) {
        List<Image> frames = new ArrayList<>();
        StudySession s = model.session().orElseThrow();
        BoardFrame base = boardView.currentFrame();
        for (long id : s.shownLine()) {
            Object pos = s.position(id);
            frames.add(boardView.render(base.forExport(s.game().picture(pos), MainViewModel.pathTo(s, id),
                    MainViewModel.marks(s.data(id).markup())), width, height));
        }
        return frames;
    }

    private void exportGif() {
        if (model.session().isEmpty()) {
            return;
        }
        FileChooser fc = new FileChooser();
        fc.setTitle("Export Line as Animated GIF");
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter("GIF image", "*.gif"));
        fc.setInitialFileName("line.gif");
        File f = fc.showSaveDialog(stage);
        if (f != null) {
            try {
                Exporter.gif(lineFrames(480, 480), (int) (model.secondsPerMoveProperty().get() * 1000), f.toPath());
                model.say("Exported " + f.getName() + ".");
            } catch (IOException e) {
                files.error("Could not export", e.getMessage());
            }
        }
    }

    private void about() {
        Alert a = new Alert(Alert.AlertType.INFORMATION,
                "Parlour: a study tool and game-record editor for Agora, Tournament (Agon) and Conspirateurs.");
        a.initOwner(stage);
        a.setHeaderText("Parlour");
        a.show();
    }

    /**
     * Opens imported games (File > Import, Paste Game Text) as a new untitled record, or an
     * untitled collection when there are several, after asking about unsaved changes.
     *
     * @return false when the user kept the current work
     */
    public boolean openImported(org.parlour.study.RecordCollection games, String name) {
        if (!editor.mayDropWork("opening " + name)) {
            return false;
        }
        file = null;
        collection = games.chapters().size() == 1 ? org.parlour.study.RecordCollection.of("", List.of()) : games;
        chapter = 0;
        refreshChapters();
        chapterFolds.clear();
        model.open(RecordFiles.open(games, 0));
        editor.replaced(Optional.empty());
        updateTitle();
        model.say("Imported " + name + (games.chapters().size() == 1 ? "" : ": " + games.chapters().size() + " games") + ".");
        return true;
    }
}
