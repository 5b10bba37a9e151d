package org.parlour.cli;

import org.parlour.core.Messages;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.parlour.core.Game;
import org.parlour.core.Outcome;
import org.parlour.core.Texts;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code play <game> <move>...}: the position after the moves, then the outcome ({@link #outcomeLine}). */
@Command(name = "play", mixinStandardHelpOptions = true)
final class PlayCommand extends Subcommand implements Runnable {
    @Mixin
    GameOptions args;

    @Parameters(index = "1..*", paramLabel = "<move>", descriptionKey = "play.move")
    List<String> moves = new ArrayList<>();

    @Override
    public void run() {
        play(args.game(spec.commandLine()), out());
    }

    private <P, M> void play(Game<P, M> game, PrintWriter out) {
        P position = args.start(game);
        for (int i = 0; i < moves.size(); i++) {
            String text = moves.get(i);
            Optional<Outcome> over = game.outcome(position);
            if (over.isPresent()) {
                throw new IllegalArgumentException(Messages.tr("cli.play.over", i + 1, Texts.abbreviate(text), over.get().words(),
                        game.formatPosition(position)));
            }
            try {
                position = game.play(position, game.parseMove(position, text));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(Messages.tr("cli.play.bad", i + 1, Texts.shortenMessage(e.getMessage(), text),
                        game.formatPosition(position)), e);
            }
        }
        out.println(game.formatPosition(position));
        out.println(outcomeLine(game.outcome(position)));
    }

    /**
     * The last line, for scripts and people (docs/cli.md): {@code outcome: } and the code of
     * rules.md &sect;6.4 ({@code win b}, {@code win b+w}, {@code draw}) or {@code none}, the same in every
     * language, then the outcome in words in the language of {@link Messages} in parentheses:
     * {@code outcome: win b (Black wins)}, {@code outcome: win b (Noir gagne)},
     * {@code outcome: none (The game goes on)}.
     */
    static String outcomeLine(Optional<Outcome> outcome) {
        return "outcome: " + outcome.map(Outcome::text).orElse("none") + " ("
                + outcome.map(Outcome::words).orElse(Messages.tr("cli.play.goesOn")) + ")";
    }
}
