package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.List;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.parlour.ui.analysis.AnalysisPane;
import org.parlour.ui.board.BoardView;
import org.parlour.ui.problem.ProblemPane;

/** The main window's menu bar, built from the view's parts; the menus call their commands. */
final class WindowMenus {
    private final MainView v;
    private final Stage stage;
    private final MainViewModel model;
    private final Prefs prefs;

    WindowMenus(MainView v, Stage stage, MainViewModel model, Prefs prefs) {
        this.v = v;
        this.stage = stage;
        this.model = model;
        this.prefs = prefs;
    }

    /** The menu bar: File, Edit, Navigate, View, Study, Learn, Help. */
    MenuBar build() {
        Menu edit = v.editor().editMenu();
        MenuItem keys = item(Messages.tr("ui.keys.881b"), null, v::editKeys);
        keys.setId("menu-keys");
        edit.getItems().addAll(new SeparatorMenuItem(), keys);
        MenuBar bar = new MenuBar(fileMenu(), edit, navigateMenu(), viewMenu(), studyMenu(),
                LearnMenu.create(v::openAsking, model::say), helpMenu());
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    /**
     * The File menu, in groups separated by lines: new and open, save, export, quit. A new
     * command goes into its group's list here (an import next to Open, say).
     */
    /** Ids of the File menu and of items other menus are placed by (found by id, never by their translated label). */
    static final String FILE_ID = "menu-file";
    static final String NEW_ID = "menu-new";
    static final String EXPORT_PNG_ID = "menu-export-png";
    static final String EXPORT_GIF_ID = "menu-export-gif";
    static final String EXPORT_SVG_ID = "menu-export-svg";
    static final String EXPORT_SHEET_ID = "menu-export-sheet";

    Menu fileMenu() {
        FileCommands files = v.files();
        ExportCommands exports = v.exports();
        List<List<MenuItem>> groups = List.of(
                List.of(item(Messages.tr("ui.new.record.1315"), "Shortcut+N", NEW_ID, files::newRecord),
                        item(Messages.tr("ui.open"), "Shortcut+O", files::chooseOpen),
                        files.recentMenu()),
                List.of(item(Messages.tr("ui.save"), "Shortcut+S", files::save),
                        item(Messages.tr("ui.save.as"), "Shortcut+Shift+S", files::saveAs)),
                List.of(item(Messages.tr("ui.export.position.as.png.a6d7"), null, EXPORT_PNG_ID, exports::exportPng),
                        item(Messages.tr("ui.export.line.as.animated.gif.e497"), null, EXPORT_GIF_ID, exports::exportGif),
                        item(Messages.tr("ui.export.position.as.svg"), null, EXPORT_SVG_ID, () -> org.parlour.ui.export.ExportActions.svg(stage,
                                v.boardView().shownDiagram(), v.document().file(), model::say)),
                        item(Messages.tr("ui.export.diagram.sheet.pdf"), null, EXPORT_SHEET_ID,
                                () -> org.parlour.ui.export.ExportActions.sheet(stage, v.document(), model::say))),
                List.of(item(Messages.tr("ui.quit"), "Shortcut+Q", () -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)))));
        Menu m = new Menu(Messages.tr("ui.file"));
        m.setId(FILE_ID);
        for (List<MenuItem> g : groups) {
            if (!m.getItems().isEmpty()) {
                m.getItems().add(new SeparatorMenuItem());
            }
            m.getItems().addAll(g);
        }
        return m;
    }

    private Menu navigateMenu() {
                Menu nav = new Menu(Messages.tr("ui.navigate"));
        nav.getItems().addAll(
                item(Messages.tr("ui.start"), "Home", model::toStart), item(Messages.tr("ui.back"), "Left", model::back),
                item(Messages.tr("ui.forward"), "Right", model::forward), item(Messages.tr("ui.end"), "End", model::toEnd),
                item(Messages.tr("ui.previous.fork"), "Shortcut+Left", model::previousFork),
                item(Messages.tr("ui.next.fork"), "Shortcut+Right", model::nextFork),
                item(Messages.tr("ui.variation.up"), "Up", () -> model.switchVariation(-1)),
                item(Messages.tr("ui.variation.down"), "Down", () -> model.switchVariation(1)),
                new SeparatorMenuItem(),
                item(Messages.tr("ui.autoplay.pause"), "Space", v::toggleAutoplay),
                item(Messages.tr("ui.pass"), "P", model::pass),
                new SeparatorMenuItem(),
                item(Messages.tr("ui.previous.chapter"), "Shortcut+Shift+P", () -> v.switchChapter(v.document().chapter() - 1)),
                item(Messages.tr("ui.next.chapter"), "Shortcut+Shift+N", v::nextChapter));
        return nav;
    }

    private Menu viewMenu() {
        BoardView boardView = v.boardView();
        CheckMenuItem heights = new CheckMenuItem(Messages.tr("ui.show.stack.heights"));
        heights.selectedProperty().bindBidirectional(model.board().showHeightsProperty());
        heights.disableProperty().bind(model.board().stacksProperty().not());
        CheckMenuItem coords = new CheckMenuItem(Messages.tr("ui.show.coordinates"));
        coords.selectedProperty().bindBidirectional(model.board().showCoordinatesProperty());
        CheckMenuItem anim = new CheckMenuItem(Messages.tr("ui.animate.moves"));
        anim.selectedProperty().bindBidirectional(boardView.animateProperty());
        anim.selectedProperty().addListener((o, a, b) -> prefs.put("animate", b));
        Menu speed = new Menu(Messages.tr("ui.animation.speed"));
        ToggleGroup speeds = new ToggleGroup();
        for (String[] s : new String[][] {{"Slow", "600"}, {"Normal", "320"}, {"Fast", "160"}}) {
            RadioMenuItem r = new RadioMenuItem(Messages.tr("view.speed." + s[0].toLowerCase(java.util.Locale.ROOT)));
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
        RadioMenuItem light = new RadioMenuItem(Messages.tr("ui.light.theme"));
        RadioMenuItem dark = new RadioMenuItem(Messages.tr("ui.dark.theme"));
        light.setToggleGroup(themes);
        dark.setToggleGroup(themes);
        light.setSelected(!MainView.DARK.equals(prefs.get("theme", MainView.LIGHT)));
        dark.setSelected(MainView.DARK.equals(prefs.get("theme", MainView.LIGHT)));
        light.setOnAction(e -> v.setTheme(MainView.LIGHT));
        dark.setOnAction(e -> v.setTheme(MainView.DARK));
        // the window's own keys, shown beside their items (KeyBindings: shown, not answered)
        heights.setAccelerator(KeyCombination.keyCombination("H"));
        anim.setAccelerator(KeyCombination.keyCombination("A"));
        CheckMenuItem studyMode = v.study().menuItem();
        studyMode.setAccelerator(KeyCombination.keyCombination("S"));
        Menu view = new Menu(Messages.tr("ui.view"));
        view.getItems().addAll(studyMode, new SeparatorMenuItem(),
                item(Messages.tr("ui.flip.rotate.board"), "F", v::rotate), heights, coords,
                new SeparatorMenuItem(), anim, speed, new SeparatorMenuItem(), light, dark,
                new SeparatorMenuItem(), LanguageMenu.build(prefs, model::say, model.languageChosenProperty()::set));
        return view;
    }

    private Menu helpMenu() {
        Menu helpMenu = new Menu(Messages.tr("ui.help"));
        helpMenu.getItems().addAll(item(Messages.tr("ui.userGuide"), "F1", "menu-user-guide", v::openUserGuide),
                item(Messages.tr("ui.keys.ed61"), "?", v::toggleHelp), item(Messages.tr("ui.log.open"), null, v::openLogFolder),
                item(Messages.tr("ui.about.parlour"), null, v::about));
        return helpMenu;
    }

    private Menu studyMenu() {
        ProblemPane problemPane = v.problemPane();
        AnalysisPane analysisPane = v.analysisPane();
        Menu study = new Menu(Messages.tr("ui.study"));
        study.getItems().addAll(analysisPane.menuItems());
        study.getItems().add(new SeparatorMenuItem());
        study.getItems().addAll(v.reviewUi().menuItems());
        study.getItems().addAll(v.guessPane().menuItems());
        study.getItems().add(new SeparatorMenuItem());
        java.util.List<MenuItem> train = new java.util.ArrayList<>(v.trainerPane().menuItems(v::train, v::exportTraining));
        train.stream().filter(i -> "menu-train".equals(i.getId())).forEach(i -> i.setAccelerator(KeyCombination.keyCombination("T")));
        MenuItem onOpen = item(Messages.tr("train.menu.open"), null, v::trainOnOpen);
        onOpen.setId("menu-train-open");
        train.add(1, onOpen);
        study.getItems().addAll(train);
        study.getItems().add(new SeparatorMenuItem());
        study.getItems().addAll(problemPane.menuItems());
        CheckMenuItem hide = new CheckMenuItem(Messages.tr("ui.hide.the.problem.s.solution.5b17"));
        hide.setId("menu-hide-solution");
        hide.selectedProperty().bindBidirectional(model.solutionHiddenProperty());
        hide.disableProperty().bind(problemPane.model().activeProperty().not());
        study.getItems().add(hide);
        MenuItem reset = item(Messages.tr("ui.scores.reset"), null, v::resetScores);
        reset.setId("menu-reset-scores");
        reset.disableProperty().bind(v.anyScoreProperty().not());
        study.getItems().add(reset);
        // Esc cancels a running review or analysis when it has nothing else to close (WindowKeys):
        // a fixed key, shown beside the items and answered by the window's key handler only
        for (MenuItem i : study.getItems()) {
            if ("menu-review-cancel".equals(i.getId()) || "menu-cancel-analysis".equals(i.getId())) {
                i.setAccelerator(KeyNames.shownOnly(KeyCombination.keyCombination("Esc")));
            }
        }
        return study;
    }

    private static MenuItem item(String text, String accel, String id, Runnable action) {
        return MenuItems.item(text, accel, id, action);
    }

    private static MenuItem item(String text, String accel, Runnable action) {
        return MenuItems.item(text, accel, null, action);
    }

    private static Runnable run(java.util.function.BooleanSupplier s) {
        return s::getAsBoolean;
    }

    private MenuItem item(String text, String accel, java.util.function.BooleanSupplier action) {
        return item(text, accel, run(action));
    }
}
