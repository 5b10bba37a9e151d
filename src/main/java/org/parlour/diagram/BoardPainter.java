package org.parlour.diagram;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.parlour.core.BoardShape.CellSpec;
import org.parlour.core.BoardShape.Geometry;
import org.parlour.core.Picture;
import org.parlour.core.Piece;
import org.parlour.core.Seat;
import org.parlour.diagram.AnimationPlan.Sprite;

/**
 * Draws one {@link BoardFrame} with a {@link Pen} (the screen's canvas, or Java 2D for SVG and
 * PDF): cells by geometry ({@link CellPainter}: Agora tiers in relief, Tournament rings and
 * throne, Conspirateurs points with drop zone and sanctuaries), coordinates,
 * last move, markup, targets, then the pieces (stacks as stacks, animated when the frame has a
 * plan), and men in hand. Stateless; everything is vector drawing at the layout's scale, so it
 * is crisp at any size and serves screen, PNG, GIF, SVG and PDF alike.
 */
public final class BoardPainter {
    /** Part of the animation spent moving when pieces also flip or get marked afterwards. */
    static final double MOVE_PHASE = 0.62;

    private BoardPainter() {
    }

    /** Paints {@code frame} over the whole {@code width} x {@code height} area. */
    public static void paint(Pen g, BoardLayout layout, Palette pal, BoardFrame frame,
                             double width, double height) {
        g.setFill(pal.background());
        g.fillRect(0, 0, width, height);
        Geometry geo = layout.shape().geometry();
        switch (geo) {
            case SQUARES -> CellPainter.paintSquares(g, layout, pal);
            case HEXES -> CellPainter.paintHexes(g, layout, pal);
            case POINTS -> CellPainter.paintPoints(g, layout, pal);
        }
        if (frame.showCoordinates()) {
            CellPainter.paintLabels(g, layout, pal);
        }
        paintLastMove(g, layout, pal, frame.lastMove());
        paintMarkupUnder(g, layout, pal, frame.markup());
        for (String c : frame.selection()) {
            fillCell(g, layout, c, pal.selected(), 0.92);
        }
        paintPieces(g, layout, pal, frame);
        paintTargets(g, layout, pal, frame);
        paintMarkupOver(g, layout, pal, frame.markup(), occupied(frame.picture()));
        paintHeights(g, layout, pal, frame);
        paintHand(g, layout, pal, frame.picture());
    }

    // Overlays

    private static void fillCell(Pen g, BoardLayout l, String cell, Colour c, double size) {
        Optional<double[]> p = l.centre(cell);
        if (p.isEmpty()) {
            return;
        }
        g.setFill(c);
        double s = l.scale();
        switch (l.shape().geometry()) {
            case SQUARES -> g.fillRect(p.get()[0] - s * size / 2, p.get()[1] - s * size / 2, s * size, s * size);
            case HEXES -> {
                double[][] hex = CellPainter.hexagon(p.get(), BoardLayout.cellRadius(Geometry.HEXES) * s * size);
                g.fillPolygon(hex[0], hex[1], 6);
            }
            case POINTS -> {
                double r = s * 0.48 * size;
                g.fillOval(p.get()[0] - r, p.get()[1] - r, 2 * r, 2 * r);
            }
        }
    }

    private static void paintLastMove(Pen g, BoardLayout l, Palette pal, List<String> path) {
        if (path.isEmpty()) {
            return;
        }
        fillCell(g, l, path.get(0), pal.lastMove(), 0.96);
        fillCell(g, l, path.get(path.size() - 1), pal.lastMove(), 0.96);
        if (path.size() > 2) {
            strokePath(g, l, path, pal.lastMove().derive(0, 1, 0.8, 1.4), 0.1);
        }
    }

    private static void strokePath(Pen g, BoardLayout l, List<String> path, Colour c, double width) {
        g.setStroke(c);
        g.setLineWidth(l.scale() * width);
        g.setLineCap(Pen.Cap.ROUND);
        double[] xs = new double[path.size()];
        double[] ys = new double[path.size()];
        for (int i = 0; i < path.size(); i++) {
            double[] p = l.centreOrOrigin(path.get(i));
            xs[i] = p[0];
            ys[i] = p[1];
        }
        g.strokePolyline(xs, ys, xs.length);
        g.setLineCap(Pen.Cap.SQUARE);
    }

