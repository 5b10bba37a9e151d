package org.parlour.tree;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A "your move" question on a node (docs/notation.md, field {@code quiz}): the person is to move
 * from the position at this node. It may accept several answers, each with its own feedback,
 * name wrong answers with feedback of their own, and carry a hint. Problem mode judges a move
 * here by it before the solution tree and the solver (docs/user-guide.md, Problems).
 *
 * @param hintText   Markdown text shown on Hint, in one or more languages ({@link LocalText}); empty when none
 * @param answers    the accepted moves, in the author's order (canonical move text, unique)
 * @param wrong      wrong moves with feedback of their own (unique, none also accepted)
 * @param extensions fields this program does not know, name to raw JSON text, kept verbatim
 */
public record Quiz(LocalText hintText, List<Answer> answers, List<Answer> wrong, Map<String, String> extensions) {

    /**
     * One listed answer.
     *
     * @param move       the move in the game's canonical notation, one token
     * @param feedbackText Markdown text shown when it is played, in one or more languages; may be empty
     * @param extensions   unknown fields, kept verbatim
     */
    public record Answer(String move, LocalText feedbackText, Map<String, String> extensions) {
        public Answer {
            Objects.requireNonNull(move, "move");
            Objects.requireNonNull(feedbackText, "feedback");
            if (move.isEmpty() || move.chars().anyMatch(Character::isWhitespace)) {
                throw new IllegalArgumentException("bad move text '" + move + "': expected one token without spaces");
            }
            extensions = Evaluation.sorted(extensions);
        }

        /** With plain feedback. */
        public Answer(String move, String feedback, Map<String, String> extensions) {
            this(move, LocalText.plain(feedback), extensions);
        }

        /** With plain feedback and no unknown fields. */
        public Answer(String move, String feedback) {
            this(move, feedback, Map.of());
        }

        /** The feedback as one text: the plain text or the first language's ({@link LocalText#anyText()}). */
        public String feedback() {
            return feedbackText.anyText();
        }

        /** With this feedback. */
        public Answer withFeedback(LocalText v) {
            return new Answer(move, v, extensions);
        }
    }

    /**
     * @throws IllegalArgumentException when a move is listed twice, or both accepted and wrong
     */
    public Quiz {
        Objects.requireNonNull(hintText, "hint");
        answers = List.copyOf(answers);
        wrong = List.copyOf(wrong);
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Answer a : answers) {
            if (!seen.add(a.move())) {
                throw new IllegalArgumentException("the answer " + a.move() + " is listed twice");
            }
        }
        for (Answer a : wrong) {
            if (!seen.add(a.move())) {
                throw new IllegalArgumentException("the move " + a.move() + " is listed twice (as accepted or wrong)");
            }
        }
        extensions = Evaluation.sorted(extensions);
    }

    /** A quiz with a plain hint. */
    public Quiz(String hint, List<Answer> answers, List<Answer> wrong, Map<String, String> extensions) {
        this(LocalText.plain(hint), answers, wrong, extensions);
    }

    /** A quiz with these answers and no wrong moves, no hint. */
    public static Quiz accepting(List<Answer> answers) {
        return new Quiz(LocalText.empty(), answers, List.of(), Map.of());
    }

    /** The hint as one text: the plain text or the first language's ({@link LocalText#anyText()}). */
    public String hint() {
        return hintText.anyText();
    }

    /** The accepted answer with this move text, if listed. */
    public Optional<Answer> accepted(String move) {
        return answers.stream().filter(a -> a.move().equals(move)).findFirst();
    }

    /** The listed wrong answer with this move text, if any. */
    public Optional<Answer> listedWrong(String move) {
        return wrong.stream().filter(a -> a.move().equals(move)).findFirst();
    }

    /** True when nothing is set (no hint, no answers, no unknown fields). */
    public boolean isEmpty() {
        return hintText.isAbsent() && answers.isEmpty() && wrong.isEmpty() && extensions.isEmpty();
    }

    /** With a plain hint, replacing every language. */
    public Quiz withHint(String v) {
        return withHint(LocalText.plain(v));
    }

    /** With this hint. */
    public Quiz withHint(LocalText v) {
        return new Quiz(v, answers, wrong, extensions);
    }

    /** With {@code a} accepted: replaces an accepted answer of the same move, drops it from the wrong ones. */
    public Quiz withAnswer(Answer a) {
        return new Quiz(hintText, put(answers, a), wrong.stream().filter(w -> !w.move().equals(a.move())).toList(), extensions);
    }

    /** With {@code a} listed as wrong: replaces a wrong answer of the same move, drops it from the accepted ones. */
    public Quiz withWrong(Answer a) {
        return new Quiz(hintText, answers.stream().filter(w -> !w.move().equals(a.move())).toList(), put(wrong, a), extensions);
    }

    private static List<Answer> put(List<Answer> list, Answer a) {
        List<Answer> out = new java.util.ArrayList<>();
        boolean replaced = false;
        for (Answer x : list) {
            if (x.move().equals(a.move())) {
                out.add(a);
                replaced = true;
            } else {
                out.add(x);
            }
        }
        if (!replaced) {
            out.add(a);
        }
        return out;
    }
}
