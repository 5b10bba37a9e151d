package org.parlour.export;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.diagram.BoardFrame;
import org.parlour.diagram.BoardMark;
import org.parlour.diagram.Diagram;
import org.parlour.diagram.Palette;
import org.parlour.study.Replay;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;

/** Diagrams of a record's nodes: the position, its last move tinted, and the node's markup. */
public final class RecordDiagrams {
    private RecordDiagrams() {
    }

    /**
     * The diagram of the position at node {@code id}.
     *
     * @param coordinates letters and numbers on the edges
     * @param heights     every Agora stack shows level + pieces = height
     */
    public static <P, M> Diagram at(Replay<P, M> replay, long id, Palette palette, boolean coordinates, boolean heights) {
        P pos = replay.position(id);
        List<String> last = lastMove(replay, id);
        List<BoardMark> marks = marks(replay.tree().node(id).data().markup());
        BoardFrame f = new BoardFrame(replay.game().picture(pos), null, 1, last, List.of(), Map.of(), false, marks, null,
                heights, coordinates);
        return new Diagram(replay.game().shape(), 0, palette, f);
    }

    /** The cells of the move that led to node {@code id}; empty at the root. */
    public static <P, M> List<String> lastMove(Replay<P, M> replay, long id) {
        Optional<Long> parent = replay.tree().parent(id).map(n -> n.id());
        if (id == MoveTree.ROOT_ID || parent.isEmpty()) {
            return List.of();
        }
        return replay.game().path(replay.position(parent.get()), replay.move(id));
    }

    /** Tree markup as the board draws it. */
    public static List<BoardMark> marks(List<Mark> marks) {
        List<BoardMark> out = new ArrayList<>();
        for (Mark m : marks) {
            if (m instanceof Mark.Arrow a) {
                out.add(BoardMark.arrow(a.from(), a.to(), a.colour().id()));
            } else if (m instanceof Mark.Highlight h) {
                out.add(BoardMark.highlight(h.cell(), h.colour().id()));
            } else if (m instanceof Mark.Label l) {
                // in the window's language, else the first the label has (a PDF's record is picked before)
                out.add(BoardMark.label(l.cell(), l.label().pick(org.parlour.core.Messages.locale(), ""), l.colour().id()));
            }
        }
        return out;
    }
}
