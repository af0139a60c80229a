package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.reading.Keys;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Key combos between the runtime's macOS spelling ({@code return}, {@code cmd+n}) and a recipe's
 * Playwright spelling ({@code Enter}, {@code ControlOrMeta+N}), so an exported test presses the same
 * keys a replay does: {@code cmd} is Meta on a Mac and Control elsewhere, as on every surface.
 */
public final class RecipeKeys {
    private RecipeKeys() {}

    private static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("return", "Enter"), Map.entry("enter", "Enter"), Map.entry("escape", "Escape"), Map.entry("esc", "Escape"),
            Map.entry("tab", "Tab"), Map.entry("space", "Space"), Map.entry("backspace", "Backspace"),
            Map.entry("delete", "Delete"), Map.entry("del", "Delete"), Map.entry("up", "ArrowUp"), Map.entry("down", "ArrowDown"),
            Map.entry("left", "ArrowLeft"), Map.entry("right", "ArrowRight"), Map.entry("home", "Home"), Map.entry("end", "End"),
            Map.entry("pageup", "PageUp"), Map.entry("pagedown", "PageDown"));

    private static final Map<String, String> MODIFIERS = Map.ofEntries(
            Map.entry("cmd", "ControlOrMeta"), Map.entry("command", "ControlOrMeta"), Map.entry("ctrl", "Control"),
            Map.entry("control", "Control"), Map.entry("alt", "Alt"), Map.entry("option", "Alt"), Map.entry("shift", "Shift"),
            Map.entry("meta", "Meta"));

    /** {@code cmd+shift+n} → {@code ControlOrMeta+Shift+N}; {@code return} → {@code Enter}. */
    public static String toRecipe(String combo) {
        List<String> parts = split(combo);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            String lower = parts.get(i).toLowerCase(Locale.ROOT);
            if (i < parts.size() - 1) out.add(MODIFIERS.getOrDefault(lower, parts.get(i)));
            else out.add(KEYS.getOrDefault(lower, parts.get(i).length() == 1 ? parts.get(i).toUpperCase(Locale.ROOT) : parts.get(i)));
        }
        return String.join("+", out);
    }

    /** {@code ControlOrMeta+N} → {@code cmd+n}, {@code Enter} → {@code return}: what {@code Surface.keyCombo} takes. */
    public static String toSurface(String keys) {
        List<String> parts = split(keys);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            String p = parts.get(i);
            String lower = p.toLowerCase(Locale.ROOT);
            if (i < parts.size() - 1) {
                out.add(lower.equals("controlormeta") ? "cmd" : lower.equals("control") ? "ctrl" : lower);
            } else {
                String mac = KEYS.entrySet().stream().filter(en -> en.getValue().equalsIgnoreCase(p))
                        .map(Map.Entry::getKey).sorted().findFirst().orElse(lower);
                out.add(mac.equals("enter") ? "return" : mac.equals("esc") ? "escape" : mac);
            }
        }
        return String.join("+", out);
    }

    /** Parts of a combo; {@code cmd++} is cmd and the plus key. */
    private static List<String> split(String combo) { return Keys.parts(combo); }
}
