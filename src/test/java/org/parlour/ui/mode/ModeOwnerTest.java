package org.parlour.ui.mode;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The mode owner's table: every pair of modes (A running, then B started), and what each mode allows and hides. */
class ModeOwnerTest {
    private static final Map<String, Mode> BY_LETTER = Map.of("E", Mode.EDIT, "R", Mode.READ, "A", Mode.ATTEMPT,
            "G", Mode.GUESS, "V", Mode.REVIEW, "S", Mode.SPARRING, "T", Mode.TRAIN);
    private static final List<String> ORDER = List.of("E", "R", "A", "G", "V", "S", "T");

    /**
     * Row: the mode running (over the Edit base for a tool); column: the mode started then (Edit
     * and Read: the layout switched; Attempt: a problem record opened). A cell is the active mode
     * after it and the tools running then, or {@code !} and the refusal (nothing changes).
     */
    private static final String[][] TABLE = {
            //        E        R        A      G        V                     S                   T
            /* E */ {"E:", "R:", "A:", "G:G", "V:V", "S:S", "T:T"},
            /* R */ {"E:", "R:", "A:", "G:G", "V:V", "S:S", "T:T"},
            /* A */ {"A:", "A:", "A:", "G:G", "!REVIEW_GIVES_AWAY", "!ATTEMPT_DEFENDS", "T:T"},
            /* G */ {"G:G", "G:G", "A:", "G:G", "!GUESS_HOLDS", "!GUESS_HOLDS", "T:T"},
            /* V */ {"V:V", "V:V", "A:", "G:G,V", "V:V", "S:S,V", "T:T,V"},
            /* S */ {"S:S", "S:S", "A:", "G:G", "S:S,V", "S:S", "T:T"},
            /* T */ {"T:T", "T:T", "A:", "!TRAIN_HOLDS", "!TRAIN_HOLDS", "!TRAIN_HOLDS", "T:T"},
    };

    private static final class Owner {
        final ModeOwner modes = new ModeOwner();
        final List<Mode> ended = new ArrayList<>();

        Owner() {
            for (Mode m : Mode.ALL) {
                if (!m.base()) {
                    modes.onEnd(m, () -> ended.add(m));
                }
            }
        }

        Optional<Refusal> enter(Mode m) {
            if (m.equals(Mode.EDIT) || m.equals(Mode.READ)) {
                modes.setStudy(m.equals(Mode.READ));
                return Optional.empty();
            }
            if (m.equals(Mode.ATTEMPT)) {
                modes.opened(true);
                return Optional.empty();
            }
            return modes.start(m);
        }

        Set<Mode> tools() {
            return modes.runningModes().stream().filter(x -> !x.base()).collect(Collectors.toCollection(LinkedHashSet::new));
        }
    }

    private static String letter(Mode m) {
        return BY_LETTER.entrySet().stream().filter(e -> e.getValue().equals(m)).findFirst().orElseThrow().getKey();
    }

    @Test
    void everyPairOfModes() {
        for (int a = 0; a < ORDER.size(); a++) {
            for (int b = 0; b < ORDER.size(); b++) {
                Mode first = BY_LETTER.get(ORDER.get(a));
                Mode then = BY_LETTER.get(ORDER.get(b));
                String cell = TABLE[a][b];
                String pair = ORDER.get(a) + " then " + ORDER.get(b);
                Owner o = new Owner();
                o.modes.opened(false);
                assertThat(o.enter(first)).as(pair + ": the first starts").isEmpty();
                Mode activeBefore = o.modes.active();
                Set<Mode> toolsBefore = o.tools();
                o.ended.clear();

                Optional<Refusal> why = o.enter(then);

                if (cell.startsWith("!")) {
                    assertThat(why).as(pair).contains(Refusal.valueOf(cell.substring(1)));
                    assertThat(o.modes.active()).as(pair + ": nothing changes").isEqualTo(activeBefore);
                    assertThat(o.tools()).as(pair).isEqualTo(toolsBefore);
                    assertThat(o.ended).as(pair).isEmpty();
                    continue;
                }
                assertThat(why).as(pair).isEmpty();
                String[] parts = cell.split(":", -1);
                assertThat(letter(o.modes.active())).as(pair + ": active").isEqualTo(parts[0]);
                Set<String> tools = o.tools().stream().map(ModeOwnerTest::letter).collect(Collectors.toSet());
                Set<String> expected = parts[1].isEmpty() ? Set.of() : Set.of(parts[1].split(","));
                assertThat(tools).as(pair + ": tools running").isEqualTo(expected);
                Set<Mode> gone = new LinkedHashSet<>(toolsBefore);
                gone.removeIf(o.tools()::contains);
                assertThat(o.ended).as(pair + ": each ended tool's view model is told once").containsExactlyInAnyOrderElementsOf(gone);
                Mode active = o.modes.active();
                assertThat(o.modes.navigationRefused()).as(pair + ": navigation").isEqualTo(active.navigation());
                assertThat(o.modes.route()).as(pair + ": route").isEqualTo(active.route());
                for (Hidden h : Hidden.values()) {
                    boolean hid = o.modes.runningModes().stream().anyMatch(m -> m.hides().contains(h));
                    assertThat(o.modes.hides(h)).as(pair + ": hides " + h).isEqualTo(hid);
                }
            }
        }
    }

