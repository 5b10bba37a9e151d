package org.parlour.ui;

import java.util.ArrayList;
import java.util.List;
import org.parlour.core.Game;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;

/**
 * The four-seat Conspirateurs fixture that the sparring and guess-the-move tests share
 * ({@code review.SparringSeatsTest}, {@code guess.GuessFourSeatsTest}): a record with the rule
 * option {@code players=4} whose main line is {@code plies} moves from the start, the first,
 * second and third legal move in turn; the cursor at the start.
 */
public final class FourSeats {
    private FourSeats() {
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
