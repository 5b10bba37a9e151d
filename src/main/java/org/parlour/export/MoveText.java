package org.parlour.export;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.study.Replay;
import org.parlour.tree.MoveTree;
import org.parlour.review.ReviewAnnotations;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * Movetext for print: move numbers ({@code 3.} before the first seat's move, {@code 3...} when
 * another seat's move opens a run), glyphs, comments as plain text (Markdown rendered to text),
 * and the variations that branch off the printed moves, in parentheses. Each move is marked
 * ({@link #MOVE_ON} ... {@link #MOVE_OFF}) for a sheet to set in bold.
 */
final class MoveText {
    /**
     * Where a move (its number, the move and its glyph) starts and ends in the text of {@link #of}
     * and {@link #all}, so that a sheet sets the moves apart from the comments (in bold); control
     * characters, which a sheet never prints, are taken out of the comments.
     */
    static final char MOVE_ON = '\u0002';
    static final char MOVE_OFF = '\u0003';

    private MoveText() {
    }

    /** {@code text} without {@link #MOVE_ON} and {@link #MOVE_OFF}. */
    static String unmarked(String text) {
        return text.replace(String.valueOf(MOVE_ON), "").replace(String.valueOf(MOVE_OFF), "");
    }

    /** Markdown as plain text on one line ({@link Markdown#plain}). */
    static String plain(String markdown) {
        return Markdown.plain(markdown);
    }

    /**
     * Markdown as plain text on one line; a text nested too deeply to render prints as written
     * and {@code notes} gets a line naming {@code where} (issue 27, D26).
     */
    static String plain(String markdown, String where, Consumer<String> notes) {
        if (!markdown.isBlank() && Markdown.tooDeep(markdown)) {
            notes.accept(Messages.tr("sheet.tooDeep", where, Markdown.MAX_NESTING));
        }
        return Markdown.plain(markdown);
    }

    /**
     * The moves of {@code nodes} (consecutive, each the child of the one before), with the
     * variations that leave from the same positions.
     */
    static <P, M> String of(Replay<P, M> replay, List<Node> nodes, Consumer<String> notes) {
        StringBuilder sb = new StringBuilder();
        line(replay, sb, nodes, true, notes);
        return sb.toString().replaceAll("\\s+", " ").strip();
    }

    /** The main line from the root, with every variation. */
    static <P, M> String all(Replay<P, M> replay, Consumer<String> notes) {
        MoveTree tree = replay.tree();
        StringBuilder sb = new StringBuilder();
        String start = unmarked(plain(tree.root().data().commentAfter(), Messages.tr("sheet.start"), notes));
        if (!start.isEmpty()) {
            sb.append(start).append(' ');
        }
        line(replay, sb, tree.mainLine(), true, notes);
        return sb.toString().replaceAll("\\s+", " ").strip();
    }

    private static <P, M> void line(Replay<P, M> replay, StringBuilder sb, List<Node> line, boolean top, Consumer<String> notes) {
        MoveTree tree = replay.tree();
        boolean number = true;
        for (int i = 0; i < line.size(); i++) {
            Node n = line.get(i);
            number = move(replay, sb, n, number, notes);
            if (i == 0 && !top) {
                continue;
            }
            long parent = n.parentId().orElseThrow();
            for (Node alt : tree.children(parent)) {
                if (alt.id() != n.id()) {
                    List<Node> var = new ArrayList<>(List.of(alt));
                    var.addAll(tree.mainLineFrom(alt.id()));
                    sb.append('(');
                    line(replay, sb, var, false, notes);
                    while (sb.charAt(sb.length() - 1) == ' ') {
                        sb.setLength(sb.length() - 1);
                    }
                    sb.append(") ");
                    number = true;
                }
            }
        }
    }

    /** Appends one move; returns whether the next move needs its number. */
    private static <P, M> boolean move(Replay<P, M> replay, StringBuilder sb, Node n, boolean forceNumber, Consumer<String> notes) {
        NodeData d = n.data();
        String where = Messages.tr("sheet.move", number(replay, n, true) + d.move());
        String before = unmarked(plain(d.commentBefore(), where, notes));
        if (!before.isEmpty()) {
            sb.append(before).append(' ');
            forceNumber = true;
        }
        sb.append(MOVE_ON);
        sb.append(number(replay, n, forceNumber));
        sb.append(d.move());
        d.moveGlyph().ifPresent(g -> sb.append(Nag.symbol(g)));
        sb.append(MOVE_OFF);
        for (int g : d.nags()) {
            if (!Nag.isMoveGlyph(g)) {
                sb.append(' ').append(Nag.symbol(g));
            }
        }
        sb.append(' ');
        String after = unmarked(plain(d.commentAfter(), where, notes));
        // the review's words kept in the move's mark (its better move was a line already there),
        // after the author's comment, as the review's words on its own lines print as their comments
        String review = ReviewAnnotations.words(d).map(w -> unmarked(plain(w.pick(Messages.locale(), ""), where, notes))).orElse("");
        if (!after.isEmpty()) {
            sb.append(after).append(' ');
        }
        if (!review.isEmpty()) {
            sb.append(review).append(' ');
        }
        return !after.isEmpty() || !review.isEmpty();
    }

    /** {@code "7. "}, {@code "7... "} or nothing, for the move at node {@code n}. */
    static <P, M> String number(Replay<P, M> replay, Node n, boolean force) {
        Game<P, M> game = replay.game();
        List<Seat> seats = game.seats();
        P before = replay.position(n.parentId().orElseThrow());
        int seatIndex = seats.indexOf(game.toMove(before));
        int startIndex = seats.indexOf(game.toMove(replay.start()));
        int moveNumber = 1 + (startIndex + n.ply() - 1) / seats.size();
        if (seatIndex == 0) {
            return moveNumber + ". ";
        }
        return force ? moveNumber + "... " : "";
    }
}
