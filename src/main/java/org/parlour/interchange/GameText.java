package org.parlour.interchange;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.Messages;
import org.parlour.core.NotationException;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.core.Texts;
import org.parlour.games.Games;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.MoveNumbers;
import org.parlour.study.RecordCollection;
import org.parlour.study.Replay;
import org.parlour.study.TreeMessages;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;
import org.parlour.tree.TreeWalk;

/**
 * The PGN-style text of docs/notation.md ("Game text"), for all three games, in and out:
 * tag pairs ({@code [Game "agora"]}, {@code [Rules "tiers=0-2-5"]}, {@code [Setup "..."]},
 * players by seat name, {@code [Date "2026-11-29"]}, {@code [Result "win w"]}, ...), then the
 * movetext: move numbers per round of seats, canonical moves (rules.md §6), {@code {comments}},
 * {@code (variations)} nested to any depth, glyphs as {@code $n} (NAGs, PGN standard §8.2.4), and
 * the result ({@code win w}, {@code win b+r}, {@code draw}, or {@code *}). Several games in one
 * text are a collection. The PGN standard (Edwards, 1994) is the model; the differences are listed
 * in docs/notation.md.
 *
 * <p>Reading replays every move, in variations too, and stores the canonical text; a bad token,
 * tag or move is an {@link InterchangeException} naming {@code source:line:column}. Writing lists
 * what the text cannot hold (markup, evaluations, problem fields, node ids, extension fields) in
 * the notes.
 */
public final class GameText {
    /** Lines are wrapped before this many characters where a space allows it. */
    static final int WIDTH = 80;
    private static final Pattern NUMBER = Pattern.compile("([0-9]+)(\\.\\.\\.|\\.)(.*)");
    private static final Pattern TEAM = Pattern.compile("[wbrg](\\+[wbrg]){0,3}");
    private static final Pattern SUFFIX = Pattern.compile("(!!|\\?\\?|!\\?|\\?!|!|\\?)$");
    private static final Set<String> KNOWN = Set.of("Game", "Rules", "Setup", "Title", "Event", "Site", "Date", "Round",
            "White", "Black", "Red", "Green", "Result", "Annotator", "Source", "Tag", "Language", "Origin");
    /** The value of {@code [Origin "selfplay-agora.json 12 23"]}: the file (spaces allowed), the chapter, the ply. */
    private static final Pattern ORIGIN = Pattern.compile("(?s)(.*) ([0-9]{1,9}) ([0-9]{1,9})");
    /**
     * The fields of a record's {@code meta} (docs/notation.md) that are no tag, and PGN's
     * {@code FEN}: a tag of that name, in any case, would be kept as an extension field that
     * clashes with the field or is taken for it (a FEN for the start position), so it is refused
     * on reading and never written.
     */
    private static final Set<String> RESERVED = Set.of("players", "tags", "fen");

    private GameText() {
    }

    // ------------------------------------------------------------------ writing

    /** The text of one record, and what it could not hold. */
    public static Converted<String> write(GameRecord record) {
        List<String> notes = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        writeGame(sb, record, notes, "", true);
        return new Converted<>(sb.toString(), notes);
    }

    /**
     * The text of a line copied out of a record, and what it could not hold: as
     * {@link #write(GameRecord)} without the note that the node ids are not kept (a copied line
     * never keeps them, so that is no news).
     */
    public static Converted<String> writeLine(GameRecord line) {
        List<String> notes = new ArrayList<>();
        StringBuilder sb = new StringBuilder();
        writeGame(sb, line, notes, "", false);
        return new Converted<>(sb.toString(), notes);
    }

    /** The text of every chapter, one game after another, and what the text could not hold. */
    public static Converted<String> write(RecordCollection collection) {
        List<String> notes = new ArrayList<>();
        if (!collection.title().isEmpty()) {
            notes.add(Messages.tr("gt.note.collectionTitle", Texts.abbreviate(collection.titleText().pick(Messages.locale(), ""))));
        }
        for (String k : collection.extensions().keySet()) {
            notes.add(Messages.tr("gt.note.collectionField", Texts.abbreviate(k)));
        }
        StringBuilder sb = new StringBuilder();
        List<GameRecord> chapters = collection.chapters();
        // each note once, with the games it is about: a library of 1010 problems gave 3030 lines saying three things
        Map<String, java.util.Set<Integer>> games = new java.util.LinkedHashMap<>();
        for (int i = 0; i < chapters.size(); i++) {
            if (i > 0) {
                sb.append('\n');
            }
            List<String> own = new ArrayList<>();
            writeGame(sb, chapters.get(i), own, "", true);
            for (String n : own) {
                games.computeIfAbsent(n, k -> new java.util.LinkedHashSet<>()).add(i + 1);
            }
        }
        for (Map.Entry<String, java.util.Set<Integer>> e : games.entrySet()) {
            notes.add(gamesOf(e.getValue(), chapters.size()) + e.getKey());
        }
        return new Converted<>(sb.toString(), notes);
    }

    /** The most game numbers a note lists before it gives only their count. */
    static final int LISTED_GAMES = 5;

