package dev.flowwright.studio.session;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.studio.settings.DeciderSetting;

import java.util.Map;
import java.util.Set;

/**
 * Everything a backend needs to start one run from the studio.
 *
 * @param target      a URL for browser flows, an application name for desktop flows
 * @param breakpoints top-level step paths ("3") the run pauses before
 * @param part        part of the flow to run on the screen as it is, or null for the whole flow from its start
 * @param memory      the flow's memory file (what earlier runs learned, teach mode's answers among them, in the
 *                    {@code run --memory} format): read before the run, what it learned merged in after; null for none
 */
public record RunRequest(Flow flow, String target, DeciderSetting decider, boolean headless, RunMode mode, Set<String> breakpoints, Part part,
                         java.nio.file.Path memory) {
    public RunRequest {
        breakpoints = Set.copyOf(breakpoints);
    }

    /** A run of the whole flow from its start page or application. */
    public RunRequest(Flow flow, String target, DeciderSetting decider, boolean headless, RunMode mode, Set<String> breakpoints) {
        this(flow, target, decider, headless, mode, breakpoints, null, null);
    }

    /** A run of {@code part} of the flow (null: the whole flow), with no memory. */
    public RunRequest(Flow flow, String target, DeciderSetting decider, boolean headless, RunMode mode, Set<String> breakpoints, Part part) {
        this(flow, target, decider, headless, mode, breakpoints, part, null);
    }

    public RunRequest withPart(Part p) {
        return new RunRequest(flow, target, decider, headless, mode, breakpoints, p, memory);
    }

    /** The same run with the flow's memory file (null for none). */
    public RunRequest withMemory(java.nio.file.Path file) {
        return new RunRequest(flow, target, decider, headless, mode, breakpoints, part, file);
    }

    /**
     * Part of a flow run on the screen as it is: its top-level steps {@code first} to before {@code end}
     * (from 0). With {@code kept} (Record from here), a fresh application replays those recipe steps with
     * no model first; without (Run this step), the run acts on the live screen the last run or replay
     * left open.
     *
     * @param values facts and secrets by name for the kept steps' placeholders
     */
    public record Part(int first, int end, Recipe kept, Map<String, String> values) {
        public Part {
            values = values == null ? Map.of() : Map.copyOf(values);
        }

        /** The same part with {@code more} values beside its own (its own win). */
        public Part withValues(Map<String, String> more) {
            Map<String, String> all = new java.util.HashMap<>(more);
            all.putAll(values);
            return new Part(first, end, kept, all);
        }

        /** The steps of the flow the live screen runs, without the values (they may be secrets). */
        @Override
        public String toString() {
            return "steps " + (first + 1) + " to " + end + (kept == null ? " on the live screen" : " after " + kept.steps().size() + " kept steps");
        }
    }
}
