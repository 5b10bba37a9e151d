package org.parlour.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The running window carries the application icon (the installers' one) at several sizes. */
@ExtendWith(ApplicationExtension.class)
class WindowIconTest {
    private Stage stage;

    @Start
    void start(Stage s) {
        stage = s;
        TestWindow.show(s, new MainViewModel(), "org/parlour/ui-test-icon", 900, 700);
        ParlourApp.giveIcon(s);
    }

    @Test
    void windowGetsTheAppIconAtSeveralSizes() throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> stage.getIcons().size() == 6);
        Image small = stage.getIcons().get(0);
        Image large = stage.getIcons().get(5);
        assertThat(small.getWidth()).isEqualTo(16);
        assertThat(large.getWidth()).isEqualTo(256);
        // drawn, not blank: the centre of the large icon is opaque
        assertThat(large.getPixelReader().getColor(128, 128).getOpacity()).isEqualTo(1.0);
    }
}
