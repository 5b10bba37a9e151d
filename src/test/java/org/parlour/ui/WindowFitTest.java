package org.parlour.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/** {@link WindowFit}: remembered window bounds fitted to the screens they are restored on. */
class WindowFitTest {
    private static final Rectangle2D LAPTOP = new Rectangle2D(0, 0, 1366, 768);
    private static final Rectangle2D DESKTOP = new Rectangle2D(0, 0, 1920, 1080);

    @Test
    void boundsSavedOnALargeScreenAreShrunkAndMovedInsideASmallOne() {
        // the trial: saved at 1920x1080 (x=370 y=100, 1180x780 plus the title bar), restored at 1366x768
        Rectangle2D fitted = WindowFit.fit(new Rectangle2D(370, 100, 1180, 820), List.of(LAPTOP));
        assertEquals(new Rectangle2D(186, 0, 1180, 768), fitted);
    }

    @Test
    void boundsThatFitAreKept() {
        Rectangle2D wanted = new Rectangle2D(370, 100, 1180, 820);
        assertEquals(wanted, WindowFit.fit(wanted, List.of(DESKTOP)));
    }

    @Test
    void aWindowWiderThanTheScreenIsShrunkToIt() {
        assertEquals(new Rectangle2D(0, 0, 1366, 700), WindowFit.fit(new Rectangle2D(-50, -20, 2000, 700), List.of(LAPTOP)));
    }

    @Test
    void theScreenHoldingMostOfTheWindowIsTheOneItIsFittedTo() {
        Rectangle2D left = new Rectangle2D(0, 0, 1920, 1040);
        Rectangle2D right = new Rectangle2D(1920, 0, 1366, 728);
        // 300 px on the left screen, 880 on the right one: fitted to the right one
        Rectangle2D fitted = WindowFit.fit(new Rectangle2D(1620, 100, 1180, 820), List.of(left, right));
        assertEquals(new Rectangle2D(1920, 0, 1180, 728), fitted);
        // 920 px on the left screen, 260 on the right one: moved left, inside the left one
        assertEquals(new Rectangle2D(740, 100, 1180, 820), WindowFit.fit(new Rectangle2D(1000, 100, 1180, 820), List.of(left, right)));
    }

    @Test
    void aWindowOnNoScreenIsBroughtToThePrimaryOne() {
        Rectangle2D second = new Rectangle2D(1366, 0, 1280, 1024);
        assertEquals(new Rectangle2D(186, 0, 1180, 768), WindowFit.fit(new Rectangle2D(5000, 3000, 1180, 820), List.of(LAPTOP, second)));
    }
}
