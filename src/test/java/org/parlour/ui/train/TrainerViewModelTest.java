package org.parlour.ui.train;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Messages;
import org.parlour.games.Games;
import org.parlour.history.TrainingDb;
import org.parlour.problem.ProblemScore;
import org.parlour.study.StudySession;
import org.parlour.train.MutableClock;
import org.parlour.train.Mode;
import org.parlour.train.TrainingProblem;
import org.parlour.train.TrainingSamples;
import org.parlour.ui.MainViewModel;

/**
 * The trainer pane's model without a toolkit (issue 34's trial), on the shipped Agora problems
 * and a history in a temporary folder; the window is a {@link MainViewModel} the served problems
 * open in, and the pauses are run by hand: a solved streak problem is followed by the next one
 * after {@link TrainerViewModel#STREAK_PAUSE}, review with nothing due says when and goes on with
 * rated problems.
 */
class TrainerViewModelTest {
    @TempDir
    Path dir;
    private final MainViewModel main = new MainViewModel();
    private final List<Runnable> paused = new ArrayList<>();
    private final List<Duration> pauses = new ArrayList<>();
    private TrainerViewModel vm;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-03-01T09:00:00Z"));

    @BeforeEach
    void open() throws Exception {
        Messages.setLocale(Locale.ENGLISH);
        vm = trainer(dir.resolve("training.db"), (g, unread) -> List.of(), Runnable::run, Runnable::run);
    }

    /** A trainer on the history in {@code file} and the Agora samples (problems.json), the pauses run by hand. */
    private TrainerViewModel trainer(Path file, java.util.function.BiFunction<String, java.util.function.Consumer<String>, List<TrainingProblem>> library,
                                     java.util.concurrent.Executor background, java.util.concurrent.Executor ui) throws Exception {
        TrainerViewModel vm = new TrainerViewModel(main, () -> TrainingDb.open(file), library, background, ui, clock, new Random(3));
        vm.setPresenter(p -> {
            main.open(new StudySession(Games.create(p.record().gameId(), p.record().rules()), p.record()));
            return true;
        });
        vm.setLater((d, r) -> {
            pauses.add(d);
            paused.add(r);
        });
        vm.trainOn(TrainingSamples.of("agora").stream().map(TrainingProblem::record).toList(), "problems.json");
        assertThat(vm.activeProperty().get()).isTrue();
        return vm;
    }

    @AfterEach
    void close() {
        vm.close();
    }

    private String current() {
        return vm.trainer().orElseThrow().current().map(TrainingProblem::key).orElse("");
    }

    private void answer(ProblemScore score) {
        vm.judged(main.recordSession().orElseThrow().record(), score);
        clock.advance(Duration.ofSeconds(30));
    }

    @Test
    void aSolvedStreakProblemIsFollowedByTheNextAfterAPause() {
        vm.modeProperty().set(Mode.STREAK);
        String first = current();
        answer(ProblemScore.FIRST_TRY);
        assertThat(vm.resultProperty().get()).isEqualTo("Solved at the first try: streak of 1. The next, harder problem follows.");
        assertThat(pauses).as("one pause, then the next problem").containsExactly(TrainerViewModel.STREAK_PAUSE);
        assertThat(current()).as("the solved problem stays during the pause").isEqualTo(first);
        paused.remove(0).run();
        String second = current();
        assertThat(second).isNotEqualTo(first);
        assertThat(vm.trainer().orElseThrow().isJudged()).isFalse();
        assertThat(main.recordSession().orElseThrow().record().problem()).isPresent();

        // Next problem pressed during the pause: the pause's end does not skip one more
        answer(ProblemScore.FIRST_TRY);
        vm.next();
        String third = current();
        paused.remove(0).run();
        assertThat(current()).isEqualTo(third).isNotEqualTo(second);

        // a failure ends the streak: no pause, the person reads the result and goes on by hand
        answer(ProblemScore.FAILED);
        assertThat(paused).isEmpty();
        assertThat(vm.resultProperty().get()).startsWith("Failed: the streak ends at 2");
        assertThat(current()).isEqualTo(third);
    }

    @Test
    void ratedModeWaitsForNextProblem() {
        String first = current();
        answer(ProblemScore.FIRST_TRY);
        assertThat(paused).isEmpty();
        assertThat(current()).isEqualTo(first);
    }

