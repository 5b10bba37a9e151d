package org.parlour.ui.edit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.BoardShape;
import org.parlour.core.Game;
import org.parlour.core.NotationException;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.Seat;

/**
 * A position being set up by hand: what stands on each cell (bottom to top), the seat to move
 * and the men in hand. Edits need not be legal on the way; {@link #text} writes the position
 * text of rules.md §6 and {@link #check} validates it with the game's own
 * {@link Game#parsePosition}, whose message names the offending cell. Pure Java.
 *
 * <p>Per game: Agora places add a piece on top of the stack and removes take the top one off,
 * flipping turns the top piece over to the other colour; Tournament places replace, and flipping
 * marks a piece as thrown (rules.md §2.7) or unmarks it; Conspirateurs places replace, and the
 * men in hand are set per seat. In the Conspirateurs drop phase (some man still in hand: rules.md
 * §3.2, "Drop phase", and §7, where a seat's men on the board and in hand together are at most 20
 * with 2 players, 10 with 4), a man placed on the board comes from its seat's hand and a man
 * taken off goes back to it, so the count stays as it was; {@link #check} still refuses a count
 * set too high by hand.
 */
public final class SetupModel {
    private final String gameId;
    private final BoardShape shape;
    private final List<Seat> seats;
    private final Map<String, List<Piece>> stacks = new LinkedHashMap<>();
    private final Map<Seat, Integer> inHand = new EnumMap<>(Seat.class);
    private Seat toMove;

    /** A setup that starts as {@code position} of {@code game}. */
    public static <P, M> SetupModel of(Game<P, M> game, P position) {
        SetupModel m = new SetupModel(game.id(), game.shape(), game.seats(), game.toMove(position));
        Picture pic = game.picture(position);
        for (Picture.Placement p : pic.placements()) {
            m.stacks.put(p.cell(), new ArrayList<>(p.stack()));
        }
        m.inHand.putAll(pic.inHand());
        return m;
    }

    private SetupModel(String gameId, BoardShape shape, List<Seat> seats, Seat toMove) {
        this.gameId = gameId;
        this.shape = shape;
        this.seats = List.copyOf(seats);
        this.toMove = toMove;
    }

    public String gameId() {
        return gameId;
    }

    public List<Seat> seats() {
        return seats;
    }

    public Seat toMove() {
        return toMove;
    }

    public void setToMove(Seat seat) {
        toMove = seat;
    }

    /** Men still in hand (Conspirateurs); 0 when not set. */
    public int inHand(Seat seat) {
        return inHand.getOrDefault(seat, 0);
    }

    public void setInHand(Seat seat, int men) {
        inHand.put(seat, Math.max(0, men));
    }

    /** True for a game with men in hand (Conspirateurs). */
    public boolean hasHand() {
        return "conspirateurs".equals(gameId);
    }

    /** The piece kinds offered in the palette: owner and kind. */
    public List<Piece> palette() {
        List<Piece> out = new ArrayList<>();
        switch (gameId) {
            case "tournament" -> {
                for (Seat s : List.of(Seat.WHITE, Seat.BLACK)) {
                    out.add(new Piece(s, "queen", false));
                    out.add(new Piece(s, "guard", false));
                }
            }
            case "agora" -> {
                out.add(new Piece(Seat.WHITE, "piece", false));
                out.add(new Piece(Seat.BLACK, "piece", false));
            }
            default -> seats.forEach(s -> out.add(new Piece(s, "man", false)));
        }
        return out;
    }

    /** The pieces on a cell, bottom to top (empty list when none). */
    public List<Piece> at(String cell) {
        return List.copyOf(stacks.getOrDefault(cell, List.of()));
    }

    /**
     * Places a piece: on top of the stack for Agora, replacing what is there otherwise. In the
     * drop phase ({@link #inDropPhase}) the man comes from its seat's hand (when it has one left)
     * and a man it replaces goes back to his.
     */
    public void place(String cell, Piece piece) {
        boolean drop = inDropPhase();
        List<Piece> s = stacks.computeIfAbsent(cell, c -> new ArrayList<>());
        if (!"agora".equals(gameId)) {
            if (drop) {
                s.forEach(p -> toHand(p.owner(), 1));
            }
            s.clear();
        }
        s.add(piece);
        if (drop) {
            toHand(piece.owner(), -1);
        }
    }

    /** Places a piece as {@link #place} does, the hands left as they are (position text read in). */
    void put(String cell, Piece piece) {
        List<Piece> s = stacks.computeIfAbsent(cell, c -> new ArrayList<>());
        if (!"agora".equals(gameId)) {
            s.clear();
        }
        s.add(piece);
    }

    /**
     * True in the Conspirateurs drop phase: some seat still has a man in hand (rules.md §7,
     * "Drop phase"). Placing and removing men then moves them from and to the hands.
     */
    public boolean inDropPhase() {
        return hasHand() && inHand.values().stream().anyMatch(n -> n > 0);
    }

    /** Adds {@code men} (negative: takes) to a seat's hand, never below 0. */
    private void toHand(Seat seat, int men) {
        inHand.put(seat, Math.max(0, inHand(seat) + men));
    }

