package org.parlour.ui.edit;

import org.parlour.ui.OpenFocus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.controlsfx.control.PropertySheet;
import org.controlsfx.property.editor.DefaultPropertyEditorFactory;
import org.controlsfx.property.editor.Editors;
import org.controlsfx.property.editor.PropertyEditor;
import javafx.util.StringConverter;
import org.parlour.core.Messages;
import org.parlour.core.Outcome;
import org.parlour.core.Seat;
import org.parlour.study.Metadata;

/**
 * The record's headers in a ControlsFX {@link PropertySheet}: title, event, site, date, round,
 * one player per seat, result, annotator, source, tags (comma-separated) and language. Values are
 * checked as {@link Metadata} checks them (a date is YYYY, YYYY-MM or YYYY-MM-DD; a result is
 * {@code win w}, {@code win b+w}, {@code draw} or empty; the result is chosen in words among those
 * the record's rules allow, {@link #resultChoices}); the message says what is wrong and OK
 * waits for a valid set. It opens with the Record section (title to result) open and the focus in
 * Title, its text selected.
 */
public final class MetadataDialog extends Dialog<Metadata> {
    private final List<Field> fields = new ArrayList<>();
    private final Label problem = new Label();
    private Metadata current;
    private final List<String> results;

    public MetadataDialog(Window owner, Metadata meta, List<Seat> seats) {
        this(owner, meta, seats, "none");
    }

    /**
     * The dialog for a record of a game with {@code seats} (in turn order) and the {@code teams}
     * rule option ({@link #resultChoices}).
     */
    public MetadataDialog(Window owner, Metadata meta, List<Seat> seats, String teams) {
        current = meta;
        String record = Messages.tr("meta.record");
        String annotation = Messages.tr("meta.annotation");
        initOwner(owner);
        setTitle(Messages.tr("meta.title"));
        setHeaderText(Messages.tr("meta.header"));
        // the title in the language the window edits (docs/notation.md); its other languages are kept
        String lang = meta.titleText().editingLanguage(Messages.locale(), meta.language());
        add(record, "Title", Messages.tr("header.title"), m -> m.titleText().textFor(lang, meta.language()),
                (m, v) -> m.withTitle(m.titleText().with(lang, v, meta.language())));
        add(record, "Event", Messages.tr("header.event"), Metadata::event, Metadata::withEvent);
        add(record, "Site", Messages.tr("header.site"), Metadata::site, Metadata::withSite);
        add(record, "Date", Messages.tr("header.date"), Metadata::date, Metadata::withDate);
        add(record, "Round", Messages.tr("header.round"), Metadata::round, Metadata::withRound);
        for (Seat s : seats) {
            add(Messages.tr("meta.players"), s.displayName(), s.localName(), m -> m.players().getOrDefault(s, ""), (m, v) -> m.withPlayer(s, v));
        }
        add(record, "Result", Messages.tr("header.result"), Metadata::result, Metadata::withResult);
        results = resultChoices(seats, teams, meta.result());
        add(annotation, "Annotator", Messages.tr("header.annotator"), Metadata::annotator, Metadata::withAnnotator);
        // the source too (a mined problem's is in English and French): the other languages are kept
        String sourceLang = meta.sourceText().editingLanguage(Messages.locale(), meta.language());
        add(annotation, "Source", Messages.tr("header.source"), m -> m.sourceText().textFor(sourceLang, meta.language()),
                (m, v) -> m.withSource(m.sourceText().with(sourceLang, v, meta.language())));
        add(annotation, "Tags", Messages.tr("meta.tags"), m -> String.join(", ", m.tags()),
                (m, v) -> m.withTags(v.isBlank() ? List.of() : Arrays.stream(v.split(",")).map(String::strip).filter(t -> !t.isEmpty()).toList()));
        add(annotation, "Language", Messages.tr("meta.language"), Metadata::language, Metadata::withLanguage);
        PropertySheet sheet = new PropertySheet();
        sheet.setId("metadata-sheet");
        sheet.setModeSwitcherVisible(false);
        sheet.setSearchBoxVisible(false); // a dozen fields need no search, and ControlsFX has no French for its prompt
        sheet.setMode(PropertySheet.Mode.CATEGORY);
        // the sections in the order of their fields (Record, Players, Annotation), not alphabetical:
        // the sheet opens its first section, and Record holds the title a person came to edit
        List<String> order = fields.stream().map(Field::getCategory).distinct().toList();
        sheet.setCategoryComparator(java.util.Comparator.comparingInt(order::indexOf));
        // each field's box is named by its English name (#header-Title) for the first focus and tests
        DefaultPropertyEditorFactory editors = new DefaultPropertyEditorFactory();
        sheet.setPropertyEditorFactory(item -> {
            if (item instanceof Field f && f.id.equals("Result")) {
                // the outcomes in words ("White wins", "Noir et Blanc gagnent"), the file's text
                // (rules.md §6.4: "win w") kept underneath: a new user's trial read "win w" here
                PropertyEditor<?> e = Editors.createChoiceEditor(item, results);
                @SuppressWarnings("unchecked")
                ComboBox<String> box = (ComboBox<String>) e.getEditor();
                box.setConverter(new StringConverter<String>() {
                    @Override
                    public String toString(String v) {
                        return v == null || v.isEmpty() ? Messages.tr("meta.result.none") : Outcome.words(v);
                    }

                    @Override
                    public String fromString(String shown) {
                        return results.stream().filter(v -> toString(v).equals(shown)).findFirst().orElse(shown);
                    }
                });
                box.setId("header-" + f.id);
                return e;
            }
            PropertyEditor<?> e = editors.call(item);
            if (e != null && item instanceof Field f) {
                e.getEditor().setId("header-" + f.id);
            }
            return e;
        });
        sheet.getItems().setAll(fields);
        sheet.setPrefSize(460, 420);
        problem.setId("metadata-problem");
        problem.setWrapText(true);
        getDialogPane().setContent(new VBox(8, sheet, problem));
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        setResizable(true);
        setResultConverter(b -> b == ButtonType.OK ? build().orElse(null) : null);
        // Ctrl+I, then type: the focus is in Title, its text selected
        OpenFocus.on(this, () -> sheet.lookup("#header-Title"));
    }

