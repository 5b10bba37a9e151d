package org.parlour.ui;

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
        MenuItem keys = item("_Keys\u2026", null, v::editKeys);
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
    Menu fileMenu() {
        FileCommands files = v.files();
        ExportCommands exports = v.exports();
        List<List<MenuItem>> groups = List.of(
                List.of(item("_New Record\u2026", "Shortcut+N", files::newRecord),
                        item("_Open\u2026", "Shortcut+O", files::chooseOpen),
                        files.recentMenu()),
                List.of(item("_Save", "Shortcut+S", files::save),
                        item("Save _As\u2026", "Shortcut+Shift+S", files::saveAs)),
                List.of(item("Export Position as _PNG\u2026", null, exports::exportPng),
                        item("Export Line as Animated _GIF\u2026", null, exports::exportGif),
                        item("Export Position as S_VG\u2026", null, () -> org.parlour.ui.export.ExportActions.svg(stage,
                                v.boardView().shownDiagram(), model::say)),
                        item("Export _Diagram Sheet (PDF)\u2026", null,
                                () -> org.parlour.ui.export.ExportActions.sheet(stage, v.document(), model::say))),
                List.of(item("_Quit", "Shortcut+Q", () -> stage.fireEvent(new WindowEvent(stage, WindowEvent.WINDOW_CLOSE_REQUEST)))));
        Menu m = new Menu("_File");
        for (List<MenuItem> g : groups) {
            if (!m.getItems().isEmpty()) {
                m.getItems().add(new SeparatorMenuItem());
            }
            m.getItems().addAll(g);
        }
        return m;
    }

    private Menu navigateMenu() {
                Menu nav = new Menu("_Navigate");
        nav.getItems().addAll(
                item("Start", null, model::toStart), item("Back", null, model::back),
                item("Forward", null, model::forward), item("End", null, model::toEnd),
                item("Previous Fork", null, model::previousFork), item("Next Fork", null, model::nextFork),
                item("Variation Up", null, () -> model.switchVariation(-1)),
                item("Variation Down", null, () -> model.switchVariation(1)),
                new SeparatorMenuItem(),
                item("Autoplay / Pause", null, v::toggleAutoplay),
                item("Pass", null, model::pass),
                new SeparatorMenuItem(),
                item("Previous C_hapter", "Shortcut+Shift+P", () -> v.switchChapter(v.document().chapter() - 1)),
                item("Next Cha_pter", "Shortcut+Shift+N", () -> v.switchChapter(v.document().chapter() + 1)));
        return nav;
    }

    private Menu viewMenu() {
        BoardView boardView = v.boardView();
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
        light.setSelected(!MainView.DARK.equals(prefs.get("theme", MainView.LIGHT)));
        dark.setSelected(MainView.DARK.equals(prefs.get("theme", MainView.LIGHT)));
        light.setOnAction(e -> v.setTheme(MainView.LIGHT));
        dark.setOnAction(e -> v.setTheme(MainView.DARK));
        Menu view = new Menu("_View");
        view.getItems().addAll(v.study().menuItem(), new SeparatorMenuItem(),
                item("_Flip / Rotate Board", null, v::rotate), heights, coords,
                new SeparatorMenuItem(), anim, speed, new SeparatorMenuItem(), light, dark,
                new SeparatorMenuItem(), LanguageMenu.build(prefs, model::say));
        return view;
    }

    private Menu helpMenu() {
        Menu helpMenu = new Menu("_Help");
        helpMenu.getItems().addAll(item("_Keys", null, v::toggleHelp), item("_About Parlour", null, v::about));
        return helpMenu;
    }

    private Menu studyMenu() {
        ProblemPane problemPane = v.problemPane();
        AnalysisPane analysisPane = v.analysisPane();
        Menu study = new Menu("_Study");
        study.getItems().addAll(analysisPane.menuItems());
        study.getItems().add(new SeparatorMenuItem());
        study.getItems().addAll(v.reviewUi().menuItems());
        study.getItems().addAll(v.guessPane().menuItems());
        study.getItems().add(new SeparatorMenuItem());
        study.getItems().addAll(problemPane.menuItems());
        CheckMenuItem hide = new CheckMenuItem("_Hide the Problem's Solution");
        hide.setId("menu-hide-solution");
        hide.selectedProperty().bindBidirectional(model.solutionHiddenProperty());
        hide.disableProperty().bind(problemPane.model().activeProperty().not());
        study.getItems().add(hide);
        return study;
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
}
