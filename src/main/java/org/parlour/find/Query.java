package org.parlour.find;

import org.parlour.core.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.parlour.core.Seat;
import org.parlour.tree.Nag;
import org.parlour.tree.ProblemRole;

/**
 * What {@link RecordSearch} looks for. Every kind matches nodes (the root included, for the
 * start position and its comment).
 */
public sealed interface Query permits Query.Text, Query.Move, Query.Glyph, Query.Role, Query.Position, Query.Pieces {

    /**
     * Comment text (before or after the move), without regard to case (Locale.ROOT); a text that
     * {@link #looksLikeMove looks like a move} also finds the moves whose notation contains it.
     */
    record Text(String text) implements Query {
        public Text {
            Objects.requireNonNull(text);
            if (text.isBlank()) {
                throw new IllegalArgumentException(Messages.tr("find.empty"));
            }
        }

        /**
         * True when the text can be (part of) a move as the record and the move list write it
         * (docs/notation.md: {@code e4-d3}, {@code e3xd4}, {@code b3_b4}, a cell {@code e4}): one
         * word with a digit in it.
         */
        public boolean looksLikeMove() {
            String t = text.strip();
            return !t.isEmpty() && t.chars().noneMatch(Character::isWhitespace) && t.chars().anyMatch(Character::isDigit);
        }
    }

    /** Moves whose notation (as the record and the move list write it) contains the text, without regard to case. */
    record Move(String text) implements Query {
        public Move {
            Objects.requireNonNull(text);
            if (text.isBlank()) {
                throw new IllegalArgumentException(Messages.tr("find.noMove"));
            }
        }
    }

    /** A NAG ({@link Nag}), e.g. 4 for {@code ??}. */
    record Glyph(int nag) implements Query {
        public Glyph {
            if (!Nag.isValid(nag)) {
                throw new IllegalArgumentException(Messages.tr("find.badNag", nag));
            }
        }
    }

    /** A problem role: key, try, refutation, ... */
    record Role(ProblemRole role) implements Query {
        public Role {
            Objects.requireNonNull(role);
        }
    }

    /**
     * Exactly this position (rules.md §6 position text, read by each chapter's game; a chapter
     * whose game cannot read it has no match).
     */
    record Position(String text) implements Query {
        public Position {
            Objects.requireNonNull(text);
        }
    }

    /**
     * These pieces on these cells, whatever else stands elsewhere: for each cell, the top piece
     * there belongs to the seat and, when given, is of the kind ({@code piece}, {@code queen},
     * {@code guard}, {@code man}; see {@link org.parlour.core.Piece}).
     */
    record Pieces(List<Want> wants) implements Query {
        public Pieces {
            wants = List.copyOf(wants);
            if (wants.isEmpty()) {
                throw new IllegalArgumentException(Messages.tr("find.noPieces"));
            }
        }
    }

    /** One cell's requirement of {@link Pieces}. */
    record Want(String cell, Seat seat, Optional<String> kind) {
        public Want {
            Objects.requireNonNull(cell);
            Objects.requireNonNull(seat);
            Objects.requireNonNull(kind);
        }
    }

    /**
     * Reads a query as the search field takes it:
     * <ul>
     *   <li>{@code glyph:??}, {@code glyph:$4} or {@code glyph:!?}: a glyph;</li>
     *   <li>{@code role:key}: a problem role;</li>
     *   <li>{@code move:e4-d3}: moves whose notation contains the text;</li>
     *   <li>{@code position:TEXT}: an exact position;</li>
     *   <li>{@code pieces:c3=w,e6=b:queen}: pieces on cells (seat letter, optional kind);</li>
     *   <li>anything else: comment text, and moves too when it {@link Text#looksLikeMove looks like one}.</li>
     * </ul>
     *
     * @throws IllegalArgumentException naming the part that cannot be read and what was expected
     */
    static Query parse(String input) {
        String s = input.strip();
        int colon = s.indexOf(':');
        String head = colon < 0 ? "" : s.substring(0, colon).toLowerCase(Locale.ROOT);
        String rest = colon < 0 ? "" : s.substring(colon + 1).strip();
        switch (head) {
            case "glyph" -> {
                return new Glyph(Nag.parse(rest).orElseThrow(() -> new IllegalArgumentException(
                        Messages.tr("find.badGlyph", rest))));
            }
            case "role" -> {
                return new Role(ProblemRole.fromId(rest.toLowerCase(Locale.ROOT)));
            }
            case "move" -> {
                return new Move(rest);
            }
            case "position" -> {
                if (rest.isEmpty()) {
                    throw new IllegalArgumentException(Messages.tr("find.noPosition"));
                }
                return new Position(rest);
            }
            case "pieces" -> {
                return new Pieces(wants(rest));
            }
            default -> {
                return new Text(s);
            }
        }
    }

    private static List<Want> wants(String text) {
        List<Want> out = new ArrayList<>();
        for (String item : text.split("[,\\s]+")) {
            if (item.isEmpty()) {
                continue;
            }
            String[] cellAndRest = item.split("=", 2);
            if (cellAndRest.length != 2 || cellAndRest[0].isEmpty() || cellAndRest[1].isEmpty()) {
                throw new IllegalArgumentException(Messages.tr("find.badPiece", item));
            }
            String[] seatAndKind = cellAndRest[1].split(":", 2);
            if (seatAndKind[0].length() != 1) {
                throw new IllegalArgumentException(Messages.tr("find.badSeat", item));
            }
            Seat seat = Seat.fromLetter(seatAndKind[0].charAt(0));
            Optional<String> kind = seatAndKind.length == 2 ? Optional.of(seatAndKind[1].toLowerCase(Locale.ROOT)) : Optional.empty();
            out.add(new Want(cellAndRest[0].toLowerCase(Locale.ROOT), seat, kind));
        }
        return out;
    }
}