    /**
     * Which games of {@code total} a note is about, before the note: nothing for a text of one
     * game, {@code game 3: }, {@code games 2, 5 and 9: } ({@value #LISTED_GAMES} at most, then
     * {@code 12 games (2, 5, 9, 10, 11, …): }), {@code 1010 games: } for every game.
     */
    private static String gamesOf(java.util.Set<Integer> games, int total) {
        if (total <= 1) {
            return "";
        }
        List<Integer> list = new ArrayList<>(games);
        if (list.size() == 1) {
            return Messages.tr("gt.game", list.get(0));
        }
        if (list.size() == total) {
            return Messages.tr("gt.games.all", total);
        }
        if (list.size() <= LISTED_GAMES) {
            List<String> shown = list.subList(0, list.size() - 1).stream().map(String::valueOf).toList();
            return Messages.tr("gt.games.listed", String.join(", ", shown), list.get(list.size() - 1));
        }
        List<String> first = list.subList(0, LISTED_GAMES).stream().map(String::valueOf).toList();
        return Messages.tr("gt.games.some", list.size(), String.join(", ", first));
    }

    private static void writeGame(StringBuilder sb, GameRecord r, List<String> notes, String where, boolean noteIds) {
        Game<?, ?> game = Games.create(r.gameId(), r.rules());
        Metadata m = r.meta();
        tag(sb, "Game", r.gameId());
        if (!r.rules().isEmpty()) {
            tag(sb, "Rules", r.rules().format());
        }
        if (!r.setup().isEmpty()) {
            tag(sb, "Setup", r.setup());
        }
        // a title in several languages: the reader's for other tools, then every language in order
        tag(sb, "Title", m.titleText().pick(Messages.locale(), m.language()));
        m.titleText().byTag().forEach((lang, text) -> tag(sb, "Title-" + lang, text, true));
        tag(sb, "Event", m.event());
        tag(sb, "Site", m.site());
        tag(sb, "Date", m.date());
        tag(sb, "Round", m.round());
        for (Seat s : game.seats()) {
            tag(sb, s.displayName(), m.players().getOrDefault(s, ""));
        }
        for (Map.Entry<Seat, String> p : m.players().entrySet()) {
            if (!game.seats().contains(p.getKey())) {
                notes.add(where + Messages.tr("gt.note.player", p.getKey().localName()));
            }
        }
        tag(sb, "Result", m.result());
        tag(sb, "Annotator", m.annotator());
        // a source in several languages as the title: the reader's for other tools, then every language in order
        tag(sb, "Source", m.sourceText().pick(Messages.locale(), m.language()));
        m.sourceText().byTag().forEach((lang, text) -> tag(sb, "Source-" + lang, text, true));
        for (String t : m.tags()) {
            tag(sb, "Tag", t);
        }
        tag(sb, "Language", m.language());
        // where a mined problem was found (the trainer shows it): the file, its chapter (0: a single record) and the ply
        m.origin().ifPresent(o -> tag(sb, "Origin", o.file() + " " + o.chapter() + " " + o.ply()));
        for (Map.Entry<String, String> e : m.extensions().entrySet()) {
            String value = Json.stringValue(e.getValue());
            if (value != null && extensionTag(e.getKey())) {
                // an empty text too: [empty ""] reads back as the field with an empty text
                tag(sb, e.getKey(), value, true);
            } else if (value == null) {
                notes.add(where + Messages.tr("gt.note.metaField", Texts.abbreviate(e.getKey())));
            } else if (!tagName(e.getKey())) {
                notes.add(where + Messages.tr("gt.note.metaFieldBadName", Texts.abbreviate(e.getKey())));
            } else {
                notes.add(where + Messages.tr("gt.note.metaFieldName", Texts.abbreviate(e.getKey())));
            }
        }
        sb.append('\n');
        Movetext<?, ?> mt = new Movetext<>(game, r, notes, where);
        String moves = mt.text();
        sb.append(moves).append('\n');
        if (noteIds && r.tree().size() > 1) {
            notes.add(where + Messages.tr("gt.note.ids"));
        }
        if (r.problem().isPresent()) {
            notes.add(where + Messages.tr("gt.note.problem"));
        }
        if (r.solution().isPresent()) {
            notes.add(where + Messages.tr("gt.note.solution"));
        }
        for (String k : r.extensions().keySet()) {
            notes.add(where + Messages.tr("gt.note.recordField", Texts.abbreviate(k)));
        }
    }

    /**
     * The known tag a name spells, ignoring case ({@code SetUp}, {@code setup} -> {@code Setup};
     * {@code title-fr} -> {@code Title-fr}, {@code source-fr} -> {@code Source-fr}), or the name
     * itself when it is no known tag.
     */
    static String canonical(String name) {
        for (String k : KNOWN) {
            if (k.equalsIgnoreCase(name)) {
                return k;
            }
        }
        if (name.regionMatches(true, 0, "Title-", 0, 6)) {
            return "Title-" + name.substring(6);
        }
        if (name.regionMatches(true, 0, "Source-", 0, 7)) {
            return "Source-" + name.substring(7);
        }
        return name;
    }

    /** A field of {@code meta} that is no tag ({@link #RESERVED}), ignoring case, or null. */
    private static String reserved(String name) {
        String lower = name.toLowerCase(java.util.Locale.ROOT);
        return RESERVED.contains(lower) ? lower : null;
    }

    /**
     * Whether a {@code meta} extension field is written as a tag of its name: only when reading
     * that tag gives the same extension field back, so never a known tag's name in any case, a
     * {@code Title-} or {@code Source-} tag of a usable language, or a field of {@code meta}.
     */
    private static boolean extensionTag(String name) {
        if (!tagName(name) || reserved(name) != null) {
            return false;
        }
        String c = canonical(name);
        if (KNOWN.contains(c)) {
            return false;
        }
        return !(c.startsWith("Title-") && org.parlour.tree.LocalText.isTag(c.substring(6)))
                && !(c.startsWith("Source-") && org.parlour.tree.LocalText.isTag(c.substring(7)));
    }

