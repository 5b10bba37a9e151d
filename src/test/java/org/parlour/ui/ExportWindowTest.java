package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.diagram.Diagram;
import org.parlour.export.SvgExport;
import org.parlour.study.RecordCollection;
import org.parlour.ui.export.ExportActions;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The File menu's vector exports in the real window: the items are there, the SVG is the board
 * as shown (the theme's colours, the cursor's position), the sheet is written from the open file.
 * (The file chooser itself is the system's and is not driven here.)
 */
@ExtendWith(ApplicationExtension.class)
class ExportWindowTest {
    private static final Path SAMPLES = Path.of(System.getProperty("parlour.samples", "samples"));
    private MainView view;

    @Start
    void start(Stage s) {
        view = TestWindow.show(s, new MainViewModel(), "org/parlour/ui-export-test", 1000, 700);
    }

    @Test
    void fileMenuExportsSvgInTheThemeAndADiagramSheet(FxRobot robot, @TempDir Path dir) throws Exception {
        robot.interact(() -> view.openFile(SAMPLES.resolve("agora/problems.json")));
        MenuBar bar = robot.lookup(".menu-bar").query();
        Menu file = bar.getMenus().get(0);
        List<String> items = file.getItems().stream().map(MenuItem::getText).filter(t -> t != null).toList();
        assertThat(items).contains("Export Position as S_VG\u2026", "Export _Diagram Sheet (PDF)\u2026");

        robot.interact(() -> view.setTheme("dark.css"));
        AtomicReference<Diagram> shown = new AtomicReference<>();
        robot.interact(() -> shown.set(view.boardView().shownDiagram().orElseThrow()));
        String svg = SvgExport.svg(shown.get(), 400, 400);
        java.awt.Color bg = org.parlour.diagram.Graphics2DPen.awt(view.boardView().palette().background());
        assertThat(svg).as("the dark theme's background")
                .contains("fill:rgb(" + bg.getRed() + "," + bg.getGreen() + "," + bg.getBlue() + ")");
        robot.interact(() -> view.setTheme("light.css"));

        Path pdf = dir.resolve("sheet.pdf");
        RecordCollection c = new org.parlour.json.RecordJson(org.parlour.games.Games.all())
                .readAny(SAMPLES.resolve("agora/problems.json")).value();
        ExportActions.writeSheet(c, 0, new ExportActions.SheetChoice(true, 10), pdf);
        assertThat(Files.readAllBytes(pdf)).startsWith("%PDF-".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        Path line = dir.resolve("line.pdf");
        ExportActions.writeSheet(c, 3, new ExportActions.SheetChoice(false, 1), line);
        assertThat(line).isNotEmptyFile();
    }
}
