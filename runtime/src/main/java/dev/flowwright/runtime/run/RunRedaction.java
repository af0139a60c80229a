package dev.flowwright.runtime.run;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Variables;

/** The run's {@link Redaction}: its secrets and its variables, shared by every step. */
final class RunRedaction implements Redaction {
    private final RunState run;

    RunRedaction(RunState run) { this.run = run; }

    @Override public Secrets secrets() { return run.secrets; }

    @Override public String mask(String s) { return run.secrets.mask(s); }

    @Override public String expand(String s) { return s == null ? null : StepTexts.expand(s, run); }

    @Override public String expandForTyping(String s) { return run.variables.expandForTyping(s); }

    @Override public Variables variables() { return run.variables; }

    @Override public void setVariable(String name, String value) { run.variables = run.variables.with(name, value); }
}
