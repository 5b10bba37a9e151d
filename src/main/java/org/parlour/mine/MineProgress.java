package org.parlour.mine;

/**
 * How far a mining run has come, sent about twice a second.
 *
 * @param games     games finished
 * @param ofGames   games in all
 * @param positions positions examined
 * @param problems  problems kept so far (sound, not duplicates)
 * @param millis    wall-clock milliseconds since the start
 */
public record MineProgress(int games, int ofGames, long positions, int problems, long millis) {
}
