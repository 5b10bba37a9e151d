package org.parlour.problem;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;
import org.parlour.games.Games;
import org.parlour.solver.Problem;
import org.parlour.solver.Solution;
import org.parlour.solver.Solver;
import org.parlour.solver.Verdict;
import org.parlour.core.Defence;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;

/**
 * The goals as rules.md §9 settles them, one test per point: who reaches a goal, Agora
 * {@code revolution} and {@code hold}, Conspirateurs {@code shelter-man}, Tournament
 * {@code throw} over several cells, and goals whose cell lacks the piece they name.
 */
class GoalRulesTest {

    @SuppressWarnings("unchecked")
    private static <P, M> Game<P, M> game(String id) {
        return (Game<P, M>) Games.create(id, "");
    }

    private static <P, M> Problem<P, M> problem(Game<P, M> game, String setup, Seat seat, String goal,
                                                Map<String, String> params, int moves, Defence defence) {
        GameRecord r = GameRecord.of(game.id()).withSetup(setup)
                .withProblem(Optional.of(new ProblemSpec(seat, goal, params, moves, defence, "")));
        return ProblemRecords.problem(game, r);
    }

    private static <P, M> List<String> keys(Problem<P, M> p, Solution<M> s) {
        return s.keys().stream().map(k -> p.game().formatMove(p.position(), k)).toList();
    }

    /**
     * The old sample "revolution in two": after 1. e3_f3 every reply of the Black top on f3
     * leaves two White prisoners under one Black piece, which flips (rules.md §1.5 item 5). That
     * is Black's act, not White's revolution, so the problem that was sound is now unsolvable.
     */
    @Test
    void aDefendersDepartureRevolutionIsNotTheSolversRevolution() {
        aDefendersDeparture(game("agora"));
    }

    private static <P, M> void aDefendersDeparture(Game<P, M> g) {
        Problem<P, M> p = problem(g, "4(WBB)1/5B/6/4W(WBB)/4(BW)1/6 w", Seat.WHITE, "revolution", Map.of(), 2, Defence.BEST);
        P after = g.play(p.position(), g.parseMove(p.position(), "e3_f3"));
        M departure = g.parseMove(after, "f3xe2");
        P flipped = g.play(after, departure);
        assertThat(p.goal().test(after, departure, flipped, Seat.WHITE)).as("Black's own departure").isFalse();
        Solution<M> s = Solver.solve(p);
        assertThat(s.verdict()).isEqualTo(Verdict.DISPROVED);
    }

    /**
     * A goal reached on the board by a defender's reply is completed only by the solver's next
     * move (§9, position goals): Problem 1 of the samples now ends every line with a White move.
     */
    @Test
    void aPositionGoalFreedByTheDefenceNeedsTheSolversNextMove() {
        freed(game("agora"));
    }

