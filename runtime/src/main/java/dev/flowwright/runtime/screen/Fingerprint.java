package dev.flowwright.runtime.screen;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * What a screen looks like, without the refs a look mints afresh each time: two looks at an unchanged
 * application have equal fingerprints, so the do loop can tell "nothing changed" from "something did".
 */
public final class Fingerprint {
    private Fingerprint() {}

    /** {@code role:name:valueJSON:states:path} — everything that identifies an element except its ref. */
    public static String signature(Element e) {
        StringBuilder out = new StringBuilder(64);
        appendSignature(out, e);
        return out.toString();
    }

    /** A stable hash (hex) over every element's signature and the {@code window:}, {@code surface:}, {@code text:} lines. */
    public static String of(Screen screen) {
        // One buffer, one digest update: far cheaper than a small update per element on a 5,000-element page.
        StringBuilder all = new StringBuilder(screen.elements().size() * 80 + 256);
        for (Element e : screen.elements()) {
            appendSignature(all, e);
            all.append('\n');
        }
        all.append("window:").append(screen.window()).append('\n');
        all.append("surface:").append(screen.surface().word()).append('\n');
        for (String text : screen.context()) all.append("text:").append(text).append('\n');
        byte[] hash = sha256().digest(all.toString().getBytes(StandardCharsets.UTF_8));
        // 128 bits is plenty to tell looks apart and keeps journal lines short.
        return HexFormat.of().formatHex(hash, 0, 16);
    }

    private static void appendSignature(StringBuilder out, Element e) {
        out.append(e.role()).append(':').append(e.name()).append(':');
        appendJsonString(out, e.value());
        out.append(':');
        boolean first = true;
        // Enum order, not set order: the same states always read the same.
        for (ElementState s : ElementState.values()) {
            if (!e.has(s)) continue;
            if (!first) out.append(',');
            out.append(s.word());
            first = false;
        }
        out.append(':');
        List<String> path = e.path();
        for (int i = 0; i < path.size(); i++) {
            if (i > 0) out.append(" > ");
            out.append(path.get(i));
        }
    }

    /** The value as JSON: {@code null} or a quoted, escaped string. */
    static void appendJsonString(StringBuilder out, String value) {
        if (value == null) {
            out.append("null");
            return;
        }
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
                    else out.append(c);
                }
            }
        }
        out.append('"');
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
