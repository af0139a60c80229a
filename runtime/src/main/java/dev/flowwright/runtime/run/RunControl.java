package dev.flowwright.runtime.run;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * The run control the studio (or any other thread) drives: pause, step one turn, step one step,
 * breakpoints on step paths, resume, stop. Every command takes effect at the run's next boundary —
 * the start of a step or of a turn — which the run thread reports through {@link #atStepStart} and
 * {@link #atTurn}. Waits inside a run go through {@link #sleep} so a stop ends them at once.
 */
public final class RunControl {
    public enum State { RUNNING, PAUSED, STOPPED }

    /** Where the run is held or was last seen: a step path and a turn (-1 at a step's start). */
    public record Position(String stepPath, int turn) {}

    private final Object lock = new Object();
    private final Set<String> breakpoints = ConcurrentHashMap.newKeySet();
    private final List<Consumer<State>> listeners = new CopyOnWriteArrayList<>();
    private boolean paused;
    private boolean stopped;
    private int turnPermits;
    private boolean runToNextStep;
    private volatile Position position = new Position("", -1);
    /** The run thread is waiting at a boundary (held by a pause) or in {@link #sleep}: nothing moves until a command. */
    private volatile boolean waiting;

    // ---- commands, from any thread ----

    public void pause() {
        synchronized (lock) {
            paused = true;
            turnPermits = 0;
            runToNextStep = false;
            lock.notifyAll();
        }
        fire();
    }

    public void resume() {
        synchronized (lock) {
            paused = false;
            turnPermits = 0;
            runToNextStep = false;
            lock.notifyAll();
        }
        fire();
    }

    /** While paused: let the run pass one boundary, then hold at the next. */
    public void stepTurn() {
        synchronized (lock) {
            if (paused) turnPermits++;
            lock.notifyAll();
        }
    }

    /** While paused: let the run go on until the next step starts, then hold there. */
    public void stepStep() {
        synchronized (lock) {
            if (paused) runToNextStep = true;
            lock.notifyAll();
        }
    }

    /** Ends the run at its next boundary (or at once if it is held or waiting) as {@link Stop#CANCELLED}. */
    public void stop() { stop(null); }

    /** As {@link #stop()}, with why as the run's note ("the run was stopped by SIGTERM"); null: "the run was stopped". */
    public void stop(String why) {
        if (why != null) stopNote = why;
        synchronized (lock) {
            stopped = true;
            lock.notifyAll();
        }
        fire();
    }

    public void addBreakpoint(String stepPath) { breakpoints.add(stepPath); }

    public void removeBreakpoint(String stepPath) { breakpoints.remove(stepPath); }

    public Set<String> breakpoints() { return Set.copyOf(breakpoints); }

    public void addListener(Consumer<State> listener) { listeners.add(listener); }

    public State state() {
        synchronized (lock) {
            return stopped ? State.STOPPED : paused ? State.PAUSED : State.RUNNING;
        }
    }

    public Position position() { return position; }

    /** True while the run thread waits: held at a boundary, or in {@link #sleep}. What a watcher waits for, never a timer. */
    public boolean waiting() { return waiting; }

    // ---- boundaries, from the run thread ----

    /** A step is about to start: hold here for a breakpoint or after "step one step". */
    public void atStepStart(String stepPath) {
        position = new Position(stepPath, -1);
        boolean hold;
        synchronized (lock) {
            if (breakpoints.contains(stepPath) || runToNextStep) {
                hold = !paused || runToNextStep;
                paused = true;
                runToNextStep = false;
                turnPermits = 0;
            } else {
                hold = false;
            }
        }
        if (hold) fire();
        awaitPassage();
    }

    /** A turn is about to start. */
    public void atTurn(String stepPath, int turn) {
        position = new Position(stepPath, turn);
        awaitPassage();
    }

    /** Throws {@link RunHalt} when the run has been stopped; cheap, for checks between boundaries. */
    public void checkStopped() {
        synchronized (lock) {
            if (stopped) throw cancelled();
        }
    }

    /** Waits up to {@code millis}, ending early (with {@link RunHalt}) when the run is stopped. */
    public void sleep(long millis) {
        long end = System.nanoTime() + millis * 1_000_000L;
        synchronized (lock) {
            while (!stopped) {
                long left = (end - System.nanoTime()) / 1_000_000L;
                if (left <= 0) return;
                waitOnLock(left);
            }
            throw cancelled();
        }
    }

    private void awaitPassage() {
        synchronized (lock) {
            while (true) {
                if (stopped) throw cancelled();
                if (!paused) return;
                if (turnPermits > 0) {
                    turnPermits--;
                    return;
                }
                if (runToNextStep) return; // run on until the next step's start holds
                waitOnLock(0);
            }
        }
    }

    private void waitOnLock(long millis) {
        waiting = true;
        try {
            lock.wait(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopped = true;
        } finally {
            waiting = false;
        }
    }

    private volatile String stopNote = "the run was stopped";

    private RunHalt cancelled() { return new RunHalt(Stop.CANCELLED, stopNote); }

    private void fire() {
        State s = state();
        for (Consumer<State> l : listeners) l.accept(s);
    }
}
