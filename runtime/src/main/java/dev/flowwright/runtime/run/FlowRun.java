package dev.flowwright.runtime.run;

import dev.flowwright.runtime.decide.Asker;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.flow.Variables;
import dev.flowwright.runtime.handoff.NoResponder;
import dev.flowwright.runtime.handoff.Responder;
import dev.flowwright.runtime.surface.SurfaceException;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Runs a flow: variables and secret facts, budgets, the step sequence (dispatched to one
 * {@code steps.StepRunner} per kind), outcomes and stops, step reports with
 * paths, and the {@link RunControl} another thread drives. Every stage is published on the event bus.
 */
public final class FlowRun {
    private final RunState state;
    private final StepDispatch runners;
    private final String deciderName;
    private final List<StepReport> reports = new ArrayList<>();
    /** The top-level steps this run carries out, from {@code first} to before {@code end} (the whole flow unless told). */
    private final int first;
    private final int end;
    /** Whether the flow's start page or application is opened first: not when the run goes on from the screen as it is. */
    private final boolean opensStart;
    /** Where a fault's stack trace goes (the journal's log): never the console, where a user reads the one-line note. */
    private final java.util.function.Consumer<Throwable> faults;
    /** The decider the run went on with when its decision service failed (an {@link Event.DeciderFallback}), or null. */
    private volatile RunReport.Fallback fallback;
    /** Why the run cannot start (bad variables), or null. */
    private String invalid;

    private FlowRun(Builder b) {
        EventBus bus = b.bus == null ? new EventBus() : b.bus;
        b.listeners.forEach(bus::add);
        Secrets secrets = b.secrets == null ? new Secrets() : b.secrets;
        RunControl control = b.control == null ? new RunControl() : b.control;
        HumanHandoff handoff = new HumanHandoff(b.responder, bus, secrets, b.handoffTimeout);
        this.state = new RunState(b.flow, b.surface, b.asker, secrets, bus, control, b.options, handoff);
        try {
            state.variables = Variables.forRun(b.flow, b.vars, secrets);
        } catch (IllegalArgumentException e) {
            state.variables = Variables.forRun(b.flow, Map.of(), secrets);
            invalid = e.getMessage();
        }
        if (b.runners == null) throw new IllegalStateException("a run needs its step runners: build it with RunSetup.flowRun");
        this.runners = b.runners;
        this.deciderName = b.deciderName;
        this.faults = b.faults;
        this.first = b.first;
        this.end = b.end < 0 ? b.flow.steps().size() : b.end;
        this.opensStart = b.end < 0;
        state.executor = this::runStep;
        bus.add(e -> {
            if (e instanceof Event.Decision d) {
                state.modelCalls.addAndGet(d.accounting() == null ? 1 : Math.max(1, d.accounting().calls()));
            } else if (e instanceof Event.DeciderFallback f && fallback == null) {
                fallback = new RunReport.Fallback(f.stepPath(), f.decider(), state.secrets.mask(f.reason()));
            }
        });
    }

    public static Builder builder(Flow flow, dev.flowwright.runtime.surface.Surface surface, Asker asker) {
        return new Builder(flow, surface, asker);
    }

    public RunControl control() { return state.control; }

    public EventBus bus() { return state.bus; }

    /** Runs the flow to its end (or its stop) on the calling thread. */
    public RunReport run() {
        long start = System.nanoTime();
        state.bus.on(new Event.RunStarted(Instant.now(), UUID.randomUUID().toString(), state.flow.name(),
                state.flow.app(), deciderName, state.flow.start(), state.allow));
        Stop stop = Stop.COMPLETED;
        String note = "";
        String lastOutcome = "";
        try {
            if (invalid != null) throw new RunHalt(Stop.INVALID, invalid);
            stopBeforePhrases();
            if (opensStart) RunHands.launchAtStart(state);
            List<Step> steps = state.flow.steps();
            for (int i = first; i < end; i++) {
                StepOutcome o = runStep(steps.get(i), Integer.toString(i + 1), steps.get(i).kind());
                lastOutcome = o.outcome().word();
                if (o.outcome() == Outcome.FAILED) {
                    stop = Stop.STEP_FAILED;
                    note = "step " + (i + 1) + ": " + o.note();
                    break;
                }
                if (o.outcome() == Outcome.GATED) {
                    stop = Stop.STOPPED_BEFORE_DESTRUCTIVE;
                    note = o.note();
                    break;
                }
            }
        } catch (RunHalt h) {
            stop = h.stop();
            note = h.note();
        } catch (dev.flowwright.runtime.surface.SurfaceGone gone) {
            // gone while opening the start, before any step
            faults.accept(gone);
            stop = Stop.STEP_FAILED;
            note = gone.getMessage() + " before the first step; the run stopped";
        }
        long millis = (System.nanoTime() - start) / 1_000_000L;
        note = state.secrets.mask(note);
        state.bus.on(new Event.End(Instant.now(), stop.word(), lastOutcome, note, state.actions.get(), state.modelCalls.get(), millis));
        return new RunReport(stop, note, reports, state.variables.values(), state.pending, state.actions.get(),
                state.modelCalls.get(), millis, List.copyOf(state.learned.values()), state.allow, fallback);
    }

