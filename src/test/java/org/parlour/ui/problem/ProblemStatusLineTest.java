package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;

/**
 * The status bar's one line after a judged move in Study's problem pane, without the toolkit: a
 * lesson's Markdown feedback is said as plain text, and the verdict once. Agora course chapter
 * 10: 1. d2_e1 e1-e2 2. d2xe2, whose feedback opens "Also right:" and holds "**Equal height may capture**".
 */
class ProblemStatusLineTest {
    private final MainViewModel main = new MainViewModel();
    private final ProblemViewModel vm = new ProblemViewModel(main, Runnable::run, Runnable::run);

    @Test
    void aLessonsMarkdownFeedbackIsPlainAndTheVerdictSaidOnce() throws Exception {
        GameRecord r = new RecordJson(Games.all()).readAny(Path.of("samples/agora/course.json")).value().chapters().get(9);
        assertThat(r.meta().title()).startsWith("10.");
        main.open(new StudySession(Games.byId(r.gameId()).create(r.rules()), r));
        assertThat(main.playText("d2_e1")).isEmpty();
        StudySession a = main.session().orElseThrow();
        assertThat(a.moveText(a.cursor())).as("the lesson's reply").isEqualTo("e1-e2");
        assertThat(main.playText("d2xe2")).isEmpty();
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(main.messageProperty().get())
                .startsWith("Also right: d2 and e2 both stand on the middle ring")
                .contains("Equal height may capture, and Black loses.")
                .doesNotContain("**", "Right: Also right");
    }

    @Test
    void markupIsDroppedAndAVerdictNotInTheWordsIsKept() {
        assertThat(StatusLine.plain("*One* **two**\n\n## Three\n_four_")).isEqualTo("One two Three four");
        assertThat(StatusLine.plain("1. d2_e1 e1-e2")).as("moves keep their underscores").contains("d2_e1");
        assertThat(StatusLine.said("Right", "The key: **d2_e1**.")).isEqualTo("Right: The key: d2_e1.");
        assertThat(StatusLine.said("Wrong", "Also right: no.")).isEqualTo("Wrong: Also right: no.");
        assertThat(StatusLine.said("Right", "Also right: yes.")).isEqualTo("Also right: yes.");
        // trial (window34): a wrong move's advice comes before the words, which a narrow bar cuts
        assertThat(StatusLine.wrong("Wrong", "It does **not** capture a6.", "Ctrl+Shift+T")).isEqualTo("Wrong. Try again (Ctrl+Shift+T) or ask for a hint. It does not capture a6.");
        assertThat(StatusLine.wrong("Wrong", "Wrong: b5 is too low.", "Ctrl+Shift+T")).isEqualTo("Wrong. Try again (Ctrl+Shift+T) or ask for a hint. b5 is too low.");
        assertThat(StatusLine.wrong("Wrong", "", "Ctrl+Shift+T")).isEqualTo("Wrong. Try again (Ctrl+Shift+T) or ask for a hint.");
    }
}
