package org.parlour.ui.train;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.parlour.core.Messages;
import org.parlour.document.ParlourJson;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.train.TrainingProblem;
import org.parlour.ui.LearnMenu;

/**
 * The problems shipped with Parlour for a game: every record or collection file in
 * {@code samples/<game>/} (the libraries of proven problems, the rulebook problems and the
 * course's questions); chapters without a problem are left out. The samples folder is the system
 * property {@code parlour.samples}, else {@code samples/} in the working directory, next to the
 * jar or one folder up; without one, the files the jar carries ({@link LearnMenu#locate}). Files
 * are only read.
 */
public final class TrainingLibrary {
    /** The library's files the jar carries, when no samples folder is found. */
    static final List<String> PACKED = List.of("library.json", "problems.json", "course.json");

    private TrainingLibrary() {
    }

    /**
     * The problems of {@code game}'s library, file by file in name order.
     *
     * @param problems told one line for each file that cannot be read (its name and why)
     */
    public static List<TrainingProblem> load(String game, Consumer<String> problems) {
        RecordJson json = ParlourJson.get();
        List<TrainingProblem> out = new ArrayList<>();
        // a game rated apart (conspirateurs/players=4) trains on its game's library
        for (Path f : files(baseGame(game))) {
            try {
                for (GameRecord r : json.readAny(f).value().chapters()) {
                    TrainingProblem.of(r, f.getFileName().toString()).map(TrainingLibrary::ratedApart).ifPresent(out::add);
                }
            } catch (IOException | RuntimeException e) {
                problems.accept(Messages.tr("train.libraryUnread", f.getFileName(), e.getMessage()));
            }
        }
        return out;
    }

    /** The problems of records the person has open (a collection), in order. */
    public static List<TrainingProblem> of(List<GameRecord> records, String source) {
        List<TrainingProblem> out = new ArrayList<>();
        for (GameRecord r : records) {
            TrainingProblem.of(r, source).map(TrainingLibrary::ratedApart).ifPresent(out::add);
        }
        return out;
    }

    /**
     * The rule options that make another game for a player, rated apart: the number of players
     * and the teams (Conspirateurs for two and for four are different games to a player; the
     * other options, such as Agora's tiers or Conspirateurs' sanctuaries, change details only).
     */
    public static final List<String> RATED_APART = List.of("players", "teams");

    /**
     * What {@code record}'s tries are rated as: its game id, then after a slash the options of
     * {@link #RATED_APART} it sets away from the game's defaults ({@code conspirateurs/players=4},
     * {@code conspirateurs/players=4,teams=partnership}); the game id alone for the defaults, so the
     * ratings kept before (two-player Conspirateurs) stay the two-player ones.
     */
    public static String ratedAs(GameRecord record) {
        List<org.parlour.core.RuleOption> declared = org.parlour.games.Games.find(record.gameId())
                .map(org.parlour.core.GameType::ruleOptions).orElse(List.of());
        org.parlour.core.RuleOptions own;
        try {
            own = record.rules().withoutDefaults(declared);
        } catch (RuntimeException e) {
            own = record.rules();
        }
        List<String> apart = new ArrayList<>();
        for (String k : RATED_APART) {
            own.get(k).ifPresent(v -> apart.add(k + "=" + v));
        }
        return apart.isEmpty() ? record.gameId() : record.gameId() + "/" + String.join(",", apart);
    }

    /** The game id of a key of {@link #ratedAs} (the part before the slash). */
    public static String baseGame(String ratedAs) {
        int slash = ratedAs.indexOf('/');
        return slash < 0 ? ratedAs : ratedAs.substring(0, slash);
    }

    /** {@code p} with {@link #ratedAs} as its game. */
    static TrainingProblem ratedApart(TrainingProblem p) {
        String as = ratedAs(p.record());
        return as.equals(p.game()) ? p : new TrainingProblem(p.key(), as, p.title(), p.themes(), p.seed(), p.record(), p.source());
    }

    /**
     * The keys trained on, each game's id then its variants rated apart ({@link #ratedAs}: one a
     * value of the game's {@code players} option other than its default, for four-player
     * Conspirateurs).
     */
    public static List<String> trainedGames() {
        List<String> out = new ArrayList<>();
        for (org.parlour.core.GameType g : org.parlour.games.Games.all()) {
            out.add(g.id());
            for (org.parlour.core.RuleOption o : g.ruleOptions()) {
                if (o.key().equals("players")) {
                    o.values().stream().filter(v -> !v.equals(o.defaultValue())).forEach(v -> out.add(g.id() + "/players=" + v));
                }
            }
        }
        return out;
    }

    static List<Path> files(String game) {
        Optional<Path> dir = samplesDir().map(d -> d.resolve(game)).filter(Files::isDirectory);
        if (dir.isPresent()) {
            try (Stream<Path> s = Files.list(dir.get())) {
                return s.filter(p -> p.getFileName().toString().endsWith(".json") && Files.isRegularFile(p)).sorted().toList();
            } catch (IOException e) {
                return List.of();
            }
        }
        List<Path> out = new ArrayList<>();
        for (String name : PACKED) {
            try {
                LearnMenu.locate("samples/" + game + "/" + name, Path.of("").toAbsolutePath(), Optional.empty()).ifPresent(out::add);
            } catch (IOException e) {
                // a packed file that cannot be copied out is left out
            }
        }
        return out;
    }

    static Optional<Path> samplesDir() {
        return org.parlour.ui.Samples.folder();
    }
}