    /**
     * Runs one step (top level, a child, or a compound step's sub-goal) at {@code path}, with its report
     * listed before its children's; {@code kind} is what its events and report call it.
     */
    StepOutcome runStep(Step step, String path, String kind) {
        state.control.atStepStart(path);
        state.taskDialog.stepStarted();
        StepContext ctx = new StepContext(state, path, step, StepTexts.of(step, state), kind);
        state.bus.on(new Event.StepEvent(Instant.now(), path, Event.StepEvent.STARTED, kind, ctx.account().text(), null, null));
        int index = reports.size();
        reports.add(null);
        StepOutcome outcome;
        try {
            outcome = runners.run(step, ctx);
        } catch (RunHalt h) {
            finish(ctx, index, StepOutcome.failed(h.note()));
            throw h;
        } catch (dev.flowwright.runtime.surface.SurfaceGone gone) {
            // nothing can be done on a surface that is not there: the run stops, in one line (docs/troubleshooting.md)
            RunHalt h = new RunHalt(Stop.STEP_FAILED, gone.during(path) + "; the run stopped");
            faults.accept(gone);
            finish(ctx, index, StepOutcome.failed(h.note()));
            throw h;
        } catch (SurfaceException e) {
            outcome = StepOutcome.failed(e.code().name() + ": " + e.getMessage());
        } catch (NewItems.Refused e) {
            outcome = StepOutcome.failed(e.note());
        } catch (LoopGuard.Stopped e) {
            // an action that would have continued a loop was refused, not taken (seed 001's loop guard)
            ctx.account().usedLoop("loop_guard");
            outcome = StepOutcome.failed(e.note());
        } catch (RuntimeException e) {
            // a fault in a runner fails its step with the cause, never the whole process; its trace goes to the faults log
            faults.accept(e);
            outcome = StepOutcome.failed("internal error: " + e);
        }
        finish(ctx, index, outcome);
        return outcome;
    }

    private void finish(StepContext ctx, int index, StepOutcome o) {
        StepReport r = ctx.report(o.outcome(), o.note());
        reports.set(index, r);
        state.bus.on(new Event.StepEvent(Instant.now(), ctx.account().path(), Event.StepEvent.ENDED, r.kind(), r.text(),
                r.outcome().word(), r.note()));
    }

    /** Every stop_before phrase anywhere in the flow: the destructive check refuses what they name. */
    private void stopBeforePhrases() {
        List<String> phrases = new ArrayList<>();
        collect(state.flow.steps(), phrases);
        state.stopBefore.clear();
        state.stopBefore.addAll(phrases);
    }

    private void collect(List<Step> steps, List<String> out) {
        for (Step st : steps) {
            if (st instanceof Step.StopBefore sb) out.add(StepTexts.expand(sb.phrase(), state));
            else if (st instanceof Step.If f) {
                collect(f.then(), out);
                collect(f.otherwise(), out);
            } else if (st instanceof Step.RepeatUntil r) collect(r.steps(), out);
        }
    }

    public static final class Builder {
        private final Flow flow;
        private final dev.flowwright.runtime.surface.Surface surface;
        private final Asker asker;
        private Secrets secrets;
        private final Map<String, String> vars = new LinkedHashMap<>();
        private RunOptions options = RunOptions.defaults();
        private EventBus bus;
        private final List<RunListener> listeners = new ArrayList<>();
        private RunControl control;
        private Responder responder = NoResponder.INSTANCE;
        private Duration handoffTimeout;
        private StepDispatch runners;
        private String deciderName = "";
        private java.util.function.Consumer<Throwable> faults = Throwable::printStackTrace;
        private int first;
        private int end = -1;

        private Builder(Flow flow, dev.flowwright.runtime.surface.Surface surface, Asker asker) {
            this.flow = flow;
            this.surface = surface;
            this.asker = asker;
        }

        public Builder secrets(Secrets s) { secrets = s; return this; }

        /** Caller variables: they win over the flow's defaults. */
        public Builder vars(Map<String, String> v) { vars.putAll(v); return this; }

        public Builder options(RunOptions o) { options = o; return this; }

        public Builder bus(EventBus b) { bus = b; return this; }

        public Builder listener(RunListener l) { listeners.add(l); return this; }

        public Builder control(RunControl c) { control = c; return this; }

        public Builder responder(Responder r) { responder = r; return this; }

        public Builder handoffTimeout(Duration t) { handoffTimeout = t; return this; }

        public Builder runners(StepDispatch r) { runners = r; return this; }

        public Builder decider(String name) { deciderName = name; return this; }

        /** Where the stack trace of a fault goes (a runner's bug, a surface gone); by default stderr. */
        public Builder faults(java.util.function.Consumer<Throwable> f) { faults = f == null ? Throwable::printStackTrace : f; return this; }

        /**
         * Runs only the top-level steps from {@code from} to before {@code to} (from 0), on the screen as it
         * is: nothing is opened first (Record from here, Run this step). The rest of the flow still counts:
         * its {@code stop_before} phrases hold, and each step keeps its number in the flow.
         */
        public Builder stepsOnScreenAsItIs(int from, int to) {
            if (from < 0 || to > flow.steps().size() || from >= to) {
                throw new IllegalArgumentException("steps " + (from + 1) + " to " + to + " are not steps of the flow, 1 to " + flow.steps().size());
            }
            first = from;
            end = to;
            return this;
        }

        public FlowRun build() { return new FlowRun(this); }
    }
}
