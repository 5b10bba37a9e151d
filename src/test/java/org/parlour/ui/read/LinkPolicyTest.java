package org.parlour.ui.read;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullAndEmptySource;
import org.junit.jupiter.params.provider.ValueSource;

/** Which comment links may open in the browser: absolute http(s) with a host, nothing else. */
class LinkPolicyTest {
    @ParameterizedTest
    @ValueSource(strings = {"https://example.org", "http://example.org/a/b?q=1#f", "HTTPS://Example.org/x",
        "https://example.org:8443/path", "https://xn--bcher-kva.example/"})
    void webAddressesMayOpen(String s) {
        assertThat(LinkPolicy.openable(s)).contains(URI.create(s));
    }

    @ParameterizedTest
    @NullAndEmptySource
    @ValueSource(strings = {"file:///etc/passwd", "file:/C:/Windows/system.ini", "jar:file:/x.jar!/a.class",
        "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<b>x</b>", "mailto:a@example.org",
        "ftp://example.org/f", "docs/rules.md", "/etc/passwd", "//example.org/x", "#anchor", "?q=1",
        "https:", "https:/x", "https:example.org", "http://", "https://user@example.org/",
        "https://example.org@evil.example/", " https://example.org", "https://example.org ",
        "https://exa mple.org/", "https://example.org/\nx", "https://example.org/\u0000", "vbscript:msgbox(1)",
        "ms-settings:", "\\\\server\\share"})
    void everythingElseStaysText(String s) {
        assertThat(LinkPolicy.openable(s)).as(s).isEmpty();
        assertThat(LinkPolicy.mayOpen(s)).isFalse();
    }

    @Test
    void theAddressShownIsAsciiSoLookalikesShow() {
        assertThat(LinkPolicy.openable("https://example.org/caf\u00e9").orElseThrow().toASCIIString())
                .isEqualTo("https://example.org/caf%C3%A9");
    }
}
