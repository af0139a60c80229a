package dev.flowwright.studio.editor;

import dev.flowwright.runtime.flow.Step;

import java.util.stream.Collectors;

/**
 * A step in one line for the editor list, and in-place editing of the step's main words: the text of
 * a {@code do}, the condition of a {@code verify}, the option of a {@code choose}, … An {@code enter}
 * has no single main text; it is edited in the YAML tab.
 */
public final class StepLines {
    private StepLines() {}

    public static String line(Step s) {
        if (s instanceof Step.Do d) return d.text();
        if (s instanceof Step.Enter e) return e.slots().entrySet().stream()
                .map(x -> x.getKey() + " = " + x.getValue()).collect(Collectors.joining(", "));
        if (s instanceof Step.Choose c) return c.option() + "  in " + c.what();
        if (s instanceof Step.Pick p) return "from " + p.from() + " by " + p.by() + (p.into() == null ? "" : " → ${" + p.into() + "}");
        if (s instanceof Step.Read r) return r.what() + (r.into() == null ? "" : " → ${" + r.into() + "}");
        if (s instanceof Step.Verify v) return v.condition();
        if (s instanceof Step.WaitFor w) return w.condition();
        if (s instanceof Step.StopBefore b) return b.phrase();
        if (s instanceof Step.Open o) return o.app();
        if (s instanceof Step.Browse b) return b.url();
        if (s instanceof Step.RepeatUntil r) return "until " + r.condition() + " (" + r.steps().size() + " steps, max " + r.max() + ")";
        if (s instanceof Step.If i) return "if " + i.condition() + " (" + i.then().size() + " then, " + i.otherwise().size() + " else)";
        throw new IllegalStateException("unknown step " + s);
    }

    /** Whether the step has one main text that can be edited in the list. */
    public static boolean editableInPlace(Step s) {
        return !(s instanceof Step.Enter);
    }

    /** The words edited in place (the list's editor starts from these). */
    public static String mainText(Step s) {
        if (s instanceof Step.Choose c) return c.option();
        if (s instanceof Step.Pick p) return p.from();
        if (s instanceof Step.Read r) return r.what();
        if (s instanceof Step.RepeatUntil r) return r.condition();
        if (s instanceof Step.If i) return i.condition();
        return line(s);
    }

    /** The step with its main text replaced; {@code s} itself when it has none. */
    public static Step withMainText(Step s, String text) {
        String t = text.strip();
        if (s instanceof Step.Do) return new Step.Do(t);
        if (s instanceof Step.Choose c) return new Step.Choose(c.what(), t);
        if (s instanceof Step.Pick p) return new Step.Pick(t, p.by(), p.into());
        if (s instanceof Step.Read r) return new Step.Read(t, r.into());
        if (s instanceof Step.Verify) return new Step.Verify(t);
        if (s instanceof Step.WaitFor) return new Step.WaitFor(t);
        if (s instanceof Step.StopBefore) return new Step.StopBefore(t);
        if (s instanceof Step.Open) return new Step.Open(t);
        if (s instanceof Step.Browse) return new Step.Browse(t);
        if (s instanceof Step.RepeatUntil r) return new Step.RepeatUntil(t, r.steps(), r.max());
        if (s instanceof Step.If i) return new Step.If(t, i.then(), i.otherwise());
        return s;
    }
}
