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
 * File &gt; Export: the position as PNG, the shown line as an animated GIF, drawn as on screen
 * (while a problem's solution is hidden, the GIF draws the record's line: {@link #exportLine});
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

    /**
     * The line a GIF draws: the record's, through the shown position, while a problem's attempt
     * hides the record (an export writes the record, never the hidden view: a teacher's trial got
     * a GIF of one frame with the solution hidden); the attempt's own moves when the record does
     * not have them; the shown line otherwise.
     *
     * @param session the session whose nodes are drawn
     * @param through the node the line goes through (its path from the start, then on to its end;
     *                at the session's cursor, the line the cursor is on, {@link StudySession#cursorLine},
     *                which the board and the graph show)
     * @param said    the status line's message key when the line is not simply the shown one, else empty
     */
    record ExportLine(StudySession session, long through, String said) {
        List<Long> ids() {
            // the line the board and the graph show (StudySession#cursorLine is the line through
            // the cursor; a trial: the GIF drew a variation while they showed the main line)
            return session.lineThrough(through);
        }
    }

    /** The line the GIF export draws now ({@link ExportLine}). */
    ExportLine exportLine() {
        StudySession shown = model.session().orElseThrow();
        StudySession record = model.recordSession().orElse(shown);
        if (record == shown || record.record().problem().isEmpty()) {
            return new ExportLine(shown, shown.cursor(), "");
        }
        return org.parlour.problem.RecordJudge.inRecord(record, shown, shown.cursor())
                .map(id -> new ExportLine(record, id, "export.gifRecordLine"))
                .orElseGet(() -> new ExportLine(shown, shown.cursor(), "export.gifAttemptLine"));
    }

    /**
     * Frames of the line from the start to its end through the cursor, drawn as on screen; while
     * a problem's solution is hidden, the record's line through the shown position ({@link #exportLine}).
     */
    public List<Image> lineFrames(int width, int height) {
        return lineFrames(exportLine(), width, height);
    }

    private List<Image> lineFrames(ExportLine line, int width, int height) {
        List<Image> frames = new ArrayList<>();
        StudySession s = line.session();
        BoardFrame base = boardView.currentFrame();
        for (long id : line.ids()) {
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
                ExportLine line = exportLine();
                List<Image> frames = lineFrames(line, 480, 480);
                Exporter.gif(frames, (int) (model.secondsPerMoveProperty().get() * 1000), f);
                // drawn from the record while the window shows an attempt: said, as is a line
                // that stops at the attempt's own moves
                model.say(line.said().isEmpty() ? Messages.tr("interchange.exported", f.getFileName().toString())
                        : Messages.tr(line.said(), f.getFileName().toString(), frames.size() - 1));
            } catch (IOException e) {
                files.error(Messages.tr("ui.could.not.export"), org.parlour.json.SystemReasons.message(e));
            }
        }
    }
}