    @Test
    void theRatingChartStartsAtTheStartingRatingAndNamesTheDays() {
        // no rated try yet: the starting rating alone, and the axis says why there is no line
        // (the new-user trial of trial37: after a streak the chart was empty, its axes 0 to 110)
        assertThat(vm.ratingChart("agora", 400).points()).as("no rated try yet").hasSize(1);
        assertThat(vm.ratingChart("agora", 400).points().get(0)).containsExactly(0, 1500);
        assertThat(vm.ratingChart("agora", 400).axis()).isEqualTo("No rated tries yet (only Rated and By theme count)");
        answer(ProblemScore.FIRST_TRY);
        TrainerViewModel.RatingChart one = vm.ratingChart("agora", 400);
        assertThat(one.points()).hasSize(2);
        assertThat(one.points().get(0)).containsExactly(0, 1500);
        assertThat(one.points().get(1)[0]).isEqualTo(1);
        assertThat(one.points().get(1)[1]).isEqualTo(vm.trainer().orElseThrow().player().rating());
        String day = java.time.format.DateTimeFormatter.ofLocalizedDate(java.time.format.FormatStyle.MEDIUM)
                .withLocale(Locale.ENGLISH).withZone(ZoneId.systemDefault()).format(clock.instant());
        assertThat(one.axis()).isEqualTo("Rated tries (" + day + ")");
        clock.advance(Duration.ofDays(3));
        vm.next();
        answer(ProblemScore.FAILED);
        String later = java.time.format.DateTimeFormatter.ofLocalizedDate(java.time.format.FormatStyle.MEDIUM)
                .withLocale(Locale.ENGLISH).withZone(ZoneId.systemDefault()).format(clock.instant());
        assertThat(vm.ratingChart("agora", 400).axis()).isEqualTo("Rated tries (" + day + " \u2013 " + later + ")");
        assertThat(vm.ratingChart("agora", 400).points()).hasSize(3);
    }

    @Test
    void reviewWithNothingDueSaysWhenAndGoesOnWithRatedProblems() {
        vm.modeProperty().set(Mode.REVIEW);
        assertThat(vm.modeProperty().get()).as("nothing was ever failed").isEqualTo(Mode.RATED);
        assertThat(vm.messageProperty().get()).isEqualTo("Nothing to review: failed problems come back here. Rated problems meanwhile.");
        assertThat(current()).isNotEmpty();

        String failed = current();
        answer(ProblemScore.FAILED);
        vm.modeProperty().set(Mode.REVIEW);
        assertThat(current()).isEqualTo(failed);
        answer(ProblemScore.FIRST_TRY);
        vm.next();
        assertThat(vm.modeProperty().get()).isEqualTo(Mode.RATED);
        assertThat(vm.messageProperty().get()).startsWith("Nothing to review now: the next failure comes back on ")
                .endsWith(". Rated problems meanwhile.");
        assertThat(current()).isNotEmpty().isNotEqualTo(failed);
        assertThat(vm.trainer().orElseThrow().isJudged()).isFalse();
        assertThat(vm.trainer().orElseThrow().mode()).isEqualTo(Mode.RATED);
    }

    /**
     * Only the true review line shows (a new user's trial, in French: "Prochaine révision" under
     * "Rien à revoir…", which also stayed after later tries): the "nothing to review" message
     * names the next date, so the review line under it is empty; a judged try takes the message
     * away, and the review line says what is due or when.
     */
    @Test
    void theNothingToReviewMessageAndTheReviewLineNeverSayItTwiceAndTheMessageGoesAtTheNextTry() {
        vm.modeProperty().set(Mode.REVIEW);
        assertThat(vm.messageProperty().get()).startsWith("Nothing to review: failed problems come back here.");
        assertThat(vm.reviewProperty().get()).isEmpty();
        answer(ProblemScore.FAILED);
        assertThat(vm.messageProperty().get()).as("no longer true after a failure").isEmpty();
        assertThat(vm.reviewProperty().get()).isEqualTo("To review: 1 due now");

        vm.modeProperty().set(Mode.REVIEW);
        answer(ProblemScore.FIRST_TRY);
        vm.next();
        assertThat(vm.messageProperty().get()).startsWith("Nothing to review now: the next failure comes back on ");
        assertThat(vm.reviewProperty().get()).as("the message says when already").isEmpty();
        answer(ProblemScore.FIRST_TRY);
        assertThat(vm.messageProperty().get()).as("a later try: the message goes").isEmpty();
        assertThat(vm.reviewProperty().get()).startsWith("Next review: ");
    }

