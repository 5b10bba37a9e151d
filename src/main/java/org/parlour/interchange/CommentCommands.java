package org.parlour.interchange;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.parlour.tree.Colour;
import org.parlour.tree.Evaluation;
import org.parlour.tree.LocalText;
import org.parlour.tree.Mark;
import org.parlour.tree.NodeData;
import org.parlour.tree.ProblemRole;

/**
 * The comment commands of the game text (docs/notation.md, "Comment commands"): what a node
 * carries besides its comment, written at the start of its comment in the bracketed
 * {@code [%name arguments]} form that PGN tools share.
 *
 * <ul>
 *   <li>{@code [%eval +0.35,12]}: the evaluation (value as docs/notation.md, then the depth in
 *       plies when known), the form Lichess, ChessBase and En Croissant read; a value without a
 *       sign ({@code 0.35}, Lichess's own) reads as {@code +0.35};</li>
 *   <li>{@code [%evalsource "alpha-beta 1.0"]}: who evaluated it (Parlour's own command);</li>
 *   <li>{@code [%cal Gc3d4,Rb1b2]}: arrows, a colour letter (G, R, B, Y) and two cells;</li>
 *   <li>{@code [%csl Gc3,Yd4]}: highlighted cells;</li>
 *   <li>{@code [%label Gc3 "A"]}: a label on a cell (Parlour's own command); a label in several
 *       languages {@code [%label Gc3 "no" tr en "no" fr "non"]}: the first text for other
 *       tools, then every language in order;</li>
 *   <li>{@code [%role key]}: the move's part in a problem (Parlour's own command: key, try,
 *       refutation, threat, variation, cook, dual);</li>
 *   <li>{@code [%tr fr "Texte"]}: the comment in one language (Parlour's own command), one per
 *       language of a comment in several languages, in the author's order; the comment's own
 *       text is then the reader's language for other tools, and the commands are what Parlour
 *       reads back (docs/notation.md, "Text in several languages").</li>
 * </ul>
 *
 * <p>Reading takes these commands out of a comment; any other command ({@code [%clk 0:01:00]})
 * and a known command whose arguments do not parse stay in the comment text as they were, so
 * nothing is lost. Cells are a run of letters and a run of digits, as in every game's notation
 * (rules.md §6).
 *
 * <p>A comment's own text that spells one of these commands ({@code "[%eval +9.99] is how PGN
 * tools write it"}) is written with a backslash after the bracket, {@code [\%eval +9.99]}, so it
 * is no command; reading takes one backslash out of {@code [\%name}, {@code [\\%name}... for
 * these names (any case), so the text reads back as written. Other tools' commands
 * ({@code [%clk 0:01:00]}) are left as they are.
 */
final class CommentCommands {
    private static final Pattern COMMAND = Pattern.compile("\\[%([A-Za-z]+)\\s+((?:\"(?:[^\"\\\\]|\\\\.)*\"|[^\\]\"])*)\\]");
    private static final Pattern EVAL = Pattern.compile("(#-?[1-9][0-9]{0,4}|=|[+-]?(?:0|[1-9][0-9]{0,5})(?:\\.[0-9]{1,3})?)(?:,([0-9]{1,9}))?");
    private static final Pattern CELL = Pattern.compile("[a-z]+[0-9]+");
    private static final Pattern ARROW = Pattern.compile("([GRBY])(" + CELL + ")(" + CELL + ")");
    private static final Pattern SQUARE = Pattern.compile("([GRBY])(" + CELL + ")");
    private static final Pattern LABEL = Pattern.compile("([GRBY])(" + CELL + ")\\s+(\"(?:[^\"\\\\]|\\\\.)*\")"
            + "(\\s+tr(?:\\s+[A-Za-z0-9-]+\\s+\"(?:[^\"\\\\]|\\\\.)*\")+)?");
    private static final Pattern TR = Pattern.compile("([A-Za-z0-9-]+)\\s+(\"(?:[^\"\\\\]|\\\\.)*\")");
    private static final Pattern QUOTED = Pattern.compile("\"((?:[^\"\\\\]|\\\\.)*)\"");
    /** A bracket, any backslashes, a percent sign and a name: a command, or the escaped text of one. */
    private static final Pattern LITERAL = Pattern.compile("\\[(\\\\*)%([A-Za-z]+)");
    /** The names of the commands Parlour reads, lower case. */
    private static final java.util.Set<String> NAMES = java.util.Set.of("eval", "evalsource", "cal", "csl", "label", "role", "tr");

    private CommentCommands() {
    }

