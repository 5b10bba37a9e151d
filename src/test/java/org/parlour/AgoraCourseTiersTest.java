package org.parlour;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.parlour.core.RuleOptions;
import org.parlour.games.Games;
import org.parlour.games.agora.Agora;
import org.parlour.games.agora.AgoraGame;
import org.parlour.games.agora.AgoraPosition;
import org.parlour.json.RecordJson;
import org.parlour.study.GameRecord;
import org.parlour.tree.Mark;

/**
 * The Agora course's first chapter describes the tiers as the rules have them (rules.md §1.2,
 * default {@code tiers=0-2-5}): its three steps in pieces ("the middle ring ... is N pieces lower",
 * "the centre ... is N pieces lower again, N pieces below the outer ring") and its tier labels are
 * the differences and the altitudes of the game's own board (outer a1, middle b2, centre c3).
 */
class AgoraCourseTiersTest {
    @Test
    void chapterOneStatesTheTiersOfTheRules() throws Exception {
        GameRecord one = new RecordJson(Games.all()).readAny(Path.of("samples/agora/course.json")).value().chapters().get(0);
        AgoraGame game = (AgoraGame) Agora.TYPE.create(RuleOptions.empty());
        int outer = game.altitude(AgoraPosition.square("a1"));
        int middle = game.altitude(AgoraPosition.square("b2"));
        int centre = game.altitude(AgoraPosition.square("c3"));
        String text = one.tree().root().data().commentAfter();
        assertThat(number(text, "middle ring \\(12 squares\\) is (\\d+) pieces lower")).as(text).isEqualTo(outer - middle);
        assertThat(number(text, "is (\\d+) pieces lower again")).as(text).isEqualTo(middle - centre);
        assertThat(number(text, "(\\d+) pieces below the outer ring")).as(text).isEqualTo(outer - centre);
        for (Mark m : one.tree().root().data().markup()) {
            if (m instanceof Mark.Label l) {
                assertThat(l.text()).as("tier label on " + l.cell()).isEqualTo(String.valueOf(game.altitude(AgoraPosition.square(l.cell()))));
            }
        }
    }

    private static int number(String text, String regex) {
        Matcher m = Pattern.compile(regex).matcher(text);
        assertThat(m.find()).as("the text says \"" + regex + "\"").isTrue();
        return Integer.parseInt(m.group(1));
    }
}
