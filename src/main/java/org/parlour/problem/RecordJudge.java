package org.parlour.problem;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.problem.MoveJudge.Judgement;
import org.parlour.problem.MoveJudge.Thinking;
import org.parlour.review.Judge;
import org.parlour.review.MoveReview;
import org.parlour.review.ReviewAnnotations;
import org.parlour.review.Reviewer;
import org.parlour.solver.MoveAnswer;
import org.parlour.solver.Problem;
import org.parlour.solver.Solver;
import org.parlour.solver.StopReason;
import org.parlour.solver.Verdict;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSource;
import org.parlour.study.ProblemSpec;
import org.parlour.study.SolutionSummary;
import org.parlour.study.StudySession;
import org.parlour.tree.MoveTree;
import org.parlour.tree.ProblemRole;
import org.parlour.tree.Quiz;

/**
 * Judging an attempt at a problem against the record that states it (docs/user-guide.md,
 * Problems). The person's moves are played in an <em>attempt</em>: a session on a copy of the
 * record cut to its start ({@link #attempt}), which holds nothing of the stored solution, so no
 * move list, tree, "Next:" line or markup of a later node can show it, and the record itself is
 * never changed by solving. Each move is looked up in the record by its line of moves from the
 * start ({@link #inRecord}): a move found there with a problem role is judged by the author
 * (key, variation, try, refutation, and the authored reply), any other by the {@link MoveJudge
 * solver}. A "your move" node's {@link Quiz} comes first: a move it accepts is right with its
 * feedback, a move it lists as wrong is wrong with its feedback, an unlisted move is judged as
 * above.
 *
 * <p>Pure: no JavaFX, no file system. Read the sessions on the thread that owns them; the
 * returned work touches only immutable values and may run on any thread.
 */
public final class RecordJudge {
    private RecordJudge() {
    }

    /**
     * A session on a copy of {@code record}'s record for the person's attempt: the same game,
     * rules, headers, start position and problem, the start's comment and markup, and no moves,
     * no solution summary and no quiz (its answers are the solution too).
     *
     * @throws java.util.NoSuchElementException when the record states no problem
     */
    public static StudySession attempt(StudySession record) {
        return new StudySession(record.game(), unsolved(record.record()));
    }

    /**
     * What a person who has not asked for the solution may see of a problem's record: the start
     * (comment, markup, headers, problem) without moves, solution summary or quiz.
     *
     * @throws java.util.NoSuchElementException when the record states no problem
     */
    public static GameRecord unsolved(GameRecord r) {
        r.problem().orElseThrow();
        // the start's quiz names its answers: it stays in the record, judged from there (quizAt)
        return r.withTree(MoveTree.withRoot(r.tree().root().data().withQuiz(Optional.empty())))
                .withSolution(Optional.empty());
    }

    /** The record's node reached by the attempt's moves from the start to {@code node}, if the record has that line. */
    public static Optional<Long> inRecord(StudySession record, StudySession attempt, long node) {
        if (node == attempt.rootId()) {
            return Optional.of(record.rootId());
        }
        return record.record().tree().findPath(attempt.record().tree().moves(node)).map(org.parlour.tree.Node::id);
    }

    /** The moves from the attempt's start to {@code node}, in order. */
    public static List<Object> line(StudySession s, long node) {
        List<Object> out = new ArrayList<>();
        for (long at = node; at != s.rootId(); at = s.parent(at).orElseThrow()) {
            out.add(0, s.move(at).orElseThrow());
        }
        return out;
    }

