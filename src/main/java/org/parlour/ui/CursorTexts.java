package org.parlour.ui;

import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.Outcome;
import org.parlour.core.RuleOptions;
import org.parlour.study.RecordLanguages;
import org.parlour.study.StudySession;

/**
 * The texts of the status bar and the annotation panel for the open session and its cursor: the
 * game and its rules, who is to move, the outcome, the current move and its glyphs and comment,
 * and at a fork which continuation Right follows. Set by {@link MainViewModel}; no
 * {@code javafx.scene}.
 */
public final class CursorTexts {
    private final ReadOnlyStringWrapper gameText = new ReadOnlyStringWrapper(Messages.tr("status.noRecord"));
    private final ReadOnlyStringWrapper rulesText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper toMoveText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper outcomeText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper comment = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper moveText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper glyphs = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper nextChoice = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper reviewVerdict = new ReadOnlyStringWrapper("");

    /**
     * At a move a review marked, the review's words on it ("The review: Better: 11… e4-e5, ..."):
     * the review writes them on the first move of the better variation beside it, so the mistake
     * itself names its verdict too (as KaTrain does); when the better move was a variation already
     * there, the review keeps its words in the move's own mark instead, and those are given. Empty
     * elsewhere, and when the move has a variation of the review but that one has no words.
     */
    public ReadOnlyStringProperty reviewVerdictProperty() {
        return reviewVerdict.getReadOnlyProperty();
    }

    /** The game's name, e.g. "Agora". */
    public ReadOnlyStringProperty gameTextProperty() {
        return gameText.getReadOnlyProperty();
    }

    /** The rule options in words, or "default rules". */
    public ReadOnlyStringProperty rulesTextProperty() {
        return rulesText.getReadOnlyProperty();
    }

    /** "White to move", or "Game over". */
    public ReadOnlyStringProperty toMoveTextProperty() {
        return toMoveText.getReadOnlyProperty();
    }

    /** The outcome at the cursor as people read it, e.g. "Black wins (no legal move)", or empty. */
    public ReadOnlyStringProperty outcomeTextProperty() {
        return outcomeText.getReadOnlyProperty();
    }

    /** The comment of the current move (or of the start position). */
    public ReadOnlyStringProperty commentProperty() {
        return comment.getReadOnlyProperty();
    }

    /** The current move, numbered, e.g. "12. b1-c2"; "Start" at the root. */
    public ReadOnlyStringProperty moveTextProperty() {
        return moveText.getReadOnlyProperty();
    }

    /** The glyphs of the current move as symbols, e.g. "!? ±". */
    public ReadOnlyStringProperty glyphsProperty() {
        return glyphs.getReadOnlyProperty();
    }

    /** At a fork: which continuation Right will follow, e.g. "Next: b2-c3 (2 of 3)". */
    public ReadOnlyStringProperty nextChoiceProperty() {
        return nextChoice.getReadOnlyProperty();
    }

    /** A session opened on {@code g}: its name and rules. */
    void opened(Game<Object, Object> g) {
        gameText.set(g.displayName());
        RuleOptions o = g.options();
        rulesText.set(o.isEmpty() ? Messages.tr("status.defaultRules") : RuleTexts.shown(o));
    }

    /**
     * The texts at node {@code id} of {@code s}.
     *
     * @param hideNext true when the "Next:" line would give a move away (guess the move)
     */
    void show(StudySession s, long id, boolean hideNext) {
        Object pos = s.position(id);
        Game<Object, Object> g = s.game();
        Optional<Outcome> out = g.outcome(pos);
        outcomeText.set(out.map(CursorTexts::describe).orElse(""));
        toMoveText.set(out.isPresent() ? Messages.tr("status.gameOver") : Messages.tr("status.toMove", g.toMove(pos).localName()));
        comment.set(s.comment(id));
        glyphs.set(s.glyphs(id));
        moveText.set(id == s.rootId() ? Messages.tr("status.startPosition") : s.moveNumbers().label(s.ply(id), s.moveText(id)));
        reviewVerdict.set(hideNext ? "" : reviewVerdict(s, id));
        List<Long> ch = s.children(id);
        if (ch.size() >= 2 && !hideNext) {
            long n = s.next(id).orElseThrow();
            nextChoice.set(Messages.tr("status.next", s.moveText(n), ch.indexOf(n) + 1, ch.size()));
        } else {
            nextChoice.set("");
        }
    }