    /** What a comment's commands give a node, and the comment text without them. */
    record Parsed(String text, Optional<Evaluation> evaluation, List<Mark> markup, Optional<ProblemRole> role,
                  Map<String, String> languages) {
        boolean any() {
            return evaluation.isPresent() || !markup.isEmpty() || role.isPresent() || !languages.isEmpty();
        }

        /** The comment: by language when {@code [%tr]} commands gave languages, else the text. */
        LocalText comment() {
            return languages.isEmpty() ? LocalText.plain(text) : LocalText.of(languages);
        }

        /** {@code d} with this text as its comment after the move and what the commands carry. */
        NodeData applyTo(NodeData d) {
            NodeData out = d.withCommentAfter(comment());
            if (evaluation.isPresent()) {
                out = out.withEvaluation(evaluation);
            }
            if (!markup.isEmpty()) {
                out = out.withMarkup(markup);
            }
            if (role.isPresent()) {
                out = out.withRole(role);
            }
            return out;
        }
    }

    /**
     * The commands for what {@code d} carries, space-separated, or empty when it carries nothing
     * of the kind. Fields the text cannot hold (markup and evaluation extensions) are left out;
     * the writer lists them.
     */
    static String write(NodeData d) {
        List<String> out = new ArrayList<>();
        d.evaluation().ifPresent(e -> {
            out.add("[%eval " + e.value() + (e.depth() > 0 ? "," + e.depth() : "") + "]");
            if (!e.source().isEmpty()) {
                out.add("[%evalsource " + quote(e.source()) + "]");
            }
        });
        // one command per run of one kind, so reading gives the marks back in drawing order
        String kind = "";
        List<String> run = new ArrayList<>();
        for (Mark m : d.markup()) {
            if (!cell(m)) {
                continue;
            }
            String k = m instanceof Mark.Arrow ? "cal" : m instanceof Mark.Highlight ? "csl" : "label";
            if (!k.equals(kind) || k.equals("label")) {
                flush(kind, run, out);
                kind = k;
            }
            if (m instanceof Mark.Arrow a) {
                run.add(letter(a.colour()) + a.from() + a.to());
            } else if (m instanceof Mark.Highlight h) {
                run.add(letter(h.colour()) + h.cell());
            } else if (m instanceof Mark.Label l) {
                String tr = l.label().isPlain() ? "" : " tr " + String.join(" ", l.label().byTag().entrySet().stream()
                        .map(e -> e.getKey() + " " + quote(e.getValue())).toList());
                run.add(letter(l.colour()) + l.cell() + " " + quote(l.text()) + tr);
            }
        }
        flush(kind, run, out);
        d.role().ifPresent(r -> out.add("[%role " + r.id() + "]"));
        return String.join(" ", out);
    }

    /**
     * Whether the commands keep this mark: its cells are cell names (letters then digits) and it
     * has no extension fields.
     */
    static boolean cell(Mark m) {
        if (!m.extensions().isEmpty()) {
            return false;
        }
        if (m instanceof Mark.Arrow a) {
            return CELL.matcher(a.from()).matches() && CELL.matcher(a.to()).matches();
        }
        if (m instanceof Mark.Highlight h) {
            return CELL.matcher(h.cell()).matches();
        }
        return m instanceof Mark.Label l && CELL.matcher(l.cell()).matches();
    }

    private static void flush(String kind, List<String> run, List<String> out) {
        if (!run.isEmpty()) {
            out.add("[%" + kind + " " + String.join(",", run) + "]");
            run.clear();
        }
    }

    /**
     * {@code [%tr en "Text"] [%tr fr "Texte"]}: every language of a text in several languages, in
     * order; empty for a plain text.
     */
    static String languages(LocalText t) {
        if (t.isPlain()) {
            return "";
        }
        List<String> out = new ArrayList<>();
        t.byTag().forEach((tag, text) -> out.add("[%tr " + tag + " " + quote(text) + "]"));
        return String.join(" ", out);
    }

    /**
     * A comment's own text as the game text holds it: one more backslash after the bracket of
     * every {@code [%name}, {@code [\%name}... that names a command Parlour reads, so that none
     * is read as a command; {@link #unescape} undoes it.
     */
    static String escape(String text) {
        return shift(text, 1);
    }

    /** The text {@link #escape} gave: one backslash less in {@code [\%name}, {@code [\\%name}... */
    static String unescape(String text) {
        return shift(text, -1);
    }

    private static String shift(String text, int by) {
        if (text.indexOf('[') < 0 || text.indexOf('%') < 0) {
            return text;
        }
        Matcher m = LITERAL.matcher(text);
        StringBuilder sb = new StringBuilder();
        int from = 0;
        while (m.find()) {
            int slashes = m.group(1).length();
            if (!NAMES.contains(m.group(2).toLowerCase(Locale.ROOT)) || slashes + by < 0) {
                continue;
            }
            sb.append(text, from, m.start()).append('[').append("\\".repeat(slashes + by)).append('%').append(m.group(2));
            from = m.end();
        }
        return from == 0 ? text : sb.append(text, from, text.length()).toString();
    }

