package org.parlour.document;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.parlour.games.Games;
import org.parlour.interchange.GameText;
import org.parlour.json.RecordJson;
import org.parlour.study.StudySession;

/**
 * The open document without a window: open, save, save as, chapters, autosave and recovery, and
 * the data-loss cases of partly loaded files (D13), collections (D20), the autosave folder (D14)
 * and stale recovery (F3).
 */
class DocumentTest {
    @TempDir
    Path dir;
    private final List<String> errors = new ArrayList<>();
    private final List<Autosave> opened = new ArrayList<>();

    @AfterEach
    void close() {
        opened.forEach(Autosave::close);
    }

    private Document document() {
        Autosave a = new Autosave(dir.resolve("autosave"), errors::add);
        opened.add(a);
        return new Document(a);
    }

    /**
     * The session ends without cleaning up (as when its process is killed): its side files stay,
     * and the locks that made them a running window's are gone, so the next session finds them.
     */
    private static void crash(Document d) {
        d.autosave().close();
    }

    private Path copy(String name) throws IOException {
        Path to = dir.resolve(name);
        try (var in = DocumentTest.class.getResourceAsStream(name)) {
            Files.write(to, in.readAllBytes());
        }
        return to;
    }

    private static void playAny(StudySession s) {
        Object p = s.position(s.cursor());
        s.play(s.game().legalMoves(p).get(0));
    }

