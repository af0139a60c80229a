package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Keys on the keyboard — "press Enter", "hit Tab", "press Ctrl+A", "Escape", "press the Down arrow twice",
 * "press Enter in the search box" — are {@link Intent.PressKey}: the keys, in the surfaces' spelling, in
 * the field the step names (or wherever the focus is). Keys people rarely name a control after (Enter,
 * Return, Escape, Tab, Backspace, the arrows, Page Up/Down, F1–F12, anything with a modifier) are keys
 * after a press verb; the others (Space, Delete, Home, End, a letter) only with the word "key" ("press the
 * Delete key"): "press Delete" is a control's name on most pages.
 */
public final class KeyPressReading implements Reading {
    /** A key's words and the name the surfaces press it by. */
    private static final Map<String, String> KEYS = Map.ofEntries(
            Map.entry("enter", "return"), Map.entry("return", "return"), Map.entry("escape", "escape"), Map.entry("esc", "escape"),
            Map.entry("tab", "tab"), Map.entry("backspace", "backspace"), Map.entry("back space", "backspace"),
            Map.entry("up", "up"), Map.entry("down", "down"), Map.entry("left", "left"), Map.entry("right", "right"),
            Map.entry("up arrow", "up"), Map.entry("down arrow", "down"), Map.entry("left arrow", "left"), Map.entry("right arrow", "right"),
            Map.entry("arrow up", "up"), Map.entry("arrow down", "down"), Map.entry("arrow left", "left"), Map.entry("arrow right", "right"),
            Map.entry("page up", "pageup"), Map.entry("pageup", "pageup"), Map.entry("page down", "pagedown"), Map.entry("pagedown", "pagedown"),
            Map.entry("space", "space"), Map.entry("spacebar", "space"), Map.entry("space bar", "space"),
            Map.entry("delete", "delete"), Map.entry("del", "delete"), Map.entry("home", "home"), Map.entry("end", "end"));
    /** Key words that are keys only when the step says "key" (or holds a modifier): otherwise a control may be called that. */
    private static final Pattern NEEDS_KEY_WORD = Pattern.compile("space|delete|del|home|end|up|down|left|right");
    private static final Map<String, String> MODIFIERS = Map.ofEntries(
            Map.entry("ctrl", "ctrl"), Map.entry("control", "ctrl"), Map.entry("cmd", "cmd"), Map.entry("command", "cmd"),
            Map.entry("⌘", "cmd"), Map.entry("alt", "alt"), Map.entry("option", "alt"), Map.entry("opt", "alt"), Map.entry("shift", "shift"),
            Map.entry("meta", "cmd"), Map.entry("super", "cmd"));
    private static final Map<String, Integer> TIMES = Map.of("once", 1, "twice", 2, "thrice", 3, "two times", 2, "three times", 3,
            "four times", 4, "five times", 5);
    /** Fewer than this many presses of one key a step asks for is a number; more is a typing job. */
    static final int MAX_REPEATS = 10;

    private static final String KEY_NAME = "(?:page\\s+up|page\\s+down|pageup|pagedown|back\\s*space|space\\s*bar|space|enter|return|escape|esc|tab|delete|del|home|end"
            + "|(?:up|down|left|right)(?:\\s+arrow)?|arrow\\s+(?:up|down|left|right)|f(?:[1-9]|1[0-2])|[a-z0-9])";
    private static final String MODIFIER = "(?:ctrl|control|cmd|command|⌘|alt|option|opt|shift|meta|super)";
    /** "Ctrl+A", "ctrl-shift-n", "Control A", "⌘S", "Shift+Tab". */
    private static final String COMBO = "(?:" + MODIFIER + "\\s*(?:\\+|-|\\s)\\s*)+" + KEY_NAME + "|⌘" + KEY_NAME;
    private static final Pattern STEP = Pattern.compile(
            "^(?:press|hit|tap|strike|push|use|type|key)\\s+(?:(?:on|down)\\s+)?(?:the\\s+)?(?:keyboard\\s+shortcut\\s+|shortcut\\s+|keys?\\s+)?"
                    + "(?<keys>(?:" + COMBO + "|" + KEY_NAME + ")(?:\\s*(?:,|,?\\s+and|,?\\s+then)\\s+(?:the\\s+)?(?:" + COMBO + "|" + KEY_NAME + "))*)"
                    + "(?<keyword>\\s+(?:key|keys|button\\s+on\\s+the\\s+keyboard|on\\s+the\\s+keyboard))?"
                    + "(?<times>\\s+(?:once|twice|thrice|(?:two|three|four|five)\\s+times|\\d+\\s+times))?"
                    + "(?:\\s+(?:in|into|inside|on|at)\\s+(?<field>(?!the\\s+keyboard)\\S.*?))?"
                    + "(?:\\s+(?:in\\s+order\\s+)?to\\s+\\S.*)?\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** A step that is nothing but a key: "Escape", "Enter.", "Ctrl+A". */
    private static final Pattern BARE = Pattern.compile("^(?<keys>" + COMBO + "|enter|return|escape|esc|tab|shift\\s*\\+\\s*tab)\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "keys on the keyboard: \"press Enter\", \"hit Tab\", \"press Ctrl+A\", \"Escape\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        Matcher bare = BARE.matcher(s);
        if (bare.matches()) return keys(part, bare.group("keys"), true, 1, null);
        Matcher m = STEP.matcher(s);
        if (!m.matches()) return List.of();
        boolean keyWord = m.group("keyword") != null || s.toLowerCase(Locale.ROOT).matches("^\\S+\\s+(?:the\\s+)?(?:keyboard\\s+shortcut|shortcut|keys?)\\s.*");
        int times = times(m.group("times"));
        if (times < 1 || times > MAX_REPEATS) return List.of();
        String field = m.group("field");
        return keys(part, m.group("keys"), keyWord, times, field == null ? null : Field.named(field));
    }

    private static List<Intent> keys(String part, String written, boolean keyWord, int times, Field field) {
        List<String> combos = new ArrayList<>();
        for (String one : written.split("\\s*(?:,|,?\\s+and|,?\\s+then)\\s+(?:the\\s+)?")) {
            String combo = combo(one.strip(), keyWord);
            if (combo == null) return List.of();
            for (int i = 0; i < times; i++) combos.add(combo);
        }
        return List.of(new Intent.PressKey(part.strip(), new Keys(combos), field));
    }

    /** One key or combo in the surfaces' spelling, or null when the words are not one a step may mean. */
    static String combo(String written, boolean keyWord) {
        String w = written.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
        List<String> mods = new ArrayList<>();
        if (w.startsWith("⌘")) {
            mods.add("cmd");
            w = w.substring(1).strip();
        }
        Matcher mod = Pattern.compile("^" + MODIFIER + "\\s*(?:\\+|-|\\s)\\s*").matcher(w);
        while (mod.lookingAt()) {
            String name = w.substring(0, mod.end()).replaceAll("[\\s+-]+$", "").strip();
            mods.add(MODIFIERS.get(name));
            w = w.substring(mod.end());
            mod = Pattern.compile("^" + MODIFIER + "\\s*(?:\\+|-|\\s)\\s*").matcher(w);
        }
        String key = KEYS.get(w.replaceAll("\\s+", " "));
        if (key == null && w.matches("f(?:[1-9]|1[0-2])")) key = w;
        if (key == null && w.matches("[a-z0-9]")) {
            if (mods.isEmpty() && !keyWord) return null;
            key = w;
        }
        if (key == null) return null;
        if (mods.isEmpty() && !keyWord && NEEDS_KEY_WORD.matcher(w).matches()) return null;
        return mods.isEmpty() ? key : String.join("+", mods) + "+" + key;
    }

    private static int times(String written) {
        if (written == null) return 1;
        String t = written.strip().toLowerCase(Locale.ROOT);
        if (TIMES.containsKey(t)) return TIMES.get(t);
        Matcher n = Pattern.compile("^(\\d+)\\s+times$").matcher(t);
        return n.matches() ? Integer.parseInt(n.group(1)) : -1;
    }
}
