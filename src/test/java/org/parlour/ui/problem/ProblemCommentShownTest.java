package org.parlour.ui.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;

/**
 * A new user's trial: "No comment on this move." in the reading pane under a move whose comment
 * the record holds. What the reading pane shows of a move of an attempt
 * ({@link MainViewModel#readingData}): the record's comment once it may be shown (the problem
 * solved, or a reply of the other seat), never a key's, try's or any move of the solving seat
 * before the problem is solved. Toolkit-free.
 */
class ProblemCommentShownTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private final MainViewModel main = new MainViewModel();
    private final ProblemViewModel vm = new ProblemViewModel(main, Runnable::run, Runnable::run);

    private static GameRecord chapter(String file, String titleStart) throws IOException {
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(SAMPLES.resolve(file)).value().chapters();
        return chapters.stream().filter(r -> r.meta().title().startsWith(titleStart)).findFirst().orElseThrow();
    }

    /** What a move of the solving seat shows before the problem is solved, whether the record comments it or not. */
    private static final String WITHHELD = "*Comments on your moves are shown once the problem is solved.*";

    private void open(GameRecord r) {
        main.open(new StudySession(Games.byId(r.gameId()).create(r.rules()), r));
    }

    private void play(String move) {
        assertThat(main.playText(move)).isEmpty();
    }

    /** The comment the reading pane shows at the cursor. */
    private String shown() {
        return main.readingData(main.cursorProperty().get()).commentAfter();
    }

    private String shownAt(String move) {
        StudySession s = main.session().orElseThrow();
        long at = main.cursorProperty().get();
        while (at != s.rootId() && !s.moveText(at).equals(move)) {
            at = s.parent(at).orElseThrow();
        }
        assertThat(at).as(move + " on the line").isNotEqualTo(s.rootId());
        return main.readingData(at).commentAfter();
    }

    @Test
    void theKeyThatSolvesShowsItsComment() throws IOException {
        open(chapter("agora/problems.json", "Question 1"));
        play("b2xc3");
        assertThat(vm.feedbackProperty().get()).startsWith("Key. Goal reached");
        assertThat(shown()).isEqualTo("Key. Goal reached: capture the stack on c3.");
    }

    @Test
    void theAuthoredReplyShowsItsCommentAndTheKeyWaitsUntilSolved() throws IOException {
        open(chapter("agora/course.json", "10."));
        play("d2_e1");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(main.session().orElseThrow().moveText(main.cursorProperty().get())).as("the authored reply").isEqualTo("e1-e2");
        assertThat(shown()).startsWith("Black steps down to e2");
        // the key, the problem not solved yet: said as for any move of the solver's (it said "No
        // comment on this move.", which was not quite true)
        assertThat(shownAt("d2_e1")).as("the key, the problem not solved yet").isEqualTo(WITHHELD);

        play("e1xe2");
        assertThat(vm.feedbackProperty().get()).contains("Solved");
        assertThat(shownAt("d2_e1")).as("solved: the key's comment").startsWith("The key: d2 (height 4)");
        assertThat(shownAt("e1-e2")).startsWith("Black steps down to e2");
    }

    @Test
    void aTryStaysSecretItsRefutationDoesNot() throws IOException {
        open(chapter("agora/course.json", "10."));
        play("d2-c1");
        assertThat(vm.verdictProperty().get()).isEqualTo("Wrong");
        assertThat(main.session().orElseThrow().moveText(main.cursorProperty().get())).isEqualTo("e1-f1");
        assertThat(shown()).as("the refutation played").startsWith("Now no White piece is high enough");
        assertThat(shownAt("d2-c1")).as("a try, not solved").isEqualTo(WITHHELD);
    }

    /**
     * A new user's trial: in a win in 2, the verdict pane showed the key's comment (which
     * explains the second move) while the reading pane withheld it. The verdict says right or
     * wrong and the replies' comments; the record's comments on the solving seat's moves wait
     * until the problem is solved, then show.
     */
    @Test
    void theVerdictWithholdsTheKeysCommentUntilSolved() throws IOException {
        open(chapter("agora/course.json", "10."));
        play("d2_e1");
        assertThat(vm.verdictProperty().get()).isEqualTo("Right");
        assertThat(vm.feedbackProperty().get()).as("the key's comment, before the problem is solved")
                .doesNotContain("The key: d2").doesNotContain("slide under").isEqualTo("This works: win the game in 1 more move.");
        assertThat(main.messageProperty().get()).doesNotContain("The key: d2");
        org.parlour.study.StudySession attempt = main.session().orElseThrow();

        play("e1xe2");
        assertThat(vm.feedbackProperty().get()).as("solved: the last move's words, then the key's comment")
                .startsWith("The freed piece captures").contains(" Your move d2_e1: The key: d2 (height 4)").endsWith("Solved.");
        // solved: the record itself is shown (its whole tree to read), the key's verdict kept at its node there
        org.parlour.study.StudySession now = main.session().orElseThrow();
        assertThat(now).as("the record is shown once solved").isNotSameAs(attempt);
        long keyInRecord = now.record().tree().path(now.cursor()).stream().filter(n -> "d2_e1".equals(n.move())).findFirst().orElseThrow().id();
        main.goTo(keyInRecord);
        assertThat(vm.feedbackProperty().get()).as("back at the key once solved").startsWith("The key: d2 (height 4)");

        // a new try after it was solved: the reading pane shows the comments, and so does the verdict
        vm.tryAgain();
        play("d2_e1");
        assertThat(vm.feedbackProperty().get()).as("a new try, once solved").startsWith("The key: d2 (height 4)");
        assertThat(shownAt("d2_e1")).startsWith("The key: d2 (height 4)");
    }

    @Test
    void theVerdictWithholdsATrysCommentButNotItsRefutation() throws IOException {
        open(chapter("agora/course.json", "10."));
        play("d2-c1");
        assertThat(vm.verdictProperty().get()).isEqualTo("Wrong");
        assertThat(vm.feedbackProperty().get()).doesNotContain("Too slow").isEqualTo("A try: it fails. Refutation: e1-f1.");
    }
}
