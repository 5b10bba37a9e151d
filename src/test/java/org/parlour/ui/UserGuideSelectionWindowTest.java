package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
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
 * Help &gt; User Guide, as a reader uses it beyond reading: its text could not be selected nor
 * copied (a TextFlow a block); now a drag selects it, over blocks too, and Ctrl+C or the context
 * menu's Copy puts it on the clipboard, Ctrl+F still finding words. The guide's pictures were
 * only named ("Picture: ..."): they are in the jar now and shown. The contents list named the
 * section below the text's top while up to 24 pixels of the one before still showed, and did not
 * follow when the window's height changed without a scroll.
 */
@ExtendWith(ApplicationExtension.class)
class UserGuideSelectionWindowTest {
    private static final String PREFS = "org/parlour/ui-test-user-guide-selection";
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
    void aDragSelectsTextAndCtrlCCopiesIt(FxRobot robot) {
        Stage guide = open(robot);
        TextFlow paragraph = firstInView(guide, ".guide-paragraph");
        String words = GuidePage.text(paragraph);
        assertThat(words.length()).isGreaterThan(30);
        robot.interact(() -> Clipboard.getSystemClipboard().clear());
        // from the paragraph's first character to the middle of its first line
        Point2D from = at(paragraph, 0);
        Point2D to = at(paragraph, 20);
        robot.drag(from, MouseButton.PRIMARY).moveTo(to).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        String selected = view.userGuide().selection().text();
        assertThat(selected).as("the drag's characters").isNotEmpty().isEqualTo(words.substring(0, selected.length()));
        assertThat(selected.length()).isBetween(15, 25);
        assertThat(guide.getScene().getRoot().lookupAll(".guide-selection")).as("shown").hasSize(1);
        assertThat(guide.getScene().getFocusOwner()).as("the text has the keys").isSameAs(text(guide));

        robot.press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(clipboard(robot)).isEqualTo(selected);

        // a double click: a word; a click: nothing selected
        robot.doubleClickOn(at(paragraph, 2), MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        String word = view.userGuide().selection().text();
        assertThat(word).isNotBlank().doesNotContain(" ");
        assertThat(words).startsWith(word);
        // a single click, whatever the time since the double click (the robot's third click within
        // the multi-click time would be a triple click): a press and a release of click count 1
        Point2D in = paragraph.getScene().getRoot().screenToLocal(at(paragraph, 5));
        robot.interact(() -> {
            for (javafx.event.EventType<javafx.scene.input.MouseEvent> type
                    : List.of(javafx.scene.input.MouseEvent.MOUSE_PRESSED, javafx.scene.input.MouseEvent.MOUSE_RELEASED)) {
                javafx.event.Event.fireEvent(paragraph, new javafx.scene.input.MouseEvent(type, in.getX(), in.getY(),
                        0, 0, MouseButton.PRIMARY, 1, false, false, false, false,
                        type == javafx.scene.input.MouseEvent.MOUSE_PRESSED, false, false, false, false, true, null));
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.userGuide().selection().isEmpty()).isTrue();
        assertThat(guide.getScene().getRoot().lookupAll(".guide-selection")).isEmpty();
    }

    @Test
    void aSelectionGoesOverBlocksAndTheContextMenuCopiesIt(FxRobot robot) {
        Stage guide = open(robot);
        List<TextFlow> flows = flowsInView(guide);
        TextFlow first = flows.get(0);
        TextFlow later = flows.get(2);
        robot.drag(at(first, 0), MouseButton.PRIMARY).moveTo(at(later, 4)).release(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
        String selected = view.userGuide().selection().text();
        assertThat(selected).as("three blocks, a line each").startsWith(GuidePage.text(first))
                .contains("\n" + GuidePage.text(flows.get(1)) + "\n").endsWith(GuidePage.text(later).substring(0, 4));
        assertThat(guide.getScene().getRoot().lookupAll(".guide-selection")).hasSize(3);

        robot.interact(() -> Clipboard.getSystemClipboard().clear());
        ScrollPane text = text(guide);
        ContextMenu menu = text.getContextMenu();
        assertThat(menu).as("a context menu on the text").isNotNull();
        robot.rightClickOn(at(first, 2));
        WaitForAsyncUtils.waitForFxEvents();
        // the menu asked for as a right-click asks for it (the headless robot's right button sends
        // no such event: CommentMenuWindowTest), on the text under the mouse
        robot.interact(() -> {
            Point2D local = first.screenToLocal(at(first, 2));
            Point2D screen = at(first, 2);
            javafx.event.Event.fireEvent(first, new javafx.scene.input.ContextMenuEvent(
                    javafx.scene.input.ContextMenuEvent.CONTEXT_MENU_REQUESTED, local.getX(), local.getY(), screen.getX(), screen.getY(),
                    false, new javafx.scene.input.PickResult(first, local.getX(), local.getY())));
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(menu.isShowing()).as("the text's context menu").isTrue();
        MenuItem copy = menu.getItems().stream().filter(i -> "user-guide-copy".equals(i.getId())).findFirst().orElseThrow();
        assertThat(copy.getText()).isEqualTo("_Copy");
        assertThat(copy.isDisable()).as("something to copy").isFalse();
        assertThat(view.userGuide().selection().text()).as("a right click keeps the selection").isEqualTo(selected);
        robot.interact(() -> {
            copy.fire();
            menu.hide();
        });
        assertThat(clipboard(robot)).isEqualTo(selected);

        // Ctrl+A selects the whole guide; Ctrl+F still finds, and Ctrl+C in the field copies the field's words
        robot.interact(text::requestFocus);
        robot.press(KeyCode.CONTROL).type(KeyCode.A).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(view.userGuide().selection().text()).startsWith(GuidePage.text(first)).contains("autoplay");
        robot.press(KeyCode.CONTROL).type(KeyCode.F).release(KeyCode.CONTROL);
        robot.targetWindow(guide).write("autoplay");
        WaitForAsyncUtils.waitForFxEvents();
        TextField find = (TextField) guide.getScene().lookup("#user-guide-find");
        assertThat(((javafx.scene.control.Label) guide.getScene().lookup("#user-guide-find-count")).getText()).isEqualTo("1 of 6");
        robot.interact(find::selectAll);
        robot.press(KeyCode.CONTROL).type(KeyCode.C).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(clipboard(robot)).isEqualTo("autoplay");
    }

    @Test
    void theGuidesPicturesAreShown(FxRobot robot) throws Exception {
        Stage guide = open(robot);
        GuidePage page = view.userGuide().page();
        List<GuidePage.PictureBox> pictures = page.pictures();
        long named = java.nio.file.Files.readAllLines(java.nio.file.Path.of("docs/user-guide.md")).stream().filter(l -> l.startsWith("![")).count();
        assertThat(named).isGreaterThan(1);
        assertThat(pictures).as("every picture docs/user-guide.md names, the first window.png").hasSize((int) named);
        assertThat(GuidePage.pictureResource("images/window.png")).as("in the build, beside the guide").isNotNull();
        assertThat(GuidePage.pictureResource("../pom.xml")).isNull();
        assertThat(GuidePage.pictureResource("https://example.org/x.png")).isNull();
        GuidePage.PictureBox box = pictures.get(0);
        WaitForAsyncUtils.waitFor(10, java.util.concurrent.TimeUnit.SECONDS, () -> box.image().getProgress() >= 1);
        assertThat(box.image().isError()).isFalse();
        double[] size = GuidePage.PictureBox.pngSize(GuidePage.pictureResource("images/window.png"));
        assertThat(size).as("docs/images/window.png's header: 1180 x 760").containsExactly(1180, 760);
        assertThat(box.image().getWidth()).isEqualTo(size[0]);
        robot.interact(() -> text(guide).layout());
        double viewport = text(guide).getViewportBounds().getWidth();
        assertThat(box.shown().getWidth()).as("the text's width, not more").isPositive().isLessThanOrEqualTo(viewport);
        assertThat(box.shown().getHeight()).isCloseTo(box.shown().getWidth() * size[1] / size[0], org.assertj.core.data.Offset.offset(1.0));
        assertThat(box.getHeight()).as("its place held").isGreaterThan(box.shown().getHeight() - 1);
        // its description under it, no longer "Picture: ..."
        assertThat(page.flows().stream().map(GuidePage::text)).contains("The Parlour window with the Agora sample")
                .noneMatch(t -> t.startsWith("Picture:"));
        // a guide naming a picture the build does not have says its description
        List<GuidePage> made = new ArrayList<>();
        robot.interact(() -> made.add(new GuidePage("![A board](images/none.png)\n")));
        assertThat(made.get(0).pictures()).isEmpty();
        assertThat(made.get(0).flows().stream().map(GuidePage::text)).containsExactly("Picture: A board");
    }

    /**
     * The contents name the section the text's top is in: a heading 10 pixels below the top (the
     * end of the section before shows above it) is not current yet; at the top, or the 8 pixels a
     * jump leaves, it is. A change of the window's height moves the top without a scroll: the
     * contents follow.
     */
    @Test
    void theContentsFollowTheTextsTopExactly(FxRobot robot) throws Exception {
        Stage guide = open(robot);
        ScrollPane text = text(guide);
        ListView<GuidePage.Section> contents = contents(guide);
        List<GuidePage.Section> sections = contents.getItems();
        // opened at the start, before the first section: none (the text's size was set before its
        // headings were placed, and the last one was taken as current until the layout followed)
        assertThat(contents.getSelectionModel().getSelectedItem()).as("at the guide's start").isNull();
        for (String title : List.of("Files", "Editing", "Reviewing a game")) {
            GuidePage.Section s = sections.stream().filter(x -> x.title().equals(title)).findFirst().orElseThrow();
            GuidePage.Section before = sections.get(sections.indexOf(s) - 1);
            for (double below : new double[] {-20, -1, 0, 8, 10, 16, 30}) {
                scrollHeadingTo(robot, text, s, below);
                assertThat(contents.getSelectionModel().getSelectedItem()).as("%s %s px below the top", title, below)
                        .isSameAs(below <= 8 ? s : before);
            }
        }
        // a shorter window: the same vvalue puts the text's top further down (by vvalue * 100 for 100
        // pixels less), with no scroll; the contents follow
        GuidePage.Section editing = sections.stream().filter(x -> x.title().equals("Editing")).findFirst().orElseThrow();
        GuidePage.Section beforeEditing = sections.get(sections.indexOf(editing) - 1);
        scrollHeadingTo(robot, text, editing, 40);
        double shift = text.getVvalue() * 100;
        assertThat(shift).as("far enough into the guide").isGreaterThan(10);
        scrollHeadingTo(robot, text, editing, 8 + shift / 2);
        assertThat(contents.getSelectionModel().getSelectedItem()).isSameAs(beforeEditing);
        robot.interact(() -> guide.setHeight(guide.getHeight() - 100));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(text::layout);
        WaitForAsyncUtils.waitForFxEvents();
        double below = headingBelowTop(text, editing);
        assertThat(below).as("the heading came above the room").isLessThan(8);
        assertThat(contents.getSelectionModel().getSelectedItem()).as("after the resize, the heading %s px below the top", below)
                .isSameAs(editing);
    }

    // ---

    private Stage open(FxRobot robot) {
        robot.interact(view::openUserGuide);
        WaitForAsyncUtils.waitForFxEvents();
        Stage guide = view.userGuideStage();
        assertThat(guide).isNotNull();
        assertThat(guide.isShowing()).isTrue();
        robot.targetWindow(guide);
        return guide;
    }

    private static ScrollPane text(Stage guide) {
        return (ScrollPane) guide.getScene().lookup("#user-guide-text");
    }

    @SuppressWarnings("unchecked")
    private static ListView<GuidePage.Section> contents(Stage guide) {
        return (ListView<GuidePage.Section>) guide.getScene().lookup("#user-guide-contents");
    }

    /** The first text of {@code style} wholly inside the text's viewport. */
    private static TextFlow firstInView(Stage guide, String style) {
        Bounds v = text(guide).localToScene(text(guide).getLayoutBounds());
        return guide.getScene().getRoot().lookupAll(style).stream().map(TextFlow.class::cast)
                .filter(f -> {
                    Bounds b = f.localToScene(f.getLayoutBounds());
                    return b.getMinY() > v.getMinY() && b.getMaxY() < v.getMaxY() && GuidePage.text(f).length() > 30;
                }).findFirst().orElseThrow();
    }

    /** Three texts one after another in the page (paragraphs, headings, cells), wholly in view, each with some words. */
    private List<TextFlow> flowsInView(Stage guide) {
        Bounds v = text(guide).localToScene(text(guide).getLayoutBounds());
        List<TextFlow> all = view.userGuide().page().flows();
        for (int i = 0; i + 2 < all.size(); i++) {
            List<TextFlow> three = all.subList(i, i + 3);
            boolean ok = three.stream().allMatch(f -> {
                Bounds b = f.localToScene(f.getLayoutBounds());
                return b.getMinY() > v.getMinY() && b.getMaxY() < v.getMaxY() && GuidePage.text(f).length() > 8;
            });
            if (ok) {
                return three;
            }
        }
        throw new AssertionError("three texts in view");
    }

    /** The screen point in the middle of {@code flow}'s character {@code i}. */
    private static Point2D at(TextFlow flow, int i) {
        javafx.scene.shape.PathElement[] shape = flow.rangeShape(i, i + 1);
        javafx.scene.shape.Path p = new javafx.scene.shape.Path(shape);
        Bounds b = p.getBoundsInLocal();
        double x = b.getMinX() + b.getWidth() / 2 + flow.getInsets().getLeft();
        double y = b.getMinY() + b.getHeight() / 2 + flow.getInsets().getTop();
        return flow.localToScreen(x, y);
    }

    private static String clipboard(FxRobot robot) {
        String[] s = new String[1];
        robot.interact(() -> s[0] = Clipboard.getSystemClipboard().getString());
        return s[0];
    }

    /** The text's top, in the page's coordinates, from where the page is drawn. */
    private static double topOf(ScrollPane text) {
        Node content = text.getContent();
        Bounds inner = text.lookup(".viewport").localToScene(text.lookup(".viewport").getLayoutBounds());
        return content.sceneToLocal(inner.getMinX(), inner.getMinY()).getY();
    }

    /** How far the section's heading is below the text's top as drawn (pixels; negative: above it). */
    private static double headingBelowTop(ScrollPane text, GuidePage.Section s) {
        Node content = text.getContent();
        return content.sceneToLocal(s.node().localToScene(s.node().getLayoutBounds())).getMinY() - topOf(text);
    }

    /** Scrolls so that {@code s}'s heading is {@code below} pixels below the text's top, as drawn. */
    private static void scrollHeadingTo(FxRobot robot, ScrollPane text, GuidePage.Section s, double below) {
        robot.interact(() -> {
            text.layout();
            Node content = text.getContent();
            double range = content.getLayoutBounds().getHeight() - text.getViewportBounds().getHeight();
            double y = content.sceneToLocal(s.node().localToScene(s.node().getLayoutBounds())).getMinY() - below;
            text.setVvalue(y / range);
            text.layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(headingBelowTop(text, s)).as("placed").isCloseTo(below, org.assertj.core.data.Offset.offset(1.0));
    }
}