    /**
     * The CSV export names each problem in the window's language at export time (a new user's
     * trial: tries made in English then in French exported "Agora: capture…" and "Agora : prendre…"
     * side by side); the history keeps the problem's id, so an old database reads as before.
     */
    @Test
    void theCsvExportNamesTheProblemsInTheLanguageOfTheWindowNow() throws Exception {
        TrainingProblem first = vm.trainer().orElseThrow().current().orElseThrow();
        answer(ProblemScore.FIRST_TRY);
        Path csv = dir.resolve("history.csv");
        Messages.setLocale(Locale.FRENCH);
        try {
            vm.exportCsv(csv);
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
        String french = Messages.in(Locale.FRENCH, () -> org.parlour.study.RecordLanguages.shown(first.record().meta().titleText(), first.record()));
        assertThat(french).isNotEqualTo(first.title());
        List<String> lines = java.nio.file.Files.readAllLines(csv);
        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).contains(first.key()).contains(TrainingDbCsv.field(french)).doesNotContain(TrainingDbCsv.field(first.title()));
    }

    /**
     * The CSV export reads the libraries of the games tried, queries the history and writes the
     * file all on the background executor; the window's thread hears only its progress and its end
     * (the status line says so at each end, and the export shows as running meanwhile). Before,
     * the libraries were read on the window's thread (seconds for the shipped ones, the window
     * frozen), and later the query and the write still were. An error is one status line.
     */
    @Test
    void theCsvExportQueriesAndWritesInTheBackground() throws Exception {
        vm.close();
        List<Runnable> background = new ArrayList<>();
        List<Runnable> ui = new ArrayList<>();
        List<String> read = new ArrayList<>();
        List<TrainingProblem> agora = TrainingSamples.of("agora");
        vm = trainer(dir.resolve("other.db"), (g, unread) -> {
            read.add(g);
            return agora;
        }, background::add, ui::add);
        answer(ProblemScore.FIRST_TRY);
        Path csv = dir.resolve("history.csv");
        vm.exportCsv(csv);
        assertThat(read).as("no library read on the window's thread").isEmpty();
        assertThat(csv).doesNotExist();
        assertThat(main.messageProperty().get()).isEqualTo("Exporting the training history to history.csv…");
        assertThat(vm.exportingProperty().get()).isTrue();
        assertThat(background).hasSize(1);
        background.remove(0).run();
        assertThat(read).containsExactly("agora");
        assertThat(csv).as("the history is queried and written on the background thread").exists();
        assertThat(java.nio.file.Files.readAllLines(csv)).hasSize(2);
        assertThat(main.messageProperty().get()).as("the end is said on the window's thread").startsWith("Exporting");
        ui.forEach(Runnable::run);
        ui.clear();
        assertThat(main.messageProperty().get()).isEqualTo("1 try exported to history.csv.");
        assertThat(vm.exportingProperty().get()).isFalse();

        // a library that cannot be read: one status line, nothing written
        Path other = dir.resolve("other.csv");
        vm.close();
        vm = trainer(dir.resolve("other.db"), (g, unread) -> {
            throw new IllegalStateException("the library is gone");
        }, Runnable::run, Runnable::run);
        vm.exportCsv(other);
        assertThat(main.messageProperty().get()).isEqualTo("other.csv was not written: the library is gone");
        assertThat(other).doesNotExist();
        assertThat(vm.exportingProperty().get()).isFalse();
    }

