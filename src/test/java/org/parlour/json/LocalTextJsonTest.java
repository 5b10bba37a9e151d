package org.parlour.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.parlour.core.Defence;
import org.parlour.core.RuleOptions;
import org.parlour.core.Seat;
import org.parlour.study.GameRecord;
import org.parlour.study.Metadata;
import org.parlour.study.ProblemSpec;
import org.parlour.study.RecordCollection;
import org.parlour.tree.Colour;
import org.parlour.tree.LocalText;
import org.parlour.tree.Mark;
import org.parlour.tree.MoveTree;
import org.parlour.tree.NodeData;
import org.parlour.tree.Quiz;

/**
 * Text in several languages (docs/notation.md, "Text in several languages"): every reader-facing
 * text may be a plain string or an object by BCP 47 tag; both read and write back byte for byte,
 * and bad input is named by its JSON path.
 */
class LocalTextJsonTest {
    static final RecordJson JSON = RecordJsonTest.JSON;

    static final String RECORD = """
            {
              "format": "parlour-record",
              "version": "1.0",
              "game": "takeaway",
              "meta": {
                "title": {"en": "Take-away", "fr": "Le jeu de retrait"},
                "language": "en"
              },
              "setup": "10 w",
              "problem": {
                "seat": "w",
                "goal": "win",
                "moves": 1,
                "defence": "best",
                "statement": {"en": "White to play", "fr": "Les blancs jouent"}
              },
              "start": {"comment": {"en": "Your move.", "fr": "À vous."}, "markup": [{"type": "label", "cell": "a1", "text": {"en": "no", "fr": "non"}, "colour": "red"}], "quiz": {"hint": {"en": "Four.", "fr": "Quatre."}, "answers": [{"move": "t2", "feedback": {"fr": "Huit.", "en": "Eight."}}]}},
              "moves": [
                {"id": 1, "move": "t2", "commentBefore": "Plain, in the record's language", "comment": {"en": "Right.", "pt-BR": "Certo."}}
              ]
            }
            """;

    @Test
    void textsByLanguageAreReadAndWrittenBackByteForByte() throws Exception {
        LoadResult<GameRecord> r = JSON.readRecord(RECORD, "langs.json");
        assertThat(r.problems()).isEmpty();
        GameRecord g = r.value();
        assertThat(g.meta().titleText()).isEqualTo(LocalText.of("en", "Take-away", "fr", "Le jeu de retrait"));
        assertThat(g.problem().orElseThrow().statementText().pick(java.util.Locale.FRENCH, "en")).isEqualTo("Les blancs jouent");
        NodeData start = g.tree().root().data();
        assertThat(start.commentAfterText().byTag()).containsExactly(Map.entry("en", "Your move."), Map.entry("fr", "À vous."));
        assertThat(((Mark.Label) start.markup().get(0)).label().pick(java.util.Locale.FRENCH, "en")).isEqualTo("non");
        Quiz q = start.quiz().orElseThrow();
        assertThat(q.hintText().pick(java.util.Locale.FRENCH, "en")).isEqualTo("Quatre.");
        assertThat(q.answers().get(0).feedbackText().byTag().keySet()).as("the author's order").containsExactly("fr", "en");
        NodeData one = g.tree().node(1).data();
        assertThat(one.commentBeforeText().isPlain()).isTrue();
        assertThat(one.commentAfterText().pick(java.util.Locale.forLanguageTag("pt-BR"), "en")).isEqualTo("Certo.");
        assertThat(JSON.write(g)).isEqualTo(RECORD);
    }

    @Test
    void aReaderSeesOneLanguageEverywhere() throws Exception {
        GameRecord g = JSON.readRecord(RECORD, "langs.json").value();
        GameRecord fr = org.parlour.study.RecordLanguages.picked(g, java.util.Locale.FRENCH);
        assertThat(org.parlour.study.RecordLanguages.allPlain(fr)).isTrue();
        assertThat(fr.meta().title()).isEqualTo("Le jeu de retrait");
        assertThat(fr.problem().orElseThrow().statement()).isEqualTo("Les blancs jouent");
        assertThat(fr.tree().root().data().commentAfter()).isEqualTo("À vous.");
        assertThat(fr.tree().root().data().quiz().orElseThrow().hint()).isEqualTo("Quatre.");
        assertThat(fr.tree().root().data().quiz().orElseThrow().answers().get(0).feedback()).isEqualTo("Huit.");
        assertThat(((Mark.Label) fr.tree().root().data().markup().get(0)).text()).isEqualTo("non");
        assertThat(fr.tree().node(1).data().commentAfter()).as("no French: the record's language").isEqualTo("Right.");
        GameRecord en = org.parlour.study.RecordLanguages.picked(g, java.util.Locale.ENGLISH);
        assertThat(en.tree().root().data().commentAfter()).isEqualTo("Your move.");
        GameRecord plain = JSON.readRecord(QuizJsonTest.QUIZ, "q.json").value();
        assertThat(org.parlour.study.RecordLanguages.picked(plain, java.util.Locale.FRENCH)).as("a plain record is itself").isSameAs(plain);
    }