    private static void paintTargets(Pen g, BoardLayout l, Palette pal, BoardFrame f) {
        if (f.plan() != null) {
            return;
        }
        Colour c = f.putBack() ? pal.putBack() : pal.target();
        Map<String, List<Piece>> stacks = stacks(f.picture());
        for (Map.Entry<String, List<String>> e : f.targets().entrySet()) {
            if (e.getValue().size() > 2) {
                strokePath(g, l, e.getValue(), c.derive(0, 1, 1, 0.45), 0.06);
            }
        }
        for (String cell : f.targets().keySet()) {
            Optional<double[]> p = l.centre(cell);
            if (p.isEmpty()) {
                continue;
            }
            double s = l.scale();
            g.setStroke(c);
            g.setFill(c);
            if (stacks.containsKey(cell)) {
                g.setLineWidth(s * 0.07);
                double r = s * 0.44;
                g.strokeOval(p.get()[0] - r, p.get()[1] - r, 2 * r, 2 * r);
            } else {
                double r = s * (f.putBack() ? 0.2 : 0.14);
                g.fillOval(p.get()[0] - r, p.get()[1] - r, 2 * r, 2 * r);
            }
        }
    }

    private static void paintMarkupUnder(Pen g, BoardLayout l, Palette pal, List<BoardMark> marks) {
        for (BoardMark m : marks) {
            if (m.kind() == BoardMark.Kind.HIGHLIGHT) {
                fillCell(g, l, m.from(), pal.markup(m.colour()).derive(0, 1, 1, 0.75), 0.96);
            }
        }
    }

    /** The cells that hold a piece. */
    private static java.util.Set<String> occupied(Picture p) {
        java.util.Set<String> out = new java.util.HashSet<>();
        for (Picture.Placement pl : p.placements()) {
            if (!pl.stack().isEmpty()) {
                out.add(pl.cell());
            }
        }
        return out;
    }

    /**
     * Arrows and rings, then labels on top of them (an arrow across a label would hide it). A label
     * on an empty cell is a disc in its middle; on a cell with a piece it is a smaller disc in the
     * cell's top-left corner with a white rim, so the piece under it stays readable (a teacher's
     * trial: "A" on g2 covered the White queen's crown in the window, the PNG and the SVG, which all
     * draw here). The top-right corner is Agora's height label's.
     */
    private static void paintMarkupOver(Pen g, BoardLayout l, Palette pal, List<BoardMark> marks, java.util.Set<String> occupied) {
        List<BoardMark> arrowsFirst = new java.util.ArrayList<>(marks);
        arrowsFirst.sort(java.util.Comparator.comparing(m -> m.kind() == BoardMark.Kind.LABEL));
        double s = l.scale();
        for (BoardMark m : arrowsFirst) {
            Colour c = pal.markup(m.colour());
            if (m.kind() == BoardMark.Kind.ARROW) {
                double[] a = l.centreOrOrigin(m.from());
                double[] b = l.centreOrOrigin(m.to());
                if (m.from().equals(m.to())) {
                    g.setStroke(c);
                    g.setLineWidth(s * 0.08);
                    double r = s * 0.45;
                    g.strokeOval(a[0] - r, a[1] - r, 2 * r, 2 * r);
                } else {
                    drawArrow(g, a, b, c, s);
                }
            } else if (m.kind() == BoardMark.Kind.LABEL) {
                Optional<double[]> p = l.centre(m.from());
                if (p.isPresent()) {
                    double[] at = labelPlace(l, p.get(), occupied.contains(m.from()));
                    double r = at[2];
                    if (occupied.contains(m.from())) {
                        g.setFill(Colour.WHITE);
                        double rim = r + Math.max(1, s * 0.025);
                        g.fillOval(at[0] - rim, at[1] - rim, 2 * rim, 2 * rim);
                    }
                    g.setFill(c);
                    g.fillOval(at[0] - r, at[1] - r, 2 * r, 2 * r);
                    g.setFill(Colour.WHITE);
                    g.fillText(m.text(), at[0], at[1], r * 1.15, true, Pen.Align.CENTER);
                }
            }
        }
    }

    /**
     * Where a label's disc goes: {x, y, radius}. On an empty cell, its middle (radius 0.26 of a
     * cell); on a cell with a piece, the cell's top-left corner (radius 0.17), inside the cell's
     * outline in the three geometries (squares, pointy-top hexes, points of a grid).
     */
    static double[] labelPlace(BoardLayout l, double[] centre, boolean onPiece) {
        double s = l.scale();
        if (!onPiece) {
            return new double[] {centre[0], centre[1], s * 0.26};
        }
        double r = s * 0.17;
        double d = l.shape().geometry() == Geometry.HEXES ? s * 0.24 : s * 0.3;
        return new double[] {centre[0] - d, centre[1] - d, r};
    }

