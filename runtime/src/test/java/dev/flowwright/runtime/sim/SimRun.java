package dev.flowwright.runtime.sim;

import dev.flowwright.runtime.engine.RunSetup;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.handoff.NoResponder;
import dev.flowwright.runtime.handoff.Responder;
import dev.flowwright.runtime.run.FlowRun;
import dev.flowwright.runtime.run.RunControl;
import dev.flowwright.runtime.run.RunOptions;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.steps.StepRunners;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * One simulated run, wired: a {@link Sim}, its {@link Oracle}, an event bus that keeps every event.
 * {@code SimRun.of(sim).run("send the message")} runs bare strings as do steps; options, secrets,
 * variables, a responder and extra runners can be set before.
 */
public final class SimRun {
    public final Sim sim;
    public final EventBus bus = new EventBus();
    public final Oracle oracle;
    public final List<Event> events = new CopyOnWriteArrayList<>();
    public RunOptions options = RunOptions.defaults();
    public Secrets secrets = new Secrets();
    public final Map<String, String> vars = new LinkedHashMap<>();
    public Responder responder = NoResponder.INSTANCE;
    public Duration handoffTimeout = Duration.ofSeconds(5);
    public StepRunners runners = StepRunners.defaults();
    public RunControl control = new RunControl();
    public Map<String, String> flowVars = new LinkedHashMap<>();
    public RunReport report;

    private SimRun(Sim sim) {
        this.sim = sim;
        this.oracle = new Oracle(sim, bus);
        bus.add(events::add);
    }

    public static SimRun of(Sim sim) { return new SimRun(sim); }

    /** Runs bare strings as do steps. */
    public RunReport run(String... doSteps) {
        return run(Arrays.stream(doSteps).map(s -> (Step) new Step.Do(s)).toArray(Step[]::new));
    }

    public RunReport run(Step... steps) {
        return run(new Flow("sim flow", sim.app, null, flowVars, List.of(steps)));
    }

    public RunReport run(Flow flow) {
        FlowRun r = RunSetup.flowRun(flow, sim, oracle).bus(bus).options(options).secrets(secrets).vars(vars)
                .responder(responder).handoffTimeout(handoffTimeout).runners(runners).control(control).decider("oracle").build();
        report = r.run();
        return report;
    }

    /** The actions recorded on events, e.g. "click", "press escape (undo)". */
    public List<String> actions() {
        List<String> out = new ArrayList<>();
        for (Event e : events) if (e instanceof Event.Action a) out.add(a.action() + (a.targetLabel() == null ? "" : " " + a.targetLabel()));
        return out;
    }

    @SuppressWarnings("unchecked")
    public <E extends Event> List<E> events(Class<E> type) {
        return (List<E>) events.stream().filter(type::isInstance).toList();
    }
}