    /** Every file under samples/, the mined libraries too, reads and writes back byte for byte. */
    @Test
    void everySampleFileWritesBackByteForByte() throws Exception {
        RecordJson json = SamplesTest.JSON;
        List<Path> files;
        try (java.util.stream.Stream<Path> all = Files.walk(Path.of("samples"))) {
            files = all.filter(p -> p.toString().endsWith(".json")).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(18);
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            LoadResult<RecordCollection> r = json.readAny(f);
            String back = r.kind() == FileKind.RECORD ? json.write(r.value().chapters().get(0)) : json.write(r.value());
            assertThat(back).as("%s", f).isEqualTo(text);
        }
    }

    @Test
    void aCollectionTitleMayHaveLanguages() throws Exception {
        String text = """
                {
                  "format": "parlour-collection",
                  "version": "1.0",
                  "title": {"en": "Problems", "fr": "Problèmes"},
                  "chapters": [
                    {
                      "game": "takeaway",
                      "meta": {
                        "title": {"fr": "Un"}
                      },
                      "setup": "5 w",
                      "moves": []
                    }
                  ]
                }
                """;
        LoadResult<RecordCollection> r = JSON.readAny(text, "c.json");
        assertThat(r.problems()).isEmpty();
        assertThat(r.value().titleText().pick(java.util.Locale.FRENCH, "")).isEqualTo("Problèmes");
        assertThat(JSON.write(r.value())).isEqualTo(text);
    }

    @Test
    void badTextsAreNamedByTheirPathAndOnlyThatLanguageDropped() throws Exception {
        String bad = RECORD.replace("\"comment\": {\"en\": \"Right.\", \"pt-BR\": \"Certo.\"}",
                        "\"comment\": {\"en\": \"Right.\", \"en_US\": \"Sure.\", \"fr\": 5, \"EN\": \"Again\"}")
                .replace("\"commentBefore\": \"Plain, in the record's language\"", "\"commentBefore\": 7")
                .replace("\"statement\": {\"en\": \"White to play\", \"fr\": \"Les blancs jouent\"}", "\"statement\": [\"White\"]")
                .replace("\"title\": {\"en\": \"Take-away\", \"fr\": \"Le jeu de retrait\"}", "\"title\": {\"english\": \"Take-away\"}");
        LoadResult<GameRecord> r = JSON.readRecord(bad, "bad.json");
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactlyInAnyOrder(
                "$.meta.title.english: \"english\" is a well-formed BCP 47 tag, but english is not an ISO 639 language code (such as en, fr or pt-BR); ignored",
                "$.problem.statement: expected text or texts by language ({\"en\": ..., \"fr\": ...}), got [\"White\"]; the problem definition is ignored",
                "$.moves[0].commentBefore: expected text or texts by language ({\"en\": ..., \"fr\": ...}), got 7; ignored",
                "$.moves[0].comment.en_US: \"en_US\" is not a well-formed BCP 47 language tag (such as en, fr or pt-BR); ignored",
                "$.moves[0].comment.fr: expected text, got 5; ignored",
                "$.moves[0].comment.EN: the language \"EN\" is given twice; ignored");
        assertThat(r.value().tree().node(1).data().commentAfterText()).isEqualTo(LocalText.of("en", "Right."));
        assertThat(r.value().meta().titleText().isEmpty()).isTrue();
    }

    @Test
    void theSchemaTakesTextsByLanguageAndRefusesOtherValues() throws Exception {
        com.networknt.schema.JsonSchema schema = SamplesTest.schema();
        assertThat(schema.validate(RECORD, com.networknt.schema.InputFormat.JSON)).isEmpty();
        assertThat(schema.validate(RECORD.replace("\"fr\": \"À vous.\"", "\"fr\": 5"), com.networknt.schema.InputFormat.JSON)).isNotEmpty();
        assertThat(schema.validate(RECORD.replace("\"commentBefore\": \"Plain, in the record's language\"", "\"commentBefore\": 7"),
                com.networknt.schema.InputFormat.JSON)).isNotEmpty();
        assertThat(schema.validate(RECORD.replace("\"pt-BR\"", "\"pt_BR\""), com.networknt.schema.InputFormat.JSON)).isNotEmpty();
    }

