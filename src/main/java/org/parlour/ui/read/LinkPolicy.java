package org.parlour.ui.read;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;
import java.util.Optional;

/**
 * Which links in a comment may be opened. Records come from other people, so a link opens in the
 * browser only when it is an absolute {@code http} or {@code https} address with a host; anything
 * else ({@code file:}, {@code jar:}, {@code javascript:}, {@code mailto:}, a relative path, an
 * address that does not parse) is shown as text and never opened. An address with user
 * information ({@code https://bank.example@evil.example/}) is refused too: it is the usual way to
 * make one site look like another. Pure: no toolkit, no network.
 */
public final class LinkPolicy {
    private LinkPolicy() {
    }

    /**
     * The address to open for a Markdown link's destination, or empty when it must stay text.
     *
     * @param destination the link's target as written in the comment (may be null or empty)
     * @return the parsed absolute http(s) URI; its {@link URI#toASCIIString()} is what the
     *         confirmation shows and what is opened
     */
    public static Optional<URI> openable(String destination) {
        if (destination == null || destination.isEmpty() || !destination.equals(destination.strip())) {
            return Optional.empty();
        }
        for (int i = 0; i < destination.length(); i++) {
            char c = destination.charAt(i);
            if (c < 0x21 || c == 0x7f || Character.isWhitespace(c) || Character.isISOControl(c)) {
                return Optional.empty();
            }
        }
        URI uri;
        try {
            uri = new URI(destination);
        } catch (URISyntaxException e) {
            return Optional.empty();
        }
        String scheme = uri.getScheme();
        if (scheme == null || uri.isOpaque()) {
            return Optional.empty();
        }
        String s = scheme.toLowerCase(Locale.ROOT);
        if (!s.equals("http") && !s.equals("https")) {
            return Optional.empty();
        }
        if (uri.getHost() == null || uri.getHost().isEmpty() || uri.getRawUserInfo() != null) {
            return Optional.empty();
        }
        return Optional.of(uri);
    }

    /** True when {@link #openable} gives an address. */
    public static boolean mayOpen(String destination) {
        return openable(destination).isPresent();
    }
}