    /**
     * The results the Result box offers, as the file writes them (rules.md §6.4): none; each seat
     * winning alone, or with four seats and a team option (§5, Conspirateurs {@code teams}) each
     * of its two teams ({@code partnership}: Black+White, Red+Green; {@code neighbours}:
     * Black+Red, White+Green); a draw; and the record's own result when it is none of these, so
     * that opening the dialog never changes it.
     *
     * @param seats   the game's seats in turn order
     * @param teams   the record's {@code teams} option ({@code none}, {@code partnership},
     *                {@code neighbours}; {@code none} for a game without it)
     * @param current the record's result
     */
    public static List<String> resultChoices(List<Seat> seats, String teams, String current) {
        List<String> out = new ArrayList<>();
        out.add("");
        if (seats.size() == 4 && teams.equals("partnership")) {
            out.addAll(List.of("win b+w", "win r+g"));
        } else if (seats.size() == 4 && teams.equals("neighbours")) {
            out.addAll(List.of("win b+r", "win w+g"));
        } else {
            for (Seat s : seats) {
                out.add("win " + s.letter());
            }
        }
        out.add("draw");
        if (!out.contains(current)) {
            out.add(current);
        }
        return List.copyOf(out);
    }

    /** Shows the dialog and waits: the new headers, or empty when cancelled. */
    public Optional<Metadata> ask() {
        return showAndWait();
    }

    /** Sets a field by its English name (Title, Date, White...) or its shown name, as typing in the sheet would (tests). */
    public void set(String name, String value) {
        fields.stream().filter(f -> f.id.equals(name) || f.getName().equals(name)).findFirst().orElseThrow().setValue(value);
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

    private void add(String category, String id, String name, Function<Metadata, String> get,
            BiFunction<Metadata, String, Metadata> set) {
        fields.add(new Field(category, id, name, get.apply(current), set));
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
        private final String id;
        private final String name;
        private final BiFunction<Metadata, String, Metadata> set;
        private String value;

        Field(String category, String id, String name, String value, BiFunction<Metadata, String, Metadata> set) {
            this.category = category;
            this.id = id;
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
