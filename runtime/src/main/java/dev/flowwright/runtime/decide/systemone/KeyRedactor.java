package dev.flowwright.runtime.decide.systemone;

/**
 * Removes the API key from any text that could reach a message or a log line. A class, not a record:
 * a record's {@code toString} would print the key.
 */
final class KeyRedactor {
    static final String REDACTED = "(the key)";

    private final String key;

    KeyRedactor(String key) { this.key = key; }

    String redact(String text) {
        if (text == null || key == null || key.isEmpty()) return text;
        return text.replace(key, REDACTED);
    }

    @Override
    public String toString() { return "KeyRedactor"; }
}