    /**
     * Reads what judging the attempt's move to {@code node} (a move of the solving seat) needs
     * and returns the work left. A move the record holds with a problem role is judged by its
     * role and comment, and the authored reply is played (a try's refutation, the defence after
     * a right move); a right move without an authored reply gets the solver's. Any other move is
     * judged by the solver; a comment the record holds on it is added to the solver's words.
     * {@link Judgement#solved()} is true when the move reaches the goal, or is a right last move.
     *
     * <p>Until the problem is solved, the record's comments on the solving seat's moves are
     * withheld, as the reading pane withholds them ({@code reading.withheld}): a right move that
     * leaves moves to find says only that it works and how many moves are left
     * ({@code judge.works}), a try says that it fails and its refutation ({@code judge.try}),
     * a move the solver judges has the solver's words alone (a new user's trial: the key's
     * comment of a win in 2 explained the second move). {@link Judgement#onceSolved()} holds
     * the words with the comments. A lesson's quiz feedback is no comment: it shows at once. The
     * move that solves the problem shows its comment, then the comments on the solving seat's
     * earlier moves of the line ({@code judge.yourMove}) and the key's threat ({@link KeyThreat}:
     * the solving side's next move had the defence passed), as the key's explanation
     * ({@code judge.keyThreat}).
     *
     * @throws java.util.NoSuchElementException when the record states no problem, or {@code node} is the start
     */
    public static Function<Thinking, Judgement> prepare(StudySession record, StudySession attempt, long node) {
        Function<Thinking, Judgement> work = judged(record, attempt, node);
        String explained = earlier(record, attempt, node);
        Optional<Function<Thinking, String>> loses = losing(record, attempt, node);
        return t -> {
            Judgement j = work.apply(t);
            if (j.solved()) {
                String lost = j.verdict() == MoveVerdict.RIGHT && loses.isPresent() ? loses.get().apply(t) : "";
                String words = j.onceSolved() + explained + lost;
                return new Judgement(j.verdict(), words, j.reply(), true, words);
            }
            KeyThreat k = KeyThreat.of(j.comment());
            if (k.threat().isEmpty()) {
                return j;
            }
            String words = k.withoutThreat().isBlank() ? Messages.tr("judge.right") + "." : k.withoutThreat();
            return new Judgement(j.verdict(), words, j.reply(), false, j.onceSolved());
        };
    }

    /**
     * The shared judge's word on the solving seat's moves of a line that meets a problem's goal
     * other than winning the game (docs/review.md, "How a move is judged"), the move that meets it
     * first, then the earlier ones from the key on: each move the judge marks ?? (proved, or by its
     * search, as {@code parlour review} marks it) is named with the review's own words
     * ({@link ReviewAnnotations#comment}). A move that turns the result ({@link ReviewAnnotations#turnsResult}:
     * it hands the next player a forced win, or its score is a loss where the best move's is not)
     * "loses" (" The goal is met, but 1. f1xe2?? loses, says the review: ..."); any other ?? is
     * "marked" with its loss in the review's words (" The goal is met, but the review marks
     * 2. c5xd4??: Better: 2. a1-b1, ... 2.00 lost."; for the key " The review marks 1. c6-c5??: ...").
     * Trials: the trainer said "Right ... Solved." for Agora library chapter 1's 1. f1xe2, which the
     * review proves ??; on library 927 it never named the key 1. c6-c5, which the review marks ??,
     * and said "loses" of a move that left White +1.60. The work returns "" when no move is marked
     * (or it was stopped). Empty for the goal "win" (the move that wins the game cannot lose it)
     * and when the line holds no move to judge.
     */
    static Optional<Function<Thinking, String>> losing(StudySession record, StudySession attempt, long node) {
        ProblemSpec p = record.record().problem().orElseThrow();
        if ("win".equals(p.goal())) {
            return Optional.empty();
        }
        Game<Object, Object> game = attempt.game();
        record Judged(long node, int ply, String text, Object before, Object move) {
        }
        List<Judged> moves = new ArrayList<>();
        List<Long> path = new ArrayList<>();
        for (long at = node; at != attempt.rootId(); at = attempt.parent(at).orElseThrow()) {
            path.add(0, at);
        }
        for (int i = 0; i < path.size(); i++) {
            long at = path.get(i);
            Object before = attempt.position(attempt.parent(at).orElseThrow());
            if (game.toMove(before) != p.seat() || game.outcome(before).isPresent()) {
                continue;
            }
            Object move = attempt.move(at).orElseThrow();
            moves.add(new Judged(at, i + 1, game.formatMove(before, move), before, move));
        }
        if (moves.isEmpty() || moves.get(moves.size() - 1).node() != node) {
            return Optional.empty();
        }
        // the move that meets the goal first, then the key and the others in order
        List<Judged> order = new ArrayList<>();
        order.add(moves.get(moves.size() - 1));
        order.addAll(moves.subList(0, moves.size() - 1));
        org.parlour.study.MoveNumbers numbers = org.parlour.study.MoveNumbers.of(game, attempt.position(attempt.rootId()));
        return Optional.of(t -> {
            Judge<Object, Object> judge = Judge.of(game);
            StringBuilder out = new StringBuilder();
            for (Judged j : order) {
                Judge.Verdict<Object> v = judge.judge(j.before(), j.move(), t.cancelFlag());
                if (t.cancelled()) {
                    return "";
                }
                if (v.mark() != Judge.Mark.BLUNDER) {
                    continue;
                }
                MoveReview m = Reviewer.review(game, numbers, j.node(), j.ply(), j.text(), j.before(), v);
                boolean last = j.node() == node;
                boolean loses = ReviewAnnotations.turnsResult(v);
                String key = last ? (loses ? "judge.goalButLoses" : "judge.goalButMarked")
                        : (loses ? "judge.earlierLoses" : "judge.earlierMarked");
                out.append(Messages.tr(key, m.played() + org.parlour.tree.Nag.symbol(org.parlour.tree.Nag.BLUNDER),
                        ReviewAnnotations.comment(m)));
            }
            return out.toString();
        });
    }

