package org.parlour.ui;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.Messages;

/**
 * The window's one key table: every action that has a key (its id, group, default chord and
 * description) and the person's own keys over the defaults. The menus take their accelerators
 * from it, {@link WindowKeys} dispatches by it, and the help overlay ({@code ?}) and the key editor
 * list it, so a changed key works at once everywhere. Pure: no JavaFX, no files; the preferences
 * keep {@link #save()}'s text.
 *
 * <p>A <em>chord</em> is written {@code Ctrl+Alt+Shift+Key} (modifiers in that order, each at
 * most once; {@code Ctrl} is the platform's shortcut key, Cmd on macOS). The key is a letter
 * {@code A}-{@code Z}, a digit, {@code F1}-{@code F24}, one of {@link #NAMED}, or a single other
 * character ({@code ?}, {@code [}, {@code +}...) which is matched as typed and takes no modifier.
 * {@link #normalize} accepts lower case and the usual other spellings ({@code Control},
 * {@code Shortcut}, {@code PgUp}, {@code Escape}...).
 */
public final class KeyMap {
    /** One action: {@code id} (stable, stored in the preferences), its group and default chord, and what it does. */
    public record Action(String id, String group, String defaultChord, String description) {
    }

    /** The named keys a chord may end with (besides letters, digits, F-keys and characters). */
    public static final List<String> NAMED = List.of("Left", "Right", "Up", "Down", "Home", "End", "Page_Up", "Page_Down",
            "Insert", "Delete", "Enter", "Esc", "Space", "Tab", "Backspace");

    /**
     * Keys the window keeps for itself, with what they do: they cannot be given to an action (Esc
     * closes and drops, Enter types a move, the digits set glyphs, Ctrl+0 sets the reading text's
     * size, Ctrl+Shift+Z redoes).
     */
    public static final Map<String, String> RESERVED = Map.ofEntries(
            Map.entry("Esc", "drop the selection, close"), Map.entry("Enter", "type a move"),
            Map.entry("Tab", "move the focus"),
            Map.entry("0", "clear the glyphs"), Map.entry("1", "glyph !!"), Map.entry("2", "glyph !"),
            Map.entry("3", "glyph !?"), Map.entry("4", "glyph ?!"), Map.entry("5", "glyph ?"), Map.entry("6", "glyph ??"),
            Map.entry("Ctrl+0", "default reading text size"), Map.entry("Ctrl+Shift+Z", "redo"));

