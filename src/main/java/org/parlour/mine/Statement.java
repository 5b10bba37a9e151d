package org.parlour.mine;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.study.ProblemSpec;
import org.parlour.tree.LocalText;

/**
 * A mined problem's statement, written from its stipulation through the bundles ("White to play
 * and capture the stack on c4 in 2 moves.", "Blanc joue et doit prendre la pile en c4 en 2
 * coups."), in the language of the texts ({@link Messages#locale()}), or in every language Parlour
 * speaks ({@link #inEveryLanguage}: what the miner writes, so a library reads in French in French).
 */
public final class Statement {
    private Statement() {
    }

    /** The statement for {@code seat} to reach {@code goal} in {@code moves} own moves against every defence. */
    public static String of(Seat seat, Goal<?, ?> goal, int moves) {
        return Messages.tr("mine.statement", seat.localName(), goal.description(), moves);
    }

    /**
     * The statement of {@code spec} in each of {@link Messages#LANGUAGES}, by tag
     * ({@code {"en": "Black to play and ...", "fr": "Noir joue et doit ..."}}).
     *
     * @throws IllegalArgumentException when the game has no such goal or its parameters are bad
     */
    public static <P, M> LocalText inEveryLanguage(Game<P, M> game, ProblemSpec spec) {
        return every(() -> of(game, spec));
    }

    /**
     * A mined problem's title, "Agora: capture the stack on c4 in 2", in each of
     * {@link Messages#LANGUAGES}.
     */
    public static <P, M> LocalText titleInEveryLanguage(Game<P, M> game, ProblemSpec spec) {
        return every(() -> Messages.tr("mine.title", game.displayName(), goal(game, spec).description(), spec.moves()));
    }

    /**
     * What {@code text} makes in each of {@link Messages#LANGUAGES} ({@link Messages#in}: the
     * supplier reads {@link Messages#locale()} for the language at hand), by tag: a mined
     * problem's source, a mined collection's title.
     */
    public static LocalText inEveryLanguage(Supplier<String> text) {
        return every(text);
    }

    private static LocalText every(Supplier<String> text) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Locale l : Messages.LANGUAGES) {
            out.put(l.toLanguageTag(), Messages.in(l, text));
        }
        return LocalText.of(out);
    }

    private static <P, M> Goal<P, M> goal(Game<P, M> game, ProblemSpec spec) {
        return game.goal(spec.goal(), spec.goalParams()).orElseThrow(() -> new IllegalArgumentException(spec.goal()));
    }

    /**
     * The statement of {@code spec} in the language of the texts.
     *
     * @throws IllegalArgumentException when the game has no such goal or its parameters are bad
     */
    public static <P, M> String of(Game<P, M> game, ProblemSpec spec) {
        return of(spec.seat(), goal(game, spec), spec.moves());
    }
}
