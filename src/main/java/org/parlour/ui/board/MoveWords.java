package org.parlour.ui.board;

import org.parlour.core.Messages;

/**
 * Words for move texts in a choice menu, so that a person sees "capture" and "prisoner" rather
 * than only {@code b2xc3} and {@code b2_c3}. Reads the separators of rules.md §6 only; the
 * rules stay in the games.
 */
final class MoveWords {
    private MoveWords() {
    }

    /** The move text followed by what it does, when its notation says so. */
    static String describe(String gameId, String move) {
        String what = switch (gameId) {
            case "agora" -> move.contains("x") ? Messages.tr("moveWords.capture")
                    : move.contains("_") ? Messages.tr("moveWords.prisoner")
                    : move.contains("+") ? Messages.tr("moveWords.join") : "";
            case "tournament" -> move.contains("@") ? Messages.tr("moveWords.putBack") : "";
            case "conspirateurs" -> move.chars().filter(ch -> ch == '-').count() > 1 ? Messages.tr("moveWords.leapChain") : "";
            default -> "";
        };
        return what.isEmpty() ? move : move + "   (" + what + ")";
    }
}
