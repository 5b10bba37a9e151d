package org.parlour.bench;

import javafx.application.Application;
import javafx.collections.FXCollections;
import javafx.geometry.Orientation;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Slider;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.parlour.ui.FirstFrame;

/**
 * A floor for the start-up benchmark: a window of the app's default size holding the kinds of
 * control the app's first frame shows (a menu bar of seven menus, a toolbar, a slider, a text
 * field, a list of ten rows, a split pane, three tabs, a scroll pane, two text areas, labels,
 * toggle buttons and two canvases), with none of the app's own work. Run as {@link BareWindow}.
 */
public final class ControlsWindow {
    private ControlsWindow() {
    }

    public static void main(String[] args) {
        Application.launch(App.class, args);
    }

    /** The window. */
    public static final class App extends Application {
        @Override
        public void start(Stage stage) {
            MenuBar bar = new MenuBar();
            for (String m : new String[] {"_File", "_Edit", "_Navigate", "_View", "_Study", "_Learn", "_Help"}) {
                Menu menu = new Menu(m);
                for (int i = 0; i < 8; i++) {
                    menu.getItems().add(new MenuItem("Item " + i));
                }
                bar.getMenus().add(menu);
            }
            ToolBar tools = new ToolBar(new Button("Study"), new Separator(Orientation.VERTICAL), new Button("|<"),
                    new Button("<"), new Button(">"), new Button(">|"), new Separator(Orientation.VERTICAL),
                    new Button("U"), new Button("R"), new Button("Autoplay"), new Slider(0.2, 3, 1), new Label("1.0 s/move"),
                    new Button("F"), new Label("Move:"), new TextField(), new Button("Pass"));
            Canvas board = new Canvas(700, 540);
            board.getGraphicsContext2D().setFill(Color.BEIGE);
            board.getGraphicsContext2D().fillRect(20, 20, 500, 500);
            Canvas graph = new Canvas(700, 70);
            VBox left = new VBox(board, graph);
            ListView<String> moves = new ListView<>(FXCollections.observableArrayList());
            for (int i = 1; i <= 40; i++) {
                moves.getItems().add(i + ". a2-b3  a5-b4");
            }
            VBox annotate = new VBox(4, new Label("Glyphs and comments"));
            FlowPane glyphs = new FlowPane(4, 4);
            for (String g : new String[] {"!!", "!", "!?", "?!", "?", "??", "=", "∞", "+=", "=+", "±", "∓", "+−", "−+"}) {
                glyphs.getChildren().add(new Button(g));
            }
            annotate.getChildren().addAll(glyphs, new ToggleButton("Preview"), new HBox(new ToggleButton("EN"), new ToggleButton("FR")),
                    new Label("Before the move"), new TextArea(), new Label("After the move"), new TextArea("A comment."));
            TabPane tabs = new TabPane(new Tab("Annotate", new ScrollPane(annotate)), new Tab("Tree"), new Tab("Analysis"));
            VBox side = new VBox(moves, new Label("Comment and annotations"), new Label("Start position"), tabs);
            SplitPane split = new SplitPane(left, side);
            HBox status = new HBox(8, new Label("Agora"), new Label("tiers=0-2-5, isolated=off"), new Label("Opened."),
                    new Label("White to move"));
            BorderPane root = new BorderPane(split, new VBox(bar, tools), null, status, null);
            Scene scene = new Scene(root, 1180, 780);
            stage.setTitle("Controls window");
            stage.setScene(scene);
            FirstFrame.exitWhenDrawn(scene);
            stage.show();
        }
    }
}
