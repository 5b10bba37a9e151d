package org.parlour.json;

import org.parlour.core.Messages;
import static org.parlour.json.Fields.at;
import static org.parlour.json.Fields.string;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import org.parlour.core.Game;
import org.parlour.core.Goal;
import org.parlour.core.Seat;
import org.parlour.core.Texts;
import org.parlour.json.Fields.BadField;
import org.parlour.core.Defence;
import org.parlour.study.Metadata;
import org.parlour.study.Origin;
import org.parlour.study.ProblemSpec;
import org.parlour.study.SolutionSummary;
import org.parlour.tree.LocalText;

/**
 * Reads a record's headers ({@code meta}), its stipulation ({@code problem}) and its stored
 * solution ({@code solution}), reporting each bad field at its own path. A bad header is
 * ignored; a stipulation or solution with a bad field is ignored whole (the message says so);
 * a well-formed stipulation the game cannot pose (a goal of another game, a seat not to move)
 * is kept and reported. Unknown fields are kept.
 */
final class HeaderReader {

    private final IssueLog problems;

    /** @param problems receives each issue (with its JSON path) */
    HeaderReader(IssueLog problems) {
        this.problems = problems;
    }

    private void problem(String path, String message) {
        problems.accept(new LoadIssue(path, message));
    }

    Metadata meta(JsonElement e, String path, Game<?, ?> game) {
        if (!e.isJsonObject()) {
            problem(path, Messages.tr("json.expectedHeaders"));
            return Metadata.empty();
        }
        Metadata m = Metadata.empty();
        Map<String, String> ext = new TreeMap<>();
        for (Map.Entry<String, JsonElement> f : e.getAsJsonObject().entrySet()) {
            String p = at(path, f.getKey());
            JsonElement v = f.getValue();
            try {
                switch (f.getKey()) {
                    case Keys.TITLE -> m = m.withTitle(Fields.localText(v, p, problems));
                    case Keys.EVENT -> m = m.withEvent(string(v, p));
                    case Keys.SITE -> m = m.withSite(string(v, p));
                    case Keys.DATE -> m = m.withDate(string(v, p));
                    case Keys.ROUND -> m = m.withRound(string(v, p));
                    case Keys.RESULT -> m = m.withResult(string(v, p));
                    case Keys.ANNOTATOR -> m = m.withAnnotator(string(v, p));
                    case Keys.SOURCE -> m = m.withSource(Fields.localText(v, p, problems));
                    case Keys.LANGUAGE -> m = m.withLanguage(language(string(v, p)));
                    case Keys.TAGS -> m = m.withTags(Fields.strings(v, p));
                    case Keys.PLAYERS -> m = players(v, p, m, game);
                    case Keys.ORIGIN -> m = m.withOrigin(Optional.of(origin(v, p)));
                    default -> ext.put(f.getKey(), JsonText.inline(v));
                }
            } catch (BadField ex) {
                problem(ex.path, ex.getMessage() + Messages.tr("json.ignored"));
            } catch (IllegalArgumentException ex) {
                problem(p, ex.getMessage() + Messages.tr("json.ignored"));
            }
        }
        return ext.isEmpty() ? m : m.withExtensions(ext);
    }

    /** {@code meta.language}: empty (none) or a BCP 47 tag {@link LocalText#isTag} accepts; anything else is refused (the field is ignored). */
    private static String language(String tag) {
        if (tag.isEmpty() || org.parlour.tree.LocalText.isTag(tag)) {
            return tag; // no language given, or a usable one (the quoted tag is made only for a message)
        }
        java.util.Optional<String> bad = org.parlour.study.LanguageTags.problem(tag, JsonText.shown(Texts.abbreviate(tag)));
        if (bad.isPresent()) {
            throw new IllegalArgumentException(bad.get());
        }
        return tag;
    }

    private Metadata players(JsonElement v, String p, Metadata m, Game<?, ?> game) {
        if (!v.isJsonObject()) {
            throw new BadField(p, Messages.tr("json.expectedPlayers", "{\"w\": \"Ada\"}"));
        }
        for (Map.Entry<String, JsonElement> e : v.getAsJsonObject().entrySet()) {
            String here = at(p, e.getKey());
            try {
                m = m.withPlayer(seat(e.getKey(), game), string(e.getValue(), here));
            } catch (BadField ex) {
                problem(ex.path, ex.getMessage() + Messages.tr("json.ignored"));
            } catch (IllegalArgumentException ex) {
                problem(here, ex.getMessage() + Messages.tr("json.ignored"));
            }
        }
        return m;
    }

