package org.parlour.train;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Glicko-2 against the worked example of Glickman's "Example of the Glicko-2 system" (2012/2013). */
class Glicko2Test {

    @Test
    void thePapersWorkedExample() {
        // a player rated 1500, RD 200, volatility 0.06 beats a 1400/30, loses to 1550/100 and to 1700/300; tau 0.5
        Rating player = new Rating(1500, 200, 0.06);
        Rating after = Glicko2.update(player, List.of(
                new Glicko2.Result(new Rating(1400, 30, 0.06), 1),
                new Glicko2.Result(new Rating(1550, 100, 0.06), 0),
                new Glicko2.Result(new Rating(1700, 300, 0.06), 0)));
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.rd()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviation() {
        Rating r = new Rating(1500, 200, 0.06);
        Rating after = Glicko2.update(r, List.of());
        assertThat(after.rating()).isEqualTo(1500);
        // step 6: phi* = sqrt(phi^2 + sigma^2) on the Glicko-2 scale
        assertThat(after.rd()).isCloseTo(Math.sqrt(Math.pow(200 / Glicko2.SCALE, 2) + 0.06 * 0.06) * Glicko2.SCALE, within(1e-9));
        assertThat(Glicko2.update(new Rating(1500, 349.9, 0.06), List.of()).rd()).isEqualTo(Rating.MAX_RD);
    }

    @Test
    void idlePeriodsWidenTheDeviationAsThatManyPeriodsWithoutGames() {
        Rating r = new Rating(1612, 80, 0.06);
        assertThat(Glicko2.idle(r, 0)).isEqualTo(r);
        assertThat(Glicko2.idle(r, -3)).isEqualTo(r);
        // one period is step 6 once: the same as a period with no games
        assertThat(Glicko2.idle(r, 1).rd()).isCloseTo(Glicko2.update(r, List.of()).rd(), within(1e-9));
        Rating step = r;
        for (int i = 0; i < 30; i++) {
            step = Glicko2.update(step, List.of());
        }
        Rating thirty = Glicko2.idle(r, 30);
        assertThat(thirty.rd()).isCloseTo(step.rd(), within(1e-9));
        // phi' = sqrt(phi^2 + n sigma^2): 80 -> 98.3 after 30 periods at sigma 0.06
        assertThat(thirty.rd()).isCloseTo(Math.sqrt(80.0 * 80 + 30 * Math.pow(0.06 * Glicko2.SCALE, 2)), within(1e-9));
        assertThat(thirty.rd()).isCloseTo(98.3, within(0.1));
        assertThat(thirty.rating()).isEqualTo(1612);
        assertThat(thirty.volatility()).isEqualTo(0.06);
        assertThat(Glicko2.idle(r, 100_000).rd()).isEqualTo(Rating.MAX_RD);
    }

    @Test
    void aWinRaisesALossLowersAndADrawBetweenEqualsKeepsTheRating() {
        Rating a = new Rating(1500, 350, 0.06);
        assertThat(Glicko2.update(a, a, 1).rating()).isGreaterThan(1500);
        assertThat(Glicko2.update(a, a, 0).rating()).isLessThan(1500);
        assertThat(Glicko2.update(a, a, 0.5).rating()).isCloseTo(1500, within(1e-9));
        // the deviation shrinks with every game
        assertThat(Glicko2.update(a, a, 1).rd()).isLessThan(350);
    }

    @Test
    void beatingAStrongerOpponentGainsMoreThanBeatingAWeakerOne() {
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        for (int i = 0; i < 200; i++) {
            Rating me = new Rating(1000 + random.nextInt(1500), 50 + random.nextInt(300), 0.06);
            double weak = 800 + random.nextInt(1000);
            double strong = weak + 1 + random.nextInt(600);
            Rating rd = new Rating(weak, 100, 0.06);
            Rating rs = new Rating(strong, 100, 0.06);
            assertThat(Glicko2.update(me, rs, 1).rating()).as("seed %d", seed).isGreaterThan(Glicko2.update(me, rd, 1).rating());
            assertThat(Glicko2.update(me, rd, 0).rating()).as("seed %d", seed).isLessThan(Glicko2.update(me, rs, 0).rating());
        }
    }
}
