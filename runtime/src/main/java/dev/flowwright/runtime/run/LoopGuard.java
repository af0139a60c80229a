package dev.flowwright.runtime.run;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Fingerprint;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

/**
 * The loop guard (docs/safety.md#loop-guards), for one step and every loop in it (the do loop, a choose step's reveal and
 * repair loops, an enter step's openers and reveal loop all share it): the step's actions in order, each
 * with the screen it was taken from and the first look after it. Before an action is taken, two patterns
 * stop the step instead of spending another turn on a spin:
 * <ul>
 * <li><b>the same action again</b> — the same element (its signature) with the same kind (press, key,
 * typing) as the last {@link Thresholds#LOOP_SAME_ACTIONS}{@code - 1} actions, none of which changed the
 * screen's fingerprint;</li>
 * <li><b>oscillation</b> — the last three actions were A, B, A (A ≠ B; {@link Thresholds#LOOP_OSCILLATION}) and the next would be B again,
 * whether or not the screen changed: flipping between two states (sign in, sign out, sign in, …) undoes
 * the step's own work each time, and the fourth press is refused, not taken.</li>
 * </ul>
 * Scrolls and waits are neither recorded nor guarded: they act on the view, not on the application.
 */
public final class LoopGuard {

    /** What sort of action, for "the same action": a press of a control is not a key is not typing. */
    public enum Kind { PRESS, KEY, TYPE }

    /** One action as the guard compares it: kind, identity (signature or key combo), and a label for notes. */
    public record Action(Kind kind, String identity, String label) {
        boolean same(Action o) { return o != null && kind == o.kind && identity.equals(o.identity); }

        String spoken() {
            return switch (kind) {
                case PRESS -> "pressing " + label;
                case KEY -> "the key " + label;
                case TYPE -> "typing into " + label;
            };
        }
    }

    /** Why the next action was refused. {@code repeat}: the same action that changed nothing; else an oscillation. */
    public record Refusal(boolean repeat, String note) {}

    /** Thrown from {@link Hands#act} when an action is refused: the step fails with the note, the run goes on deciding. */
    public static final class Stopped extends RuntimeException {
        public Stopped(String note) { super(note, null, false, false); }

        public String note() { return getMessage(); }
    }

    private static final class Entry {
        final Action action;
        final String before;
        String after;

        Entry(Action action, String before) {
            this.action = action;
            this.before = before;
        }

        /** Known to have changed nothing: the first look after it equals the look it was taken from. */
        boolean unchanged() { return before != null && after != null && before.equals(after); }
    }

    /** States that say where focus or the viewport is, not what the control is: pressing moves them about. */
    private static final EnumSet<ElementState> TRANSIENT = EnumSet.of(ElementState.FOCUSED, ElementState.OFFSCREEN, ElementState.COVERED);

    private final List<Entry> recent = new ArrayList<>();
    private String current;

    /** A look was taken: it is the screen the next action acts on, and the result of the last one. */
    public void looked(String fingerprint) {
        current = fingerprint;
        if (!recent.isEmpty()) {
            Entry last = recent.get(recent.size() - 1);
            if (last.after == null) last.after = fingerprint;
        }
    }

    /** An action went through. */
    public void acted(Action a) {
        if (a == null) return;
        // a second action before any look: the first one's effect was never seen, so it is not "unchanged"
        if (!recent.isEmpty() && recent.get(recent.size() - 1).after == null) recent.get(recent.size() - 1).after = "";
        recent.add(new Entry(a, current));
        if (recent.size() > Thresholds.LOOP_GUARD_MEMORY) recent.remove(0);
    }

    /** Whether taking {@code next} now would continue a loop; empty when it may be taken. */
    public Optional<Refusal> check(Action next) {
        if (next == null) return Optional.empty();
        int n = recent.size();
        int earlier = Thresholds.LOOP_SAME_ACTIONS - 1;
        if (n >= earlier) {
            boolean spin = true;
            for (int i = n - earlier; i < n && spin; i++) {
                Entry e = recent.get(i);
                spin = e.action.same(next) && e.unchanged();
            }
            if (spin) {
                return Optional.of(new Refusal(true, "stopped a loop: " + next.spoken() + " was chosen "
                        + times(Thresholds.LOOP_SAME_ACTIONS) + " running, and the " + count(earlier) + " before changed nothing on screen"));
            }
        }
        int span = Thresholds.LOOP_OSCILLATION - 1;
        if (n >= span) {
            // next would make the last LOOP_OSCILLATION actions alternate A,B,A,B with A ≠ B
            Action b = next;
            Action a = recent.get(n - 1).action;
            boolean flips = !a.same(b);
            for (int k = 1; k <= span && flips; k++) flips = recent.get(n - k).action.same(k % 2 == 1 ? a : b);
            if (flips) {
                StringBuilder seq = new StringBuilder();
                for (int k = span; k >= 1; k--) seq.append(recent.get(n - k).action.label).append(", ");
                return Optional.of(new Refusal(false, "stopped a loop: it went back and forth between " + a.spoken() + " and "
                        + b.spoken() + " (" + seq + "then " + b.label + " again, which was refused:"
                        + " flipping between two states undoes the step's own work)"));
            }
        }
        return Optional.empty();
    }

    private static String count(int n) {
        return switch (n) {
            case 1 -> "one time";
            case 2 -> "two times";
            case 3 -> "three times";
            default -> n + " times";
        };
    }

    private static String times(int n) {
        return switch (n) {
            case 2 -> "a second time";
            case 3 -> "a third time";
            default -> "a " + n + "th time";
        };
    }

    // ---- what an action is ----

    /** A press (click, expand, select) of {@code target}; {@code label} is what notes call it (masked by the caller). */
    public static Action press(Element target, String label) { return new Action(Kind.PRESS, identity(target), label); }

    public static Action key(String combo) { return new Action(Kind.KEY, combo, combo); }

    /**
     * The guard's reading of an action {@link Hands} takes, by its kind: {@code detail} is what its words
     * name after the verb ("Large" of "select Large", "subject" of "fill subject", the key of "press
     * return"); null for what it does not guard (scrolls, waits, addresses, launches).
     */
    static Action of(ActionKind kind, String detail, Element target, String label) {
        return switch (kind) {
            case CLICK, EXPAND -> target == null ? null : press(target, label);
            case SELECT -> target == null ? null : new Action(Kind.PRESS, identity(target) + "|" + detail, label + " → " + detail);
            case KEY -> target != null ? press(target, label) : detail.isEmpty() ? null : key(detail);
            case DISMISS_COVER -> new Action(Kind.PRESS, "cover", "the cover");
            case SET_VALUE, TYPE, PASTE -> target == null ? null : new Action(Kind.TYPE, identity(target) + "|" + detail, label);
            case SCROLL, WAIT, NAVIGATE, LAUNCH -> null;
        };
    }

    /** The element's signature without focus and viewport states, so a press does not make its own control look new. */
    static String identity(Element e) {
        if (e.states().stream().noneMatch(TRANSIENT::contains)) return Fingerprint.signature(e);
        EnumSet<ElementState> kept = EnumSet.noneOf(ElementState.class);
        for (ElementState s : e.states()) if (!TRANSIENT.contains(s)) kept.add(s);
        return Fingerprint.signature(new Element(e.ref(), e.role(), e.name(), e.description(), e.value(), kept, e.actions(),
                e.bounds(), e.path(), e.hints()));
    }
}
