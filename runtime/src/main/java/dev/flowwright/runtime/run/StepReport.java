package dev.flowwright.runtime.run;

import java.util.List;

/**
 * One step's account, as the run report lists it (docs/commands/run.md).
 *
 * @param path       "3", "4.2", a repeat child "1.r1.1"; a parent is listed before its children
 * @param kind       the step kind ("do", "enter", …)
 * @param text       the step as written, masked
 * @param outcome    done, already_done, gated, failed
 * @param turns      turns of the do loop (or the step's own looks) it took
 * @param calls      model calls charged to it
 * @param actions    what it did, in order
 * @param loops      the named loops it used ("obstacle", "undo", "stall", "reflection", …)
 * @param confidence the deciding confidence when one number decided it, else null
 * @param note       why it ended so, masked
 */
public record StepReport(String path, String kind, String text, Outcome outcome, int turns, int calls,
                         List<ActionRecord> actions, List<String> loops, Double confidence, String note) {
    public StepReport {
        actions = List.copyOf(actions);
        loops = List.copyOf(loops);
        note = note == null ? "" : note;
    }
}
