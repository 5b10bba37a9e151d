package org.parlour.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.core.NotationException;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.Quiz;

/**
 * The editor's commands as pure functions: each takes a record (and the node it works on) and
 * returns a {@link Change}: the new record, where the cursor goes, a label for the undo menu, and
 * the lines cut by re-checking (never silently). Commands that touch moves check them with the
 * game's rules through {@link RecordEdits}; the others (glyphs, comments, markup, headers) do not
 * need the rules. An edit that changes nothing returns a change whose record {@code equals} the
 * input, so callers may skip recording it ({@link Change#changes}).
 *
 * <p>Complexity: tree commands cost what their {@link MoveTree} operation costs (O(log32 n) for
 * glyphs, comments, markup, promote, demote; O(k log32 n) for a subtree of k nodes); checked
 * commands add a replay of the moves they check.
 */
public final class TreeEdits {
    private static final Pattern MOVE_NUMBER = Pattern.compile("[0-9]+(\\.+|\u2026)");

    private TreeEdits() {
    }

    /**
     * What an edit did.
     *
     * @param record   the record after the edit
     * @param cursor   the node the cursor goes to
     * @param label    a short description, e.g. {@code Promote b1-c2}
     * @param problems the lines cut by re-checking, in pre-order (empty for a clean edit)
     * @param answers  the lesson questions' answers dropped by re-checking as no longer legal
     * @param notPasted the pasted annotations that moves already there kept their own instead of
     *                 (a paste that merged, {@link NotPasted}); empty for other edits
     */
    public record Change(GameRecord record, long cursor, String label, List<RecordProblem> problems, List<DroppedAnswer> answers,
                         List<NotPasted> notPasted) {
        public Change {
            Objects.requireNonNull(record);
            Objects.requireNonNull(label);
            problems = List.copyOf(problems);
            answers = List.copyOf(answers);
            notPasted = List.copyOf(notPasted);
        }

        /** A change that leaves nothing out of a paste. */
        public Change(GameRecord record, long cursor, String label, List<RecordProblem> problems, List<DroppedAnswer> answers) {
            this(record, cursor, label, problems, answers, List.of());
        }

        /** A change that drops no lesson question's answer. */
        public Change(GameRecord record, long cursor, String label, List<RecordProblem> problems) {
            this(record, cursor, label, problems, List.of());
        }

        /** The change a checked edit made: its record, lines cut and answers dropped. */
        static Change of(RecordEdits.Result r, long cursor, String label) {
            return new Change(r.record(), cursor, label, r.problems(), r.answers(), r.notPasted());
        }

        /** True when the record differs from {@code before}. */
        public boolean changes(GameRecord before) {
            return !record.equals(before);
        }

        /** The number of nodes re-checking cut: the sum of the problems' {@link RecordProblem#dropped}; 0 for a clean edit. */
        public int dropped() {
            return problems.stream().mapToInt(RecordProblem::dropped).sum();
        }
    }


    // ---------------------------------------------------------------- moves

    /**
     * Plays move text at {@code at}: goes to the child with that move when there is one (also when
     * the text is a non-canonical spelling of it), or adds it as the main line at a leaf and as a
     * new variation after the existing children otherwise.
     *
     * @throws NotationException when the text is not a legal move there
     */
    public static <P, M> Change play(Game<P, M> game, GameRecord record, long at, String text) {
        P before = Replay.of(game, record).position(at);
        M move = Replay.parseMove(game, before, text.trim());
        String canonical = game.formatMove(before, move);
        MoveTree.Edited e = record.tree().addMove(at, canonical);
        boolean added = e.tree() != record.tree();
        String label = Messages.tr(added ? (record.tree().node(at).isLeaf() ? "edit.label.play" : "edit.label.addVariation") : "edit.label.follow",
                canonical);
        return new Change(record.withTree(e.tree()), e.nodeId(), label, List.of());
    }

