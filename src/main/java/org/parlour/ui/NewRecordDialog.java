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
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.parlour.core.Game;
import org.parlour.core.GameType;
import org.parlour.core.RuleOption;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;

/** Asks for a game and its rule options (rules.md §5) and makes the rules for a new record. */
final class NewRecordDialog {
    private NewRecordDialog() {
    }

    /** The rules chosen, or empty when cancelled or when the game cannot be made. */
    static Optional<Game<?, ?>> ask(Window owner) {
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
        Runnable fill = () -> {
            grid.getChildren().clear();
            options.clear();
            grid.addRow(0, new Label(Messages.tr("ui.game")), games);
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
                    values.setTooltip(new Tooltip(RuleTexts.help(o)));
                    Label l = new Label(RuleTexts.name(o.key()));
                    l.setTooltip(new Tooltip(RuleTexts.help(o)));
                    grid.addRow(row++, l, values);
                    options.put(o.key(), values);
                }
            }
            d.getDialogPane().getScene().getWindow().sizeToScene();
        };
        d.getDialogPane().setContent(grid);
        games.valueProperty().addListener(o -> fill.run());
        games.setValue(Games.all().get(0));
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
}
