package dev.flowwright.runtime.flow;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The values of a run's {@code ${name}} references, and the two ways of expanding them:
 * {@link #expand} for any text the model, a journal or a person may see (secrets stay {@code ${name}}),
 * and {@link #expandForTyping} right before an {@code enter} value is typed (secrets revealed).
 * Values are substituted once: a value that itself holds {@code ${x}} is not expanded again.
 * Immutable; {@link #with} returns a new instance.
 */
public final class Variables {
    private final Map<String, String> values;
    private final Secrets secrets;

    private Variables(Map<String, String> values, Secrets secrets) {
        this.values = Collections.unmodifiableMap(values);
        this.secrets = secrets;
    }

    /**
     * The variables at the start of a run: the flow's declared defaults, each overridden by
     * {@code --var name=value}; secrets come from {@code secrets}.
     *
     * @throws IllegalArgumentException when an override names no declared variable (a typo would
     *                                  otherwise be silently ignored)
     */
    public static Variables forRun(Flow flow, Map<String, String> overrides, Secrets secrets) {
        Map<String, String> values = new LinkedHashMap<>(flow.vars());
        List<String> unknown = new ArrayList<>();
        overrides.forEach((name, value) -> {
            if (!values.containsKey(name)) unknown.add(name);
            else values.put(name, value == null ? "" : value);
        });
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("--var " + String.join(", ", unknown) + ": the flow declares no such variable"
                    + (flow.vars().isEmpty() ? "" : " (it declares " + String.join(", ", flow.vars().keySet()) + ")")
                    + "; a secret is given with --fact");
        }
        return new Variables(values, secrets == null ? new Secrets() : secrets);
    }

    /** A value an earlier step read ({@code into}); it is used by later steps, and wins over a default. */
    public Variables with(String name, String value) {
        if (!References.isName(name)) throw new IllegalArgumentException("not a variable name: " + name);
        Map<String, String> copy = new LinkedHashMap<>(values);
        copy.put(name, value == null ? "" : value);
        return new Variables(copy, secrets);
    }

    public Map<String, String> values() { return values; }

    /** Text the model (or a log) may see: variables expanded; secrets and unknown names stay {@code ${name}}. */
    public String expand(String text) {
        return substitute(text, false);
    }

    /** Only for the text about to be typed into a field: secrets are revealed too. Never log the result. */
    public String expandForTyping(String text) {
        return substitute(text, true);
    }

    /** Names referenced in {@code text} that have no value yet, neither variable nor secret (a handoff may supply them). */
    public Set<String> unresolved(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (References.Token t : References.scan(text)) {
            if (t.isReference() && !values.containsKey(t.name()) && !secrets.has(t.name())) out.add(t.name());
        }
        return out;
    }

    private String substitute(String text, boolean revealSecrets) {
        if (text == null || text.indexOf('$') < 0) return text;
        StringBuilder out = new StringBuilder(text.length());
        int last = 0;
        for (References.Token t : References.scan(text)) {
            if (!t.isReference()) continue;
            String value = values.get(t.name());
            if (value == null && revealSecrets && secrets.has(t.name())) value = secrets.reveal(t.name());
            if (value == null) continue;
            out.append(text, last, t.start()).append(value); // appended as is: never scanned again
            last = t.end();
        }
        return out.append(text, last, text.length()).toString();
    }
}
