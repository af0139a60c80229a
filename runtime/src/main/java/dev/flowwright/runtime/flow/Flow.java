package dev.flowwright.runtime.flow;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A flow as data: what application it runs on, its variables' defaults and its steps.
 *
 * @param name  a title for people (optional, may be empty)
 * @param app   "browser" or a desktop application name
 * @param start the first page for browser flows, may be null
 * @param vars  declared variables with their defaults; a {@code ${name}} not declared here is a secret
 * @param steps the steps, in order
 * @param allow the author's explicit permission: hard words or control names this flow may press
 *              ({@code allow: [submit]}; issue #12 item 11), empty for none
 */
public record Flow(String name, String app, String start, Map<String, String> vars, List<Step> steps, List<String> allow) {
    public Flow(String name, String app, String start, Map<String, String> vars, List<Step> steps) {
        this(name, app, start, vars, steps, List.of());
    }

    public Flow {
        name = name == null ? "" : name;
        app = app == null ? "browser" : app;
        vars = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(vars == null ? Map.of() : vars));
        steps = List.copyOf(steps);
        allow = allow == null ? List.of() : List.copyOf(allow);
    }

    /** The same flow with another permission (the studio's per-flow setting). */
    public Flow withAllow(List<String> words) { return new Flow(name, app, start, vars, steps, words); }

    public boolean isBrowser() { return "browser".equals(app); }
}
