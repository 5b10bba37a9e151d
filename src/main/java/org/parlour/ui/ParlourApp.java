package org.parlour.ui;

import org.parlour.core.Messages;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.parlour.document.AppLog;

/**
 * The Parlour window. Opens the file named on the command line, if any (a missing or broken
 * file is reported in the status bar, the window still opens). Window size and position are
 * remembered between runs.
 */
public final class ParlourApp extends Application {
    /** How long the shutdown hook waits for the FX thread to end the document before it does so itself. */
    static final long SHUTDOWN_WAIT_MILLIS = 3000;
    /** Room left for the window manager's title bar when the window is fitted to the screen, in pixels. */
    private static final double TITLE_BAR = 40;
    /** The smallest window, in pixels. */
    private static final double MIN_WIDTH = 640;
    private static final double MIN_HEIGHT = 480;
    private static final System.Logger LOG = System.getLogger(ParlourApp.class.getName());
    private MainView view;

    @Override
    public void start(Stage stage) {
        List<String> given = getParameters().getRaw();
        if (!given.isEmpty()) {
            // a large file is read while the window is built (FileCommands takes the read)
            try {
                ReadAhead.start(Path.of(given.get(0)), FileCommands.BACKGROUND_BYTES);
            } catch (java.nio.file.InvalidPathException e) {
                // the open below says what is wrong
            }
        }
        Thread log = new Thread(() -> AppLog.install(AppLog.defaultDir()), "parlour-log");
        log.setDaemon(true);
        log.start();
        Prefs prefs = Prefs.user();
        LanguageMenu.use(LanguageMenu.remembered(prefs));
        MainViewModel model = new MainViewModel();
        view = new MainView(stage, model, prefs);
        // SIGTERM or SIGINT without the window closing: the autosave side file goes when nothing is
        // unsaved, and stays for recovery when something is (Document.shutdown)
        Runtime.getRuntime().addShutdownHook(view.document().shutdownHook(javafx.application.Platform::runLater, SHUTDOWN_WAIT_MILLIS));
        // The default (or remembered) size and place, fitted inside the screen that holds most of
        // the window: on a 1366x768 laptop a window saved on a 1920x1080 screen would start with its
        // right side and bottom (status bar, problem controls) off the screen.
        Rectangle2D bounds = restoredBounds(prefs);
        Scene scene = new Scene(view.root(), bounds.getWidth(), Math.max(MIN_HEIGHT - TITLE_BAR, bounds.getHeight() - TITLE_BAR));
        view.install(scene);
        view.study().setBrowser(uri -> getHostServices().showDocument(uri.toASCIIString()));
        view.setOpener(uri -> getHostServices().showDocument(uri.toString()));
        InterchangeMenu.install(stage, view, model);
        stage.setScene(scene);
        FirstFrame.exitWhenDrawn(scene); // first: a benchmark's exit comes before the icon's thread starts
        FirstFrame.whenDrawn(scene, () -> giveIcon(stage));
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        if (!Double.isNaN(prefs.get("window.x", Double.NaN, Double::isFinite)) && !Double.isNaN(prefs.get("window.y", Double.NaN, Double::isFinite))) {
            stage.setX(bounds.getMinX());
            stage.setY(bounds.getMinY());
        }
        stage.setMaximized(prefs.get("window.maximized", false));
        stage.setOnCloseRequest(e -> saveBounds(stage, prefs));
        stage.show();
        List<String> args = getParameters().getRaw();
        if (!args.isEmpty()) {
            FirstFrame.exitWhenShown(scene, model.sessionProperty());
            view.openFile(Path.of(args.get(0)));
        } else {
            model.say(Messages.tr("ui.open.a.record.ctrl.o.drop.a.file.here.or.start.a"));
        }
        view.boardView().requestFocus();
        javafx.application.Platform.runLater(view::offerRecovery);
    }

    /** The window icon's sizes, in pixels: the files {@code icon/parlour-SIZE.png} beside this class. */
    static final int[] ICON_SIZES = {16, 32, 48, 64, 128, 256};

