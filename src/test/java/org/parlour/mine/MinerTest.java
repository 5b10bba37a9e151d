package org.parlour.mine;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.parlour.core.RuleOptions;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.TakeAway;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;

/**
 * The miner on a small hand-made game, take-away (take 1 to 3 stones, whoever takes the last
 * wins): the side to move wins in floor(p/4) + 1 moves from a pile p that is no multiple of 4,
 * with one key (take p mod 4), and loses from a multiple of 4. No toolkit, no files.
 */
class MinerTest {
    private static final MineOptions OPTIONS = new MineOptions(5, Duration.ofSeconds(20), 0, 1, true, true);

    /** A game of take-away from {@code start} along {@code moves}, with {@code variations} (ply index, moves) hung off the main line. */
    private static GameRecord game(String start, List<String> moves, Map<Integer, List<String>> variations) {
        MoveTree.Builder b = new MoveTree.Builder(NodeData.empty(), 64);
        long id = 1;
        long parent = MoveTree.ROOT_ID;
        List<Long> main = new ArrayList<>();
        main.add(parent);
        for (String m : moves) {
            b.add(parent, id, NodeData.ofMove(m));
            parent = id++;
            main.add(parent);
        }
        for (Map.Entry<Integer, List<String>> v : variations.entrySet()) {
            long at = main.get(v.getKey());
            for (String m : v.getValue()) {
                b.add(at, id, NodeData.ofMove(m));
                at = id++;
            }
        }
        return new GameRecord("takeaway", RuleOptions.empty(), Metadata.empty().withTitle("Take-away"), start, b.build(),
                Optional.empty(), Optional.empty(), new TreeMap<>());
    }

    private static MineResult mine(GameRecord... games) {
        List<MineSource> sources = new ArrayList<>();
        for (int i = 0; i < games.length; i++) {
            sources.add(new MineSource(games[i], "games.json", i + 1));
        }
        return Miner.mine(sources, r -> TakeAway.GAME, OPTIONS, p -> { }, new AtomicBoolean());
    }

    /** The library scripts pick positions by ply: one more position than moves, the setup first. */
    @Test
    void theMainLinesPositionsAreTheSetupAndOneAfterEachPly() {
        GameRecord g = game("21 w", List.of("t1", "t3", "t2"), Map.of());
        assertThat(Miner.mainLinePositions(TakeAway.GAME, g)).containsExactly("21 w", "20 b", "17 w", "15 b");
    }

    @Test
    void aWinningLineGivesOneProblemWhereTheWinFirstComesWithinReach() {
        // 21 w (win in 6: too long), 20 b (lost), 17 w: win in 5, then only its tail (14 w in 4, ...)
        GameRecord g = game("21 w", List.of("t1", "t3", "t1", "t3", "t1", "t2"), Map.of());
        MineResult r = mine(g);
        assertThat(r.positions()).isEqualTo(7);
        assertThat(r.problems()).hasSize(1);
        GameRecord p = r.problems().get(0);
        assertThat(p.setup()).isEqualTo("17 w");
        ProblemSpec spec = p.problem().orElseThrow();
        assertThat(spec.goal()).isEqualTo("win");
        assertThat(spec.moves()).isEqualTo(5);
        assertThat(spec.themes()).containsExactly("win");
        assertThat(spec.rating()).isPresent();
        assertThat(spec.rd()).isEqualTo(OptionalDouble.of(Rating.RD));
        assertThat(spec.statement()).isEqualTo("White to play and win the game in 5 moves.");
        assertThat(p.meta().origin()).contains(new Origin("games.json", 1, 2));
        // key t1 (leaves 16), then the longest defence (t1) and its answer, and so on to the last stone
        List<String> line = p.tree().mainLine().stream().map(n -> n.data().move()).toList();
        assertThat(line).hasSize(9).startsWith("t1", "t1", "t3");
        assertThat(p.tree().mainLine().get(0).data().role()).contains(ProblemRole.KEY);
        assertThat(p.solution().orElseThrow().keyNodeIds()).containsExactly(1L);
    }

    /**
     * The source is written in English and French, as the title and statement are (a new user's
     * trial: {@code show --lang fr} printed "Source : Mined by Parlour from Agora self-play 3,
     * ply 177"), each naming the game by its title in that language; the problem stays MINED.
     */
    @Test
    void theSourceIsWrittenInEnglishAndFrench() {
        GameRecord g = game("21 w", List.of("t1", "t3", "t1", "t3", "t1", "t2"), Map.of());
        g = g.withMeta(g.meta().withTitle(org.parlour.tree.LocalText.of("en", "Take-away", "fr", "Le jeu de prise")));
        GameRecord p = mine(g).problems().get(0);
        org.parlour.tree.LocalText source = p.meta().sourceText();
        assertThat(source.byTag()).containsExactly(
                Map.entry("en", "Mined by Parlour from Take-away, ply 2"),
                Map.entry("fr", "Trouvé par Parlour dans «\u00a0Le jeu de prise\u00a0», demi-coup 2"));
        assertThat(org.parlour.study.RecordLanguages.picked(p, java.util.Locale.FRENCH).meta().source())
                .isEqualTo("Trouvé par Parlour dans «\u00a0Le jeu de prise\u00a0», demi-coup 2");
        assertThat(p.meta().title()).isNotEmpty();
        assertThat(p.meta().titleText().byTag()).containsOnlyKeys("en", "fr");
        assertThat(org.parlour.study.ProblemSource.of(p.meta())).isEqualTo(org.parlour.study.ProblemSource.MINED);
        // and written as a text by language, read back the same
        String json = new org.parlour.json.RecordJson(List.of(TakeAway.TYPE)).write(p);
        assertThat(json).contains("\"source\": {\"en\": \"Mined by Parlour from Take-away, ply 2\"");
    }