    /**
     * Removes the top piece (Agora) or the piece (others); nothing when the cell is empty. In
     * the drop phase the man goes back to its seat's hand.
     */
    public void remove(String cell) {
        List<Piece> s = stacks.get(cell);
        if (s == null || s.isEmpty()) {
            return;
        }
        if (inDropPhase()) {
            s.forEach(p -> toHand(p.owner(), 1));
        }
        if ("agora".equals(gameId)) {
            s.remove(s.size() - 1);
        } else {
            s.clear();
        }
        if (s.isEmpty()) {
            stacks.remove(cell);
        }
    }

    /** Empties the board. */
    public void clear() {
        stacks.clear();
    }

    /**
     * Flips the piece on a cell: Agora turns the top piece over (the other colour), Tournament
     * marks or unmarks it as thrown, Conspirateurs gives it to the next seat (in the drop phase
     * the man goes back to the old seat's hand and comes from the new one's).
     */
    public void flip(String cell) {
        List<Piece> s = stacks.get(cell);
        if (s == null || s.isEmpty()) {
            return;
        }
        Piece top = s.get(s.size() - 1);
        Piece now = switch (gameId) {
            case "tournament" -> new Piece(top.owner(), top.kind(), !top.marked());
            case "agora" -> new Piece(top.owner() == Seat.WHITE ? Seat.BLACK : Seat.WHITE, top.kind(), false);
            default -> new Piece(seats.get((seats.indexOf(top.owner()) + 1) % seats.size()), top.kind(), false);
        };
        if (inDropPhase() && !now.owner().equals(top.owner())) {
            toHand(top.owner(), 1);
            toHand(now.owner(), -1);
        }
        s.set(s.size() - 1, now);
    }

    /** What the board draws for this setup. */
    public Picture picture() {
        List<Picture.Placement> ps = new ArrayList<>();
        stacks.forEach((c, s) -> {
            if (!s.isEmpty()) {
                ps.add(new Picture.Placement(c, s));
            }
        });
        Map<Seat, Integer> hand = new LinkedHashMap<>(); // in turn order, as the game gives them
        if (hasHand()) {
            for (Seat s : seats) {
                hand.put(s, inHand(s));
            }
        }
        return new Picture(ps, hand, hasHand() ? toMove : null);
    }

    /** The position text of rules.md §6 for this setup (not validated). */
    public String text() {
        boolean rowsByLetter = "tournament".equals(gameId);
        Map<String, List<String>> rows = new LinkedHashMap<>();
        List<BoardShape.CellSpec> cells = new ArrayList<>(shape.cells());
        Comparator<BoardShape.CellSpec> order = rowsByLetter
                ? Comparator.comparing((BoardShape.CellSpec c) -> letters(c.name())).reversed()
                        .thenComparingInt(c -> number(c.name()))
                : Comparator.comparingInt((BoardShape.CellSpec c) -> number(c.name())).reversed()
                        .thenComparing(c -> letters(c.name()));
        cells.sort(order);
        for (BoardShape.CellSpec c : cells) {
            String key = rowsByLetter ? letters(c.name()) : String.valueOf(number(c.name()));
            rows.computeIfAbsent(key, k -> new ArrayList<>()).add(c.name());
        }
        StringBuilder sb = new StringBuilder();
        for (List<String> row : rows.values()) {
            if (sb.length() > 0) {
                sb.append('/');
            }
            int empty = 0;
            for (String cell : row) {
                List<Piece> s = stacks.getOrDefault(cell, List.of());
                if (s.isEmpty()) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(token(s));
            }
            if (empty > 0) {
                sb.append(empty);
            }
        }
        sb.append(' ').append(toMove.letter());
        if (hasHand()) {
            sb.append(' ');
            for (int i = 0; i < seats.size(); i++) {
                sb.append(i > 0 ? "," : "").append(inHand(seats.get(i)));
            }
        }
        return sb.toString();
    }

    private String token(List<Piece> s) {
        switch (gameId) {
            case "agora": {
                StringBuilder t = new StringBuilder();
                for (Piece p : s) {
                    t.append(Character.toUpperCase(p.owner().letter()));
                }
                return s.size() == 1 ? t.toString() : "(" + t + ")";
            }
            case "tournament": {
                Piece p = s.get(s.size() - 1);
                char c = p.kind().equals("queen") ? 'Q' : 'G';
                return (p.owner() == Seat.WHITE ? String.valueOf(c) : String.valueOf(Character.toLowerCase(c))) + (p.marked() ? "*" : "");
            }
            default:
                return String.valueOf(Character.toUpperCase(s.get(s.size() - 1).owner().letter()));
        }
    }

    private static String letters(String cell) {
        return cell.replaceAll("[0-9]", "");
    }

    private static int number(String cell) {
        String d = cell.replaceAll("[^0-9]", "");
        return d.isEmpty() ? 0 : Integer.parseInt(d);
    }

    /** Empty when {@link #text} is a valid position of {@code game}, else what is wrong. */
    public Optional<String> check(Game<?, ?> game) {
        try {
            game.parsePosition(text());
            return Optional.empty();
        } catch (NotationException e) {
            return Optional.of(e.getMessage());
        } catch (IllegalArgumentException e) {
            return Optional.of(String.valueOf(e.getMessage()));
        }
    }
}
