package org.parlour.ui.edit;

import org.parlour.core.Messages;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.Outcome;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.ui.board.BoardView;
import org.parlour.ui.board.BoardViewModel;

/**
 * Setup mode: edit a position by hand and start the record (or problem) from it. Left-click a cell
 * to place the piece chosen in the palette (Agora: on top, building stacks), right-click to remove
 * (the top piece), Shift+click to flip (Agora: turn the top piece over; Tournament: mark or unmark
 * as thrown; Conspirateurs: hand the man to the next seat). The seat to move and the men in hand
 * are set below. The position text is shown and may be typed; it is validated by the game, and
 * the message says what is wrong (the offending cell). OK is enabled only for a valid position.
 */
public final class SetupDialog extends Dialog<String> {
    private final Game<Object, Object> game;
    private final SetupModel model;
    /** The men-in-hand boxes by seat (Conspirateurs), kept in step with the model. */
    private final java.util.Map<Seat, Spinner<Integer>> hands = new java.util.EnumMap<>(Seat.class);
    private final BoardViewModel boardModel = new BoardViewModel();
    private final BoardView board = new BoardView(boardModel);
    private final TextField text = new TextField();
    private final Label problem = new Label();
    private final ToggleGroup paletteGroup = new ToggleGroup();
    private boolean typing;

    @SuppressWarnings("unchecked")
    public SetupDialog(Window owner, Game<?, ?> g, Object position) {
        this.game = (Game<Object, Object>) g;
        this.model = SetupModel.of(game, position);
        initOwner(owner);
        setTitle(Messages.tr("setup.title", game.displayName()));
        setHeaderText(Messages.tr("setup.header"));
        board.setId("setup-board");
        board.setPrefSize(440, 440);
        boardModel.interactiveProperty().set(false);
        board.addEventFilter(MouseEvent.MOUSE_PRESSED, this::click);
        VBox palette = new VBox(6, new Label(Messages.tr("ui.piece.to.place")));
        for (Piece p : model.palette()) {
            RadioButton r = new RadioButton(Messages.tr("setup.piece", p.owner().localName(), Messages.text("piece", p.kind())));
            r.setUserData(p);
            r.setToggleGroup(paletteGroup);
            palette.getChildren().add(r);
        }
        paletteGroup.getToggles().get(0).setSelected(true);
        ComboBox<Seat> toMove = new ComboBox<>();
        toMove.getItems().setAll(model.seats());
        toMove.setValue(model.toMove());
        toMove.setId("setup-to-move");
        toMove.setConverter(new javafx.util.StringConverter<Seat>() {
            @Override
            public String toString(Seat seat) {
                return seat == null ? "" : seat.localName();
            }

            @Override
            public Seat fromString(String text) {
                return model.seats().stream().filter(x -> x.localName().equals(text)).findFirst().orElse(model.toMove());
            }
        });
        toMove.valueProperty().addListener((o, a, b) -> {
            model.setToMove(b);
            refresh();
        });
        palette.getChildren().addAll(new Label(Messages.tr("ui.to.move")), toMove);
        if (model.hasHand()) {
            palette.getChildren().add(new Label(Messages.tr("ui.men.in.hand")));
            for (Seat s : model.seats()) {
                Spinner<Integer> sp = new Spinner<>(0, 40, model.inHand(s));
                sp.setEditable(true);
                sp.setPrefWidth(80);
                sp.valueProperty().addListener((o, a, b) -> {
                    if (typing || b == null || b == model.inHand(s)) {
                        return;
                    }
                    model.setInHand(s, b);
                    refresh();
                });
                sp.setId("setup-hand-" + s.letter());
                hands.put(s, sp);
                palette.getChildren().add(new HBox(6, new Label(s.localName()), sp));
            }
        }
        Button clear = new Button(Messages.tr("ui.clear.board"));
        clear.setOnAction(e -> {
            model.clear();
            refresh();
        });
        Button initial = new Button(Messages.tr("ui.initial.position"));
        initial.setOnAction(e -> {
            text.setText(game.formatPosition(game.initialPosition()));
        });
        palette.getChildren().addAll(clear, initial);
        palette.setPadding(new Insets(0, 0, 0, 10));
        text.setId("setup-text");
        text.textProperty().addListener((o, a, b) -> {
            if (!typing) {
                fromText(b);
            }
        });
        problem.setId("setup-problem");
        problem.setWrapText(true);
        problem.setMaxWidth(600);
        BorderPane content = new BorderPane(board);
        content.setRight(palette);
        content.setBottom(new VBox(6, new Label(Messages.tr("ui.position.text")), text, problem));
        BorderPane.setMargin(content.getBottom(), new Insets(10, 0, 0, 0));
        getDialogPane().setContent(content);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        setResizable(true);
        setResultConverter(b -> b == ButtonType.OK ? text.getText().strip() : null);
        refresh();
    }