    /**
     * Whether the reader reads {@code name} as a tag's name: letters and digits (any script, one
     * UTF-16 unit each, as the reader takes them), {@code _} and {@code -}.
     */
    static boolean tagName(String name) {
        if (name.isEmpty()) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isLetterOrDigit(c) && c != '_' && c != '-') {
                return false;
            }
        }
        return true;
    }

    private static void tag(StringBuilder sb, String name, String value) {
        tag(sb, name, value, false);
    }

    /** {@code [name "value"]} and a line break; nothing for an empty value unless {@code empty} is wanted. */
    private static void tag(StringBuilder sb, String name, String value, boolean empty) {
        if (value.isEmpty() && !empty) {
            return;
        }
        sb.append('[').append(name).append(" \"");
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> sb.append("\\\\");
                case '"' -> sb.append("\\\"");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> sb.append(c);
            }
        }
        sb.append("\"]\n");
    }

    /** Writes the movetext of one record: numbers, moves, glyphs, comments, variations, result. */
    private static final class Movetext<P, M> {
        private final Game<P, M> game;
        private final GameRecord record;
        private final Replay<P, M> replay;
        private final MoveTree tree;
        private final List<String> notes;
        private final String where;
        private final List<String> tokens = new ArrayList<>();
        private final MoveNumbers numbers;
        private int marks;
        private int evals;
        private int quizzes;
        private int extensions;
        private int reviewMarks;
        private int reviewWords;
        private int padded;

        Movetext(Game<P, M> game, GameRecord record, List<String> notes, String where) {
            this.game = game;
            this.record = record;
            this.replay = Replay.of(game, record);
            this.tree = record.tree();
            this.notes = notes;
            this.where = where;
            this.numbers = MoveNumbers.of(game, replay.start());
        }

        String text() {
            NodeData root = tree.root().data();
            // the start's glyphs (no move glyph) first: the reader puts a glyph before the first move on the start
            for (int g : root.nags()) {
                tokens.add("$" + g);
            }
            String rootComment = withCommands(root, record.meta().language());
            if (!rootComment.isEmpty()) {
                tokens.add(comment(rootComment));
            }
            if (!root.commentBefore().isEmpty()) {
                notes.add(where + Messages.tr("gt.note.commentBefore"));
            }
            count(root);
            moves(!rootComment.isEmpty());
            tokens.add(record.meta().result().isEmpty() ? "*" : record.meta().result());
            report(marks, "gt.note.markup");
            report(evals, "gt.note.evalFields");
            report(quizzes, "gt.note.quizzes");
            report(extensions, "gt.note.extensions");
            report(reviewMarks, "gt.note.reviewMarks");
            report(reviewWords, "gt.note.reviewWords");
            if (padded > 0) {
                notes.add(where + Messages.tr("gt.note.padded", padded));
            }
            return wrap(tokens);
        }

        private void report(int n, String what) {
            if (n > 0) {
                notes.add(where + Messages.tr(what, n));
            }
        }

        private void count(NodeData d) {
            for (org.parlour.tree.Mark m : d.markup()) {
                marks += CommentCommands.cell(m) ? 0 : 1;
            }
            evals += d.evaluation().filter(e -> !e.extensions().isEmpty()).isPresent() ? 1 : 0;
            quizzes += d.quiz().isPresent() ? 1 : 0;
            // the review's mark (computer) is named as such: the text reads back without it, so
            // Remove Computer Annotations no longer finds what the review wrote (it was counted
            // among "move extension fields")
            extensions += d.extensions().size();
            reviewMarks += d.computerMark().isPresent() ? 1 : 0;
            // the review's words in a mark (a mistake whose better move was a line already there) go with it: said by name
            reviewWords += ReviewAnnotations.words(d).isPresent() ? 1 : 0;
            padded += (padded(d.commentBefore()) ? 1 : 0) + (padded(d.commentAfter()) ? 1 : 0);
        }

        /**
         * The moves in {@link TreeWalk}'s order: after each move (except a variation's first), its
         * siblings as variations. {@code afterComment}: a comment stands just before the first move's place.
         */
        private void moves(boolean afterComment) {
            TreeWalk.pgnOrder(tree, new TreeWalk.Visitor() {
                /** The next move needs its number. */
                private boolean number = true;
                /** A comment stands just before the next move's place. */
                private boolean sawComment = afterComment;

                @Override
                public void move(Node n, int depth, boolean startsVariation, boolean hasVariations) {
                    NodeData d = n.data();
                    count(d);
                    if (!d.commentBefore().isEmpty()) {
                        if (!startsVariation && !sawComment) {
                            tokens.add("{}");
                        }
                        tokens.add(comment(inLanguages(d.commentBeforeText(), record.meta().language())));
                        number = true;
                    }
                    String prefix = numbers.prefix(n.ply(), number, "...").strip();
                    if (!prefix.isEmpty()) {
                        tokens.add(prefix);
                    }
                    tokens.add(d.move());
                    for (int g : d.nags()) {
                        tokens.add("$" + g);
                    }
                    number = false;
                    sawComment = false;
                    String after = withCommands(d, record.meta().language());
                    if (!after.isEmpty()) {
                        tokens.add(comment(after));
                        number = true;
                        sawComment = true;
                    }
                }

                @Override
                public boolean beginVariation(Node first, int depth) {
                    tokens.add("(");
                    number = true;
                    sawComment = false;
                    return true;
                }

                @Override
                public void endVariation(Node first, int depth, boolean last) {
                    tokens.add(")");
                    number = true;
                    sawComment = true;
                }
            });
        }
    }

    /** The node's comment after the move, led by the comment commands for what else it carries. */
    private static String withCommands(NodeData d, String recordLanguage) {
        String commands = CommentCommands.write(d);
        String after = inLanguages(d.commentAfterText(), recordLanguage);
        if (commands.isEmpty()) {
            return after;
        }
        return after.isEmpty() ? commands : commands + " " + after;
    }

    /**
     * A comment as the text holds it: a plain one as it is; one in several languages as the
     * reader's language ({@link Messages#locale()}, else the record's, else any) for other tools,
     * followed by {@code [%tr TAG "..."]} for every language in order, which Parlour reads back.
     */
    private static String inLanguages(org.parlour.tree.LocalText t, String recordLanguage) {
        if (t.isPlain()) {
            return CommentCommands.escape(t.anyText());
        }
        String shown = CommentCommands.escape(t.pick(Messages.locale(), recordLanguage));
        String all = CommentCommands.languages(t);
        return shown.isEmpty() ? all : shown + " " + all;
    }

    private static boolean padded(String text) {
        return !text.equals(text.strip());
    }

    /**
     * The comment in braces, a closing brace and a backslash escaped; a backslash before {@code %} stays
     * single, as the reader keeps it ({@code [\%eval} is the escaped text of a command, not
     * {@code [\\%eval}).
     */
    private static String comment(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 2).append('{');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '}' || (c == '\\' && (i + 1 == text.length() || text.charAt(i + 1) != '%'))) {
                sb.append('\\');
            }
            sb.append(c);
        }
        return sb.append('}').toString();
    }

    /** Tokens joined by spaces, with line breaks instead of a space before {@value #WIDTH} columns. */
    private static String wrap(List<String> tokens) {
        StringBuilder sb = new StringBuilder();
        int col = 0;
        for (int i = 0; i < tokens.size(); i++) {
            String t = tokens.get(i);
            String prev = i > 0 ? tokens.get(i - 1) : "";
            boolean glue = prev.equals("(") || t.equals(")");
            boolean keep = (!prev.isEmpty() && Character.isDigit(prev.charAt(0)) && prev.endsWith(".")) || t.startsWith("$");
            if (i > 0 && keep) {
                sb.append(' ');
                col++;
            } else if (i > 0 && !glue) {
                int first = t.indexOf('\n');
                int len = first < 0 ? t.length() : first;
                if (col + 1 + len >= WIDTH) {
                    sb.append('\n');
                    col = 0;
                } else {
                    sb.append(' ');
                    col++;
                }
            }
            sb.append(t);
            int nl = t.lastIndexOf('\n');
            col = nl < 0 ? col + t.length() : t.length() - nl - 1;
        }
        return sb.toString();
    }

    // ------------------------------------------------------------------ reading

    /**
     * Reads one or more games.
     *
     * @param text        the text
     * @param source      names the input in messages (a file name, "clipboard")
     * @param defaultGame the game of a text without a {@code [Game]} tag (the open record's game
     *                    when pasting), or empty to require the tag
     * @return the games as a collection (one chapter per game) and notes
     * @throws InterchangeException {@code source:line:column: what was expected}
     */
    public static Converted<RecordCollection> read(String text, String source, String defaultGame) throws InterchangeException {
        return new Reader(text, source, defaultGame).read();
    }

    /**
     * The deepest variations inside variations a one-game text may hold: 332. Parlour's JSON
     * reader allows 1,000 levels of nesting (docs/notation.md) and a record spends 3 levels on the
     * record and its main line and 3 per variation level, so deeper text would be written as a
     * file Parlour cannot read.
     */
    public static final int MAX_VARIATION_DEPTH = 332;

    /** The same for a text of several games (a collection: 2 more levels for chapters): 331. */
    public static final int MAX_VARIATION_DEPTH_IN_COLLECTION = 331;

    /** A token with its place. */
    private record Token(String text, int kind, int line, int column) {
        static final int TAG = 1;
        static final int COMMENT = 2;
        static final int OPEN = 3;
        static final int CLOSE = 4;
        static final int NAG = 5;
        static final int WORD = 6;
        static final int END = 7;
    }

    private static final class Lexer {
        private final String s;
        private final String source;
        private int i;
        private int line = 1;
        private int lineStart;

        Lexer(String s, String source) {
            // CR, LF and CRLF all end a line: for positions, and comments keep only \n
            String t = s.startsWith("\uFEFF") ? s.substring(1) : s;
            this.s = t.indexOf('\r') < 0 ? t : t.replace("\r\n", "\n").replace('\r', '\n');
            this.source = source;
        }

        private InterchangeException fail(int l, int c, String what) {
            // one line, whatever the text quoted (a tag value's \r or \n escape)
            return new InterchangeException(source + ":" + l + ":" + c + ": " + Texts.escapeControls(what));
        }

        private void advance() {
            if (s.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
            i++;
        }

        /** The tag's name and value as two strings in {@code text}, separated by a NUL. */
        Token next() throws InterchangeException {
            while (i < s.length()) {
                char c = s.charAt(i);
                if (Character.isWhitespace(c)) {
                    advance();
                } else if (c == ';') {
                    while (i < s.length() && s.charAt(i) != '\n') {
                        advance();
                    }
                } else if (c == '%' && i == lineStart) {
                    while (i < s.length() && s.charAt(i) != '\n') {
                        advance();
                    }
                } else {
                    break;
                }
            }
            int l = line;
            int col = i - lineStart + 1;
            if (i >= s.length()) {
                return new Token("", Token.END, l, col);
            }
            char c = s.charAt(i);
            switch (c) {
                case '[' -> {
                    return tag(l, col);
                }
                case '{' -> {
                    advance();
                    StringBuilder sb = new StringBuilder();
                    while (true) {
                        if (i >= s.length()) {
                            throw fail(l, col, Messages.tr("gt.commentNotClosed", "}", "\\}"));
                        }
                        char d = s.charAt(i);
                        if (d == '}') {
                            advance();
                            break;
                        }
                        if (d == '\\' && i + 1 < s.length() && (s.charAt(i + 1) == '}' || s.charAt(i + 1) == '\\')) {
                            advance();
                            d = s.charAt(i);
                        }
                        sb.append(d);
                        advance();
                    }
                    return new Token(sb.toString(), Token.COMMENT, l, col);
                }
                case '(' -> {
                    advance();
                    return new Token("(", Token.OPEN, l, col);
                }
                case ')' -> {
                    advance();
                    return new Token(")", Token.CLOSE, l, col);
                }
                case ']', '}', '"' -> throw fail(l, col, Messages.tr("gt.unexpectedChar", c));
                default -> {
                    int start = i;
                    while (i < s.length() && !Character.isWhitespace(s.charAt(i)) && "[]{}()\";".indexOf(s.charAt(i)) < 0) {
                        advance();
                    }
                    String w = s.substring(start, i);
                    return new Token(w, w.startsWith("$") ? Token.NAG : Token.WORD, l, col);
                }
            }
        }

        private Token tag(int l, int col) throws InterchangeException {
            advance();
            int ns = i;
            while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_' || s.charAt(i) == '-')) {
                advance();
            }
            String name = s.substring(ns, i);
            if (name.isEmpty()) {
                throw fail(l, col + 1, Messages.tr("gt.expectedTagName"));
            }
            while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
                advance();
            }
            if (i >= s.length() || s.charAt(i) != '"') {
                throw fail(line, i - lineStart + 1, Messages.tr("gt.expectedQuoted", name));
            }
            advance();
            StringBuilder v = new StringBuilder();
            while (true) {
                if (i >= s.length() || s.charAt(i) == '\n') {
                    throw fail(l, col, Messages.tr("gt.valueNotClosed", name));
                }
                char d = s.charAt(i);
                if (d == '"') {
                    advance();
                    break;
                }
                if (d == '\\') {
                    if (i + 1 >= s.length()) {
                        throw fail(line, i - lineStart + 1, Messages.tr("gt.expectedEscaped", name));
                    }
                    char e = s.charAt(i + 1);
                    switch (e) {
                        case '\\', '"' -> v.append(e);
                        case 'n' -> v.append('\n');
                        case 'r' -> v.append('\r');
                        case 't' -> v.append('\t');
                        default -> throw fail(line, i - lineStart + 1, Messages.tr("gt.unknownEscape", name, "\\" + e));
                    }
                    advance();
                    advance();
                    continue;
                }
                v.append(d);
                advance();
            }
            while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
                advance();
            }
            if (i >= s.length() || s.charAt(i) != ']') {
                throw fail(line, i - lineStart + 1, Messages.tr("gt.expectedClose", name));
            }
            advance();
            return new Token(name + '\0' + v, Token.TAG, l, col);
        }
    }

    private static final class Reader {
        private final Lexer lexer;
        private final String source;
        private final String defaultGame;
        private final List<String> notes = new ArrayList<>();
        private Token peeked;
        /** The first {@code (} at {@link #MAX_VARIATION_DEPTH}, refused if the text has several games. */
        private Token deepest;

        Reader(String text, String source, String defaultGame) {
            this.lexer = new Lexer(text, source);
            this.source = source;
            this.defaultGame = defaultGame;
        }

        private InterchangeException fail(Token t, String what) {
            // one line, whatever the text quoted (a tag value's \r or \n escape: [Game "ago\ra"])
            return new InterchangeException(source + ":" + t.line() + ":" + t.column() + ": " + Texts.escapeControls(what));
        }

        private InterchangeException tooDeep(Token t, int limit, boolean where) {
            return fail(t, Messages.tr(where ? "gt.tooDeepCollection" : "gt.tooDeep", limit, 1000));
        }

        private Token peek() throws InterchangeException {
            if (peeked == null) {
                peeked = lexer.next();
            }
            return peeked;
        }

        private Token take() throws InterchangeException {
            Token t = peek();
            peeked = null;
            return t;
        }

        Converted<RecordCollection> read() throws InterchangeException {
            List<GameRecord> games = new ArrayList<>();
            while (peek().kind() != Token.END) {
                games.add(game());
            }
            if (games.isEmpty()) {
                Token t = peek();
                throw fail(t, Messages.tr("gt.noGame"));
            }
            if (games.size() > 1 && deepest != null) {
                throw tooDeep(deepest, MAX_VARIATION_DEPTH_IN_COLLECTION, true);
            }
            return new Converted<>(RecordCollection.of("", games), notes);
        }

        private GameRecord game() throws InterchangeException {
            Map<String, String> tags = new LinkedHashMap<>();
            Map<String, Token> at = new HashMap<>();
            // the name as the text spells it: an extension field keeps it ([title-xx] is no Title-xx)
            Map<String, String> spelling = new HashMap<>();
            List<String> keywords = new ArrayList<>();
            Token first = peek();
            while (peek().kind() == Token.TAG) {
                Token t = take();
                int z = t.text().indexOf('\0');
                // tag names are matched ignoring case (PGN's and ChessBase's SetUp is Setup; docs/decisions.md)
                String spelled = t.text().substring(0, z);
                String name = canonical(spelled);
                String value = t.text().substring(z + 1);
                if (name.equals("Tag")) {
                    keywords.add(value);
                    continue;
                }
                if (tags.containsKey(name)) {
                    throw fail(t, Messages.tr("gt.tagTwice", name));
                }
                tags.put(name, value);
                at.put(name, t);
                spelling.put(name, spelled);
            }
            String gameId = tags.getOrDefault("Game", defaultGame);
            if (gameId.isEmpty()) {
                throw fail(first, Messages.tr("gt.gameFirst", Games.ids()));
            }
            Optional<GameType> type = Games.find(gameId);
            if (type.isEmpty()) {
                throw fail(at.getOrDefault("Game", first), Messages.tr("gt.unknownGame", Texts.abbreviate(gameId), Games.ids()));
            }
            Game<?, ?> game;
            RuleOptions rules;
            try {
                rules = RuleOptions.parse(tags.getOrDefault("Rules", ""));
                game = Games.create(gameId, rules);
                rules = rules.withoutDefaults(type.get().ruleOptions());
            } catch (NotationException e) {
                throw fail(at.getOrDefault("Rules", first), Messages.tr("gt.tag", "Rules", e.getMessage()));
            }
            Metadata meta = Metadata.empty();
            Map<String, String> ext = new TreeMap<>();
            // Title-en, Title-fr...: the title in several languages, in the file's order
            Map<String, String> titles = new LinkedHashMap<>();
            // Source-en, Source-fr...: the source in several languages, likewise
            Map<String, String> sources = new LinkedHashMap<>();
            for (Map.Entry<String, String> e : tags.entrySet()) {
                String v = e.getValue();
                Token t = at.get(e.getKey());
                try {
                    switch (e.getKey()) {
                        case "Game", "Rules", "Setup" -> {
                        }
                        case "Title" -> meta = meta.withTitle(v);
                        case "Event" -> meta = meta.withEvent(v);
                        case "Site" -> meta = meta.withSite(v);
                        case "Date" -> meta = meta.withDate(date(v));
                        case "Round" -> meta = meta.withRound(v);
                        case "Result" -> meta = meta.withResult(seatsOf(game, v.equals("*") ? "" : v));
                        case "Annotator" -> meta = meta.withAnnotator(v);
                        case "Source" -> meta = meta.withSource(v);
                        case "Origin" -> {
                            java.util.regex.Matcher o = ORIGIN.matcher(v);
                            if (!o.matches()) {
                                throw new IllegalArgumentException(Messages.tr("gt.badOrigin", Json.quote(Texts.abbreviate(v)),
                                        "\"selfplay-agora.json 12 23\""));
                            }
                            meta = meta.withOrigin(Optional.of(new org.parlour.study.Origin(o.group(1),
                                    Integer.parseInt(o.group(2)), Integer.parseInt(o.group(3)))));
                        }
                        case "Language" -> {
                            // a tag Parlour cannot use as the language is kept, with a note
                            Optional<String> bad = v.isEmpty() ? Optional.empty()
                                    : org.parlour.study.LanguageTags.problem(v, Json.quote(Texts.abbreviate(v)));
                            if (bad.isPresent()) {
                                notes.add(source + ":" + t.line() + ":" + t.column() + ": " + Messages.tr("gt.note.badLanguage", bad.get()));
                                ext.put(e.getKey(), Json.quote(v));
                            } else {
                                meta = meta.withLanguage(v);
                            }
                        }
                        case "White", "Black", "Red", "Green" -> {
                            Seat s = Seat.valueOf(e.getKey().toUpperCase(java.util.Locale.ROOT));
                            if (!game.seats().contains(s)) {
                                throw new IllegalArgumentException(Messages.tr("gt.seatNotPlaying", s.localName(),
                                        game.seats().stream().map(Seat::localName).toList()));
                            }
                            meta = meta.withPlayer(s, v);
                        }
                        default -> {
                            String field = reserved(e.getKey());
                            if (field != null) {
                                throw new IllegalArgumentException(switch (field) {
                                    case "players" -> Messages.tr("gt.reserved.players", game.seats().stream()
                                            .map(s -> "[" + s.displayName() + " \"...\"]").collect(java.util.stream.Collectors.joining(", ")));
                                    case "tags" -> Messages.tr("gt.reserved.tags", "[Tag \"...\"]");
                                    case "fen" -> Messages.tr("gt.reserved.fen", "[Setup \"...\"]");
                                    default -> Messages.tr("gt.reserved.other", field, "x-" + field);
                                });
                            }
                            boolean title = e.getKey().startsWith("Title-");
                            boolean src = e.getKey().startsWith("Source-");
                            String lang = title ? e.getKey().substring(6) : src ? e.getKey().substring(7) : "";
                            Map<String, String> byLang = title ? titles : sources;
                            Optional<String> bad = title || src
                                    ? org.parlour.study.LanguageTags.problem(lang, Json.quote(Texts.abbreviate(lang))) : Optional.empty();
                            if (org.parlour.tree.LocalText.isTag(lang) && byLang.keySet().stream().noneMatch(lang::equalsIgnoreCase)) {
                                byLang.put(lang, v);
                            } else {
                                String key = spelling.getOrDefault(e.getKey(), e.getKey());
                                bad.ifPresent(why -> notes.add(source + ":" + t.line() + ":" + t.column() + ": "
                                        + Messages.tr(title ? "gt.note.badTitleLanguage" : "gt.note.badSourceLanguage", Texts.abbreviate(key), why)));
                                ext.put(key, Json.quote(v));
                            }
                        }
                    }
                } catch (IllegalArgumentException ex) {
                    throw fail(t, Messages.tr("gt.tag", e.getKey(), ex.getMessage()));
                }
            }
            if (!titles.isEmpty()) {
                meta = meta.withTitle(org.parlour.tree.LocalText.of(titles));
            }
            if (!sources.isEmpty()) {
                meta = meta.withSource(org.parlour.tree.LocalText.of(sources));
            }
            meta = meta.withTags(keywords).withExtensions(ext);
            String setup = tags.getOrDefault("Setup", "");
            return moves(game, rules, meta, setup, at.getOrDefault("Setup", first));
        }

        /** The result text when every seat it names plays under these rules. */
        private static String seatsOf(Game<?, ?> game, String result) {
            if (result.startsWith("win ")) {
                for (String letter : result.substring(4).split("\\+")) {
                    // the game's seats are the ones expected, not every letter (a new user's "win x" was told "w, b, r or g")
                    Seat s = game.seats().stream().filter(x -> letter.equals(String.valueOf(x.letter()))).findFirst().orElse(null);
                    if (s == null) {
                        throw new IllegalArgumentException(Messages.tr("gt.winnersAmong", result,
                                game.seats().stream().map(x -> String.valueOf(x.letter())).toList()));
                    }
                }
            }
            return result;
        }

        private static String date(String v) {
            if (v.isEmpty() || v.equals("????.??.??") || v.equals("?")) {
                return "";
            }
            String d = v.replace('.', '-');
            if (d.endsWith("-??-??")) {
                d = d.substring(0, 4);
            } else if (d.endsWith("-??")) {
                d = d.substring(0, 7);
            }
            return d;
        }

        /** A line being read: where its next move goes, and what the last move was. */
        /**
         * One open line of moves: where its next move is played ({@code parent} and the position
         * there) and where its last move was played from (a variation after it starts there).
         * Only the open lines hold positions, so reading keeps O(depth) positions, not one per node.
         */
        private static final class Line {
            long parent;
            Object position;
            long last = -1;
            long lastParent = -1;
            Object lastParentPosition;
            boolean afterVariation;
            boolean commentAfterSet;
            String pendingBefore = "";
            final Token open;

            Line(long parent, Object position, Token open) {
                this.parent = parent;
                this.position = position;
                this.open = open;
            }
        }

        private <P, M> GameRecord moves(Game<P, M> game, RuleOptions rules, Metadata meta, String setup, Token setupTag)
                throws InterchangeException {
            P start;
            try {
                start = Replay.startPosition(game, setup);
                if (!setup.isEmpty()) {
                    setup = game.formatPosition(start);
                }
            } catch (NotationException e) {
                throw fail(setupTag, Messages.tr("gt.tag", "Setup", e.getMessage()));
            }
            MoveTree.Builder tree = new MoveTree.Builder(NodeData.empty());
            Deque<Line> stack = new ArrayDeque<>();
            Line line = new Line(MoveTree.ROOT_ID, start, null);
            String result = null;
            Token resultToken = null;
            while (true) {
                Token t = peek();
                if (t.kind() == Token.END || (t.kind() == Token.TAG && stack.isEmpty())) {
                    if (!stack.isEmpty()) {
                        throw fail(line.open, Messages.tr("gt.variationNotClosed"));
                    }
                    break;
                }
                take();
                switch (t.kind()) {
                    case Token.TAG -> throw fail(t, Messages.tr("gt.tagInVariation"));
                    case Token.COMMENT -> {
                        String c = t.text().strip();
                        if (line.last < 0 && stack.isEmpty() && line.parent == MoveTree.ROOT_ID
                                && tree.data(MoveTree.ROOT_ID).commentAfter().isEmpty() && line.pendingBefore.isEmpty()
                                && !line.commentAfterSet) {
                            tree.setData(MoveTree.ROOT_ID, CommentCommands.read(c).applyTo(tree.data(MoveTree.ROOT_ID)));
                            line.commentAfterSet = true;
                        } else if (line.last >= 0 && !line.afterVariation && !line.commentAfterSet) {
                            tree.setData(line.last, CommentCommands.read(c).applyTo(tree.data(line.last)));
                            line.commentAfterSet = true;
                        } else {
                            line.pendingBefore = line.pendingBefore.isEmpty() ? c : line.pendingBefore + "\n\n" + c;
                        }
                    }
                    case Token.OPEN -> {
                        if (line.last < 0) {
                            throw fail(t, Messages.tr("gt.variationFirst"));
                        }
                        stack.push(line);
                        if (stack.size() > MAX_VARIATION_DEPTH) {
                            throw tooDeep(t, MAX_VARIATION_DEPTH, false);
                        }
                        if (stack.size() == MAX_VARIATION_DEPTH && deepest == null) {
                            deepest = t;
                        }
                        line = new Line(line.lastParent, line.lastParentPosition, t);
                    }
                    case Token.CLOSE -> {
                        if (stack.isEmpty()) {
                            throw fail(t, Messages.tr("gt.noVariationOpen"));
                        }
                        if (line.last < 0) {
                            throw fail(t, Messages.tr("gt.emptyVariation"));
                        }
                        line = stack.pop();
                        line.afterVariation = true;
                    }
                    case Token.NAG -> nag(t, t.text(), line, tree);
                    case Token.WORD -> {
                        String w = t.text();
                        if (w.equals("*") || w.equals("draw") || w.equals("win")) {
                            if (!stack.isEmpty()) {
                                throw fail(t, Messages.tr("gt.resultInVariation"));
                            }
                            if (w.equals("win")) {
                                Token who = take();
                                if (who.kind() != Token.WORD || !TEAM.matcher(who.text()).matches()) {
                                    throw fail(who, Messages.tr("gt.afterWin"));
                                }
                                for (String letter : who.text().split("\\+")) {
                                    if (!game.seats().contains(Seat.fromLetter(letter.charAt(0)))) {
                                        throw fail(who, Messages.tr("gt.winnerNotPlaying", "win " + who.text(), Seat.fromLetter(letter.charAt(0)).localName()));
                                    }
                                }
                                w = "win " + who.text();
                            }
                            result = w;
                            resultToken = t;
                            break;
                        }
                        java.util.regex.Matcher num = NUMBER.matcher(w);
                        if (num.matches()) {
                            w = num.group(3);
                            if (w.isEmpty()) {
                                continue;
                            }
                            if (!Character.isLetter(w.charAt(0)) && w.charAt(0) != '@') {
                                throw fail(t, Messages.tr("gt.expectedNumber", Texts.abbreviate(t.text())));
                            }
                        }
                        if (!Character.isLetter(w.charAt(0)) && w.charAt(0) != '@') {
                            if (Nag.parse(w).isPresent()) {
                                nag(t, w, line, tree);
                                continue;
                            }
                            throw fail(t, Messages.tr("gt.expectedToken", Texts.abbreviate(w), "{...}"));
                        }
                        String glyph = null;
                        java.util.regex.Matcher suffix = SUFFIX.matcher(w);
                        if (suffix.find()) {
                            glyph = suffix.group(1);
                            w = w.substring(0, suffix.start());
                        }
                        @SuppressWarnings("unchecked")
                        P before = (P) line.position;
                        M move;
                        try {
                            move = game.parseMove(before, w);
                        } catch (NotationException e) {
                            throw fail(t, Messages.tr("gt.badMove", Texts.abbreviate(w), e.getMessage(), game.formatPosition(before)));
                        }
                        NodeData d = tree.plain(game.formatMove(before, move));
                        if (!line.pendingBefore.isEmpty()) {
                            // a comment in several languages comes back by its [%tr] commands
                            CommentCommands.Parsed pending = CommentCommands.read(line.pendingBefore);
                            d = pending.languages().isEmpty() ? d.withCommentBefore(CommentCommands.unescape(line.pendingBefore))
                                    : d.withCommentBefore(pending.comment());
                            line.pendingBefore = "";
                        }
                        long id = tree.add(line.parent, tree.nextId(), d);
                        line.lastParent = line.parent;
                        line.lastParentPosition = before;
                        line.last = id;
                        line.parent = id;
                        line.position = game.play(before, move);
                        line.afterVariation = false;
                        line.commentAfterSet = false;
                        if (glyph != null) {
                            nag(t, glyph, line, tree);
                        }
                    }
                    default -> throw fail(t, Messages.tr("gt.unexpectedToken"));
                }
                if (result != null) {
                    break;
                }
            }
            if (!line.pendingBefore.isEmpty()) {
                notes.add(Messages.tr("cli.inFile", source, Messages.tr("gt.note.lastComment")));
                line.pendingBefore = CommentCommands.unescape(line.pendingBefore);
                if (line.last >= 0) {
                    NodeData d = tree.data(line.last);
                    tree.setData(line.last, d.withCommentAfter(d.commentAfter().isEmpty() ? line.pendingBefore
                            : d.commentAfter() + "\n\n" + line.pendingBefore));
                } else {
                    NodeData d = tree.data(MoveTree.ROOT_ID);
                    tree.setData(MoveTree.ROOT_ID, d.withCommentAfter(d.commentAfter().isEmpty() ? line.pendingBefore
                            : d.commentAfter() + "\n\n" + line.pendingBefore));
                }
            }
            if (result != null && !result.equals("*")) {
                if (!meta.result().isEmpty() && !meta.result().equals(result)) {
                    throw fail(resultToken, Messages.tr("gt.resultMismatch", result, meta.result()));
                }
                try {
                    meta = meta.withResult(result);
                } catch (IllegalArgumentException e) {
                    throw fail(resultToken, e.getMessage());
                }
            }
            MoveTree built = tree.build();
            return GameRecord.of(game.id()).withRules(rules).withMeta(meta).withSetup(setup).withTree(built);
        }

        /**
         * A glyph on the last move, or, before the first move of the game, on the start position
         * (a position glyph or another, not a move glyph: the start has no move to judge).
         */
        private void nag(Token t, String text, Line line, MoveTree.Builder tree) throws InterchangeException {
            boolean atStart = line.last < 0 && line.open == null && line.parent == MoveTree.ROOT_ID;
            if ((line.last < 0 && !atStart) || line.afterVariation) {
                throw fail(t, Messages.tr("gt.glyphFirst", text));
            }
            Optional<Integer> n = Nag.parse(text);
            if (n.isEmpty()) {
                throw fail(t, Messages.tr("gt.expectedGlyph", Texts.abbreviate(text)));
            }
            if (atStart && Nag.isMoveGlyph(n.get())) {
                throw fail(t, Messages.tr("gt.glyphFirst", text));
            }
            long on = atStart ? MoveTree.ROOT_ID : line.last;
            try {
                NodeData d = tree.data(on);
                List<Integer> all = new ArrayList<>(d.nags());
                all.add(n.get());
                tree.setData(on, d.withNags(all));
            } catch (IllegalArgumentException e) {
                throw fail(t, Messages.tr("gt.glyph", text, TreeMessages.of(e)));
            }
        }
    }
}
