package org.parlour.ui.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.Outcome;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.Seat;
import org.parlour.diagram.BoardMark;
import org.parlour.study.StudySession;
import org.parlour.tree.Mark;

/**
 * The state of one board, free of drawing (the model of lichess-org/chessground): the shown
 * picture, the last move, the selection and its legal targets, markup and messages. It knows no
 * rules: it asks {@link Game#legalMoves} and {@link Game#gesture}, keeps the moves whose gesture
 * begins with the cells clicked so far, plays the one left, or asks the person to pick when
 * several moves share a gesture (an Agora capture or prisoner at equal height).
 *
 * <p>Properties only; no {@code javafx.scene}, so it unit-tests without the toolkit.
 */
public final class BoardViewModel {

    /**
     * A change of the shown position, for the view to animate.
     *
     * @param from  the picture before
     * @param to    the picture after
     * @param path  waypoints of the moved piece ({@code Game.path}), empty when unknown
     * @param serial increases with every change, so equal pictures still fire
     */
    public record Transition(Picture from, Picture to, List<String> path, long serial) {
        // written out as the record's own would be: the generated ones link a bootstrap method on
        // their first call, at the window's start (docs/benchmarks.md, "First drawn frame ...")
        @Override
        public boolean equals(Object o) {
            return o instanceof Transition t && Objects.equals(from, t.from) && Objects.equals(to, t.to)
                    && Objects.equals(path, t.path) && serial == t.serial;
        }

        @Override
        public int hashCode() {
            return ((31 * Objects.hashCode(from) + Objects.hashCode(to)) * 31 + Objects.hashCode(path)) * 31
                    + Long.hashCode(serial);
        }
    }

    /**
     * A gesture that several legal moves share: the person picks one.
     *
     * @param moves  the moves, in legal-move order
     * @param labels their notation, in the same order
     */
    public record Choice(List<Object> moves, List<String> labels) {
    }

    private Game<Object, Object> game;
    private Object position;
    private List<Object> legal = List.of();
    private final List<List<String>> gestures = new ArrayList<>();
    private long serial;

    private final ReadOnlyObjectWrapper<BoardShape> shape = new ReadOnlyObjectWrapper<>();
    private final javafx.beans.binding.BooleanBinding stacks = javafx.beans.binding.Bindings.createBooleanBinding(
            () -> shape.get() != null && shape.get().geometry() == BoardShape.Geometry.SQUARES, shape);
    private final ReadOnlyObjectWrapper<Picture> picture = new ReadOnlyObjectWrapper<>(new Picture(List.of(), Map.of()));
    private final ReadOnlyObjectWrapper<Transition> transition = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<List<String>> lastMove = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<List<String>> selection = new ReadOnlyObjectWrapper<>(List.of());
    private final ReadOnlyObjectWrapper<Map<String, List<String>>> targets = new ReadOnlyObjectWrapper<>(Map.of());
    private final ReadOnlyObjectWrapper<Boolean> putBack = new ReadOnlyObjectWrapper<>(false);
    private final ReadOnlyObjectWrapper<Choice> choice = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final ObjectProperty<List<BoardMark>> markup = new SimpleObjectProperty<>(List.of());
    private final ObjectProperty<String> hover = new SimpleObjectProperty<>();
    private final BooleanProperty showHeights = new SimpleBooleanProperty(false);
    private final BooleanProperty showCoordinates = new SimpleBooleanProperty(true);
    private final IntegerProperty rotation = new SimpleIntegerProperty(0);
    private final BooleanProperty interactive = new SimpleBooleanProperty(true);
    private Consumer<Object> onPlay = m -> { };

    // Properties

    public ReadOnlyObjectProperty<BoardShape> shapeProperty() {
        return shape.getReadOnlyProperty();
    }

    public Picture getPicture() {
        return picture.get();
    }

    /** The last change of position, for animation. */
    public ReadOnlyObjectProperty<Transition> transitionProperty() {
        return transition.getReadOnlyProperty();
    }