    /** Shows the dialog and waits: the position text chosen, or empty when cancelled. */
    public Optional<String> ask() {
        return showAndWait();
    }

    /** The model being edited (tests). */
    public SetupModel model() {
        return model;
    }

    /** Places, removes or flips on {@code cell} as a click would (tests use it too). */
    public void edit(String cell, MouseButton button, boolean shift) {
        if (button == MouseButton.SECONDARY) {
            model.remove(cell);
        } else if (shift) {
            model.flip(cell);
        } else {
            model.place(cell, (Piece) paletteGroup.getSelectedToggle().getUserData());
        }
        refresh();
    }

    private void click(MouseEvent e) {
        String cell = board.cellAt(e.getX(), e.getY());
        if (cell != null) {
            edit(cell, e.getButton(), e.isShiftDown());
        }
        e.consume();
    }

    private void fromText(String t) {
        try {
            Object p = game.parsePosition(t.strip());
            SetupModel m = SetupModel.of(game, p);
            model.clear();
            for (BoardShape.CellSpec c : game.shape().cells()) {
                for (Piece piece : m.at(c.name())) {
                    model.put(c.name(), piece);
                }
            }
            model.setToMove(m.toMove());
            for (Seat s : m.seats()) {
                model.setInHand(s, m.inHand(s));
            }
            syncHands();
            showBoard();
            problem.setText("");
            ok(true);
        } catch (IllegalArgumentException e) {
            problem.setText(e.getMessage());
            ok(false);
        }
    }

    private void refresh() {
        typing = true;
        text.setText(model.text());
        syncHands();
        typing = false;
        showBoard();
        Optional<String> why = model.check(game);
        problem.setText(why.orElse(""));
        ok(why.isEmpty());
    }

    /** The men-in-hand boxes show the model's hands (a man placed or taken off in the drop phase, text typed). */
    private void syncHands() {
        boolean was = typing;
        typing = true;
        hands.forEach((seat, sp) -> {
            if (sp.getValue() == null || sp.getValue() != model.inHand(seat)) {
                sp.getValueFactory().setValue(model.inHand(seat));
            }
        });
        typing = was;
    }

    private void ok(boolean valid) {
        Button ok = (Button) getDialogPane().lookupButton(ButtonType.OK);
        if (ok != null) {
            ok.setDisable(!valid);
        }
    }

    private void showBoard() {
        boardModel.show(new PictureGame(game), model.picture(), List.of(), List.of());
    }

    /**
     * A stand-in game whose positions are pictures, so the board view can draw a setup that is
     * not (yet) a legal position. It offers no moves.
     */
    private static final class PictureGame implements Game<Picture, Object> {
        private final Game<Object, Object> real;

        PictureGame(Game<Object, Object> real) {
            this.real = real;
        }

        @Override
        public GameType type() {
            return real.type();
        }

        @Override
        public RuleOptions options() {
            return real.options();
        }

        @Override
        public List<Seat> seats() {
            return real.seats();
        }

        @Override
        public Picture initialPosition() {
            return real.picture(real.initialPosition());
        }

        @Override
        public Seat toMove(Picture position) {
            return real.seats().get(0);
        }

        @Override
        public List<Object> legalMoves(Picture position) {
            return List.of();
        }

        @Override
        public Picture play(Picture position, Object move) {
            return position;
        }

        @Override
        public Optional<Outcome> outcome(Picture position) {
            return Optional.empty();
        }

        @Override
        public String formatMove(Picture position, Object move) {
            return String.valueOf(move);
        }

        @Override
        public Object parseMove(Picture position, String text) {
            throw org.parlour.core.NotationException.illegal(text, Messages.tr("setup.noMoves"));
        }

        @Override
        public String formatPosition(Picture position) {
            return position.toString();
        }

        @Override
        public Picture parsePosition(String text) {
            return real.picture(real.parsePosition(text));
        }

        @Override
        public long hash(Picture position) {
            return position.hashCode();
        }

        @Override
        public BoardShape shape() {
            return real.shape();
        }

        @Override
        public Picture picture(Picture position) {
            return position;
        }

        @Override
        public List<String> gesture(Picture position, Object move) {
            return List.of();
        }
    }
}
