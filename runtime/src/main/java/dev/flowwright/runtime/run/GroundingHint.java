package dev.flowwright.runtime.run;

import dev.flowwright.runtime.screen.Element;

import java.util.List;
import java.util.Locale;

/**
 * What a grounding learned (docs/how-a-run-works.md#remembering-controls): for one purpose in one
 * application, the control that served it. A run hands back the hints it learned in its report
 * ({@link RunReport#learned}); a later run given them as {@link RunOptions#memory} offers the remembered
 * control first and takes it after one {@code confirm}, instead of asking over the whole screen.
 * Names are masked: a hint never holds a secret's value.
 *
 * @param app  the flow's application ("browser" or a desktop application name)
 * @param key  the grounding's purpose, e.g. {@code click to accomplish: search for flights}
 * @param role the control's role
 * @param name the control's accessible name
 * @param path where it sits (ancestor labels); empty matches anywhere
 */
public record GroundingHint(String app, String key, String role, String name, List<String> path) {
    public GroundingHint {
        app = app == null ? "" : app;
        key = key == null ? "" : key;
        role = role == null ? "" : role;
        name = name == null ? "" : name;
        path = path == null ? List.of() : List.copyOf(path);
    }

    /** Whether this hint is about {@code purpose} in {@code application}. */
    public boolean isFor(String application, String purpose) {
        return app.equalsIgnoreCase(application == null ? "" : application)
                && normal(key).equals(normal(purpose));
    }

    /** Whether {@code e} is the remembered control: same role and name, and the same place when one was kept. */
    public boolean matches(Element e) {
        return !name.isBlank() && role.equals(e.role()) && name.equals(e.name()) && (path.isEmpty() || path.equals(e.path()));
    }

    private static String normal(String s) {
        return s == null ? "" : s.strip().replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
    }
}