    private static int count(String text, String what) {
        Matcher m = Pattern.compile(Pattern.quote(what)).matcher(text);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    @Test
    void openEditSaveMarksTheSavedPoint() throws IOException {
        Path f = copy("stale.json");
        Document d = document();
        assertThat(d.open(f)).isEqualTo(new Result.Done("Opened stale.json.", List.of(), true));
        assertThat(d.kind()).isEqualTo(Document.Kind.RECORD);
        assertThat(d.isDirty()).isFalse();
        StudySession s = d.session().orElseThrow();
        s.toEnd();
        s.playText("b6-b5");
        assertThat(d.isDirty()).isTrue();
        assertThat(d.title()).isEqualTo("*stale.json \u2013 Agora \u2013 Parlour");
        assertThat(d.save()).isInstanceOf(Result.Done.class);
        assertThat(d.isDirty()).isFalse();
        assertThat(Files.readString(f)).contains("b6-b5").startsWith("{\n  \"format\": \"parlour-record\"");
    }

    /**
     * Trial 47: edits undone back to exactly the saved state leave the document clean: the title
     * loses its star and the side file goes at once (it stayed until the window closed or the
     * program got SIGTERM, and a crash meanwhile offered the saved file's own text for recovery).
     * A redo makes the work unsaved again, and the autosave writes it again.
     */
    @Test
    void undoingBackToTheSavedStateDeletesTheSideFile() throws IOException {
        Path f = copy("stale.json");
        Document d = document();
        d.open(f);
        StudySession s = d.session().orElseThrow();
        s.toEnd();
        s.playText("b6-b5");
        d.edited();
        d.autosave().flush();
        Path side = d.autosave().sideFile();
        assertThat(side).exists();

        assertThat(s.undo()).isTrue();
        d.edited();
        d.autosave().flush();
        assertThat(d.isDirty()).isFalse();
        assertThat(d.title()).doesNotStartWith("*");
        assertThat(side).as("the document is clean again: its side file goes").doesNotExist();
        assertThat(side.resolveSibling(side.getFileName().toString().replace(".autosave.json", ".origin"))).doesNotExist();
        crash(d);
        assertThat(document().leftOver()).as("nothing left to recover after a crash").isEmpty();

        Document again = document();
        again.open(f);
        StudySession t = again.session().orElseThrow();
        t.toEnd();
        t.playText("b6-b5");
        again.edited();
        assertThat(t.undo()).isTrue();
        again.edited();
        assertThat(t.redo()).isTrue();
        again.edited();
        again.autosave().flush();
        assertThat(again.isDirty()).isTrue();
        assertThat(again.autosave().sideFile()).as("redone: unsaved again, autosaved again").exists();
        assertThat(Files.readString(again.autosave().sideFile())).contains("b6-b5");
        assertThat(errors).isEmpty();
    }

    /** Trial 46: with no record open the title said "untitled – Parlour", and a line break in a name split the title. */
    @Test
    void theTitleNamesNoRecordWhenNoneIsOpenAndAFileNameOnOneLine() throws IOException {
        Document d = document();
        assertThat(d.title()).isEqualTo("Parlour");
        Path f = Files.move(copy("stale.json"), dir.resolve("a\nb.json"));
        assertThat(d.open(f)).isInstanceOf(Result.Done.class);
        assertThat(d.title()).isEqualTo("a\\nb.json \u2013 Agora \u2013 Parlour");
        d.newRecord(Games.byId("agora").create());
        assertThat(d.title()).isEqualTo("untitled \u2013 Agora \u2013 Parlour");
    }

    @Test
    void anUntitledRecordNeedsAFileAndAMissingFileIsSaid() {
        Document d = document();
        assertThat(d.save()).isInstanceOf(Result.None.class);
        d.newRecord(Games.byId("agora").create());
        assertThat(d.save()).isInstanceOf(Result.NeedsFile.class);
        assertThat(d.open(dir.resolve("nothing.json"))).isInstanceOf(Result.Failed.class);
        assertThat(d.file()).isEmpty();
    }

    /** Issue 29: a shipped file is saved under a new name, never over itself. */
    @Test
    void aShippedFileNeedsANewNameAndIsNeverWritten() throws IOException {
        Path f = copy("stale.json");
        String original = Files.readString(f);
        Document d = document();
        d.setShipped(p -> p.toAbsolutePath().normalize().startsWith(dir.toAbsolutePath().normalize().resolve("stale.json")));
        d.open(f);
        d.session().orElseThrow().toEnd();
        d.session().orElseThrow().playText("b6-b5");
        assertThat(d.save()).isEqualTo(new Result.NeedsFile("stale.json is a sample shipped with Parlour: save your copy under a new name."));
        assertThat(d.saveTo(f)).isInstanceOf(Result.Failed.class);
        assertThat(Files.readString(f)).isEqualTo(original);
        assertThat(d.isDirty()).isTrue();
        Path mine = dir.resolve("mine.json");
        assertThat(d.saveTo(mine)).isInstanceOf(Result.Done.class);
        assertThat(d.file()).contains(mine);
        assertThat(d.save()).as("the copy saves as usual").isInstanceOf(Result.Done.class);
    }

    /** D13: a record whose moves were dropped at load is never silently overwritten. */
    @Test
    void savingAPartlyLoadedFileAsksAndKeepsTheOriginal() throws IOException {
        Path f = copy("partial.json");
        String original = Files.readString(f);
        assertThat(count(original, "\"move\"")).isEqualTo(71);
        Document d = document();
        Result opened = d.open(f);
        assertThat(opened).isInstanceOfSatisfying(Result.Done.class, r -> assertThat(r.problems()).hasSize(1));
        assertThat(d.isPartlyLoaded()).isTrue();
        StudySession s = d.session().orElseThrow();
        s.toEnd();
        s.playText("a5-a4");

        Result r = d.save();
        assertThat(r).isInstanceOfSatisfying(Result.Ask.class, q -> {
            assertThat(q.question()).isEqualTo(Result.Question.OVERWRITE_PARTIAL);
            assertThat(q.text()).contains("$.moves[5].move").contains("Save As").contains("partial.json.orig");
        });
        assertThat(Files.readString(f)).as("nothing written before the answer").isEqualTo(original);

        // Save As: another file, the partly loaded one untouched
        Path other = dir.resolve("mine.json");
        assertThat(d.saveTo(other)).isInstanceOf(Result.Done.class);
        assertThat(Files.readString(f)).isEqualTo(original);
        assertThat(d.file()).contains(other);
        assertThat(d.isPartlyLoaded()).isFalse();
    }

    /**
     * A move glyph on the start position (which has no move to judge) was read without a word:
     * the file opens with a one-line issue naming the file and the glyph's path, and saving over
     * it asks as for any partly loaded file, then writes everything else of it back.
     */
    @Test
    void aMoveGlyphOnTheStartIsAnIssueAndSavingKeepsTheRest() throws IOException {
        Path f = dir.resolve("glyph.json");
        String original = """
                {"format": "parlour-record", "version": "1.0", "game": "agora",
                 "meta": {"title": "Glyphs"},
                 "start": {"nags": [2, 16], "comment": "The start.", "x-note": 1},
                 "moves": [{"id": 1, "move": "a2-b3", "nags": [1], "comment": "Good."}]}
                """;
        Files.writeString(f, original);
        Document d = document();
        assertThat(d.open(f)).isEqualTo(new Result.Done("glyph.json: 1 problem; the valid part is loaded.",
                List.of("$.start.nags[0]: no move glyph (1-6) on the start position, got 2 (?): a move glyph belongs on a move; ignored"),
                true));
        assertThat(d.isPartlyLoaded()).isTrue();
        assertThat(d.save()).isInstanceOfSatisfying(Result.Ask.class,
                q -> assertThat(q.question()).isEqualTo(Result.Question.OVERWRITE_PARTIAL));
        assertThat(d.saveTo(f, true)).isInstanceOf(Result.Done.class);
        String saved = Files.readString(f);
        assertThat(saved).contains("\"nags\": [16]").doesNotContain("[2, 16]").contains("The start.").contains("\"x-note\": 1")
                .contains("\"title\": \"Glyphs\"").contains("\"nags\": [1]").contains("Good.");
        assertThat(Files.readString(dir.resolve("glyph.json.orig"))).isEqualTo(original);
        Document again = document();
        assertThat(again.open(f)).isEqualTo(new Result.Done("Opened glyph.json.", List.of(), true));
    }

    @Test
    void overwritingAPartlyLoadedFileKeepsItWholeBesideItThroughLaterSaves() throws IOException {
        Path f = copy("partial.json");
        String original = Files.readString(f);
        Document d = document();
        d.open(f);
        StudySession s = d.session().orElseThrow();
        s.toEnd();
        s.playText("a5-a4");
        assertThat(d.saveTo(f, true)).isInstanceOfSatisfying(Result.Done.class,
                done -> assertThat(done.status()).contains("partial.json.orig"));
        assertThat(Files.readString(dir.resolve("partial.json.orig"))).isEqualTo(original);
        playAny(s);
        assertThat(d.save()).as("the file now holds what was loaded: no second question").isInstanceOf(Result.Done.class);
        playAny(s);
        d.save();
        assertThat(count(Files.readString(dir.resolve("partial.json.orig")), "\"move\"")).as("the dropped moves stay on disk")
                .isEqualTo(71);
    }

    /**
     * Trial 46: another program wrote the file after it was opened; Ctrl+S asked nothing and wrote
     * over that version (kept only in the .bak, which the next save replaces).
     */
    @Test
    void savingOverAFileAnotherProgramChangedAsksFirstAndOverwriteKeepsThatVersion() throws IOException {
        Path f = copy("stale.json");
        Document d = document();
        d.open(f);
        StudySession s = d.session().orElseThrow();
        s.toEnd();
        s.playText("b6-b5");
        String theirs = Files.readString(f).replace("\"moves\"", "\"x-theirs\": \"THEIR VERSION\",\n  \"moves\"");
        Files.writeString(f, theirs);

        assertThat(d.save()).isInstanceOfSatisfying(Result.Ask.class, q -> {
            assertThat(q.question()).isEqualTo(Result.Question.OVERWRITE_CHANGED);
            assertThat(q.header()).isEqualTo("stale.json was changed on disk");
            assertThat(q.text()).contains("another program").contains("Save As").contains("stale.json.orig");
        });
        assertThat(Files.readString(f)).as("nothing written before the answer").isEqualTo(theirs);

        assertThat(d.saveTo(f, true)).isInstanceOfSatisfying(Result.Done.class, done -> assertThat(done.status()).contains("stale.json.orig"));
        assertThat(Files.readString(dir.resolve("stale.json.orig"))).isEqualTo(theirs);
        assertThat(Files.readString(f)).contains("b6-b5");
        playAny(s);
        assertThat(d.save()).as("the file holds what this document wrote: no second question").isInstanceOf(Result.Done.class);

        Files.setLastModifiedTime(f, java.nio.file.attribute.FileTime.fromMillis(0));
        playAny(s);
        assertThat(d.save()).as("a new time with the same content is no change").isInstanceOf(Result.Done.class);
        Files.delete(f);
        playAny(s);
        assertThat(d.save()).as("a deleted file is written again").isInstanceOf(Result.Done.class);
        assertThat(errors).isEmpty();
    }

    /** D20: a one-chapter collection stays a collection, with its collection fields. */
    @Test
    void aOneChapterCollectionIsSavedAsACollection() throws IOException {
        Path f = copy("onechap.json");
        Document d = document();
        d.open(f);
        assertThat(d.kind()).isEqualTo(Document.Kind.COLLECTION);
        assertThat(d.chapterNames()).as("no chapter box for one chapter").isEmpty();
        d.session().orElseThrow().playText("b1-c2");
        assertThat(d.save()).isInstanceOf(Result.Done.class);
        String saved = Files.readString(f);
        assertThat(saved).contains("\"format\": \"parlour-collection\"").contains("x-collection-note").contains("b1-c2");
    }

    /** D20: a chapter that could not be read is written back as it was, in its place. */
    @Test
    void anUnreadableChapterIsWrittenBackAsItWas() throws IOException {
        Path f = copy("twochap.json");
        Document d = document();
        assertThat(d.open(f)).isInstanceOfSatisfying(Result.Done.class, r -> assertThat(r.problems()).hasSize(1));
        assertThat(d.isPartlyLoaded()).as("the unreadable chapter is kept, so nothing is lost").isFalse();
        assertThat(d.chapters().chapters()).hasSize(1);
        d.session().orElseThrow().playText("b1-c2");
        assertThat(d.save()).isInstanceOf(Result.Done.class);
        String saved = Files.readString(f);
        assertThat(saved).contains("\"format\": \"parlour-collection\"").contains("\"game\": \"chess\"")
                .contains("A chapter of another game").contains("b1-c2");
        assertThat(saved.indexOf("\"chess\"")).as("still the first chapter").isLessThan(saved.indexOf("b1-c2"));
        Document again = document();
        assertThat(again.open(f)).isInstanceOfSatisfying(Result.Done.class, r -> assertThat(r.problems()).hasSize(1));
        StudySession reread = again.session().orElseThrow();
        assertThat(reread.children(0).stream().map(reread::moveText)).contains("b1-c2");
    }

    /**
     * A chapter that could not be read keeps its number: with chapter 2 of 3 unreadable (a setup
     * that is no position), the third chapter is the file's chapter 3 in the box's rows, the status
     * line ("Chapter 3 of 3") and {@link Document#chapterNumber}, as {@code --chapter 3} names it; the
     * unreadable one has its row at its place, in English and French, with why. It was "2. ..." and
     * "Chapter 2 of 2". Saving still writes it back as it was.
     */
    @Test
    void aChapterThatCouldNotBeReadKeepsItsNumber() throws IOException {
        com.google.gson.JsonObject o = com.google.gson.JsonParser.parseString(
                Files.readString(Path.of("src/test/resources/org/parlour/cli/reliability/D31-unreadable-chapter.json"))).getAsJsonObject();
        com.google.gson.JsonObject agora = o.getAsJsonArray("chapters").get(1).getAsJsonObject();
        com.google.gson.JsonArray three = new com.google.gson.JsonArray();
        for (String title : List.of("first of three", "second of three", "third of three")) {
            com.google.gson.JsonObject c = agora.deepCopy();
            c.getAsJsonObject("meta").addProperty("title", title);
            three.add(c);
        }
        three.get(1).getAsJsonObject().addProperty("setup", "B5/6/3W2/2(WBB)3/1W4/W5/6 w");
        o.add("chapters", three);
        Path f = dir.resolve("set.json");
        Files.writeString(f, new com.google.gson.GsonBuilder().setPrettyPrinting().create().toJson(o) + "\n");
        String second = three.get(1).toString();

        Document d = document();
        assertThat(d.open(f)).isInstanceOf(Result.Done.class);
        assertThat(d.chapters().chapters()).hasSize(2);
        assertThat(d.chapterCount()).isEqualTo(3);
        assertThat(d.chapterNumber(0)).isEqualTo(1);
        assertThat(d.chapterNumber(1)).isEqualTo(3);
        assertThat(d.chapterNames()).containsExactly("1. first of three", "2. (could not be read)", "3. third of three");
        assertThat(d.chapterRows()).extracting(Chapters.Row::read).containsExactly(0, -1, 1);
        assertThat(d.chapterRows().get(1).why()).startsWith("$.chapters[1].setup").endsWith("; chapter dropped");
        assertThat(d.switchChapter(1)).isInstanceOfSatisfying(Result.Done.class,
                r -> assertThat(r.status()).isEqualTo("Chapter 3 of 3: 3. third of three."));
        java.util.Locale was = org.parlour.core.Messages.locale();
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            assertThat(d.chapterNames()).containsExactly("1. first of three", "2. (n\u2019a pas pu \u00eatre lu)", "3. third of three");
            assertThat(d.switchChapter(0)).isInstanceOfSatisfying(Result.Done.class,
                    r -> assertThat(r.status()).isEqualTo("Chapitre 1 sur 3\u00a0: 1. first of three."));
        } finally {
            org.parlour.core.Messages.setLocale(was);
        }

        // the chapter that could not be read is written back as it was, at its place
        playAny(d.session().orElseThrow());
        assertThat(d.save()).isInstanceOf(Result.Done.class);
        com.google.gson.JsonArray saved = com.google.gson.JsonParser.parseString(Files.readString(f)).getAsJsonObject().getAsJsonArray("chapters");
        assertThat(saved).hasSize(3);
        assertThat(saved.get(1).toString()).isEqualTo(second);
        assertThat(d.chapterNames()).as("the numbers stay after a save").containsExactly("1. first of three", "2. (could not be read)", "3. third of three");
    }

