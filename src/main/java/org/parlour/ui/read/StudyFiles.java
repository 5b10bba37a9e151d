package org.parlour.ui.read;

import java.util.List;
import org.parlour.study.GameRecord;

/**
 * Which files open in Study mode: a course (a chapter tagged {@code course} or {@code lesson}) or
 * a problem file (a chapter with a problem, or tagged {@code problem}). Other records are games
 * and open in the mode last used for games. Pure: no toolkit.
 */
public final class StudyFiles {
    private StudyFiles() {
    }

    /** True when {@code records} (a file's chapters) are for study: a course or problems. */
    public static boolean isForStudy(List<GameRecord> records) {
        for (GameRecord r : records) {
            if (r.problem().isPresent()) {
                return true;
            }
            List<String> tags = r.meta().tags();
            if (tags != null && (tags.contains("course") || tags.contains("lesson") || tags.contains("problem"))) {
                return true;
            }
        }
        return false;
    }
}