    /**
     * What the record says of the solving seat's moves on the attempt's line before
     * {@code node}, in words: each commented move's comment ({@code judge.yourMove}; a key's
     * threat taken out, and a comment that says only "Key." left out), then what the key
     * threatened ({@code judge.keyThreat}) when its node in the record states a threat. Empty
     * when none is commented.
     */
    static String earlier(StudySession record, StudySession attempt, long node) {
        ProblemSpec p = record.record().problem().orElseThrow();
        List<Long> moves = new ArrayList<>();
        for (long at = attempt.parent(node).orElseThrow(); at != attempt.rootId(); at = attempt.parent(at).orElseThrow()) {
            moves.add(0, at);
        }
        StringBuilder out = new StringBuilder();
        String threat = "";
        for (long at : moves) {
            if (attempt.game().toMove(attempt.position(attempt.parent(at).orElseThrow())) != p.seat()) {
                continue;
            }
            Optional<Long> there = inRecord(record, attempt, at);
            if (there.isEmpty() || record.comment(there.get()).isBlank()) {
                continue;
            }
            boolean key = attempt.parent(at).orElseThrow() == attempt.rootId();
            KeyThreat k = key && record.data(there.get()).role().map(MoveJudge::isRight).orElse(false)
                    ? KeyThreat.of(record.comment(there.get())) : new KeyThreat(record.comment(there.get()).strip(), Optional.empty());
            if (!k.withoutThreat().isBlank() && !saysOnlyKey(k.withoutThreat())) {
                out.append(Messages.tr("judge.yourMove", attempt.moveText(at), k.withoutThreat()));
            }
            if (k.threat().isPresent()) {
                threat = Messages.tr("judge.keyThreat", attempt.moveText(at), k.threat().get());
            }
        }
        return out + threat;
    }

    /** True for the solution writer's bare "Key." ({@code writer.key}) in any of {@link Messages#LANGUAGES}. */
    private static boolean saysOnlyKey(String words) {
        for (java.util.Locale l : Messages.LANGUAGES) {
            if (Messages.load(l).getString("writer.key").strip().equals(words.strip())) {
                return true;
            }
        }
        return false;
    }

