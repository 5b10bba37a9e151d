package org.parlour.ui;

import org.parlour.core.Messages;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Modality;
import javafx.stage.Stage;

/**
 * Edit &gt; Keys…: the key table, one row per action (group, what it does, key in use), a field
 * that takes the next key pressed, Set, Reset (the selected action) and Reset All. A key held by
 * another action is refused with a message naming that action. Every change is saved in the
 * preferences and works at once ({@link KeyBindings}).
 */
final class KeyEditor {
    private final Dialog<Void> dialog = new Dialog<>();
    private final KeyBindings keys;
    private final TableView<KeyMap.Action> table = new TableView<>();
    private final TextField capture = new TextField();
    private final Label message = new Label();

    KeyEditor(Stage owner, KeyBindings keys) {
        this.keys = keys;
        dialog.initOwner(owner);
        dialog.initModality(Modality.NONE);
        dialog.setTitle(Messages.tr("ui.keys"));
        dialog.setHeaderText(Messages.tr("ui.choose.an.action.press.its.new.key.in.the.field"));
        dialog.setResizable(true);
        table.setId("key-table");
        table.getItems().setAll(keys.map().actions());
        TableColumn<KeyMap.Action, String> group = new TableColumn<>(Messages.tr("keyEditor.group"));
        group.setCellValueFactory(c -> new ReadOnlyStringWrapper(Messages.text("keys", c.getValue().group())));
        group.setPrefWidth(80);
        TableColumn<KeyMap.Action, String> action = new TableColumn<>(Messages.tr("keyEditor.action"));
        action.setCellValueFactory(c -> new ReadOnlyStringWrapper(Messages.text("keys", c.getValue().description())));
        action.setPrefWidth(330);
        TableColumn<KeyMap.Action, String> key = new TableColumn<>(Messages.tr("keyEditor.key"));
        key.setCellValueFactory(c -> new ReadOnlyStringWrapper(shown(c.getValue())));
        key.setPrefWidth(150);
        table.getColumns().add(group);
        table.getColumns().add(action);
        table.getColumns().add(key);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPrefSize(600, 380);
        VBox.setVgrow(table, Priority.ALWAYS);
        capture.setId("key-capture");
        capture.setEditable(false);
        String prompt = Messages.tr("ui.press.the.new.key.here");
        capture.setPromptText(prompt);
        // wide enough for the whole prompt: the French one was cut to "appuyez ici sur la nouvelle t"
        // (a column is the width of a wide letter, about one and a half of the prompt's letters)
        capture.setPrefColumnCount(Math.max(14, (prompt.length() * 2 + 2) / 3));
        capture.addEventFilter(KeyEvent.KEY_PRESSED, this::pressed);
        capture.addEventFilter(KeyEvent.KEY_TYPED, this::typed);
        Button set = button(Messages.tr("keyEditor.set"), "key-set", this::set);
        Button reset = button(Messages.tr("keyEditor.reset"), "key-reset", this::reset);
        Button resetAll = button(Messages.tr("keyEditor.resetAll"), "key-reset-all", this::resetAll);
        set.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull().or(capture.textProperty().isEmpty()));
        reset.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        HBox row = new HBox(8, new Label(Messages.tr("ui.new.key")), capture, set, reset, resetAll);
        row.setAlignment(Pos.CENTER_LEFT);
        message.setId("key-message");
        message.setWrapText(true);
        message.setMinHeight(Label.USE_PREF_SIZE);
        VBox box = new VBox(8, table, row, message);
        box.setPadding(new Insets(6));
        dialog.getDialogPane().setContent(box);
        dialog.getDialogPane().getButtonTypes().add(ButtonType.CLOSE);
        dialog.getDialogPane().setId("key-editor");
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> capture.clear());
    }

    /** Shows the editor (not modal: the window's keys can be tried while it is open). */
    void show() {
        dialog.show();
    }

    private String shown(KeyMap.Action a) {
        String k = keyName(keys.map().chord(a.id()).orElseThrow());
        return keys.map().isChanged(a.id()) ? Messages.tr("keyEditor.changed", k, keyName(a.defaultChord())) : k;
    }

    /** A chord as the help shows it, with the key's name in the language of the texts (Home: Origine). */
    static String keyName(String chord) {
        return KeyNames.of(chord);
    }

    private void pressed(KeyEvent e) {
        KeyCode c = e.getCode();
        if (c == KeyCode.TAB || c.isModifierKey() || (c == KeyCode.ESCAPE && !e.isShiftDown())) {
            return;
        }
        KeyBindings.chordOf(e).ifPresent(capture::setText);
        e.consume();
    }

    private void typed(KeyEvent e) {
        KeyBindings.chordOf(e).ifPresent(capture::setText);
        e.consume();
    }

    private void set() {
        KeyMap.Action a = table.getSelectionModel().getSelectedItem();
        keys.set(a.id(), capture.getText()).ifPresentOrElse(message::setText,
                () -> message.setText(Messages.tr("keyEditor.now", Messages.text("keys", a.description()),
                        keyName(keys.map().chord(a.id()).orElseThrow()))));
        table.refresh();
    }

    private void reset() {
        KeyMap.Action a = table.getSelectionModel().getSelectedItem();
        keys.reset(a.id()).ifPresentOrElse(message::setText,
                () -> message.setText(Messages.tr("keyEditor.backTo", Messages.text("keys", a.description()), keyName(a.defaultChord()))));
        table.refresh();
    }

    private void resetAll() {
        keys.resetAll();
        message.setText(Messages.tr("ui.every.key.is.back.to.its.default"));
        table.refresh();
    }

    private static Button button(String text, String id, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }
}
