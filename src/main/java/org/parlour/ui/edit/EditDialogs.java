package org.parlour.ui.edit;

import org.parlour.ui.OpenFocus;
import org.parlour.core.Messages;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.event.ActionEvent;
import javafx.geometry.Pos;
import javafx.scene.control.Dialog;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.stage.Stage;
import org.parlour.study.StudySession;
import org.parlour.ui.MainViewModel;

/**
 * The editor's commands that need a dialog or the clipboard: the questions before a big delete
 * (also one that Replace would make) or a setup that loses moves, copy / cut / paste (the line also as text), replace, setup and
 * headers. The edits themselves are {@link EditorViewModel}'s.
 */
final class EditDialogs {
    private final Stage stage;
    private final MainViewModel model;
    private final EditorViewModel vm;
    private final AnnotationPane annotations;
    private String copiedText;

    EditDialogs(Stage stage, MainViewModel model, EditorViewModel vm, AnnotationPane annotations) {
        this.stage = stage;
        this.model = model;
        this.vm = vm;
        this.annotations = annotations;
    }

    /**
     * Before Delete or Delete Other Variations deletes more than {@link EditorViewModel#CONFIRM_ABOVE}
     * moves, or moves that carry a lesson question: "Delete 71 moves?", answered Delete or Cancel,
     * the text naming what goes with them ("This deletes 4 moves and what they carry: 1 lesson
     * question, 2 comments."). Cancel, which loses nothing, is the default button (Enter) and has
     * the focus; Delete takes a click (or Tab, Space).
     */
    boolean confirmDelete(EditorViewModel.DeleteAsked asked) {
        if (!stage.isShowing()) {
            return true;
        }
        int nodes = asked.moves();
        ButtonType delete = new ButtonType(Messages.tr("editDialogs.deleteButton"), ButtonBar.ButtonData.OTHER);
        String text = asked.carried().isEmpty() ? Messages.tr("editDialogs.deletes", nodes)
                : Messages.tr("editDialogs.deletesCarrying", nodes, asked.carried().text());
        return askBeforeDeleting(null, Messages.tr("editDialogs.deleteQuestion", nodes), text,
                ButtonType.CANCEL, delete, ButtonType.CANCEL).filter(b -> b == delete).isPresent();
    }

