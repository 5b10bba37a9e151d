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
 * position, a replaced move above it). A saved record never keeps such an answer, since reading
 * it back would report it ({@code validate}: "answer ignored").
 *
 * @param nodeId   the id of the node whose question lost the answer (in the edited tree)
 * @param ply      that node's ply (0 at the start)
 * @param move     the answer's move text, as the question had it
 * @param accepted true for an accepted answer, false for a listed wrong one
 * @param message  why it is not legal there (the game's words)
 */
public record DroppedAnswer(long nodeId, int ply, String move, boolean accepted, String message) {
    public DroppedAnswer {
        Objects.requireNonNull(move, "move");
        Objects.requireNonNull(message, "message");
    }

    /**
     * The dropped answers named node by node, in their order: "c4xd3, c4_d3 at the start; b2-b3 at
     * ply 4" (the moves as the questions had them), in the window's language.
     */
    public static String named(List<DroppedAnswer> dropped) {
        Map<Long, List<DroppedAnswer>> byNode = new LinkedHashMap<>();
        for (DroppedAnswer d : dropped) {
            byNode.computeIfAbsent(d.nodeId(), k -> new java.util.ArrayList<>()).add(d);
        }
        return byNode.values().stream().map(l -> {
            String moves = l.stream().map(DroppedAnswer::move).collect(Collectors.joining(", "));
            int ply = l.get(0).ply();
            return ply == 0 ? Messages.tr("setup.question.answersAtStart", moves) : Messages.tr("setup.question.answersAtPly", moves, ply);
        }).collect(Collectors.joining("; "));
    }
}
