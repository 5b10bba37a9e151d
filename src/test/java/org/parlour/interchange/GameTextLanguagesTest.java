package org.parlour.interchange;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.tree.Colour;
import org.parlour.tree.LocalText;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;

/**
 * Seeded random Agora records with titles, comments before and after the move and labels in
 * several languages (quotes, backslashes, braces, brackets and line breaks in them): record ->
 * game text -> record keeps every language in order ({@code [%tr]}, {@code Title-TAG}).
 */
class GameTextLanguagesTest {
    private static final String[] WORDS = {"Good.", "L'anneau", "quote \" and \\ back", "a } brace", "[%clk 0:01]", "line\nbreak",
        "] bracket", "À vous", "x"};
    private static final String[] TAGS = {"en", "fr", "de", "pt-BR", "und"};

    private static LocalText text(Random random) {
        if (random.nextInt(3) == 0) {
            return LocalText.plain(random.nextBoolean() ? "" : WORDS[random.nextInt(WORDS.length)].strip());
        }
        Map<String, String> m = new LinkedHashMap<>();
        int n = 1 + random.nextInt(3);
        for (int i = 0; i < n; i++) {
            m.putIfAbsent(TAGS[random.nextInt(TAGS.length)], WORDS[random.nextInt(WORDS.length)]);
        }
        return LocalText.of(m);
    }

    @Test
    void everyLanguageSurvivesTheGameText() throws Exception {
        for (long s = 1; s <= 30; s++) {
            long seed = 3100 + s;
            System.out.println("GameTextLanguagesTest seed " + seed);
            Random random = new Random(seed);
            Game<Object, Object> game = cast(Games.create("agora", ""));
            Object p = game.initialPosition();
            MoveTree t = MoveTree.empty();
            t = t.update(MoveTree.ROOT_ID, d -> d.withCommentAfter(text(random)));
            long at = MoveTree.ROOT_ID;
            for (int i = 0; i < 6; i++) {
                List<Object> moves = game.legalMoves(p);
                Object m = moves.get(random.nextInt(moves.size()));
                MoveTree.Edited e = t.addMove(at, game.formatMove(p, m));
                p = game.play(p, m);
                at = e.nodeId();
                LocalText before = text(random);
                LocalText after = text(random);
                LocalText label = text(random);
                t = e.tree().update(at, d -> {
                    var x = d.withCommentBefore(before).withCommentAfter(after);
                    return label.isEmpty() ? x : x.withMarkup(List.of(new Mark.Label("c3", label, Colour.BLUE, Map.of())));
                });
            }
            GameRecord r = GameRecord.of("agora").withMeta(Metadata.empty().withTitle(text(random))).withTree(t);
            String written = GameText.write(r).value();
            GameRecord back = GameText.read(written, "seed-" + seed, "").value().chapters().get(0);
            assertThat(back.meta().titleText()).as("seed %d title", seed).isEqualTo(r.meta().titleText().isEmpty()
                    && r.meta().titleText().isPlain() ? LocalText.empty() : r.meta().titleText());
            List<Node> a = r.tree().mainLine();
            List<Node> b = back.tree().mainLine();
            assertThat(b).hasSameSizeAs(a);
            assertThat(back.tree().root().data().commentAfterText()).as("seed %d start\n%s", seed, written)
                    .isEqualTo(r.tree().root().data().commentAfterText());
            for (int i = 0; i < a.size(); i++) {
                assertThat(b.get(i).data().commentBeforeText()).as("seed %d move %d before\n%s", seed, i, written)
                        .isEqualTo(a.get(i).data().commentBeforeText());
                assertThat(b.get(i).data().commentAfterText()).as("seed %d move %d after\n%s", seed, i, written)
                        .isEqualTo(a.get(i).data().commentAfterText());
                assertThat(b.get(i).data().markup()).as("seed %d move %d labels\n%s", seed, i, written).isEqualTo(a.get(i).data().markup());
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static Game<Object, Object> cast(Game<?, ?> g) {
        return (Game<Object, Object>) g;
    }
}
