package org.parlour.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@link ProblemSpec#isId}: a goal's or theme's id reads as the pattern it replaced says. */
class ProblemSpecIdTest {
    @Test
    void idsAreReadAsTheirPatternSays() {
        Pattern pattern = Pattern.compile("[a-z][a-z0-9]*(-[a-z0-9]+)*");
        long seed = 3207L;
        System.out.println("idsAreReadAsTheirPatternSays seed " + seed);
        Random random = new Random(seed);
        String alphabet = "az09-A_ \u00e9";
        List<String> ids = new ArrayList<>(List.of("revolution", "free-prisoners", "capture", "a", "a-", "-a", "a--b", "a-b-c", "a1-2", "1a", "",
                "win", "Hold", "a b"));
        for (int i = 0; i < 20_000; i++) {
            StringBuilder t = new StringBuilder();
            for (int n = random.nextInt(8); n > 0; n--) {
                t.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            ids.add(t.toString());
        }
        for (String id : ids) {
            assertThat(ProblemSpec.isId(id)).as(id).isEqualTo(pattern.matcher(id).matches());
        }
    }
}
