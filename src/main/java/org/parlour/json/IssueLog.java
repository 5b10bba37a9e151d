package org.parlour.json;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * The load issues of one record in file order. Issues found while reading are numbered as they
 * come; an issue found later about an earlier place (an illegal move, found when the tree is
 * replayed) takes the number {@link #reserve reserved} for that place.
 */
final class IssueLog implements BiConsumer<String, String>, Consumer<LoadIssue> {
    private record Numbered(int order, LoadIssue issue) {
    }

    private final List<Numbered> issues = new ArrayList<>();
    private int next;

    /** Adds an issue at the current place. */
    void add(String path, String message) {
        add(new LoadIssue(path, message));
    }

    /** Adds an issue (of its kind) at the current place. */
    void add(LoadIssue issue) {
        issues.add(new Numbered(next++, issue));
    }

    /** {@link #add(String, String)}: the readers take this log as their receiver of (path, message) (no lambda to link on a first read). */
    @Override
    public void accept(String path, String message) {
        add(path, message);
    }

    /** {@link #add(LoadIssue)}. */
    @Override
    public void accept(LoadIssue issue) {
        add(issue);
    }

    /** Adds an issue at a place numbered earlier by {@link #reserve}. */
    void addAt(int order, String path, String message) {
        issues.add(new Numbered(order, new LoadIssue(path, message)));
    }

    /** Numbers the current place (a node) for issues found about it later. */
    int reserve() {
        return next++;
    }

    /** The number the next place would get. */
    int current() {
        return next;
    }

    /**
     * The issues sorted by place (a stable sort: issues at one place stay in the order they came).
     * A plain sort, no stream: this runs once per record read, often on the first read of a run.
     */
    List<LoadIssue> sorted() {
        if (issues.isEmpty()) {
            return List.of();
        }
        Numbered[] byPlace = issues.toArray(new Numbered[0]);
        Arrays.sort(byPlace, (a, b) -> Integer.compare(a.order(), b.order()));
        LoadIssue[] out = new LoadIssue[byPlace.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = byPlace[i].issue();
        }
        return List.of(out);
    }
}
