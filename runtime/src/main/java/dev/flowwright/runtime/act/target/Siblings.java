package dev.flowwright.runtime.act.target;

import dev.flowwright.runtime.screen.Element;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A named control's copies on the other items of its list ("Add" on every product card) are struck off
 * once the next look shows the press changed the screen — unless the step asks for every item or
 * chooses several ("choose 2 adjacent seats"). Undoing the press lifts them again.
 */
public final class Siblings {
    private static final Pattern EVERY = Pattern.compile("\\b(every|each|all)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern SEVERAL = Pattern.compile(
            "\\b(choose|select|pick|tick|mark)\\b.*\\b([2-9]|[1-9][0-9]+|two|three|four|five|six|seven|eight|nine|ten|several|multiple)\\b",
            Pattern.CASE_INSENSITIVE);

    private record Strike(String pressedSignature, String role, String name, String key, List<String> pressedPath) {}

    private final boolean exempt;
    private final List<Strike> strikes = new ArrayList<>();

    public Siblings(String intent) {
        this.exempt = EVERY.matcher(intent).find() || SEVERAL.matcher(intent).find();
    }

    /** The press of {@code e} changed the screen: strike off its copies on sibling items. */
    public void pressChangedScreen(Element e, String signature) {
        if (exempt || !e.isNamed() || itemIndex(e.path()) < 0) return;
        strikes.add(new Strike(signature, e.role(), e.name(), key(e), e.path()));
    }

    /** The press was undone: its copies are offered again. */
    public void lift(String signature) { strikes.removeIf(s -> s.pressedSignature().equals(signature)); }

    public boolean struck(Element e) {
        if (strikes.isEmpty() || !e.isNamed()) return false;
        String k = null;
        for (Strike s : strikes) {
            // cheap checks first: most elements share neither role nor name with a struck control
            if (!s.name().equals(e.name()) || !s.role().equals(e.role()) || s.pressedPath().equals(e.path())) continue;
            if (k == null) k = key(e);
            if (s.key().equals(k)) return true;
        }
        return false;
    }

    /** Role, name and the path with list items' own labels blanked: the same control on any item. */
    private static String key(Element e) {
        StringBuilder b = new StringBuilder(e.role()).append('|').append(e.name());
        for (String p : e.path()) b.append('|').append(isItem(p) ? "item" : p);
        return b.toString();
    }

    private static int itemIndex(List<String> path) {
        for (int i = 0; i < path.size(); i++) if (isItem(path.get(i))) return i;
        return -1;
    }

    private static boolean isItem(String pathEntry) {
        String p = pathEntry.toLowerCase(Locale.ROOT);
        return p.startsWith("listitem") || p.startsWith("row") || p.startsWith("article") || p.startsWith("list item");
    }
}
