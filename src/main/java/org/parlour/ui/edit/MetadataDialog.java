package org.parlour.ui.edit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.controlsfx.control.PropertySheet;
import org.parlour.core.Seat;
import org.parlour.study.Metadata;

/**
 * The record's headers in a ControlsFX {@link PropertySheet}: title, event, site, date, round,
 * one player per seat, result, annotator, source, tags (comma-separated) and language. Values are
 * checked as {@link Metadata} checks them (a date is YYYY, YYYY-MM or YYYY-MM-DD; a result is
 * {@code win w}, {@code win b+w}, {@code draw} or empty); the message says what is wrong and OK
 * waits for a valid set.
 */
public final class MetadataDialog extends Dialog<Metadata> {
    private final List<Field> fields = new ArrayList<>();
    private final Label problem = new Label();
    private Metadata current;

    public MetadataDialog(Window owner, Metadata meta, List<Seat> seats) {
        current = meta;
        initOwner(owner);
        setTitle("Record Headers");
        setHeaderText("Edit the record's headers. Undo (Ctrl+Z) takes the change back.");
        add("Record", "Title", Metadata::title, Metadata::withTitle);
        add("Record", "Event", Metadata::event, Metadata::withEvent);
        add("Record", "Site", Metadata::site, Metadata::withSite);
        add("Record", "Date", Metadata::date, Metadata::withDate);
        add("Record", "Round", Metadata::round, Metadata::withRound);
        for (Seat s : seats) {
            add("Players", s.localName(), m -> m.players().getOrDefault(s, ""), (m, v) -> m.withPlayer(s, v));
        }
        add("Record", "Result", Metadata::result, Metadata::withResult);
        add("Annotation", "Annotator", Metadata::annotator, Metadata::withAnnotator);
        add("Annotation", "Source", Metadata::source, Metadata::withSource);
        add("Annotation", "Tags", m -> String.join(", ", m.tags()),
                (m, v) -> m.withTags(v.isBlank() ? List.of() : Arrays.stream(v.split(",")).map(String::strip).filter(t -> !t.isEmpty()).toList()));
        add("Annotation", "Language", Metadata::language, Metadata::withLanguage);
        PropertySheet sheet = new PropertySheet();
        sheet.setId("metadata-sheet");
        sheet.setModeSwitcherVisible(false);
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        sheet.getItems().setAll(fields);
        sheet.setPrefSize(460, 420);
        problem.setId("metadata-problem");
        problem.setWrapText(true);
        getDialogPane().setContent(new VBox(8, sheet, problem));
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        setResizable(true);
        setResultConverter(b -> b == ButtonType.OK ? build().orElse(null) : null);
    }

    /** Shows the dialog and waits: the new headers, or empty when cancelled. */
    public Optional<Metadata> ask() {
        return showAndWait();
    }

    /** Sets a field by its name, as typing in the sheet would (tests). */
    public void set(String name, String value) {
        fields.stream().filter(f -> f.getName().equals(name)).findFirst().orElseThrow().setValue(value);
    }

    /** The headers as edited, or empty (with the message shown) when a value is not valid. */
    public Optional<Metadata> build() {
        Metadata m = current;
        try {
            for (Field f : fields) {
                m = f.apply(m);
            }
            problem.setText("");
            return Optional.of(m);
        } catch (IllegalArgumentException e) {
            problem.setText(e.getMessage());
            return Optional.empty();
        }
    }

    private void add(String category, String name, Function<Metadata, String> get, BiFunction<Metadata, String, Metadata> set) {
        fields.add(new Field(category, name, get.apply(current), set));
    }

    private void validate() {
        boolean ok = build().isPresent();
        Button b = (Button) getDialogPane().lookupButton(ButtonType.OK);
        if (b != null) {
            b.setDisable(!ok);
        }
    }

    private final class Field implements PropertySheet.Item {
        private final String category;
        private final String name;
        private final BiFunction<Metadata, String, Metadata> set;
        private String value;

        Field(String category, String name, String value, BiFunction<Metadata, String, Metadata> set) {
            this.category = category;
            this.name = name;
            this.value = value;
            this.set = set;
        }

        Metadata apply(Metadata m) {
            return set.apply(m, value.strip());
        }

        @Override
        public Class<?> getType() {
            return String.class;
        }

        @Override
        public String getCategory() {
            return category;
        }

        @Override
        public String getName() {
            return name;
        }

        @Override
        public String getDescription() {
            return name;
        }

        @Override
        public Object getValue() {
            return value;
        }

        @Override
        public void setValue(Object v) {
            value = v == null ? "" : v.toString();
            validate();
        }

        @Override
        public Optional<ObservableValue<? extends Object>> getObservableValue() {
            return Optional.empty();
        }
    }
}
