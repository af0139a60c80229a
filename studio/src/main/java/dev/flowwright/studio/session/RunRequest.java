package dev.flowwright.studio.session;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.studio.settings.DeciderSetting;

import java.util.Set;

/**
 * Everything a backend needs to start one run from the studio.
 *
 * @param target      a URL for browser flows, an application name for desktop flows
 * @param breakpoints top-level step paths ("3") the run pauses before
 */
public record RunRequest(Flow flow, String target, DeciderSetting decider, boolean headless, RunMode mode, Set<String> breakpoints) {
    public RunRequest {
        breakpoints = Set.copyOf(breakpoints);
    }
}