    /**
     * The seat a letter names, one of {@code game}'s seats in any case.
     *
     * @throws IllegalArgumentException naming the game's seats and player count
     *         ({@code no seat "x" (expected w or b, the seats of Agora with 2 players)})
     */
    static Seat seat(String letter, Game<?, ?> game) {
        for (Seat s : game.seats()) {
            if (letter.length() == 1 && Character.toLowerCase(letter.charAt(0)) == s.letter()) {
                return s;
            }
        }
        if (letter.length() == 1) {
            for (Seat s : Seat.values()) {
                if (Character.toLowerCase(letter.charAt(0)) == s.letter()) {
                    return s; // a seat of another game or player count: the caller says it does not play
                }
            }
        }
        List<String> letters = game.seats().stream().map(s -> String.valueOf(s.letter())).toList();
        String expected = Messages.tr("json.orList", String.join(", ", letters.subList(0, letters.size() - 1)), letters.get(letters.size() - 1));
        throw new IllegalArgumentException(Messages.tr("json.noSuchSeat", JsonText.shown(Texts.abbreviate(letter)), expected,
                game.displayName(), game.seats().size()));
    }

    /** {@code meta.origin}: {@code {"file": text, "chapter": whole number, "ply": whole number}}, chapter optional. */
    private static Origin origin(JsonElement v, String p) {
        JsonObject o = Fields.object(v, p);
        String file = string(o, "file", p);
        int chapter = o.has("chapter") ? whole(o.get("chapter"), at(p, "chapter")) : 0;
        int ply = whole(o.get("ply"), at(p, "ply"));
        return new Origin(file, chapter, ply);
    }

    private static int whole(JsonElement e, String path) {
        return Fields.wholeNumber(e, Integer.MAX_VALUE).map(Long::intValue).orElseThrow(() -> new BadField(path,
                Messages.tr("json.expectedWhole", e == null ? Messages.tr("json.nothing") : Fields.raw(e))));
    }

    /**
     * The training fields of a stipulation (docs/notation.md, "Training fields"): a bad one is
     * reported at its own path and left out; the stipulation is kept.
     */
    private ProblemSpec training(ProblemSpec spec, JsonObject o, String path) {
        List<String> themes = spec.themes();
        OptionalDouble rating = OptionalDouble.empty();
        OptionalDouble rd = OptionalDouble.empty();
        if (o.has(Keys.THEMES)) {
            String p = at(path, Keys.THEMES);
            try {
                List<String> t = Fields.strings(o.get(Keys.THEMES), p);
                themes = spec.withTraining(t, rating, rd).themes();
            } catch (BadField ex) {
                problem(ex.path, ex.getMessage() + Messages.tr("json.ignored"));
            } catch (IllegalArgumentException ex) {
                problem(p, ex.getMessage() + Messages.tr("json.ignored"));
            }
        }
        // the checks are made only for a field that is there (no lambda to link for a stipulation without them)
        if (o.has(Keys.RATING)) {
            rating = number(o, Keys.RATING, path, v -> spec.withTraining(List.of(), OptionalDouble.of(v), OptionalDouble.empty()));
        }
        if (o.has(Keys.RD)) {
            rd = number(o, Keys.RD, path, v -> spec.withTraining(List.of(), OptionalDouble.empty(), OptionalDouble.of(v)));
        }
        return spec.withTraining(themes, rating, rd);
    }

    private OptionalDouble number(JsonObject o, String key, String path, java.util.function.DoubleConsumer check) {
        if (!o.has(key)) {
            return OptionalDouble.empty();
        }
        String p = at(path, key);
        JsonElement e = o.get(key);
        if (e == null || !e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) {
            problem(p, Messages.tr("json.expectedNumber", Fields.raw(e)) + Messages.tr("json.ignored"));
            return OptionalDouble.empty();
        }
        double v = e.getAsDouble();
        try {
            check.accept(v);
            return OptionalDouble.of(v);
        } catch (IllegalArgumentException ex) {
            problem(p, ex.getMessage() + Messages.tr("json.ignored"));
            return OptionalDouble.empty();
        }
    }

    /** The stipulation, or empty (reported) when a field is missing or malformed. */
    Optional<ProblemSpec> problemSpec(JsonElement e, String path, Game<?, ?> game) {
        try {
            JsonObject o = Fields.object(e, path);
            String seatPath = at(path, Keys.SEAT);
            String seatText = string(o, Keys.SEAT, path);
            Seat seat;
            try {
                seat = seat(seatText, game);
            } catch (IllegalArgumentException ex) {
                throw new BadField(seatPath, ex.getMessage());
            }
            String goal = string(o, Keys.GOAL, path);
            Map<String, String> params = o.has(Keys.PARAMS) ? Fields.stringMap(o.get(Keys.PARAMS), at(path, Keys.PARAMS)) : Map.of();
            JsonElement n = o.get(Keys.MOVES);
            Optional<Long> count = Fields.asId(n);
            if (count.isPresent() && (count.get() < 1 || count.get() > ProblemSpec.MAX_MOVES)) {
                count = Optional.empty();
            }
            if (count.isEmpty()) {
                throw new BadField(at(path, Keys.MOVES), Messages.tr("json.problemMoves", ProblemSpec.MAX_MOVES,
                        n == null ? Messages.tr("json.nothing") : Fields.raw(n)));
            }
            Defence defence = defence(o, path);
            LocalText statement = Fields.optionalLocalText(o, Keys.STATEMENT, path, LocalText.empty(), problems);
            try {
                ProblemSpec spec = new ProblemSpec(seat, goal, params, count.get().intValue(), defence, "",
                        Fields.unknown(o, Keys.PROBLEM_FIELDS)).withStatement(statement);
                return Optional.of(training(spec, o, path));
            } catch (IllegalArgumentException ex) {
                throw new BadField(at(path, Keys.GOAL), ex.getMessage());
            }
        } catch (BadField ex) {
            problems.accept(new LoadIssue(ex.path, ex.getMessage() + Messages.tr("json.problemIgnored"), LoadIssue.Kind.PROBLEM_IGNORED));
            return Optional.empty();
        }
    }

