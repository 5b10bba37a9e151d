package org.parlour.ui.board;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javafx.animation.AnimationTimer;
import javafx.beans.Observable;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.value.ObservableValue;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.css.StyleablePropertyFactory;
import javafx.scene.SnapshotParameters;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.parlour.core.BoardShape;
import org.parlour.core.Picture;
import org.parlour.diagram.AnimationPlan;
import org.parlour.diagram.BoardFrame;
import org.parlour.diagram.BoardLayout;
import org.parlour.diagram.BoardPainter;
import org.parlour.diagram.Diagram;
import org.parlour.diagram.Palette;
import org.parlour.ui.board.BoardViewModel.Choice;
import org.parlour.ui.board.BoardViewModel.Transition;

/**
 * The board on screen: a canvas redrawn from the {@link BoardViewModel} whenever it changes,
 * scaled to the space it gets. Colours come from the theme's CSS ({@code -pl-*} properties of
 * {@code .board-view}). A change of position animates by the {@link AnimationPlan} of the two
 * pictures, unless animation is off. Clicks (and drags: press on a piece, release on a target)
 * go to the view model as cell names; a shared gesture opens a small menu naming the moves.
 * While the board has the focus (it takes the window's keys: Tab, Esc from the Move field, a
 * click) a ring in the theme's {@code -pl-focus} colour is drawn along its edge, over the canvas
 * (a region of style class {@code board-focus}, styled in parlour.css).
 */
public final class BoardView extends Region {
    private static final StyleablePropertyFactory<BoardView> CSS = new StyleablePropertyFactory<>(Region.getClassCssMetaData());
    private static final String[] COLOURS = {"background", "tier-low", "tier-high", "cell-alt", "line", "label",
        "last-move", "target", "selected", "put-back", "drop-zone", "sanctuary", "throne", "mark",
        "seat-white", "seat-black", "seat-red", "seat-green"};

    private final BoardViewModel model;
    private final Canvas canvas = new Canvas();
    /** The focus ring over the canvas: its border is coloured while the board has the focus (parlour.css). */
    private final Region focusRing = new Region();
    private final Map<String, StyleableProperty<Color>> colours = new LinkedHashMap<>();
    private final BooleanProperty animate = new SimpleBooleanProperty(true);
    private final DoubleProperty moveMillis = new SimpleDoubleProperty(320);
    /** The menu of moves that share a gesture ({@link #showChoice}), made when first needed (a popup window: the window's start, issue 32). */
    private ContextMenu chooser;
    private final AnimationTimer timer;
    private BoardLayout layout;
    private boolean handStrip;
    private AnimationPlan plan;
    private long planStart;
    private double planMillis;
    private double planT = 1;
    private String pressed;
    private double lastX;
    private double lastY;

