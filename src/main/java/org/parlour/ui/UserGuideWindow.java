package org.parlour.ui;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import javafx.scene.Scene;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.parlour.core.Messages;

/**
 * Help &gt; User Guide: the user guide in a read-only window of its own beside the main one (not
 * modal: a person reads it while trying what it says), in the window's language: docs/user-guide.md
 * (the resource {@value #RESOURCE}) in English, docs/user-guide.fr.md ({@value #RESOURCE_FR}) in
 * French. The build copies both there (pom.xml), so a build from a clean clone and the jar show the
 * same text as the repository. It is shown as written: Markdown reads as plain text, and its tables
 * keep one row a line. Esc closes the window; the menu item opens it again, or brings it to the
 * front.
 */
final class UserGuideWindow {
    /** Where the guide is on the class path (in the jar). */
    static final String RESOURCE = "/docs/user-guide.md";
    /** Where the French guide is on the class path (in the jar). */
    static final String RESOURCE_FR = "/docs/user-guide.fr.md";

    private final Window owner;
    private Stage stage;

    UserGuideWindow(Window owner) {
        this.owner = owner;
    }

    /** The guide's text (UTF-8) in the window's language ({@link Messages#locale}), or empty when this build does not have it. */
    static Optional<String> text() {
        return text(Messages.locale());
    }

    /**
     * The guide's text (UTF-8) in {@code language}: the French guide for French
     * ({@link Messages#supported}), the English one otherwise; empty when this build does not have it.
     */
    static Optional<String> text(Locale language) {
        String resource = Messages.supported(language).equals(Locale.FRENCH) ? RESOURCE_FR : RESOURCE;
        try (InputStream in = UserGuideWindow.class.getResourceAsStream(resource)) {
            return in == null ? Optional.empty() : Optional.of(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Shows the guide, at its start the first time; false when this build does not have it. */
    boolean show() {
        if (stage == null) {
            Optional<String> t = text();
            if (t.isEmpty()) {
                return false;
            }
            TextArea area = new TextArea(t.get());
            area.setId("user-guide-text");
            area.setEditable(false);
            area.setWrapText(true);
            Scene scene = new Scene(new BorderPane(area), 860, 640);
            // the window's theme (light or dark) and fonts
            if (owner.getScene() != null) {
                scene.getStylesheets().setAll(owner.getScene().getStylesheets());
                scene.getRoot().getStyleClass().setAll(owner.getScene().getRoot().getStyleClass());
            }
            stage = new Stage();
            stage.initOwner(owner);
            stage.setTitle(Messages.tr("ui.userGuide.title"));
            stage.setScene(scene);
            scene.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.ESCAPE) {
                    stage.hide();
                    e.consume();
                }
            });
            stage.show();
            area.home();
            area.requestFocus();
            return true;
        }
        stage.show();
        stage.toFront();
        return true;
    }

    /** The guide's window, or null before it was first shown (tests). */
    Stage stage() {
        return stage;
    }
}