    /** The default table, in the order the help lists it. */
    public static final List<Action> DEFAULTS = List.of(
            new Action("nav.back", "Navigate", "Left", "one move back (hold to run through the line)"),
            new Action("nav.forward", "Navigate", "Right", "one move forward"),
            new Action("nav.start", "Navigate", "Home", "start position"),
            new Action("nav.end", "Navigate", "End", "end of the shown line"),
            new Action("nav.up", "Navigate", "Up", "at a fork: the variation before; in a variation: the sibling before"),
            new Action("nav.down", "Navigate", "Down", "at a fork: the next variation; in a variation: the next sibling"),
            new Action("nav.previousFork", "Navigate", "Ctrl+Left", "previous fork"),
            new Action("nav.nextFork", "Navigate", "Ctrl+Right", "next fork"),
            new Action("nav.fold", "Navigate", "-", "fold the variation of the cursor in the move list"),
            new Action("nav.unfold", "Navigate", "+", "unfold the variation of the cursor"),
            new Action("nav.previousChapter", "Navigate", "Ctrl+Shift+P", "previous chapter of a collection"),
            new Action("nav.nextChapter", "Navigate", "Ctrl+Shift+N", "next chapter of a collection"),
            new Action("play.autoplay", "Play", "Space", "autoplay: start / pause"),
            new Action("play.slower", "Play", "[", "autoplay slower"),
            new Action("play.faster", "Play", "]", "autoplay faster"),
            new Action("play.moveField", "Play", "M", "type a move in notation (Enter too)"),
            new Action("play.pass", "Play", "P", "pass (when passing is the legal move)"),
            new Action("view.flip", "View", "F", "flip / rotate the board"),
            new Action("view.heights", "View", "H", "show stack heights (Agora)"),
            new Action("view.animate", "View", "A", "animation on / off"),
            new Action("help.keys", "View", "?", "show or hide the list of keys"),
            new Action("help.guide", "View", "F1", "the user guide"),
            new Action("file.new", "File", "Ctrl+N", "new record"),
            new Action("file.open", "File", "Ctrl+O", "open a record"),
            new Action("file.save", "File", "Ctrl+S", "save"),
            new Action("file.saveAs", "File", "Ctrl+Shift+S", "save as"),
            new Action("file.import", "File", "Ctrl+Shift+I", "import a game (AbstractPlay record or game text)"),
            new Action("file.copyGameText", "File", "Ctrl+Alt+C", "copy the line as game text"),
            new Action("file.pasteGameText", "File", "Ctrl+Shift+V", "paste game text as a new record"),
            new Action("file.quit", "File", "Ctrl+Q", "quit"),
            new Action("edit.undo", "Edit", "Ctrl+Z", "undo any edit (also Ctrl+Shift+Z for redo)"),
            new Action("edit.redo", "Edit", "Ctrl+Y", "redo"),
            new Action("edit.cut", "Edit", "Ctrl+X", "cut the move and what follows"),
            new Action("edit.copy", "Edit", "Ctrl+C", "copy the move and what follows"),
            new Action("edit.paste", "Edit", "Ctrl+V", "paste moves (also as text)"),
            new Action("edit.copyPosition", "Edit", "Ctrl+Shift+C", "copy the position as text"),
            new Action("edit.promote", "Edit", "Page_Up", "promote the variation"),
            new Action("edit.demote", "Edit", "Page_Down", "demote the variation"),
            new Action("edit.mainLine", "Edit", "Ctrl+Page_Up", "make the variation the main line"),
            new Action("edit.replace", "Edit", "Ctrl+R", "replace the move"),
            new Action("edit.delete", "Edit", "Delete", "delete the move and what follows"),
            new Action("edit.deleteOthers", "Edit", "Shift+Delete", "delete the other variations"),
            new Action("edit.comment", "Edit", "Ctrl+E", "edit the comment"),
            new Action("edit.setup", "Edit", "Ctrl+Shift+E", "set up the position"),
            new Action("edit.headers", "Edit", "Ctrl+I", "record headers"),
            new Action("study.mode", "Study", "S", "Study / Edit mode: read the lessons and comments, or edit the record"),
            new Action("study.analyse", "Study", "F5", "analyse the position"),
            new Action("study.review", "Study", "Ctrl+Shift+R", "review the game"),
            new Action("study.nextMistake", "Study", "F8", "next mistake (?!, ?, ??)"),
            new Action("study.previousMistake", "Study", "Shift+F8", "previous mistake"),
            new Action("study.nextComment", "Study", "F7", "next commented move"),
            new Action("study.previousComment", "Study", "Shift+F7", "previous commented move"),
            new Action("study.find", "Study", "Ctrl+F", "find in the record or collection"),
            new Action("study.findNext", "Study", "F3", "next find result"),
            new Action("study.guess", "Study", "Ctrl+G", "guess the move: start / stop"),
            new Action("study.train", "Study", "T", "train on problems at your level"),
            new Action("study.problemHint", "Study", "Ctrl+Shift+H", "problem: a hint"),
            new Action("study.problemSolution", "Study", "Ctrl+Shift+L", "problem: show the solution"),
            new Action("study.problemAgain", "Study", "Ctrl+Shift+T", "problem: try again (take back the wrong move)"),
            new Action("study.nextProblem", "Study", "N", "problem: the next problem"));

