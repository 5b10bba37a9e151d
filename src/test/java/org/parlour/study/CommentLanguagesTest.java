package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.parlour.tree.LocalText;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;

/** Editing a comment in one language keeps the others (TreeEdits.setComment with a language). */
class CommentLanguagesTest {
    private static GameRecord record(LocalText comment, String language) {
        MoveTree t = MoveTree.withRoot(NodeData.empty().withCommentAfter(comment));
        return GameRecord.of("takeaway").withSetup("10 w").withMeta(Metadata.empty().withLanguage(language)).withTree(t);
    }

    @Test
    void editingTheFrenchKeepsTheEnglish() {
        GameRecord r = record(LocalText.of("en", "Text", "fr", "Texte"), "en");
        GameRecord fr = TreeEdits.setComment(r, MoveTree.ROOT_ID, false, "fr", "Autre texte").record();
        assertThat(fr.tree().root().data().commentAfterText()).isEqualTo(LocalText.of("en", "Text", "fr", "Autre texte"));
        GameRecord en = TreeEdits.setComment(fr, MoveTree.ROOT_ID, false, "en", "Other").record();
        assertThat(en.tree().root().data().commentAfterText()).isEqualTo(LocalText.of("en", "Other", "fr", "Autre texte"));
    }

    @Test
    void aPlainCommentStaysPlainInTheRecordsLanguageAndGrowsAnotherBesideIt() {
        GameRecord r = record(LocalText.plain("Text"), "en");
        assertThat(TreeEdits.setComment(r, MoveTree.ROOT_ID, false, "en", "New").record().tree().root().data().commentAfterText())
                .isEqualTo(LocalText.plain("New"));
        assertThat(TreeEdits.setComment(r, MoveTree.ROOT_ID, false, "fr", "Nouveau").record().tree().root().data().commentAfterText())
                .isEqualTo(LocalText.of("en", "Text", "fr", "Nouveau"));
    }

    @Test
    void theWindowShowsTheMessagesLanguage() {
        GameRecord r = record(LocalText.of("en", "Text", "fr", "Texte"), "en");
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            assertThat(new StudySession(TakeAway.GAME, r.withSetup("10 w")).comment(MoveTree.ROOT_ID)).isEqualTo("Texte");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
        assertThat(new StudySession(TakeAway.GAME, r.withSetup("10 w")).comment(MoveTree.ROOT_ID)).isEqualTo("Text");
    }
}
