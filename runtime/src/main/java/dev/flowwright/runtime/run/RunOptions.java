package dev.flowwright.runtime.run;

import dev.flowwright.runtime.Thresholds;

import java.util.Set;

/**
 * How a run may behave: budgets (capped), whether a stop_before may be passed, loops turned off.
 *
 * @param maxActions       actions the run may take (default 60, capped at 120); the initial launch counts
 * @param maxModelCalls    model calls it may spend (default 3000, capped at 10000)
 * @param allowDestructive a stop_before is carried out (then checked) instead of holding the run
 * @param disabledLoops    named loops turned off: "completion" (the stall result check), "obstacles",
 *                         "undo", "dialog" … ("slots" cannot be turned off)
 * @param launchAtStart    open the flow's start page / application before the first step
 * @param deliberation     the evidence gate decides grounding, dismissals and moves from the whole
 *                         ballot (docs/how-a-run-works.md#the-evidence-gate; the default); off: the single-number bars
 * @param memory           what earlier runs learned: the control each grounding purpose found, offered
 *                         first and taken after a confirm (docs/how-a-run-works.md#remembering-controls)
 * @param allow            hard words or control names the run may press beside the flow's own
 *                         {@code allow:} ({@code --allow WORD}; issue #12 item 11)
 */
public record RunOptions(int maxActions, int maxModelCalls, boolean allowDestructive, Set<String> disabledLoops,
                         boolean launchAtStart, boolean deliberation, java.util.List<GroundingHint> memory,
                         java.util.List<String> allow) {
    public static final String COMPLETION_LOOP = "completion";
    public static final String OBSTACLE_LOOP = "obstacles";
    public static final String UNDO_LOOP = "undo";

    public RunOptions {
        maxActions = Math.max(1, Math.min(maxActions, Thresholds.MAX_ACTIONS));
        maxModelCalls = Math.max(1, Math.min(maxModelCalls, Thresholds.MAX_CALLS));
        disabledLoops = disabledLoops == null ? Set.of() : Set.copyOf(disabledLoops);
        memory = memory == null ? java.util.List.of() : java.util.List.copyOf(memory);
        allow = allow == null ? java.util.List.of() : java.util.List.copyOf(allow);
    }

    public static RunOptions defaults() {
        return new RunOptions(Thresholds.DEFAULT_MAX_ACTIONS, Thresholds.DEFAULT_MAX_CALLS, false, Set.of(), true, true, java.util.List.of(), java.util.List.of());
    }

    public RunOptions withMaxActions(int n) { return new RunOptions(n, maxModelCalls, allowDestructive, disabledLoops, launchAtStart, deliberation, memory, allow); }

    public RunOptions withMaxModelCalls(int n) { return new RunOptions(maxActions, n, allowDestructive, disabledLoops, launchAtStart, deliberation, memory, allow); }

    public RunOptions withAllowDestructive(boolean on) { return new RunOptions(maxActions, maxModelCalls, on, disabledLoops, launchAtStart, deliberation, memory, allow); }

    public RunOptions withDisabledLoops(Set<String> loops) { return new RunOptions(maxActions, maxModelCalls, allowDestructive, loops, launchAtStart, deliberation, memory, allow); }

    public RunOptions withLaunchAtStart(boolean launch) { return new RunOptions(maxActions, maxModelCalls, allowDestructive, disabledLoops, launch, deliberation, memory, allow); }

    public RunOptions withDeliberation(boolean on) { return new RunOptions(maxActions, maxModelCalls, allowDestructive, disabledLoops, launchAtStart, on, memory, allow); }

    public RunOptions withMemory(java.util.List<GroundingHint> hints) { return new RunOptions(maxActions, maxModelCalls, allowDestructive, disabledLoops, launchAtStart, deliberation, hints, allow); }

    public RunOptions withAllow(java.util.List<String> words) { return new RunOptions(maxActions, maxModelCalls, allowDestructive, disabledLoops, launchAtStart, deliberation, memory, words); }

    public boolean loopEnabled(String loop) { return !disabledLoops.contains(loop); }
}
