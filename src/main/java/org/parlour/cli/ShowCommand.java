package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.parlour.core.Game;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;
import org.parlour.core.Texts;
import org.parlour.document.ParlourJson;
import org.parlour.games.Games;
import org.parlour.json.LoadResult;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.MoveNumbers;
import org.parlour.study.RecordCollection;
import org.parlour.study.RecordLanguages;
import org.parlour.study.Replay;
import org.parlour.study.Transpositions;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.TreeWalk;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code show <file> [--node ID] [--lang TAG]}: every text in the reader's language
 * ({@link ReaderLanguage}: {@code --lang}, else the system's; else the record's language, else
 * any), the headers, then the line through the node (default the main
 * line) in a PGN-like text with move numbers, glyphs, comments and variations in parentheses,
 * then the position at the end of that line and the outcome, then the transpositions: positions
 * the record reaches by more than one move order ({@link Transpositions}). Problems found while reading go to
 * standard error and make the exit code 1; the valid part is still shown.
 */
@Command(name = "show", mixinStandardHelpOptions = true)
final class ShowCommand extends Subcommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<file>", descriptionKey = "show.file")
    Path file;

    @Option(names = "--node", paramLabel = "ID", descriptionKey = "show.node")
    Long node;

    @Option(names = "--chapter", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "show.chapter")
    int chapter = 1;

    @Option(names = "--ids", descriptionKey = "show.ids")
    boolean ids;

    @Option(names = "--lang", paramLabel = "TAG", descriptionKey = "show.lang")
    String lang;

    /** The most plies printed of each move order in the transposition list. */
    static final int TRANSPOSITION_PLIES = 8;
    /**
     * The most move orders printed for one position in the transposition list, the others counted
     * ("and 80 more"), as the window's links are capped (ReviewViewModel.LINKS_SHOWN, 20): a long
     * line that repeats its positions reaches one by hundreds of move orders, each replayed.
     */
    static final int TRANSPOSITIONS_SHOWN = 20;

    @Override
    public Integer call() {
        PrintWriter out = out();
        PrintWriter err = err();
        LoadResult<RecordCollection> r;
        try {
            r = ParlourJson.get().readAny(file);
        } catch (IOException e) {
            return FileErrors.report(err, file, e);
        }
        RecordCollection picked = RecordLanguages.picked(r.value(), ReaderLanguage.of(lang, spec.commandLine()));
        List<GameRecord> chapters = picked.chapters();
        if (FileChapter.count(chapters.size(), r.problems()) == 0 && chapter == 1) {
            // a valid empty collection: nothing to show is not a usage error
            header(out, Messages.tr("header.title"), picked.title());
            out.println(Messages.tr("cli.show.noChapters"));
            return printIssues(r, err);
        }
        // the file's chapter N, counting those that could not be read (one line and exit 2 for one of them)
        int index = FileChapter.index(err, file, chapter, typed("--chapter", chapter), chapters.size(), r.problems());
        if (index == FileChapter.NONE) {
            return Cli.USAGE;
        }
        GameRecord record = chapters.get(index);
        long id = node == null ? MoveTree.ROOT_ID : node;
        if (!record.tree().contains(id)) {
            // one error: line and exit 2, as --chapter 99 says it (it came without error: and with
            // the usage hint, as a malformed option: a new user's trial)
            err.println(Messages.tr("cli.error", Messages.tr("cli.noSuchNode", String.valueOf(id), FileErrors.name(file))));
            return Cli.USAGE;
        }
        Game<?, ?> game = Games.create(record.gameId(), record.rules());
        show(game, record, id, out);
        return printIssues(r, err);
    }

    /** Prints the load issues to {@code err}; the exit code they make. */
    private int printIssues(LoadResult<RecordCollection> r, PrintWriter err) {
        // shown from what could be read: each issue and one note, exit code 1 (PartlyRead, as sheet, mine, review, solve)
        return PartlyRead.goOn(err, file, r.problems(), "show") ? Cli.INVALID : Cli.OK;
    }

    private <P, M> void show(Game<P, M> game, GameRecord record, long id, PrintWriter out) {
        Metadata m = record.meta();
        header(out, Messages.tr("header.title"), m.title());
        out.println(Messages.tr("cli.show.header", Messages.tr("header.game"), game.displayName() + (record.rules().isEmpty() ? "" : " (" + record.rules().format() + ")")));
        header(out, Messages.tr("header.event"), m.event());
        header(out, Messages.tr("header.site"), m.site());
        header(out, Messages.tr("header.date"), m.date());
        header(out, Messages.tr("header.round"), m.round());
        // in turn order (rules.md §3.6: Black, Red, White, Green with 4 players), then any seat the game has not
        List<Seat> order = new java.util.ArrayList<>(game.seats());
        m.players().keySet().stream().filter(x -> !order.contains(x)).forEach(order::add);
        for (Seat seat : order) {
            String name = m.players().get(seat);
            if (name != null) {
                out.println(Messages.tr("cli.show.header", seat.localName(), Texts.escapeControls(name)));
            }
        }
        // in words, as the window says it: "Result: Black wins", "Résultat : Noir gagne" (not the code "win b")
        header(out, Messages.tr("header.result"), Outcome.words(m.result()));
        header(out, Messages.tr("header.annotator"), m.annotator());
        header(out, Messages.tr("header.source"), m.source());
        out.println(Messages.tr("cli.show.start", record.hasStandardStart() ? Messages.tr("cli.show.initial") : record.setup()));
        // a problem without a statement is said by its stipulation, as the window says it (it printed "Problem: ")
        record.problem().ifPresent(p -> out.println(Messages.tr("cli.show.problem", Texts.escapeControls(
                !p.statement().isBlank() ? p.statement() : Messages.tr(p.defence() == org.parlour.core.Defence.HELP
                        ? "problem.stipulation.help" : "problem.stipulation", p.seat().localName(),
                        game.goal(p.goal(), p.goalParams()).map(org.parlour.core.Goal::description).orElse(p.goal()), p.moves())))));
        out.println();
        Replay<P, M> replay = Replay.of(game, record);
        MoveTree tree = record.tree();
        List<Node> line = tree.line(id);
        StringBuilder sb = new StringBuilder();
        // the start's glyphs (position glyphs and others: the start has no move glyph), then its comment
        for (int g : tree.root().data().nags()) {
            sb.append(Nag.symbol(g)).append(' ');
        }
        String startComment = tree.root().data().commentAfter();
        if (!startComment.isEmpty()) {
            sb.append('{').append(startComment).append("} ");
        }
        new Printer<>(game, replay, ids).moves(sb, id);
        String movetext = sb.toString().strip();
        // a comment keeps its lines; escape codes, bells and backspaces are written as escapes
        out.println(movetext.isEmpty() ? Messages.tr("cli.show.noMoves") : Texts.escapeControlsKeepingLines(movetext));
        long last = line.isEmpty() ? MoveTree.ROOT_ID : line.get(line.size() - 1).id();
        out.println();
        out.println(Messages.tr("cli.show.position", replay.positionText(last)));
        out.println(Messages.tr("cli.show.outcome", replay.outcome(last).map(Outcome::said).orElse(Messages.tr("cli.none"))));
        transpositions(game, record, out);
    }

    /**
     * One line per position reached by more than one move order (repetitions along one line left
     * out), each move order ending with at most its last {@value #TRANSPOSITION_PLIES} plies:
     * {@code 1. a2-b3 a5-b4 2. f2-e3 = 1. f2-e3 a5-b4 2. a2-b3}; the first
     * {@value #TRANSPOSITIONS_SHOWN} move orders of a position, then "and N more".
     */
    private <P, M> void transpositions(Game<P, M> game, GameRecord record, PrintWriter out) {
        List<List<Long>> groups = Transpositions.of(game, record).transpositionGroups();
        if (groups.isEmpty()) {
            return;
        }
        out.println();
        out.println(Messages.tr("cli.show.transpositions"));
        for (List<Long> g : groups) {
            List<String> lines = new ArrayList<>();
            for (long n : g.subList(0, Math.min(g.size(), TRANSPOSITIONS_SHOWN))) {
                String text = n == MoveTree.ROOT_ID ? Messages.tr("cli.show.theStart") : Transpositions.lineText(game, record, n, TRANSPOSITION_PLIES);
                lines.add(ids ? text + " #" + n : text);
            }
            int more = g.size() - lines.size();
            out.println("  " + String.join(" = ", lines) + (more > 0 ? " " + Messages.tr("cli.show.andMore", more) : ""));
        }
    }

    private static void header(PrintWriter out, String name, String value) {
        if (!value.isEmpty()) {
            // one line each, whatever the record holds
            out.println(Messages.tr("cli.show.header", name, Texts.escapeControls(value)));
        }
    }

    /** PGN-like movetext. */
    private record Printer<P, M>(Game<P, M> game, Replay<P, M> replay, boolean ids) {

        /**
         * Prints the moves with the line through {@code id} on top, in {@link TreeWalk}'s order:
         * after each move, the other moves from the same position as variations, except after
         * the first move of a variation (its siblings are printed by the line that holds it).
         */
        void moves(StringBuilder sb, long id) {
            TreeWalk.pgnOrder(replay.tree(), id, new TreeWalk.Visitor() {
                /** The next move needs its number. */
                private boolean number = true;

                @Override
                public void move(Node n, int depth, boolean startsVariation, boolean hasVariations) {
                    number = Printer.this.move(sb, n, number);
                }

                @Override
                public boolean beginVariation(Node first, int depth) {
                    sb.append("(");
                    number = true;
                    return true;
                }

                @Override
                public void endVariation(Node first, int depth, boolean last) {
                    trimSpace(sb);
                    sb.append(") ");
                    number = true;
                }
            });
        }

        /** Appends one move; returns whether the next move needs its number. */
        private boolean move(StringBuilder sb, Node n, boolean forceNumber) {
            NodeData d = n.data();
            if (!d.commentBefore().isEmpty()) {
                sb.append('{').append(d.commentBefore()).append("} ");
                forceNumber = true;
            }
            sb.append(MoveNumbers.of(game, replay.start()).prefix(n.ply(), forceNumber, "...")).append(d.move());
            d.moveGlyph().ifPresent(g -> sb.append(Nag.symbol(g)));
            for (int g : d.nags()) {
                if (!Nag.isMoveGlyph(g)) {
                    sb.append(' ').append(Nag.symbol(g));
                }
            }
            if (ids) {
                sb.append(" #").append(n.id());
            }
            // the role in the reader's language, as the move list labels it (key, clé; try, essai)
            d.role().ifPresent(r -> sb.append(" [").append(Messages.tr("moveList.role." + r.id())).append(']'));
            d.evaluation().ifPresent(e -> sb.append(' ').append(Messages.tr("cli.show.eval", e.value())));
            sb.append(' ');
            if (!d.commentAfter().isEmpty()) {
                sb.append('{').append(d.commentAfter()).append("} ");
                return true;
            }
            return false;
        }

        private static void trimSpace(StringBuilder sb) {
            while (sb.length() > 0 && sb.charAt(sb.length() - 1) == ' ') {
                sb.setLength(sb.length() - 1);
            }
        }
    }
}
