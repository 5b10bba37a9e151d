package org.parlour.testing;

import java.util.ArrayList;
import java.util.List;
import org.parlour.core.Game;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;

/**
 * The four-seat Conspirateurs fixtures: a four-seat problem ({@link #shelterInTwo}, for problem
 * mode and the trainer), and the record that the sparring and guess-the-move tests share
 * ({@code review.SparringSeatsTest}, {@code guess.GuessFourSeatsTest}): a record with the rule
 * option {@code players=4} whose main line is {@code plies} moves from the start, the first,
 * second and third legal move in turn; the cursor at the start.
 */
public final class FourSeats {
    private FourSeats() {
    }

    /** The position of {@link #shelterInTwo}: Red to move, four seats (Red and Green against White and Black). */
    public static final String SHELTER_SETUP = "W2R3BG2W1R3/16W/8G8/16R/10R6/B2R12W/1B7G7/B1R10W2W/G4W7R2B/G15G/4W12/"
            + "B1B8B2G1G/17/B1R4W8R/17/16G/9R1G1B2W r 0,0,0,0";

    /**
     * A four-seat problem of two moves, as {@code parlour mine} made it from
     * {@code selfplay conspirateurs --rules players=4 --games 2 --level beginner --seed 7} (game 2,
     * ply 173): "Red to play and shelter 6 men in 2 moves", best defence; the key c4-b3 (Red), then
     * the replies h4-i4 (White), o6-p6 (Green) and c6-d6 (Black), then Red's b3-a2 meets the goal. With {@code solution}, the record stores that line (key and replies, as mined);
     * without, only the problem (the solver finds the replies).
     */
    public static GameRecord shelterInTwo(boolean solution) {
        return shelterInTwo(solution ? SOLUTION.length : 0, "best");
    }

    /**
     * {@link #shelterInTwo} with the first {@code stored} moves of its solution line stored (0 to
     * 5: the key c4-b3 with role key, then h4-i4, o6-p6, c6-d6, b3-a2) and the defence
     * {@code defence} ({@code best} or {@code help}; under help play c4-b3 is a key too, and
     * c4-b4 a try: the seats together shelter the 6 men only in 3).
     */
    public static GameRecord shelterInTwo(int stored, String defence) {
        String json = "{\"format\": \"parlour-record\", \"version\": \"1.0\", " + shelterFields(stored, defence) + "}";
        try {
            return new org.parlour.json.RecordJson(Games.all()).readRecord(json, "FourSeats").value();
        } catch (org.parlour.json.RecordFormatException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A problem collection (parlour-collection JSON) of one chapter, {@link #shelterInTwo} with its solution. */
    public static String shelterCollection() {
        return "{\"format\": \"parlour-collection\", \"version\": \"1.0\", \"title\": \"Four seats\", \"chapters\": [{"
                + shelterFields(SOLUTION.length, "best") + "}]}";
    }

    /** The stored solution line of {@link #shelterInTwo}: Red's key, White's, Green's and Black's replies, Red's b3-a2. */
    private static final String[] SOLUTION = {"c4-b3", "h4-i4", "o6-p6", "c6-d6", "b3-a2"};

    private static String shelterFields(int stored, String defence) {
        List<String> nodes = new ArrayList<>();
        for (int i = 0; i < stored; i++) {
            nodes.add("{\"id\": " + (i + 1) + ", \"move\": \"" + SOLUTION[i] + "\"" + (i == 0 ? ", \"role\": \"key\"" : "") + "}");
        }
        String moves = stored > 0 ? ", \"moves\": [" + String.join(", ", nodes) + "]" : "";
        return "\"game\": \"conspirateurs\", \"rules\": {\"players\": \"4\"}, "
                + "\"meta\": {\"title\": \"Conspirateurs: shelter 6 men in 2\", \"source\": \"Mined by Parlour\"}, "
                + "\"setup\": \"" + SHELTER_SETUP + "\", "
                + "\"problem\": {\"seat\": \"r\", \"goal\": \"shelter\", \"params\": {\"count\": \"6\"}, \"moves\": 2, "
                + "\"defence\": \"" + defence + "\", \"statement\": \"Red to play and shelter 6 men in 2 moves.\"}" + moves;
    }

    /** A session of that record, {@code plies} moves long (0 or more). */
    @SuppressWarnings("unchecked")
    public static StudySession conspirateurs(int plies) {
        RuleOptions rules = RuleOptions.parse("players=4");
        Game<Object, Object> g = (Game<Object, Object>) Games.create("conspirateurs", rules);
        Object p = g.initialPosition();
        List<String> line = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            Object m = g.legalMoves(p).get(i % 3);
            line.add(g.formatMove(p, m));
            p = g.play(p, m);
        }
        MoveTree t = MoveTree.empty().addLine(MoveTree.ROOT_ID, line).tree();
        return new StudySession(g, GameRecord.of("conspirateurs").withRules(rules).withTree(t));
    }
}
