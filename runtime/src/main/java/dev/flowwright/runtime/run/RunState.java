package dev.flowwright.runtime.run;

import dev.flowwright.runtime.decide.Asker;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.surface.Surface;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/** What one run shares across its steps: the wiring, the counters, the history, the task's dialog. */
final class RunState {
    final Flow flow;
    final Surface surface;
    final Asker asker;
    final Secrets secrets;
    final EventBus bus;
    final RunControl control;
    final RunOptions options;
    final HumanHandoff handoff;
    final List<String> stopBefore = new ArrayList<>();
    /** The explicit permission: the flow's {@code allow:} and the run's {@code --allow}, together. */
    final List<String> allow;
    /** Replaced (never mutated) as steps read values into variables. */
    volatile dev.flowwright.runtime.flow.Variables variables;
    final List<String> history = new ArrayList<>();
    final List<String> pending = new ArrayList<>();
    /** What groundings learned this run, by purpose: the latest control that served each. */
    final java.util.Map<String, GroundingHint> learned = new java.util.LinkedHashMap<>();
    final AtomicInteger actions = new AtomicInteger();
    final AtomicInteger modelCalls = new AtomicInteger();
    final TaskDialog taskDialog = new TaskDialog();
    /** What was already there when a step asked for something new (never typed into while it holds the same). */
    final NewItems newItems = new NewItems();
    /** The field the run's last action typed into, if its last action was typing. */
    volatile dev.flowwright.runtime.screen.Element lastTyped;
    /** The label of the run's last press that went through (null before any): named when the application is gone after it. */
    volatile String lastPress;
    /** Runs one (child) step with its own report; set by {@link FlowRun}. */
    StepExecutor executor;

    RunState(Flow flow, Surface surface, Asker asker, Secrets secrets, EventBus bus, RunControl control,
             RunOptions options, HumanHandoff handoff) {
        this.flow = flow;
        this.surface = surface;
        this.asker = asker;
        this.secrets = secrets;
        this.bus = bus;
        this.control = control;
        this.options = options;
        this.handoff = handoff;
        List<String> allow = new ArrayList<>(flow.allow());
        allow.addAll(options.allow());
        this.allow = allow.stream().map(String::strip).filter(a -> !a.isEmpty()).distinct().toList();
    }

    interface StepExecutor {
        StepOutcome run(dev.flowwright.runtime.flow.Step step, String path);
    }
}
