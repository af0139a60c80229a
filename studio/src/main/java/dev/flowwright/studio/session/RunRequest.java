package dev.flowwright.studio.session;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.studio.settings.DeciderSetting;

import java.util.Set;

/**
 * Everything a backend needs to start one run from the studio.
 *
 * @param target      a URL for browser flows, an application name for desktop flows
 * @param breakpoints top-level step paths ("3") the run pauses before
 * @param memory      the flow's memory file (what earlier runs learned, teach mode's answers among them, in the
 *                    {@code run --memory} format): read before the run, what it learned merged in after; null for none
 */
public record RunRequest(Flow flow, String target, DeciderSetting decider, boolean headless, RunMode mode, Set<String> breakpoints,
                         java.nio.file.Path memory) {
    public RunRequest {
        breakpoints = Set.copyOf(breakpoints);
    }

    public RunRequest(Flow flow, String target, DeciderSetting decider, boolean headless, RunMode mode, Set<String> breakpoints) {
        this(flow, target, decider, headless, mode, breakpoints, null);
    }
}
