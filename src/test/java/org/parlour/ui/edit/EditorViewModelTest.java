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

    /**
     * Typing a comment merges into one undo step until the cursor moves away: coming back and
     * typing again, or a second OK in the Headers dialog, is a step of its own.
     */
    @Test
    void anUndoStepEndsWhenTheCursorMovesAway() {
        MainViewModel main = new MainViewModel();
        EditorViewModel ed = new EditorViewModel(main);
        main.open(StudySession.fresh(Games.byId("agora").create()));
        assertThat(ed.play("b1-c2")).isEmpty();
        assertThat(ed.play("b6-c5")).isEmpty();
        StudySession s = main.session().orElseThrow();
        long first = s.parent(s.cursor()).orElseThrow();
        main.goTo(first);
        ed.setComment(false, "a");
        ed.setComment(false, "ab");
        assertThat(s.history().undoCount()).as("one burst of typing, one step").isEqualTo(3);
        main.goTo(first);
        ed.setComment(false, "abc");
        assertThat(s.history().undoCount()).as("no move away: still the same burst").isEqualTo(3);
        main.forward();
        main.back();
        ed.setComment(false, "abcd");
        assertThat(s.history().undoCount()).as("typed again after moving away: a step of its own").isEqualTo(4);
        assertThat(ed.undo()).isTrue();
        assertThat(s.data(first).commentAfter()).isEqualTo("abc");

        ed.setMeta(s.record().meta().withEvent("One"));
        ed.setMeta(s.record().meta().withEvent("Two"));
        assertThat(ed.undo()).isTrue();
        assertThat(s.record().meta().event()).as("each OK of the Headers dialog is a step").isEqualTo("One");
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

    /**
     * Replacing a move by the move of a variation already there goes to that variation and says
     * so in a player's words (it said "move b1-c2 is already a sibling of node 2"); that, and the
     * undo label of a lesson question, are said in the window's language.
     */
    @Test
    void aMoveAlreadyHereAndALessonQuestionInFrench() {
        MainViewModel main = new MainViewModel();
        EditorViewModel ed = new EditorViewModel(main);
        main.open(StudySession.fresh(Games.byId("agora").create()));
        assertThat(ed.play("b1-c2")).isEmpty();
        StudySession s = main.session().orElseThrow();
        long first = s.cursor();
        main.goTo(org.parlour.tree.MoveTree.ROOT_ID);
        assertThat(ed.play("a2-a3")).isEmpty();
        long node = s.cursor();
        var before = s.record();
        assertThat(ed.replaceMove("b1-c2")).contains("b1-c2 is already a variation here: went there (nothing replaced).");
        assertThat(s.cursor()).isEqualTo(first);
        assertThat(s.record()).isEqualTo(before);
        main.goTo(node);
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            assertThat(ed.replaceMove("b1-c2")).contains("b1-c2 est déjà une variante ici\u00a0: la voici (rien n’a été remplacé).");
            assertThat(main.messageProperty().get()).isEqualTo("b1-c2 est déjà une variante ici\u00a0: la voici (rien n’a été remplacé).");
            assertThat(s.cursor()).isEqualTo(first);
            main.goTo(org.parlour.tree.MoveTree.ROOT_ID);
            assertThat(ed.setQuiz(java.util.Optional.of(new org.parlour.tree.Quiz("", java.util.List.of(
                    new org.parlour.tree.Quiz.Answer("b1-c2", "")), java.util.List.of(), java.util.Map.of())))).isEmpty();
            assertThat(ed.undoTextProperty().get()).contains("Modifier la question de leçon");
            assertThat(ed.setQuiz(java.util.Optional.of(new org.parlour.tree.Quiz("", java.util.List.of(
                    new org.parlour.tree.Quiz.Answer("z9-z8", "")), java.util.List.of(), java.util.Map.of()))))
                    .hasValueSatisfying(why -> assertThat(why).startsWith("La réponse z9-z8 n’est pas un coup légal ici\u00a0: "));
            assertThat(ed.setQuiz(java.util.Optional.empty())).isEmpty();
            assertThat(ed.undoTextProperty().get()).contains("Retirer la question de leçon");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
    }

    /**
     * A new start that makes two answers of a question one move (Agora c4-d3 and c4xd3 once d3
     * holds a lower Black piece) keeps the first, rewritten c4xd3, and says on the status line
     * which one went and why, as for an answer no longer legal.
     */
    @Test
    void anAnswerThatBecameTheSameMoveAsAnotherIsNamedOnTheStatusLine() {
        MainViewModel main = new MainViewModel();
        EditorViewModel ed = new EditorViewModel(main);
        var agora = Games.byId("agora").create();
        org.parlour.tree.Quiz both = org.parlour.tree.Quiz.accepting(java.util.List.of(new org.parlour.tree.Quiz.Answer("c4-d3", "Forward."),
                new org.parlour.tree.Quiz.Answer("c4xd3", "Taken.")));
        org.parlour.study.GameRecord r = org.parlour.study.GameRecord.of("agora").withSetup("6/1B4/2(BW)3/6/1W4/6 w");
        r = r.withTree(r.tree().withData(r.tree().rootId(), r.tree().root().data().withQuiz(java.util.Optional.of(both))));
        main.open(new StudySession(agora, r));
        assertThat(ed.changeStart("6/1B4/2(BW)3/3B2/1W4/6 w")).isEmpty();
        StudySession s = main.session().orElseThrow();
        assertThat(s.data(s.rootId()).quiz().orElseThrow().answers()).extracting(org.parlour.tree.Quiz.Answer::move)
                .containsExactly("c4xd3");
        assertThat(main.messageProperty().get()).endsWith(": 1 lesson question answer removed as the same move as an answer listed"
                + " before: c4xd3 (same move as c4-d3) at the start (Undo brings it back)");
        assertThat(ed.undo()).isTrue();
        assertThat(s.data(s.rootId()).quiz().orElseThrow().answers()).extracting(org.parlour.tree.Quiz.Answer::move)
                .containsExactly("c4-d3", "c4xd3");
    }
    /**
     * A paste onto a move already there merges into it: the move keeps its own glyph and lesson
     * question, and the status line names the pasted ones not kept (they went silently); one it
     * lacks is taken.
     */
    @Test
    void aPasteThatMergesNamesWhatTheMoveKeptOfItsOwn() {
        MainViewModel main = new MainViewModel();
        EditorViewModel ed = new EditorViewModel(main);
        main.open(StudySession.fresh(Games.byId("agora").create()));
        StudySession s = main.session().orElseThrow();
        assertThat(ed.play("b1-c2")).isEmpty();
        long b1c2 = s.cursor();
        assertThat(ed.toggleNag(Nag.BRILLIANT)).isEmpty();
        assertThat(ed.setComment(false, "Pasted.")).isEmpty();
        assertThat(ed.copy()).isEmpty();
        assertThat(ed.toggleNag(Nag.MISTAKE)).isEmpty();
        assertThat(ed.setComment(false, "")).isEmpty();
        assertThat(main.goTo(s.rootId())).isTrue();
        assertThat(ed.paste()).isEmpty();
        assertThat(s.cursor()).isEqualTo(b1c2);
        assertThat(s.data(b1c2).nags()).containsExactly(Nag.MISTAKE);
        assertThat(s.data(b1c2).commentAfter()).as("the move had none: the pasted one is taken").isEqualTo("Pasted.");
        assertThat(main.messageProperty().get())
                .isEqualTo("Paste b1-c2: 1 pasted annotation not kept, the move already had its own: move glyph on b1-c2 at ply 1");
        assertThat(ed.undo()).isTrue();
        assertThat(s.data(b1c2).commentAfter()).isEmpty();
    }

    /**
     * A trial: a line copied from Tournament game 1 (Home, four moves on, Ctrl+C), pasted into a
     * new Tournament record, whose start it does not fit. Nothing can be pasted, and the status
     * line said nothing: it names the first copied move and the game's own reason (as the text and
     * JSON errors do), in the window's language.
     */
    @Test
    void aPasteWhoseFirstMoveIsNotLegalHereSaysWhichAndWhy() throws Exception {
        MainViewModel main = new MainViewModel();
        EditorViewModel ed = new EditorViewModel(main);
        org.parlour.json.RecordJson json = new org.parlour.json.RecordJson(Games.all());
        org.parlour.study.GameRecord r = json.read(java.nio.file.Path.of("samples/tournament/game-1.json")).value();
        main.open(new StudySession(Games.byId("tournament").create(), r));
        StudySession game1 = main.session().orElseThrow();
        for (int i = 0; i < 4; i++) {
            assertThat(main.forward()).isTrue();
        }
        String move = game1.moveText(game1.cursor());
        assertThat(ed.copy()).isEmpty();
        main.open(StudySession.fresh(Games.byId("tournament").create()));
        StudySession fresh = main.session().orElseThrow();
        String reason;
        try {
            fresh.game().parseMove(fresh.position(fresh.rootId()), move);
            throw new AssertionError(move + " is legal at the start");
        } catch (IllegalArgumentException e) {
            reason = e.getMessage();
        }
        main.say("");
        assertThat(ed.paste()).isPresent();
        assertThat(fresh.size()).as("nothing pasted").isEqualTo(1);
        assertThat(main.messageProperty().get()).isEqualTo("Nothing pasted: \"" + move + "\" is not legal here (" + reason + ")");
        main.say("");
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            ed.paste();
            assertThat(main.messageProperty().get()).startsWith("Rien de collé\u00a0: «\u00a0" + move + "\u00a0» n’est pas légal ici (");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
    }
}