    /**
     * Trial (window34): work left in agora/game-1.json while tournament/game-1.json is asked for.
     * The question names the recovered work's full path and game, and the file it would replace,
     * never just "game-1.json".
     */
    @Test
    void theRecoveryQuestionNamesTheFolderTheGameAndTheFileItReplaces() throws IOException {
        Path agora = Files.createDirectories(dir.resolve("agora")).resolve("game-1.json");
        Path tournament = Files.createDirectories(dir.resolve("tournament")).resolve("game-1.json");
        Files.copy(Path.of("samples/agora/game-1.json"), agora);
        Files.copy(Path.of("samples/tournament/game-1.json"), tournament);
        Document crashed = document();
        crashed.open(agora);
        playAny(crashed.session().orElseThrow());
        crashed.autosave().writeNow(org.parlour.json.RecordFile.write(new org.parlour.json.RecordJson(Games.all()),
                crashed.chapters().withChapters(crashed.records()), false, new java.util.TreeMap<>()));
        crash(crashed);

        Document next = document();
        assertThat(next.open(tournament)).isInstanceOf(Result.Done.class);
        Recovery r = next.leftOver().orElseThrow();
        assertThat(r.text()).contains(agora.toAbsolutePath().normalize().toString()).contains("game: Agora")
                .contains("You asked to open " + tournament.toAbsolutePath().normalize());
        assertThat(r.open()).contains(tournament);

        // the same file asked for: recovering is its own unsaved changes, nothing is replaced
        Document same = document();
        crash(next);
        same.open(agora);
        assertThat(same.leftOver().orElseThrow().open()).isEmpty();
        assertThat(same.leftOver().orElseThrow().text()).doesNotContain("You asked to open");
    }

