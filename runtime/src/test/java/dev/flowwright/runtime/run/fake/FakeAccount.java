package dev.flowwright.runtime.run.fake;

import dev.flowwright.runtime.flow.Step;
import dev.flowwright.runtime.run.Account;
import dev.flowwright.runtime.run.ActionRecord;

import java.util.ArrayList;
import java.util.List;

/** An {@link Account} for a rule tested without a run: the step's text, and the history lines it adds, kept. */
public final class FakeAccount implements Account {
    private final Step step;
    private final String text;
    public final List<String> history = new ArrayList<>();
    public final List<String> loops = new ArrayList<>();
    private int turns;

    public FakeAccount(String text) {
        this.step = new Step.Do(text);
        this.text = text;
    }

    @Override public String path() { return "1"; }

    @Override public Step step() { return step; }

    @Override public String text() { return text; }

    @Override public int turns() { return turns; }

    @Override public void turnBoundary(int turn) {}

    @Override public void endTurn(int turn, String summary) { turns++; }

    @Override public List<String> history() { return List.copyOf(history); }

    @Override public void remember(String line) { history.add(line); }

    @Override public void addPending(String what) {}

    @Override public List<ActionRecord> actions() { return List.of(); }

    @Override public void usedLoop(String name) { if (!loops.contains(name)) loops.add(name); }

    @Override public boolean loopEnabled(String name) { return true; }

    @Override public void confidence(double c) {}

    @Override public void reflected(boolean held, String attempt, boolean contradicted, double confidence) {}
}
