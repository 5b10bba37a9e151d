package org.parlour.games.conspirateurs;

/** Builds position text (rules.md §6.3) from lists of points per man letter, for readable tests. */
final class Diagram {
    private Diagram() {
    }

    /**
     * @param tail       the fields after the board, e.g. {@code "b 0,0"} or {@code "w 0,0 1"}
     * @param placements entries {@code "B:h10,i11"}: a man letter, a colon, points
     */
    static String of(String tail, String... placements) {
        char[][] grid = new char[17][17];
        for (String p : placements) {
            char man = p.charAt(0);
            for (String point : p.substring(2).split(",")) {
                int f = point.charAt(0) - 'a';
                int r = Integer.parseInt(point.substring(1)) - 1;
                if (grid[f][r] != 0) {
                    throw new IllegalArgumentException("point " + point + " given twice");
                }
                grid[f][r] = man;
            }
        }
        StringBuilder sb = new StringBuilder();
        for (int r = 16; r >= 0; r--) {
            int empty = 0;
            for (int f = 0; f < 17; f++) {
                if (grid[f][r] == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(grid[f][r]);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (r > 0) {
                sb.append('/');
            }
        }
        return sb.append(' ').append(tail).toString();
    }
}