    /**
     * Plays a line of move text from {@code at}, re-checking every move: move numbers ({@code 12.},
     * {@code 12...}, {@code 12…}) are skipped; existing moves are followed, new ones added.
     *
     * @throws NotationException naming the first move that is not legal where it stands and its
     *                           place in the line, e.g. {@code move 3 "c9": "c9" is not legal here (...)}
     */
    public static <P, M> Change pasteLine(Game<P, M> game, GameRecord record, long at, String text) {
        List<String> moves = lineTokens(text);
        if (moves.isEmpty()) {
            throw NotationException.syntax(text, Messages.tr("edit.noPastedMoves"));
        }
        GameRecord r = record;
        long cursor = at;
        Replay<P, M> replay = Replay.of(game, record);
        P pos = replay.position(at);
        MoveTree t = record.tree();
        for (int i = 0; i < moves.size(); i++) {
            M move;
            try {
                move = Replay.parseMove(game, pos, moves.get(i));
            } catch (NotationException e) {
                throw new NotationException(e.kind(), moves.get(i), Messages.tr("edit.pastedMove", i + 1, e.getMessage()));
            }
            MoveTree.Edited e = t.addMove(cursor, game.formatMove(pos, move));
            t = e.tree();
            cursor = e.nodeId();
            pos = game.play(pos, move);
        }
        r = r.withTree(t);
        return new Change(r, cursor, Messages.tr("edit.label.pasteLine", moves.size()), List.of());
    }

    /** The move tokens of a line of text, move numbers left out. */
    static List<String> lineTokens(String text) {
        List<String> out = new ArrayList<>();
        for (String tok : text.trim().split("\\s+")) {
            if (tok.isEmpty()) {
                continue;
            }
            java.util.regex.Matcher m = MOVE_NUMBER.matcher(tok);
            if (m.lookingAt()) {
                tok = tok.substring(m.end());
            }
            if (!tok.isEmpty() && !tok.matches("(\\.+|\u2026)")) {
                out.add(tok);
            }
        }
        return out;
    }

    /**
     * The moves from the start to the end of the line through {@code id} (its path, then its main
     * continuation) as move text with move numbers, e.g. {@code 1. b1-c2 c7-c6 2. ...}; with
     * {@code seats} seats per round.
     */
    public static String lineText(GameRecord record, long id, int seats) {
        return lineText(record, id, MoveNumbers.fromFirstSeat(seats));
    }

    /** As {@link #lineText(GameRecord, long, int)}, numbered from the record's own start ({@link MoveNumbers}). */
    public static String lineText(GameRecord record, long id, MoveNumbers numbers) {
        return movesText(record.tree().line(id), numbers);
    }

    /** The moves from the node (excluded) to the end of its main continuation, numbered. */
    public static String continuationText(GameRecord record, long id, int seats) {
        return continuationText(record, id, MoveNumbers.fromFirstSeat(seats));
    }

    /** As {@link #continuationText(GameRecord, long, int)}, numbered from the record's own start. */
    public static String continuationText(GameRecord record, long id, MoveNumbers numbers) {
        return movesText(record.tree().mainLineFrom(id), numbers);
    }

