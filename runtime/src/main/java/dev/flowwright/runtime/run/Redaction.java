package dev.flowwright.runtime.run;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.flow.Variables;

/**
 * Variables and secrets: what model-visible text may hold (ordinary values substituted, each secret as
 * {@code ${name}}, every secret's value masked) and, only for text about to be typed, the secrets revealed.
 */
public interface Redaction {
    Secrets secrets();

    String mask(String s);

    /**
     * Substitutes ordinary variables into model-visible text. A secret (or an unknown name) stays as
     * {@code ${name}}: secrets are never expanded into text a model or a log sees.
     */
    String expand(String s);

    /** Only for text about to be typed into a field: secrets revealed too. Never log, send or show the result. */
    String expandForTyping(String s);

    /** The run's variables now (never secrets): values read by earlier steps are here. */
    Variables variables();

    /** Keeps a value a step read ({@code into}) for later steps. */
    void setVariable(String name, String value);
}
