package dev.flowwright.surfaces.desktop;

import dev.flowwright.runtime.surface.SurfaceError;
import dev.flowwright.runtime.surface.SurfaceException;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A key combo in the runtime's macOS spelling ({@code cmd+shift+n}, {@code return}) as X keysyms:
 * modifiers to hold and one key. Off macOS {@code cmd} is Control, as a person would press it.
 *
 * @param modifiers keysyms to hold (Control_L, Shift_L, Alt_L, Super_L)
 * @param key       the keysym to press
 * @param character the printable character the key stands for when there are no modifiers, else null
 */
record KeyCombo(List<Integer> modifiers, int key, String character) {
    static final int CONTROL = 0xffe3;
    static final int SHIFT = 0xffe1;
    static final int ALT = 0xffe9;
    static final int SUPER = 0xffeb;
    static final int UP = 0xff52;
    static final int DOWN = 0xff54;

    private static final Map<String, Integer> NAMED = Map.ofEntries(
            Map.entry("return", 0xff0d), Map.entry("enter", 0xff0d), Map.entry("escape", 0xff1b), Map.entry("esc", 0xff1b),
            Map.entry("tab", 0xff09), Map.entry("backspace", 0xff08), Map.entry("delete", 0xffff), Map.entry("space", 0x20),
            Map.entry("up", UP), Map.entry("down", DOWN), Map.entry("left", 0xff51), Map.entry("right", 0xff53),
            Map.entry("home", 0xff50), Map.entry("end", 0xff57), Map.entry("pageup", 0xff55), Map.entry("pagedown", 0xff56),
            Map.entry("insert", 0xff63), Map.entry("menu", 0xff67));

    static KeyCombo parse(String combo, boolean macos) {
        String text = combo == null ? "" : combo.strip();
        if (text.isEmpty()) throw bad(combo);
        List<String> parts = splitPlus(text);
        List<Integer> modifiers = new ArrayList<>();
        for (String m : parts.subList(0, parts.size() - 1)) modifiers.add(modifier(m.toLowerCase(Locale.ROOT), macos, combo));
        String last = parts.get(parts.size() - 1);
        String lower = last.toLowerCase(Locale.ROOT);
        Integer named = NAMED.get(lower);
        if (named != null) return new KeyCombo(modifiers, named, null);
        if (lower.matches("f([1-9]|1[0-2])")) return new KeyCombo(modifiers, 0xffbe + Integer.parseInt(lower.substring(1)) - 1, null);
        if (last.codePointCount(0, last.length()) == 1) {
            int cp = last.codePointAt(0);
            // with modifiers a letter is its key (ctrl+A is ctrl+a); alone it is the character itself
            int keysym = modifiers.isEmpty() ? cp : Character.toLowerCase(cp);
            if (keysym > 0xff) keysym = 0x01000000 | keysym;
            return new KeyCombo(modifiers, keysym, modifiers.isEmpty() ? last : null);
        }
        throw bad(combo);
    }

    private static List<String> splitPlus(String text) {
        List<String> parts = new ArrayList<>(List.of(text.split("\\+", -1)));
        // "ctrl++" and "+" name the plus key itself
        if (text.endsWith("+")) {
            parts.removeIf(String::isEmpty);
            parts.add("+");
        }
        if (parts.stream().anyMatch(String::isBlank)) throw bad(text);
        return parts.stream().map(String::strip).toList();
    }

    private static int modifier(String m, boolean macos, String combo) {
        return switch (m) {
            case "cmd", "command", "meta" -> macos ? SUPER : CONTROL;
            case "ctrl", "control" -> CONTROL;
            case "shift" -> SHIFT;
            case "alt", "option", "opt" -> ALT;
            case "super", "win" -> SUPER;
            default -> throw bad(combo);
        };
    }

    private static SurfaceException bad(String combo) {
        return new SurfaceException(SurfaceError.ACTION_NOT_SUPPORTED, "\"" + combo + "\" is not a key combo this surface knows");
    }
}
