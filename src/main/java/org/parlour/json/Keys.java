package org.parlour.json;

import java.util.Set;

/**
 * The names of the Parlour notation's fields (docs/notation.md) and, for each kind of object, the
 * fields this version knows (any other is an extension field: kept and written back last). The
 * one holder of the format's names for the readers ({@link RecordReader}, {@link HeaderReader},
 * {@link NodeReader}, {@link StrictJson}) and the writers ({@link RecordWriter}, {@link MoveWriter}).
 */
final class Keys {
    // the top level of a record
    static final String FORMAT = "format";
    static final String VERSION = "version";
    static final String GAME = "game";
    static final String RULES = "rules";
    static final String META = "meta";
    static final String SETUP = "setup";
    static final String PROBLEM = "problem";
    static final String SOLUTION = "solution";
    static final String START = "start";
    static final String MOVES = "moves";

    // the top level of a collection
    static final String TITLE = "title";
    static final String CHAPTERS = "chapters";

    // {@code meta}
    static final String EVENT = "event";
    static final String SITE = "site";
    static final String DATE = "date";
    static final String ROUND = "round";
    static final String PLAYERS = "players";
    static final String RESULT = "result";
    static final String ANNOTATOR = "annotator";
    static final String SOURCE = "source";
    static final String TAGS = "tags";
    static final String LANGUAGE = "language";
    static final String ORIGIN = "origin";

    // a move object
    static final String ID = "id";
    static final String MOVE = "move";
    static final String ROLE = "role";
    static final String NAGS = "nags";
    static final String COMMENT_BEFORE = "commentBefore";
    static final String COMMENT = "comment";
    static final String EVAL = "eval";
    static final String MARKUP = "markup";
    static final String QUIZ = "quiz";
    static final String COMPUTER = "computer";
    static final String VARIATIONS = "variations";

    // {@code problem} and {@code solution}
    static final String SEAT = "seat";
    static final String GOAL = "goal";
    static final String PARAMS = "params";
    static final String DEFENCE = "defence";
    static final String STATEMENT = "statement";
    static final String THEMES = "themes";
    static final String RATING = "rating";
    static final String RD = "rd";
    static final String VERDICT = "verdict";
    static final String KEYS = "keys";
    static final String DETAILS = "details";

    // {@code eval}, a mark, {@code quiz} and its answers
    static final String VALUE = "value";
    static final String DEPTH = "depth";
    static final String TYPE = "type";
    static final String FROM = "from";
    static final String TO = "to";
    static final String CELL = "cell";
    static final String TEXT = "text";
    static final String COLOUR = "colour";
    static final String HINT = "hint";
    static final String ANSWERS = "answers";
    static final String WRONG = "wrong";
    static final String FEEDBACK = "feedback";

    // {@code computer}, the review's mark (and {@link #COMMENT}, the checksum of its comment)
    static final String BY = "by";
    static final String LINE = "line";
    static final String NAG = "nag";
    static final String WORDS = "words";

    /** The fields of a record. */
    static final Set<String> RECORD_FIELDS = Set.of(FORMAT, VERSION, GAME, RULES, META, SETUP, PROBLEM, SOLUTION, START, MOVES);
    /** The fields of a collection. */
    static final Set<String> COLLECTION_FIELDS = Set.of(FORMAT, VERSION, TITLE, CHAPTERS);
    /** The fields of {@code meta}. */
    static final Set<String> META_FIELDS = Set.of(TITLE, EVENT, SITE, DATE, ROUND, PLAYERS, RESULT, ANNOTATOR, SOURCE, TAGS,
            LANGUAGE, ORIGIN);
    /** The fields of a move object (and the start's {@code start} object, without id and move). */
    static final Set<String> NODE_FIELDS = Set.of(ID, MOVE, ROLE, NAGS, COMMENT_BEFORE, COMMENT, EVAL, MARKUP, QUIZ, COMPUTER, VARIATIONS);
    /** The fields of {@code problem}. */
    static final Set<String> PROBLEM_FIELDS = Set.of(SEAT, GOAL, PARAMS, MOVES, DEFENCE, STATEMENT, THEMES, RATING, RD);
    /** The fields of {@code solution}. */
    static final Set<String> SOLUTION_FIELDS = Set.of(VERDICT, KEYS, DETAILS);
    /** The fields of {@code eval}. */
    static final Set<String> EVAL_FIELDS = Set.of(VALUE, DEPTH, SOURCE);
    /** The fields of a mark of {@code markup}. */
    static final Set<String> MARK_FIELDS = Set.of(TYPE, FROM, TO, CELL, TEXT, COLOUR);
    /** The fields of {@code quiz}. */
    static final Set<String> QUIZ_FIELDS = Set.of(HINT, ANSWERS, WRONG);
    /** The fields of {@code computer}. */
    static final Set<String> COMPUTER_FIELDS = Set.of(BY, LINE, COMMENT, NAG, WORDS);
    /** The fields of an answer of {@code quiz}. */
    static final Set<String> ANSWER_FIELDS = Set.of(MOVE, FEEDBACK);

    private Keys() {
    }
}
