package dev.flowwright.studio.editor;

import dev.flowwright.runtime.flow.Flow;
import dev.flowwright.runtime.flow.Step;

import java.util.ArrayList;
import java.util.List;

/** The edits the flow editor offers; each is a {@link FlowEdit} with a label naming the step (1-based). */
public final class StepEdits {
    private StepEdits() {}

    public static FlowEdit add(int at, Step step) {
        return edit("Add step " + (at + 1), f -> at >= 0 && at <= f.steps().size(), f -> {
            List<Step> s = new ArrayList<>(f.steps());
            s.add(at, step);
            return s;
        });
    }

    public static FlowEdit remove(int at) {
        return edit("Delete step " + (at + 1), f -> at >= 0 && at < f.steps().size(), f -> {
            List<Step> s = new ArrayList<>(f.steps());
            s.remove(at);
            return s;
        });
    }

    public static FlowEdit move(int from, int to) {
        return edit("Move step " + (from + 1) + " to " + (to + 1),
                f -> from != to && from >= 0 && to >= 0 && from < f.steps().size() && to < f.steps().size(), f -> {
                    List<Step> s = new ArrayList<>(f.steps());
                    s.add(to, s.remove(from));
                    return s;
                });
    }

    public static FlowEdit replace(int at, Step step) {
        return edit("Edit step " + (at + 1), f -> at >= 0 && at < f.steps().size() && !f.steps().get(at).equals(step), f -> {
            List<Step> s = new ArrayList<>(f.steps());
            s.set(at, step);
            return s;
        });
    }

    /** The whole flow replaced by what the YAML tab now says. */
    public static FlowEdit fromYaml(Flow next) {
        return new FlowEdit() {
            public String label() { return "Edit YAML"; }
            public boolean isExecutable(Flow f) { return !f.equals(next); }
            public Flow apply(Flow f) { return next; }
        };
    }

    private static FlowEdit edit(String label, java.util.function.Predicate<Flow> guard,
                                 java.util.function.Function<Flow, List<Step>> steps) {
        return new FlowEdit() {
            public String label() { return label; }
            public boolean isExecutable(Flow f) { return guard.test(f); }
            public Flow apply(Flow f) { return new Flow(f.name(), f.app(), f.start(), f.vars(), steps.apply(f), f.allow()); }
        };
    }
}