    /**
     * The commands of a comment taken out of it; the rest of the text stripped at both ends, its
     * escaped command text ({@link #escape}) given back as written.
     */
    static Parsed read(String comment) {
        if (comment.indexOf("[%") < 0) {
            return new Parsed(unescape(comment), Optional.empty(), List.of(), Optional.empty(), Map.of());
        }
        Map<String, String> languages = new LinkedHashMap<>();
        List<MatchResult> found = new ArrayList<>();
        Matcher m = COMMAND.matcher(comment);
        while (m.find()) {
            found.add(m.toMatchResult());
        }
        boolean[] taken = new boolean[found.size()];
        Evaluation eval = null;
        int sourceAt = -1;
        String source = null;
        List<Mark> marks = new ArrayList<>();
        ProblemRole role = null;
        for (int i = 0; i < found.size(); i++) {
            String name = found.get(i).group(1).toLowerCase(Locale.ROOT);
            String args = found.get(i).group(2).strip();
            try {
                switch (name) {
                    case "eval" -> {
                        Matcher e = EVAL.matcher(args);
                        if (eval == null && e.matches()) {
                            String v = e.group(1);
                            eval = new Evaluation(Character.isDigit(v.charAt(0)) ? "+" + v : v,
                                    e.group(2) == null ? 0 : Integer.parseInt(e.group(2)), "");
                            taken[i] = true;
                        }
                    }
                    case "evalsource" -> {
                        Matcher q = QUOTED.matcher(args);
                        if (source == null && q.matches()) {
                            source = unquote(q.group(1));
                            sourceAt = i;
                        }
                    }
                    case "cal", "csl" -> {
                        List<Mark> these = new ArrayList<>();
                        for (String item : args.split(",", -1)) {
                            Matcher a = (name.equals("cal") ? ARROW : SQUARE).matcher(item.strip());
                            if (!a.matches()) {
                                these = null;
                                break;
                            }
                            Colour c = colour(a.group(1));
                            these.add(name.equals("cal") ? new Mark.Arrow(a.group(2), a.group(3), c) : new Mark.Highlight(a.group(2), c));
                        }
                        if (these != null) {
                            marks.addAll(these);
                            taken[i] = true;
                        }
                    }
                    case "label" -> {
                        Matcher l = LABEL.matcher(args);
                        if (l.matches()) {
                            String q = l.group(3);
                            String text = unquote(q.substring(1, q.length() - 1));
                            LocalText label = LocalText.plain(text);
                            if (l.group(4) != null) {
                                // a label in several languages: every language, in order
                                Map<String, String> byTag = new LinkedHashMap<>();
                                Matcher each = Pattern.compile("([A-Za-z0-9-]+)\\s+(\"(?:[^\"\\\\]|\\\\.)*\")").matcher(l.group(4).strip().substring(2));
                                while (each.find()) {
                                    String v = each.group(2);
                                    byTag.put(each.group(1), unquote(v.substring(1, v.length() - 1)));
                                }
                                label = LocalText.of(byTag);
                            }
                            if (!label.isEmpty()) {
                                marks.add(new Mark.Label(l.group(2), label, colour(l.group(1)), Map.of()));
                                taken[i] = true;
                            }
                        }
                    }
                    case "tr" -> {
                        Matcher l = TR.matcher(args);
                        if (l.matches() && LocalText.isTag(l.group(1))
                                && languages.keySet().stream().noneMatch(l.group(1)::equalsIgnoreCase)) {
                            String q = l.group(2);
                            languages.put(l.group(1), unquote(q.substring(1, q.length() - 1)));
                            taken[i] = true;
                        }
                    }
                    case "role" -> {
                        if (role == null) {
                            role = ProblemRole.fromId(args);
                            taken[i] = true;
                        }
                    }
                    default -> {
                        // another tool's command ([%clk ...]): it stays in the text
                    }
                }
            } catch (IllegalArgumentException e) {
                taken[i] = false;
            }
        }
        if (eval != null && source != null) {
            eval = new Evaluation(eval.value(), eval.depth(), source);
            taken[sourceAt] = true;
        }
        StringBuilder rest = new StringBuilder();
        int from = 0;
        for (int i = 0; i < found.size(); i++) {
            if (taken[i]) {
                rest.append(comment, from, found.get(i).start());
                from = found.get(i).end();
            }
        }
        rest.append(comment, from, comment.length());
        return new Parsed(unescape(rest.toString().strip()), Optional.ofNullable(eval), List.copyOf(marks), Optional.ofNullable(role),
                languages);
    }

    private static String letter(Colour c) {
        return switch (c) {
            case GREEN -> "G";
            case RED -> "R";
            case BLUE -> "B";
            case YELLOW -> "Y";
        };
    }

    private static Colour colour(String letter) {
        return switch (letter) {
            case "G" -> Colour.GREEN;
            case "R" -> Colour.RED;
            case "B" -> Colour.BLUE;
            default -> Colour.YELLOW;
        };
    }

    private static String quote(String text) {
        return "\"" + text.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String unquote(String inner) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < inner.length(); i++) {
            char c = inner.charAt(i);
            if (c == '\\' && i + 1 < inner.length()) {
                c = inner.charAt(++i);
            }
            sb.append(c);
        }
        return sb.toString();
    }
}
