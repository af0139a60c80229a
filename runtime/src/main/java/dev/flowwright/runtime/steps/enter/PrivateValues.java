package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Screen;

import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The secret side of an enter step's texts. A text referencing a fact is private (never offered to a suggestion
 * question); a fact nobody supplied is asked of the run's handoff (a one-time code,
 * docs/how-a-run-works.md#when-a-person-is-needed) and kept as a secret from then on, so it is typed and masked
 * like any other.
 */
final class PrivateValues {
    private PrivateValues() {}

    private static final Pattern REFERENCE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");

    /** Asks a person for every fact the texts need that has no value yet, on the screen just looked at. */
    static void supplyMissing(StepContext ctx, Map<String, String> slots, Screen screen) {
        String where = ctx.account().text() + (screen == null || screen.window().isBlank() ? "" : " — on " + screen.window());
        for (var en : slots.entrySet()) {
            for (String name : ctx.redaction().variables().unresolved(en.getValue())) {
                if (ctx.redaction().secrets().has(name)) continue;
                ctx.handoff().askValue(ctx.account().path(), "the step needs ${" + name + "} for \"" + en.getKey() + "\"",
                        where, en.getKey(), name);
            }
        }
    }

    /** True when the text holds a fact's value once expanded for typing. */
    static boolean isPrivate(StepContext ctx, String raw) {
        for (String name : names(raw)) if (ctx.redaction().secrets().has(name) && !ctx.redaction().variables().values().containsKey(name)) return true;
        return false;
    }

    static Set<String> names(String raw) {
        Set<String> out = new LinkedHashSet<>();
        if (raw == null) return out;
        Matcher m = REFERENCE.matcher(raw);
        while (m.find()) out.add(m.group(1));
        return out;
    }
}
