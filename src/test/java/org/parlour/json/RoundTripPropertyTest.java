package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.tree.Colour;
import org.parlour.tree.Evaluation;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;
import org.parlour.tree.Quiz;

/**
 * {@code read(write(r)).equals(r)} and {@code write(read(write(r))) == write(r)} for seeded random
 * records: random legal trees of the take-away test game with comments (Markdown, non-Latin
 * text, quotes, control characters), glyphs, markup (on the one cell of its board), evaluations, roles, lesson
 * questions and extension fields.
 */
class RoundTripPropertyTest {
    private static final String[] TEXTS = {"", "Good.", "**Strong** move", "Ελληνικά", "中文注释", "עברית", "emoji 🎲 ok",
            "quote \" and \\ backslash", "line\nbreak\ttab", "control \u0001 char", "[link](https://example.org)"};

    @Test
    void randomRecordsSurviveTheRoundTrip() throws Exception {
        for (long s = 1; s <= 40; s++) {
            long seed = 7_000 + s;
            Random random = new Random(seed);
            GameRecord r = randomRecord(random);
            String text = RecordJsonTest.JSON.write(r);
            LoadResult<GameRecord> back = RecordJsonTest.JSON.readRecord(text, "seed-" + seed + ".json");
            assertThat(back.problems()).as("seed %d", seed).isEmpty();
            assertThat(back.value()).as("seed %d", seed).isEqualTo(r);
            assertThat(RecordJsonTest.JSON.write(back.value())).as("seed %d", seed).isEqualTo(text);
        }
    }

    private static GameRecord randomRecord(Random random) {
        int pile = 20 + random.nextInt(60);
        MoveTree t = MoveTree.withRoot(NodeData.empty().withCommentAfter(text(random)));
        List<long[]> open = new ArrayList<>();
        open.add(new long[] {MoveTree.ROOT_ID, pile});
        int size = 1 + random.nextInt(120);
        for (int i = 0; i < size && !open.isEmpty(); i++) {
            long[] at = open.get(random.nextInt(open.size()));
            if (at[1] == 0) {
                open.remove(at);
                continue;
            }
            int take = 1 + random.nextInt((int) Math.min(3, at[1]));
            MoveTree.Edited e = t.addMove(at[0], "t" + take);
            long left = at[1] - take;
            t = e.tree().update(e.nodeId(), d -> quiz(annotate(d, random), random, left));
            open.add(new long[] {e.nodeId(), left});
        }
        if (random.nextBoolean()) {
            List<Node> all = t.preorder();
            t = t.promote(all.get(random.nextInt(all.size())).id());
        }
        Metadata meta = Metadata.empty().withTitle(text(random)).withPlayer(Seat.WHITE, text(random))
                .withTags(random.nextBoolean() ? List.of("a", "β") : List.of()).withDate(random.nextBoolean() ? "2026-11" : "")
                .withExtensions(random.nextBoolean() ? Map.of("x-rating", "{\"w\": 1500, \"b\": null}") : Map.of());
        return GameRecord.of("takeaway").withRules(RuleOptions.empty()).withMeta(meta).withSetup(pile + " w").withTree(t)
                .withExtensions(random.nextBoolean() ? Map.of("x-app", "[\"parlour\", 1.5, true]") : Map.of());
    }

    private static NodeData annotate(NodeData d, Random random) {
        NodeData out = d;
        if (random.nextInt(3) == 0) {
            out = out.withCommentAfter(text(random)).withCommentBefore(text(random));
        }
        if (random.nextInt(3) == 0) {
            out = out.withNag(1 + random.nextInt(6)).withNag(1 + random.nextInt(255));
        }
        if (random.nextInt(4) == 0) {
            Colour c = Colour.values()[random.nextInt(4)];
            out = out.withMarkup(List.of(new Mark.Arrow("a1", "a1", c), new Mark.Highlight("a1", c), new Mark.Label("a1", "Я", c)));
        }
        if (random.nextInt(5) == 0) {
            out = out.withEvaluation(Optional.of(new Evaluation(random.nextBoolean() ? "+0.25" : "#-3", random.nextInt(9), text(random))));
        }
        if (random.nextInt(6) == 0) {
            out = out.withRole(Optional.of(ProblemRole.values()[random.nextInt(ProblemRole.values().length)]));
        }
        if (random.nextInt(8) == 0) {
            out = out.withExtensions(Map.of("x-clock", "\"0:0" + random.nextInt(10) + "\"", "x-data", "{\"k\": [1, {}, []]}"));
        }
        return out;
    }

    /** Now and then a lesson question at a node with {@code left} stones: one or two accepted answers, maybe a wrong one. */
    private static NodeData quiz(NodeData d, Random random, long left) {
        if (left == 0 || random.nextInt(5) != 0) {
            return d;
        }
        List<String> moves = new ArrayList<>();
        for (int take = 1; take <= Math.min(3, left); take++) {
            moves.add("t" + take);
        }
        java.util.Collections.shuffle(moves, random);
        List<Quiz.Answer> answers = new ArrayList<>();
        answers.add(new Quiz.Answer(moves.get(0), text(random)));
        if (moves.size() > 1 && random.nextBoolean()) {
            answers.add(new Quiz.Answer(moves.get(1), text(random), random.nextBoolean() ? Map.of("x-w", "2") : Map.of()));
        }
        List<Quiz.Answer> wrong = moves.size() > 2 && random.nextBoolean() ? List.of(new Quiz.Answer(moves.get(2), text(random)))
                : List.of();
        return d.withQuiz(Optional.of(new Quiz(text(random), answers, wrong, random.nextInt(4) == 0 ? Map.of("x-q", "[1]") : Map.of())));
    }

    private static String text(Random random) {
        return TEXTS[random.nextInt(TEXTS.length)];
    }
}
