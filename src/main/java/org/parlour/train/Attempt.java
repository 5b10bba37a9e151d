package org.parlour.train;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import org.parlour.problem.ProblemScore;

/**
 * One judged try at a problem, as the history keeps it: when, which problem (key, game, title,
 * themes, source file), in which mode, how it went, the player's and the problem's ratings
 * before and after (equal in the unrated modes), and the streak's length after it (0 outside a
 * streak and after the failure that ends one).
 */
public record Attempt(Instant at, String game, String problem, String title, List<String> themes, Mode mode,
                      ProblemScore score, Rating playerBefore, Rating playerAfter, Rating problemBefore,
                      Rating problemAfter, int streak, String source) {
    public Attempt {
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(title, "title");
        themes = List.copyOf(themes);
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(score, "score");
        Objects.requireNonNull(playerBefore, "playerBefore");
        Objects.requireNonNull(playerAfter, "playerAfter");
        Objects.requireNonNull(problemBefore, "problemBefore");
        Objects.requireNonNull(problemAfter, "problemAfter");
        Objects.requireNonNull(source, "source");
    }
}