    /** Cancel stops the export before its file is written: the old file stays, the status line says so. */
    @Test
    void aCancelledExportLeavesTheFileAsItWas() throws Exception {
        vm.close();
        List<Runnable> background = new ArrayList<>();
        List<Runnable> ui = new ArrayList<>();
        vm = trainer(dir.resolve("other.db"), (g, unread) -> List.of(), background::add, ui::add);
        answer(ProblemScore.FIRST_TRY);
        Path csv = dir.resolve("history.csv");
        java.nio.file.Files.writeString(csv, "an older export\n");
        vm.exportCsv(csv);
        vm.exportCsv(dir.resolve("second.csv"));
        assertThat(background).as("one export at a time").hasSize(1);
        // the refusal names the file not written (it repeated the first export's line)
        assertThat(main.messageProperty().get()).isEqualTo("second.csv was not written: an export to history.csv is running");
        vm.cancelExport();
        background.remove(0).run();
        ui.forEach(Runnable::run);
        assertThat(main.messageProperty().get()).isEqualTo("Export of the training history to history.csv cancelled: the file was not written.");
        assertThat(java.nio.file.Files.readString(csv)).isEqualTo("an older export\n");
        assertThat(dir.resolve("second.csv")).doesNotExist();
        assertThat(vm.exportingProperty().get()).isFalse();
    }

    /**
     * The file is written through AtomicFile, as every file Parlour writes: a symbolic link is
     * followed (the file it names gets the CSV, the link stays a link; the export's own temporary
     * file and move used to put a plain file in the link's place), and a file that cannot be
     * written is said in one line naming it and why.
     */
    @Test
    void theExportIsWrittenAsEveryFileIsAndItsErrorIsOneLine() throws Exception {
        answer(ProblemScore.FIRST_TRY);
        Path real = dir.resolve("kept.csv");
        java.nio.file.Files.writeString(real, "old\n");
        Path link = java.nio.file.Files.createSymbolicLink(dir.resolve("link.csv"), real.getFileName());
        vm.exportCsv(link);
        assertThat(main.messageProperty().get()).isEqualTo("1 try exported to link.csv.");
        assertThat(java.nio.file.Files.isSymbolicLink(link)).as("the link stays a link").isTrue();
        assertThat(java.nio.file.Files.readAllLines(real)).hasSize(2).first().isEqualTo(TrainingDb.CSV_HEADER);

        // a folder that cannot hold it (here a plain file in the folder's place: root writes anywhere else)
        Path notAFolder = java.nio.file.Files.writeString(dir.resolve("notes.txt"), "x");
        Path bad = notAFolder.resolve("history.csv");
        vm.exportCsv(bad);
        String said = main.messageProperty().get();
        assertThat(said).startsWith(bad.toString() + ": cannot save: ").doesNotContain(".tmp").doesNotContain("\n");
        assertThat(vm.exportingProperty().get()).isFalse();
    }

    /** A CSV field as the export writes it (quoted when it holds a comma or a quote). */
    private static final class TrainingDbCsv {
        static String field(String s) {
            return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
        }
    }

    /**
     * The dashboard's totals line in both languages (the new-user trial of trial37: in French the
     * dashboard did not open at all, its line asked a plural of the failed share "33 %", a text,
     * and MessageFormat threw "Cannot format given Object as a Number").
     */
    @Test
    void theDashboardsTotalsSayTheSharesInBothLanguages() {
        TrainingDb.Stats three = new TrainingDb.Stats("", 3, 2, 0, 1);
        assertThat(TrainerViewModel.totals(three, 1525)).isEqualTo("3 tries: 67% at the first try, 0% with a hint, 33% failed. Rating now 1525.");
        assertThat(TrainerViewModel.totals(new TrainingDb.Stats("", 0, 0, 0, 0), 1500)).isEqualTo("No tries yet.");
        Messages.setLocale(Locale.FRENCH);
        try {
            assertThat(TrainerViewModel.totals(three, 1525)).isEqualTo(
                    "3 essais\u00a0: 67\u00a0% au premier essai, 0\u00a0% avec un indice, 33\u00a0% manqu\u00e9s. Classement actuel 1525.");
            assertThat(TrainerViewModel.totals(new TrainingDb.Stats("", 1, 0, 0, 1), 1400)).contains("100\u00a0% manqu\u00e9s");
        } finally {
            Messages.setLocale(Locale.ENGLISH);
        }
    }