    private static String movesText(List<Node> nodes, MoveNumbers numbers) {
        StringBuilder sb = new StringBuilder();
        boolean first = true;
        for (Node node : nodes) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(numbers.prefix(node.ply(), first, MoveNumbers.ELLIPSIS)).append(node.move());
            first = false;
        }
        return sb.toString();
    }

    /**
     * The node whose move {@code text} is among the children of {@code id}'s parent: {@code id}
     * itself when the text is its own move (in any spelling the game reads), another child (a
     * variation here) when one has it, or empty when the move is new there. Replace uses it to
     * say so instead of replacing.
     *
     * @throws NotationException        when the text is not a legal move at the node's parent
     * @throws IllegalArgumentException for the root, which has no move
     */
    public static <P, M> Optional<Long> moveHere(Game<P, M> game, GameRecord record, long id, String text) {
        Node n = record.tree().node(id);
        if (n.isRoot()) {
            throw new IllegalArgumentException("the root has no move to replace");
        }
        long parent = n.parentId().orElseThrow();
        P before = Replay.of(game, record).position(parent);
        String canonical = game.formatMove(before, Replay.parseMove(game, before, text.trim()));
        return record.tree().child(parent, canonical).map(Node::id);
    }

    /**
     * Replaces the move of {@code id} and replays what followed it; each line is cut at its first
     * move that became illegal, and the problems name it. The new move starts without the old
     * one's annotation (glyphs, comments, markup, evaluation, lesson question, problem role): they
     * were about a move that is no longer played ({@link RecordEdits#replaceMove}).
     *
     * @throws NotationException        when the text is not legal at the node's parent
     * @throws IllegalArgumentException for the root or a move a sibling already has (see {@link #moveHere})
     */
    public static <P, M> Change replaceMove(Game<P, M> game, GameRecord record, long id, String text) {
        String old = record.tree().node(id).move();
        RecordEdits.Result r = RecordEdits.replaceMove(game, record, id, text.trim());
        String now = r.record().tree().node(id).move();
        return Change.of(r, id, Messages.tr("edit.label.replace", old, now));
    }

    /** Moves the node one place toward the main line among its siblings. */
    public static Change promote(GameRecord record, long id) {
        return new Change(record.withTree(record.tree().promote(id)), id, Messages.tr("edit.label.promote", move(record, id)), List.of());
    }

    /** Moves the node one place away from the main line among its siblings. */
    public static Change demote(GameRecord record, long id) {
        return new Change(record.withTree(record.tree().demote(id)), id, Messages.tr("edit.label.demote", move(record, id)), List.of());
    }

    /** Makes the line through the node the main line. */
    public static Change makeMainLine(GameRecord record, long id) {
        return new Change(record.withTree(record.tree().makeMainLine(id)), id, Messages.tr("edit.label.mainLine", move(record, id)), List.of());
    }

    /** The number of nodes a {@link #delete} of {@code id} removes (the node and what follows it). */
    public static int deleteSize(GameRecord record, long id) {
        return record.tree().subtree(id).size();
    }

    /**
     * Deletes the node and everything after it; the cursor goes to its parent when it stood in
     * the deleted part, else stays.
     *
     * @throws IllegalArgumentException for the root
     */
    public static Change delete(GameRecord record, long id, long cursor) {
        MoveTree t = record.tree();
        Node n = t.node(id);
        if (n.isRoot()) {
            throw new IllegalArgumentException(Messages.tr("edit.startNotDeleted"));
        }
        List<Node> gone = t.subtree(id);
        MoveTree after = t.delete(id);
        long c = after.contains(cursor) ? cursor : n.parentId().orElseThrow();
        return new Change(record.withTree(after), c, withFollowing("edit.label.delete", n.move(), gone.size())
                + Carried.of(gone).label(), List.of());
    }

    /**
     * What deleted moves carry besides themselves: lesson questions ({@link Quiz}), comments
     * (before and after a move, each counted) and board marks (arrows, highlights, labels). A
     * teacher's trial: Delete on a key with a long comment took a lesson question with it, and
     * the status line said only "Delete f1-g2 and 3 following moves".
     */
    public record Carried(int questions, int comments, int marks) {
        /** What {@code nodes} carry. */
        public static Carried of(List<Node> nodes) {
            int q = 0;
            int c = 0;
            int m = 0;
            for (Node n : nodes) {
                NodeData d = n.data();
                q += d.quiz().isPresent() ? 1 : 0;
                c += (d.commentBeforeText().isEmpty() ? 0 : 1) + (d.commentAfterText().isEmpty() ? 0 : 1);
                m += d.markup().size();
            }
            return new Carried(q, c, m);
        }

        /** True when the moves carry none of them. */
        public boolean isEmpty() {
            return questions == 0 && comments == 0 && marks == 0;
        }

        /** "1 lesson question, 2 comments, 3 board marks" (the counts that are not 0), empty when none. */
        public String text() {
            List<String> parts = new ArrayList<>();
            if (questions > 0) {
                parts.add(Messages.tr("edit.carried.questions", questions));
            }
            if (comments > 0) {
                parts.add(Messages.tr("edit.carried.comments", comments));
            }
            if (marks > 0) {
                parts.add(Messages.tr("edit.carried.marks", marks));
            }
            return String.join(", ", parts);
        }

        /** " (1 lesson question, 2 comments)" to follow an edit's label, empty when none. */
        public String label() {
            return isEmpty() ? "" : " " + Messages.tr("edit.carried", text());
        }
    }

    /** What a {@link #delete} of {@code id} takes with its moves. */
    public static Carried deleteCarries(GameRecord record, long id) {
        return Carried.of(record.tree().subtree(id));
    }

    /** What a {@link #deleteOtherVariations} at {@code id} takes with its moves. */
    public static Carried deleteOthersCarries(GameRecord record, long id) {
        MoveTree after = record.tree().deleteOtherVariations(id);
        return Carried.of(record.tree().preorder().stream().filter(n -> !after.contains(n.id())).toList());
    }

    /** The number of nodes {@link #deleteOtherVariations} removes. */
    public static int deleteOthersSize(GameRecord record, long id) {
        return record.tree().size() - record.tree().deleteOtherVariations(id).size();
    }

    /** Deletes every variation that leaves the line from the start to {@code id}; the cursor goes to the node. */
    public static Change deleteOtherVariations(GameRecord record, long id) {
        MoveTree after = record.tree().deleteOtherVariations(id);
        int gone = record.tree().size() - after.size();
        return new Change(record.withTree(after), id, Messages.tr("edit.label.deleteOthers", gone) + deleteOthersCarries(record, id).label(),
                List.of());
    }

    /**
     * Cuts the node's subtree into a clip: {@link #delete} plus the clip to paste later.
     *
     * @return the change; the clip is {@code record.tree().copy(id)}
     */
    public static Change cut(GameRecord record, long id, long cursor) {
        Change d = delete(record, id, cursor);
        return new Change(d.record(), d.cursor(), withFollowing("edit.label.cut", record.tree().node(id).move(),
                record.tree().subtree(id).size()), List.of());
    }

    /**
     * Pastes a clip ({@link MoveTree#copy} of this or another record of the same game) after
     * {@code at}; every pasted move is re-checked from there and illegal lines are cut, with
     * problems.
     */
    public static <P, M> Change paste(Game<P, M> game, GameRecord record, long at, MoveTree clip) {
        RecordEdits.Result r = RecordEdits.paste(game, record, at, clip);
        int size = clip.size();
        return Change.of(r, r.nodeId().orElse(at), withFollowing("edit.label.paste", clip.root().move(), size));
    }

    // ---------------------------------------------------------------- annotation

    /**
     * Toggles a glyph: removes it when the node has it, else adds it (a move or position glyph
     * replaces the one of its kind). A move glyph (1-6: !, ?, !!, ??, !?, ?!) judges a move, so
     * the root, the start position, takes none (one it has from a file can be removed); a
     * position glyph may judge the start.
     *
     * @throws IllegalArgumentException for a NAG outside 1..255, or a move glyph added to the root
     *                                  (its message, in the window's language, says to go to a move)
     */
    public static Change toggleNag(GameRecord record, long id, int nag) {
        NodeData d = record.tree().node(id).data();
        boolean has = d.nags().contains(nag);
        if (!has && Nag.isMoveGlyph(nag) && record.tree().node(id).isRoot()) {
            throw new IllegalArgumentException(Messages.tr("edit.noGlyphStart", Nag.symbol(nag)));
        }
        NodeData now = has ? d.withoutNag(nag) : d.withNag(nag);
        return data(record, id, now, Messages.tr(has ? "edit.label.removeGlyph" : "edit.label.glyph", Nag.symbol(nag)) + on(record, id));
    }

    /** Removes every glyph of the node. */
    public static Change clearNags(GameRecord record, long id) {
        return data(record, id, record.tree().node(id).data().withNags(List.of()), Messages.tr("edit.label.clearGlyphs") + on(record, id));
    }

    /**
     * Sets the comment before ({@code before} true) or after the move in one language
     * ({@code language}, a BCP 47 tag; empty: the plain text), keeping the other languages
     * ({@link org.parlour.tree.LocalText#with}).
     */
    public static Change setComment(GameRecord record, long id, boolean before, String language, String markdown) {
        NodeData d = record.tree().node(id).data();
        String lang = record.meta().language();
        NodeData now = before ? d.withCommentBefore(d.commentBeforeText().with(language, markdown, lang))
                : d.withCommentAfter(d.commentAfterText().with(language, markdown, lang));
        return data(record, id, now, Messages.tr("edit.label.comment") + on(record, id));
    }

    /** Sets the comment shown before ({@code before} true) or after the move, Markdown text. */
    public static Change setComment(GameRecord record, long id, boolean before, String markdown) {
        NodeData d = record.tree().node(id).data();
        NodeData now = before ? d.withCommentBefore(markdown) : d.withCommentAfter(markdown);
        return data(record, id, now, Messages.tr("edit.label.comment") + on(record, id));
    }

    /**
     * Draws a mark, as Lichess does: the same mark in the same colour is removed; the same arrow
     * or cell in another colour is recoloured; anything else is added on top.
     */
    public static Change toggleMark(GameRecord record, long id, Mark mark) {
        NodeData d = record.tree().node(id).data();
        List<Mark> marks = new ArrayList<>(d.markup());
        String what;
        int i = indexOfSamePlace(marks, mark);
        if (i < 0) {
            marks.add(mark);
            what = "edit.label.draw";
        } else if (marks.get(i).equals(mark)) {
            marks.remove(i);
            what = "edit.label.erase";
        } else {
            marks.set(i, mark);
            what = "edit.label.recolour";
        }
        return data(record, id, d.withMarkup(marks), Messages.tr(what, describe(mark)) + on(record, id));
    }

    private static int indexOfSamePlace(List<Mark> marks, Mark m) {
        for (int i = 0; i < marks.size(); i++) {
            Mark o = marks.get(i);
            if (m instanceof Mark.Arrow a && o instanceof Mark.Arrow b && a.from().equals(b.from()) && a.to().equals(b.to())) {
                return i;
            }
            if (m instanceof Mark.Highlight a && o instanceof Mark.Highlight b && a.cell().equals(b.cell())) {
                return i;
            }
            if (m instanceof Mark.Label a && o instanceof Mark.Label b && a.cell().equals(b.cell())) {
                return i;
            }
        }
        return -1;
    }

    private static String describe(Mark m) {
        if (m instanceof Mark.Arrow a) {
            return a.from().equals(a.to()) ? Messages.tr("edit.mark.circle", a.from(), colour(a.colour()))
                    : Messages.tr("edit.mark.arrow", a.from() + "-" + a.to(), colour(a.colour()));
        }
        if (m instanceof Mark.Highlight h) {
            return Messages.tr("edit.mark.highlight", h.cell(), colour(h.colour()));
        }
        Mark.Label l = (Mark.Label) m;
        return Messages.tr("edit.mark.label", l.text(), l.cell(), colour(l.colour()));
    }

    /** Removes every mark of the node. */
    public static Change clearMarkup(GameRecord record, long id) {
        return data(record, id, record.tree().node(id).data().withMarkup(List.of()), Messages.tr("edit.label.clearMarkup") + on(record, id));
    }

    /**
     * Sets the "your move" question asked at the node (docs/notation.md, {@code quiz}), or removes
     * it when {@code quiz} is empty or has nothing in it. Each answer's move is read in the
     * game's notation at the node's position {@code at} and kept in its canonical form.
     *
     * @param at the position at node {@code id} (the person is to move from it)
     * @throws IllegalArgumentException naming the first answer that is no legal move there, or a
     *                                  move listed twice (accepted or wrong)
     */
    public static <P, M> Change setQuiz(Game<P, M> game, P at, GameRecord record, long id, Optional<Quiz> quiz) {
        Optional<Quiz> kept = Optional.empty();
        if (quiz.isPresent()) {
            Quiz q = quiz.get();
            List<Quiz.Answer> answers = new ArrayList<>();
            List<Quiz.Answer> wrong = new ArrayList<>();
            for (int list = 0; list < 2; list++) {
                for (Quiz.Answer a : list == 0 ? q.answers() : q.wrong()) {
                    String canonical;
                    try {
                        canonical = game.formatMove(at, game.parseMove(at, a.move()));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalArgumentException(Messages.tr("edit.quizIllegal", a.move(), e.getMessage()), e);
                    }
                    (list == 0 ? answers : wrong).add(new Quiz.Answer(canonical, a.feedbackText(), a.extensions()));
                }
            }
            kept = Optional.of(new Quiz(q.hintText(), answers, wrong, q.extensions()));
        }
        NodeData d = record.tree().node(id).data();
        boolean set = kept.filter(q -> !q.isEmpty()).isPresent();
        return data(record, id, d.withQuiz(kept), Messages.tr(set ? "edit.label.quiz" : "edit.label.removeQuiz") + on(record, id));
    }

    private static Change data(GameRecord record, long id, NodeData now, String label) {
        return new Change(record.withTree(record.tree().withData(id, now)), id, label, List.of());
    }

    // ---------------------------------------------------------------- record

    /**
     * States the record's problem (rules.md §9), or removes it when {@code spec} is empty. A
     * stored solution summary is dropped when the stipulation changes: it was found for the old
     * one. The caller validates the stipulation against the game
     * ({@code org.parlour.problem.ProblemRecords#problem}).
     */
    public static Change setProblem(GameRecord record, Optional<ProblemSpec> spec, long cursor) {
        GameRecord now = record.withProblem(spec);
        if (!spec.equals(record.problem())) {
            now = now.withSolution(Optional.empty());
        }
        return new Change(now, cursor, Messages.tr(spec.isPresent() ? "edit.label.problem" : "edit.label.removeProblem"), List.of());
    }

    /** Replaces the headers. */
    public static Change setMeta(GameRecord record, Metadata meta, long cursor) {
        return new Change(record.withMeta(meta), cursor, Messages.tr("edit.label.headers"), List.of());
    }

    /**
     * Changes the start position and re-checks every line from it; lines whose moves are no
     * longer legal are cut and reported. The cursor goes to the start.
     *
     * @param setup position text, or empty for the game's initial position
     * @throws NotationException for position text that is not valid, naming what is wrong
     */
    public static <P, M> Change changeStart(Game<P, M> game, GameRecord record, String setup) {
        RecordEdits.Result r = RecordEdits.changeStart(game, record, setup.trim());
        return Change.of(r, MoveTree.ROOT_ID, Messages.tr(setup.isBlank() ? "edit.label.initialStart" : "edit.label.setUp"));
    }

    /**
     * Validates position text: empty when it is a position of the game, else the reason.
     */
    public static <P, M> Optional<String> checkPosition(Game<P, M> game, String text) {
        try {
            game.parsePosition(text.trim());
            return Optional.empty();
        } catch (NotationException e) {
            return Optional.of(e.getMessage());
        } catch (IllegalArgumentException e) {
            return Optional.of(String.valueOf(e.getMessage()));
        }
    }

    private static String move(GameRecord record, long id) {
        return record.tree().node(id).move();
    }

    private static String on(GameRecord record, long id) {
        Node n = record.tree().node(id);
        return n.isRoot() ? Messages.tr("edit.label.onStart") : Messages.tr("edit.label.on", n.move());
    }

    /** "Delete b1-c2", "Delete b1-c2 and 3 following moves" ({@code size} counts the move itself). */
    private static String withFollowing(String key, String move, int size) {
        return size > 1 ? Messages.tr(key + ".following", move, size - 1) : Messages.tr(key, move);
    }

    /** A mark's colour in words ({@code green} in English). */
    private static String colour(org.parlour.tree.Colour c) {
        return Messages.tr("edit.colour." + c.id());
    }
}