    /**
     * The one question before moves are deleted (Delete, Delete Other Variations, a Replace that
     * cuts moves): its default button (Enter) and first focus are {@code safe}, the answer that
     * loses nothing, so that a key pressed without reading deletes nothing.
     *
     * @param title   the window's title, or null for the platform's
     * @param buttons the answers in order, {@code safe} among them
     * @return the answer, empty when the dialog was closed otherwise
     */
    private Optional<ButtonType> askBeforeDeleting(String title, String header, String text, ButtonType safe, ButtonType... buttons) {
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, text, buttons);
        a.initOwner(stage);
        if (title != null) {
            a.setTitle(title);
        }
        a.setHeaderText(header);
        for (ButtonType t : a.getButtonTypes()) {
            ((Button) a.getDialogPane().lookupButton(t)).setDefaultButton(t == safe);
        }
        OpenFocus.on(a, () -> a.getDialogPane().lookupButton(safe));
        return a.showAndWait();
    }

    /**
     * Before Replace deletes more than {@link EditorViewModel#CONFIRM_ABOVE} moves: Delete's
     * question ("Delete 21 moves?") with the moves named, answered Delete and Replace, New
     * Variation (the old line stays, the new move is added beside it) or Cancel. New Variation,
     * which loses nothing, is the default button (Enter); Delete and Replace takes a click.
     */
    EditorViewModel.ReplaceAnswer confirmReplace(String old, String now, int moves) {
        if (!stage.isShowing()) {
            return EditorViewModel.ReplaceAnswer.DELETE;
        }
        // the safe answer is the default: Enter (as after typing the move) must not delete moves
        ButtonType delete = new ButtonType(Messages.tr("editDialogs.replaceDeleteButton"), ButtonBar.ButtonData.OTHER);
        ButtonType variation = new ButtonType(Messages.tr("editDialogs.replaceVariationButton"), ButtonBar.ButtonData.OK_DONE);
        return askBeforeDeleting(Messages.tr("ui.replace.move"), Messages.tr("editDialogs.deleteQuestion", moves),
                Messages.tr("editDialogs.replaceDeletes", old, now, moves), variation, delete, variation, ButtonType.CANCEL).map(b -> b == delete ? EditorViewModel.ReplaceAnswer.DELETE
                : b == variation ? EditorViewModel.ReplaceAnswer.VARIATION : EditorViewModel.ReplaceAnswer.CANCEL)
                .orElse(EditorViewModel.ReplaceAnswer.CANCEL);
    }

    boolean confirmSetup(String question) {
        if (!stage.isShowing()) {
            return true;
        }
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, question, ButtonType.OK, ButtonType.CANCEL);
        a.initOwner(stage);
        a.setHeaderText(Messages.tr("ui.set.up.this.position.and.lose.moves"));
        return a.showAndWait().filter(b -> b == ButtonType.OK).isPresent();
    }

    void focusComment() {
        annotations.editComment();
    }

    /** Copies the subtree for Paste and the line through the move as text. */
    public void copy() {
        if (vm.copy().isEmpty()) {
            copiedText = vm.lineText();
            putText(copiedText);
        }
    }

    public void cut() {
        String line = vm.lineText();
        if (vm.cut().isEmpty()) {
            copiedText = line;
            putText(line);
        }
    }

    /**
     * Pastes: the copied subtree when the clipboard still holds what Copy put there, else the
     * clipboard's text (a line of moves, or a position).
     */
    public void paste() {
        String text = Clipboard.getSystemClipboard().hasString() ? Clipboard.getSystemClipboard().getString() : null;
        if (vm.hasClip() && (text == null || text.equals(copiedText))) {
            vm.paste();
        } else {
            vm.pasteText(text);
        }
    }

    void copyPosition() {
        String t = vm.positionText();
        if (!t.isEmpty()) {
            putText(t);
            model.say(Messages.tr("editDialogs.copiedPosition", t));
        }
    }

    private static void putText(String text) {
        ClipboardContent c = new ClipboardContent();
        c.putString(text);
        Clipboard.getSystemClipboard().setContent(c);
    }

    void replace() {
        Optional<StudySession> s = model.session();
        if (s.isEmpty() || s.get().cursor() == s.get().rootId()) {
            model.say(Messages.tr("ui.go.to.the.move.to.replace.first"));
            return;
        }
        String current = s.get().moveText(s.get().cursor());
        Dialog<String> d = new Dialog<>();
        d.initOwner(stage);
        d.setTitle(Messages.tr("ui.replace.move"));
        d.setHeaderText(Messages.tr("editDialogs.replaceHeader", current));
        d.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        TextField field = new TextField(current);
        Label name = new Label(Messages.tr("ui.new.move"));
        name.setLabelFor(field);
        // why the typed move cannot replace (unreadable, illegal): shown here, the text kept to mend
        Label why = org.parlour.ui.Labels.refusal("replace-reason");
        field.textProperty().addListener(o -> why.setText(""));
        HBox row = new HBox(8, name, field);
        row.setAlignment(Pos.BASELINE_LEFT);
        HBox.setHgrow(field, Priority.ALWAYS);
        d.getDialogPane().setContent(new VBox(8, row, why));
        // the header and the reason wrap at this width (a dialog as wide as its header's one line was wider than the screen)
        d.getDialogPane().setPrefWidth(520);
        d.getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, e -> vm.whyNotReplace(field.getText()).ifPresent(reason -> {
            e.consume();
            why.setText(reason);
            // taller by the reason's lines (sizeToScene left it as it was: the reason covered the buttons)
            DialogPane pane = d.getDialogPane();
            pane.applyCss();
            pane.layout();
            double need = pane.prefHeight(pane.getWidth()) - pane.getHeight();
            if (need > 0) {
                javafx.stage.Window w = pane.getScene().getWindow();
                w.setWidth(w.getWidth());
                w.setHeight(w.getHeight() + need);
            }
            field.requestFocus();
            field.end();
        }));
        d.setResultConverter(b -> b == ButtonType.OK ? field.getText() : null);
        // "Ctrl+R, type the new move" (user guide): the field has the focus, the old move selected
        OpenFocus.on(d, () -> field);
        d.showAndWait().ifPresent(vm::replaceMove);
    }

    /** Opens setup mode on the position at the cursor; OK starts the record from it. */
    public void setup() {
        Optional<StudySession> s = model.session();
        if (s.isEmpty()) {
            model.say(Messages.tr("ui.open.or.start.a.record.first"));
            return;
        }
        if (vm.refused().isPresent()) {
            // refused before the dialog opens (an attempt at a problem is shown): a position set up
            // in it would be dropped at OK
            return;
        }
        StudySession ss = s.get();
        new SetupDialog(stage, ss.game(), ss.position(ss.cursor())).ask().ifPresent(vm::setUpHere);
    }

    /**
     * Edit &gt; Lesson Question…: the "your move" question at the current node in
     * {@link QuizDialog}; OK stores it (undoable), an empty one removes it. On a record that
     * states no problem the dialog says so: Study mode asks lesson questions only in a problem. Refused, with the
     * reason on the status bar, while the window shows an attempt at a problem.
     */
    public void quiz() {
        if (vm.refused().isPresent()) {
            return;
        }
        StudySession s = model.session().orElseThrow();
        long at = s.cursor();
        String where = at == s.rootId() ? Messages.tr("quiz.atStart") : Messages.tr("quiz.after", s.moveText(at));
        new QuizDialog(stage, QuizForm.of(s), where, s.record().problem().isPresent(), s.game().id()).ask().ifPresent(q -> {
            if (model.session().orElse(null) == s && s.cursor() == at) {
                vm.setQuiz(Optional.of(q));
            }
        });
    }

    /**
     * Edit &gt; Problem…: the record's problem (seat, goal, number of moves, defence, statement in
     * English and French) in {@link ProblemDialog}, checked against the game as a file's problem
     * is ({@link ProblemForm#problem}); OK stores it, Remove Problem takes it off (undoable). Refused, with the reason on the
     * status bar, while the window shows an attempt at a problem.
     */
    public void problem() {
        if (vm.refused().isPresent()) {
            return;
        }
        StudySession s = model.session().orElseThrow();
        new ProblemDialog(stage, ProblemForm.of(s)).ask().ifPresent(spec -> {
            // a problem to store, or none: Remove Problem (one undoable edit either way)
            if (model.session().orElse(null) == s) {
                vm.setProblem(spec);
            }
        });
    }

    /**
     * Opens the header editor; OK stores the headers (undoable). Refused, with the reason on the
     * status bar, before the dialog opens while edits are (an attempt at a problem is shown): the
     * headers typed in it were dropped at OK.
     */
    public void headers() {
        if (model.session().isEmpty() || vm.refused().isPresent()) {
            return;
        }
        model.session().ifPresent(s -> new MetadataDialog(stage, s.record().meta(), s.game().seats(), s.game().options().get("teams").orElse("none")).ask()
                .ifPresent(vm::setMeta));
    }
}
