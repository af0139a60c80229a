package dev.flowwright.runtime.screen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.flowwright.runtime.Thresholds;

/**
 * One sentence saying what changed between two looks, for the turn's history ("after the last action:
 * …"): the window, the surface in front, and which labels appeared or went (compared as multisets, so
 * a second "Add" button appearing is noticed). Refs are never compared: they are minted per look.
 */
public final class ChangeNote {
    private ChangeNote() {}

    public static final String NOTHING_CHANGED = "nothing on screen changed";

    /** {@link #between(Screen, Screen)} with secret values masked, for events and history lines. */
    public static String between(Screen before, Screen after, dev.flowwright.runtime.flow.Secrets secrets) {
        String note = between(before, after);
        return secrets == null ? note : secrets.mask(note);
    }

    public static String between(Screen before, Screen after) {
        if (before == null) return "first look: window is " + quoted(after.window()) + "; surface is " + after.surface().word();
        List<String> parts = new ArrayList<>();
        if (!before.window().equals(after.window())) parts.add("window is now " + quoted(after.window()));
        if (before.surface() != after.surface()) parts.add("surface is now " + after.surface().word());

        List<String> appeared = minus(after.elements(), before.elements());
        List<String> gone = minus(before.elements(), after.elements());
        if (!appeared.isEmpty()) parts.add("appeared: " + listed(appeared));
        if (!gone.isEmpty()) parts.add("gone: " + listed(gone));
        if (parts.isEmpty()) {
            // Same labels, same window: a value or a state moved, or only the text changed.
            List<String> changed = changedElements(before, after);
            if (!changed.isEmpty()) parts.add("changed: " + listed(changed));
            else if (!before.context().equals(after.context())) parts.add("the text on screen changed");
        }
        return parts.isEmpty() ? NOTHING_CHANGED : String.join("; ", parts);
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
