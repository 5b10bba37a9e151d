package org.parlour.study;

import static org.parlour.core.EnglishForms.form;

import org.parlour.core.EnglishForms;
import org.parlour.core.Messages;

/**
 * The refusals of the tree package ({@code tree.Colour}, {@code ProblemRole}, {@code Evaluation},
 * {@code NodeData}, {@code Mark}, {@code Quiz}, {@code MoveTree}), which imports nothing but
 * {@code java.*} and so speaks English, in the language of {@link Messages} when a reader or an
 * edit reports them. English comes back unchanged; a French text is made from the bundle's
 * {@code tree.*} key whose English form the message has, with the same parts
 * ({@link EnglishForms}). Called only on the error path.
 *
 * <p>Not listed, so English if ever shown: the refusals only a programming error reaches (a node
 * id used twice or negative, a node after the root without a move, an id not in the tree).
 */
public final class TreeMessages {
    private static final EnglishForms FORMS = EnglishForms.of(
            form("unknown colour '(.*)' \\(expected green, red, blue or yellow\\)", "tree.unknownColour"),
            form("unknown problem role '(.*)' \\(expected key, try, refutation, threat, variation, cook or dual\\)", "tree.unknownRole"),
            form("evaluation '(.*)': expected a signed score \\(\\+0\\.35\\), #n, #-n or =", "tree.badEvaluation"),
            form("evaluation depth must be >= 0, got (.*)", "tree.negativeDepth"),
            form("NAG (.*) is outside 1\\.\\.255", "tree.nagRange"),
            form("at most one move glyph \\(1-6\\) per move, got (.*)", "tree.twoMoveGlyphs"),
            form("at most one position glyph \\(10, 13-19\\) per move, got (.*)", "tree.twoPositionGlyphs"),
            form("label on (.*): empty text", "tree.emptyLabel"),
            form("bad cell name '(.*)'", "tree.badCell"),
            form("bad move text '(.*)': expected one token without spaces", "tree.badMoveText"),
            form("move (.*) is already a sibling of node (-?\\d+)", "tree.siblingMove"),
            form("a clip's root needs a move; paste the root's children one by one", "tree.clipRoot"),
            form("the answer (.*) is listed twice", "tree.answerTwice"),
            form("the move (.*) is listed twice \\(as accepted or wrong\\)", "tree.quizMoveTwice"),
            form("the root cannot be deleted", "tree.rootNotDeleted"),
            form("the root's move cannot change", "tree.rootMove"));

    private TreeMessages() {
    }

    /** The exception's message in the current language (English: unchanged). */
    public static String of(Throwable ex) {
        return FORMS.current(ex);
    }

    /** The English forms known here, for tests that each gives its English back and has its French. */
    static EnglishForms forms() {
        return FORMS;
    }
}
