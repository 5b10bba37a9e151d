package org.parlour;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.parlour.core.Game;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.Mark;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;

/**
 * A problem never shows its answer before the reader asks: in every course and problem
 * collection under samples/, the start of a problem chapter (the root, which Study shows before
 * the first move) marks no square the key passes through (its from-square, landing points and
 * to-square) unless the problem's statement names that square too (then it is part of the stated
 * goal, "capture a6"), and neither the introduction nor the statement contains a key's move text.
 * The key's own node may mark anything: it is shown only after the key is played.
 */
class ProblemStartGivesNothingAwayTest {

    @TestFactory
    Stream<DynamicTest> noProblemStartNamesItsKey() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (SampleProblems.Chapter c : SampleProblems.all()) {
            tests.add(DynamicTest.dynamicTest(c.name(), () -> check(c.game(), c.record(), c.name())));
        }
        assertThat(tests).as("the samples hold problems").hasSizeGreaterThan(20);
        return tests.stream();
    }

    private static <P, M> void check(Game<P, M> game, GameRecord record, String name) {
        String statement = record.problem().orElseThrow().statement();
        Replay<P, M> replay = Replay.of(game, record);
        P start = replay.start();
        NodeData root = record.tree().node(record.tree().rootId()).data();
        String intro = root.commentBefore() + "\n" + root.commentAfter();
        List<Node> keys = record.tree().children(record.tree().rootId()).stream()
                .filter(n -> n.data().role().filter(ProblemRole.KEY::equals).isPresent()).toList();
        assertThat(keys).as(name + ": the record marks its key").isNotEmpty();
        Set<String> keySquares = new LinkedHashSet<>();
        for (Node key : keys) {
            assertThat(intro).as(name + ": the introduction names the key").doesNotContain(key.move());
            assertThat(statement).as(name + ": the statement names the key").doesNotContain(key.move());
            M move = game.parseMove(start, key.move());
            keySquares.addAll(game.gesture(start, move));
            keySquares.addAll(game.path(start, move));
        }
        List<String> given = new ArrayList<>();
        for (Mark mark : root.markup()) {
            List<String> cells = mark instanceof Mark.Arrow a ? List.of(a.from(), a.to())
                    : mark instanceof Mark.Highlight h ? List.of(h.cell())
                    : List.of(((Mark.Label) mark).cell());
            for (String cell : cells) {
                if (keySquares.contains(cell) && !names(statement, cell)) {
                    given.add(cell);
                }
            }
        }
        assertThat(given).as(name + ": squares of the key " + keySquares + " marked at the start but not named by the statement \""
                + statement + "\"").isEmpty();
    }

    /** Whether {@code text} names {@code cell} as a whole word ("a1" is not named by "a12"). */
    private static boolean names(String text, String cell) {
        return Pattern.compile("(?<![\\p{Alnum}])" + Pattern.quote(cell.toLowerCase(Locale.ROOT)) + "(?![\\p{Alnum}])")
                .matcher(text.toLowerCase(Locale.ROOT)).find();
    }
}
