package org.parlour.ui.read;

import java.util.ArrayList;
import java.util.List;
import org.parlour.core.Messages;
import org.parlour.tree.Nag;
import org.parlour.tree.ProblemRole;

/**
 * Glyphs and problem roles in words, for the reading pane: {@code !} is "Good move (!)", the
 * problem's key is "Key: the move that solves the problem". The terms are the annotators' and the
 * problemists' (docs/solver.md), in the language of the texts ({@link Messages}). Pure: no toolkit.
 */
public final class ReadingWords {
    private ReadingWords() {
    }

    /**
     * The words for one NAG, with its symbol in brackets.
     *
     * @param first  the first seat's name (e.g. "White"), for position judgements
     * @param second the second seat's name
     * @return e.g. "Good move (!)", "White is slightly better (⩲)"; "Glyph $n" for a NAG without words
     */
    public static String glyph(int nag, String first, String second) {
        String words = switch (nag) {
            case Nag.BRILLIANT -> Messages.tr("reading.brilliant");
            case Nag.GOOD -> Messages.tr("reading.good");
            case Nag.INTERESTING -> Messages.tr("reading.interesting");
            case Nag.DUBIOUS -> Messages.tr("reading.dubious");
            case Nag.MISTAKE -> Messages.tr("reading.mistake");
            case Nag.BLUNDER -> Messages.tr("reading.blunder");
            case 7 -> Messages.tr("reading.only");
            case Nag.EQUAL -> Messages.tr("reading.equal");
            case Nag.UNCLEAR -> Messages.tr("reading.unclear");
            case Nag.FIRST_SLIGHTLY_BETTER -> Messages.tr("reading.slightlyBetter", first);
            case Nag.SECOND_SLIGHTLY_BETTER -> Messages.tr("reading.slightlyBetter", second);
            case Nag.FIRST_BETTER -> Messages.tr("reading.better", first);
            case Nag.SECOND_BETTER -> Messages.tr("reading.better", second);
            case Nag.FIRST_WINNING -> Messages.tr("reading.winning", first);
            case Nag.SECOND_WINNING -> Messages.tr("reading.winning", second);
            default -> Messages.tr("reading.glyph");
        };
        return words + " (" + Nag.symbol(nag) + ")";
    }

    /** The words for each of {@code nags}, in order (see {@link #glyph}). */
    public static List<String> glyphs(List<Integer> nags, String first, String second) {
        List<String> out = new ArrayList<>();
        for (int n : nags) {
            out.add(glyph(n, first, second));
        }
        return out;
    }

    /** The role's name, e.g. "Key", "Try", "Refutation". */
    public static String roleName(ProblemRole role) {
        return Messages.tr("reading.role." + role.id());
    }

    /** The role's name and what it means, e.g. "Key: the move that solves the problem". */
    public static String role(ProblemRole role) {
        return Messages.tr("reading.roleMeaning", roleName(role), Messages.tr("reading.means." + role.id()));
    }

    /**
     * The record's players and event in words, for the start of a game in Study: one line of the
     * players by seat ("White: Ann Lee, Black: Bo Kim"), one of the event, site, date and round
     * ("Paris Open, Paris, 2024-05-01, round 3"); the lines that have nothing are left out.
     *
     * @return the lines joined by a line break, or empty when the headers name none of them
     */
    public static String players(org.parlour.study.Metadata meta, List<org.parlour.core.Seat> seats) {
        List<String> names = new ArrayList<>();
        for (org.parlour.core.Seat s : seats) {
            String name = meta.players().getOrDefault(s, "");
            if (!name.isBlank()) {
                names.add(Messages.tr("reading.player", s.localName(), name.strip()));
            }
        }
        List<String> where = new ArrayList<>();
        for (String v : List.of(meta.event(), meta.site(), meta.date())) {
            if (!v.isBlank()) {
                where.add(v.strip());
            }
        }
        if (!meta.round().isBlank()) {
            where.add(Messages.tr("reading.round", meta.round().strip()));
        }
        List<String> lines = new ArrayList<>();
        if (!names.isEmpty()) {
            lines.add(String.join(", ", names));
        }
        if (!where.isEmpty()) {
            lines.add(String.join(", ", where));
        }
        return String.join("\n", lines);
    }
}