    /** D14: one side file that cannot be read hides no other, and is named. */
    @Test
    void anUnreadableSideFileIsNamedAndTheOthersAreStillOffered() throws IOException {
        Path f = copy("stale.json");
        Document crashed = document();
        crashed.open(f);
        crashed.session().orElseThrow().playText("b1-c2");
        crashed.autosave().writeNow(org.parlour.json.RecordFile.write(new org.parlour.json.RecordJson(Games.all()),
                crashed.chapters().withChapters(crashed.records()), false, new java.util.TreeMap<>()));
        crash(crashed);
        Files.copy(DocumentTest.class.getResourceAsStream("zzz-garbage.autosave.json"),
                dir.resolve("autosave").resolve("zzz-garbage.autosave.json"));

        Document next = document();
        Recovery r = next.leftOver().orElseThrow();
        assertThat(r.found().origin()).contains(f.toAbsolutePath());
        assertThat(r.unreadable()).singleElement().satisfies(u -> assertThat(u).contains("zzz-garbage.autosave.json")
                .contains("not UTF-8"));
        assertThat(r.text()).contains("zzz-garbage.autosave.json");
        assertThat(r.stale()).isFalse();
        assertThat(next.recover(r.found(), false)).isInstanceOf(Result.Done.class);
        assertThat(next.file()).contains(f.toAbsolutePath());
        assertThat(next.isDirty()).isTrue();
    }

