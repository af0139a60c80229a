package dev.flowwright.runtime.decide.systemone;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Removes the API key from any text that could reach a message or a log line: the key itself, and what
 * a service says of it in its place — its last characters behind an ellipsis and its SHA-256, as a
 * LiteLLM proxy refuses a key ({@code Received API Key = sk-...9876, Key Hash (Token) =66c4…}). A class,
 * not a record: a record's {@code toString} would print the key.
 */
final class KeyRedactor {
    static final String REDACTED = "(the key)";
    static final String REDACTED_HASH = "(the key's hash)";
    /** The fewest of the key's last characters that name it behind an ellipsis ("sk-...9876"). */
    static final int SHORTEST_TAIL = 4;
    /** A word that ends in an ellipsis and the characters after it: where an abbreviated key is written. */
    private static final Pattern ABBREVIATED = Pattern.compile("[^\\s,;:=()\"']*(?:\\.\\.\\.|…)([^\\s,;:()\"']+)");

    private final String key;
    private final String hash;

    KeyRedactor(String key) {
        this.key = key;
        this.hash = key == null || key.isEmpty() ? null : sha256(key);
    }

    String redact(String text) {
        if (text == null || key == null || key.isEmpty()) return text;
        String out = text.replace(key, REDACTED);
        out = replaceIgnoringCase(out, hash, REDACTED_HASH);
        Matcher m = ABBREVIATED.matcher(out);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String tail = m.group(1);
            boolean names = tail.length() >= SHORTEST_TAIL && key.length() > tail.length() && key.endsWith(tail);
            m.appendReplacement(b, Matcher.quoteReplacement(names ? REDACTED : m.group()));
        }
        m.appendTail(b);
        return b.toString();
    }

    private static String replaceIgnoringCase(String text, String what, String with) {
        return Pattern.compile(Pattern.quote(what), Pattern.CASE_INSENSITIVE).matcher(text).replaceAll(Matcher.quoteReplacement(with));
    }

    private static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    @Override
    public String toString() { return "KeyRedactor"; }
}