    @Test
    void whatEachModeAllowsAndHides() {
        // mode: route, navigation refused, edits refused, hidden
        Object[][] rows = {
                {Mode.EDIT, Mode.Route.RECORD, null, null, Set.of()},
                {Mode.READ, Mode.Route.RECORD, null, null, Set.of()},
                {Mode.ATTEMPT, Mode.Route.RECORD, null, Refusal.ATTEMPT_NOT_RECORD, Set.of(Hidden.SOLUTION, Hidden.TRANSPOSITIONS)},
                {Mode.GUESS, Mode.Route.TOOL, Refusal.GUESS_HOLDS, Refusal.GUESS_HOLDS, Set.of(Hidden.values())},
                {Mode.REVIEW, Mode.Route.RECORD, null, null, Set.of()},
                {Mode.SPARRING, Mode.Route.TOOL, null, null, Set.of()},
                {Mode.TRAIN, Mode.Route.RECORD, null, null, Set.of()},
        };
        assertThat(rows.length).isEqualTo(Mode.ALL.size());
        for (Object[] r : rows) {
            Mode m = (Mode) r[0];
            assertThat(m.route()).as(m + " route").isEqualTo(r[1]);
            assertThat(m.navigation()).as(m + " navigation").isEqualTo(Optional.ofNullable((Refusal) r[2]));
            assertThat(m.edits()).as(m + " edits").isEqualTo(Optional.ofNullable((Refusal) r[3]));
            assertThat(m.hides()).as(m + " hides").isEqualTo(r[4]);
        }
    }

    @Test
    void editsAreRefusedByTheHolderFirstThenTheBase() {
        ModeOwner o = new ModeOwner();
        o.opened(true);
        assertThat(o.editRefused()).contains(Refusal.ATTEMPT_NOT_RECORD);
        assertThat(o.heldBy()).isEmpty();
        o.start(Mode.GUESS);
        assertThat(o.editRefused()).contains(Refusal.GUESS_HOLDS);
        assertThat(o.heldBy()).contains(Refusal.GUESS_HOLDS);
        o.end(Mode.GUESS);
        assertThat(o.editRefused()).contains(Refusal.ATTEMPT_NOT_RECORD);
    }

    @Test
    void aMoveGoesToTheActiveModeOnly() {
        ModeOwner o = new ModeOwner();
        List<String> heard = new ArrayList<>();
        o.onMove(Mode.GUESS, m -> heard.add("guess " + m));
        o.afterMove(Mode.ATTEMPT, from -> heard.add("judge " + from));
        o.onMove(Mode.SPARRING, m -> heard.add("spar " + m));
        o.opened(false);
        assertThat(o.take("a")).as("Edit: played at the cursor").isFalse();
        o.played(1);
        o.start(Mode.SPARRING);
        assertThat(o.take("b")).as("sparring takes it: it refuses a move on the engine's turn").isTrue();
        o.start(Mode.GUESS);
        assertThat(o.take("c")).as("the guess takes it").isTrue();
        o.played(3);
        o.start(Mode.TRAIN);
        assertThat(o.take("d")).as("the trainer's moves go into the record").isFalse();
        o.played(4);
        o.opened(true);
        assertThat(o.take("e")).isFalse();
        o.played(5);
        assertThat(heard).containsExactly("spar b", "guess c", "judge 5");
    }