    private static Function<Thinking, Judgement> judged(StudySession record, StudySession attempt, long node) {
        ProblemSpec p = record.record().problem().orElseThrow();
        long before = attempt.parent(node).orElseThrow();
        Object move = attempt.move(node).orElseThrow();
        List<Object> line = line(attempt, node);
        int used = MoveJudge.movesUsed(attempt.game(), p, attempt.position(attempt.rootId()), line);
        boolean last = used >= p.moves();
        Optional<Problem<Object, Object>> whole = MoveJudge.problemAfter(attempt.game(), p,
                attempt.position(attempt.rootId()), List.of());
        boolean reached = whole.map(pr -> pr.reachesGoal(line)).orElse(false);
        Optional<Long> there = inRecord(record, attempt, node);
        Optional<ProblemRole> role = there.flatMap(id -> record.data(id).role());
        Function<Thinking, Judgement> solver = MoveJudge.bySolver(attempt.game(), p, attempt.position(attempt.rootId()),
                line(attempt, before), move);
        Optional<Quiz> quiz = quizAt(record, attempt, before);
        String text = attempt.moveText(node);
        if (quiz.isPresent() && (quiz.get().accepted(text).isPresent() || quiz.get().listedWrong(text).isPresent())) {
            return byQuiz(record, quiz.get(), text, there, reached || last, solver, attempt.game(), attempt.position(node));
        }
        // the record's comment on this move of the solving seat: withheld until the problem is solved
        String said = there.map(record::comment).orElse("");
        if (role.isEmpty()) {
            if (said.isBlank()) {
                return solver;
            }
            return t -> {
                Judgement j = solver.apply(t);
                String full = j.comment() + " " + said;
                return new Judgement(j.verdict(), j.solved() ? full : j.comment(), j.reply(), j.solved(), full);
            };
        }
        long at = there.get();
        boolean right = MoveJudge.isRight(role.get());
        boolean solved = right && (reached || last);
        Optional<Long> answer = authoredReply(record, at, right);
        ProblemSource maker = ProblemSource.of(record.record().meta());
        // a right move with moves left: it works, and that many moves are left (said alike
        // whether the record comments it or not)
        String playOn = whole.map(pr -> Messages.tr("judge.works", pr.goal().description(), p.moves() - used))
                .orElse(Messages.tr("judge.right") + ".");
        Optional<Judgement> authored = MoveJudge.authored(role.get(), said, answer.map(record::moveText),
                answer.flatMap(record::move), maker);
        if (authored.isPresent()) {
            Judgement a = authored.get();
            String withheld = solved ? a.comment() : right ? playOn
                    : MoveJudge.authored(role.get(), "", answer.map(record::moveText), answer.flatMap(record::move), maker)
                            .orElseThrow().comment();
            Judgement j = new Judgement(a.verdict(), withheld, solved ? Optional.empty() : a.reply(), solved, a.comment());
            return t -> j;
        }
        String comment = MoveJudge.authoredComment(role.get(), said, maker);
        if (solved) {
            Judgement j = new Judgement(MoveVerdict.RIGHT, comment, Optional.empty(), true);
            return t -> j;
        }
        Object after = attempt.position(node);
        return t -> {
            Judgement j = solver.apply(t);
            String guess = unproved(attempt.game(), after, j);
            return new Judgement(MoveVerdict.RIGHT, (j.solved() ? comment : playOn) + guess, j.reply(), j.solved(), comment + guess);
        };
    }

    /**
     * " The reply x is the solver's best guess so far, not proved." ({@code judge.replyGuess})
     * when the solver's judgement is UNKNOWN and still names a reply (its best guess), for words
     * that replace the solver's own; else "".
     */
    private static String unproved(Game<Object, Object> game, Object after, Judgement j) {
        return j.verdict() == MoveVerdict.UNKNOWN && j.reply().isPresent()
                ? MoveJudge.replyGuess(game, after, j.reply().get()) : "";
    }

