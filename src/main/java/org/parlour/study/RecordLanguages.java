package org.parlour.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.parlour.core.Messages;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * Records as a reader of one language sees them (docs/notation.md, "Text in several languages"):
 * every text plain (titles, sources, statements, comments...), in the language {@link LocalText#pick} chooses: the reader's, else the
 * record's ({@code meta.language}), else the first. {@code parlour show}, the PDF sheets and the
 * game text export read a record through {@link #picked}; the window picks text by text with
 * {@link #text}.
 */
public final class RecordLanguages {
    private RecordLanguages() {
    }

    /**
     * The text {@code t} of record {@code r} as the person reads it in the window: in the
     * messages' language ({@link Messages#locale()}, View &gt; Language), else the record's, else any.
     */
    public static String shown(LocalText t, GameRecord r) {
        return t.pick(Messages.locale(), r.meta().language());
    }

    /** The text {@code t} of record {@code r} as a reader of {@code reader} sees it. */
    public static String text(LocalText t, GameRecord r, Locale reader) {
        return t.pick(reader, r.meta().language());
    }

    /** True when every text of the record is plain (no language object anywhere). */
    public static boolean allPlain(GameRecord r) {
        if (!r.meta().titleText().isPlain() || !r.meta().sourceText().isPlain() || r.problem().map(p -> !p.statementText().isPlain()).orElse(false)) {
            return false;
        }
        for (Node n : r.tree().preorder()) {
            if (!n.data().allPlain()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The record with every text plain in the picked language; {@code r} itself when all its
     * texts are plain already (so a record without languages is unchanged, byte for byte when
     * written). Node ids, moves and everything else are kept.
     */
    public static GameRecord picked(GameRecord r, Locale reader) {
        String lang = r.meta().language();
        GameRecord out = r;
        if (!r.meta().titleText().isPlain()) {
            out = out.withMeta(out.meta().withTitle(r.meta().titleText().pick(reader, lang)));
        }
        if (!r.meta().sourceText().isPlain()) {
            out = out.withMeta(out.meta().withSource(r.meta().sourceText().pick(reader, lang)));
        }
        if (r.problem().isPresent() && !r.problem().get().statementText().isPlain()) {
            out = out.withProblem(java.util.Optional.of(r.problem().get().withStatement(r.problem().get().statementText().pick(reader, lang))));
        }
        MoveTree tree = r.tree();
        for (Node n : r.tree().preorder()) {
            NodeData d = n.data();
            NodeData p = d.picked(reader, lang);
            if (p != d) {
                tree = tree.withData(n.id(), p);
            }
        }
        return tree == r.tree() ? out : out.withTree(tree);
    }

    /** The collection with its title and every chapter picked ({@link #picked(GameRecord, Locale)}). */
    public static RecordCollection picked(RecordCollection c, Locale reader) {
        List<GameRecord> chapters = new ArrayList<>(c.chapters().size());
        boolean changed = false;
        for (GameRecord r : c.chapters()) {
            GameRecord p = picked(r, reader);
            changed |= p != r;
            chapters.add(p);
        }
        String firstLanguage = c.chapters().isEmpty() ? "" : c.chapters().get(0).meta().language();
        RecordCollection out = changed ? c.withChapters(chapters) : c;
        return c.titleText().isPlain() ? out
                : new RecordCollection(LocalText.plain(c.titleText().pick(reader, firstLanguage)), out.chapters(), out.extensions());
    }
}
