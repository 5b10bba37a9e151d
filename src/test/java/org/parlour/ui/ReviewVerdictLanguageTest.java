package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.tree.NodeData;

/**
 * The review's words under the move list ({@link CursorTexts#reviewVerdict}) are the record's
 * text, shown in the window's language when the record has it, else in the record's language
 * (docs/user-guide.md, "Languages": a plain comment is in the record's language). A trial: a French
 * window on an English record reviewed from the command line read "La revue : Better: 11... e4-e5,
 * 0.00 for Black...". The prefix is in the language of the text it introduces: a tagged text's,
 * the language of the review's own sentence for a plain one (the review writes in the language
 * it runs in), else the record's. Toolkit-free.
 */
class ReviewVerdictLanguageTest {
    /** Agora game 1's review line 30... d5xc4, beside the mistake 30... e5-d4 (its evidence in English and French). */
    private static final long LINE = 175;

    @AfterEach
    void english() {
        Messages.setLocale(Locale.ENGLISH);
    }

    private static long mistake(StudySession s) {
        long parent = s.parent(LINE).orElseThrow();
        return s.children(parent).stream().filter(c -> c != LINE).findFirst().orElseThrow();
    }

    @Test
    void thePrefixIsInTheLanguageOfTheWordsItIntroduces() throws Exception {
        GameRecord r = new RecordJson(Games.all()).read(Path.of("samples/agora/game-1.json")).value();
        assertThat(r.meta().language()).isEqualTo("en");
        NodeData d = r.tree().node(LINE).data();
        String en = d.commentAfterText().byTag().get("en");
        String fr = d.commentAfterText().byTag().get("fr");
        // as a review from an English command line writes it: a plain text, in the record's language
        GameRecord plain = r.withTree(r.tree().withData(LINE, d.withCommentAfter(en)));
        StudySession s = new StudySession(Games.byId("agora").create(), plain);
        Messages.setLocale(Locale.FRENCH);
        assertThat(CursorTexts.reviewVerdict(s, mistake(s))).isEqualTo("The review: " + en);
        // the words in both languages: the French ones, with the French prefix
        StudySession both = new StudySession(Games.byId("agora").create(), r);
        assertThat(CursorTexts.reviewVerdict(both, mistake(both))).isEqualTo("La revue\u00a0: " + fr);
        Messages.setLocale(Locale.ENGLISH);
        assertThat(CursorTexts.reviewVerdict(both, mistake(both))).isEqualTo("The review: " + en);
        // a plain text in a record without a language: the language of the review's sentence
        GameRecord unknown = plain.withMeta(plain.meta().withLanguage(""));
        StudySession u = new StudySession(Games.byId("agora").create(), unknown);
        Messages.setLocale(Locale.FRENCH);
        assertThat(CursorTexts.reviewVerdict(u, mistake(u))).isEqualTo("The review: " + en);
        // a review run in a French window writes French, plain, into this English record
        // (ReviewReadingWindowTest.andInFrench): its prefix is French in either window
        GameRecord french = r.withTree(r.tree().withData(LINE, d.withCommentAfter(fr)));
        StudySession f = new StudySession(Games.byId("agora").create(), french);
        assertThat(CursorTexts.reviewVerdict(f, mistake(f))).isEqualTo("La revue\u00a0: " + fr);
        Messages.setLocale(Locale.ENGLISH);
        assertThat(CursorTexts.reviewVerdict(f, mistake(f))).isEqualTo("La revue\u00a0: " + fr);
        // other words than the review's sentences, plain: the record's language
        GameRecord other = r.withTree(r.tree().withData(LINE, d.withCommentAfter("Worth a look.")));
        StudySession o = new StudySession(Games.byId("agora").create(), other);
        Messages.setLocale(Locale.FRENCH);
        assertThat(CursorTexts.reviewVerdict(o, mistake(o))).isEqualTo("The review: Worth a look.");
    }
}
