package org.parlour.solver;

import static org.parlour.core.EnglishForms.form;

import org.parlour.core.EnglishForms;

/**
 * A progress report of a running search, sent to the caller's callback from the search thread.
 *
 * @param phase          what the search does now, in English as a stable name, e.g. "proving in 3",
 *                       "tries", "analysis depth 4"; {@link #phaseText} says it in the language
 *                       of the texts
 * @param depth          the current iteration: solving-seat moves (solver) or plies (analysis)
 * @param nodes          positions generated so far
 * @param millis         wall-clock milliseconds since the start
 * @param proof          the df-pn engine ({@link Engine#DFPN}): the proof number of the node it
 *                       works on at the top (at least how many more leaves must be proved); 0 for
 *                       the other engines and for analysis
 * @param disproof       likewise the disproof number; 0 when not known
 */
public record Progress(String phase, int depth, long nodes, long millis, long proof, long disproof) {

    /** A report without proof numbers. */
    public Progress(String phase, int depth, long nodes, long millis) {
        this(phase, depth, nodes, millis, 0, 0);
    }

    /**
     * The phases the engines report ({@code Budget.phase}), with their bundle keys: eleven patterns,
     * compiled when a phase is first shown, not by every solve that reports one.
     */
    private static final class Phases {
        static final EnglishForms PHASES = EnglishForms.of(
                form("proving in (\\d+)", "solver.phase.proving"),
                form("judging in (\\d+)", "solver.phase.judgingIn"),
                form("reply in (\\d+)", "solver.phase.replyIn"),
                form("analysis depth (\\d+)", "solver.phase.analysis"),
                form("refutation", "solver.phase.refutation"),
                form("reply", "solver.phase.reply"),
                form("tries", "solver.phase.tries"),
                form("threats", "solver.phase.threats"),
                form("solution tree", "solver.phase.tree"),
                form("keys", "solver.phase.keys"),
                form("done", "solver.phase.done"));

        private Phases() {
        }
    }

    /**
     * {@link #phase} in the language of the texts ({@code core.Messages}), e.g. "proving in 3",
     * « preuve en 3 »; an unknown phase as it is.
     */
    public String phaseText() {
        return Phases.PHASES.current(phase);
    }

    /** Nodes per second so far (0 in the first millisecond). */
    public long nodesPerSecond() {
        return millis <= 0 ? 0 : nodes * 1000 / millis;
    }

    /** True when the report carries proof and disproof numbers (df-pn). */
    public boolean hasProofNumbers() {
        return proof > 0 && disproof > 0;
    }
}
