package org.parlour.diagram;

/**
 * A colour with opacity, every channel 0 to 1 (sRGB, not premultiplied): the colour type of the
 * diagram painter, so that the same drawing goes to the screen (JavaFX), SVG and PDF (Java 2D)
 * without either toolkit in this package. Derivation works in HSB like JavaFX's
 * {@code Color.deriveColor}, so a theme's colours give the same shades on every target.
 *
 * @param red     0 to 1
 * @param green   0 to 1
 * @param blue    0 to 1
 * @param opacity 0 (transparent) to 1 (opaque)
 */
public record Colour(double red, double green, double blue, double opacity) {
    /** Opaque white. */
    public static final Colour WHITE = new Colour(1, 1, 1, 1);
    /** Opaque mid grey, #808080. */
    public static final Colour GRAY = rgb(128, 128, 128, 1);

    public Colour {
        red = clamp(red);
        green = clamp(green);
        blue = clamp(blue);
        opacity = clamp(opacity);
    }

    /** From 0-255 channels and an opacity of 0 to 1. */
    public static Colour rgb(int r, int g, int b, double opacity) {
        return new Colour(r / 255.0, g / 255.0, b / 255.0, opacity);
    }

    /** What {@link #web} reads, compiled once (the palettes read dozens at the window's start). */
    private static final java.util.regex.Pattern HEX = java.util.regex.Pattern.compile("#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})");

    /**
     * From CSS hex notation: {@code #rrggbb} or {@code #rrggbbaa}.
     *
     * @throws IllegalArgumentException for any other text
     */
    public static Colour web(String hex) {
        if (!HEX.matcher(hex).matches()) {
            throw new IllegalArgumentException("expected #rrggbb or #rrggbbaa, got " + hex);
        }
        int r = Integer.parseInt(hex.substring(1, 3), 16);
        int g = Integer.parseInt(hex.substring(3, 5), 16);
        int b = Integer.parseInt(hex.substring(5, 7), 16);
        int a = hex.length() == 9 ? Integer.parseInt(hex.substring(7, 9), 16) : 255;
        return rgb(r, g, b, a / 255.0);
    }

    /** From hue (degrees), saturation and brightness (0 to 1), and opacity. */
    public static Colour hsb(double hue, double saturation, double brightness, double opacity) {
        double h = ((hue % 360) + 360) % 360 / 60;
        int sector = (int) Math.floor(h) % 6;
        double f = h - Math.floor(h);
        double v = brightness;
        double p = v * (1 - saturation);
        double q = v * (1 - saturation * f);
        double t = v * (1 - saturation * (1 - f));
        return switch (sector) {
            case 0 -> new Colour(v, t, p, opacity);
            case 1 -> new Colour(q, v, p, opacity);
            case 2 -> new Colour(p, v, t, opacity);
            case 3 -> new Colour(p, q, v, opacity);
            case 4 -> new Colour(t, p, v, opacity);
            default -> new Colour(v, p, q, opacity);
        };
    }

    /** The HSB brightness: the largest channel. */
    public double brightness() {
        return Math.max(red, Math.max(green, blue));
    }

    /** Linear blend towards {@code other}: 0 gives this colour, 1 gives {@code other}. */
    public Colour interpolate(Colour other, double t) {
        double u = clamp(t);
        return new Colour(red + (other.red - red) * u, green + (other.green - green) * u,
                blue + (other.blue - blue) * u, opacity + (other.opacity - opacity) * u);
    }

    /**
     * A derived colour in HSB: hue shifted by {@code hueShift} degrees, saturation, brightness and
     * opacity multiplied by their factors and clamped to 0..1. A black brightened starts from 0.05
     * so that it can lighten at all.
     */
    public Colour derive(double hueShift, double saturationFactor, double brightnessFactor, double opacityFactor) {
        double max = brightness();
        double min = Math.min(red, Math.min(green, blue));
        double sat = max == 0 ? 0 : (max - min) / max;
        double hue = 0;
        if (max > min) {
            double d = max - min;
            if (max == red) {
                hue = 60 * (((green - blue) / d) % 6);
            } else if (max == green) {
                hue = 60 * ((blue - red) / d + 2);
            } else {
                hue = 60 * ((red - green) / d + 4);
            }
        }
        double b = max == 0 && brightnessFactor > 1 ? 0.05 : max;
        return hsb(hue + hueShift, clamp(sat * saturationFactor), clamp(b * brightnessFactor),
                clamp(opacity * opacityFactor));
    }

    private static double clamp(double v) {
        return Double.isNaN(v) ? 0 : Math.max(0, Math.min(1, v));
    }
}