    /**
     * A reply of another seat than the solving one, to play in an attempt.
     *
     * @param move   the move, legal where it is played
     * @param proved false when a limit stopped the solver first ({@link org.parlour.solver.MoveAnswer#reply}
     *               of an UNKNOWN answer): the search's best guess, which the person must be told is not proved
     */
    public record Reply(Object move, boolean proved) {
        public Reply {
            java.util.Objects.requireNonNull(move, "move");
        }
    }

    /**
     * The next reply at the attempt's node {@code at}, where a reply was just played and another
     * seat than the solving one is still to move (four Conspirateurs seats: three replies come
     * between two of the solver's moves, rules.md §9; the partner replies as the solver's search
     * has it, like the defenders): the record's move there (its first move after the same line,
     * the record's main line), work that answers at once; else the solver's
     * ({@link Solver#replyAfter}: a longest-resisting defence while the line still works, a
     * refutation after a wrong move; under help play every seat cooperates, also after a wrong
     * move: the next move of a line that reaches the goal one own move later, as a help try's),
     * work to run in the background. When a limit stops the solver the reply is its best guess,
     * not {@link Reply#proved} (a review's finding: the replies stopped there, and the person
     * could not play on). The work answers empty only when no seat has a reply to give (help
     * play: no line reaches the goal even one own move later). Empty when the game is over at
     * {@code at}, the solving seat is to move there, or no own move of the problem is left.
     */
    public static Optional<Function<Thinking, Optional<Reply>>> nextReply(StudySession record, StudySession attempt, long at) {
        ProblemSpec p = record.record().problem().orElseThrow();
        Game<Object, Object> game = attempt.game();
        Object pos = attempt.position(at);
        if (at == attempt.rootId() || game.outcome(pos).isPresent() || game.toMove(pos) == p.seat()) {
            return Optional.empty();
        }
        Optional<Object> authored = inRecord(record, attempt, at).flatMap(id -> record.children(id).stream().findFirst())
                .flatMap(record::move);
        if (authored.isPresent()) {
            Optional<Reply> move = Optional.of(new Reply(authored.get(), true));
            return Optional.of(t -> move);
        }
        List<Object> line = line(attempt, at);
        Object start = attempt.position(attempt.rootId());
        // the line from the solving seat's last move: the problem continues before it
        int from = -1;
        Object q = start;
        for (int i = 0; i < line.size(); i++) {
            if (game.toMove(q) == p.seat()) {
                from = i;
            }
            q = game.play(q, line.get(i));
        }
        if (from < 0) {
            return Optional.empty();
        }
        Optional<Problem<Object, Object>> rest = MoveJudge.problemAfter(game, p, start, line.subList(0, from));
        if (rest.isEmpty()) {
            return Optional.empty();
        }
        List<Object> tail = List.copyOf(line.subList(from, line.size()));
        return Optional.of(t -> {
            MoveAnswer<Object> a = t.replyAfter(rest.get(), tail);
            return a.reply().map(r -> new Reply(r, a.verdict() != Verdict.UNKNOWN));
        });
    }

    /** The quiz asked at the attempt's node {@code at}, from the record's node with the same line. */
    public static Optional<Quiz> quizAt(StudySession record, StudySession attempt, long at) {
        return inRecord(record, attempt, at).flatMap(id -> record.data(id).quiz());
    }

