package org.parlour;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SlicesRuleDefinition;

/** The package rules of docs/architecture.md, executable. */
@AnalyzeClasses(packages = "org.parlour", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

    private static final String[] PURE = {"org.parlour.core..", "org.parlour.games..", "org.parlour.tree..",
            "org.parlour.study..", "org.parlour.solver..", "org.parlour.problem..", "org.parlour.review..", "org.parlour.find..",
            "org.parlour.train..", "org.parlour.mine.."};

    @ArchTest
    static final ArchRule pureCoreUsesNoJavaFx = noClasses().that().resideInAnyPackage(PURE)
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
            .because("rules, trees and search must run without a display (docs/architecture.md)");

    @ArchTest
    static final ArchRule pureCoreUsesNoGson = noClasses().that().resideInAnyPackage(PURE)
            .should().dependOnClassesThat().resideInAnyPackage("com.google.gson..")
            .because("only org.parlour.json reads and writes JSON");

    @ArchTest
    static final ArchRule pureCoreDoesNoFileIo = noClasses().that().resideInAnyPackage(PURE)
            .should().dependOnClassesThat().resideInAnyPackage("java.nio.file..", "java.net..")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.File")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileInputStream")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileOutputStream")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileReader")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileWriter")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.RandomAccessFile")
            .orShould().dependOnClassesThat().resideInAnyPackage("java.nio.channels..")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileDescriptor")
            .because("the pure core works on values; files belong to json, ui and cli");

    @ArchTest
    static final ArchRule pureCoreReadsNoRecordFiles = noClasses().that().resideInAnyPackage(PURE)
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.json..", "org.parlour.document..",
                    "org.parlour.jsonsyntax..")
            .because("records come to the pure core as values; the file format belongs to json (docs/architecture.md)");

    @ArchTest
    static final ArchRule pureCoreReadsNoEnvironment = noClasses().that().resideInAnyPackage(PURE)
            .should().callMethod(System.class, "getenv")
            .orShould().callMethod(System.class, "getenv", String.class)
            .orShould().callMethod(System.class, "getProperty", String.class)
            .orShould().callMethod(System.class, "getProperty", String.class, String.class)
            .because("where the user's files live (user.home, the environment) is the front ends' business");

    @ArchTest
    static final ArchRule modeModelUsesNoJavaFx = noClasses().that().resideInAPackage("org.parlour.ui.mode..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
            .orShould().dependOnClassesThat(com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage("org.parlour.ui..")
                    .and(com.tngtech.archunit.base.DescribedPredicate.not(
                            com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage("org.parlour.ui.mode.."))))
            .because("the window's modes are decided without the toolkit and the views (docs/architecture.md, \"The window\")");

    @ArchTest
    static final ArchRule coreAndTreeImportOnlyJava = noClasses().that().resideInAnyPackage("org.parlour.core..", "org.parlour.tree..")
            .should().dependOnClassesThat().resideOutsideOfPackages("java..", "org.parlour.core..", "org.parlour.tree..")
            .because("core and tree are the vocabulary everything else builds on");

    @ArchTest
    static final ArchRule treeKnowsNoGame = noClasses().that().resideInAPackage("org.parlour.tree..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.core..", "org.parlour.games..")
            .because("the variation tree is generic and knows no game (docs/architecture.md)");

    @ArchTest
    static final ArchRule solverImportsOnlyCore = noClasses().that().resideInAPackage("org.parlour.solver..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.study..",
                    "org.parlour.problem..", "org.parlour.json..")
            .because("the solver searches any Game and knows nothing of records (docs/architecture.md)");

    @ArchTest
    static final ArchRule solverTakesOnlyTheRolesFromTree = noClasses().that().resideInAPackage("org.parlour.solver..")
            .should().dependOnClassesThat(com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage("org.parlour.tree..")
                    .and(com.tngtech.archunit.base.DescribedPredicate.not(
                            com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo(org.parlour.tree.ProblemRole.class))))
            .because("the problem roles are one vocabulary (tree.ProblemRole) for the tree and the solver; nothing else of the tree");

    @ArchTest
    static final ArchRule problemImportsCoreTreeStudySolver = noClasses().that().resideInAPackage("org.parlour.problem..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.json..")
            .because("problems in records join study and solver; files belong to json");

    @ArchTest
    static final ArchRule mineTakesOnlyTheRegistryOfGames = noClasses().that().resideInAPackage("org.parlour.mine..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.games.(*)..", "org.parlour.json..",
                    "org.parlour.document..", "org.parlour.interchange..")
            .because("the miner works on records and any Game from the registry; files belong to json and the CLI");

    @ArchTest
    static final ArchRule gamesImportOnlyCore = noClasses().that().resideInAPackage("org.parlour.games.(*)..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.tree..", "org.parlour.study..",
                    "org.parlour.solver..", "org.parlour.problem..", "org.parlour.json..", "org.parlour.ui..", "org.parlour.cli..")
            .because("a game is rules only: it imports core and nothing outer");

    @ArchTest
    static final ArchRule noGameImportsAnother = SlicesRuleDefinition.slices().matching("org.parlour.games.(*)..")
            .should().notDependOnEachOther()
            .because("games plug in side by side behind the core contract");

    @ArchTest
    static final ArchRule solverAndStudyKnowNoGame = noClasses().that().resideInAnyPackage("org.parlour.solver..", "org.parlour.study..",
                    "org.parlour.problem..", "org.parlour.review..", "org.parlour.find..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.games..")
            .because("search and records receive a Game; only the registry names the games");

    @ArchTest
    static final ArchRule onlyJsonUsesGson = noClasses().that().resideOutsideOfPackages("org.parlour.json..", "org.parlour.interchange..",
                    "org.parlour.jsonsyntax..")
            .should().dependOnClassesThat().resideInAnyPackage("com.google.gson..")
            .because("one package owns the file format (docs/architecture.md); interchange reads other programs' JSON"
                    + " (AbstractPlay's records) with the same library, both through the one strict reader (jsonsyntax)");

    @ArchTest
    static final ArchRule jsonSyntaxIsTheStrictReaderOnly = noClasses().that().resideInAPackage("org.parlour.jsonsyntax..")
            .should().dependOnClassesThat().resideOutsideOfPackages("java..", "com.google.gson..", "org.parlour.core..",
                    "org.parlour.jsonsyntax..")
            .because("the strict JSON reader is shared by json and interchange, so it imports neither (docs/architecture.md)");

    @ArchTest
    static final ArchRule interchangeIsPure = noClasses().that().resideInAPackage("org.parlour.interchange..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "java.nio.file..", "java.net..",
                    "org.parlour.json..")
            .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.File")
            .because("formats are values in, values out: the command line and the app read and write the files");

    @ArchTest
    static final ArchRule onlyUiUsesJavaFx = noClasses().that().resideOutsideOfPackage("org.parlour.ui..")
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..")
            .because("the command line must run with no display");

    @ArchTest
    static final ArchRule viewModelsUseNoScene = noClasses().that().haveSimpleNameEndingWith("ViewModel")
            .should().dependOnClassesThat().resideInAnyPackage("javafx.scene..")
            .because("view models unit-test without starting the toolkit");

    @ArchTest
    static final ArchRule nothingImportsUiOrCli = noClasses().that().resideOutsideOfPackages("org.parlour.ui..", "org.parlour.cli..")
            .and().doNotHaveFullyQualifiedName("org.parlour.Main")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.ui..", "org.parlour.cli..")
            .because("the front ends sit on top; nothing depends on them");

    @ArchTest
    static final ArchRule diagramDrawsOnly = noClasses().that().resideInAPackage("org.parlour.diagram..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.tree..", "org.parlour.study..",
                    "org.parlour.json..", "org.parlour.solver..", "org.parlour.problem..", "org.parlour.games..",
                    "org.parlour.export..", "java.nio.file..")
            .because("the painter draws a picture of any game (layout, frame, markup and animation plans are tested "
                    + "without the toolkit); records and files are the exporters' business");

    @ArchTest
    static final ArchRule cliDoesNotUseUi = noClasses().that().resideInAPackage("org.parlour.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.ui..")
            .because("the command line must run with no display");

    @ArchTest
    static final ArchRule onlyCliWritesStandardStreams = noClasses().that().resideOutsideOfPackages("org.parlour.cli..")
            .and().doNotHaveFullyQualifiedName("org.parlour.Main")
            .should().accessField(System.class, "out").orShould().accessField(System.class, "err")
            .because("JabRef's rule: one place writes to the console");

    @ArchTest
    static final ArchRule jsonKnowsNoGameInternals = noClasses().that().resideInAPackage("org.parlour.json..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.games.*..")
            .because("the file format reads every game through core.GameType and its notation, never a game's own classes");

    @ArchTest
    static final ArchRule studyKnowsNoSolverOrProblem = noClasses().that().resideInAPackage("org.parlour.study..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.solver..", "org.parlour.problem..")
            .because("records and sessions are below search: problem joins study and solver, never the other way");

    @ArchTest
    static final ArchRule onlyFrontEndsUseTheDocument = noClasses().that().resideOutsideOfPackages("org.parlour.document..",
                    "org.parlour.ui..", "org.parlour.cli..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.document..")
            .because("the open document (file, chapters, autosave) sits above the core and below the window");

    @ArchTest
    static final ArchRule trainerCoreKnowsNoStoreOrGame = noClasses().that().resideInAPackage("org.parlour.train..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.games..", "org.parlour.json..", "org.parlour.history..",
                    "org.parlour.document..", "java.sql..", "org.sqlite..")
            .because("the trainer's maths and choices are tested without a database: the history is an interface it is given"
                    + " (docs/architecture.md)");

    @ArchTest
    static final ArchRule historyIsTheTrainersStoreOnly = noClasses().that().resideInAPackage("org.parlour.history..")
            .should().dependOnClassesThat().resideInAnyPackage("org.parlour.games..", "org.parlour.json..", "org.parlour.document..",
                    "org.parlour.study..", "org.parlour.solver..")
            .because("the training history keeps tries, ratings and cards; records and files of records are json's and document's");

    @ArchTest
    static final ArchRule onlyHistoryUsesSql = noClasses().that().resideOutsideOfPackage("org.parlour.history..")
            .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "org.sqlite..")
            .because("one package owns the SQLite database (docs/architecture.md)");

    @ArchTest
    static final ArchRule exportsChooseTheirFileInOnePlace = noClasses().that()
            .doNotHaveFullyQualifiedName("org.parlour.ui.export.ExportTarget")
            .and().doNotHaveFullyQualifiedName("org.parlour.ui.FileCommands")
            .should().callMethod(javafx.stage.FileChooser.class, "showSaveDialog", javafx.stage.Window.class)
            .because("every export chooses its file through ExportTarget, which refuses the open record and any Parlour record"
                    + " (docs/user-guide.md, \"Files\"); only Save As writes a record");

    /** Classes in ui that hold logic without the toolkit: layout, rows, setup, keys (docs/architecture.md). */
    private static final String[] PURE_UI = {"org.parlour.ui.study.MoveRows", "org.parlour.ui.study.LongIntMap", "org.parlour.ui.edit.TreeGraphLayout",
            "org.parlour.ui.edit.SetupModel", "org.parlour.ui.board.MoveWords", "org.parlour.ui.Keys"};

    @ArchTest
    static final ArchRule pureUiClassesUseNoJavaFx = noClasses().that().haveNameMatching(
                    String.join("|", java.util.Arrays.stream(PURE_UI).map(n -> java.util.regex.Pattern.quote(n) + "(\\$.*)?").toList()))
            .should().dependOnClassesThat().resideInAnyPackage("javafx..", "org.controlsfx..", "java.nio.file..")
            .because("they are tested without the toolkit; the view only draws what they compute");
}