    private static void drawArrow(Pen g, double[] a, double[] b, Colour c, double s) {
        double dx = b[0] - a[0];
        double dy = b[1] - a[1];
        double len = Math.hypot(dx, dy);
        double ux = dx / len;
        double uy = dy / len;
        double head = s * 0.38;
        double ex = b[0] - ux * head * 0.9;
        double ey = b[1] - uy * head * 0.9;
        g.setStroke(c);
        g.setLineWidth(s * 0.14);
        g.setLineCap(Pen.Cap.BUTT);
        g.strokeLine(a[0] + ux * s * 0.2, a[1] + uy * s * 0.2, ex, ey);
        g.setFill(c);
        double px = -uy * head * 0.6;
        double py = ux * head * 0.6;
        g.fillPolygon(new double[] {b[0], ex + px, ex - px}, new double[] {b[1], ey + py, ey - py}, 3);
        g.setLineCap(Pen.Cap.SQUARE);
    }

    // Pieces

    static Map<String, List<Piece>> stacks(Picture p) {
        Map<String, List<Piece>> m = new HashMap<>();
        for (Picture.Placement pl : p.placements()) {
            m.put(pl.cell(), pl.stack());
        }
        return m;
    }

    private static void paintPieces(Pen g, BoardLayout l, Palette pal, BoardFrame f) {
        AnimationPlan plan = f.plan() != null ? f.plan() : AnimationPlan.still(f.picture());
        double t = f.plan() != null ? f.t() : 1;
        boolean two = plan.hasSecondPhase();
        double move = two ? Math.min(1, t / MOVE_PHASE) : t;
        double flip = two ? Math.max(0, (t - MOVE_PHASE) / (1 - MOVE_PHASE)) : t;
        int tallest = 1;
        for (Picture.Placement pl : f.picture().placements()) {
            tallest = Math.max(tallest, pl.stack().size());
        }
        for (Sprite s : plan.sprites()) {
            tallest = Math.max(tallest, Math.max(s.fromIndex(), s.toIndex()) + 1);
        }
        double thick = Math.min(0.1, 0.62 / tallest);
        List<Sprite> order = new ArrayList<>(plan.sprites());
        order.sort(Comparator.comparing(Sprite::moves).thenComparingDouble(s -> baseY(l, s, move))
                .thenComparingInt(s -> s.toIndex()));
        for (Sprite s : order) {
            drawSprite(g, l, pal, s, move, flip, thick);
        }
    }

    private static double baseY(BoardLayout l, Sprite s, double u) {
        return position(l, s.cells(), ease(u))[1];
    }

    private static void drawSprite(Pen g, BoardLayout l, Palette pal, Sprite s, double move,
                                   double flip, double thick) {
        double u = ease(move);
        double[] p = position(l, s.cells(), u);
        double index = s.fromIndex() + (s.toIndex() - s.fromIndex()) * u;
        double alpha = 1;
        double squeeze = 1;
        Piece piece;
        if (s.appears()) {
            piece = s.after();
            alpha = move;
        } else if (s.vanishes()) {
            piece = s.before();
            alpha = 1 - move;
        } else if (s.flips()) {
            piece = flip < 0.5 ? s.before() : s.after();
            squeeze = Math.max(0.05, Math.abs(Math.cos(Math.PI * flip)));
        } else if (s.marks()) {
            piece = flip < 0.5 ? s.before() : s.after();
        } else {
            piece = s.after();
        }
        if (alpha <= 0.01) {
            return;
        }
        double lift = s.moves() && l.shape().geometry() == Geometry.POINTS ? hop(s.cells().size() - 1, u) : 0;
        g.setGlobalAlpha(alpha);
        drawPiece(g, l, pal, piece, p[0], p[1] - lift * l.scale() * 0.25, index, thick, squeeze);
        if (u >= 1 && sheltered(l, s.cells().get(s.cells().size() - 1))) {
            shelterRing(g, l, pal, p[0], p[1]);
        }
        g.setGlobalAlpha(1);
    }

    /** True when a man standing on {@code cell} is sheltered: a Conspirateurs sanctuary (rules.md §3.4). */
    private static boolean sheltered(BoardLayout l, String cell) {
        return l.shape().geometry() == Geometry.POINTS && l.shape().cell(cell).map(c -> c.hasTag("sanctuary")).orElse(false);
    }

    /**
     * A sheltered man's ring: a band of the sanctuary's colour around him, wide enough to count
     * sheltered men at a glance (the sanctuary's own disc showed only a hairline around a man: a
     * new user's trial could not count "shelter 14 men").
     */
    private static void shelterRing(Pen g, BoardLayout l, Palette pal, double x, double y) {
        double s = l.scale();
        double r = s * 0.435;
        g.setStroke(pal.sanctuary().derive(0, 1.3, 0.85, 1));
        g.setLineWidth(s * 0.11);
        g.strokeOval(x - r, y - r, 2 * r, 2 * r);
    }

