package dev.flowwright.cli;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.RunListener;

import java.io.PrintWriter;

/**
 * A replay's progress as people read it: one line when a recipe step starts and one when it ends
 * ({@code step 2/3 · passed · clicked button "Continue" (by role=button name="Continue")}); while a
 * step is being healed, the heal's own do-loop steps and turns are indented under it
 * ({@code   heal · turn 0 · click button "Reserve this slot"}). The replayer's step paths are
 * {@code r1}, {@code r2}, …; anything else arriving while a step runs is the heal's.
 */
final class ReplayProgress implements RunListener {
    private static final String REPLAY_PATH = "r";
    private final PrintWriter out;
    private final int steps;
    private String lastAction;

    ReplayProgress(PrintWriter out, int steps) {
        this.out = out;
        this.steps = steps;
    }

    @Override
    public void on(Event event) {
        // Java 17 has no pattern switch; each event kind is one branch
        if (event instanceof Event.StepEvent s) {
            boolean ended = !Event.StepEvent.STARTED.equals(s.phase());
            if (isReplayStep(s.stepPath())) {
                String where = "step " + s.stepPath().substring(REPLAY_PATH.length()) + "/" + steps;
                print(where + " · " + (ended ? s.outcome() + note(s.note()) : s.kind() + " · " + s.text()));
            } else {
                print("  heal · " + (ended ? s.outcome() + note(s.note()) : s.text()));
            }
        } else if (event instanceof Event.Action a && !isReplayStep(a.stepPath())) {
            lastAction = a.action() + (a.targetLabel() == null ? "" : " " + a.targetLabel()) + (a.ok() ? "" : " (refused)");
        } else if (event instanceof Event.Turn t && !isReplayStep(t.stepPath())) {
            print("  heal · turn " + t.turn() + " · " + (lastAction != null ? lastAction : t.summary()));
            lastAction = null;
        }
    }

    private static boolean isReplayStep(String path) {
        return path != null && path.startsWith(REPLAY_PATH);
    }

    private static String note(String note) {
        return note == null || note.isBlank() ? "" : " · " + note;
    }

    private void print(String line) {
        out.println(line);
        out.flush();
    }
}
