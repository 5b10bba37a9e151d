package org.parlour.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.parlour.core.Game;
import org.parlour.core.Messages;
import org.parlour.document.ParlourJson;
import org.parlour.games.Games;
import org.parlour.mine.SelfPlay;
import org.parlour.review.Engine;
import org.parlour.study.GameRecord;
import org.parlour.study.RecordCollection;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code selfplay <game> --games N -o FILE}: engine-against-engine games as a parlour-collection
 * ({@link SelfPlay}: seeded, random first plies, softmax slips), the games to mine
 * ({@code parlour mine}). Progress on stderr; Ctrl+C stops after the current move and saves the
 * games finished. Exit 0 on success, 1 for a bad option value (rules, level), 2 for usage and
 * I/O errors. A save that fails at the end puts the games in another file and names it
 * ({@link Rescue}; exit 2).
 */
@Command(name = "selfplay", mixinStandardHelpOptions = true)
final class SelfPlayCommand extends Subcommand implements Callable<Integer> {
    @Mixin
    GameArgs game;

    @Option(names = "--games", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "selfplay.games", required = true)
    int games;

    @Option(names = "--level", paramLabel = "L", descriptionKey = "selfplay.level")
    String level = "casual";

    @Option(names = "--seed", paramLabel = "S", descriptionKey = "selfplay.seed")
    long seed = 1;

    @Option(names = "--max-plies", converter = NumberConverters.Clamped.class, paramLabel = "N", descriptionKey = "selfplay.maxPlies")
    int maxPlies = SelfPlay.MAX_PLIES;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", descriptionKey = "selfplay.output", required = true)
    Path output;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = out();
        PrintWriter err = err();
        if (games < 1 || games > 100_000) {
            throw refuse(Messages.tr("cli.selfplay.games", typed("--games", games)));
        }
        if (maxPlies < 1 || maxPlies > SelfPlay.MOST_PLIES) {
            throw refuse(Messages.tr("cli.selfplay.maxPlies", typed("--max-plies", maxPlies)));
        }
        Engine.Level lvl = SelfPlay.level(level).orElseThrow(
                () -> refuse(Messages.tr("selfplay.level", level)));
        try {
            // the games are not played for nothing when the output cannot be written
            org.parlour.json.Outputs.refuseUnwritableFolder(output);
            // nor when saving them would replace the only backup of a record (a second run over a person's record)
            org.parlour.json.Outputs.refuseLosingBackup(output);
        } catch (org.parlour.json.FileRefusedException e) {
            return Cli.refused(err, e);
        }
        Game<?, ?> g = game.game(spec.commandLine());
        if (!Engine.Level.offered(g.id()).contains(lvl)) {
            throw refuse(Messages.tr("cli.selfplay.levelNotOffered", level, g.displayName(),
                    String.join(", ", Engine.Level.offered(g.id()).stream().map(SelfPlay::name).toList())));
        }
        List<GameRecord> played;
        long start = System.nanoTime();
        try (Cancel cancel = new Cancel()) {
            played = SelfPlay.play(g, g.options().withoutDefaults(Games.byId(g.id()).ruleOptions()), games, lvl, seed, maxPlies,
                    n -> err.println(Messages.tr("cli.selfplay.progress", n, games, (System.nanoTime() - start) / 1_000_000_000L)),
                    cancel.flag());
            RecordCollection c = RecordCollection.of(Messages.tr("cli.selfplay.collection", g.displayName(), seed, SelfPlay.name(lvl)), played);
            // a save that fails after the games are played puts them in another file, named in the error
            Path saved = Rescue.saveOutput(err, output, ParlourJson.get().write(c));
            // before the cancel hook lets the program end: a stop by Ctrl+C or SIGTERM prints it too
            if (saved != null) {
                out.println(Messages.tr("cli.selfplay.done", played.size(), FileErrors.name(saved))
                        + (cancel.flag().get() ? Messages.tr("cli.selfplay.stopped", played.size(), games) : ""));
            }
            out.flush();
            err.flush();
            if (!output.equals(saved)) {
                return Cli.USAGE;
            }
        }
        return Cli.OK;
    }
}
