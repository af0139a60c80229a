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

    @Override
    public String toString() { return String.join(", ", combos); }
}