    public BoardView(BoardViewModel model) {
        this.model = model;
        getStyleClass().add("board-view");
        Color[] defaults = defaults();
        for (int i = 0; i < COLOURS.length; i++) {
            String name = COLOURS[i];
            StyleableProperty<Color> p = CSS.createStyleableColorProperty(this, name, "-pl-" + name,
                    v -> v.colours.get(name), defaults[i]);
            colours.put(name, p);
            ((ObservableValue<?>) p).addListener((Observable o) -> requestLayout());
        }
        focusRing.getStyleClass().add("board-focus");
        focusRing.setMouseTransparent(true);
        getChildren().addAll(canvas, focusRing);
        setMinSize(120, 120);
        setFocusTraversable(true);
        setPrefSize(640, 640);
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                planT = Math.min(1, (now - planStart) / 1e6 / planMillis);
                paint();
                if (planT >= 1) {
                    plan = null;
                    stop();
                    paint();
                }
            }
        };
        model.transitionProperty().addListener((o, a, b) -> startTransition(b));
        for (Observable o : List.of(model.selectionProperty(), model.targetsProperty(), model.markupProperty(),
                model.hoverProperty(), model.showHeightsProperty(), model.showCoordinatesProperty(),
                model.lastMoveProperty(), model.putBackProperty())) {
            o.addListener(x -> requestLayout());
        }
        model.rotationProperty().addListener(o -> {
            layout = null;
            requestLayout();
        });
        model.shapeProperty().addListener(o -> {
            layout = null;
            handStrip = false;
            requestLayout();
        });
        model.choiceProperty().addListener((o, a, b) -> showChoice(b));
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        addEventHandler(MouseEvent.MOUSE_MOVED, e -> model.hoverProperty().set(cellAt(e.getX(), e.getY())));
        addEventHandler(MouseEvent.MOUSE_EXITED, e -> model.hoverProperty().set(null));
    }

    private static Color[] defaults() {
        Palette p = Palette.LIGHT;
        return java.util.stream.Stream.of(p.background(), p.tierLow(), p.tierHigh(), p.cellAlt(), p.line(), p.label(),
            p.lastMove(), p.target(), p.selected(), p.putBack(), p.dropZone(), p.sanctuary(), p.throne(), p.mark(),
            p.white(), p.black(), p.red(), p.green()).map(FxPen::fx).toArray(Color[]::new);
    }

    // Properties

    /** Whether moves animate; off shows every change at once. */
    public BooleanProperty animateProperty() {
        return animate;
    }

    /** Milliseconds a one-step move takes; chains and flips take longer in proportion. */
    public DoubleProperty moveMillisProperty() {
        return moveMillis;
    }

    /** The colours now in force (from CSS). */
    public Palette palette() {
        org.parlour.diagram.Colour[] c = new org.parlour.diagram.Colour[COLOURS.length];
        for (int i = 0; i < COLOURS.length; i++) {
            c[i] = FxPen.colour(colours.get(COLOURS[i]).getValue());
        }
        return new Palette(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7], c[8], c[9], c[10], c[11], c[12], c[13],
                c[14], c[15], c[16], c[17]);
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return CSS.getCssMetaData();
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getCssMetaData() {
        return CSS.getCssMetaData();
    }

    /** The frame shown now, without animation. */
    public BoardFrame currentFrame() {
        return new BoardFrame(model.getPicture(), null, 1, model.lastMoveProperty().get(), model.getSelection(),
                model.getTargets(), model.putBackProperty().get(), model.markupProperty().get(),
                model.hoverProperty().get(), model.showHeightsProperty().get(), model.showCoordinatesProperty().get());
    }

    /** The cell at a point of this view, or null. */
    public String cellAt(double x, double y) {
        BoardLayout l = boardLayout();
        return l == null ? null : l.cellAt(x, y).orElse(null);
    }

    /** The centre of a cell in this view's coordinates, for tests and tooltips. */
    public double[] centreOf(String cell) {
        BoardLayout l = boardLayout();
        return l == null ? new double[] {0, 0} : l.centreOrOrigin(cell);
    }

    /**
     * Draws {@code frame} off screen at {@code width} x {@code height} pixels with the current
     * colours and orientation (PNG and GIF export). FX thread only.
     */
    public WritableImage render(BoardFrame frame, int width, int height) {
        BoardShape shape = model.shapeProperty().get();
        Canvas c = new Canvas(width, height);
        if (shape != null) {
            BoardLayout l = new BoardLayout(shape, model.rotationProperty().get(), needsHandStrip(frame.picture()), width, height);
            BoardPainter.paint(new FxPen(c.getGraphicsContext2D()), l, palette(), frame, width, height);
        }
        return c.snapshot(new SnapshotParameters(), null);
    }

    /**
     * {@code frame} as a diagram with this view's board, orientation and colours, for vector
     * exports (SVG); empty before a game is shown.
     */
    public java.util.Optional<Diagram> diagram(BoardFrame frame) {
        BoardShape shape = model.shapeProperty().get();
        return shape == null ? java.util.Optional.empty()
                : java.util.Optional.of(new Diagram(shape, model.rotationProperty().get(), palette(), frame));
    }

    /** The position as shown, without selection, targets or hover, as a diagram (SVG export). */
    public java.util.Optional<Diagram> shownDiagram() {
        BoardFrame f = currentFrame();
        return diagram(f.forExport(f.picture(), f.lastMove(), f.markup()));
    }

    // Drawing

    private boolean needsHandStrip(Picture p) {
        return handStrip || !p.inHand().isEmpty();
    }

    private BoardLayout boardLayout() {
        BoardShape shape = model.shapeProperty().get();
        if (shape == null || getWidth() <= 0 || getHeight() <= 0) {
            return null;
        }
        boolean strip = handStrip || !model.getPicture().inHand().isEmpty();
        if (layout == null || layout.shape() != shape || strip != layout.hasHandStrip()
                || canvas.getWidth() != getWidth() || canvas.getHeight() != getHeight()) {
            handStrip = strip;
            layout = new BoardLayout(shape, model.rotationProperty().get(), strip, getWidth(), getHeight());
        }
        return layout;
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        if (canvas.getWidth() != w || canvas.getHeight() != h) {
            layout = null;
            canvas.setWidth(w);
            canvas.setHeight(h);
        }
        focusRing.resizeRelocate(0, 0, w, h);
        paint();
    }

    private void paint() {
        BoardLayout l = boardLayout();
        if (l == null) {
            canvas.getGraphicsContext2D().clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
            return;
        }
        BoardFrame f = currentFrame();
        if (plan != null) {
            f = new BoardFrame(f.picture(), plan, planT, f.lastMove(), List.of(), Map.of(), false, f.markup(),
                    null, false, f.showCoordinates());
        }
        BoardPainter.paint(new FxPen(canvas.getGraphicsContext2D()), l, palette(), f, canvas.getWidth(), canvas.getHeight());
    }

    private void startTransition(Transition t) {
        timer.stop();
        plan = null;
        BoardLayout l = boardLayout();
        if (t == null || !animate.get() || l == null || t.from().equals(t.to()) || getScene() == null) {
            requestLayout();
            return;
        }
        AnimationPlan p = AnimationPlan.compute(t.from(), t.to(), l::centreOrOrigin, t.path());
        if (p.isStill()) {
            requestLayout();
            return;
        }
        plan = p;
        planT = 0;
        planStart = System.nanoTime();
        double hops = Math.max(1, p.hops());
        planMillis = moveMillis.get() * (1 + 0.55 * (hops - 1)) * (p.hasSecondPhase() ? 1.5 : 1);
        timer.start();
    }

    // Input

    private void pressed(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY) {
            return;
        }
        requestFocus();
        lastX = e.getScreenX();
        lastY = e.getScreenY();
        pressed = cellAt(e.getX(), e.getY());
        if (pressed != null) {
            model.click(pressed);
        }
    }

    private void released(MouseEvent e) {
        if (e.getButton() != MouseButton.PRIMARY || pressed == null) {
            return;
        }
        String cell = cellAt(e.getX(), e.getY());
        if (cell != null && !cell.equals(pressed) && !model.getSelection().isEmpty()) {
            lastX = e.getScreenX();
            lastY = e.getScreenY();
            model.click(cell);
        }
        pressed = null;
    }

    private void showChoice(Choice c) {
        if (c == null) {
            if (chooser != null) {
                chooser.hide();
            }
            return;
        }
        if (chooser == null) {
            chooser = new ContextMenu();
            chooser.setOnHidden(e -> {
                if (model.choiceProperty().get() != null) {
                    model.cancelChoice();
                }
            });
        }
        chooser.getItems().clear();
        String gameId = model.game().map(g -> g.id()).orElse("");
        for (int i = 0; i < c.labels().size(); i++) {
            int index = i;
            MenuItem item = choiceItem(gameId, c.labels().get(i));
            item.setOnAction(e -> model.choose(index));
            chooser.getItems().add(item);
        }
        if (getScene() != null && getScene().getWindow() != null && getScene().getWindow().isShowing()) {
            chooser.show(this, lastX, lastY);
        }
    }

    /**
     * A move of the chooser as written: its underscore (an Agora prisoner, {@code c5_b5}) is no
     * mnemonic, which would hide it ({@code c5b5}).
     */
    static MenuItem choiceItem(String gameId, String move) {
        MenuItem item = new MenuItem(MoveWords.describe(gameId, move));
        item.setMnemonicParsing(false);
        return item;
    }
}
