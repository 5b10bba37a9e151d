package org.parlour.ui.edit;

import java.util.Optional;
import javafx.collections.FXCollections;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.parlour.core.Defence;
import org.parlour.core.Messages;
import org.parlour.core.Seat;
import org.parlour.study.ProblemSpec;

/**
 * Edit &gt; Problem…: the record's problem (docs/notation.md, {@code problem}; rules.md §9): the
 * solving seat, the goal and its cell or count, the number of the seat's own moves, the defence
 * and the statement in English and in French. The goals are listed by their words
 * ({@link ProblemForm#goalName}: "Win the game", "Gagner la partie"); the file keeps their ids.
 * OK waits for a problem the game accepts ({@link ProblemForm#problem}, shown under the fields).
 * Remove Problem (enabled when the record states one) takes the problem off the record. The
 * result is the problem to store, an empty problem to remove it, or nothing at Cancel. Ids for
 * tests: {@code problem-seat}, {@code problem-goal}, {@code problem-param}, {@code problem-moves},
 * {@code problem-defence}, {@code problem-statement-en}, {@code problem-statement-fr},
 * {@code problem-problem}, {@code problem-remove}.
 */
public final class ProblemDialog extends Dialog<Optional<ProblemSpec>> {
    private final ProblemForm form;
    private final Label problem = new Label();

    public ProblemDialog(Window owner, ProblemForm form) {
        this.form = form;
        initOwner(owner);
        setTitle(Messages.tr("problemForm.title"));
        setHeaderText(Messages.tr("problemForm.header"));
        ComboBox<Seat> seat = new ComboBox<>(FXCollections.observableArrayList(form.seats()));
        seat.setId("problem-seat");
        seat.setConverter(new StringConverter<>() {
            @Override
            public String toString(Seat s) {
                return s == null ? "" : s.localName();
            }

            @Override
            public Seat fromString(String text) {
                return form.seats().stream().filter(x -> x.localName().equals(text)).findFirst().orElse(form.seat());
            }
        });
        seat.setValue(form.seat());
        seat.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                form.setSeat(b);
                validate();
            }
        });
        ComboBox<String> goal = new ComboBox<>(FXCollections.observableArrayList(form.goals()));
        goal.setId("problem-goal");
        // the goals by their words, in the language the dialog opened in; the file keeps the ids
        java.util.Map<String, String> goalNames = new java.util.HashMap<>();
        for (String id : form.goals()) {
            goalNames.put(id, ProblemForm.goalName(id));
        }
        goal.setConverter(new StringConverter<>() {
            @Override
            public String toString(String id) {
                return id == null ? "" : goalNames.getOrDefault(id, id);
            }

            @Override
            public String fromString(String text) {
                return form.goals().stream().filter(id -> goalNames.get(id).equals(text)).findFirst().orElse(form.goal());
            }
        });
        goal.setValue(form.goal());
        TextField param = new TextField(form.param());
        param.setId("problem-param");
        param.setPromptText(Messages.tr("problemForm.paramPrompt"));
        param.setDisable(ProblemForm.paramName(form.goal()).isEmpty());
        param.textProperty().addListener((o, a, b) -> {
            form.setParam(b);
            validate();
        });
        goal.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                form.setGoal(b);
                param.setDisable(ProblemForm.paramName(b).isEmpty());
                validate();
            }
        });
        Spinner<Integer> moves = new Spinner<>(1, ProblemSpec.MAX_MOVES, form.moves());
        moves.setId("problem-moves");
        moves.setEditable(true);
        moves.setPrefWidth(90);
        moves.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                form.setMoves(b);
                validate();
            }
        });
        ComboBox<Defence> defence = new ComboBox<>(FXCollections.observableArrayList(Defence.values()));
        defence.setId("problem-defence");
        defence.setConverter(new StringConverter<>() {
            @Override
            public String toString(Defence d) {
                return d == null ? "" : Messages.tr(d == Defence.BEST ? "problemForm.best" : "problemForm.help");
            }

            @Override
            public Defence fromString(String text) {
                return form.defence();
            }
        });
        defence.setValue(form.defence());
        defence.valueProperty().addListener((o, a, b) -> {
            if (b != null) {
                form.setDefence(b);
                validate();
            }
        });
        TextField en = new TextField(form.statementEn());
        en.setId("problem-statement-en");
        en.setPromptText(Messages.tr("problemForm.statementPrompt"));
        en.textProperty().addListener((o, a, b) -> {
            form.setStatementEn(b);
            validate();
        });
        TextField fr = new TextField(form.statementFr());
        fr.setId("problem-statement-fr");
        fr.textProperty().addListener((o, a, b) -> {
            form.setStatementFr(b);
            validate();
        });
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(8);
        int row = 0;
        row = add(grid, row, "problemForm.seat", seat);
        row = add(grid, row, "problemForm.goal", goal);
        row = add(grid, row, "problemForm.paramLabel", param);
        row = add(grid, row, "problemForm.moves", moves);
        row = add(grid, row, "problemForm.defence", defence);
        row = add(grid, row, "problemForm.statementEn", en);
        add(grid, row, "problemForm.statementFr", fr);
        en.setPrefColumnCount(36);
        problem.setId("problem-problem");
        problem.setWrapText(true);
        problem.setMaxWidth(560);
        VBox content = new VBox(10, grid, problem);
        content.setPadding(new Insets(8, 12, 0, 12));
        getDialogPane().setContent(content);
        getDialogPane().setPrefWidth(620);
        getDialogPane().setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        ButtonType remove = new ButtonType(Messages.tr("problemForm.remove"), ButtonBar.ButtonData.LEFT);
        getDialogPane().getButtonTypes().setAll(remove, ButtonType.OK, ButtonType.CANCEL);
        Button removeButton = (Button) getDialogPane().lookupButton(remove);
        removeButton.setId("problem-remove");
        // nothing to remove on a record that states no problem
        removeButton.setDisable(!form.stated());
        setResizable(true);
        validate();
        setResultConverter(b -> {
            if (b == remove && form.stated()) {
                return Optional.empty();
            }
            return b == ButtonType.OK && form.problem().isEmpty() ? Optional.of(form.spec()) : null;
        });
    }

    private static int add(GridPane grid, int row, String key, javafx.scene.Node field) {
        Label l = new Label(Messages.tr(key));
        l.setLabelFor(field);
        // the label whole ("Statement (English)" was cut to "Statement (Engl..."): the field gives way
        l.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        grid.addRow(row, l, field);
        return row + 1;
    }

    /**
     * Shows the dialog and waits: the problem to store (OK), an empty problem to remove the
     * record's (Remove Problem), or nothing when cancelled.
     */
    public Optional<Optional<ProblemSpec>> ask() {
        return showAndWait();
    }

    /** The form behind the dialog (tests). */
    public ProblemForm form() {
        return form;
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