    private static Defence defence(JsonObject o, String path) {
        String text = string(o, Keys.DEFENCE, path);
        for (Defence d : Defence.values()) {
            if (d.name().toLowerCase(Locale.ROOT).equals(text)) {
                return d;
            }
        }
        throw new BadField(at(path, Keys.DEFENCE), Messages.tr("json.unknownDefence", JsonText.shown(Texts.abbreviate(text)),
                Arrays.stream(Defence.values()).map(d -> d.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(Messages.tr("writer.or")))));
    }

    /**
     * Reports a well-formed stipulation that {@code game} cannot pose from {@code start}: a goal
     * the game does not know or with bad parameters, or a solving seat that is not to move.
     * The stipulation is kept (the file is not changed by reading it).
     */
    <P, M> void checkPosed(ProblemSpec spec, Game<P, M> game, P start, String path) {
        String cannot = RecordJson.cannotSolve();
        try {
            Optional<Goal<P, M>> goal = game.goal(spec.goal(), spec.goalParams());
            if (goal.isEmpty()) {
                problems.accept(new LoadIssue(at(path, Keys.GOAL), Messages.tr("json.unknownGoal", JsonText.shown(Texts.abbreviate(spec.goal())), game.id(),
                        String.join(", ", game.goalIds())) + cannot, LoadIssue.Kind.CANNOT_SOLVE));
                return;
            }
        } catch (IllegalArgumentException ex) {
            problems.accept(new LoadIssue(at(path, Keys.PARAMS), Texts.shortenMessage(ex.getMessage(), null) + cannot, LoadIssue.Kind.CANNOT_SOLVE));
            return;
        }
        if (!game.seats().contains(spec.seat())) {
            problems.accept(new LoadIssue(at(path, Keys.SEAT), Messages.tr("json.seatNotPlaying", spec.seat().localName(),
                    game.seats().stream().map(Seat::localName).collect(Collectors.joining(", "))) + cannot, LoadIssue.Kind.CANNOT_SOLVE));
            return;
        }
        Seat toMove = game.toMove(start);
        if (toMove != spec.seat()) {
            problems.accept(new LoadIssue(at(path, Keys.SEAT), Messages.tr("json.seatNotToMove", spec.seat().localName(), toMove.localName()) + cannot, LoadIssue.Kind.CANNOT_SOLVE));
        }
    }

    /** The stored solution, or empty (reported) when a field is missing or malformed. */
    Optional<SolutionSummary> solution(JsonElement e, String path) {
        try {
            JsonObject o = Fields.object(e, path);
            List<Long> keys = new ArrayList<>();
            if (o.has(Keys.KEYS)) {
                String keysPath = at(path, Keys.KEYS);
                if (!o.get(Keys.KEYS).isJsonArray()) {
                    throw new BadField(keysPath, Messages.tr("json.expectedKeys", Fields.raw(o.get(Keys.KEYS))));
                }
                int i = 0;
                for (JsonElement k : o.get(Keys.KEYS).getAsJsonArray()) {
                    String kp = keysPath + "[" + i++ + "]";
                    keys.add(Fields.asId(k).orElseThrow(() -> new BadField(kp, Messages.tr("json.expectedKey", Fields.raw(k)))));
                }
            }
            Map<String, String> details = o.has(Keys.DETAILS) ? Fields.stringMap(o.get(Keys.DETAILS), at(path, Keys.DETAILS)) : Map.of();
            String verdict = string(o, Keys.VERDICT, path);
            try {
                return Optional.of(new SolutionSummary(verdict, keys, details, Fields.unknown(o, Keys.SOLUTION_FIELDS)));
            } catch (IllegalArgumentException ex) {
                throw new BadField(at(path, Keys.VERDICT), ex.getMessage());
            }
        } catch (BadField ex) {
            problem(ex.path, ex.getMessage() + Messages.tr("json.solutionIgnored"));
            return Optional.empty();
        }
    }
}
