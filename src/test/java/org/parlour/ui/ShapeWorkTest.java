package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Known values at once, small work on the FX thread, large work in the background with the newest request winning. */
@ExtendWith(ApplicationExtension.class)
class ShapeWorkTest {
    @Start
    void start(Stage stage) {
        // the toolkit only
    }

    @Test
    void smallWorkIsDoneAtOnceAndKeptByKey(FxRobot robot) {
        List<String> shown = new ArrayList<>();
        int[] computed = {0};
        robot.interact(() -> {
            ShapeWork<String> w = new ShapeWork<>(2, 100, shown::add);
            assertThat(w.request(1L, 10, () -> "one" + (++computed[0]))).isTrue();
            assertThat(w.request(2L, 10, () -> "two" + (++computed[0]))).isTrue();
            assertThat(w.request(1L, 10, () -> "again" + (++computed[0]))).as("kept").isTrue();
            assertThat(w.request(3L, 10, () -> "three" + (++computed[0]))).isTrue();
            assertThat(w.request(2L, 10, () -> "two again" + (++computed[0]))).isTrue();
        });
        assertThat(shown).as("only two values are kept: key 2 was the eldest when key 3 came")
                .containsExactly("one1", "two2", "one1", "three3", "two again4");
    }

    @Test
    void largeWorkRunsInTheBackgroundAndTheNewestRequestWins(FxRobot robot) throws Exception {
        List<String> shown = new ArrayList<>();
        CountDownLatch release = new CountDownLatch(1);
        ShapeWork<String>[] w = new ShapeWork[1];
        robot.interact(() -> {
            w[0] = new ShapeWork<>(4, 100, shown::add);
            assertThat(w[0].request(1L, 1_000, () -> {
                await(release);
                return "old";
            })).isFalse();
            assertThat(w[0].isPending()).isTrue();
            assertThat(w[0].request(2L, 1_000, () -> "new")).isFalse();
        });
        release.countDown();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !w[0].isPending());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown).as("the superseded result is never shown").containsExactly("new");
        robot.interact(() -> assertThat(w[0].request(2L, 1_000, () -> "again")).isTrue());
        assertThat(shown).containsExactly("new");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(20, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
