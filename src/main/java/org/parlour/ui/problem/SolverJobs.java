package org.parlour.ui.problem;

import java.util.Objects;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.parlour.problem.MoveJudge.Thinking;
import org.parlour.solver.Limits;
import org.parlour.study.StudySession;

/**
 * Problem mode's solver work, one job at a time: the work runs on the background executor, its
 * progress and result come back through the UI executor, and a result is handed on only while
 * the same session is shown with the cursor where the job started. No {@code javafx.scene}.
 */
final class SolverJobs {
    private final Executor background;
    private final Executor ui;
    private final Limits limits;
    private final Supplier<StudySession> shown;
    private final ReadOnlyBooleanWrapper thinking = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper thinkingText = new ReadOnlyStringWrapper("");
    private Job job;

    /** A running job: where it started and its cancel flag. */
    private static final class Job {
        final StudySession session;
        final long at;
        final AtomicBoolean cancel = new AtomicBoolean();

        Job(StudySession session, long at) {
            this.session = session;
            this.at = at;
        }
    }

    /** @param shown the session shown now (null when none), read on the UI thread */
    SolverJobs(Executor background, Executor ui, Limits limits, Supplier<StudySession> shown) {
        this.background = Objects.requireNonNull(background, "background");
        this.ui = Objects.requireNonNull(ui, "ui");
        this.limits = Objects.requireNonNull(limits, "limits");
        this.shown = shown;
    }

    ReadOnlyBooleanProperty thinkingProperty() {
        return thinking.getReadOnlyProperty();
    }

    ReadOnlyStringProperty thinkingTextProperty() {
        return thinkingText.getReadOnlyProperty();
    }

    /** True while a job runs. */
    boolean running() {
        return job != null;
    }

    /** Stops the job when the shown session or its cursor is no longer where it started. */
    void leftIfMoved() {
        StudySession s = shown.get();
        if (job != null && (s == null || s != job.session || s.cursor() != job.at)) {
            stop();
        }
    }

    /** Stops the running job, if any: its result is dropped. */
    void stop() {
        if (job != null) {
            job.cancel.set(true);
            job = null;
        }
        thinking.set(false);
        thinkingText.set("");
    }

    /**
     * Runs {@code work} in the background for the cursor's node of {@code s}; {@code done} gets
     * its result on the UI thread, unless the job was stopped or the cursor left the node
     * meanwhile; {@code failed} gets the message of an exception the work threw.
     */
    <T> void start(StudySession s, Function<Thinking, T> work, Consumer<T> done, Consumer<String> failed) {
        stop();
        Job j = new Job(s, s.cursor());
        job = j;
        thinking.set(true);
        thinkingText.set(org.parlour.core.Messages.tr("sparring.thinking"));
        Thinking t = new Thinking(j.cancel, p -> ui.execute(() -> {
            if (job == j) {
                thinkingText.set(ProblemTexts.thinkingText(p));
            }
        }), limits);
        background.execute(() -> {
            T result;
            try {
                result = work.apply(t);
            } catch (RuntimeException e) {
                ui.execute(() -> {
                    if (job == j) {
                        stop();
                        failed.accept(e.getMessage());
                    }
                });
                return;
            }
            ui.execute(() -> {
                if (job != j) {
                    return;
                }
                stop();
                if (shown.get() == j.session && j.session.cursor() == j.at) {
                    done.accept(result);
                }
            });
        });
    }
}
