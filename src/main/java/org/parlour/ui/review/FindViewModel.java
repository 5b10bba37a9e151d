package org.parlour.ui.review;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.parlour.core.Game;
import org.parlour.find.Query;
import org.parlour.find.RecordSearch;
import org.parlour.study.Transpositions;
import org.parlour.ui.MainViewModel;
import org.parlour.study.StudySession;

/**
 * The search pane without the window (Ctrl+F): reads the query ({@link Query#parse}), lists the
 * matching nodes of the open record with their move and what matched, and goes to a result, or
 * to the next one (F3) after the cursor's.
 */
public final class FindViewModel {
    /** The most results listed. */
    public static final int LIMIT = 500;

    private final MainViewModel main;
    private final ObservableList<Result> results = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private int current = -1;

    /** One result: the node and its label ("12. e3xd4: …the snippet…"). */
    public record Result(long nodeId, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    public FindViewModel(MainViewModel main) {
        this.main = main;
        main.sessionProperty().addListener(o -> {
            results.clear();
            current = -1;
            status.set("");
        });
    }

    public ObservableList<Result> results() {
        return results;
    }

    /** "3 found", "nothing found", or what is wrong with the query. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Searches the open record; returns the number of results (0 for a bad query, with the reason in the status). */
    public int search(String text) {
        results.clear();
        current = -1;
        Optional<StudySession> os = main.session();
        if (os.isEmpty() || text.isBlank()) {
            status.set("");
            return 0;
        }
        StudySession s = os.get();
        Query q;
        try {
            q = Query.parse(text);
        } catch (IllegalArgumentException e) {
            status.set(e.getMessage());
            return 0;
        }
        Game<Object, Object> g = s.game();
        List<RecordSearch.Hit> hits = RecordSearch.find(List.of(s.record()), r -> Optional.of(g), q, LIMIT);
        List<Result> out = new ArrayList<>();
        for (RecordSearch.Hit h : hits) {
            String where = h.nodeId() == s.rootId() ? "Start" : Transpositions.lineText(g, s.record(), h.nodeId(), 1).replace("\u2026 ", "");
            out.add(new Result(h.nodeId(), h.snippet().isEmpty() ? where : where + ": " + h.snippet()));
        }
        results.setAll(out);
        status.set(out.isEmpty() ? "Nothing found." : out.size() + (out.size() == LIMIT ? "+" : "") + " found");
        return out.size();
    }

    /** Goes to result {@code i}. */
    public boolean goTo(int i) {
        if (i < 0 || i >= results.size()) {
            return false;
        }
        current = i;
        return main.goTo(results.get(i).nodeId());
    }

    /** The index of the result shown last, or -1. */
    public int current() {
        return current;
    }

    /** Goes to the result after the last one shown (wrapping round); false when there are none. */
    public boolean next() {
        if (results.isEmpty()) {
            main.say("Nothing to find: search first (Ctrl+F).");
            return false;
        }
        return goTo((current + 1) % results.size());
    }
}
