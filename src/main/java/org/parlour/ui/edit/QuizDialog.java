package org.parlour.ui.edit;

import java.util.List;
import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.parlour.core.Messages;
import org.parlour.tree.Quiz;

/**
 * Edit &gt; Lesson Question…: the "your move" question at the current node (docs/notation.md,
 * {@code quiz}; docs/user-guide.md, Lesson questions). One row per answer: the move (typed, or
 * picked from the node's legal moves), whether it is accepted or wrong, and its feedback; Add
 * accepted answer, Add wrong answer, Remove; and the hint. OK waits for a valid form
 * ({@link QuizForm#problem}, shown under the rows). The result is the question to store (an
 * empty one removes it); Cancel gives nothing. Ids for tests: {@code quiz-move-i},
 * {@code quiz-kind-i}, {@code quiz-feedback-i}, {@code quiz-remove-i}, {@code quiz-add},
 * {@code quiz-add-wrong}, {@code quiz-hint}, {@code quiz-problem}, {@code quiz-no-problem} (the line
 * shown when the record states no problem, so Study mode would never ask the question).
 */
public final class QuizDialog extends Dialog<Quiz> {
    private final QuizForm form;
    private final VBox rows = new VBox(6);
    private final Label problem = new Label();

    /**
     * A dialog for a record that states a problem (Study mode asks its questions).
     *
     * @param where the node in words, e.g. "after 1. b1-c2" or "at the start"
     */
    public QuizDialog(Window owner, QuizForm form, String where) {
        this(owner, form, where, true);
    }

    /**
     * @param where        the node in words, e.g. "after 1. b1-c2" or "at the start"
     * @param statesProblem whether the record states a problem: Study mode asks lesson questions
     *                     only in one, so without it a line under the header says what is needed
     *                     (id {@code quiz-no-problem})
     */
    public QuizDialog(Window owner, QuizForm form, String where, boolean statesProblem) {
        this(owner, form, where, statesProblem, "");
    }

    /**
     * @param where        the node in words, e.g. "after 1. b1-c2" or "at the start"
     * @param statesProblem whether the record states a problem (see above)
     * @param gameId       the record's game ({@code agora}, {@code tournament}, {@code conspirateurs}):
     *                     the hint's example is that game's ({@link #hintPrompt})
     */
    public QuizDialog(Window owner, QuizForm form, String where, boolean statesProblem, String gameId) {
        this.form = form;
        initOwner(owner);
        setTitle(Messages.tr("quiz.title"));
        setHeaderText(Messages.tr("quiz.header", where));
        rows.setId("quiz-rows");
        Button add = new Button(Messages.tr("quiz.addAccepted"));
        add.setId("quiz-add");
        add.setOnAction(e -> added(QuizForm.Kind.ACCEPTED));
        Button addWrong = new Button(Messages.tr("quiz.addWrong"));
        addWrong.setId("quiz-add-wrong");
        addWrong.setOnAction(e -> added(QuizForm.Kind.WRONG));
        boolean noMoves = form.legalMoves().isEmpty();
        add.setDisable(noMoves);
        addWrong.setDisable(noMoves);
        HBox adds = new HBox(6, add, addWrong);
        Label hintLabel = new Label(Messages.tr("quiz.hintLabel"));
        TextArea hint = new TextArea(form.hint());
        hint.setId("quiz-hint");
        hint.setPrefRowCount(2);
        hint.setWrapText(true);
        hint.setPromptText(hintPrompt(gameId));
        hint.textProperty().addListener((o, a, b) -> {
            form.setHint(b);
            validate();
        });
        hintLabel.setLabelFor(hint);
        problem.setId("quiz-problem");
        problem.setWrapText(true);
        ScrollPane scroll = new ScrollPane(rows);
        scroll.setFitToWidth(true);
        scroll.setPrefViewportHeight(190);
        Label none = new Label(noMoves ? Messages.tr("quiz.noLegalMove") : "");
        none.setVisible(noMoves);
        none.setManaged(noMoves);
        Label noProblem = new Label(statesProblem ? "" : Messages.tr("quiz.noProblem"));
        noProblem.setId("quiz-no-problem");
        noProblem.setWrapText(true);
        noProblem.setVisible(!statesProblem);
        noProblem.setManaged(!statesProblem);
        VBox content = new VBox(8, noProblem, none, scroll, adds, hintLabel, hint, problem);
        // inset like the header text above, and the rows off the list's frame (they touched
        // both edges, plainest in the dark theme)
        content.setPadding(new Insets(8, 12, 0, 12));
        rows.setPadding(new Insets(6));
        content.setPrefWidth(620);
        getDialogPane().setContent(content);
        // the header is long: a fixed width makes it wrap instead of widening the dialog
        getDialogPane().setPrefWidth(660);
        getDialogPane().setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        setResizable(true);
        showRows();
        setResultConverter(b -> b == ButtonType.OK && form.problem().isEmpty() ? form.quiz() : null);
    }

    /**
     * The hint box's example, in the game of the record ({@code quiz.hintPrompt.<game id>}: a
     * Tournament record showed Agora's "Count the tiers: a6 is on the outer ring."); a
     * game-neutral one for a game without its own.
     */
    public static String hintPrompt(String gameId) {
        String key = "quiz.hintPrompt." + gameId;
        return Messages.tr(gameId != null && !gameId.isEmpty() && Messages.has(key) ? key : "quiz.hintPrompt");
    }

