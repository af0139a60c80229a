package dev.flowwright.runtime.run.fake;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Variables;
import dev.flowwright.runtime.run.Redaction;

/** A {@link Redaction} over real {@link Secrets} (masking is the rule under test, not faked) and no variables. */
public final class FakeRedaction implements Redaction {
    private final Secrets secrets;

    public FakeRedaction(Secrets secrets) { this.secrets = secrets; }

    @Override public Secrets secrets() { return secrets; }

    @Override public String mask(String s) { return secrets.mask(s); }

    @Override public String expand(String s) { return s == null ? null : secrets.mask(s); }

    @Override public String expandForTyping(String s) { return s; }

    @Override public Variables variables() { throw new UnsupportedOperationException("FakeRedaction holds no variables"); }

    @Override public void setVariable(String name, String value) { throw new UnsupportedOperationException("FakeRedaction holds no variables"); }
}
