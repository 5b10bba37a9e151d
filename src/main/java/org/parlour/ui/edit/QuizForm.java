package org.parlour.ui.edit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.study.StudySession;
import org.parlour.tree.LocalText;
import org.parlour.tree.Quiz;

/**
 * What the lesson question dialog ({@link QuizDialog}, Edit &gt; Lesson Question…) edits, without
 * the toolkit: rows of answers (a move, accepted or wrong, its feedback) and the hint of the
 * "your move" question at one node (docs/notation.md, {@code quiz}). A row's move must be a legal
 * move at the node, in the game's notation, and listed once; {@link #problem} names the first row
 * that is not, and {@link #quiz} builds the question with each move in its canonical form.
 * Unknown fields of the question and of its answers are kept.
 */
public final class QuizForm {
    /** Whether a row's move is an accepted answer or a wrong one with feedback of its own. */
    public enum Kind { ACCEPTED, WRONG }

    /**
     * One answer as typed.
     *
     * @param move       move text (any notation the game reads), may be blank while typing
     * @param kind       accepted or wrong
     * @param feedback   Markdown text shown when it is played
     * @param extensions unknown fields of a stored answer, kept
     */
    public record Row(String move, Kind kind, String feedback, Map<String, String> extensions) {
        public Row {
            Objects.requireNonNull(move, "move");
            Objects.requireNonNull(kind, "kind");
            Objects.requireNonNull(feedback, "feedback");
            extensions = Map.copyOf(extensions);
        }
    }

    private final List<String> legal;
    private final Function<String, Optional<String>> canonical;
    private final List<Row> rows = new ArrayList<>();
    private final Map<String, String> extensions;
    /** The edited language (a BCP 47 tag, or empty for plain texts) and the record's. */
    private final String language;
    private final String recordLanguage;
    /** The stored feedback of each listed move and the stored hint, in all their languages. */
    private final Map<String, LocalText> stored = new java.util.HashMap<>();
    private LocalText hintText = LocalText.empty();
    private String hint;

    /**
     * @param legal     the legal moves at the node in canonical notation, in the game's order
     * @param canonical a move text to its canonical form, empty when it is no legal move there
     * @param quiz      the question stored at the node, if any
     */
    public QuizForm(List<String> legal, Function<String, Optional<String>> canonical, Optional<Quiz> quiz) {
        this(legal, canonical, quiz, "", "");
    }

    /**
     * A form that edits the texts (hint, feedback) in one language, keeping their other languages
     * (docs/notation.md, "Text in several languages").
     *
     * @param language       the BCP 47 tag edited, or empty for plain texts
     * @param recordLanguage the record's {@code meta.language}, or empty
     */
    public QuizForm(List<String> legal, Function<String, Optional<String>> canonical, Optional<Quiz> quiz, String language,
                    String recordLanguage) {
        this.legal = List.copyOf(legal);
        this.canonical = Objects.requireNonNull(canonical, "canonical");
        this.language = language;
        this.recordLanguage = recordLanguage;
        Quiz q = quiz.orElse(new Quiz("", List.of(), List.of(), Map.of()));
        for (Quiz.Answer a : q.answers()) {
            rows.add(new Row(a.move(), Kind.ACCEPTED, a.feedbackText().textFor(language, recordLanguage), a.extensions()));
            store(a);
        }
        for (Quiz.Answer a : q.wrong()) {
            rows.add(new Row(a.move(), Kind.WRONG, a.feedbackText().textFor(language, recordLanguage), a.extensions()));
            store(a);
        }
        hintText = q.hintText();
        hint = q.hintText().textFor(language, recordLanguage);
        extensions = q.extensions();
    }

    /**
     * Keeps a stored answer's feedback under its canonical move, as {@link #quiz} looks it up (a
     * stored text in another spelling would lose the feedback's other languages).
     */
    private void store(Quiz.Answer a) {
        stored.putIfAbsent(canonical.apply(a.move()).orElse(a.move()), a.feedbackText());
    }

    /** The language the form edits: the window's when the quiz has it, else the record's, else the first (as the comment editor). */
    static String editingLanguage(Optional<Quiz> quiz, String recordLanguage) {
        LocalText sample = quiz.map(q -> !q.hintText().isAbsent() ? q.hintText()
                : java.util.stream.Stream.concat(q.answers().stream(), q.wrong().stream()).map(Quiz.Answer::feedbackText)
                        .filter(t -> !t.isAbsent()).findFirst().orElse(LocalText.empty())).orElse(LocalText.empty());
        return sample.editingLanguage(Messages.locale(), recordLanguage);
    }

