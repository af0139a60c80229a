package dev.flowwright.runtime.flow;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A run's secret facts (passwords, card numbers, one-time codes) and the one place that masks them.
 * Anything that leaves the runtime — a decision request, a journal line, a recipe, a log line, the
 * studio — goes through {@link #mask(String)} first, so a value appears only as {@code ${name}}.
 * Thread-safe: a handoff may add a fact while other threads mask.
 */
public final class Secrets {
    /** Values shorter than this are not masked by substring (a one-letter secret would mask every "a"). */
    public static final int MIN_MASKED_LENGTH = 2;

    private final Map<String, String> facts = new LinkedHashMap<>();

    public Secrets() {}

    public Secrets(Map<String, String> facts) {
        facts.forEach(this::put);
    }

    public synchronized Secrets put(String name, String value) {
        if (name == null || name.isBlank()) throw new IllegalArgumentException("a secret needs a name");
        facts.put(name, value == null ? "" : value);
        return this;
    }

    public synchronized boolean has(String name) { return facts.containsKey(name); }

    /** The value, for typing into a field only. Never log or send what this returns. */
    public synchronized String reveal(String name) { return facts.get(name); }

    public synchronized java.util.Set<String> names() { return java.util.Set.copyOf(facts.keySet()); }

    /** Replaces every secret value in {@code text} by {@code ${name}}, longest value first. */
    public String mask(String text) {
        if (text == null || text.isEmpty()) return text;
        Map<String, String> copy;
        synchronized (this) {
            if (facts.isEmpty()) return text;
            copy = new LinkedHashMap<>(facts);
        }
        String out = text;
        var byLength = copy.entrySet().stream()
                .filter(e -> e.getValue().length() >= MIN_MASKED_LENGTH)
                .sorted(Comparator.comparingInt((Map.Entry<String, String> e) -> e.getValue().length()).reversed())
                .toList();
        for (var e : byLength) out = out.replace(e.getValue(), "${" + e.getKey() + "}");
        return out;
    }
}