    private final List<Action> actions;
    private final Map<String, Action> byId = new LinkedHashMap<>();
    private final Map<String, String> overrides = new LinkedHashMap<>();
    /** Lines of {@link #load}'s text for actions this version does not know (another version's), kept verbatim. */
    private final List<String> foreign = new ArrayList<>();

    /** The default table with no keys of the person's own. */
    public KeyMap() {
        this(DEFAULTS);
    }

    /**
     * A table of {@code actions}.
     *
     * @throws IllegalArgumentException for a repeated id, a default chord that does not parse, or two defaults alike
     */
    public KeyMap(List<Action> actions) {
        this.actions = List.copyOf(actions);
        Map<String, String> seen = new LinkedHashMap<>();
        for (Action a : this.actions) {
            if (byId.put(a.id(), a) != null) {
                throw new IllegalArgumentException("action " + a.id() + " is listed twice");
            }
            String c = normalize(a.defaultChord()).orElseThrow(
                    () -> new IllegalArgumentException("default key of " + a.id() + " does not parse: " + a.defaultChord()));
            if (!c.equals(a.defaultChord())) {
                throw new IllegalArgumentException("default key of " + a.id() + " is not written canonically: " + a.defaultChord());
            }
            String other = seen.put(c, a.id());
            if (other != null) {
                throw new IllegalArgumentException(c + " is the default of both " + other + " and " + a.id());
            }
        }
    }

    /** The actions, in table order. */
    public List<Action> actions() {
        return actions;
    }

    /** The action with {@code id}, if the table has it. */
    public Optional<Action> action(String id) {
        return Optional.ofNullable(byId.get(id));
    }

    /** The chord in use for {@code id}: the person's own, else the default; empty for an unknown id. */
    public Optional<String> chord(String id) {
        Action a = byId.get(id);
        if (a == null) {
            return Optional.empty();
        }
        return Optional.of(overrides.getOrDefault(id, a.defaultChord()));
    }

    /** The action whose chord in use is {@code chord} (any spelling {@link #normalize} accepts). */
    public Optional<Action> actionFor(String chord) {
        Optional<String> c = normalize(chord);
        if (c.isEmpty()) {
            return Optional.empty();
        }
        for (Action a : actions) {
            if (chord(a.id()).orElseThrow().equals(c.get())) {
                return Optional.of(a);
            }
        }
        return Optional.empty();
    }

    /** True when {@code id}'s key is the person's own. */
    public boolean isChanged(String id) {
        return overrides.containsKey(id);
    }

    /**
     * Gives {@code id} the key {@code chord}.
     *
     * @return empty when done; else why not, in one line: the chord does not parse, is reserved,
     *         or is the key of another action (named, with its group)
     */
    public Optional<String> set(String id, String chord) {
        Action a = byId.get(id);
        if (a == null) {
            return Optional.of(Messages.tr("keyMap.noAction", id));
        }
        Optional<String> c = normalize(chord);
        if (c.isEmpty()) {
            return Optional.of(Messages.tr("keyMap.notAKey", chord));
        }
        if (RESERVED.containsKey(c.get())) {
            return Optional.of(Messages.tr("keyMap.reserved", c.get(), reservedText(RESERVED.get(c.get()))));
        }
        Optional<Action> holder = actionFor(c.get());
        if (holder.isPresent() && !holder.get().id().equals(id)) {
            return Optional.of(heldBy(c.get(), holder.get()));
        }
        if (c.get().equals(a.defaultChord())) {
            overrides.remove(id);
        } else {
            overrides.put(id, c.get());
        }
        return Optional.empty();
    }

    /** Puts {@code id}'s default key back (refused, with the reason, when another action holds it now). */
    public Optional<String> reset(String id) {
        Action a = byId.get(id);
        if (a == null) {
            return Optional.of(Messages.tr("keyMap.noAction", id));
        }
        return set(id, a.defaultChord());
    }

