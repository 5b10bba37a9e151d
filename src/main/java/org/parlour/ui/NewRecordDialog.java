package org.parlour.ui;

import org.parlour.core.Messages;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;

/**
 * Asks for a game and its rule options (rules.md §5) and makes the rules for a new record. A value
 * that the other options' values rule out (Conspirateurs' {@code teams=partnership} with
 * {@code players=2}, rules.md §3.6) is greyed out in its list; a combination chosen all the same
 * (with the keyboard) is named under the options and OK stays disabled, so the dialog never
 * offers what it then refuses. An option whose every value but its default the other options rule
 * out is disabled and set to its default: Conspirateurs' teams stays at none while players is 2.
 *
 * <p>Keys: the game's list has the focus when the dialog opens; Tab and Shift+Tab go through the
 * game, the options (in the order shown) and the buttons; Up and Down change the value of the list
 * that has the focus (the options' rows change with the game, the focus stays on the game); Space,
 * F4 or Alt+Down open the list, where Up, Down and Enter choose a value and Esc closes it only;
 * Enter (OK, the default button) makes the record, Esc (Cancel) closes the dialog.
 */
final class NewRecordDialog {
    private NewRecordDialog() {
    }

    /** The rules chosen, or empty when cancelled or when the game cannot be made; the first game offered. */
    static Optional<Game<?, ?>> ask(Window owner) {
        return ask(owner, null);
    }

    /**
     * The rules chosen, or empty when cancelled or when the game cannot be made.
     *
     * @param gameId the game offered first (the open record's: a Tournament record open offers
     *               Tournament), or null for the first game
     */
    static Optional<Game<?, ?>> ask(Window owner, String gameId) {
        Dialog<ButtonType> d = new Dialog<>();
        d.initOwner(owner);
        d.setTitle(Messages.tr("ui.new.record"));
        d.setHeaderText(Messages.tr("ui.choose.the.game.and.its.rules"));
        d.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        ComboBox<GameType> games = new ComboBox<>();
        games.getItems().addAll(Games.all());
        games.setConverter(new StringConverter<>() {
            @Override
            public String toString(GameType t) {
                return t == null ? "" : t.displayName();
            }

            @Override
            public GameType fromString(String s) {
                return null;
            }
        });
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        Map<String, ComboBox<String>> options = new LinkedHashMap<>();
        // why the chosen values cannot make a game, under the options; empty and hidden when they can
        Label conflict = Labels.refusal("new-record-conflict");
        // wrapped to the options' width, as tall as its lines (a grid would cut it to one line)
        conflict.setPrefWidth(260);
        conflict.setMaxWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        Rules rules = new Rules(games, options);
        Runnable check = () -> {
            // an option the others leave no value but its default is disabled and set to it
            // (Conspirateurs' teams while players is 2: a new user's trial could change it there)
            if (games.getValue() != null) {
                for (RuleOption o : games.getValue().ruleOptions()) {
                    ComboBox<String> box = options.get(o.key());
                    if (box == null) {
                        continue;
                    }
                    boolean onlyDefault = o.values().size() > 1 && o.values().stream().filter(v -> !v.equals(o.defaultValue()))
                            .allMatch(v -> rules.problem(Map.of(o.key(), v)).isPresent());
                    box.setDisable(onlyDefault);
                    if (onlyDefault && !o.defaultValue().equals(box.getValue())) {
                        box.setValue(o.defaultValue()); // its listener runs this check again
                        return;
                    }
                }
            }
            conflict.setText(rules.problem(Map.of()).map(m -> Messages.tr("ui.newRecord.conflict", m)).orElse(""));
            d.getDialogPane().lookupButton(ButtonType.OK).setDisable(!conflict.getText().isEmpty());
            if (d.getDialogPane().getScene() != null && d.getDialogPane().getScene().getWindow() != null) {
                d.getDialogPane().getScene().getWindow().sizeToScene();
            }
        };
        Label gameLabel = new Label(Messages.tr("ui.game"));
        gameLabel.setLabelFor(games);
        grid.addRow(0, gameLabel, games);
        games.setId("new-record-game");
        spaceOpens(games);
        Runnable fill = () -> {
            // the game's row stays: taken out of the scene and put back, its list lost the focus
            grid.getChildren().removeIf(n -> n != gameLabel && n != games);
            options.clear();
            int row = 1;
            GameType t = games.getValue();
            if (t != null) {
                for (RuleOption o : t.ruleOptions()) {
                    ComboBox<String> values = new ComboBox<>();
                    values.getItems().addAll(o.values());
                    values.setConverter(new StringConverter<>() {
                        @Override
                        public String toString(String v) {
                            return v == null ? "" : RuleTexts.value(o.key(), v);
                        }

                        @Override
                        public String fromString(String s) {
                            return RuleTexts.valueOf(o.key(), o.values(), s);
                        }
                    });
                    values.setValue(o.defaultValue());
                    values.setCellFactory(v -> rules.cell(o));
                    values.setButtonCell(new javafx.scene.control.ListCell<>() {
                        @Override
                        protected void updateItem(String v, boolean empty) {
                            super.updateItem(v, empty);
                            setText(empty || v == null ? null : RuleTexts.value(o.key(), v));
                        }
                    });
                    values.valueProperty().addListener(x -> check.run());
                    // what the option does, and its key as records and the command line write it
                    String help = Messages.tr("ui.newRecord.optionKey", RuleTexts.help(o), o.key());
                    values.setTooltip(helpTip(help));
                    values.setId("new-record-" + o.key());
                    spaceOpens(values);
                    Label l = new Label(RuleTexts.label(o.key()));
                    l.setTooltip(helpTip(help));
                    l.setLabelFor(values);
                    grid.addRow(row++, l, values);
                    options.put(o.key(), values);
                }
            }
            grid.add(conflict, 0, row, 2, 1);
            check.run();
            d.getDialogPane().getScene().getWindow().sizeToScene();
        };
        d.getDialogPane().setContent(grid);
        games.valueProperty().addListener(o -> fill.run());
        games.setValue(Games.all().stream().filter(t -> t.id().equals(gameId)).findFirst().orElse(Games.all().get(0)));
        // a combination the keyboard reached past the greyed values keeps the dialog open (OK is disabled too)
        d.getDialogPane().lookupButton(ButtonType.OK).addEventFilter(javafx.event.ActionEvent.ACTION, e -> {
            if (rules.problem(Map.of()).isPresent()) {
                e.consume();
            }
        });
        // the game's list first (the dialog gave the focus to OK, where Up and Down did nothing)
        OpenFocus.on(d, () -> games);
        Optional<ButtonType> b = d.showAndWait();
        if (b.isEmpty() || b.get() != ButtonType.OK || games.getValue() == null) {
            return Optional.empty();
        }
        Map<String, String> chosen = new LinkedHashMap<>();
        options.forEach((k, v) -> chosen.put(k, v.getValue()));
        try {
            return Optional.of(Games.create(games.getValue().id(), RuleOptions.of(chosen)));
        } catch (RuntimeException e) {
            javafx.scene.control.Alert a = new javafx.scene.control.Alert(javafx.scene.control.Alert.AlertType.ERROR,
                    e.getMessage());
            a.initOwner(owner);
            a.setHeaderText(Messages.tr("files.cannotStart", games.getValue().displayName()));
            a.showAndWait();
            return Optional.empty();
        }
    }

