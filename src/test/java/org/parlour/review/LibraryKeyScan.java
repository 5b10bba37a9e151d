package org.parlour.review;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.study.ProblemSpec;
import org.parlour.study.StudySession;
import org.parlour.tree.ProblemRole;

/**
 * A test-scope tool, not a test: scans the shipped problem files for keys that the review's judge
 * ({@link Judge#of}, the review's default depth, as {@code parlour review}, the problem pane and the
 * trainer use it) marks ?? , proved or by its search alone (docs/learning.md, "Keys the review
 * calls ??"). The miner makes no such problem ({@code GameMiner.keyMarkedBlunder},
 * TrapKeyMiningTest; until 2026-12-06 it rejected only a proved ??); where a shipped key is still
 * marked, the trainer says so.
 *
 * <p>Run: {@code java -cp target/classes:target/test-classes:target/parlour.jar
 * org.parlour.review.LibraryKeyScan samples/agora/library.json ...}; one line a ?? key
 * ({@code file chapter goal key proved|search loss}), a progress line every 25 problems, then a
 * summary line per file with the time.
 * Problems with the goal "win" are skipped (the move that wins cannot lose). Output: stdout.
 */
public final class LibraryKeyScan {
    private LibraryKeyScan() {
    }

    public static void main(String[] args) throws Exception {
        for (String a : args) {
            scan(Path.of(a));
        }
    }

    @SuppressWarnings("unchecked")
    private static void scan(Path file) throws Exception {
        long t0 = System.nanoTime();
        List<GameRecord> chapters = new RecordJson(Games.all()).readAny(file).value().chapters();
        int problems = 0;
        int proved = 0;
        int search = 0;
        List<String> found = new ArrayList<>();
        for (int i = 0; i < chapters.size(); i++) {
            GameRecord r = chapters.get(i);
            Optional<ProblemSpec> p = r.problem();
            if (p.isEmpty() || "win".equals(p.get().goal())) {
                continue;
            }
            Game<Object, Object> game = (Game<Object, Object>) Games.byId(r.gameId()).create(r.rules());
            StudySession s = new StudySession(game, r);
            Optional<Long> key = org.parlour.problem.RecordJudge.storedKey(s);
            if (key.isEmpty()) {
                key = s.children(s.rootId()).stream()
                        .filter(c -> s.data(c).role().map(ro -> ro != ProblemRole.TRY && ro != ProblemRole.REFUTATION).orElse(true))
                        .findFirst();
            }
            if (key.isEmpty() || s.parent(key.get()).orElse(-1L) != s.rootId()) {
                continue;
            }
            problems++;
            if (problems % 25 == 0) {
                System.out.printf("progress: %s chapter %d, %d problems judged, %.1f s%n", file, i + 1, problems,
                        (System.nanoTime() - t0) / 1e9);
                System.out.flush();
            }
            Object start = s.position(s.rootId());
            Object move = s.move(key.get()).orElseThrow();
            Judge.Verdict<Object> v = Judge.of(game).judge(start, move, new AtomicBoolean());
            if (v.mark() == Judge.Mark.BLUNDER) {
                if (v.proved()) {
                    proved++;
                } else {
                    search++;
                }
                String line = file + " chapter " + (i + 1) + " " + p.get().goal() + p.get().goalParams() + " in " + p.get().moves()
                        + " key " + s.moveText(key.get()) + " " + (v.proved() ? "proved" : "search") + " loss "
                        + ScoreText.amount(v.loss()) + " best " + game.formatMove(start, v.best())
                        + " title " + r.meta().title();
                found.add(line);
                System.out.println(line);
                System.out.flush();
            }
        }
        System.out.printf("%s: %d chapters, %d problems judged (goal other than win), %d keys ?? (%d proved, %d by the search) in %.1f s%n",
                file, chapters.size(), problems, proved + search, proved, search, (System.nanoTime() - t0) / 1e9);
        System.out.flush();
    }
}