    /** Shows the dialog and waits: the question to store (empty: remove it), or empty when cancelled. */
    public Optional<Quiz> ask() {
        return showAndWait();
    }

    /** The form behind the dialog (tests). */
    public QuizForm form() {
        return form;
    }

    private void added(QuizForm.Kind kind) {
        int i = form.add(kind);
        showRows();
        // the new row has no move yet: the keys go to its move box
        rows.lookupAll("#quiz-move-" + i).stream().findFirst().ifPresent(javafx.scene.Node::requestFocus);
    }

    private void showRows() {
        rows.getChildren().clear();
        List<QuizForm.Row> all = form.rows();
        if (all.isEmpty()) {
            Label empty = new Label(Messages.tr("quiz.empty"));
            empty.setWrapText(true);
            rows.getChildren().add(empty);
        }
        for (int i = 0; i < all.size(); i++) {
            rows.getChildren().add(row(i, all.get(i)));
        }
        validate();
    }

    private HBox row(int i, QuizForm.Row r) {
        ComboBox<String> move = new ComboBox<>(FXCollections.observableArrayList(form.legalMoves()));
        move.setId("quiz-move-" + i);
        move.setEditable(true);
        move.setValue(r.move());
        move.getEditor().setText(r.move());
        move.setPrefWidth(150);
        move.setTooltip(new Tooltip(Messages.tr("quiz.moveTip")));
        move.getEditor().textProperty().addListener((o, a, b) -> {
            form.setMove(i, b);
            validate();
        });
        move.valueProperty().addListener((o, a, b) -> {
            if (b != null && !b.equals(move.getEditor().getText())) {
                move.getEditor().setText(b);
            }
        });
        ComboBox<String> kind = new ComboBox<>(FXCollections.observableArrayList(
                Messages.tr("quiz.accepted"), Messages.tr("quiz.wrong")));
        kind.setId("quiz-kind-" + i);
        kind.getSelectionModel().select(r.kind() == QuizForm.Kind.ACCEPTED ? 0 : 1);
        kind.getSelectionModel().selectedIndexProperty().addListener((o, a, b) -> {
            form.setKind(i, b.intValue() == 1 ? QuizForm.Kind.WRONG : QuizForm.Kind.ACCEPTED);
            validate();
        });
        TextArea feedback = feedbackBox(r.feedback());
        feedback.setId("quiz-feedback-" + i);
        feedback.setPromptText(Messages.tr("quiz.feedbackPrompt"));
        feedback.textProperty().addListener((o, a, b) -> form.setFeedback(i, b));
        HBox.setHgrow(feedback, Priority.ALWAYS);
        Button remove = new Button(Messages.tr("quiz.remove"));
        remove.setId("quiz-remove-" + i);
        remove.setOnAction(e -> {
            form.remove(i);
            showRows();
        });
        kind.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        remove.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox box = new HBox(6, move, kind, feedback, remove);
        box.setAlignment(Pos.TOP_LEFT);
        return box;
    }

    /**
     * A row's feedback: a wrapping box of two lines that scrolls beyond them, so long feedback is
     * read whole (a one-line field cut it, a teacher's trial). It stays one paragraph, as the
     * field was: Enter presses the dialog's default button (OK) instead of starting a line, a
     * pasted line break becomes a space, and Tab and Shift+Tab go to the next and previous
     * control instead of typing a tab.
     */
    private TextArea feedbackBox(String text) {
        TextArea box = new TextArea();
        box.setTextFormatter(new javafx.scene.control.TextFormatter<String>(c -> {
            if (c.isContentChange() && c.getText().matches("(?s).*[\\r\\n\\t].*")) {
                c.setText(c.getText().replaceAll("\\R|\\t", " "));
            }
            return c;
        }));
        box.setText(text);
        box.setWrapText(true);
        box.setPrefRowCount(2);
        // narrow by preference: the row's move, kind and Remove keep their whole text, the box takes the rest
        box.setPrefColumnCount(8);
        box.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, e -> {
            if (e.isControlDown() || e.isAltDown() || e.isMetaDown()) {
                return;
            }
            if (e.getCode() == javafx.scene.input.KeyCode.ENTER) {
                e.consume();
                Button ok = (Button) getDialogPane().lookupButton(ButtonType.OK);
                if (ok != null && !ok.isDisabled()) {
                    ok.fire();
                }
            } else if (e.getCode() == javafx.scene.input.KeyCode.TAB) {
                e.consume();
                // a text area moves the focus on Ctrl+Tab (its Tab types a tab): the same key, with Ctrl
                box.fireEvent(new javafx.scene.input.KeyEvent(box, box, javafx.scene.input.KeyEvent.KEY_PRESSED, e.getCharacter(),
                        e.getText(), e.getCode(), e.isShiftDown(), true, false, false));
            }
        });
        return box;
    }

    private void validate() {
        Optional<String> p = form.problem();
        problem.setText(p.orElse(""));
        Button ok = (Button) getDialogPane().lookupButton(ButtonType.OK);
        if (ok != null) {
            ok.setDisable(p.isPresent());
        }
    }
}
