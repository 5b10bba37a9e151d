package org.parlour.ui;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.image.Image;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;
import org.parlour.core.Messages;
import org.parlour.json.AtomicFile;

/** Writes board pictures: one PNG, or an animated GIF of several frames (javax.imageio only). */
final class Exporter {
    private Exporter() {
    }

    /** Writes {@code image} as a PNG file, atomically ({@link AtomicFile}: whole or untouched). */
    static void png(Image image, Path file) throws IOException {
        BufferedImage b = SwingFXUtils.fromFXImage(image, null);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        if (!ImageIO.write(b, "png", bytes)) {
            throw new IOException(Messages.tr("exporter.noPng"));
        }
        AtomicFile.write(file, bytes.toByteArray(), false);
    }

    /**
     * Writes the frames as a looping animated GIF, atomically ({@link AtomicFile}).
     *
     * @param delayMillis time each frame stays on screen
     */
    static void gif(List<Image> frames, int delayMillis, Path file) throws IOException {
        Iterator<ImageWriter> it = ImageIO.getImageWritersByFormatName("gif");
        if (!it.hasNext() || frames.isEmpty()) {
            throw new IOException(Messages.tr(frames.isEmpty() ? "exporter.noFrames" : "exporter.noGif"));
        }
        ImageWriter writer = it.next();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ImageOutputStream out = ImageIO.createImageOutputStream(bytes)) {
            writer.setOutput(out);
            writer.prepareWriteSequence(null);
            for (int i = 0; i < frames.size(); i++) {
                BufferedImage rgb = toRgb(SwingFXUtils.fromFXImage(frames.get(i), null));
                ImageWriteParam param = writer.getDefaultWriteParam();
                IIOMetadata meta = writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(rgb), param);
                int delay = i == frames.size() - 1 ? delayMillis * 3 : delayMillis;
                configure(meta, delay, i == 0);
                writer.writeToSequence(new IIOImage(rgb, null, meta), param);
            }
            writer.endWriteSequence();
        } finally {
            writer.dispose();
        }
        // whole or untouched (AtomicFile), never a half-written GIF over the old file
        AtomicFile.write(file, bytes.toByteArray(), false);
    }

    private static BufferedImage toRgb(BufferedImage src) {
        BufferedImage rgb = new BufferedImage(src.getWidth(), src.getHeight(), BufferedImage.TYPE_INT_RGB);
        rgb.getGraphics().drawImage(src, 0, 0, null);
        return rgb;
    }

    private static void configure(IIOMetadata meta, int delayMillis, boolean first) throws IIOInvalidTreeException {
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode gce = child(root, "GraphicControlExtension");
        gce.setAttribute("disposalMethod", "none");
        gce.setAttribute("userInputFlag", "FALSE");
        gce.setAttribute("transparentColorFlag", "FALSE");
        gce.setAttribute("delayTime", Integer.toString(Math.max(1, delayMillis / 10)));
        gce.setAttribute("transparentColorIndex", "0");
        if (first) {
            IIOMetadataNode apps = child(root, "ApplicationExtensions");
            IIOMetadataNode app = new IIOMetadataNode("ApplicationExtension");
            app.setAttribute("applicationID", "NETSCAPE");
            app.setAttribute("authenticationCode", "2.0");
            app.setUserObject(new byte[] {1, 0, 0});
            apps.appendChild(app);
        }
        meta.setFromTree(format, root);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode n = new IIOMetadataNode(name);
        root.appendChild(n);
        return n;
    }
}
