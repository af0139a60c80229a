package dev.flowwright.surfaces.browser;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Locale;

/**
 * A browser somewhere else that replays connect to, as {@code --browser} names it: {@code ws://HOST:PORT/…}
 * (or {@code wss://}) is a Playwright browser server ({@code launchServer}, {@code playwright run-server},
 * the endpoint cloud grids expose), {@code cdp:http://HOST:PORT} a Chromium DevTools endpoint.
 *
 * @param kind    how Playwright connects
 * @param address the address Playwright is given (without the {@code cdp:} prefix)
 */
public record BrowserEndpoint(Kind kind, String address) {

    public enum Kind {
        /** {@code BrowserType.connect}: Playwright's own protocol, full fidelity. */
        PLAYWRIGHT_SERVER,
        /** {@code BrowserType.connectOverCDP}: any Chromium started with a DevTools port. */
        DEVTOOLS
    }

    static final String CDP_PREFIX = "cdp:";

    /**
     * Reads a {@code --browser} value.
     *
     * @throws IllegalArgumentException with a sentence saying what is accepted
     */
    public static BrowserEndpoint parse(String value) {
        String v = value == null ? "" : value.strip();
        String lower = v.toLowerCase(Locale.ROOT);
        if (lower.startsWith("ws://") || lower.startsWith("wss://")) return new BrowserEndpoint(Kind.PLAYWRIGHT_SERVER, checked(v, value));
        if (lower.startsWith(CDP_PREFIX)) {
            String address = v.substring(CDP_PREFIX.length());
            String a = address.toLowerCase(Locale.ROOT);
            if (a.startsWith("http://") || a.startsWith("https://") || a.startsWith("ws://") || a.startsWith("wss://")) {
                return new BrowserEndpoint(Kind.DEVTOOLS, checked(address, value));
            }
        }
        throw new IllegalArgumentException("--browser " + value + " is not a browser address: use ws://HOST:PORT/… for a Playwright browser server"
                + " or cdp:http://HOST:PORT for a Chromium DevTools endpoint");
    }

    private static String checked(String address, String given) {
        try {
            URI uri = new URI(address);
            if (uri.getHost() == null || uri.getHost().isBlank()) throw new URISyntaxException(address, "no host");
            return address;
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("--browser " + given + " is not a valid address (" + e.getReason() + ")", e);
        }
    }

    /** As a person would write it on the command line. */
    @Override
    public String toString() {
        return kind == Kind.DEVTOOLS ? CDP_PREFIX + address : address;
    }
}