    /** The cells of the move that led here ({@code Game.path}); empty at the start. */
    public ReadOnlyObjectProperty<List<String>> lastMoveProperty() {
        return lastMove.getReadOnlyProperty();
    }

    /** The cells clicked so far towards a move. */
    public ReadOnlyObjectProperty<List<String>> selectionProperty() {
        return selection.getReadOnlyProperty();
    }

    public List<String> getSelection() {
        return selection.get();
    }

    /** Cells the next click may complete or continue a move on, each with the path drawn to it. */
    public ReadOnlyObjectProperty<Map<String, List<String>>> targetsProperty() {
        return targets.getReadOnlyProperty();
    }

    public Map<String, List<String>> getTargets() {
        return targets.get();
    }

    /** True when the targets are where a thrown piece must be put back. */
    public ReadOnlyObjectProperty<Boolean> putBackProperty() {
        return putBack.getReadOnlyProperty();
    }

    /** Moves that share the gesture just made, waiting for the person to pick; null otherwise. */
    public ReadOnlyObjectProperty<Choice> choiceProperty() {
        return choice.getReadOnlyProperty();
    }

    /** Why the last click did nothing, or empty. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    public String getMessage() {
        return message.get();
    }

    public ObjectProperty<List<BoardMark>> markupProperty() {
        return markup;
    }

    /** The cell under the mouse, or null. */
    public ObjectProperty<String> hoverProperty() {
        return hover;
    }

    /** Whether every stack shows its height (tier plus pieces). */
    public BooleanProperty showHeightsProperty() {
        return showHeights;
    }

    /**
     * Whether the shown game has stacks whose heights the board can show (Agora's board of squares
     * in relief, where the painter draws them); false for Tournament and Conspirateurs and before a game.
     */
    public javafx.beans.binding.BooleanBinding stacksProperty() {
        return stacks;
    }

    public BooleanProperty showCoordinatesProperty() {
        return showCoordinates;
    }

    /** Orientation in quarter turns (squares, points) or sixth turns (hexes). */
    public IntegerProperty rotationProperty() {
        return rotation;
    }

    /** False while clicks must not play (autoplay, a finished game is still clickable). */
    public BooleanProperty interactiveProperty() {
        return interactive;
    }

    /** Receives every move the person makes on the board. */
    public void setOnPlay(Consumer<Object> onPlay) {
        this.onPlay = Objects.requireNonNull(onPlay);
    }

    /** The game shown, if any. */
    public Optional<Game<Object, Object>> game() {
        return Optional.ofNullable(game);
    }

    // Commands

    /**
     * Shows {@code newPosition} of {@code newGame}.
     *
     * @param lastMovePath the cells of the move that led here, empty at the start
     * @param animation    waypoints of the moved piece for the animation, or empty to let the
     *                     board pair pieces by itself (jumps, going back)
     */
    @SuppressWarnings("unchecked")
    public void show(Game<?, ?> newGame, Object newPosition, List<String> lastMovePath, List<String> animation) {
        Picture before = picture.get();
        boolean sameGame = newGame == game;
        game = (Game<Object, Object>) Objects.requireNonNull(newGame);
        position = Objects.requireNonNull(newPosition);
        if (!sameGame) {
            shape.set(game.shape());
        }
        legal = null;
        gestures.clear();
        Picture after = game.picture(position);
        picture.set(after);
        lastMove.set(List.copyOf(lastMovePath));
        transition.set(new Transition(sameGame ? before : after, after, List.copyOf(animation), ++serial));
        choice.set(null);
        clearSelection();
    }

    /** The moves of the shown position, computed once per position. */
    private List<Object> legal() {
        if (legal == null) {
            legal = game.legalMoves(position);
            for (Object m : legal) {
                gestures.add(game.gesture(position, m));
            }
        }
        return legal;
    }

    /** Drops the selection and shows the targets that need no selection. */
    public void clearSelection() {
        selection.set(List.of());
        message.set("");
        if (game == null) {
            targets.set(Map.of());
            putBack.set(false);
            return;
        }
        showFreeTargets();
    }