    /** A lift of 0..1 in each hop of a chain, so a leap looks like a leap. */
    private static double hop(int hops, double u) {
        double x = u * hops;
        double frac = x - Math.floor(x);
        return hops > 0 && u < 1 ? Math.sin(Math.PI * frac) : 0;
    }

    static double ease(double u) {
        double x = Math.max(0, Math.min(1, u));
        return x * x * (3 - 2 * x);
    }

    /** The point at {@code u} along the polyline through the cells, hop by hop. */
    static double[] position(BoardLayout l, List<String> cells, double u) {
        if (cells.size() == 1 || u <= 0) {
            return l.centreOrOrigin(cells.get(0));
        }
        if (u >= 1) {
            return l.centreOrOrigin(cells.get(cells.size() - 1));
        }
        double x = u * (cells.size() - 1);
        int i = (int) Math.floor(x);
        double f = x - i;
        double[] a = l.centreOrOrigin(cells.get(i));
        double[] b = l.centreOrOrigin(cells.get(Math.min(cells.size() - 1, i + 1)));
        return new double[] {a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f};
    }

    /**
     * One piece. Agora pieces are coins seen from slightly above, stacked upwards so that the
     * edge of every piece in a stack shows its colour; Tournament queens carry a crown, guards a
     * ring; a thrown piece gets a red cross; Conspirateurs men are plain rounded men.
     */
    static void drawPiece(Pen g, BoardLayout l, Palette pal, Piece piece, double x, double y,
                          double index, double thick, double squeeze) {
        double s = l.scale();
        Colour fill = pal.seat(piece.owner());
        Colour edge = outline(piece.owner(), pal);
        switch (l.shape().geometry()) {
            case SQUARES -> {
                double w = s * 0.74 * squeeze;
                double h = s * 0.42;
                double th = s * thick;
                double base = y + s * 0.2 - index * th;
                g.setFill(fill.derive(0, 1, 0.78, 1));
                g.fillRect(x - w / 2, base - th, w, th);
                g.fillOval(x - w / 2, base - h / 2, w, h);
                g.setStroke(edge);
                g.setLineWidth(Math.max(1, s * 0.018));
                g.strokeOval(x - w / 2, base - h / 2, w, h);
                g.setFill(fill);
                g.fillOval(x - w / 2, base - th - h / 2, w, h);
                g.strokeOval(x - w / 2, base - th - h / 2, w, h);
            }
            case HEXES -> {
                boolean queen = "queen".equals(piece.kind());
                double r = s * (queen ? 0.4 : 0.33);
                disc(g, x, y, r, squeeze, fill, edge, s);
                if (queen) {
                    drawCrown(g, x, y, s * 0.34, pal.throne());
                    g.setStroke(edge);
                    g.setLineWidth(Math.max(1, s * 0.012));
                    double q = r * 0.82;
                    g.strokeOval(x - q * squeeze, y - q, 2 * q * squeeze, 2 * q);
                } else {
                    g.setStroke(edge);
                    g.setLineWidth(s * 0.035);
                    double q = r * 0.55;
                    g.strokeOval(x - q * squeeze, y - q, 2 * q * squeeze, 2 * q);
                }
            }
            case POINTS -> disc(g, x, y, s * 0.36, squeeze, fill, edge, s);
        }
        if (piece.marked()) {
            g.setStroke(pal.mark());
            g.setLineWidth(s * 0.09);
            g.setLineCap(Pen.Cap.ROUND);
            double r = s * 0.24;
            g.strokeLine(x - r, y - r, x + r, y + r);
            g.strokeLine(x - r, y + r, x + r, y - r);
            g.setLineDashes(s * 0.08, s * 0.06);
            g.setLineWidth(s * 0.04);
            double q = s * 0.45;
            g.strokeOval(x - q, y - q, 2 * q, 2 * q);
            g.setLineDashes();
            g.setLineCap(Pen.Cap.SQUARE);
        }
    }

    private static void disc(Pen g, double x, double y, double r, double squeeze, Colour fill,
                             Colour edge, double s) {
        g.setFill(Colour.rgb(0, 0, 0, 0.25));
        g.fillOval(x - r * squeeze + s * 0.03, y - r + s * 0.05, 2 * r * squeeze, 2 * r);
        g.fillOvalRadial(x - r * squeeze, y - r, 2 * r * squeeze, 2 * r, x - r * 0.3, y - r * 0.35, r * 1.4,
                fill.interpolate(Colour.WHITE, 0.35), fill);
        g.setStroke(edge);
        g.setLineWidth(Math.max(1, s * 0.025));
        g.strokeOval(x - r * squeeze, y - r, 2 * r * squeeze, 2 * r);
    }