    private static <P, M> void freed(Game<P, M> g) {
        Problem<P, M> p = problem(g, "6/3B2/1(WBB)4/W(WB)4/6/6 w", Seat.WHITE, "free-prisoners", Map.of(), 2, Defence.BEST);
        Solution<M> s = Solver.solve(p);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.tree().get(0).children()).allSatisfy(defence -> assertThat(defence.children()).hasSize(1));
        assertThat(Solver.solve(problem(g, "6/3B2/1(WBB)4/W(WB)4/6/6 w", Seat.WHITE, "free-prisoners", Map.of(), 1,
                Defence.BEST)).verdict()).isEqualTo(Verdict.DISPROVED);
    }

    /**
     * The rulebook's exercise "make yourself a prisoner without being captured": the White piece
     * on d1 is attacked by the Black stack on e1 and escapes by sliding under it. Before §9 the
     * slide counted as a lost piece and the problem had no solution.
     */
    @Test
    void makingYourselfAPrisonerKeepsThePiece() {
        prisoner(game("agora"));
    }

    private static <P, M> void prisoner(Game<P, M> g) {
        Problem<P, M> p = problem(g, "6/6/1W4/3W2/6/2WW(BBB)1 w", Seat.WHITE, "hold", Map.of(), 2, Defence.BEST);
        M slide = g.parseMove(p.position(), "d1_e1");
        assertThat(p.goal().test(p.position(), slide, g.play(p.position(), slide), Seat.WHITE)).isTrue();
        Solution<M> s = Solver.solve(p);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.isSound()).isTrue();
        assertThat(keys(p, s)).containsExactly("d1_e1");
    }

    /** A capture against the solver still loses a piece: the hold goal fails on it. */
    @Test
    void aCapturedPieceIsLost() {
        captured(game("agora"));
    }

    private static <P, M> void captured(Game<P, M> g) {
        Problem<P, M> p = problem(g, "6/6/1W4/3W2/6/2WW(BBB)1 w", Seat.WHITE, "hold", Map.of(), 2, Defence.BEST);
        P after = g.play(p.position(), g.parseMove(p.position(), "d3-d4"));
        M capture = g.parseMove(after, "e1xd1");
        assertThat(p.goal().test(after, capture, g.play(after, capture), Seat.WHITE)).isFalse();
    }

    /**
     * Conspirateurs shelter-man follows the man: from d3 he needs two steps (d3-d2-d1), which the
     * old goal (only a move that starts on d3) could not see. Another man reaching a sanctuary
     * (l2-l1) does not count.
     */
    @Test
    void theManIsFollowedThroughTheSolversMoves() {
        followed(game("conspirateurs"));
    }

    private static <P, M> void followed(Game<P, M> g) {
        String setup = "17/17/8W8/17/17/17/17/17/17/17/17/17/17/17/3B13/11B5/17 b 0,0";
        Problem<P, M> one = problem(g, setup, Seat.BLACK, "shelter-man", Map.of("cell", "d3"), 1, Defence.BEST);
        assertThat(Solver.solve(one).verdict()).as("l2-l1 moves another man").isEqualTo(Verdict.DISPROVED);
        Problem<P, M> two = problem(g, setup, Seat.BLACK, "shelter-man", Map.of("cell", "d3"), 2, Defence.BEST);
        Solution<M> s = Solver.solve(two);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.shortest()).isEqualTo(2);
        assertThat(keys(two, s)).contains("d3-d2").doesNotContain("l2-l1");
        assertThat(two.reachesGoal(List.of(g.parseMove(two.position(), "d3-d2")))).isFalse();
    }

    /**
     * Tournament throw over two cells: 1. e5-f6 throws the Black guards on f7 and g6 at once (a
     * double throw); the goal lists both, and one of them with another enemy is not reached.
     */
    @Test
    void aDoubleThrowIsOneMove() {
        doubleThrow(game("tournament"));
    }

    private static <P, M> void doubleThrow(Game<P, M> g) {
        String setup = "6/5G1/3g4/2gG5/4g5/6gG3/4Q4q/9/GGg5/4Gg1/6 w";
        Problem<P, M> both = problem(g, setup, Seat.WHITE, "throw", Map.of("cell", "f7,g6"), 1, Defence.BEST);
        assertThat(both.goal().description()).isEqualTo("throw the pieces on f7 and g6 with one move");
        Solution<M> s = Solver.solve(both);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(keys(both, s)).containsExactly("e5-f6");
        Goal<P, M> other = g.goal("throw", Map.of("cell", "f7,d8")).orElseThrow();
        P start = both.position();
        M m = g.parseMove(start, "e5-f6");
        assertThat(other.test(start, m, g.play(start, m), Seat.WHITE)).as("d8 is not thrown").isFalse();
    }

    /**
     * rules.md §9, the replies to the N-th move count: Black has five guards on ring 1 and the
     * sixth on h8, next to the hole g7, its queen on a1. Whatever White plays, Black may complete
     * ring 1 with h8-g7 and so lose (§2.8): a help-play win in 1, with that reply in the
     * solution. Under best defence Black does not, so "win in 1" is disproved. Before, the solver
     * ended the line at White's move: the help problem was disproved and "win in 2" proved.
     */
    @Test
    void aLosingReplyToTheLastMoveCountsInTournament() {
        replyCounts(game("tournament"));
    }

    private static <P, M> void replyCounts(Game<P, M> g) {
        String setup = "4GQ/7/8/5g3/4g5/4g1g4/4gg4/9/8/7/q5 w";
        Problem<P, M> help = problem(g, setup, Seat.WHITE, "win", Map.of(), 1, Defence.HELP);
        Solution<M> s = Solver.solve(help);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.shortest()).isEqualTo(1);
        assertThat(keys(help, s)).hasSize(g.legalMoves(help.position()).size());
        P after = g.play(help.position(), s.keys().get(0));
        assertThat(s.tree().get(0).children()).extracting(l -> g.formatMove(after, l.move())).containsExactly("h8-g7");
        Problem<P, M> best = problem(g, setup, Seat.WHITE, "win", Map.of(), 1, Defence.BEST);
        assertThat(Solver.solve(best).verdict()).isEqualTo(Verdict.DISPROVED);
        assertThat(Solver.judge(help, s.keys().get(0), org.parlour.solver.SolveOptions.defaults(), x -> { },
                new java.util.concurrent.atomic.AtomicBoolean())).satisfies(a -> {
                    assertThat(a.verdict()).isEqualTo(Verdict.PROVED);
                    assertThat(a.length()).isEqualTo(1);
                    assertThat(a.reply().map(r -> g.formatMove(after, r))).contains("h8-g7");
                });
    }

    /**
     * rules.md §9, the end of the game is judged first: White's h8-g7 fills ring 1 with six
     * guards, which is the goal guards-ring1, but with the queen off the throne it loses (§2.8),
     * so the problem fails; with the queen on the throne the same move wins and succeeds.
     */
    @Test
    void aMoveThatReachesTheGoalAndLosesFails() {
        judgedFirst(game("tournament"));
    }

    private static <P, M> void judgedFirst(Game<P, M> g) {
        Problem<P, M> off = problem(g, "4gq/7/8/5G3/4G5/4G1G4/4GG4/9/8/7/Q5 w", Seat.WHITE, "guards-ring1", Map.of(), 1,
                Defence.BEST);
        M fill = g.parseMove(off.position(), "h8-g7");
        assertThat(off.goal().test(off.position(), fill, g.play(off.position(), fill), Seat.WHITE)).isTrue();
        assertThat(Solver.solve(off).verdict()).isEqualTo(Verdict.DISPROVED);
        Problem<P, M> on = problem(g, "4gq/7/8/5G3/4G5/4GQG4/4GG4/9/8/7/6 w", Seat.WHITE, "guards-ring1", Map.of(), 1,
                Defence.BEST);
        Solution<M> s = Solver.solve(on);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(keys(on, s)).containsExactly("h8-g7");
    }

    /** Conspirateurs, four players: Black's last man on g16, all others sheltered (a16). */
    private static final String NEIGHBOURS_FORCED =
            "17/B5B10/17/17/17/17/17/17/17/17/17/17/17/1G1G13/WWG14/1RWG13/2W14 b 0,0,0,0";

    /**
     * Four players, {@code teams=neighbours} (Black and Red move one after the other): Black
     * shelters its last man (g16-f17 or g16-h17) and Red's last man on b2, boxed in by White and
     * Green men (no leap lands), can only step onto a sanctuary (a1, b1, a2): that reply wins
     * the game for the team, so Black wins in 1 even under best defence, where Red counts as a
     * defender. Open d4 and Red can leap b2-d4 instead: disproved under best defence, proved
     * under help-play. Before, every one of these was disproved.
     */
    @Test
    void aPartnersShelteringReplyToTheLastMoveCounts() {
        partner(org.parlour.games.Games.create("conspirateurs", "players=4,teams=neighbours"));
    }

    @SuppressWarnings("unchecked")
    private static <P, M> void partner(Game<?, ?> raw) {
        Game<P, M> g = (Game<P, M>) raw;
        Problem<P, M> forced = problem(g, NEIGHBOURS_FORCED, Seat.BLACK, "win", Map.of(), 1, Defence.BEST);
        Solution<M> s = Solver.solve(forced);
        assertThat(s.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(s.shortest()).isEqualTo(1);
        assertThat(keys(forced, s)).containsExactlyInAnyOrder("g16-f17", "g16-h17");
        P after = g.play(forced.position(), s.keys().get(0));
        assertThat(s.tree().get(0).children()).extracting(l -> g.formatMove(after, l.move()))
                .containsExactlyInAnyOrder("b2-a1", "b2-b1", "b2-a2");
        String open = NEIGHBOURS_FORCED.replace("/1G1G13/", "/1G15/");
        assertThat(Solver.solve(problem(g, open, Seat.BLACK, "win", Map.of(), 1, Defence.BEST)).verdict())
                .isEqualTo(Verdict.DISPROVED);
        Solution<M> help = Solver.solve(problem(g, open, Seat.BLACK, "win", Map.of(), 1, Defence.HELP));
        assertThat(help.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(help.shortest()).isEqualTo(1);
    }

    /**
     * Four players, {@code teams=partnership} (Black and White sit opposite, Red moves between
     * them): Black shelters its last man, Red plays, and White's last man on b2 shelters. Under
     * help-play that is a win in 1 with two replies after Black's move; under best defence Red
     * steps a blocker away (c1-d1) and White's man need not shelter: disproved.
     */
    @Test
    void aPartnersReplyAfterAnOpponentsCountsWithPartnerships() {
        partnership(org.parlour.games.Games.create("conspirateurs", "players=4,teams=partnership"));
    }

    @SuppressWarnings("unchecked")
    private static <P, M> void partnership(Game<?, ?> raw) {
        Game<P, M> g = (Game<P, M>) raw;
        String setup = "17/B5B10/17/17/17/17/17/17/17/17/17/17/17/1G1G13/RRG14/1WRG13/2R14 b 0,0,0,0";
        Solution<M> help = Solver.solve(problem(g, setup, Seat.BLACK, "win", Map.of(), 1, Defence.HELP));
        assertThat(help.verdict()).isEqualTo(Verdict.PROVED);
        assertThat(help.shortest()).isEqualTo(1);
        assertThat(help.tree().get(0).children()).allSatisfy(red -> assertThat(red.children()).isNotEmpty());
        assertThat(Solver.solve(problem(g, setup, Seat.BLACK, "win", Map.of(), 1, Defence.BEST)).verdict())
                .isEqualTo(Verdict.DISPROVED);
    }

    /** A goal whose cell lacks the piece it names is refused, naming the record's JSON path. */
    @Test
    void goalCellsAreValidated() {
        refused(game("agora"), "6/6/1W4/3W2/6/2WW(BBB)1 w", Seat.WHITE, "capture", "c1", "no enemy stack stands on c1");
        refused(game("agora"), "6/6/1W4/3W2/6/2WW(BBB)1 w", Seat.WHITE, "capture", "a6", "no enemy stack stands on a6");
        refused(game("tournament"), "6/5G1/3g4/2gG5/4g5/6gG3/4Q4q/9/GGg5/4Gg1/6 w", Seat.WHITE, "throw", "f7,e5",
                "no enemy piece stands on e5");
        refused(game("conspirateurs"), "17/17/8W8/17/17/17/17/17/17/17/17/17/17/17/3B13/11B5/17 b 0,0", Seat.BLACK,
                "shelter-man", "i15", "no man of Black stands on i15");
    }

    private static <P, M> void refused(Game<P, M> g, String setup, Seat seat, String goal, String cell, String why) {
        assertThatThrownBy(() -> problem(g, setup, seat, goal, Map.of("cell", cell), 1, Defence.BEST))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("$.problem.params.cell: ").hasMessageContaining(why);
    }
}
