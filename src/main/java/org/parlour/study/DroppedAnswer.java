package org.parlour.study;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.parlour.core.Messages;

/**
 * An answer of a lesson question ({@link org.parlour.tree.Quiz}) that an edit dropped because it
 * is no longer a legal move at its node: the position there changed (a new start, a set-up
 * position, a replaced move above it, a paste elsewhere); or because it became the same move as
 * an answer listed before it ({@code c4-d3} once d3 holds a lower enemy stack is {@code c4xd3}),
 * which is kept in its place with its feedback ({@link Quizzes#keptAt}). A saved record never
 * keeps such an answer, since reading it back would report it ({@code validate}: "answer
 * ignored", "listed before").
 *
 * @param nodeId   the id of the node whose question lost the answer (in the edited tree)
 * @param ply      that node's ply (0 at the start)
 * @param move     the answer's move text, as the question had it
 * @param accepted true for an accepted answer, false for a listed wrong one
 * @param message  why it went: why it is not legal there (the game's words), or that it is the
 *                 same move as {@code sameAs}
 * @param sameAs   the move text (as the question had it) of the answer listed before that is the
 *                 same move; empty for an answer no longer legal
 */
public record DroppedAnswer(long nodeId, int ply, String move, boolean accepted, String message, String sameAs) {
    public DroppedAnswer {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(sameAs, "sameAs");
    }

    /** An answer dropped as no longer legal. */
    public DroppedAnswer(long nodeId, int ply, String move, boolean accepted, String message) {
        this(nodeId, ply, move, accepted, message, "");
    }

    /** True when the answer went as the same move as an answer listed before ({@link #sameAs}), false when it is no longer legal. */
    public boolean repeats() {
        return !sameAs.isEmpty();
    }

    /** The answers of {@code dropped} that went as no longer legal ({@code repeated} false) or as repeats (true), in order. */
    public static List<DroppedAnswer> only(List<DroppedAnswer> dropped, boolean repeated) {
        return dropped.stream().filter(d -> d.repeats() == repeated).toList();
    }

    /**
     * The dropped answers named node by node, in their order: "c4xd3, c4_d3 at the start; b2-b3 at
     * ply 4" (the moves as the questions had them), a repeat with the answer it repeats, "c4xd3
     * (same move as c4-d3)", in the window's language.
     */
    public static String named(List<DroppedAnswer> dropped) {
        Map<Long, List<DroppedAnswer>> byNode = new LinkedHashMap<>();
        for (DroppedAnswer d : dropped) {
            byNode.computeIfAbsent(d.nodeId(), k -> new java.util.ArrayList<>()).add(d);
        }
        return byNode.values().stream().map(l -> {
            String moves = l.stream().map(d -> d.repeats() ? Messages.tr("setup.question.answerSameAs", d.move(), d.sameAs()) : d.move())
                    .collect(Collectors.joining(", "));
            int ply = l.get(0).ply();
            return ply == 0 ? Messages.tr("setup.question.answersAtStart", moves) : Messages.tr("setup.question.answersAtPly", moves, ply);
        }).collect(Collectors.joining("; "));
    }
}
