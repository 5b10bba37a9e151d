package org.parlour.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.core.Game;
import org.parlour.games.Games;
import org.parlour.json.RecordJson;
import org.parlour.review.ReviewAnnotations;
import org.parlour.study.GameRecord;
import org.parlour.study.Replay;
import org.parlour.tree.MoveTree;
import org.parlour.tree.Nag;
import org.parlour.tree.Node;
import org.parlour.tree.NodeData;

/**
 * Seeded fuzzing of the commands added since the reader's fuzz test (issue 27): {@code review
 * --write}, random edits of the user's after it (moves below the review's variations and
 * elsewhere, comments, glyphs, a variation made the main line), {@code review --remove}: every
 * move and comment of the user's is still there, at the same place, the main line as long, and
 * nothing the review wrote is left but the moves leading to the user's. Then {@code sheet} on
 * the same records with hostile comments (deep quotes and lists, emphasis bombs, right-to-left
 * and CJK text, emoji, private-use and control characters): exit 0, a PDF, one warning line each.
 *
 * <p>The seed is printed in every failure; rerun one with {@code -Dparlour.fuzz.seed=N}.
 */
class ReviewSheetFuzzTest {
    private static final long SEED = Long.getLong("parlour.fuzz.seed", 20_261_204L);
    private static final int RECORDS = 6;
    private static final String[] GAMES = {"agora", "tournament", "conspirateurs"};
    private static final RecordJson JSON = new RecordJson(Games.all());
    private static final String[] HOSTILE = {
        "> ".repeat(3000) + "x", "- ".repeat(2000) + "y", "*".repeat(8000) + "z" + "*".repeat(8000),
        "\u05e9\u05dc\u05d5\u05dd (\u05e2\u05d5\u05dc\u05dd) 12", "\u0645\u0631\u062d\u0628\u0627 **\u0628\u0643**",
        "\u4e2d\u6587\u6ce8\u91ca", "\ud83d\ude00\ud83d\udc4d\ud83c\udffd", "\ue000\uf8ff", "a\u202eevil\u202c b\u200d\u0000c",
        "**bold** _em_ `code` [link](http://example.org)", "> quote\n> > twice\n\n1. one\n   - two"};

    @Test
    void removingAReviewKeepsEverythingTheUserMade(@TempDir Path dir) throws Exception {
        Random random = new Random(SEED);
        int kept = 0;
        int userMovesInLines = 0;
        for (int i = 0; i < RECORDS; i++) {
            String what = "seed " + SEED + ", record " + i;
            GameRecord original = randomRecord(GAMES[i % GAMES.length], random);
            Path file = dir.resolve("r" + i + ".json");
            JSON.save(file, original);
            String before = Files.readString(file, StandardCharsets.UTF_8);
            CliTest.Run w = CliTest.run("review", file.toString(), "--write", "--depth", "1", "--time", "0", "--proof", "0");
            assertThat(w.code()).as(what + ": " + w.err()).isZero();
            GameRecord reviewed = JSON.read(file).value();
            if (i == 0) {
                // no edit: removing gives the file back byte for byte
                CliTest.Run rm = CliTest.run("review", file.toString(), "--remove");
                assertThat(rm.code()).as(what).isZero();
                assertThat(Files.readString(file, StandardCharsets.UTF_8)).as(what).isEqualTo(before);
                continue;
            }
            Edits e = edit(reviewed, random);
            userMovesInLines += e.inLines;
            JSON.save(file, e.record);
            CliTest.Run rm = CliTest.run("review", file.toString(), "--remove");
            assertThat(rm.code()).as(what + ": " + rm.err()).isZero();
            GameRecord removed = JSON.read(file).value();
            MoveTree after = removed.tree();
            MoveTree edited = e.record.tree();
            assertThat(after.mainLine()).as(what + ": the main line").hasSameSizeAs(edited.mainLine());
            for (Node n : edited.preorder()) {
                boolean users = !ReviewAnnotations.isComputerLine(n.data()) || e.touched.containsKey(n.id());
                if (n.isRoot() || !users) {
                    continue;
                }
                assertThat(after.contains(n.id())).as(what + ": node " + n.id() + " " + n.data().move()).isTrue();
                assertThat(after.moves(n.id())).as(what + ": its place").isEqualTo(edited.moves(n.id()));
                NodeData d = after.node(n.id()).data();
                assertThat(d.commentAfter()).as(what + ": its comment").isEqualTo(n.data().commentAfter());
                if (e.touched.containsKey(n.id()) && e.touched.get(n.id()) > 0) {
                    assertThat(d.moveGlyph()).as(what + ": the user's glyph").contains(e.touched.get(n.id()));
                }
                assertThat(d.evaluation().map(v -> v.source())).as(what).isNotEqualTo(java.util.Optional.of("Parlour review"));
            }
            for (Node n : after.preorder()) {
                assertThat(edited.contains(n.id())).as(what + ": nothing new").isTrue();
                assertThat(n.data().evaluation().filter(v -> v.source().startsWith("Parlour review"))).as(what).isEmpty();
                if (ReviewAnnotations.isComputerLine(n.data())) {
                    kept++;
                }
            }
        }
        // the edits must reach the case of issue 27: moves of the user's inside the review's lines
        assertThat(userMovesInLines).as("seed %d", SEED).isPositive();
        assertThat(kept).as("seed %d", SEED).isPositive();
    }

