package dev.flowwright.studio;

import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.studio.session.PersonResponder;
import dev.flowwright.studio.session.RunBackend;
import dev.flowwright.studio.session.RunHandle;
import dev.flowwright.studio.session.RunRequest;
import dev.flowwright.studio.session.RunPhase;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/** A backend for view-model tests: records the controls it receives and lets the test emit events. */
public final class ScriptedBackend implements RunBackend {
    public final List<String> calls = new ArrayList<>();
    public RunRequest request;
    public RunListener events;
    public Consumer<RunPhase> states;
    public PersonResponder person;
    /** What the backend says is open as the live screen ("browser", "desktop"), or null. */
    public String live;

    @Override
    public String unavailableReason() { return null; }

    @Override
    public String liveScreen() { return live; }

    @Override
    public RunHandle start(RunRequest r, RunListener e, Consumer<RunPhase> s, PersonResponder p) {
        request = r;
        events = e;
        states = s;
        person = p;
        calls.add("start " + r.mode());
        s.accept(RunPhase.RUNNING);
        return new RunHandle() {
            public void pause() { calls.add("pause"); s.accept(RunPhase.PAUSED); }
            public void resume() { calls.add("resume"); s.accept(RunPhase.RUNNING); }
            public void stepTurn() { calls.add("stepTurn"); }
            public void stepStep() { calls.add("stepStep"); }
            public void stop() { calls.add("stop"); }
            public void breakpoints(Set<String> paths) { calls.add("breakpoints " + new java.util.TreeSet<>(paths)); }
        };
    }
}