    /**
     * The trainer over its problem's attempt: the attempt judges the moves, the View menu's hiding
     * reaches it, a record the trainer opens (its next problem, or the same one again) keeps it
     * running and any other ends it; no other tool starts over it.
     */
    @Test
    void theTrainerGoesOnOverItsOwnProblems() {
        Owner o = new Owner();
        List<String> heard = new ArrayList<>();
        List<Boolean> asked = new ArrayList<>();
        o.modes.afterMove(Mode.ATTEMPT, from -> heard.add("judge " + from));
        o.modes.onHideRequest(asked::add);
        boolean[] own = {true};
        o.modes.keepOver(Mode.TRAIN, () -> own[0]);
        o.modes.opened(true);
        assertThat(o.modes.start(Mode.TRAIN)).isEmpty();
        assertThat(o.modes.take("a")).isFalse();
        o.modes.played(1);
        assertThat(heard).containsExactly("judge 1");
        o.modes.hideByHand(false);
        assertThat(asked).as("the problem pane hears the View menu").containsExactly(false);

        o.modes.opened(true);
        o.modes.opened(false);
        assertThat(o.modes.running(Mode.TRAIN)).as("its own records").isTrue();
        assertThat(o.ended).isEmpty();
        for (Mode m : List.of(Mode.GUESS, Mode.REVIEW, Mode.SPARRING)) {
            assertThat(o.modes.refused(m)).as(m + " over the trainer").contains(Refusal.TRAIN_HOLDS);
            assertThat(o.modes.start(m)).contains(Refusal.TRAIN_HOLDS);
        }
        assertThat(o.modes.active()).isEqualTo(Mode.TRAIN);

        own[0] = false;
        o.modes.opened(false);
        assertThat(o.modes.running(Mode.TRAIN)).as("another record ends it").isFalse();
        assertThat(o.ended).containsExactly(Mode.TRAIN);
        assertThat(o.modes.refused(Mode.GUESS)).isEmpty();
    }

    @Test
    void aRecordOpeningEndsEveryTool() {
        Owner o = new Owner();
        o.modes.opened(false);
        o.modes.start(Mode.REVIEW);
        o.modes.start(Mode.GUESS);
        o.modes.opened(false);
        assertThat(o.ended).containsExactlyInAnyOrder(Mode.REVIEW, Mode.GUESS);
        assertThat(o.modes.active()).isEqualTo(Mode.EDIT);
    }

    @Test
    void theSolutionHiddenByHand() {
        ModeOwner o = new ModeOwner();
        List<Boolean> asked = new ArrayList<>();
        o.onHideRequest(asked::add);
        o.opened(false);
        o.hideByHand(true);
        assertThat(o.hides(Hidden.SOLUTION)).isTrue();
        assertThat(o.hides(Hidden.TRANSPOSITIONS)).isTrue();
        assertThat(o.hides(Hidden.ARROWS)).as("only the moves after the cursor").isFalse();
        o.start(Mode.GUESS);
        o.hideByHand(false);
        assertThat(o.hides(Hidden.SOLUTION)).as("guessing keeps it hidden whatever the menu says").isTrue();
        assertThat(asked).as("while a tool holds the board the record's view is not asked to change").containsExactly(true);
        o.end(Mode.GUESS);
        assertThat(o.hides(Hidden.SOLUTION)).isFalse();
        o.hideByHand(true);
        o.opened(false);
        assertThat(o.hides(Hidden.SOLUTION)).as("a record opening starts shown").isFalse();
        o.opened(true);
        assertThat(o.hides(Hidden.SOLUTION)).as("an attempt hides it").isTrue();
    }

    @Test
    void basesAreNotStarted() {
        for (Mode m : Arrays.asList(Mode.EDIT, Mode.READ, Mode.ATTEMPT)) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> new ModeOwner().start(m)).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