    @Test
    void sheetsOfHostileCommentsAreWrittenWithOneLineWarnings(@TempDir Path dir) throws Exception {
        Random random = new Random(SEED + 1);
        for (int i = 0; i < RECORDS; i++) {
            String what = "seed " + (SEED + 1) + ", record " + i;
            GameRecord r = randomRecord(GAMES[i % GAMES.length], random);
            MoveTree t = r.tree();
            List<Node> nodes = t.preorder();
            for (int k = 0; k < 3; k++) {
                Node n = nodes.get(random.nextInt(nodes.size()));
                String text = HOSTILE[random.nextInt(HOSTILE.length)];
                t = t.update(n.id(), d -> random.nextBoolean() || n.isRoot() ? d.withCommentAfter(text) : d.withCommentBefore(text));
            }
            Path file = dir.resolve("s" + i + ".json");
            JSON.save(file, r.withTree(t));
            Path pdf = dir.resolve("s" + i + ".pdf");
            CliTest.Run s = CliTest.run("sheet", file.toString(), "-o", pdf.toString(), "--every", String.valueOf(1 + random.nextInt(12)));
            assertThat(s.code()).as(what + ": " + s.err()).isZero();
            assertThat(Files.readAllBytes(pdf)).as(what).startsWith("%PDF-".getBytes(StandardCharsets.US_ASCII));
            for (String line : s.err().lines().toList()) {
                assertThat(line).as(what).startsWith(file + ": warning: ");
            }
        }
    }

    /** A random legal game of 8 to 40 plies with a few variations and comments. */
    private static GameRecord randomRecord(String gameId, Random random) {
        GameRecord r = GameRecord.of(gameId);
        Game<?, ?> game = Games.byId(gameId).create(r.rules());
        MoveTree t = r.tree();
        t = addRandomLine(game, r.withTree(t), MoveTree.ROOT_ID, 8 + random.nextInt(33), random);
        for (int v = 0; v < 3; v++) {
            List<Node> main = t.mainLine();
            Node at = main.get(random.nextInt(main.size()));
            t = addRandomLine(game, r.withTree(t), at.parentId().orElseThrow(), 1 + random.nextInt(4), random);
        }
        List<Node> all = t.preorder();
        for (int c = 0; c < 3; c++) {
            Node n = all.get(1 + random.nextInt(all.size() - 1));
            t = t.update(n.id(), d -> d.withCommentAfter("Comment " + n.id()));
        }
        return r.withTree(t);
    }

    private static <P, M> MoveTree addRandomLine(Game<P, M> game, GameRecord r, long from, int plies, Random random) {
        MoveTree t = r.tree();
        P pos = Replay.of(game, r).position(from);
        long at = from;
        for (int i = 0; i < plies && game.outcome(pos).isEmpty(); i++) {
            List<M> legal = game.legalMoves(pos);
            if (legal.isEmpty()) {
                break;
            }
            M m = legal.get(random.nextInt(legal.size()));
            String text = game.formatMove(pos, m);
            java.util.Optional<Node> there = t.child(at, text);
            if (there.isPresent()) {
                at = there.get().id();
            } else {
                MoveTree.Edited e = t.addMove(at, text);
                t = e.tree();
                at = e.nodeId();
            }
            pos = game.play(pos, m);
        }
        return t;
    }

    /** The record after the user's edits; the marked nodes the user touched (a glyph added, or 0). */
    private record Edits(GameRecord record, Map<Long, Integer> touched, int inLines) {
    }

    private static Edits edit(GameRecord reviewed, Random random) {
        Game<?, ?> game = Games.byId(reviewed.gameId()).create(reviewed.rules());
        GameRecord r = reviewed;
        Map<Long, Integer> touched = new HashMap<>();
        int inLines = 0;
        int edits = 1 + random.nextInt(6);
        for (int k = 0; k < edits; k++) {
            MoveTree t = r.tree();
            List<Node> lines = new ArrayList<>();
            for (Node n : t.preorder()) {
                if (!n.isRoot() && ReviewAnnotations.isComputerLine(n.data())) {
                    lines.add(n);
                }
            }
            List<Node> all = t.preorder();
            Node n = !lines.isEmpty() && random.nextInt(3) > 0 ? lines.get(random.nextInt(lines.size())) : all.get(random.nextInt(all.size()));
            boolean line = ReviewAnnotations.isComputerLine(n.data());
            switch (random.nextInt(4)) {
                case 0 -> {
                    // moves of the user's below the node
                    MoveTree grown = addRandomLine(game, r, n.id(), 1 + random.nextInt(3), random);
                    if (grown.size() > t.size()) {
                        inLines += line ? 1 : 0;
                        r = r.withTree(grown);
                    }
                }
                case 1 -> {
                    if (!n.isRoot()) {
                        r = r.withTree(t.update(n.id(), d -> d.withCommentAfter(d.commentAfter() + " user note " + n.id())));
                        if (line) {
                            touched.putIfAbsent(n.id(), 0);
                        }
                    }
                }
                case 2 -> {
                    if (!n.isRoot() && n.data().moveGlyph().isEmpty()) {
                        r = r.withTree(t.update(n.id(), d -> d.withNag(Nag.INTERESTING)));
                        if (line) {
                            touched.put(n.id(), Nag.INTERESTING);
                        }
                    }
                }
                default -> {
                    if (!n.isRoot()) {
                        // the variation made the main line (the game cut at 196 of 425 moves in D33)
                        r = r.withTree(t.makeMainLine(n.id()));
                    }
                }
            }
        }
        return new Edits(r, touched, inLines);
    }
}