    private static Colour outline(Seat seat, Palette pal) {
        Colour c = pal.seat(seat);
        return c.brightness() > 0.6 ? c.derive(0, 1, 0.45, 1) : c.derive(0, 1, 1.8, 1).interpolate(Colour.GRAY, 0.3);
    }

    /** A small crown centred at (x, y), {@code w} wide. */
    static void drawCrown(Pen g, double x, double y, double w, Colour c) {
        double h = w * 0.7;
        double x0 = x - w / 2;
        double y0 = y - h / 2;
        g.setFill(c);
        g.fillPolygon(new double[] {x0, x0, x0 + w * 0.25, x0 + w * 0.5, x0 + w * 0.75, x0 + w, x0 + w},
                new double[] {y0 + h, y0, y0 + h * 0.45, y0, y0 + h * 0.45, y0, y0 + h}, 7);
    }

    // Heights and hands

    /**
     * The smallest size of a stack's height label, in the pen's units (points on a PDF sheet,
     * pixels on screen), as long as a cell is wide enough for it (a label stays within its cell).
     */
    static final double HEIGHT_TEXT_MIN = 7.5;

    /**
     * The text size of a stack's height label on cells {@code scale} units wide: a sixth of a
     * cell, but not under {@link #HEIGHT_TEXT_MIN} while a quarter of the cell holds it. On a
     * printed sheet (cells of about 30 points) a sixth was a 5-point label, too small to read (a
     * new user's trial); the window's cells are large enough to keep their sixth.
     */
    static double heightLabelSize(double scale) {
        return Math.max(scale * 0.17, Math.min(HEIGHT_TEXT_MIN, scale * 0.26));
    }

    private static void paintHeights(Pen g, BoardLayout l, Palette pal, BoardFrame f) {
        if (f.plan() != null || l.shape().geometry() != Geometry.SQUARES) {
            return;
        }
        double s = l.scale();
        for (Picture.Placement pl : f.picture().placements()) {
            if (!f.showHeights() && !pl.cell().equals(f.hover())) {
                continue;
            }
            int level = l.shape().cell(pl.cell()).map(CellSpec::level).orElse(0);
            String text = level + "+" + pl.stack().size() + "=" + (level + pl.stack().size());
            double[] p = l.centreOrOrigin(pl.cell());
            double size = heightLabelSize(s);
            double k = size / (s * 0.17);
            double w = Math.min(s * 0.94, s * (0.14 + 0.1 * text.length()) * k);
            double h = s * 0.24 * k;
            double bx = p[0] + s * 0.5 - w - s * 0.03;
            double by = p[1] - s * 0.5 + s * 0.03;
            g.setFill(Colour.rgb(20, 20, 20, 0.78));
            g.fillRoundRect(bx, by, w, h, h, h);
            g.setFill(Colour.WHITE);
            g.fillText(text, bx + w / 2, by + h / 2, size, true, Pen.Align.CENTER);
        }
    }

    /**
     * The hand strip: one tray per seat, disc and count, in the picture's order (the game's turn
     * order, rules.md §3.6), the seat to move on a pill of the last-move colour.
     */
    private static void paintHand(Pen g, BoardLayout l, Palette pal, Picture picture) {
        if (!l.hasHandStrip()) {
            return;
        }
        double[] r = l.handRect();
        double s = l.scale();
        List<Seat> seats = List.copyOf(picture.inHand().keySet());
        if (seats.isEmpty()) {
            return;
        }
        double slot = r[2] / seats.size();
        for (int i = 0; i < seats.size(); i++) {
            Seat seat = seats.get(i);
            double cx = r[0] + slot * i + slot / 2 - s * 0.9;
            double cy = r[1] + r[3] / 2;
            if (seat == picture.toMove()) {
                double h = s * 0.96;
                g.setFill(pal.lastMove());
                g.fillRoundRect(cx - s * 0.62, cy - h / 2, s * 2.3, h, h, h);
            }
            disc(g, cx, cy, s * 0.36, 1, pal.seat(seat), outline(seat, pal), s);
            g.setFill(pal.label());
            g.fillText("\u00d7 " + picture.inHand().get(seat), cx + s * 0.55, cy, s * 0.45, true, Pen.Align.LEFT);
        }
    }
}
