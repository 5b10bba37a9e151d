package org.parlour.ui.edit;

/** The lesson of {@link DeleteCarriesTest}, for the window's test of the same question. */
public final class DeleteCarriesTestLesson {
    /** {@link DeleteCarriesTest#LESSON}. */
    public static final String LESSON = DeleteCarriesTest.LESSON;

    private DeleteCarriesTestLesson() {
    }
}
