package org.parlour.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.study.TreeEdits;
import org.parlour.ui.MainViewModel;

/**
 * A teacher's trial: Delete on f1-g2, a key with a long comment followed by a reply that asks a
 * lesson question, removed 4 moves without a question, and the status line said only "Delete
 * f1-g2 and 3 following moves". The status line and the undo step now name what went with the
 * moves, and a delete that takes a lesson question asks first, as a delete of more than 10 moves
 * does ("Delete 442 moves?").
 */
class DeleteCarriesTest {
    /** A lesson: the key f1-g2 (comment, glyph, markup), the reply h3@a1 asking a question, a variation h3@a3, then i4-h3. */
    static final String LESSON = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "tournament",
              "setup": "1g2G1/6g/G7/g7G/10/Q9q/10/g7G/8/G4g1/1g2G1 w",
              "moves": [
                {"id": 1, "move": "f1-g2", "nags": [1], "comment": "The queen closes the sandwich: a long comment a teacher would not like to lose.",
                 "markup": [{"type": "arrow", "from": "f1", "to": "g2", "colour": "green"}, {"type": "highlight", "cell": "h3", "colour": "red"}, {"type": "label", "cell": "i4", "text": "A", "colour": "green"}]},
                {"id": 2, "move": "h3@a1", "comment": "Black puts the guard back on a1.",
                 "quiz": {"answers": [{"move": "i4-h3", "feedback": "Yes."}]},
                 "variations": [[{"id": 4, "move": "h3@a3", "comment": "Or on a3."}]]},
                {"id": 3, "move": "i4-h3", "comment": "White steps in."}
              ]
            }
            """;

    private final MainViewModel main = new MainViewModel();
    private final EditorViewModel ed = new EditorViewModel(main);
    private final List<EditorViewModel.DeleteAsked> asked = new ArrayList<>();

    private StudySession open() throws Exception {
        GameRecord r = new RecordJson(Games.all()).readRecord(LESSON, "lesson.json").value();
        StudySession s = new StudySession(Games.byId(r.gameId()).create(r.rules()), r);
        main.open(s);
        return s;
    }

    @Test
    void deleteAsksWhenAQuestionGoesAndNamesWhatWentWithTheMoves() throws Exception {
        StudySession s = open();
        long key = s.children(s.rootId()).get(0);
        main.goTo(key);
        ed.askBeforeDeleting(q -> {
            asked.add(q);
            return false;
        });
        ed.delete();
        assertThat(asked).as("asked, though only 4 moves go: a lesson question goes with them")
                .containsExactly(new EditorViewModel.DeleteAsked(4, new TreeEdits.Carried(1, 4, 3)));
        assertThat(s.size()).as("Cancel deletes nothing").isEqualTo(5);

        ed.askBeforeDeleting(q -> true);
        ed.delete();
        assertThat(s.size()).isEqualTo(1);
        String said = "Delete f1-g2 and 3 following moves (1 lesson question, 4 comments, 3 board marks)";
        assertThat(main.messageProperty().get()).isEqualTo(said);
        assertThat(ed.undoTextProperty().get()).isEqualTo("Undo " + said);
        assertThat(ed.undo()).isTrue();
        assertThat(s.size()).as("Undo brings everything back").isEqualTo(5);
        assertThat(s.data(s.children(key).get(0)).quiz()).isPresent();
    }

    @Test
    void aMoveWithoutAQuestionGoesWithoutAskingAndItsCommentIsNamed() throws Exception {
        StudySession s = open();
        long last = s.record().tree().mainLine().get(2).id();
        main.goTo(last);
        ed.askBeforeDeleting(q -> {
            asked.add(q);
            return false;
        });
        ed.delete();
        assertThat(asked).as("1 move, no question: not asked").isEmpty();
        assertThat(main.messageProperty().get()).isEqualTo("Delete i4-h3 (1 comment)");
    }

    @Test
    void inFrenchTheCountsAgreeAndTheQuestionHasItsSpace() throws Exception {
        StudySession s = open();
        long key = s.children(s.rootId()).get(0);
        Messages.setLocale(Locale.FRENCH);
        try {
            assertThat(TreeEdits.delete(s.record(), key, key).label())
                    .isEqualTo("Supprimer f1-g2 et 3 coups suivants (1 question de leçon, 4 commentaires, 3 annotations graphiques)");
            assertThat(Messages.tr("editDialogs.deleteQuestion", 4)).isEqualTo("Supprimer 4 coups\u00a0?");
            assertThat(Messages.tr("editDialogs.deletesCarrying", 1, "1 commentaire"))
                    .isEqualTo("Cela supprime 1 coup et ce qu’il porte\u00a0: 1 commentaire. Annuler (Ctrl+Z) les rétablit.");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
        assertThat(Messages.tr("editDialogs.deletesCarrying", 4, "1 lesson question"))
                .isEqualTo("This deletes 4 moves and what they carry: 1 lesson question. Undo (Ctrl+Z) brings them back.");
    }
}
