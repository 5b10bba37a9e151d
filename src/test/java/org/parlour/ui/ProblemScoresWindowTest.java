package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.prefs.Preferences;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.problem.ProblemScore;
import org.parlour.problem.ScoreBook;
import org.parlour.study.StudySession;
import org.parlour.ui.edit.Editor;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 20: a problem collection keeps a score per problem (first try, with a hint, failed) in
 * the preferences, marks it in the chapter box, counts it in the problem pane, and forgets it on
 * Study > Reset Problem Scores; the file is never written.
 */
@ExtendWith(ApplicationExtension.class)
class ProblemScoresWindowTest {
    private static final String NODE = "org/parlour/ui-test-scores";
    private MainViewModel model;
    private MainView view;
    private Stage stage;
    /** The unsaved-changes questions asked (answered Cancel). */
    private List<String> asked;

    @Start
    void start(Stage s) throws Exception {
        Preferences.userRoot().node(NODE).node("scores").removeNode();
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, NODE, 1180, 760);
        asked = TestWindow.answerUnsaved(view, Editor.UnsavedAnswer.CANCEL).asked();
    }

    private void closeOtherWindows(FxRobot robot) {
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
    }

    private void play(FxRobot robot, String move, String expected) throws Exception {
        Label verdict = robot.lookup("#problem-verdict").queryAs(Label.class);
        robot.interact(() -> model.playText(move));
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> expected.equals(verdict.getText()));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private String key() {
        StudySession r = model.recordSession().orElseThrow();
        return r.moveText(r.children(r.rootId()).get(0));
    }

    private String wrong() {
        StudySession r = model.recordSession().orElseThrow();
        return TestWindow.unplayedMove(r, r.rootId());
    }

    @SuppressWarnings("unchecked")
    private List<String> chapterNames(FxRobot robot) {
        ChapterBox box = (ChapterBox) robot.lookup("#chapter-box").queryAs(ComboBox.class);
        List<String> out = new ArrayList<>();
        robot.interact(() -> {
            for (int i = 0; i < box.getItems().size(); i++) {
                out.add(box.shown(i));
            }
        });
        return out;
    }

    @Test
    void scoresAreKeptMarkedCountedAndReset(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path copy = tmp.resolve("problems.json");
        Files.copy(Path.of("samples/agora/problems.json"), copy);
        byte[] before = Files.readAllBytes(copy);
        robot.interact(() -> view.openFile(copy));
        closeOtherWindows(robot);
        List<String> fresh = chapterNames(robot);
        assertThat(fresh).hasSizeGreaterThan(3).noneMatch(n -> n.startsWith("\u2713") || n.startsWith("\u2717"));
        Label tally = robot.lookup("#problem-tally").queryAs(Label.class);
        assertThat(tally.getText()).startsWith("Scores: 0 \u2713 first try, 0 \u2713? with a hint, 0 \u2717 failed, "
                + fresh.size() + " not tried");

        // chapter 1 at the first try
        play(robot, key(), "Right");
        assertThat(chapterNames(robot).get(0)).isEqualTo("\u2713  " + fresh.get(0));
        // chapter 2: a hint, then the key
        robot.interact(() -> view.switchChapter(1));
        closeOtherWindows(robot);
        String key2 = key();
        robot.interact(() -> view.problemPane().model().hint());
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !view.problemPane().model().thinkingProperty().get());
        play(robot, key2, "Right");
        // chapter 3: a wrong move
        robot.interact(() -> view.switchChapter(2));
        closeOtherWindows(robot);
        play(robot, wrong(), "Wrong");
        WaitForAsyncUtils.waitForFxEvents();
        List<String> marked = chapterNames(robot);
        assertThat(marked.subList(0, 3)).containsExactly("\u2713  " + fresh.get(0), "\u2713?  " + fresh.get(1),
                "\u2717  " + fresh.get(2));
        assertThat(marked.subList(3, marked.size())).isEqualTo(fresh.subList(3, fresh.size()));
        assertThat(tally.getText()).startsWith("Scores: 1 \u2713 first try, 1 \u2713? with a hint, 1 \u2717 failed, "
                + (fresh.size() - 3) + " not tried");

        // kept in the preferences: a new book on the same node reads them back (as the next start would)
        ScoreBook again = new ScoreBook(new Prefs(Preferences.userRoot().node(NODE)).scores());
        assertThat(again.score(view.document().chapters().chapters().get(0))).contains(ProblemScore.FIRST_TRY);
        assertThat(again.score(view.document().chapters().chapters().get(2))).contains(ProblemScore.FAILED);

        // Reset (after its confirmation) forgets them
        robot.interact(() -> view.resetScoresNow());
        assertThat(chapterNames(robot)).isEqualTo(fresh);
        assertThat(tally.getText()).contains("0 \u2717 failed");
        assertThat(again.score(view.document().chapters().chapters().get(0))).isEmpty();

        assertThat(asked).as("no Save question").isEmpty();
        assertThat(Files.readAllBytes(copy)).as("the file is never written").isEqualTo(before);
    }

    @Test
    void aProblemSetReopensAtTheFirstProblemNotTriedAndACourseAtItsStart(FxRobot robot, @TempDir Path tmp) throws Exception {
        Path copy = tmp.resolve("problems.json");
        Files.copy(Path.of("samples/agora/problems.json"), copy);
        robot.interact(() -> view.openFile(copy));
        closeOtherWindows(robot);
        assertThat(view.document().chapter()).as("a set not started opens at its first problem").isZero();
        // the first two problems tried at an earlier start (kept in the preferences)
        ScoreBook book = new ScoreBook(new Prefs(Preferences.userRoot().node(NODE)).scores());
        book.record(view.document().chapters().chapters().get(0), ProblemScore.FIRST_TRY);
        book.record(view.document().chapters().chapters().get(1), ProblemScore.FAILED);
        int total = view.document().chapters().chapters().size();

        robot.interact(() -> view.openFile(copy));
        closeOtherWindows(robot);
        assertThat(view.document().chapter()).as("the first problem not tried").isEqualTo(2);
        assertThat(model.recordSession().orElseThrow()).isSameAs(view.document().session().orElseThrow());
        assertThat(model.messageProperty().get()).isEqualTo("Opened problems.json at problem 3 of " + total
                + ", the first not yet tried.");
        assertThat(asked).as("no Save question").isEmpty();

        // a course's lessons come in order: it opens at its first chapter whatever its problems' scores
        Path course = tmp.resolve("course.json");
        Files.copy(Path.of("samples/agora/course.json"), course);
        robot.interact(() -> view.openFile(course));
        closeOtherWindows(robot);
        List<org.parlour.study.GameRecord> lessons = view.document().chapters().chapters();
        for (org.parlour.study.GameRecord r : lessons) {
            if (r.problem().isPresent()) {
                book.record(r, ProblemScore.FIRST_TRY);
            }
        }
        robot.interact(() -> view.openFile(course));
        closeOtherWindows(robot);
        assertThat(view.document().chapter()).isZero();
    }

    @Test
    void aProblemsStartSaysNothingOfAMissingIntroduction(FxRobot robot) {
        robot.interact(() -> view.openFile(Path.of("samples/tournament/library.json")));
        closeOtherWindows(robot);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.document().chapters().chapters().get(0).problem()).isPresent();
        Label empty = robot.lookup(".reading-empty").queryAs(Label.class);
        assertThat(empty.isVisible()).as("'%s' under the problem's statement", empty.getText()).isFalse();
    }
}
