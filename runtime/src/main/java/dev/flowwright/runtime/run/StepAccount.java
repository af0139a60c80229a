package dev.flowwright.runtime.run;

import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.flow.Step;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** One step's {@link Account}, kept in the run's state: its report is built from it when the step ends. */
final class StepAccount implements Account {
    private final RunState run;
    private final String path;
    private final Step step;
    private final String text;
    private final String kind;
    private final List<ActionRecord> actions = new ArrayList<>();
    private final List<String> loops = new ArrayList<>();
    private final int callsAtStart;
    private int turns;
    private Double confidence;

    StepAccount(RunState run, String path, Step step, String text, String kind) {
        this.run = run;
        this.path = path;
        this.step = step;
        this.kind = kind;
        this.text = run.secrets.mask(text);
        this.callsAtStart = run.modelCalls.get();
    }

    @Override public String path() { return path; }

    @Override public Step step() { return step; }

    @Override public String text() { return text; }

    @Override public int turns() { return turns; }

    @Override public void turnBoundary(int turn) { run.control.atTurn(path, turn); }

    @Override
    public void endTurn(int turn, String summary) {
        turns++;
        run.bus.on(new Event.Turn(Instant.now(), path, turn, mask(summary)));
    }

    @Override
    public List<String> history() {
        List<String> h = run.history;
        int n = Thresholds.RECENT_ACTIONS;
        return List.copyOf(h.subList(Math.max(0, h.size() - n), h.size()));
    }

    @Override public void remember(String line) { run.history.add(mask(line)); }

    @Override public void addPending(String what) { run.pending.add(mask(what)); }

    @Override public List<ActionRecord> actions() { return List.copyOf(actions); }

    /** Adds an action the hands took (already masked). */
    void record(ActionRecord a) { actions.add(a); }

    @Override public void usedLoop(String name) { if (!loops.contains(name)) loops.add(name); }

    @Override public boolean loopEnabled(String name) { return run.options.loopEnabled(name); }

    @Override public void confidence(double c) { confidence = c; }

    @Override
    public void reflected(boolean held, String attempt, boolean contradicted, double confidence) {
        run.bus.on(new Event.Reflect(Instant.now(), path, held, attempt, contradicted, confidence));
    }

    StepReport report(Outcome outcome, String note) {
        return new StepReport(path, kind, text, outcome, turns, run.modelCalls.get() - callsAtStart,
                actions, loops, confidence, mask(note));
    }

    private String mask(String s) { return run.secrets.mask(s); }
}