    /**
     * Shows targets clickable without selecting first: drops (one-cell gestures), and the cells
     * where a thrown piece may be put back when every legal move starts from a marked piece.
     */
    private void showFreeTargets() {
        List<Object> moves = legal();
        Map<String, List<String>> t = new LinkedHashMap<>();
        boolean allFromMarked = !moves.isEmpty();
        for (int i = 0; i < moves.size(); i++) {
            List<String> g = gestures.get(i);
            if (g.size() != 2 || !marked(g.get(0))) {
                allFromMarked = false;
            }
        }
        if (allFromMarked) {
            for (List<String> g : gestures) {
                t.put(g.get(1), List.of(g.get(0), g.get(1)));
            }
        } else if (!moves.isEmpty() && gestures.stream().allMatch(g -> g.size() == 1)) {
            for (List<String> g : gestures) {
                t.put(g.get(0), g);
            }
        }
        putBack.set(allFromMarked);
        targets.set(t);
    }

    private boolean marked(String cell) {
        return top(cell).map(Piece::marked).orElse(false);
    }

    private Optional<Piece> top(String cell) {
        return picture.get().placements().stream().filter(p -> p.cell().equals(cell)).findFirst()
                .map(Picture.Placement::top);
    }

    /**
     * A click on {@code cell}: selects, plays, asks, or explains in {@link #messageProperty}
     * why nothing happened.
     */
    public void click(String cell) {
        if (game == null || !interactive.get()) {
            return;
        }
        choice.set(null);
        Optional<Outcome> outcome = game.outcome(position);
        if (outcome.isPresent()) {
            message.set(overText(outcome.get()));
            return;
        }
        List<String> sel = selection.get();
        if (!sel.isEmpty() && sel.get(sel.size() - 1).equals(cell)) {
            clearSelection();
            return;
        }
        if (tryGesture(extend(sel, cell))) {
            return;
        }
        if (putBack.get() && tryTarget(cell)) {
            return;
        }
        if (!sel.isEmpty() && tryGesture(List.of(cell))) {
            return;
        }
        String why = explain(sel, cell);
        clearSelection();
        message.set(why);
    }

    /** Plays, asks or selects for the clicked cells; false when no legal move fits them. */
    private boolean tryGesture(List<String> cells) {
        List<Object> moves = legal();
        List<Integer> fit = new ArrayList<>();
        for (int i = 0; i < moves.size(); i++) {
            List<String> g = gestures.get(i);
            if (g.size() >= cells.size() && g.subList(0, cells.size()).equals(cells)) {
                fit.add(i);
            }
        }
        if (fit.isEmpty()) {
            return false;
        }
        List<Integer> longer = fit.stream().filter(i -> gestures.get(i).size() > cells.size()).toList();
        if (!longer.isEmpty()) {
            Map<String, List<String>> t = new LinkedHashMap<>();
            for (int i : longer) {
                List<String> g = gestures.get(i);
                String next = g.get(cells.size());
                List<String> p = game.path(position, moves.get(i));
                t.merge(next, p.size() >= 2 ? p : g, (x, y) -> x.size() <= y.size() ? x : y);
            }
            selection.set(List.copyOf(cells));
            targets.set(t);
            putBack.set(false);
            message.set("");
            return true;
        }
        decide(fit);
        return true;
    }

    /** Put-back: a click on a target cell without selecting the thrown piece first. */
    private boolean tryTarget(String cell) {
        List<Integer> fit = new ArrayList<>();
        for (int i = 0; i < gestures.size(); i++) {
            List<String> g = gestures.get(i);
            if (g.size() == 2 && g.get(1).equals(cell)) {
                fit.add(i);
            }
        }
        if (fit.isEmpty()) {
            return false;
        }
        decide(fit);
        return true;
    }

