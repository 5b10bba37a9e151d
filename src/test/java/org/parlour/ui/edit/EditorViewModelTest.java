package org.parlour.ui.edit;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.tree.Nag;
import org.parlour.ui.MainViewModel;
import org.parlour.study.StudySession;

/** The editing commands without the toolkit: labels for the undo menu, undo and redo. */
class EditorViewModelTest {
    @Test
    void undoAndRedoLabelsFollowTheHistory() {
        MainViewModel main = new MainViewModel();
        EditorViewModel ed = new EditorViewModel(main);
        main.open(StudySession.fresh(Games.byId("agora").create()));
        assertThat(ed.play("b1-c2")).isEmpty();
        assertThat(ed.undoTextProperty().get()).isEqualTo("Undo Play b1-c2");
        assertThat(ed.toggleNag(EditorViewModel.glyphForKey(1))).isEmpty();
        StudySession s = main.session().orElseThrow();
        assertThat(s.data(s.cursor()).nags()).containsExactly(Nag.BRILLIANT);
        assertThat(ed.undo()).isTrue();
        assertThat(s.data(s.cursor()).nags()).isEmpty();
        assertThat(ed.redoTextProperty().get()).isEqualTo("Redo Glyph !! on b1-c2");
        assertThat(ed.canRedoProperty().get()).isTrue();
        assertThat(ed.redo()).isTrue();
        assertThat(s.data(s.cursor()).nags()).containsExactly(Nag.BRILLIANT);
        assertThat(ed.undo()).isTrue();
        assertThat(ed.undo()).isTrue();
        assertThat(s.size()).isEqualTo(1);
        assertThat(ed.undoTextProperty().get()).isEqualTo("Undo");
        assertThat(ed.canUndoProperty().get()).isFalse();
    }
}
