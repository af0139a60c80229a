package dev.flowwright.runtime.engine;

import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.steps.StepRunners;
import dev.flowwright.runtime.surface.Surface;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.decide.Asker;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.DecisionMaker;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.decide.ModelBudget;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Secrets;

import dev.flowwright.runtime.decide.FallbackDecider;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.run.RunControl;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * The one way a run is set up, whoever starts it — {@code flowwright run}, the studio, {@code replay
 * --heal}: the same number of framings, the same deliberation, the same budgets and permissions. A flow
 * tuned in the studio is then decided exactly as CI decides it (issue #14: the studio asked with one
 * framing and no deliberation while the command line asked with seven).
 */
public final class RunSetup {
    /** Framings every decision is voted over (docs/architecture.md#how-a-decision-is-made): one framing is one sample of a noisy judge. */
    public static final int VOTES = Thresholds.DEFAULT_VOTES;

    private RunSetup() {}

    /**
     * The decision pipeline of a run with these options.
     *
     * @param decider an opened decider that records its own exchanges (as {@code DeciderChoice.open} makes them)
     */
    public static DecisionMaker asker(Decider decider, Secrets secrets, RunListener events, RunOptions options) {
        return new DecisionMaker(decider, secrets, events == null ? null : events.decisions(), ExchangeLog.NONE, new ModelBudget(options.maxModelCalls()),
                VOTES, options.deliberation());
    }

    /**
     * {@code decider}, going on with {@code fallback} once the decision service fails
     * ({@code --decider-fallback offline}, docs/commands/run.md): the switch is published on {@code bus} as an
     * {@link Event.DeciderFallback} naming the step {@code control} is at, which the journal keeps and the run
     * report carries ({@code fallbackName}: "offline"). Give the same {@code control} to the run.
     */
    public static FallbackDecider withFallback(Decider decider, Decider fallback, String fallbackName, EventBus bus, RunControl control) {
        return new FallbackDecider(decider, fallback, failed -> bus.on(new Event.DeciderFallback(Instant.now(),
                control.position().stepPath(), fallbackName, failed.getMessage())));
    }

    /** A run of {@code flow} with a runner for every kind of step: where every caller builds a run from. */
    public static FlowRun.Builder flowRun(Flow flow, Surface surface, Asker asker) {
        return FlowRun.builder(flow, surface, asker).runners(StepRunners.defaults());
    }

    /** What a run is set up with, in a line for a status bar or a settings page. */
    public static String describe(RunOptions options, List<String> flowAllow) {
        List<String> parts = new ArrayList<>();
        parts.add("up to " + VOTES + " framings a decision (" + Thresholds.FIRST_VOTES + " first)");
        parts.add("deliberation " + (options.deliberation() ? "on" : "off"));
        parts.add("up to " + options.maxActions() + " actions and " + options.maxModelCalls() + " model calls");
        List<String> allowed = new ArrayList<>(flowAllow == null ? List.of() : flowAllow);
        for (String a : options.allow()) if (!allowed.contains(a)) allowed.add(a);
        parts.add(allowed.isEmpty() ? "nothing hard to undo allowed" : "allowed: " + String.join(", ", allowed));
        return String.join(" · ", parts);
    }
}
