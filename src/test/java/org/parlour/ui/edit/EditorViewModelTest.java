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

    /** F2: Set Up Position at a mid-game move: unchanged is no edit; Cancel keeps everything; OK keeps the continuation. */
    @Test
    void setUpAtAMoveAsksBeforeLosingMovesAndKeepsTheContinuation() throws Exception {
        MainViewModel main = new MainViewModel();
        EditorViewModel ed = new EditorViewModel(main);
        org.parlour.study.GameRecord r;
        try (var in = getClass().getResourceAsStream("/org/parlour/document/setup-midgame.json")) {
            r = new org.parlour.json.RecordJson(Games.all()).readRecord(new String(in.readAllBytes(),
                    java.nio.charset.StandardCharsets.UTF_8), "t").value();
        }
        StudySession s = new StudySession(Games.byId("agora").create(), r);
        main.open(s);
        main.goTo(2);
        java.util.List<String> asked = new java.util.ArrayList<>();
        ed.setConfirmSetup(q -> {
            asked.add(q);
            return false;
        });
        assertThat(ed.setUpHere("BBBBBB/5B/1B4/1W4/5W/WWWWWW w")).isEmpty();
        assertThat(asked).as("unchanged: nothing to ask").isEmpty();
        assertThat(s.record()).isSameAs(r);
        assertThat(s.history().undoLabel()).as("no edit at all").isEmpty();

        ed.setUpHere("BBBBBB/5B/1B4/1W4/6/WWWWWW w");
        assertThat(asked).singleElement().satisfies(q -> assertThat(q).contains("4 moves before it"));
        assertThat(s.record()).as("Cancel keeps everything").isSameAs(r);

        ed.setConfirmSetup(q -> true);
        ed.setUpHere("BBBBBB/5B/1B4/1W4/6/WWWWWW w");
        assertThat(s.record().setup()).isEqualTo("BBBBBB/5B/1B4/1W4/6/WWWWWW w");
        assertThat(s.record().tree().mainLine()).extracting(org.parlour.tree.Node::move).containsExactly("b3xb4", "b6-b5");
        assertThat(ed.undo()).isTrue();
        assertThat(s.record()).isEqualTo(r);
    }

    /** A refusal of the tree's value types, met while editing in the window, is said in the window's language. */
    @Test
    void aRefusedGlyphIsSaidInTheWindowsLanguage() {
        MainViewModel main = new MainViewModel();
        EditorViewModel ed = new EditorViewModel(main);
        main.open(StudySession.fresh(Games.byId("agora").create()));
        assertThat(ed.play("b1-c2")).isEmpty();
        assertThat(ed.toggleNag(300)).contains("NAG 300 is outside 1..255");
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            assertThat(ed.toggleNag(300)).contains("le NAG 300 est hors de 1..255");
            assertThat(main.messageProperty().get()).isEqualTo("le NAG 300 est hors de 1..255");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
    }
}
