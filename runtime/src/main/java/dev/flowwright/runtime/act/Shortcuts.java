package dev.flowwright.runtime.act;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The short, safe shortcut list (docs/safety.md#keys-go-through-the-same-check): none sends, deletes or quits.
 * macOS spelling; each surface translates. Return is refused while a sheet, dialog or alert is in front — there it
 * presses the dialog's default button — unless the run's last action typed into a search box that is still visible
 * and uncovered: Return there runs the search.
 */
public final class Shortcuts {
    private Shortcuts() {}

    public static final Map<String, String> COMBOS = combos();

    public static final String RETURN = "return";
    public static final String ESCAPE = "escape";

    /** The shortcut Choice's options: name → "new item (cmd+n)". */
    static Map<String, String> options() {
        Map<String, String> o = new LinkedHashMap<>();
        COMBOS.forEach((name, combo) -> o.put(name, name.replace('_', ' ') + " (" + combo + ")"));
        return o;
    }

    /** Why pressing {@code combo} now is refused, or empty when it may be pressed. */
    public static Optional<String> refusal(String combo, Screen screen, Element lastTyped) {
        if (!RETURN.equals(combo) || screen.surface() == SurfaceKind.WINDOW) return Optional.empty();
        if (lastTyped != null && isSearchBox(lastTyped) && stillVisible(lastTyped, screen)) return Optional.empty();
        return Optional.of("refused to press return while a " + screen.surface().word()
                + " is in front: it would press that dialog's default button");
    }

    /** A search box: its role says so, or its name, description or placeholder says "search". */
    public static boolean isSearchBox(Element e) {
        if (e.role().equals("searchbox")) return true;
        String words = (e.name() + " " + e.description() + " " + nonNull(e.hint("placeholder"))).toLowerCase(Locale.ROOT);
        return words.contains("search");
    }

    private static boolean stillVisible(Element typed, Screen screen) {
        for (Element e : screen.elements()) {
            if (e.role().equals(typed.role()) && e.name().equals(typed.name()) && e.path().equals(typed.path())) {
                return !e.has(ElementState.COVERED) && !e.has(ElementState.OFFSCREEN);
            }
        }
        return false;
    }

    private static String nonNull(String s) { return s == null ? "" : s; }

    private static Map<String, String> combos() {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("new_item", "cmd+n");
        m.put("new_folder", "cmd+shift+n");
        m.put("find", "cmd+f");
        m.put("reply", "cmd+r");
        m.put("settings", "cmd+,");
        m.put("back", "cmd+[");
        m.put("next_field", "tab");
        m.put("confirm", RETURN);
        m.put("dismiss", ESCAPE);
        return Collections.unmodifiableMap(m);
    }
}
