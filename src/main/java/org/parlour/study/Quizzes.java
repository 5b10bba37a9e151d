package org.parlour.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.parlour.core.Game;
import org.parlour.tree.Quiz;

/**
 * Which answers of a lesson question ({@link Quiz}) are kept at a position: the one rule that the
 * file reader (each answer left out reported at its JSON path) and the edits that replay moves
 * ({@link RecordEdits}: a new start, Set Up Position, Replace Move, Paste; each answer left out
 * told as a {@link DroppedAnswer}) both apply. An answer is kept when its move text is a legal
 * move there ({@link Game#parseMove}), and then in the game's canonical notation
 * ({@link Game#formatMove}); an answer that is the same move as one kept before it (accepted
 * answers first, then wrong ones, each in its order) is left out, so the first one stays with its
 * feedback. The hint and the unknown fields of the question and of each kept answer stay.
 *
 * <p>Pure: no JavaFX, no files. O(a) moves parsed for a answers.
 */
public final class Quizzes {
    private Quizzes() {
    }

    /**
     * An answer left out.
     *
     * @param accepted  true for an accepted answer, false for a listed wrong one
     * @param index     its index in its list ({@link Quiz#answers} or {@link Quiz#wrong}) of the question given
     * @param answer    the answer as the question had it
     * @param illegal   why its move is no legal move there (the game's words); empty for a repeat
     * @param canonical for a repeat, the canonical move that it and an answer before it both are; else empty
     * @param sameAs    for a repeat, that earlier answer's move text as the question had it; else empty
     */
    public record Left(boolean accepted, int index, Quiz.Answer answer, String illegal, String canonical, String sameAs) {
        public Left {
            Objects.requireNonNull(answer, "answer");
            Objects.requireNonNull(illegal, "illegal");
            Objects.requireNonNull(canonical, "canonical");
            Objects.requireNonNull(sameAs, "sameAs");
        }

        /** True when the answer is the same move as an answer kept before it; false when it is no legal move there. */
        public boolean repeats() {
            return !canonical.isEmpty();
        }
    }

    /**
     * The question with its kept answers in canonical notation, and the answers left out in the
     * question's order (accepted ones first).
     *
     * @param quiz the question kept (it may have nothing in it: {@link Quiz#isEmpty})
     * @param left the answers left out
     */
    public record Kept(Quiz quiz, List<Left> left) {
        public Kept {
            Objects.requireNonNull(quiz, "quiz");
            left = List.copyOf(left);
        }
    }

    /**
     * The answers of {@code quiz} kept at {@code position} (the position at the question's
     * node, the person to move from it), each in canonical notation; see the class comment.
     * Returns a question equal to {@code quiz} when every answer is legal, canonical and
     * listed once.
     */
    public static <P, M> Kept keptAt(Game<P, M> game, P position, Quiz quiz) {
        List<Quiz.Answer> answers = new ArrayList<>();
        List<Quiz.Answer> wrong = new ArrayList<>();
        // each kept canonical move to the text its answer had in the question
        java.util.Map<String, String> seen = new java.util.HashMap<>();
        List<Left> left = new ArrayList<>();
        for (int list = 0; list < 2; list++) {
            List<Quiz.Answer> from = list == 0 ? quiz.answers() : quiz.wrong();
            for (int i = 0; i < from.size(); i++) {
                Quiz.Answer a = from.get(i);
                String canonical;
                try {
                    canonical = game.formatMove(position, game.parseMove(position, a.move()));
                } catch (IllegalArgumentException e) { // a NotationException, or text the game cannot read
                    left.add(new Left(list == 0, i, a, String.valueOf(e.getMessage()), "", ""));
                    continue;
                }
                String before = seen.putIfAbsent(canonical, a.move());
                if (before != null) {
                    left.add(new Left(list == 0, i, a, "", canonical, before));
                    continue;
                }
                Quiz.Answer c = canonical.equals(a.move()) ? a : new Quiz.Answer(canonical, a.feedbackText(), a.extensions());
                (list == 0 ? answers : wrong).add(c);
            }
        }
        boolean same = left.isEmpty() && answers.equals(quiz.answers()) && wrong.equals(quiz.wrong());
        return new Kept(same ? quiz : new Quiz(quiz.hintText(), answers, wrong, quiz.extensions()), left);
    }
}
