package org.parlour.ui.review;

import org.parlour.core.Messages;
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
 * matching nodes of the open record, or of every chapter of the open collection once
 * {@link #connectChapters} is called, with their move and what matched, and goes to a result
 * (opening its chapter), or to the next one (F3).
 */
public final class FindViewModel {
    private static final System.Logger LOG = System.getLogger(FindViewModel.class.getName());
    /** The most results listed. */
    public static final int LIMIT = 500;

    private final MainViewModel main;
    private java.util.function.Supplier<List<org.parlour.study.GameRecord>> chapters = List::of;
    private java.util.function.IntSupplier chapter = () -> 0;
    private java.util.function.IntConsumer switchTo = i -> { };
    private java.util.function.IntUnaryOperator number = i -> i + 1;
    private final ObservableList<Result> results = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private int current = -1;
    /** True while {@link #goTo} opens another chapter: its results stay. */
    private boolean switching;

    /** One result: the chapter (0-based), the node and its label ("12. e3xd4: …the snippet…"). */
    public record Result(int chapter, long nodeId, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    public FindViewModel(MainViewModel main) {
        this.main = main;
        main.sessionProperty().addListener(o -> {
            if (switching) {
                return;
            }
            results.clear();
            current = -1;
            status.set("");
        });
    }

    /**
     * Searches every chapter of the open file: {@code chapters} gives the file's chapters (the one
     * being edited is taken from the session instead), {@code current} the chapter shown,
     * {@code switchTo} opens another one; a result's "Ch. N:" is {@code number} of its chapter's
     * index: the file's number of the chapter, which counts chapters that could not be read.
     * Without it the search covers the open record only.
     */
    public void connectChapters(java.util.function.Supplier<List<org.parlour.study.GameRecord>> chapters,
                                java.util.function.IntSupplier current, java.util.function.IntConsumer switchTo,
                                java.util.function.IntUnaryOperator number) {
        this.chapters = chapters;
        this.chapter = current;
        this.switchTo = switchTo;
        this.number = number;
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
        // a problem's attempt holds none of the record's moves: search the record behind it
        StudySession s = main.recordSession().orElse(os.get());
        Query q;
        try {
            q = Query.parse(text);
        } catch (IllegalArgumentException e) {
            status.set(e.getMessage());
            return 0;
        }
        List<org.parlour.study.GameRecord> all = new ArrayList<>(chapters.get());
        int here = chapter.getAsInt();
        if (all.isEmpty() || here < 0 || here >= all.size()) {
            all = List.of(s.record());
            here = 0;
        } else {
            all.set(here, s.record());
        }
        // a problem whose solution is not shown is searched as the person sees it: its start only
        // (a hit in its moves, even unnamed, would tell the answer)
        int secret = 0;
        for (int i = 0; i < all.size(); i++) {
            org.parlour.study.GameRecord r = all.get(i);
            if (r.problem().isPresent() && (i != here || main.modes().running(org.parlour.ui.mode.Mode.ATTEMPT))) {
                all.set(i, org.parlour.problem.RecordJudge.unsolved(r));
                secret += r.tree().size() > 1 || r.solution().isPresent() ? 1 : 0;
            }
        }
        int shown = here;
        org.parlour.study.GameRecord searched = all.get(here);
        List<RecordSearch.Hit> hits = RecordSearch.find(all, r -> r == searched ? Optional.of(s.game()) : gameOf(r), q, LIMIT);
        List<Result> out = new ArrayList<>();
        for (RecordSearch.Hit h : hits) {
            org.parlour.study.GameRecord r = all.get(h.chapter());
            String where;
            Game<?, ?> game = h.chapter() == shown ? s.game() : gameOf(r).orElse(null);
            try {
                where = h.nodeId() == org.parlour.tree.MoveTree.ROOT_ID ? Messages.tr("find.start")
                        : lastMove(game, r, h.nodeId());
            } catch (RuntimeException e) {
                LOG.log(System.Logger.Level.WARNING, "find: no move number for node " + h.nodeId(), e);
                where = Messages.tr("find.node", h.nodeId());
            }
            String prefix = all.size() > 1 ? Messages.tr("find.chapter", number.applyAsInt(h.chapter())) : "";
            out.add(new Result(h.chapter(), h.nodeId(), prefix + (h.snippet().isEmpty() ? where : where + ": " + h.snippet())));
        }
        results.setAll(out);
        status.set((out.isEmpty() ? Messages.tr("find.nothing") : Messages.tr("find.found", out.size() + (out.size() == LIMIT ? "+" : "")))
                + (secret > 0 ? Messages.tr("find.secret", secret) : ""));
        return out.size();
    }

    /** Goes to result {@code i}, opening its chapter first when it is another. */
    public boolean goTo(int i) {
        if (i < 0 || i >= results.size()) {
            return false;
        }
        current = i;
        Result r = results.get(i);
        if (r.chapter() != chapter.getAsInt()) {
            switching = true;
            try {
                switchTo.accept(r.chapter());
            } finally {
                switching = false;
            }
            if (chapter.getAsInt() != r.chapter()) {
                return false;
            }
        }
        // a problem whose solution is not shown gave only its start: the attempt has it too
        return main.goTo(r.nodeId());
    }

    private static <P, M> String lastMove(Game<P, M> game, org.parlour.study.GameRecord r, long nodeId) {
        return Transpositions.lineText(game, r, nodeId, 1).replace("\u2026 ", "");
    }

    private static Optional<Game<?, ?>> gameOf(org.parlour.study.GameRecord r) {
        try {
            return Optional.of(org.parlour.games.Games.create(r.gameId(), r.rules()));
        } catch (RuntimeException e) {
            LOG.log(System.Logger.Level.WARNING, "find: no game for a record of " + r.gameId(), e);
            return Optional.empty();
        }
    }

    /** The index of the result shown last, or -1. */
    public int current() {
        return current;
    }

    /** Goes to the result after the last one shown (wrapping round); false when there are none. */
    public boolean next() {
        if (results.isEmpty()) {
            main.say(Messages.tr("ui.nothing.to.find.search.first.ctrl.f"));
            return false;
        }
        return goTo((current + 1) % results.size());
    }
}
