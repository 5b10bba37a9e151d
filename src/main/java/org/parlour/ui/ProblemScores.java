package org.parlour.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.parlour.core.Messages;
import org.parlour.document.Document;
import org.parlour.problem.ProblemScore;
import org.parlour.problem.ScoreBook;
import org.parlour.study.GameRecord;

/**
 * The problem scores of the open collection (issue 20): kept in the preferences by
 * {@link ScoreBook}, marked in the chapter box (✓ first try, ✓? with a hint, ✗ failed), counted
 * in a line for the problem pane, and forgotten by Study > Reset Problem Scores.
 */
final class ProblemScores {
    private final ScoreBook book;
    private final Document document;
    private final ReadOnlyStringWrapper tally = new ReadOnlyStringWrapper(this, "tally", "");
    private final javafx.beans.property.ReadOnlyBooleanWrapper any = new javafx.beans.property.ReadOnlyBooleanWrapper(this, "any", false);

    ProblemScores(ScoreBook.Store store, Document document) {
        this.book = new ScoreBook(store);
        this.document = document;
    }

    /** Keeps {@code score} for the open chapter, as it is in the file. */
    void record(ProblemScore score) {
        List<GameRecord> chapters = document.chapters().chapters();
        int i = document.chapter();
        if (i >= 0 && i < chapters.size()) {
            book.record(chapters.get(i), score);
        }
        update();
    }

    /** The chapter box's score marks, one per chapter name ({@link ProblemScore#mark}, or empty). */
    List<String> marks(int count) {
        List<GameRecord> chapters = document.chapters().chapters();
        List<String> out = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            out.add(i < chapters.size() ? book.score(chapters.get(i)).map(ProblemScore::mark).orElse("") : "");
        }
        return out;
    }

    /** The problems of the open document (chapters that state a problem). */
    List<GameRecord> problems() {
        return problems(document.chapters());
    }

    /** The chapters of {@code chapters} that state a problem, in order. */
    static List<GameRecord> problems(org.parlour.study.RecordCollection chapters) {
        return chapters.chapters().stream().filter(r -> r.problem().isPresent()).toList();
    }

    /**
     * The chapter a problem collection reopens at: the first problem with no score yet, when
     * every chapter states a problem and some have scores (a set of 1,000 problems opened again
     * goes on where you stopped); 0 otherwise (a course, whose lessons come in order, a set not
     * started, or one whose every problem has a score).
     */
    int resumeAt() {
        List<GameRecord> chapters = document.chapters().chapters();
        if (chapters.size() < 2 || chapters.stream().anyMatch(r -> r.problem().isEmpty())) {
            return 0;
        }
        List<java.util.Optional<ProblemScore>> s = book.scores(chapters);
        int first = s.indexOf(java.util.Optional.<ProblemScore>empty());
        return first > 0 ? first : 0;
    }

    /** Forgets the scores of the open document's problems; the number forgotten. */
    int reset() {
        int n = book.reset(problems());
        update();
        return n;
    }

    /** Recomputes the tally line after the document or a score changed. */
    void update() {
        List<GameRecord> problems = problems();
        any.set(!problems.isEmpty() && book.scores(problems).stream().anyMatch(java.util.Optional::isPresent));
        if (problems.size() < 2) {
            tally.set("");
            return;
        }
        int[] t = ScoreBook.tally(book.scores(problems));
        tally.set(Messages.tr("ui.scores.tally", t[0], t[1], t[2], t[3], problems.size()));
    }

    /** True when a problem of the open document has a score: Reset Problem Scores has something to forget. */
    javafx.beans.property.ReadOnlyBooleanProperty anyProperty() {
        return any.getReadOnlyProperty();
    }

    /** "Scores: 3 ✓ first try, 1 ✓? with a hint, 2 ✗ failed, 6 not tried", or empty outside a collection of problems. */
    ReadOnlyStringProperty tallyProperty() {
        return tally.getReadOnlyProperty();
    }
}
