package dev.flowwright.runtime.screen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.flowwright.runtime.Thresholds;

/**
 * One sentence saying what changed between two looks, for the turn's history ("after the last action:
 * …"): the window, the surface in front, which labels appeared or went, and which lines of text
 * appeared or went (all compared as multisets, so a second "Add" button appearing is noticed). A status
 * line the page writes ("3 stores in Izmir", "Renewed.") is often the only sign an action took effect,
 * so the text lines are named too. Refs are never compared: they are minted per look.
 */
public final class ChangeNote {
    private ChangeNote() {}

    public static final String NOTHING_CHANGED = "nothing on screen changed";

    /** {@link #between(Screen, Screen)} with secret values masked, for events and history lines. */
    public static String between(Screen before, Screen after, dev.flowwright.runtime.flow.Secrets secrets) {
        if (secrets == null) return between(before, after);
        // the screens are masked before they are compared: a secret field's value never enters the sentence
        return secrets.mask(between(MaskedScreen.screen(before, secrets), MaskedScreen.screen(after, secrets)));
    }

    /** {@link #of(Screen, Screen)} between the masked screens: what a request may be told changed. */
    public static Change of(Screen before, Screen after, dev.flowwright.runtime.flow.Secrets secrets) {
        return secrets == null ? of(before, after) : of(MaskedScreen.screen(before, secrets), MaskedScreen.screen(after, secrets));
    }

    public static String between(Screen before, Screen after) {
        if (before == null) return "first look: window is " + quoted(after.window()) + "; surface is " + after.surface().word();
        return of(before, after).sentence();
    }

    /**
     * What changed, part by part: the window and surface when they did, element labels that appeared
     * or went, element lines whose value or state moved (only when no label did), and text lines that
     * appeared or went. Empty lists and nulls for what did not change.
     */
    public record Change(String windowNow, String surfaceNow, List<String> appeared, List<String> gone,
                         List<String> changed, List<String> textAppeared, List<String> textGone, boolean textMoved) {
        public boolean nothing() {
            return windowNow == null && surfaceNow == null && appeared.isEmpty() && gone.isEmpty() && changed.isEmpty()
                    && textAppeared.isEmpty() && textGone.isEmpty() && !textMoved;
        }

        /** The one-sentence note: "window is now …; appeared: …; gone: …; text appeared: "…"". */
        public String sentence() {
            List<String> parts = new ArrayList<>();
            if (windowNow != null) parts.add("window is now " + quoted(windowNow));
            if (surfaceNow != null) parts.add("surface is now " + surfaceNow);
            if (!appeared.isEmpty()) parts.add("appeared: " + listed(appeared));
            if (!gone.isEmpty()) parts.add("gone: " + listed(gone));
            if (!changed.isEmpty()) parts.add("changed: " + listed(changed));
            if (!textAppeared.isEmpty()) parts.add("text appeared: " + listed(textAppeared.stream().map(ChangeNote::quoted).toList()));
            if (!textGone.isEmpty()) parts.add("text gone: " + listed(textGone.stream().map(ChangeNote::quoted).toList()));
            if (parts.isEmpty() && textMoved) parts.add("the text on screen changed");
            return parts.isEmpty() ? NOTHING_CHANGED : String.join("; ", parts);
        }
    }

    /** The change from {@code before} to {@code after}, part by part. */
    public static Change of(Screen before, Screen after) {
        String window = before.window().equals(after.window()) ? null : after.window();
        String surface = before.surface() == after.surface() ? null : after.surface().word();
        // The common look after a press that only wrote text: every element as it was, refs aside. Then no
        // label appeared or went and no signature moved, and the label and signature passes are skipped.
        boolean sameElements = sameElements(before.elements(), after.elements());
        List<String> appeared = sameElements ? List.of() : minus(after.elements(), before.elements());
        List<String> gone = sameElements ? List.of() : minus(before.elements(), after.elements());
        // Same labels: a value or a state moved.
        boolean sameLabels = window == null && surface == null && appeared.isEmpty() && gone.isEmpty();
        List<String> changed = sameLabels && !sameElements ? changedElements(before, after) : List.of();
        List<String> textAppeared = cutLines(minusLines(after.context(), before.context()));
        List<String> textGone = cutLines(minusLines(before.context(), after.context()));
        boolean moved = !before.context().equals(after.context());
        return new Change(window, surface, appeared, gone, changed, textAppeared, textGone, moved);
    }

    /** Lines of {@code these} not matched one-for-one by an equal line of {@code those}, in order. */
    private static List<String> minusLines(List<String> these, List<String> those) {
        Map<String, Integer> available = new HashMap<>();
        for (String l : those) available.merge(l, 1, Integer::sum);
        List<String> left = new ArrayList<>();
        for (String l : these) {
            Integer n = available.get(l);
            if (n != null && n > 0) available.put(l, n - 1);
            else if (!l.isBlank()) left.add(l);
        }
        return left;
    }

    private static List<String> cutLines(List<String> lines) {
        List<String> out = new ArrayList<>(lines.size());
        for (String l : lines) {
            String t = l.strip();
            out.add(t.length() <= Thresholds.CHANGE_NOTE_TEXT_CHARS ? t : t.substring(0, Thresholds.CHANGE_NOTE_TEXT_CHARS) + "…");
        }
        return out;
    }

    /**
     * The same elements in the same order, refs aside: equal role, name, description (the label), value,
     * states and place (the signature), so neither labels nor signatures can differ.
     */
    static boolean sameElements(List<Element> a, List<Element> b) {
        if (a.size() != b.size()) return false;
        for (int i = 0; i < a.size(); i++) {
            Element x = a.get(i);
            Element y = b.get(i);
            if (x == y) continue;
            if (!x.role().equals(y.role()) || !x.name().equals(y.name()) || !x.description().equals(y.description())
                    || !java.util.Objects.equals(x.value(), y.value()) || !x.states().equals(y.states())
                    || !x.path().equals(y.path())) return false;
        }
        return true;
    }

    /** Labels of {@code these} not matched one-for-one by a label in {@code those}, in document order. */
    private static List<String> minus(List<Element> these, List<Element> those) {
        Map<String, Integer> available = new HashMap<>();
        for (Element e : those) available.merge(e.label(), 1, Integer::sum);
        List<String> left = new ArrayList<>();
        for (Element e : these) {
            String label = e.label();
            Integer n = available.get(label);
            if (n != null && n > 0) available.put(label, n - 1);
            else left.add(label);
        }
        return left;
    }

    /** Element lines of elements whose signature (value, states, place) is new in {@code after}. */
    private static List<String> changedElements(Screen before, Screen after) {
        Map<String, Integer> old = new HashMap<>();
        for (Element e : before.elements()) old.merge(Fingerprint.signature(e), 1, Integer::sum);
        List<String> changed = new ArrayList<>();
        for (Element e : after.elements()) {
            String sig = Fingerprint.signature(e);
            Integer n = old.get(sig);
            if (n != null && n > 0) old.put(sig, n - 1);
            else changed.add(StateText.elementLine(e));
        }
        return changed;
    }

    private static String listed(List<String> labels) {
        int shown = Math.min(labels.size(), Thresholds.CHANGE_NOTE_LABELS);
        String head = String.join(", ", labels.subList(0, shown));
        int more = labels.size() - shown;
        return more > 0 ? head + " and " + more + " more" : head;
    }

    private static String quoted(String text) { return "\"" + text + "\""; }
}