    /**
     * T says at once in the status bar that the problems are being read (the pane shows only once
     * they are: under load the window gave no sign for seconds and the first T looked lost).
     */
    @Test
    void theFirstTSaysAtOnceThatTheProblemsAreLoading() throws Exception {
        List<Runnable> later = new ArrayList<>();
        MainViewModel window = new MainViewModel();
        Path file = dir.resolve("loading.db");
        List<TrainingProblem> agora = TrainingSamples.of("agora");
        TrainerViewModel slow = new TrainerViewModel(window, () -> TrainingDb.open(file),
                (g, unread) -> agora, later::add, Runnable::run, clock, new Random(3));
        try {
            slow.setPresenter(p -> {
                window.open(new StudySession(Games.create(p.record().gameId(), p.record().rules()), p.record()));
                return true;
            });
            slow.start();
            assertThat(window.messageProperty().get()).isEqualTo("Loading the Agora problems\u2026");
            assertThat(later).hasSize(1);
            later.get(0).run();
            assertThat(slow.activeProperty().get()).isTrue();
            assertThat(window.messageProperty().get()).doesNotContain("Loading");
        } finally {
            slow.close();
        }
    }

    /**
     * The window's save prompt cancelled (the presenter shows nothing): "Loading the Tournament
     * problems…" stayed in the status bar, even during a later review (a new user's trial).
     */
    @Test
    void aCancelledSavePromptReplacesTheLoadingMessage() throws Exception {
        MainViewModel window = new MainViewModel();
        Path file = dir.resolve("cancelled.db");
        List<TrainingProblem> agora = TrainingSamples.of("agora");
        List<Runnable> later = new ArrayList<>();
        TrainerViewModel kept = new TrainerViewModel(window, () -> TrainingDb.open(file),
                (g, unread) -> agora, later::add, Runnable::run, clock, new Random(3));
        try {
            kept.setPresenter(p -> false);
            kept.start();
            assertThat(window.messageProperty().get()).startsWith("Loading the");
            later.get(0).run();
            assertThat(window.messageProperty().get()).as("the trainer's word, not its stale loading message")
                    .isEqualTo("The problem was not opened: your work is kept.");
        } finally {
            kept.close();
        }
    }
    /**
     * Stop, then T: the problem left comes back with the trainer running (its pane shown, Next
     * problem asking the trainer, the try judged and kept), as often as the person goes back and
     * forth. T after Stop showed the problem while the trainer stayed stopped: no pane, no Next
     * problem, the try judged nowhere, and T did nothing more (a new user's trial).
     */
    @Test
    void tAfterStopBringsTheProblemBackWithTheTrainerRunning() {
        String left = current();
        for (int i = 0; i < 3; i++) {
            vm.stop();
            assertThat(vm.activeProperty().get()).isFalse();
            assertThat(vm.serves(main.recordSession().orElseThrow().record())).isFalse();
            vm.start();
            assertThat(vm.activeProperty().get()).as("T, time " + (i + 1)).isTrue();
            assertThat(current()).isEqualTo(left);
            assertThat(vm.serves(main.recordSession().orElseThrow().record())).as("Next problem asks the trainer").isTrue();
        }
        long before = vm.trainer().orElseThrow().player().shown();
        answer(ProblemScore.FIRST_TRY);
        assertThat(vm.trainer().orElseThrow().isJudged()).isTrue();
        assertThat(vm.trainer().orElseThrow().player().shown()).isGreaterThan(before);
        assertThat(vm.openHistory().totals("agora").tries()).isEqualTo(1);
    }

