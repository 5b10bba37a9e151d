package org.parlour.ui;

import java.util.List;
import java.util.Optional;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.shape.Circle;
import org.parlour.core.Seat;

/** The small parts of a move list row ({@link MoveListView}): texts, labels, the seat disc, the transposition mark, the indents. */
final class MoveRowParts {
    /** A row's padding by its depth in variations. */
    static final Insets[] INDENT = new Insets[12];

    static {
        for (int i = 0; i < INDENT.length; i++) {
            INDENT[i] = new Insets(1, 4, 1, 4 + 14 * i);
        }
    }

    private MoveRowParts() {
    }

    static Label small(String text, String style) {
        Label l = new Label(text);
        l.getStyleClass().add(style);
        l.setMinWidth(Label.USE_PREF_SIZE);
        return l;
    }

    /**
     * A text of a move list row (a move number, a move, a bracket, a mark): style classes
     * {@code part} and {@code style}; a text node, which needs no skin nor layout of its own.
     */
    static javafx.scene.text.Text text(String text, String style) {
        javafx.scene.text.Text t = new javafx.scene.text.Text(text);
        t.getStyleClass().addAll("part", style);
        return t;
    }

    /** The disc before a move in games of more than two seats, in the seat's colour (style class {@code seat-white}...). */
    static Circle seatDisc(List<Seat> seats, int seat) {
        Circle disc = new Circle(4.5);
        disc.getStyleClass().addAll("seat-disc", "seat-" + (seat < seats.size() ? seats.get(seat).name().toLowerCase(java.util.Locale.ROOT) : "white"));
        return disc;
    }

    /** "⇄" after a move whose position another move order also reaches; its tooltip names them, a click goes to the first. */
    static Optional<Label> transpositionMark(MainViewModel model, long id) {
        MainViewModel.TranspositionLinks links = model.transpositionsProperty().get().apply(id);
        if (links.isEmpty()) {
            return Optional.empty();
        }
        List<MainViewModel.Transposition> others = links.shown();
        Label mark = small("\u21c4", "transposition-mark");
        String named = String.join("; ", others.stream().map(MainViewModel.Transposition::text).toList());
        mark.setTooltip(new javafx.scene.control.Tooltip(org.parlour.core.Messages.tr("moveList.alsoAfter",
                links.more() == 0 ? named : named + " " + links.moreText())));
        mark.setOnMousePressed(e -> {
            model.goTo(others.get(0).nodeId());
            e.consume();
        });
        return Optional.of(mark);
    }
}