    @Test
    void validateReportsABadTagAtItsPath() throws Exception {
        Path dir = Files.createTempDirectory("lang");
        Path f = dir.resolve("t.json");
        Files.writeString(f, RECORD.replace("\"fr\": \"À vous.\"", "\"fr\": null"), StandardCharsets.UTF_8);
        LoadResult<GameRecord> r = JSON.read(f);
        assertThat(r.problems()).extracting(LoadIssue::toString).containsExactly("$.start.comment.fr: expected text, got null; ignored");
    }

    /** Seeded random records with texts plain and by language in every place: read(write(r)) == r, and write is stable. */
    @Test
    void randomRecordsWithLanguagesSurviveTheRoundTrip() throws Exception {
        for (long s = 1; s <= 40; s++) {
            long seed = 31_000 + s;
            System.out.println("LocalTextJsonTest seed " + seed);
            Random random = new Random(seed);
            GameRecord r = randomRecord(random);
            String text = JSON.write(r);
            LoadResult<GameRecord> back = JSON.readRecord(text, "seed-" + seed + ".json");
            assertThat(back.problems()).as("seed %d", seed).isEmpty();
            assertThat(back.value()).as("seed %d", seed).isEqualTo(r);
            assertThat(JSON.write(back.value())).as("seed %d", seed).isEqualTo(text);
            RecordCollection c = new RecordCollection(text(random), List.of(r, r), new java.util.TreeMap<>());
            String ct = JSON.write(c);
            LoadResult<RecordCollection> cb = JSON.readAny(ct, "c-" + seed + ".json");
            assertThat(cb.problems()).as("seed %d", seed).isEmpty();
            assertThat(cb.value()).as("seed %d", seed).isEqualTo(c);
            assertThat(JSON.write(cb.value())).as("seed %d", seed).isEqualTo(ct);
        }
    }

    private static final String[] WORDS = {"Good.", "**Strong** move", "Ελληνικά", "中文注释", "quote \" and \\ backslash", "line\nbreak",
        "À vous", ""};
    private static final String[] TAGS = {"en", "fr", "de", "pt-BR", "und", "zh-Hant", "gsw"};

    static LocalText text(Random random) {
        if (random.nextInt(3) == 0) {
            return LocalText.plain(WORDS[random.nextInt(WORDS.length)]);
        }
        Map<String, String> m = new LinkedHashMap<>();
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            m.putIfAbsent(TAGS[random.nextInt(TAGS.length)], WORDS[random.nextInt(WORDS.length)]);
        }
        return LocalText.of(m);
    }

    private static GameRecord randomRecord(Random random) {
        MoveTree t = MoveTree.withRoot(NodeData.empty().withCommentAfter(text(random)).withCommentBefore(text(random)));
        long at = MoveTree.ROOT_ID;
        int pile = 30;
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            MoveTree.Edited e = t.addMove(at, "t" + (1 + random.nextInt(3)));
            t = e.tree();
            at = e.nodeId();
            ids.add(at);
        }
        for (long id : ids) {
            NodeData d = t.node(id).data().withCommentAfter(text(random)).withCommentBefore(text(random));
            LocalText label = text(random);
            if (!label.isEmpty()) {
                d = d.withMarkup(List.of(new Mark.Label("a1", label, Colour.values()[random.nextInt(4)], Map.of())));
            }
            if (random.nextInt(3) == 0) {
                d = d.withQuiz(Optional.of(new Quiz(text(random), List.of(new Quiz.Answer("t1", text(random), Map.of())),
                        List.of(new Quiz.Answer("t2", text(random), Map.of())), Map.of())));
            }
            t = t.withData(id, d);
        }
        Metadata meta = Metadata.empty().withTitle(text(random)).withLanguage(random.nextBoolean() ? "en" : "");
        GameRecord r = GameRecord.of("takeaway").withRules(RuleOptions.empty()).withMeta(meta).withSetup(pile + " w").withTree(t);
        if (random.nextBoolean()) {
            r = r.withProblem(Optional.of(new ProblemSpec(Seat.WHITE, "win", Map.of(), 1, Defence.BEST, text(random), List.of(),
                    OptionalDouble.empty(), OptionalDouble.empty(), Map.of())));
        }
        return r;
    }
}
