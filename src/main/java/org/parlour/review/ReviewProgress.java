package org.parlour.review;

/**
 * A progress report of a running review, sent from the review's thread.
 *
 * @param done   moves reviewed so far
 * @param total  moves to review
 * @param nodeId the node being reviewed now
 * @param phase  what runs now: {@code "analysis"}, {@code "proof"}
 */
public record ReviewProgress(int done, int total, long nodeId, String phase) {
}
