package dev.flowwright.runtime.reading;

import java.util.List;

/**
 * Keys to press, in order, each a combo in the surfaces' spelling: {@code return}, {@code tab},
 * {@code escape}, {@code ctrl+a}, {@code cmd+shift+n} (cmd is Control off a Mac, as on every surface).
 */
public record Keys(List<String> combos) {
    public Keys {
        combos = List.copyOf(combos);
        if (combos.isEmpty()) throw new IllegalArgumentException("no key to press");
    }

    public static Keys of(String... combos) { return new Keys(List.of(combos)); }

    /** A combo's parts, as written: modifiers, then the key; "cmd++" is cmd and the plus key. */
    public static List<String> parts(String combo) {
        String s = combo.strip();
        List<String> parts = new java.util.ArrayList<>();
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) == '+' && i > start) {
                parts.add(s.substring(start, i).strip());
                start = i + 1;
            }
        }
        parts.add(s.substring(start).strip());
        return parts;
    }

    @Override
    public String toString() { return String.join(", ", combos); }
}
