package org.parlour.document;

import org.parlour.games.Games;
import org.parlour.json.RecordJson;

/**
 * The Parlour JSON notation for every game of the registry ({@link Games#all()}): the one
 * {@link RecordJson} the document, the window and the command line read and write records with
 * ({@code json} gets the registry passed in and imports no game). Thread-safe: it holds only the
 * game list.
 */
public final class ParlourJson {
    private static final RecordJson JSON = new RecordJson(Games.all());

    private ParlourJson() {
    }

    /** The shared instance. */
    public static RecordJson get() {
        return JSON;
    }
}
