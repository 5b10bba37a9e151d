package org.parlour.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.InputStream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * The window's icon files ({@code org/parlour/ui/icon/parlour-SIZE.png}, read by
 * {@code ParlourApp.giveIcon} without Java 2D) are {@link AppIcon}'s drawing, the installers' icon.
 * When the drawing changes, write them again:
 * {@code for s in 16 32 48 64 128 256; do java -cp target/classes org.parlour.export.AppIcon src/main/resources/org/parlour/ui/icon/parlour-$s.png $s; done}.
 */
class AppIconTest {
    @Test
    void theWindowIconFilesAreTheDrawnIcon() throws Exception {
        for (int size : new int[] {16, 32, 48, 64, 128, 256}) {
            BufferedImage file;
            try (InputStream in = AppIconTest.class.getResourceAsStream("/org/parlour/ui/icon/parlour-" + size + ".png")) {
                assertThat(in).as("icon file of %d pixels", size).isNotNull();
                file = ImageIO.read(in);
            }
            BufferedImage drawn = AppIcon.render(size);
            assertThat(file.getWidth()).isEqualTo(size);
            assertThat(file.getHeight()).isEqualTo(size);
            // the same pixels, up to a rasteriser's rounding (another JDK may anti-alias an edge a little differently)
            int off = 0;
            for (int y = 0; y < size; y++) {
                for (int x = 0; x < size; x++) {
                    if (distance(file.getRGB(x, y), drawn.getRGB(x, y)) > 24) {
                        off++;
                    }
                }
            }
            assertThat(off).as("pixels of the %d-pixel icon file unlike AppIcon's drawing", size).isLessThanOrEqualTo(size * size / 100);
        }
    }

    /** The largest difference of the four channels (alpha, red, green, blue), 0-255. */
    private static int distance(int a, int b) {
        int d = 0;
        for (int shift = 0; shift < 32; shift += 8) {
            d = Math.max(d, Math.abs((a >>> shift & 0xff) - (b >>> shift & 0xff)));
        }
        return d;
    }
}