    /** What a reserved key does ({@link #RESERVED}'s text) in the language of the texts. */
    static String reservedText(String english) {
        return english.startsWith("glyph ") ? Messages.tr("keyMap.glyph", english.substring(6)) : Messages.text("keys", english);
    }

    /** Puts every default key back. */
    public void resetAll() {
        overrides.clear();
    }

    /**
     * The person's own keys as text for the preferences: {@code id=chord} lines, in table order,
     * then the lines {@link #load} read for actions this version does not know, verbatim and in
     * their order (another version's keys: {@link #resetAll} keeps them too).
     */
    public String save() {
        StringBuilder b = new StringBuilder();
        for (Action a : actions) {
            String c = overrides.get(a.id());
            if (c != null) {
                b.append(a.id()).append('=').append(c).append('\n');
            }
        }
        for (String l : foreign) {
            b.append(l).append('\n');
        }
        return b.toString();
    }

    /**
     * Reads {@link #save()}'s text over the defaults (the keys of the person's own before are dropped).
     * The lines are taken together, so two actions that swapped their keys keep them. A line
     * {@code id=chord} for an action this version does not know is another version's: kept as it
     * is for {@link #save} and not used, not skipped. A line that is not {@code id=chord}, or with
     * a key that does not parse or is reserved, or with a key an earlier line or another action's
     * default holds is skipped, and named in the list returned.
     *
     * @return the lines skipped, each with its reason (empty when all were read)
     */
    public List<String> load(String text) {
        overrides.clear();
        foreign.clear();
        List<String> skipped = new ArrayList<>();
        // the person's keys first, all at once (one at a time, a swap would clash with itself)
        Map<String, String> lineOf = new LinkedHashMap<>();
        Map<String, String> holder = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (l.isEmpty()) {
                continue;
            }
            int eq = l.indexOf('=', 1);
            if (eq < 0) {
                skipped.add(Messages.tr("keyMap.expected", l));
                continue;
            }
            String id = l.substring(0, eq).strip();
            String chord = l.substring(eq + 1).strip();
            Action a = byId.get(id);
            if (a == null && !id.isEmpty()) {
                foreign.add(l);
                continue;
            }
            Optional<String> c = normalize(chord);
            if (a == null || c.isEmpty() || RESERVED.containsKey(c.get())) {
                skipped.add(l + ": " + set(id, chord).orElseThrow());
                continue;
            }
            String other = holder.get(c.get());
            if (other != null && !other.equals(id)) {
                skipped.add(l + ": " + heldBy(c.get(), byId.get(other)));
                continue;
            }
            if (overrides.containsKey(id)) {
                holder.remove(overrides.get(id));
            }
            overrides.put(id, c.get());
            holder.put(c.get(), id);
            lineOf.put(id, l);
        }
        // then the defaults: a key of the person's that another action still has by default is
        // dropped (its action goes back to its own default, which may drop another in turn)
        boolean dropped = true;
        while (dropped) {
            dropped = false;
            for (Action a : actions) {
                if (overrides.containsKey(a.id())) {
                    continue;
                }
                String id = holder.get(a.defaultChord());
                if (id != null && !id.equals(a.id())) {
                    skipped.add(lineOf.get(id) + ": " + heldBy(a.defaultChord(), a));
                    holder.remove(overrides.remove(id));
                    dropped = true;
                }
            }
        }
        overrides.entrySet().removeIf(e -> e.getValue().equals(byId.get(e.getKey()).defaultChord()));
        return skipped;
    }

    private static String heldBy(String chord, Action h) {
        return Messages.tr("keyMap.taken", chord, Messages.text("keys", h.group()), Messages.text("keys", h.description()));
    }

    /** True for a chord matched as a typed character (a single character that is not a letter or digit). */
    public static boolean isCharacter(String chord) {
        return chord.length() == 1 && !Character.isLetterOrDigit(chord.charAt(0));
    }

    /**
     * The canonical form of a chord ({@code ctrl+shift+s} gives {@code Ctrl+Shift+S}), or empty when
     * it is not one: no key, an unknown key name, a repeated modifier, or a modifier on a character.
     */
    public static Optional<String> normalize(String chord) {
        if (chord == null) {
            return Optional.empty();
        }
        String t = chord.strip();
        if (t.isEmpty()) {
            return Optional.empty();
        }
        if (t.length() == 1) {
            return key(t);
        }
        // a trailing "+" is the plus key: "Ctrl++" is not allowed (characters take no modifier)
        List<String> parts = new ArrayList<>(List.of(t.split("\\+", -1)));
        String last = parts.remove(parts.size() - 1);
        if (last.isEmpty()) {
            return Optional.empty();
        }
        boolean ctrl = false;
        boolean alt = false;
        boolean shift = false;
        for (String p : parts) {
            switch (p.strip().toLowerCase(Locale.ROOT)) {
                case "ctrl", "control", "shortcut", "cmd", "meta", "command" -> {
                    if (ctrl) {
                        return Optional.empty();
                    }
                    ctrl = true;
                }
                case "alt", "option" -> {
                    if (alt) {
                        return Optional.empty();
                    }
                    alt = true;
                }
                case "shift" -> {
                    if (shift) {
                        return Optional.empty();
                    }
                    shift = true;
                }
                default -> {
                    return Optional.empty();
                }
            }
        }
        Optional<String> k = key(last.strip());
        if (k.isEmpty() || (isCharacter(k.get()) && (ctrl || alt || shift))) {
            return Optional.empty();
        }
        return Optional.of((ctrl ? "Ctrl+" : "") + (alt ? "Alt+" : "") + (shift ? "Shift+" : "") + k.get());
    }

    private static Optional<String> key(String k) {
        if (k.length() == 1) {
            char c = k.charAt(0);
            if (Character.isLetter(c) && c < 128) {
                return Optional.of(String.valueOf(Character.toUpperCase(c)));
            }
            if (c >= '0' && c <= '9') {
                return Optional.of(k);
            }
            if (c > ' ' && c < 127) {
                return Optional.of(k);
            }
            return Optional.empty();
        }
        String lower = k.toLowerCase(Locale.ROOT).replace(' ', '_');
        if (lower.matches("f([1-9]|1[0-9]|2[0-4])")) {
            return Optional.of("F" + lower.substring(1));
        }
        String named = switch (lower) {
            case "pgup", "pageup", "page_up", "prior" -> "Page_Up";
            case "pgdn", "pgdown", "pagedown", "page_down", "next" -> "Page_Down";
            case "escape", "esc" -> "Esc";
            case "del", "delete" -> "Delete";
            case "ins", "insert" -> "Insert";
            case "return", "enter" -> "Enter";
            case "left", "right", "up", "down", "home", "end", "space", "tab", "backspace" ->
                    Character.toUpperCase(lower.charAt(0)) + lower.substring(1);
            default -> null;
        };
        return Optional.ofNullable(named);
    }

    /** A chord as the help shows it: arrows as {@code ←} {@code →} {@code ↑} {@code ↓}, {@code PgUp}, {@code PgDn}. */
    public static String display(String chord) {
        int plus = chord.length() > 1 ? chord.lastIndexOf('+', chord.length() - 2) : -1;
        String mods = plus < 0 ? "" : chord.substring(0, plus + 1);
        String key = plus < 0 ? chord : chord.substring(plus + 1);
        String shown = switch (key) {
            case "Left" -> "\u2190";
            case "Right" -> "\u2192";
            case "Up" -> "\u2191";
            case "Down" -> "\u2193";
            case "Page_Up" -> "PgUp";
            case "Page_Down" -> "PgDn";
            default -> key;
        };
        return mods + shown;
    }
}
