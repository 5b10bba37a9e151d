package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.parlour.core.Messages;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Help &gt; User Guide showed the guide's Markdown as plain text in a text box: {@code ##}
 * headings, {@code **} and the tables' {@code |---|} as written, no way to reach a section but
 * scrolling. Now it is rendered ({@link GuidePage}): the contents list beside it has the guide's
 * {@code ##} and {@code ###} headings and jumps to one on a click or Enter, the tables are grids,
 * Ctrl+F finds words ("1 of 6", Enter and Shift+Enter go on), the keys scroll the text, Tab goes
 * contents, text, find, Esc clears the find field and then closes; in French, its words too.
 */
@ExtendWith(ApplicationExtension.class)
class UserGuideReadingWindowTest {
    private static final String PREFS = "org/parlour/ui-test-user-guide-reading";
    private MainView view;
    private Stage stage;

    @Start
    void start(Stage s) throws BackingStoreException {
        stage = s;
        Preferences.userRoot().node(PREFS).removeNode();
        view = TestWindow.show(s, new MainViewModel(), PREFS, 1180, 780);
    }

    @AfterEach
    void closeWindows(FxRobot robot) throws BackingStoreException {
        Messages.setLocale(Locale.ENGLISH);
        robot.interact(() -> new ArrayList<>(Window.getWindows()).stream().filter(w -> w != stage).forEach(Window::hide));
        robot.targetWindow(stage);
        Preferences.userRoot().node(PREFS).removeNode();
    }

    @Test
    void theContentsListTheGuidesHeadingsAndJumpToThem(FxRobot robot) throws Exception {
        Stage guide = open(robot);
        ListView<GuidePage.Section> contents = contents(guide);
        List<String> expected = headings(Path.of("docs/user-guide.md"));
        assertThat(expected).as("the guide's ## and ### headings").contains("Files", "Moves and variations").hasSizeGreaterThan(20);
        assertThat(contents.getItems().stream().map(GuidePage.Section::title)).containsExactlyElementsOf(expected);
        assertThat(contents.getItems().stream().filter(s -> s.title().equals("Moves and variations")).findFirst().orElseThrow().level())
                .as("a ### heading").isEqualTo(3);
        ScrollPane text = text(guide);
        assertThat(text.getVvalue()).as("at the guide's start").isZero();

        // Enter on a heading of the list scrolls the text to it
        int reviewing = expected.indexOf("Reviewing a game");
        robot.interact(() -> {
            contents.requestFocus();
            contents.getSelectionModel().select(reviewing);
        });
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text.getVvalue()).isPositive();
        assertAtTheTop(text, contents.getItems().get(reviewing).node(), "Reviewing a game");
        assertThat(contents.getSelectionModel().getSelectedIndex()).isEqualTo(reviewing);

        // a click too
        robot.interact(() -> contents.scrollTo(0));
        ListCell<?> files = robot.lookup(".guide-contents .list-cell").match(n -> "Files".equals(((ListCell<?>) n).getText())).query();
        robot.clickOn(files);
        WaitForAsyncUtils.waitForFxEvents();
        GuidePage.Section filesSection = contents.getItems().get(expected.indexOf("Files"));
        assertAtTheTop(text, filesSection.node(), "Files");
        assertThat(contents.getSelectionModel().getSelectedItem()).isSameAs(filesSection);

        // scrolling the text shows which section is at its top
        GuidePage.Section editing = contents.getItems().get(expected.indexOf("Editing"));
        robot.interact(() -> {
            text.requestFocus();
            text.layout();
            double range = text.getContent().getLayoutBounds().getHeight() - text.getViewportBounds().getHeight();
            text.setVvalue((editing.node().getBoundsInParent().getMinY() + 30) / range);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(contents.getSelectionModel().getSelectedItem()).as("the section at the text's top").isSameAs(editing);
    }

    @Test
    void theTablesAreGridsWithAHeaderRow(FxRobot robot) throws Exception {
        Stage guide = open(robot);
        List<GridPane> tables = guide.getScene().getRoot().lookupAll(".guide-table").stream().map(GridPane.class::cast).toList();
        assertThat(tables).as("the guide's three pipe tables").hasSize(3);
        GridPane window = tables.get(0);
        assertThat(cell(window, 0, 0)).isEqualTo("Part");
        assertThat(cell(window, 1, 0)).isEqualTo("What it shows");
        assertThat(cell(window, 0, 1)).isEqualTo("Board (centre)");
        assertThat(window.lookupAll(".guide-th")).hasSize(2);
        assertThat(window.getRowCount()).isEqualTo(6);
        assertThat(window.getColumnCount()).isEqualTo(2);
        GridPane keys = tables.get(1);
        assertThat(cell(keys, 0, 0)).isEqualTo("Key");
        assertThat(cell(keys, 0, 1)).isEqualTo("← / →");
        assertThat(keys.getRowCount()).as("header and 20 rows of keys (F1 came in b1ad0c84)").isEqualTo(21);
        // a cell's code is rendered (no backquotes), and no text of the page is a table as written
        assertThat(cell(window, 1, 2)).contains("(12. e3-d4  d6xc5)").doesNotContain("`");
        for (Node n : guide.getScene().getRoot().lookupAll(".markdown")) {
            assertThat(GuidePage.text((TextFlow) n)).as("rendered, not Markdown").doesNotContain("|---|").doesNotStartWith("## ");
        }
        for (Node n : guide.getScene().getRoot().lookupAll(".md-text")) {
            if (!n.getStyleClass().contains("md-code")) {
                // code shows Markdown as written (`**bold**`), the rest no markup
                assertThat(((javafx.scene.text.Text) n).getText()).as("rendered, not Markdown").doesNotContain("**").doesNotContain("`");
            }
        }
        // a link whose words are its target shows them once: "[glossary-fr.md](glossary-fr.md)"
        assertThat(guide.getScene().getRoot().lookupAll(".guide-paragraph").stream().map(n -> GuidePage.text((TextFlow) n))
                .filter(t -> t.contains("glossary-fr.md"))).singleElement().asString()
                .contains("listed in glossary-fr.md.").doesNotContain("<glossary-fr.md>");
        // the cells' text wraps inside the grid, which fits the text's width
        robot.interact(() -> text(guide).layout());
        ScrollPane text = text(guide);
        assertThat(window.getWidth()).isLessThanOrEqualTo(text.getViewportBounds().getWidth());
        assertThat(window.getHeight()).as("rows tall enough for their wrapped cells").isGreaterThan(6 * 40);
    }

    @Test
    void ctrlFFindsWordsAndEnterGoesThroughThem(FxRobot robot) throws Exception {
        Stage guide = open(robot);
        ScrollPane text = text(guide);
        TextField find = (TextField) guide.getScene().lookup("#user-guide-find");
        Label count = (Label) guide.getScene().lookup("#user-guide-find-count");
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.getScene().getFocusOwner()).isSameAs(find);
        // the characters go to the window TestFX targets (the main one unless told)
        robot.targetWindow(guide).write("autoplay");
        WaitForAsyncUtils.waitForFxEvents();
        int times = occurrences(Files.readString(Path.of("docs/user-guide.md"), StandardCharsets.UTF_8), "autoplay");
        assertThat(times).as("the guide's autoplay (cec53e5b named it in the Tab round)").isEqualTo(6);
        assertThat(count.getText()).isEqualTo("1 of 6");
        assertMatchInView(guide, text, "autoplay");

        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(count.getText()).isEqualTo("2 of 6");
        robot.type(KeyCode.ENTER, 4);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(count.getText()).isEqualTo("6 of 6");
        assertMatchInView(guide, text, "autoplay");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(count.getText()).as("round the end").isEqualTo("1 of 6");
        robot.press(KeyCode.SHIFT).type(KeyCode.ENTER).release(KeyCode.SHIFT);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(count.getText()).as("Shift+Enter: the previous one").isEqualTo("6 of 6");
        assertMatchInView(guide, text, "autoplay");
        // the text wraps anew at another width: the highlight is drawn again on its word (it kept the old lines' shape)
        double width = guide.getWidth();
        robot.interact(() -> guide.setWidth(width * 0.6));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        assertHighlightOnAWord(guide, "autoplay");
        robot.interact(() -> guide.setWidth(width));
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitForFxEvents();
        assertHighlightOnAWord(guide, "autoplay");

        robot.write("zz");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(count.getText()).isEqualTo("Not found");
        assertThat(guide.getScene().getRoot().lookupAll(".guide-match")).isEmpty();

        // Esc in the field clears it; Esc again (the field empty) closes the window
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(find.getText()).isEmpty();
        assertThat(count.getText()).isEmpty();
        assertThat(guide.isShowing()).as("Esc in the field clears it only").isTrue();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.isShowing()).isFalse();
    }

    @Test
    void theKeysScrollTheTextAndTabGoesContentsTextFind(FxRobot robot) throws Exception {
        Stage guide = open(robot);
        Scene scene = guide.getScene();
        ScrollPane text = text(guide);
        assertThat(scene.getFocusOwner()).as("the text has the keys when the window opens").isSameAs(text);
        robot.type(KeyCode.PAGE_DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        double page = text.getVvalue();
        assertThat(page).isPositive();
        robot.type(KeyCode.DOWN);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text.getVvalue()).isGreaterThan(page);
        robot.type(KeyCode.UP);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text.getVvalue()).isEqualTo(page, org.assertj.core.data.Offset.offset(1e-9));
        robot.type(KeyCode.END);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text.getVvalue()).isEqualTo(1.0);
        robot.type(KeyCode.PAGE_UP);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text.getVvalue()).isLessThan(1.0);
        robot.type(KeyCode.HOME);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text.getVvalue()).isZero();

        robot.interact(() -> contents(guide).requestFocus());
        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scene.getFocusOwner()).as("Tab from the contents").isSameAs(text);
        robot.type(KeyCode.TAB);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(scene.getFocusOwner()).as("Tab from the text").isSameAs(scene.lookup("#user-guide-find"));
        // Esc outside the find field closes the window, as before
        robot.interact(text::requestFocus);
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(guide.isShowing()).isFalse();
    }

    @Test
    void inFrenchTheGuideAndItsWordsAreFrench(FxRobot robot) throws Exception {
        Messages.setLocale(Locale.FRENCH);
        robot.interact(() -> view = TestWindow.show(stage, new MainViewModel(), PREFS, 1180, 780));
        Stage guide = open(robot);
        ListView<GuidePage.Section> contents = contents(guide);
        assertThat(contents.getItems().stream().map(GuidePage.Section::title))
                .containsExactlyElementsOf(headings(Path.of("docs/user-guide.fr.md")));
        assertThat(((Label) guide.getScene().getRoot().lookup(".guide-contents-title")).getText()).isEqualTo("Sommaire");
        GridPane keys = guide.getScene().getRoot().lookupAll(".guide-table").stream().map(GridPane.class::cast).toList().get(1);
        assertThat(cell(keys, 0, 0)).isEqualTo("Touche");
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        // the French guide's no-break spaces are found by a space, its ’ by a '
        robot.targetWindow(guide).write("l'utilisateur");
        WaitForAsyncUtils.waitForFxEvents();
        Label count = (Label) guide.getScene().lookup("#user-guide-find-count");
        int times = occurrences(Files.readString(Path.of("docs/user-guide.fr.md"), StandardCharsets.UTF_8).replace('’', '\''), "l'utilisateur");
        assertThat(times).isGreaterThan(1);
        assertThat(count.getText()).isEqualTo("1 sur " + times);
    }

    @Test
    void theGuideFollowsTheWindowsTheme(FxRobot robot) throws Exception {
        Stage guide = open(robot);
        assertThat(guide.getScene().getStylesheets()).anyMatch(s -> s.endsWith("/light.css")).anyMatch(s -> s.endsWith("/guide.css"));
        robot.interact(() -> view.setTheme(MainView.DARK));
        assertThat(guide.getScene().getStylesheets()).anyMatch(s -> s.endsWith("/dark.css")).noneMatch(s -> s.endsWith("/light.css"))
                .anyMatch(s -> s.endsWith("/guide.css"));
        robot.interact(() -> view.setTheme(MainView.LIGHT));
    }

    @Test
    void rawHtmlIsShownAsTextAndATableCellKeepsItsMarkup(FxRobot robot) {
        List<GuidePage> made = new ArrayList<>();
        robot.interact(() -> made.add(new GuidePage("""
                ## A <b>heading</b>

                Some <script>alert(1)</script> text.

                <div onclick="x()">a block</div>

                | Key | What |
                |:---|---:|
                | `Ctrl+F` | **find** <i>it</i> |
                """)));
        GuidePage page = made.get(0);
        List<String> texts = page.flows().stream().map(GuidePage::text).toList();
        assertThat(page.sections()).singleElement().extracting(GuidePage.Section::title).isEqualTo("A <b>heading</b>");
        assertThat(texts).contains("Some <script>alert(1)</script> text.", "<div onclick=\"x()\">a block</div>", "Ctrl+F", "find <i>it</i>");
        GridPane grid = (GridPane) page.content().lookup(".guide-table");
        assertThat(cell(grid, 1, 1)).isEqualTo("find <i>it</i>");
        assertThat(((TextFlow) grid.getChildren().get(3)).getTextAlignment()).as("a right-aligned column").hasToString("RIGHT");
        assertThat(page.find("IT")).hasSize(1);
        assertThat(page.find(" ")).as("blank finds nothing").isEmpty();
    }

    // ---

    private Stage open(FxRobot robot) {
        robot.interact(view::openUserGuide);
        WaitForAsyncUtils.waitForFxEvents();
        Stage guide = view.userGuideStage();
        assertThat(guide).isNotNull();
        assertThat(guide.isShowing()).isTrue();
        return guide;
    }

    @SuppressWarnings("unchecked")
    private static ListView<GuidePage.Section> contents(Stage guide) {
        return (ListView<GuidePage.Section>) guide.getScene().lookup("#user-guide-contents");
    }

    private static ScrollPane text(Stage guide) {
        return (ScrollPane) guide.getScene().lookup("#user-guide-text");
    }

    /** The text of the grid's cell at {@code column}, {@code row}. */
    private static String cell(GridPane grid, int column, int row) {
        return grid.getChildren().stream()
                .filter(n -> GridPane.getColumnIndex(n) == column && GridPane.getRowIndex(n) == row)
                .map(n -> GuidePage.text((TextFlow) n)).findFirst().orElseThrow();
    }

    /** The {@code ##} and {@code ###} headings of a guide, outside code. */
    static List<String> headings(Path guide) throws Exception {
        List<String> out = new ArrayList<>();
        for (String l : UserGuideFrenchTest.prose(UserGuideFrenchTest.lines(guide))) {
            Matcher m = Pattern.compile("^#{2,3} (.+)$").matcher(l);
            if (m.find()) {
                out.add(m.group(1).strip());
            }
        }
        return out;
    }

    private static int occurrences(String s, String word) {
        Matcher m = Pattern.compile(Pattern.quote(word), Pattern.CASE_INSENSITIVE).matcher(s);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    /** {@code heading} is at the top of the text's viewport. */
    private static void assertAtTheTop(ScrollPane text, Node heading, String what) {
        Bounds h = heading.localToScene(heading.getBoundsInLocal());
        Bounds v = text.localToScene(text.getBoundsInLocal());
        assertThat(h.getMinY() - v.getMinY()).as("%s at the text's top", what).isBetween(-2.0, 40.0);
    }

    /** The one highlight has the shape, now, of an occurrence of {@code word} in its text. */
    private static void assertHighlightOnAWord(Stage guide, String word) {
        List<Node> marks = new ArrayList<>(guide.getScene().getRoot().lookupAll(".guide-match"));
        assertThat(marks).hasSize(1);
        javafx.scene.text.TextFlow f = (javafx.scene.text.TextFlow) marks.get(0).getParent();
        Bounds m = marks.get(0).getBoundsInParent();
        String t = GuidePage.text(f).toLowerCase(Locale.ROOT);
        List<Bounds> places = new ArrayList<>();
        for (int i = t.indexOf(word); i >= 0; i = t.indexOf(word, i + 1)) {
            javafx.scene.shape.Path p = new javafx.scene.shape.Path(f.rangeShape(i, i + word.length()));
            p.setLayoutX(f.getInsets().getLeft());
            p.setLayoutY(f.getInsets().getTop());
            places.add(p.getBoundsInParent());
        }
        assertThat(places).as("the highlight %s on a place of the word now", m).anySatisfy(b -> {
            assertThat(Math.abs(b.getMinX() - m.getMinX())).isLessThan(2.0);
            assertThat(Math.abs(b.getMinY() - m.getMinY())).isLessThan(2.0);
            assertThat(Math.abs(b.getMaxX() - m.getMaxX())).isLessThan(2.0);
        });
    }

    /** The one highlight is on {@code word}'s place and inside the text's viewport. */
    private static void assertMatchInView(Stage guide, ScrollPane text, String word) {
        List<Node> marks = new ArrayList<>(guide.getScene().getRoot().lookupAll(".guide-match"));
        assertThat(marks).hasSize(1);
        Bounds m = marks.get(0).localToScene(marks.get(0).getBoundsInLocal());
        Bounds v = text.localToScene(text.getBoundsInLocal());
        assertThat(m.getMinY()).as("the match in view").isGreaterThanOrEqualTo(v.getMinY());
        assertThat(m.getMaxY()).as("the match in view").isLessThanOrEqualTo(v.getMaxY());
        assertThat(m.getWidth()).as("a word's width").isPositive();
    }
}