    @Test
    void aPositionAfterAMistakeIsMarkedAndAVariationIsMinedToo() {
        // 9 w: win in 3 (key t1). White errs with t2: 7 b, Black wins in 2 (key t3) after a mistake.
        // The variation from 9 w plays the key: 8 b is lost, 5 w is the tail of the win in 3.
        GameRecord g = game("9 w", List.of("t2", "t1"), Map.of(0, List.of("t1", "t3")));
        MineResult r = mine(g);
        assertThat(r.problems()).extracting(GameRecord::setup).containsExactly("9 w", "7 b");
        ProblemSpec black = r.problems().get(1).problem().orElseThrow();
        assertThat(black.moves()).isEqualTo(2);
        assertThat(black.themes()).containsExactly("win", "after-mistake");
        assertThat(r.problems().get(0).problem().orElseThrow().themes()).containsExactly("win");
    }

    @Test
    void theSamePositionInTwoGamesIsKeptOnce() {
        // 6 w: win in 2; White errs with t1 and 5 b is Black's win in 2; the second game repeats the first
        GameRecord a = game("6 w", List.of("t1"), Map.of());
        MineResult r = mine(a, a);
        assertThat(r.problems()).extracting(GameRecord::setup).containsExactly("6 w", "5 b");
        assertThat(r.duplicates()).isEqualTo(2);
        assertThat(r.problems().get(0).meta().origin()).contains(new Origin("games.json", 1, 0));
    }

    @Test
    void aKeyThatIsTheOnlyLegalMoveIsLeftOutByDefaultAndKeptWithAll() {
        // 3 b: Black wins in 1 (t3, of three legal moves); Black takes 2 and 1 w wins in 1 by its only move
        GameRecord g = game("3 b", List.of("t2"), Map.of());
        List<MineSource> sources = List.of(new MineSource(g, "g.json", 0));
        MineResult chosen = Miner.mine(sources, r -> TakeAway.GAME, MineOptions.defaults(), p -> { }, new AtomicBoolean());
        assertThat(chosen.problems()).extracting(GameRecord::setup).containsExactly("3 b");
        assertThat(chosen.leftOut().forced()).isEqualTo(1);
        MineResult all = Miner.mine(sources, r -> TakeAway.GAME, MineOptions.defaults().withAll(true), p -> { }, new AtomicBoolean());
        assertThat(all.problems()).extracting(GameRecord::setup).containsExactly("3 b", "1 w");
        assertThat(all.leftOut()).isEqualTo(MineResult.LeftOut.NONE);
    }

    @Test
    void aCancelledRunStopsAndSaysSo() {
        AtomicBoolean cancel = new AtomicBoolean(true);
        MineResult r = Miner.mine(List.of(new MineSource(game("17 w", List.of(), Map.of()), "g.json", 0)),
                x -> TakeAway.GAME, OPTIONS, p -> { }, cancel);
        assertThat(r.cancelled()).isTrue();
        assertThat(r.problems()).isEmpty();
    }

    @Test
    void theRatingGrowsWithNAndTries() {
        assertThat(Rating.of(2, 0, 100, 20)).isGreaterThan(Rating.of(1, 0, 100, 20));
        assertThat(Rating.of(3, 3, 100, 20)).isGreaterThan(Rating.of(3, 0, 100, 20));
        assertThat(Rating.of(5, 9, 1_000_000_000L, 200)).isLessThanOrEqualTo(2600);
    }

    @Test
    void theStatementIsWrittenInTheLanguageOfTheTexts() {
        org.parlour.core.Game<?, ?> agora = org.parlour.games.Games.create("agora", "");
        ProblemSpec spec = new ProblemSpec(org.parlour.core.Seat.BLACK, "capture", Map.of("cell", "c4"), 2,
                org.parlour.core.Defence.BEST, "");
        java.util.Locale before = org.parlour.core.Messages.locale();
        try {
            assertThat(Statement.of(agora, spec)).isEqualTo("Black to play and capture the stack on c4 in 2 moves.");
            org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
            assertThat(Statement.of(agora, spec)).isEqualTo("Noir joue et doit prendre la pile en c4 en 2 coups.");
        } finally {
            org.parlour.core.Messages.setLocale(before);
        }
        // both at once, whatever the language of the run, and the run's language left as it was
        org.parlour.tree.LocalText both = Statement.inEveryLanguage(agora, spec);
        assertThat(both.in("en", "")).contains("Black to play and capture the stack on c4 in 2 moves.");
        assertThat(both.in("fr", "")).contains("Noir joue et doit prendre la pile en c4 en 2 coups.");
        assertThat(Statement.titleInEveryLanguage(agora, spec).in("fr", "")).contains("Agora\u00a0: prendre la pile en c4 en 2");
        assertThat(org.parlour.core.Messages.locale()).isEqualTo(before);
    }

    @Test
    void aMinedProblemCarriesItsStatementAndTitleInEnglishAndFrench() {
        GameRecord p = mine(game("17 w", List.of(), Map.of())).problems().get(0);
        assertThat(p.problem().orElseThrow().statementText().in("en", "")).contains("White to play and win the game in 5 moves.");
        assertThat(p.problem().orElseThrow().statementText().in("fr", "")).contains("Blanc joue et doit gagner la partie en 5 coups.");
        assertThat(p.meta().titleText().in("fr", "")).isPresent();
    }
}