    /**
     * Stop while another game's problems are being read: they are not served once read (the first
     * would show without its pane, the trainer stopped), and the game chosen is the trainer's again.
     */
    @Test
    void stopWhileAGamesProblemsLoadServesNothingOnceRead() throws Exception {
        List<Runnable> later = new ArrayList<>();
        MainViewModel window = new MainViewModel();
        Path file = dir.resolve("stopped.db");
        java.util.Map<String, List<TrainingProblem>> libraries = java.util.Map.of("agora", TrainingSamples.of("agora"),
                "tournament", TrainingSamples.of("tournament"));
        List<String> presented = new ArrayList<>();
        TrainerViewModel slow = new TrainerViewModel(window, () -> TrainingDb.open(file),
                (g, unread) -> libraries.getOrDefault(g, List.of()), later::add, Runnable::run, clock, new Random(3));
        try {
            slow.setPresenter(p -> {
                presented.add(p.key());
                window.open(new StudySession(Games.create(p.record().gameId(), p.record().rules()), p.record()));
                return true;
            });
            slow.start();
            later.remove(0).run();
            assertThat(slow.activeProperty().get()).isTrue();
            assertThat(presented).hasSize(1);
            String trained = slow.gameProperty().get();
            assertThat(trained).isEqualTo("agora");
            slow.gameProperty().set("tournament");
            assertThat(later).as("the other game's problems are being read").hasSize(1);
            slow.stop();
            later.remove(0).run();
            assertThat(presented).as("nothing served after Stop").hasSize(1);
            assertThat(slow.activeProperty().get()).isFalse();
            assertThat(slow.gameProperty().get()).isEqualTo(trained);
            assertThat(slow.messageProperty().get()).doesNotContain("Loading");
            slow.start();
            assertThat(slow.activeProperty().get()).as("T: the problem left").isTrue();
            assertThat(presented).hasSize(2).allMatch(presented.get(0)::equals);
        } finally {
            slow.close();
        }
    }

    /**
     * A tester's trial: the line saying the training history could not be used went to the status
     * bar (overwritten at once) and the Training pane's message (overwritten by the library's
     * loading). It now stays in the pane for the session.
     */
    @Test
    void aHistoryProblemStaysInTheTrainingPane() throws Exception {
        vm.close();
        String line = "training.db is in use by another program (still locked after 5 s): this session's tries are not saved; the history there is unchanged.";
        Path file = dir.resolve("other.db");
        vm = new TrainerViewModel(main, () -> new TrainingDb.Opened(TrainingDb.open(file).db(), java.util.Optional.of(line)),
                (g, unread) -> List.of(), Runnable::run, Runnable::run, clock, new Random(3));
        vm.setPresenter(p -> {
            main.open(new StudySession(Games.create(p.record().gameId(), p.record().rules()), p.record()));
            return true;
        });
        vm.setLater((d, r) -> paused.add(r));
        vm.trainOn(TrainingSamples.of("agora").stream().map(TrainingProblem::record).toList(), "problems.json");
        answer(ProblemScore.FIRST_TRY);
        vm.next();
        assertThat(vm.historyNoticeProperty().get()).isEqualTo(line);
    }
    /**
     * A returning player's trial: a failure while the problems were loaded (there, a review card
     * of the wrong type in training.db) left the pane on "Loading the Agora problems…" for good, T
     * doing nothing more, the reason on standard error only. Any failure now ends the load with a
     * line, and T tries again.
     */
    @Test
    void aLoadThatFailsEndsWithALineAndTTriesAgain() throws Exception {
        MainViewModel window = new MainViewModel();
        List<Runnable> later = new ArrayList<>();
        int[] calls = {0};
        List<TrainingProblem> agora = TrainingSamples.of("agora");
        TrainerViewModel t = new TrainerViewModel(window, () -> TrainingDb.open(dir.resolve("failing.db")), (g, unread) -> {
            if (calls[0]++ == 0) {
                throw new IllegalStateException("agora.json: expected a problem set");
            }
            return agora;
        }, later::add, Runnable::run, clock, new Random(3));
        try {
            t.setPresenter(p -> {
                window.open(new StudySession(Games.create(p.record().gameId(), p.record().rules()), p.record()));
                return true;
            });
            t.start();
            later.remove(0).run();
            String line = "The Agora problems could not be loaded: agora.json: expected a problem set. Press T to try again.";
            assertThat(t.messageProperty().get()).isEqualTo(line);
            assertThat(window.messageProperty().get()).isEqualTo(line);
            t.start();
            assertThat(later).as("T loads again").hasSize(1);
            later.remove(0).run();
            assertThat(t.activeProperty().get()).isTrue();
            assertThat(t.messageProperty().get()).isEmpty();
        } finally {
            t.close();
        }
    }

