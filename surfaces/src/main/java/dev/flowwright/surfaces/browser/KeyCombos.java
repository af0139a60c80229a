package dev.flowwright.surfaces.browser;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Translates a combo in macOS spelling ({@code cmd+n}, {@code return}, {@code cmd+shift+n}) into the
 * key string Playwright presses: cmd becomes Meta on a Mac and Control elsewhere, return becomes Enter.
 */
final class KeyCombos {
    private KeyCombos() {}

    private static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("return", "Enter"), Map.entry("enter", "Enter"),
            Map.entry("escape", "Escape"), Map.entry("esc", "Escape"),
            Map.entry("tab", "Tab"), Map.entry("space", "Space"),
            Map.entry("backspace", "Backspace"), Map.entry("delete", "Delete"), Map.entry("del", "Delete"),
            Map.entry("up", "ArrowUp"), Map.entry("down", "ArrowDown"),
            Map.entry("left", "ArrowLeft"), Map.entry("right", "ArrowRight"),
            Map.entry("home", "Home"), Map.entry("end", "End"),
            Map.entry("pageup", "PageUp"), Map.entry("pagedown", "PageDown"),
            Map.entry("plus", "+"), Map.entry("minus", "-"), Map.entry("comma", ","));

    static String toPlaywright(String combo, boolean mac) {
        if (combo == null || combo.isBlank()) throw new IllegalArgumentException("an empty key combo");
        String spelled = combo.trim();
        // "cmd++" means cmd and the plus key
        List<String> parts = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < spelled.length(); i++) {
            if (spelled.charAt(i) == '+' && i > start) {
                parts.add(spelled.substring(start, i));
                start = i + 1;
            }
        }
        parts.add(spelled.substring(start));
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            String part = parts.get(i).trim();
            String lower = part.toLowerCase(Locale.ROOT);
            boolean last = i == parts.size() - 1;
            if (!last) {
                out.add(modifier(lower, mac, combo));
            } else {
                out.add(key(part, lower));
            }
        }
        return String.join("+", out);
    }

    private static String modifier(String lower, boolean mac, String combo) {
        return switch (lower) {
            case "cmd", "command", "meta", "super", "win" -> mac ? "Meta" : "Control";
            case "ctrl", "control" -> "Control";
            case "alt", "option", "opt" -> "Alt";
            case "shift" -> "Shift";
            default -> throw new IllegalArgumentException("unknown modifier \"" + lower + "\" in " + combo);
        };
    }

    private static String key(String part, String lower) {
        String named = KEYS.get(lower);
        if (named != null) return named;
        if (lower.matches("f([1-9]|1[0-2])")) return lower.toUpperCase(Locale.ROOT);
        if (part.length() == 1) return lower;
        return part;
    }
}