    /**
     * Gives the window the application icon ({@link org.parlour.export.AppIcon}, the one the
     * installers use) at the sizes window managers ask for, read from the PNG files drawn by
     * {@code AppIcon} and shipped in the jar ({@code AppIconTest} checks they are its drawing): no
     * Java 2D in the window, whose start-up (about 300 AWT classes, 0.2-0.3 s of CPU) drawing them
     * cost (docs/benchmarks.md, "Every command in 512 MB"). Read on a background thread after the
     * window's first frame ({@link FirstFrame}); a failure leaves the window without an icon and is
     * not reported (it is cosmetic).
     */
    static void giveIcon(Stage stage) {
        Thread t = new Thread(() -> {
            try {
                List<javafx.scene.image.Image> icons = new java.util.ArrayList<>();
                for (int size : ICON_SIZES) {
                    try (java.io.InputStream in = ParlourApp.class.getResourceAsStream("icon/parlour-" + size + ".png")) {
                        if (in == null) {
                            throw new java.io.FileNotFoundException("icon/parlour-" + size + ".png");
                        }
                        javafx.scene.image.Image image = new javafx.scene.image.Image(in);
                        if (image.isError()) {
                            throw new java.io.IOException("icon/parlour-" + size + ".png", image.getException());
                        }
                        icons.add(image);
                    }
                }
                javafx.application.Platform.runLater(() -> stage.getIcons().setAll(icons));
            } catch (java.io.IOException | RuntimeException | LinkageError e) {
                // cosmetic: the window keeps the toolkit's default icon
                LOG.log(System.Logger.Level.WARNING, "window icon not read", e);
            }
        }, "parlour-icon");
        t.setDaemon(true);
        t.start();
    }

    /** The view, for tests that drive the running application. */
    MainView view() {
        return view;
    }

    /**
     * The window's outer bounds at start, in pixels: the remembered place and size (window.x,
     * window.y, and the scene's window.w and window.h plus {@link #TITLE_BAR}; 1180x780 and the
     * primary screen's corner when none is remembered) fitted by {@link WindowFit#fit} inside the
     * visual bounds of the screen holding most of it. The scene is the height less the title bar.
     */
    private static Rectangle2D restoredBounds(Prefs prefs) {
        List<Rectangle2D> screens = new java.util.ArrayList<>();
        screens.add(Screen.getPrimary().getVisualBounds());
        for (Screen s : Screen.getScreens()) {
            if (!s.equals(Screen.getPrimary())) {
                screens.add(s.getVisualBounds());
            }
        }
        return restoredBounds(prefs, screens);
    }

    /**
     * As {@link #restoredBounds(Prefs)}, with the screens' visual bounds given (the primary
     * first, not empty): pure but for the preferences read.
     */
    static Rectangle2D restoredBounds(Prefs prefs, List<Rectangle2D> screens) {
        double x = prefs.get("window.x", Double.NaN, Double::isFinite);
        double y = prefs.get("window.y", Double.NaN, Double::isFinite);
        if (Double.isNaN(x) || Double.isNaN(y)) {
            x = screens.get(0).getMinX();
            y = screens.get(0).getMinY();
        }
        // the scene's size: the smallest window (640x480) less the title bar's room is the least a
        // sound one can be; -1180 (Rectangle2D threw, start() failed), NaN, Infinity or 0 are damage
        double w = prefs.get("window.w", 1180.0, v -> Double.isFinite(v) && v >= MIN_WIDTH - TITLE_BAR);
        double h = prefs.get("window.h", 780.0, v -> Double.isFinite(v) && v >= MIN_HEIGHT - TITLE_BAR);
        Rectangle2D wanted = new Rectangle2D(x, y, w, h + TITLE_BAR);
        return WindowFit.fit(wanted, screens);
    }

    private static void saveBounds(Stage stage, Prefs prefs) {
        prefs.put("window.maximized", stage.isMaximized());
        if (!stage.isMaximized()) {
            prefs.put("window.x", stage.getX());
            prefs.put("window.y", stage.getY());
            prefs.put("window.w", stage.getScene().getWidth());
            prefs.put("window.h", stage.getScene().getHeight());
        }
        prefs.flush();
    }
}