    /**
     * A move the quiz lists: an accepted one is right with its feedback, a listed wrong one is
     * wrong with its feedback. The reply is the record's (the first move after it there), else
     * the solver's, unless the goal is reached.
     */
    private static Function<Thinking, Judgement> byQuiz(StudySession record, Quiz quiz, String move, Optional<Long> there,
                                                        boolean done, Function<Thinking, Judgement> solver,
                                                        Game<Object, Object> game, Object after) {
        boolean right = quiz.accepted(move).isPresent();
        String feedback = (right ? quiz.accepted(move) : quiz.listedWrong(move))
                .map(a -> org.parlour.study.RecordLanguages.shown(a.feedbackText(), record.record())).orElse("");
        String words = !feedback.isBlank() ? feedback : Messages.tr(right ? "judge.quizRight" : "judge.quizWrong");
        MoveVerdict verdict = right ? MoveVerdict.RIGHT : MoveVerdict.WRONG;
        boolean solved = right && done;
        Optional<Object> authored = there.flatMap(id -> authoredReply(record, id, right)).flatMap(record::move);
        if (solved || authored.isPresent()) {
            Judgement j = new Judgement(verdict, words, solved ? Optional.empty() : authored, solved);
            return t -> j;
        }
        return t -> {
            Judgement j = solver.apply(t);
            return new Judgement(verdict, words + unproved(game, after, j), j.reply(), right && j.solved());
        };
    }

    private static Optional<Long> authoredReply(StudySession s, long node, boolean right) {
        List<Long> ch = s.children(node);
        if (!right) {
            return ch.stream().filter(c -> s.data(c).role().equals(Optional.of(ProblemRole.REFUTATION))).findFirst()
                    .or(() -> ch.stream().findFirst());
        }
        return ch.stream().findFirst();
    }

    /**
     * The right move at the attempt's node {@code at}: the record's key or variation there (work
     * that answers at once), else the solver's first key (work to run in the background); empty
     * when no move can be right there (the game is over or it is not the solving seat's turn).
     */
    public static Optional<Function<Thinking, MoveAnswer<Object>>> rightMove(StudySession record, StudySession attempt,
                                                                           long at) {
        ProblemSpec p = record.record().problem().orElseThrow();
        Game<Object, Object> game = attempt.game();
        Object pos = attempt.position(at);
        if (game.outcome(pos).isPresent() || game.toMove(pos) != p.seat()) {
            return Optional.empty();
        }
        Optional<Long> there = inRecord(record, attempt, at);
        Optional<Quiz> quiz = there.flatMap(id -> record.data(id).quiz());
        for (Quiz.Answer a : quiz.map(Quiz::answers).orElse(List.of())) {
            try {
                MoveAnswer<Object> listed = new MoveAnswer<>(Verdict.PROVED, StopReason.NONE,
                        Optional.of(game.parseMove(pos, a.move())), 0, Optional.empty(), 0, 0);
                return Optional.of(t -> listed);
            } catch (IllegalArgumentException e) {
                // not legal here (the reader drops such answers): try the next
            }
        }
        for (long c : there.map(record::children).orElse(List.of())) {
            Optional<ProblemRole> r = record.data(c).role();
            if (r.equals(Optional.of(ProblemRole.KEY)) || r.equals(Optional.of(ProblemRole.VARIATION))) {
                MoveAnswer<Object> authored = new MoveAnswer<>(Verdict.PROVED, StopReason.NONE, record.move(c), 0,
                        Optional.empty(), 0, 0);
                return Optional.of(t -> authored);
            }
        }
        Optional<Problem<Object, Object>> problem = MoveJudge.problemAfter(game, p, attempt.position(attempt.rootId()),
                line(attempt, at));
        return problem.map(pr -> t -> t.firstKey(pr));
    }

    /** The record's stored key: the first key node of its solution summary, else the start's child with role key. */
    public static Optional<Long> storedKey(StudySession record) {
        Optional<Long> key = record.record().solution().map(SolutionSummary::keyNodeIds).orElse(List.of()).stream()
                .filter(id -> record.record().tree().contains(id)).findFirst();
        if (key.isEmpty()) {
            key = record.children(record.rootId()).stream()
                    .filter(c -> record.data(c).role().equals(Optional.of(ProblemRole.KEY))).findFirst();
        }
        return key;
    }
}
