package dev.flowwright.runtime.run;

import dev.flowwright.runtime.flow.Step;


/** A step as one line of text for reports and events, variables substituted, secrets left as {@code ${name}}. */
public final class StepTexts {
    private StepTexts() {}

    static String of(Step step, RunState run) {
        return expand(raw(step), run);
    }

    /** The step's line as written, before variables are substituted: "enter title", "choose One way in trip type". */
    public static String raw(Step step) {
        String raw;
        if (step instanceof Step.Do d) raw = d.text();
        else if (step instanceof Step.Enter e) raw = "enter " + String.join(", ", e.slots().keySet());
        else if (step instanceof Step.Choose c) raw = "choose " + c.option() + " in " + c.what();
        else if (step instanceof Step.Pick p) raw = "pick from " + p.from() + " by " + p.by();
        else if (step instanceof Step.Read r) raw = "read " + r.what();
        else if (step instanceof Step.Verify v) raw = "verify " + v.condition();
        else if (step instanceof Step.WaitFor w) raw = "wait for " + w.condition();
        else if (step instanceof Step.StopBefore s) raw = "stop before " + s.phrase();
        else if (step instanceof Step.Open o) raw = "open " + o.app();
        else if (step instanceof Step.Browse b) raw = "browse " + b.url();
        else if (step instanceof Step.RepeatUntil r) raw = "repeat until " + r.condition();
        else if (step instanceof Step.If f) raw = "if " + f.condition();
        else raw = step.kind();
        return raw;
    }

    /** Ordinary variables substituted; a secret or unknown name stays {@code ${name}}; the result masked. */
    static String expand(String text, RunState run) {
        if (text == null) return "";
        return run.secrets.mask(run.variables.expand(text));
    }
}
