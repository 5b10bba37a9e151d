package org.parlour.ui;

import org.parlour.core.Messages;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.image.Image;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.parlour.diagram.BoardFrame;
import org.parlour.study.StudySession;
import org.parlour.review.EvalGraph;
import org.parlour.ui.board.BoardView;
import org.parlour.ui.review.EvalGraphView;

/**
 * File &gt; Export: the position as PNG, the shown line as an animated GIF, drawn as on screen;
 * the file is chosen through {@link org.parlour.ui.export.ExportTarget} (never the open record).
 */
final class ExportCommands {
    private final Stage stage;
    private final MainViewModel model;
    private final BoardView boardView;
    private final FileCommands files;

    ExportCommands(Stage stage, MainViewModel model, BoardView boardView, FileCommands files) {
        this.stage = stage;
        this.model = model;
        this.boardView = boardView;
        this.files = files;
    }

    /**
     * The PNG of the position as shown (markup and last move included), {@code width} x
     * {@code height} pixels; when the shown line has evaluations, the evaluation graph under it
     * makes the image taller (docs/review.md).
     */
    public Image positionImage(int width, int height) {
        BoardFrame f = boardView.currentFrame();
        Image board = boardView.render(f.forExport(f.picture(), f.lastMove(), f.markup()), width, height);
        return model.session().map(EvalGraphView::of).filter(EvalGraph::hasEvaluations)
                .map(g -> EvalGraphView.underBoard(board, g)).orElse(board);
    }

    void exportPng() {
        if (model.session().isEmpty()) {
            return;
        }
        FileChooser fc = new FileChooser();
        fc.setTitle(Messages.tr("ui.export.position.as.png"));
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(Messages.tr("export.png"), "*.png"));
        fc.setInitialFileName("position.png");
        Path f = org.parlour.ui.export.ExportTarget.choose(stage, fc).orElse(null);
        if (f != null) {
            try {
                Exporter.png(positionImage(800, 800), f);
                model.say(Messages.tr("interchange.exported", f.getFileName().toString()));
            } catch (IOException e) {
                files.error(Messages.tr("ui.could.not.export"), org.parlour.json.SystemReasons.message(e));
            }
        }
    }

    /** Frames of the shown line from the start to the cursor's line end, as on screen. */
    public List<Image> lineFrames(int width, int height) {
        List<Image> frames = new ArrayList<>();
        StudySession s = model.session().orElseThrow();
        BoardFrame base = boardView.currentFrame();
        for (long id : s.shownLine()) {
            Object pos = s.position(id);
            frames.add(boardView.render(base.forExport(s.game().picture(pos), org.parlour.ui.board.BoardViewModel.pathTo(s, id),
                    org.parlour.ui.board.BoardViewModel.marks(s.data(id).markup())), width, height));
        }
        return frames;
    }

    void exportGif() {
        if (model.session().isEmpty()) {
            return;
        }
        FileChooser fc = new FileChooser();
        fc.setTitle(Messages.tr("ui.export.line.as.animated.gif"));
        fc.getExtensionFilters().add(new FileChooser.ExtensionFilter(Messages.tr("export.gif"), "*.gif"));
        fc.setInitialFileName("line.gif");
        Path f = org.parlour.ui.export.ExportTarget.choose(stage, fc).orElse(null);
        if (f != null) {
            try {
                Exporter.gif(lineFrames(480, 480), (int) (model.secondsPerMoveProperty().get() * 1000), f);
                model.say(Messages.tr("interchange.exported", f.getFileName().toString()));
            } catch (IOException e) {
                files.error(Messages.tr("ui.could.not.export"), org.parlour.json.SystemReasons.message(e));
            }
        }
    }
}
