package org.parlour.ui;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.collections.ObservableMap;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Control;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;

/**
 * Parts of the window put into the scene only when they are first shown, and tooltips made only
 * when the pointer first reaches their control, so that the window's first frame builds, styles
 * and lays out only what it shows (issue 32; docs/benchmarks.md, "First drawn frame against a bare
 * window"). The parts themselves are built by the caller as before, with their bindings and
 * listeners live from the start; what waits is their place in the scene, and with it their skins,
 * CSS and layout. Once in, a part stays in: hiding it again only hides it. Until then a lookup in
 * the scene does not find it; {@link #pending} lists it.
 */
public final class Deferred {
    /** The key of an owner's parts not yet in the scene, in its properties. */
    private static final String PENDING = "parlour.deferred";

    private Deferred() {
    }

    /**
     * Runs {@code action} once, on the first time {@code shown} is true: at once when it is true
     * now. Call on the FX thread.
     */
    public static void once(ObservableValue<Boolean> shown, Runnable action) {
        if (Boolean.TRUE.equals(shown.getValue())) {
            action.run();
            return;
        }
        shown.addListener(new ChangeListener<Boolean>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> o, Boolean was, Boolean is) {
                if (Boolean.TRUE.equals(is)) {
                    o.removeListener(this);
                    action.run();
                }
            }
        });
    }

    /**
     * Adds {@code children} (in their order, after any children it has then) to {@code pane} once
     * the pane is first visible.
     */
    public static void children(Pane pane, List<? extends Node> children) {
        hold(pane.getProperties(), children);
        once(pane.visibleProperty(), () -> {
            pane.getProperties().remove(PENDING);
            pane.getChildren().addAll(children);
        });
    }

    /**
     * Keeps {@code part}, hidden now, out of {@code list} (a pane's children, a toolbar's items)
     * until it is first visible, and then puts it where it is now (or at the end when it is not in
     * the list yet): until then an empty stand-in, hidden and left out of layout, holds its place,
     * and {@link #pending} of the stand-in lists the part. For a part that is hidden and left out
     * of layout while it waits (the chapter box, the reading pane) or that only covers others
     * (the list of keys over the board): its absence changes nothing on screen. A part visible now
     * is simply in the list.
     */
    public static void inPlace(List<Node> list, Node part) {
        int at = list.indexOf(part);
        if (part.isVisible()) {
            if (at < 0) {
                list.add(part);
            }
            return;
        }
        Region standIn = new Region();
        standIn.setVisible(false);
        standIn.setManaged(false);
        if (at >= 0) {
            list.set(at, standIn);
        } else {
            list.add(standIn);
        }
        hold(standIn.getProperties(), List.of(part));
        once(part.visibleProperty(), () -> {
            standIn.getProperties().remove(PENDING);
            int i = list.indexOf(standIn);
            if (i >= 0) {
                list.set(i, part);
            } else {
                list.add(part);
            }
        });
    }

    /** Makes {@code content} the content of {@code pane} once the pane is first visible. */
    public static void content(ScrollPane pane, Node content) {
        hold(pane.getProperties(), List.of(content));
        once(pane.visibleProperty(), () -> {
            pane.getProperties().remove(PENDING);
            pane.setContent(content);
        });
    }

    /** Makes {@code content} the content of {@code tab} once the tab is first selected. */
    public static void content(Tab tab, Node content) {
        hold(tab.getProperties(), List.of(content));
        once(tab.selectedProperty(), () -> {
            tab.getProperties().remove(PENDING);
            tab.setContent(content);
        });
    }

    /**
     * Gives {@code node} a tooltip of {@code text}, made the first time the pointer enters the node
     * (a tooltip is a popup window of its own: twenty of them cost the window's start more than
     * the buttons they describe). The tooltip then shows as any other would, after the usual
     * delay; until it is made, the text is the node's accessible help, which is what a screen
     * reader reads for a control's tooltip anyway.
     */
    public static void tooltip(Node node, String text) {
        node.setAccessibleHelp(text);
        onFirstHover(node, () -> new Tooltip(text));
    }

    /**
     * As {@link #tooltip(Node, String)}, for a text that changes (the undo button's, the status
     * bar's, a key's name in a problem button's tip): the accessible help follows it until the
     * first hover, and the tooltip made then follows it too.
     */
    public static void tooltip(Node node, ObservableValue<String> text) {
        node.accessibleHelpProperty().bind(text);
        onFirstHover(node, () -> {
            Tooltip tip = new Tooltip();
            tip.textProperty().bind(text);
            return tip;
        });
    }

    private static void onFirstHover(Node node, java.util.function.Supplier<Tooltip> made) {
        node.addEventHandler(MouseEvent.MOUSE_ENTERED, new EventHandler<MouseEvent>() {
            @Override
            public void handle(MouseEvent e) {
                node.removeEventHandler(MouseEvent.MOUSE_ENTERED, this);
                Tooltip tip = made.get();
                if (node instanceof Control c) {
                    c.setTooltip(tip);
                } else {
                    Tooltip.install(node, tip);
                }
            }
        });
    }

    /**
     * The parts of {@code owner} (a node or a tab) that wait to be put into the scene, in their
     * order: empty once they are in, or when it has none. For checks that walk every part of the
     * window, shown or not (such as the French texts test).
     */
    public static List<Node> pending(Object owner) {
        ObservableMap<Object, Object> properties = owner instanceof Node n ? n.getProperties()
                : owner instanceof Tab t ? t.getProperties() : null;
        Object parts = properties == null || !properties.containsKey(PENDING) ? null : properties.get(PENDING);
        if (parts instanceof List<?> l) {
            List<Node> out = new ArrayList<>();
            for (Object o : l) {
                out.add((Node) o);
            }
            return out;
        }
        return List.of();
    }

    private static void hold(ObservableMap<Object, Object> properties, List<? extends Node> parts) {
        Object before = properties.get(PENDING);
        if (before == null) {
            properties.put(PENDING, parts); // the list itself: parts added to it later are listed too
            return;
        }
        List<Node> all = new ArrayList<>();
        if (before instanceof List<?> l) {
            for (Object o : l) {
                all.add((Node) o);
            }
        }
        all.addAll(parts);
        properties.put(PENDING, all);
    }
}
