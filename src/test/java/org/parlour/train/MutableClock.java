package org.parlour.train;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock in UTC that a test moves by hand (the trainer's tests and its view model's). */
public final class MutableClock extends Clock {
    private Instant now;

    public MutableClock(Instant now) {
        this.now = now;
    }

    /** Moves the clock on by {@code d}. */
    public void advance(Duration d) {
        now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return now;
    }
}
