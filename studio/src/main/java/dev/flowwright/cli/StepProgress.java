package dev.flowwright.cli;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.run.HumanHandoff;
import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.run.RunReport;
import dev.flowwright.runtime.run.StepReport;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;

/**
 * A run's or a replay's progress as people read it: one line when a step starts and one when it ends, and
 * one per turn ({@code step 2/6 · turn 3 · click button "Search" · p=0.91}). A replay's own steps are
 * {@code r1}, {@code r2}, … ({@code step 2/3 · passed · clicked button "Continue" (by role=button …)}); anything
 * else arriving while a replay step runs is its heal's do loop, indented under it
 * ({@code   heal · turn 0 · click button "Reserve this slot"}). Every text it prints comes from events and
 * reports, which the runtime has already masked.
 */
final class StepProgress implements RunListener {
    private static final String REPLAY_PATH = "r";
    private final PrintWriter out;
    private final int steps;
    private final boolean replay;
    private String lastAction;
    private Double lastP;
    /** The last decision confirmed a control an earlier run learned (run --memory). */
    private boolean remembered;

    /** The turn's last decision was answered by the author (teach mode). */
    private boolean byAuthor;

    private StepProgress(PrintWriter out, int steps, boolean replay) {
        this.out = out;
        this.steps = steps;
        this.replay = replay;
    }

    /** A flow run's progress: every step path is the flow's. */
    static StepProgress ofRun(PrintWriter out, int steps) {
        return new StepProgress(out, steps, false);
    }

    /** A recipe replay's progress: its steps, and under each the heal's steps and turns. */
    static StepProgress ofReplay(PrintWriter out, int steps) {
        return new StepProgress(out, steps, true);
    }

    @Override
    public void on(Event event) {
        // Java 17 has no pattern switch; each event kind is one branch
        if (event instanceof Event.StepEvent s) {
            boolean ended = !Event.StepEvent.STARTED.equals(s.phase());
            boolean heal = isHeal(s.stepPath());
            print(where(s.stepPath()) + " · " + (ended ? s.outcome() + note(s.note()) : (heal ? "" : s.kind() + " · ") + s.text()));
        } else if (isReplayStep(event)) {
            return; // a replay step's own actions are said in its end line
        } else if (event instanceof Event.Decision d) {
            lastP = confidence(d.ballot());
            remembered = d.purpose() != null && d.purpose().startsWith("remembered: ");
            byAuthor = d.verdict() != null && d.verdict().startsWith(HumanHandoff.ANSWERED_BY_AUTHOR);
        } else if (event instanceof Event.Action a) {
            lastAction = a.action() + (a.targetLabel() == null ? "" : " " + a.targetLabel())
                    + (a.ok() ? "" : " (refused" + (blank(a.note()) ? ")" : ": " + a.note() + ")"));
        } else if (event instanceof Event.Turn t) {
            String what = lastAction != null ? lastAction : t.summary();
            // an author's answer is theirs, not the decider's: its probability (often none at all) says nothing
            print(where(t.stepPath()) + " · turn " + t.turn() + " · " + what
                    + (lastAction != null && byAuthor ? " · answered by the author"
                    : lastAction != null && lastP != null ? String.format(Locale.ROOT, " · p=%.2f", lastP) : "")
                    + (lastAction != null && remembered ? " · remembered from an earlier run" : ""));
            lastAction = null;
            lastP = null;
            remembered = false;
            byAuthor = false;
        } else if (event instanceof Event.DeciderFallback f) {
            print(where(f.stepPath()) + " · " + f.reason() + "; going on with the " + f.decider() + " decider (--decider-fallback)");
        } else if (event instanceof Event.Handoff h) {
            print(where(h.stepPath()) + " · handoff " + h.phase() + note(h.reason()));
        }
    }

    private boolean isReplayStep(Event event) {
        String path = event instanceof Event.Action a ? a.stepPath() : event instanceof Event.Turn t ? t.stepPath()
                : event instanceof Event.Decision d ? d.stepPath() : null;
        return replay && path != null && path.startsWith(REPLAY_PATH);
    }

    private boolean isHeal(String path) {
        return replay && (path == null || !path.startsWith(REPLAY_PATH));
    }

    private static boolean blank(String s) { return s == null || s.isBlank(); }

    private static String note(String note) {
        return blank(note) ? "" : " · " + note;
    }

    /** The probability behind the last decision: the chosen option of a choice, else the first yes/no. */
    private static Double confidence(Map<String, Answer> ballot) {
        if (ballot == null) return null;
        Answer target = ballot.get("target");
        if (target instanceof Answer.ChoiceAnswer c) return c.probabilities().get(c.choice());
        for (Answer a : ballot.values()) {
            if (a instanceof Answer.ChoiceAnswer c && !"none".equals(c.choice())) return c.probabilities().get(c.choice());
        }
        return null;
    }

    private String where(String path) {
        if (isHeal(path)) return "  heal";
        if (path == null || path.isEmpty()) return "run";
        return "step " + (replay ? path.substring(REPLAY_PATH.length()) : path) + "/" + steps;
    }

    private void print(String line) {
        out.println(line);
        out.flush();
    }

    /** A run's report as people read it. */
    static void report(PrintWriter out, RunReport report) {
        out.println();
        out.println("run " + report.stop().word() + (report.note().isBlank() ? "" : ": " + report.note()));
        for (StepReport s : report.steps()) {
            out.printf(Locale.ROOT, "  %-6s %-12s %s%s%n", s.path(), s.outcome().word(), s.text(),
                    s.note().isBlank() ? "" : "  (" + s.note() + ")");
        }
        if (report.fallback() != null) {
            RunReport.Fallback f = report.fallback();
            out.println("  decided by the " + f.decider() + " decider from step " + f.fromStep() + " on: " + f.reason());
        }
        if (!report.pending().isEmpty()) out.println("  held back: " + String.join("; ", report.pending()));
        out.printf(Locale.ROOT, "%d actions, %d model calls, %.1f s%n", report.actions(), report.modelCalls(), report.millis() / 1000.0);
        out.flush();
    }
}