    /**
     * The review's words on {@code id}: those its mark keeps (the better move was a variation
     * already there, {@link org.parlour.review.ReviewAnnotations#words}), else those of the review's
     * variation beside it, for a move that is not itself of a review's variation.
     */
    static String reviewVerdict(StudySession s, long id) {
        Optional<Long> parent = s.parent(id);
        if (parent.isEmpty()) {
            return "";
        }
        Optional<org.parlour.tree.LocalText> own = org.parlour.review.ReviewAnnotations.words(s.data(id))
                .filter(w -> !RecordLanguages.shown(w, s.record()).isBlank());
        if (own.isPresent()) {
            return atMistake(RecordLanguages.shown(own.get(), s.record()), own.get(), s);
        }
        if (org.parlour.review.ReviewAnnotations.isComputerLine(s.data(id))) {
            return "";
        }
        for (long c : s.children(parent.get())) {
            if (c != id && org.parlour.review.ReviewAnnotations.isComputerLine(s.data(c)) && !s.comment(c).isBlank()) {
                org.parlour.tree.NodeData d = s.data(c);
                return atMistake(s.comment(c), d.commentAfter().isEmpty() ? d.commentBeforeText() : d.commentAfterText(), s);
            }
        }
        return "";
    }

    /**
     * "The review: " and {@code shown}, the prefix in the language of the words it introduces (a
     * trial's French window read "La revue : Better: 11... e4-e5, ..." on words an English
     * command line wrote). The review writes its words in the language it runs in, as a plain
     * text (docs/review.md), so their language is read from them: a text in several languages
     * by the tag of the one shown; a plain text by the review's own sentences it opens with
     * ("Better: ", "Mieux : ", "A win in ", "Un gain en ": {@link #reviewLanguage}), else it is the
     * record's language (docs/user-guide.md, "Languages"). Words in a language Parlour has no
     * texts for, or of unknown language, get the window's.
     */
    private static String atMistake(String shown, org.parlour.tree.LocalText from, StudySession s) {
        Optional<java.util.Locale> language = (from.isPlain() ? reviewLanguage(shown) : Optional.<java.util.Locale>empty())
                .or(() -> from.pickedLanguage(Messages.locale(), s.record().meta().language()).map(java.util.Locale::forLanguageTag))
                .filter(l -> Messages.LANGUAGES.stream().anyMatch(m -> m.getLanguage().equals(l.getLanguage())));
        return language.isPresent() ? Messages.in(language.get(), () -> Messages.tr("review.atMistake", shown))
                : Messages.tr("review.atMistake", shown);
    }

    /** The review's sentences that open its words (their text before the first argument). */
    private static final List<String> OPENINGS = List.of("review.better", "review.betterAlike", "review.missedWin");

    /**
     * The language of Parlour's whose review sentence {@code words} open with: English for
     * "Better: 14... e4xd4, ...", French for "Mieux : ..."; empty for other words.
     */
    static Optional<java.util.Locale> reviewLanguage(String words) {
        for (java.util.Locale l : Messages.LANGUAGES) {
            java.util.ResourceBundle b = Messages.load(l);
            for (String key : OPENINGS) {
                String pattern = b.getString(key);
                String opening = pattern.substring(0, Math.max(0, pattern.indexOf('{')));
                if (!opening.isBlank() && words.startsWith(opening)) {
                    return Optional.of(l);
                }
            }
        }
        return Optional.empty();
    }

    /** An outcome in words: "Black wins (no legal move)", "Red and Yellow win (…)", "Draw (…)" ({@link Outcome#said}). */
    static String describe(Outcome o) {
        return o.said();
    }
}
