package org.parlour.json;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;

/** POSIX groups for the tests of saves that keep a file's group (AtomicFileTest, cli.RescueTest). */
public final class AtomicFileTestGroups {
    private AtomicFileTestGroups() {
    }

    /** The POSIX group of {@code f}. */
    public static GroupPrincipal group(Path f) throws IOException {
        return Files.getFileAttributeView(f, PosixFileAttributeView.class).readAttributes().group();
    }

    /** A group other than {@code usual} that can be given to {@code probe} (then given back), or null. */
    public static GroupPrincipal otherGroup(Path probe, GroupPrincipal usual) {
        PosixFileAttributeView view = Files.getFileAttributeView(probe, PosixFileAttributeView.class);
        for (String name : new String[] {"daemon", "bin", "sys", "adm", "users", "nogroup", "staff"}) {
            try {
                GroupPrincipal g = probe.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByGroupName(name);
                if (g.equals(usual)) {
                    continue;
                }
                view.setGroup(g);
                view.setGroup(usual);
                return g;
            } catch (IOException | UnsupportedOperationException | SecurityException e) {
                // not a group here, or not ours to give
            }
        }
        return null;
    }
}