    /**
     * Space opens {@code box}'s list, as F4 and Alt+Down do (a closed list let Space pass: nothing
     * happened); in the open list Space is left to the list.
     */
    private static void spaceOpens(ComboBox<?> box) {
        box.addEventFilter(KeyEvent.ANY, e -> {
            if (e.getCode() == KeyCode.SPACE && !box.isShowing()) {
                e.consume();
                if (e.getEventType() == KeyEvent.KEY_RELEASED) {
                    box.show();
                }
            }
        });
    }

    /**
     * The rule options' values as chosen in the dialog, and whether the game can be made with them
     * ({@link Games#create} refuses it, naming why); answers are kept per combination.
     */
    private record Rules(ComboBox<GameType> games, Map<String, ComboBox<String>> options, Map<String, Optional<String>> known) {
        Rules(ComboBox<GameType> games, Map<String, ComboBox<String>> options) {
            this(games, options, new java.util.HashMap<>());
        }

        /** Why the game cannot be made with the chosen values, {@code changed} put in their place; empty when it can. */
        Optional<String> problem(Map<String, String> changed) {
            GameType t = games.getValue();
            if (t == null) {
                return Optional.empty();
            }
            Map<String, String> chosen = new LinkedHashMap<>();
            options.forEach((k, v) -> chosen.put(k, v.getValue()));
            chosen.putAll(changed);
            return known.computeIfAbsent(t.id() + " " + chosen, k -> {
                try {
                    Games.create(t.id(), RuleOptions.of(chosen));
                    return Optional.empty();
                } catch (RuntimeException e) {
                    return Optional.of(e.getMessage() == null ? e.toString() : e.getMessage());
                }
            });
        }

        /**
         * A cell of option {@code o}'s list: greyed out, with the reason as its tooltip, when the
         * other options' values rule its value out; looked at again whenever one of them changes.
         */
        javafx.scene.control.ListCell<String> cell(RuleOption o) {
            javafx.scene.control.ListCell<String> c = new javafx.scene.control.ListCell<>() {
                @Override
                protected void updateItem(String v, boolean empty) {
                    super.updateItem(v, empty);
                    setText(empty || v == null ? null : RuleTexts.value(o.key(), v));
                    rule(this, o);
                }
            };
            options.values().forEach(box -> box.valueProperty().addListener(x -> rule(c, o)));
            return c;
        }

        private void rule(javafx.scene.control.ListCell<String> c, RuleOption o) {
            String v = c.getItem();
            Optional<String> why = c.isEmpty() || v == null ? Optional.empty() : problem(Map.of(o.key(), v));
            c.setDisable(why.isPresent());
            // a disabled list cell looks like any other in modena: greyed as disabled controls are
            c.setOpacity(why.isPresent() ? 0.4 : 1);
            c.setTooltip(why.map(Tooltip::new).orElse(null));
        }
    }

    /**
     * An option's help as a tooltip wrapped at 480 pixels: the help explains the values in words
     * (some 250 characters in French), which in one line ran past the right edge of a 1366-pixel screen.
     */
    private static Tooltip helpTip(String help) {
        Tooltip t = new Tooltip(help);
        t.setWrapText(true);
        t.setMaxWidth(480);
        return t;
    }
}
