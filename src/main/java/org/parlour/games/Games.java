package org.parlour.games;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.NotationException;
import org.parlour.core.RuleOptions;
import org.parlour.games.agora.Agora;
import org.parlour.games.conspirateurs.Conspirateurs;
import org.parlour.games.tournament.Tournament;

/** The one registry of games: the only class outside a game package that names a game. */
public final class Games {
    private static final List<GameType> ALL = List.of(Agora.TYPE, Tournament.TYPE, Conspirateurs.TYPE);

    private Games() {
    }

    /** Agora, Tournament and Conspirateurs, in that order. */
    public static List<GameType> all() {
        return ALL;
    }

    /** The game type with this id (exact, lower case). */
    public static Optional<GameType> find(String id) {
        for (GameType t : ALL) {
            if (t.id().equals(id)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** The ids, comma-separated, for messages. */
    public static String ids() {
        return ALL.stream().map(GameType::id).collect(Collectors.joining(", "));
    }

    /**
     * The game type with this id.
     *
     * @throws IllegalArgumentException naming the id and the known ids
     */
    public static GameType byId(String id) {
        Optional<GameType> type = find(id);
        if (type.isEmpty()) {
            throw new IllegalArgumentException("unknown game '" + id + "' (expected one of: " + ids() + ")");
        }
        return type.get();
    }

    /**
     * The rules a record names: game {@code id} under {@code options}. The one place that builds
     * the game of a record (the window, {@code show}, {@code solve}).
     *
     * @throws IllegalArgumentException for an unknown id or options the game refuses
     */
    public static Game<?, ?> create(String id, RuleOptions options) {
        return byId(id).create(options);
    }

    /**
     * The rules of game {@code id} under options given as {@code k=v,k=v} text.
     *
     * @throws IllegalArgumentException for an unknown id
     * @throws NotationException        for bad options
     */
    public static Game<?, ?> create(String id, String options) {
        return byId(id).create(RuleOptions.parse(options));
    }
}