    private void decide(List<Integer> fit) {
        if (fit.size() == 1) {
            play(legal.get(fit.get(0)));
            return;
        }
        List<Object> ms = new ArrayList<>();
        List<String> labels = new ArrayList<>();
        for (int i : fit) {
            ms.add(legal.get(i));
            labels.add(game.formatMove(position, legal.get(i)));
        }
        choice.set(new Choice(List.copyOf(ms), List.copyOf(labels)));
    }

    /** The person picked {@code index} of the pending {@link Choice}. */
    public void choose(int index) {
        Choice c = choice.get();
        if (c == null || index < 0 || index >= c.moves().size()) {
            return;
        }
        choice.set(null);
        play(c.moves().get(index));
    }

    /** The person closed the choice without picking. */
    public void cancelChoice() {
        choice.set(null);
        clearSelection();
    }

    private void play(Object move) {
        selection.set(List.of());
        targets.set(Map.of());
        message.set("");
        onPlay.accept(move);
    }

    private static List<String> extend(List<String> sel, String cell) {
        List<String> out = new ArrayList<>(sel);
        out.add(cell);
        return out;
    }

    /** "The game is over: White wins (no legal move)." ({@link Outcome#words}, as validate says it). */
    private static String overText(Outcome o) {
        return Messages.tr("board.gameOver", o.text(), Messages.text("outcome", o.reason()), o.words());
    }

    /** A sentence saying why a click made no move; it uses only the picture and the gestures. */
    private String explain(List<String> sel, String cell) {
        Seat mover = game.toMove(position);
        if (!sel.isEmpty()) {
            LinkedHashSet<String> ok = new LinkedHashSet<>(targets.get().keySet());
            return ok.isEmpty() ? Messages.tr("board.notATarget", cell, sel.get(0))
                    : Messages.tr("board.notATargetLegal", cell, sel.get(0), String.join(", ", ok));
        }
        if (putBack.get()) {
            return Messages.tr("board.putBackFirst", mover.localName());
        }
        Optional<Piece> top = top(cell);
        if (top.isPresent() && !top.get().owner().equals(mover)) {
            return Messages.tr("board.holdsOther", cell, top.get().owner().localName(), mover.localName());
        }
        if (legal().size() == 1 && gestures.get(0).isEmpty()) {
            return Messages.tr("board.onlyPass", mover.localName());
        }
        return Messages.tr("board.noMoveFrom", mover.localName(), cell);
    }

    /** The legal moves of the shown position whose gesture is empty (a pass). */
    public List<Object> gesturelessMoves() {
        if (game == null) {
            return List.of();
        }
        List<Object> out = new ArrayList<>();
        List<Object> moves = legal();
        for (int i = 0; i < moves.size(); i++) {
            if (gestures.get(i).isEmpty()) {
                out.add(moves.get(i));
            }
        }
        return out;
    }

    /**
     * Shows the cursor of {@code s}: its position with the last move marked, animated when the
     * cursor went one move forward or back from {@code before}.
     */
    public void showStep(StudySession s, long before) {
        long now = s.cursor();
        List<String> last = pathTo(s, now);
        List<String> anim = List.of();
        if (s.parent(now).map(p -> p == before).orElse(false)) {
            anim = last;
        } else if (s.parent(before).map(p -> p == now).orElse(false)) {
            List<String> r = new ArrayList<>(pathTo(s, before));
            Collections.reverse(r);
            anim = r;
        }
        show(s.game(), s.position(now), last, anim);
    }

    /** The cells of the move that led to {@code id} ({@code Game.path}); empty at the root. */
    public static List<String> pathTo(StudySession s, long id) {
        Optional<Long> parent = s.parent(id);
        Optional<Object> move = s.move(id);
        if (parent.isEmpty() || move.isEmpty()) {
            return List.of();
        }
        return s.game().path(s.position(parent.get()), move.get());
    }

    /** Tree markup as the board draws it: the exports' one conversion ({@link org.parlour.export.RecordDiagrams#marks}). */
    public static List<BoardMark> marks(List<Mark> marks) {
        return org.parlour.export.RecordDiagrams.marks(marks);
    }
}