    /**
     * Issue 28: the stamp noted with the autosave is the hash of the bytes the open read (on
     * another thread for a large file), not of a second read on the FX thread: work on a file that
     * another program rewrote between the read and the show is recovered as stale. Saving stamps
     * the bytes it wrote.
     */
    @Test
    void theStampIsTheHashOfTheBytesReadNotOfASecondRead() throws Exception {
        Path f = copy("stale.json");
        byte[] bytes = Files.readAllBytes(f);
        Document d = document();
        Document.Loaded loaded = Document.load(d.json(), f);
        assertThat(loaded.read().sha256()).isEqualTo(java.util.HexFormat.of().formatHex(
                java.security.MessageDigest.getInstance("SHA-256").digest(bytes)));
        Files.writeString(f, new String(bytes, java.nio.charset.StandardCharsets.UTF_8) + "\n");
        d.open(loaded);
        d.session().orElseThrow().playText("b1-c2");
        d.edited();
        d.autosave().flush();
        crash(d);
        Recovery r = document().leftOver().orElseThrow();
        assertThat(r.stale()).as("the work is on the bytes read; the file no longer holds them").isTrue();

        Path g = dir.resolve("saved.json");
        String written = org.parlour.json.RecordFile.save(d.json(), g, loaded.read().chapters(), false,
                new java.util.TreeMap<>());
        assertThat(written).as("the hash of the bytes saved").isEqualTo(FileStamp.of(g).orElseThrow().sha256());
    }