    /** The form for the current node of {@code s}: its legal moves and its stored question. */
    public static QuizForm of(StudySession s) {
        Game<Object, Object> game = s.game();
        Object at = s.position(s.cursor());
        List<String> legal = game.outcome(at).isPresent() ? List.of()
                : game.legalMoves(at).stream().map(m -> game.formatMove(at, m)).toList();
        Function<String, Optional<String>> canonical = text -> {
            try {
                return Optional.of(game.formatMove(at, game.parseMove(at, text.strip())));
            } catch (IllegalArgumentException e) {
                // a NotationException, or text the game cannot read at all
                return Optional.empty();
            }
        };
        Optional<Quiz> quiz = s.data(s.cursor()).quiz();
        String record = s.record().meta().language();
        return new QuizForm(legal, canonical, quiz, editingLanguage(quiz, record), record);
    }

    /** The legal moves at the node, canonical, for the move boxes' lists. */
    public List<String> legalMoves() {
        return legal;
    }

    /** The rows, accepted answers first as stored, then wrong ones; rows added later at the end. */
    public List<Row> rows() {
        return List.copyOf(rows);
    }

    public String hint() {
        return hint;
    }

    public void setHint(String text) {
        hint = Objects.requireNonNull(text, "hint");
    }

    /**
     * Adds a row of {@code kind} with no move and no feedback; returns its index. The move is
     * left for the author to type or pick: a move filled in for them would be stored with the
     * feedback they typed, as an answer they never chose. {@link #problem} refuses the row while
     * its move is empty.
     */
    public int add(Kind kind) {
        rows.add(new Row("", kind, "", Map.of()));
        return rows.size() - 1;
    }

    public void remove(int row) {
        rows.remove(row);
    }

    public void setMove(int row, String move) {
        Row r = rows.get(row);
        rows.set(row, new Row(move == null ? "" : move, r.kind(), r.feedback(), r.extensions()));
    }

    public void setKind(int row, Kind kind) {
        Row r = rows.get(row);
        rows.set(row, new Row(r.move(), kind, r.feedback(), r.extensions()));
    }

    public void setFeedback(int row, String feedback) {
        Row r = rows.get(row);
        rows.set(row, new Row(r.move(), r.kind(), feedback == null ? "" : feedback, r.extensions()));
    }

    /**
     * What keeps the form from being stored, e.g. "Answer 2: b5xa6 is no legal move here.", or
     * empty when it can be stored.
     */
    public Optional<String> problem() {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < rows.size(); i++) {
            String text = rows.get(i).move().strip();
            if (text.isEmpty()) {
                return Optional.of(Messages.tr("quiz.noMove", i + 1));
            }
            Optional<String> c = canonical.apply(text);
            if (c.isEmpty()) {
                return Optional.of(Messages.tr("quiz.illegal", i + 1, text));
            }
            if (!seen.add(c.get())) {
                return Optional.of(Messages.tr("quiz.twice", i + 1, c.get()));
            }
        }
        return Optional.empty();
    }

    /**
     * The question as edited (empty when it has nothing in it: storing it removes the question).
     *
     * @throws IllegalArgumentException with {@link #problem()}'s message when the form has one
     */
    public Quiz quiz() {
        Optional<String> p = problem();
        if (p.isPresent()) {
            throw new IllegalArgumentException(p.get());
        }
        List<Quiz.Answer> answers = new ArrayList<>();
        List<Quiz.Answer> wrong = new ArrayList<>();
        for (Row r : rows) {
            String move = canonical.apply(r.move().strip()).orElseThrow();
            // only the edited language changes; the feedback's other languages stay
            LocalText before = stored.getOrDefault(move, LocalText.empty());
            Quiz.Answer a = new Quiz.Answer(move, before.with(language, r.feedback().strip(), recordLanguage), r.extensions());
            (r.kind() == Kind.ACCEPTED ? answers : wrong).add(a);
        }
        return new Quiz(hintText.with(language, hint.strip(), recordLanguage), answers, wrong, extensions);
    }
}