    /**
     * The same trial: {@code update cards set easiness='x', due='tomorrow'}, then T. The trainer
     * serves a problem, and the status bar and the pane's history line say which row could not be
     * read and what is used instead.
     */
    @Test
    void aCardOfTheWrongTypeIsToldAndTheTrainerServes() throws Exception {
        Path file = dir.resolve("cards.db");
        List<TrainingProblem> agora = TrainingSamples.of("agora");
        try (TrainingDb db = TrainingDb.open(file).db()) {
            TrainingProblem p = agora.get(0);
            org.parlour.train.Rating r = org.parlour.train.Rating.NEWCOMER;
            db.record(new org.parlour.train.Attempt(clock.instant(), "agora", p.key(), p.title(), p.themes(), Mode.STREAK,
                    ProblemScore.FAILED, r, r, r, r, 0, "library"), java.util.Optional.of(org.parlour.train.Sm2.failed(clock.instant())),
                    java.util.Map.of());
        }
        try (java.sql.Connection c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + file);
             java.sql.Statement s = c.createStatement()) {
            s.execute("UPDATE cards SET easiness = 'x', due = 'tomorrow'");
        }
        MainViewModel window = new MainViewModel();
        TrainerViewModel t = new TrainerViewModel(window, () -> TrainingDb.open(file), (g, unread) -> agora, Runnable::run, Runnable::run,
                clock, new Random(3));
        try {
            t.setPresenter(p -> {
                window.open(new StudySession(Games.create(p.record().gameId(), p.record().rules()), p.record()));
                return true;
            });
            t.start();
            assertThat(t.activeProperty().get()).isTrue();
            assertThat(window.messageProperty().get()).startsWith("cards.db: 1 review card there cannot be read (easiness is \u201cx\u201d");
            assertThat(t.historyNoticeProperty().get()).isEqualTo(window.messageProperty().get());
            assertThat(t.trainer().orElseThrow().dueCount()).as("the failed problem comes back in review").isEqualTo(1);
        } finally {
            t.close();
        }
    }
    /**
     * A returning player's trial: the line saying training.db was set aside showed in the
     * Training pane only; the status bar had it for an instant, then "Loading the Agora
     * problems…". It is said again once the load ends.
     */
    @Test
    void theHistorysLineIsInTheStatusBarOnceTheProblemsAreLoaded() throws Exception {
        MainViewModel window = new MainViewModel();
        List<Runnable> later = new ArrayList<>();
        List<TrainingProblem> agora = TrainingSamples.of("agora");
        String line = "training.db: the training history could not be used (it is damaged: the database disk image is malformed);"
                + " it was set aside as training-20261206-101500-damaged.db and a new one started.";
        TrainerViewModel t = new TrainerViewModel(window, () -> new TrainingDb.Opened(TrainingDb.open(dir.resolve("set-aside.db")).db(),
                java.util.Optional.of(line)), (g, unread) -> agora, later::add, Runnable::run, clock, new Random(3));
        try {
            t.setPresenter(p -> {
                window.open(new StudySession(Games.create(p.record().gameId(), p.record().rules()), p.record()));
                return true;
            });
            t.start();
            assertThat(window.messageProperty().get()).startsWith("Loading the");
            later.remove(0).run();
            assertThat(t.activeProperty().get()).isTrue();
            assertThat(window.messageProperty().get()).isEqualTo(line);
            assertThat(t.historyNoticeProperty().get()).isEqualTo(line);
        } finally {
            t.close();
        }
    }
    /**
     * A returning player's trial: Next problem before any move in Rated mode recorded nothing and
     * said nothing. The skip is now said and counted for the dashboard; it changes no rating.
     */
    @Test
    void aSkipIsSaidAndCountedAndChangesNoRating() {
        String first = current();
        long before = vm.trainer().orElseThrow().player().shown();
        vm.next();
        assertThat(current()).isNotEqualTo(first);
        assertThat(vm.resultProperty().get()).isEqualTo("Skipped: not rated.");
        assertThat(main.messageProperty().get()).isEqualTo("Skipped: not rated.");
        assertThat(vm.skipped("agora")).isEqualTo(1);
        assertThat(vm.trainer().orElseThrow().player().shown()).isEqualTo(before);
        answer(ProblemScore.FIRST_TRY);
        vm.next();
        assertThat(vm.skipped("agora")).as("a judged problem left is no skip").isEqualTo(1);
        assertThat(vm.resultProperty().get()).isEmpty();
        vm.modeProperty().set(Mode.STREAK);
        vm.next();
        assertThat(vm.resultProperty().get()).isEqualTo("Skipped.");
        assertThat(vm.skipped("agora")).isEqualTo(2);
    }
}
