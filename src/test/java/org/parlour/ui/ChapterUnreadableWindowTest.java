package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.control.ListCell;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window numbers a collection's chapters as the file does, when one could not be read: with
 * chapter 2 of 3 unreadable (a setup that is no position), the chapter box lists 1, 2 (greyed,
 * "could not be read", why in its tip) and 3; the third is "Chapter 3 of 3" in the status line and
 * "Ch. 3" in Find, as {@code --chapter 3} and {@code $.chapters[2]} name it. Choosing the unreadable
 * row says why and keeps the chapter shown; saving writes it back as it was. It used to show the
 * third chapter as "2. ..." and "Chapter 2 of 2".
 */
@ExtendWith(ApplicationExtension.class)
class ChapterUnreadableWindowTest {
    private static final Path CASES = Path.of("src/test/resources/org/parlour/cli/reliability");
    private MainViewModel model;
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        model = new MainViewModel();
        view = TestWindow.show(s, model, "org/parlour/chapter-unreadable-test", 1180, 760);
    }

    @AfterEach
    void closeAll(FxRobot robot) {
        robot.interact(() -> {
            view.reviewUi().closeFind();
            new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                    .filter(w -> w != stage).forEach(javafx.stage.Window::hide);
        });
    }

    /** Three Agora games, the second with a setup that is no position; the third's comment says "zebra". */
    private static Path threeChapters(Path dir) throws Exception {
        JsonObject o = JsonParser.parseString(Files.readString(CASES.resolve("D31-unreadable-chapter.json"))).getAsJsonObject();
        JsonObject agora = o.getAsJsonArray("chapters").get(1).getAsJsonObject();
        JsonArray three = new JsonArray();
        for (String title : List.of("first of three", "second of three", "third of three")) {
            JsonObject c = agora.deepCopy();
            c.getAsJsonObject("meta").addProperty("title", title);
            // games, not problems: Find searches a problem's start only
            c.remove("problem");
            c.remove("solution");
            three.add(c);
        }
        three.get(1).getAsJsonObject().addProperty("setup", "B5/6/3W2/2(WBB)3/1W4/W5/6 w");
        three.get(2).getAsJsonObject().getAsJsonArray("moves").get(0).getAsJsonObject().addProperty("comment", "A zebra crossing.");
        o.add("chapters", three);
        Path set = dir.resolve("set.json");
        Files.writeString(set, new GsonBuilder().setPrettyPrinting().create().toJson(o) + "\n");
        return set;
    }

    private ListCell<?> openRow(FxRobot robot, ChapterBox box, int row) {
        robot.clickOn(box);
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup(".list-cell").queryAllAs(ListCell.class).stream()
                .filter(c -> c.getIndex() == row && c.isVisible() && c.getItem() != null && c.getScene() != stage.getScene())
                .findFirst().orElseThrow(() -> new AssertionError("no row " + row + " in the open list"));
    }

    @Test
    void theBoxTheStatusAndFindNumberTheChaptersAsTheFileDoes(FxRobot robot, @TempDir Path tmp) throws Exception {
        List<Throwable> uncaught = new CopyOnWriteArrayList<>();
        robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler((t, e) -> uncaught.add(e)));
        Path set = threeChapters(tmp);
        String chapter2 = JsonParser.parseString(Files.readString(set)).getAsJsonObject().getAsJsonArray("chapters").get(1).toString();
        robot.interact(() -> view.openFile(set));
        WaitForAsyncUtils.waitForFxEvents();
        // the problems dialog of a file read in part
        robot.interact(() -> new java.util.ArrayList<>(javafx.stage.Window.getWindows()).stream()
                .filter(w -> w != stage).forEach(javafx.stage.Window::hide));
        ChapterBox box = robot.lookup("#chapter-box").queryAs(ChapterBox.class);
        assertThat(box.isVisible()).isTrue();
        assertThat(box.getItems()).containsExactly("1. first of three", "2. (could not be read)", "3. third of three");
        assertThat(box.isUnreadable(1)).isTrue();
        assertThat(box.isUnreadable(0) || box.isUnreadable(2)).isFalse();
        assertThat(box.whyUnreadable(1)).startsWith("$.chapters[1].setup").endsWith("; chapter dropped");
        assertThat(view.document().chapterCount()).isEqualTo(3);

        // the third chapter, picked with the mouse: "Chapter 3 of 3" (it was "2. third of three", "Chapter 2 of 2")
        robot.clickOn(openRow(robot, box, 2));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).as("the second chapter read").isEqualTo(1);
        assertThat(model.messageProperty().get()).isEqualTo("Chapter 3 of 3: 3. third of three.");
        assertThat(box.getSelectionModel().getSelectedIndex()).isEqualTo(2);

        // the row that could not be read: greyed, why in its tip; choosing it says why and opens nothing
        ListCell<?> unreadable = openRow(robot, box, 1);
        assertThat(unreadable.getOpacity()).isLessThan(1);
        assertThat(unreadable.getTooltip()).isNotNull();
        assertThat(unreadable.getTooltip().getText()).startsWith("$.chapters[1].setup");
        robot.clickOn(unreadable);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).isEqualTo(1);
        assertThat(box.getSelectionModel().getSelectedIndex()).as("the box back on the chapter shown").isEqualTo(2);
        assertThat(model.messageProperty().get()).startsWith("Chapter 2 could not be read: $.chapters[1].setup")
                .doesNotContain("\n");
        robot.interact(() -> box.getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.chapter()).isEqualTo(1);
        assertThat(box.getSelectionModel().getSelectedIndex()).isEqualTo(2);

        // Previous Chapter skips the chapter that could not be read: chapter 1 of 3
        robot.interact(() -> view.switchChapter(0));
        assertThat(model.messageProperty().get()).isEqualTo("Chapter 1 of 3: 1. first of three.");
        assertThat(box.getSelectionModel().getSelectedIndex()).isZero();

        // Find from chapter 1: the third chapter's comment is "Ch. 3"
        robot.interact(() -> view.reviewUi().findModel().search("zebra"));
        assertThat(view.reviewUi().findModel().results()).singleElement()
                .satisfies(r -> assertThat(r.label()).startsWith("Ch. 3: "));
        robot.interact(() -> view.reviewUi().findModel().goTo(0));
        assertThat(view.chapter()).as("the result opened the file's third chapter").isEqualTo(1);
        assertThat(box.getSelectionModel().getSelectedIndex()).isEqualTo(2);

        // saving writes the chapter that could not be read back as it was, at its place
        robot.interact(() -> {
            org.parlour.study.StudySession s = model.recordSession().orElseThrow();
            s.play(s.game().legalMoves(s.position(s.cursor())).get(0));
        });
        assertThat(view.document().isDirty()).isTrue();
        robot.interact(() -> assertThat(view.files().save()).isTrue());
        JsonArray saved = JsonParser.parseString(Files.readString(set)).getAsJsonObject().getAsJsonArray("chapters");
        assertThat(saved).hasSize(3);
        assertThat(saved.get(1).toString()).isEqualTo(chapter2);
        assertThat(saved.get(2).getAsJsonObject().getAsJsonObject("meta").get("title").getAsString()).isEqualTo("third of three");
        assertThat(box.getItems()).containsExactly("1. first of three", "2. (could not be read)", "3. third of three");
        assertThat(uncaught).as("nothing thrown on the FX thread").isEmpty();
    }
}
