package dev.flowwright.runtime.flow;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One step of a flow. A bare string in a flow file is a {@link Do}; a map has exactly one key naming
 * its kind. See docs/flow-format.md#steps.
 */
public sealed interface Step {

    /** The kind's key as written in a flow file ("do", "enter", "wait_for", …). */
    String kind();

    /** A plain-language step the do loop carries out. */
    record Do(String text) implements Step {
        public String kind() { return "do"; }
    }

    /** Slot name → text; delivered in on-screen order, not key order. */
    record Enter(Map<String, String> slots) implements Step {
        public Enter { slots = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(slots)); }
        public String kind() { return "enter"; }
    }

    record Choose(String what, String option) implements Step {
        public String kind() { return "choose"; }
    }

    /** Open one item of a list, ranked by {@code by}; optionally remember what was picked. */
    record Pick(String from, String by, String into) implements Step {
        public String kind() { return "pick"; }
    }

    record Read(String what, String into) implements Step {
        public String kind() { return "read"; }
    }

    record Verify(String condition) implements Step {
        public String kind() { return "verify"; }
    }

    record WaitFor(String condition) implements Step {
        public String kind() { return "wait_for"; }
    }

    record StopBefore(String phrase) implements Step {
        public String kind() { return "stop_before"; }
    }

    /** Launch (or bring forward) a desktop application. */
    record Open(String app) implements Step {
        public String kind() { return "open"; }
    }

    /** Open an address in the browser. */
    record Browse(String url) implements Step {
        public String kind() { return "browse"; }
    }

    record RepeatUntil(String condition, List<Step> steps, int max) implements Step {
        public static final int DEFAULT_MAX = 5;
        public static final int CAP = 20;
        public RepeatUntil { steps = List.copyOf(steps); }
        public String kind() { return "repeat_until"; }
    }

    record If(String condition, List<Step> then, List<Step> otherwise) implements Step {
        public If {
            then = List.copyOf(then);
            otherwise = otherwise == null ? List.of() : List.copyOf(otherwise);
        }
        public String kind() { return "if"; }
    }
}