    /**
     * Two windows on one file: B saves, then A edits (autosaved after B's save) and is killed. The
     * question must not say the file changed after A's autosave (a new user's trial: it changed
     * before it, after A opened the file); it says what is known: the file changed since A opened it.
     */
    @Test
    void staleRecoveryIsWordedTrueWhenTheFileChangedBeforeTheAutosave() throws IOException {
        Path f = copy("stale.json");
        Document a = document();
        a.open(f);
        Document b = document();
        b.open(f);
        b.session().orElseThrow().toEnd();
        b.session().orElseThrow().playText("b6-b5");
        b.save();
        StudySession s = a.session().orElseThrow();
        s.playText("b1-c2");
        a.edited();
        a.autosave().flush();
        crash(a);
        crash(b);

        Recovery r = document().leftOver().orElseThrow();
        assertThat(r.stale()).isTrue();
        assertThat(r.text()).contains("stale.json has changed on disk since this work was opened or last saved")
                .doesNotContain("after this work was autosaved");
        java.util.Locale was = org.parlour.core.Messages.locale();
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            assertThat(r.text()).contains("stale.json a changé sur le disque depuis que ce travail a été ouvert ou enregistré");
        } finally {
            org.parlour.core.Messages.setLocale(was);
        }
    }

    /** F3: work autosaved before a newer save of its file is offered as a new record, never over the file. */
    @Test
    void staleRecoveryIsOfferedAsANewUntitledRecord() throws IOException {
        Path f = copy("stale.json");
        Document crashed = document();
        crashed.open(f);
        StudySession s = crashed.session().orElseThrow();
        s.playText("b1-c2");
        crashed.edited();
        crashed.autosave().flush();
        crash(crashed);

        // a later session saves newer work to the file
        Document later = document();
        later.open(f);
        later.session().orElseThrow().toEnd();
        later.session().orElseThrow().playText("b6-b5");
        later.save();
        String newer = Files.readString(f);

        Document next = document();
        Recovery r = next.leftOver().orElseThrow();
        assertThat(r.stale()).isTrue();
        assertThat(r.question().question()).isEqualTo(Result.Question.RECOVER_AS_NEW);
        assertThat(r.text()).contains("stale.json has changed on disk since this work was opened or last saved").contains("Open as New Record");
        assertThat(next.recover(r.found(), true)).isInstanceOf(Result.Done.class);
        assertThat(next.file()).isEmpty();
        assertThat(next.save()).isInstanceOf(Result.NeedsFile.class);
        StudySession recovered = next.session().orElseThrow();
        assertThat(recovered.children(0).stream().map(recovered::moveText)).contains("b1-c2");
        assertThat(Files.readString(f)).isEqualTo(newer);
    }

    /** Sets the comment after the move {@code plies} plies into the main line, as Ctrl+E and typing do. */
    private static void comment(Document d, int plies, String text) {
        StudySession s = d.session().orElseThrow();
        long id = s.record().tree().mainLine().get(plies - 1).id();
        s.apply(org.parlour.study.TreeEdits.setComment(s.record(), id, false, text), "comment");
        d.edited();
    }

    /**
     * Trial E1: work autosaved before a crash (WORK-A), recovery cancelled in the next session,
     * which then saves newer work (WORK-B) to the file; a third session must offer WORK-A as a new
     * record, and saving it never replaces WORK-B in the file.
     */
    @Test
    void cancelledRecoveryThenANewerSaveLeavesTheOldWorkStale() throws IOException {
        Path f = copy("stale-recovery-e1.json");
        Document first = document();
        first.open(f);
        comment(first, 1, "WORK-A");
        first.autosave().flush();
        crash(first);

        Document second = document();
        assertThat(second.open(f)).isInstanceOf(Result.Done.class);
        assertThat(second.leftOver()).as("WORK-A offered, and the person cancels").isPresent();
        comment(second, 2, "WORK-B");
        assertThat(second.save()).isInstanceOf(Result.Done.class);
        second.closed(true);
        assertThat(Files.readString(f)).contains("WORK-B").doesNotContain("WORK-A");

        Document third = document();
        Recovery r = third.leftOver().orElseThrow();
        assertThat(r.stale()).as("the file changed after WORK-A was autosaved").isTrue();
        assertThat(r.question().question()).isEqualTo(Result.Question.RECOVER_AS_NEW);
        assertThat(third.recover(r.found(), r.stale())).isInstanceOf(Result.Done.class);
        assertThat(third.save()).as("recovered as a new record: it needs a name").isInstanceOf(Result.NeedsFile.class);
        assertThat(Files.readString(f)).contains("WORK-B").doesNotContain("WORK-A");
        assertThat(errors).isEmpty();
    }

    /** D28: recovery of a file whose name holds a line break goes back to that file, never to the name cut at the break. */
    @Test
    void recoveryOfAFileWithALineBreakInItsNameSavesToThatFile() throws IOException {
        Path f = dir.resolve("a\nb.json");
        Files.copy(dir.getFileSystem().getPath("samples/agora/game-1.json"), f);
        Document crashed = document();
        assertThat(crashed.open(f)).isInstanceOf(Result.Done.class);
        crashed.session().orElseThrow().playText("b1-c2");
        crashed.edited();
        crashed.autosave().flush();
        crash(crashed);

        Document next = document();
        Recovery r = next.leftOver().orElseThrow();
        assertThat(r.found().origin()).contains(f.toAbsolutePath());
        assertThat(r.stale()).isFalse();
        assertThat(next.recover(r.found(), false)).isInstanceOf(Result.Done.class);
        assertThat(next.save()).isInstanceOf(Result.Done.class);
        assertThat(Files.readString(f)).contains("b1-c2");
        assertThat(dir.resolve("a")).as("no file named after the path cut at the line break").doesNotExist();
        assertThat(errors).isEmpty();
    }

    @Test
    void recoveryOfAnUnchangedFileIsNotStale() throws IOException {
        Path f = copy("stale.json");
        Document crashed = document();
        crashed.open(f);
        crashed.session().orElseThrow().playText("b1-c2");
        crashed.edited();
        crashed.autosave().flush();
        crash(crashed);
        Recovery r = document().leftOver().orElseThrow();
        assertThat(r.found().base()).isPresent();
        assertThat(r.stale()).isFalse();
        assertThat(r.question().question()).isEqualTo(Result.Question.RECOVER);
    }

    @Test
    void chaptersKeepTheirFoldsAndSaveWholeCollections() throws IOException {
        Path f = dir.resolve("course.json");
        Files.copy(Path.of("samples/agora/course.json"), f);
        Document d = document();
        d.open(f);
        int n = d.chapters().chapters().size();
        assertThat(d.chapterNames()).hasSize(n);
        assertThat(d.switchChapter(2)).isInstanceOf(Result.Done.class);
        assertThat(d.switchChapter(2)).isInstanceOf(Result.None.class);
        StudySession s = d.session().orElseThrow();
        s.playText(s.game().formatMove(s.position(0), s.game().legalMoves(s.position(0)).get(0)));
        assertThat(d.save()).isInstanceOf(Result.Done.class);
        Document again = document();
        again.open(f);
        assertThat(again.chapters().chapters()).hasSize(n);
        assertThat(again.kind()).isEqualTo(Document.Kind.COLLECTION);
        assertThat(Optional.of(again.chapters().chapters().get(2).tree().size())).contains(s.size());
        assertThat(errors).isEmpty();
    }

    /** Moved here from the window test: recovery of a collection's chapter, saved, loses no chapter. */
    @Test
    void recoveringAChapterOfACollectionKeepsTheOtherChaptersWhenSaved() throws IOException {
        Path course = dir.resolve("parlour-course.json");
        Files.copy(Path.of("samples/agora/course.json"), course);
        RecordJson json = new RecordJson(Games.all());
        int chapters = json.readAny(course).value().chapters().size();
        assertThat(chapters).isGreaterThan(2);
        Document view = document();
        view.open(course);
        view.switchChapter(2);
        String[] played = new String[1];
        StudySession s = view.session().orElseThrow();
        s.goTo(s.rootId());
        Object move = s.game().legalMoves(s.position(s.rootId())).get(0);
        s.play(move);
        played[0] = s.moveText(s.cursor());
        view.edited();
        Autosave a = view.autosave();
        a.flush();
        Path side = a.sideFile();
        crash(view);

        // as after a crash: another session starts, then recovers
        Document next = document();
        next.newRecord(Games.byId("agora").create());
        Autosave.Recovered r = next.autosave().leftOver().stream().filter(x -> x.sideFile().equals(side)).findFirst().orElseThrow();
        assertThat(r.chapter()).isEqualTo(2);
        assertThat(r.origin()).contains(course.toAbsolutePath());
        assertThat(next.recover(r, false)).isInstanceOf(Result.Done.class);
        assertThat(next.chapter()).isEqualTo(2);
        assertThat(next.isDirty()).isTrue();
        next.saveTo(course);
        org.parlour.study.RecordCollection saved = json.readAny(course).value();
        assertThat(saved.chapters()).hasSize(chapters);
        StudySession reread = Chapters.session(saved, 2);
        assertThat(reread.children(reread.rootId()).stream().map(reread::moveText)).contains(played[0]);
    }

    /** D13 after a crash: recovered work of a partly loaded file still asks before overwriting it. */
    @Test
    void recoveredWorkOfAPartlyLoadedFileStillAsks() throws IOException {
        Path f = copy("partial.json");
        Document crashed = document();
        crashed.open(f);
        StudySession s = crashed.session().orElseThrow();
        s.toEnd();
        playAny(s);
        crashed.edited();
        crashed.autosave().flush();
        crash(crashed);
        Document next = document();
        Recovery r = next.leftOver().orElseThrow();
        next.recover(r.found(), false);
        assertThat(next.isPartlyLoaded()).isTrue();
        assertThat(next.save()).isInstanceOf(Result.Ask.class);
    }

    /** Moved here from the window test: a broken file loads what is valid; a missing one is reported. */
    @Test
    void brokenFileLoadsWhatIsValidAndMissingFileIsReported() throws IOException {
        Document d = document();
        Path missing = dir.resolve("nothing.json");
        assertThat(d.open(missing)).isInstanceOfSatisfying(Result.Failed.class,
                r -> assertThat(r.status()).startsWith("No such file"));
        String text = Files.readString(Path.of("samples/agora/sample-game.json")).replace("\"f5-e4\"", "\"f5-f9\"");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, text);
        assertThat(d.open(broken)).isInstanceOfSatisfying(Result.Done.class,
                r -> assertThat(r.status()).contains("problem"));
        StudySession s = d.session().orElseThrow();
        s.toEnd();
        assertThat(s.ply(s.cursor())).isEqualTo(3);
    }

    /** An open that fails changes nothing: the record stays, unsaved, and so does its side file. */
    @Test
    void anOpenThatFailsKeepsTheRecordAndItsSideFile() throws IOException {
        Document d = document();
        d.newRecord(Games.byId("agora").create());
        StudySession before = d.session().orElseThrow();
        before.playText("b1-c2");
        d.edited();
        d.autosave().flush();
        Path side = d.autosave().sideFile();
        assertThat(side).exists();
        Path broken = Files.writeString(dir.resolve("broken.json"), "{ not json");
        assertThat(d.open(broken)).isInstanceOfSatisfying(Result.Failed.class,
                r -> assertThat(r.header()).isEqualTo("Could not open broken.json"));
        assertThat(d.session()).containsSame(before);
        assertThat(d.isDirty()).isTrue();
        assertThat(d.autosave().sideFile()).isEqualTo(side);
        assertThat(side).exists();
        assertThat(d.title()).isEqualTo("*untitled \u2013 Agora \u2013 Parlour");
    }

    @Test
    void importedGamesAreUnsavedWorkThatTheAutosaveKeeps() throws Exception {
        Document d = document();
        var games = GameText.read(
                "[Game \"agora\"]\n\n1. b1-c2 *\n", "game.txt", "agora").value();
        assertThat(d.imported(games, "game.txt")).isInstanceOf(Result.Done.class);
        assertThat(d.isDirty()).isTrue();
        assertThat(d.title()).startsWith("*");
        d.autosave().flush();
        assertThat(d.autosave().sideFile()).exists();
        assertThat(Files.readString(d.autosave().sideFile())).contains("b1-c2");
    }

    /** A file the system cannot read (an I/O error) says the system's reason in the language of the texts. */
    @Test
    void theSystemsReasonInFrench() {
        Path mem = Path.of("/proc/self/mem");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isRegularFile(mem) && Files.isReadable(mem), "a Linux /proc");
        RecordJson json = new RecordJson(Games.all());
        org.parlour.core.Messages.setLocale(java.util.Locale.FRENCH);
        try {
            Document.Unopened u = org.assertj.core.api.Assertions.catchThrowableOfType(() -> Document.load(json, mem), Document.Unopened.class);
            assertThat(u.failed.detail()).isEqualTo("erreur d’entrée-sortie du système");
            assertThat(u.failed.status()).contains("erreur d’entrée-sortie du système").doesNotContain("Input/output");
        } finally {
            org.parlour.core.Messages.setLocale(java.util.Locale.ENGLISH);
        }
    }

    /** Issue 27, D23: Save As never writes a record Parlour could not open again (over 64 MiB), and says so. */
    @Test
    void d23SaveAsRefusesARecordOverTheReadLimit() throws Exception {
        org.parlour.json.RecordJson json = new org.parlour.json.RecordJson(org.parlour.games.Games.all());
        org.parlour.study.GameRecord r = json.read(Path.of("samples/agora/sample-game.json")).value();
        // 11.5 M control characters: 69 MiB of JSON (\u0001 each)
        org.parlour.study.GameRecord big = r.withTree(r.tree().update(r.tree().rootId(), n -> n.withCommentAfter("\u0001".repeat(23 << 19))));
        Document d = document();
        d.imported(org.parlour.study.RecordCollection.of("", List.of(big)), "big");
        Path out = dir.resolve("big.json");
        assertThat(d.saveTo(out)).isInstanceOfSatisfying(Result.Failed.class,
                f -> assertThat(f.status()).contains("big.json: not written: it would be 69.0 MiB, more than the 64 MiB a Parlour file may have"));
        assertThat(out).doesNotExist();
        assertThat(d.isDirty()).isTrue();
    }
}
