package dev.flowwright.studio.session;

import dev.flowwright.runtime.flow.Secrets;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The facts and secrets a replay from the studio can use, found the way {@code flowwright run} finds
 * them ({@code FLOWWRIGHT_SECRET_<NAME>} variables), plus what a person typed on a handoff in this
 * session. The values go only to the replayer; nothing here shows or logs them.
 */
final class ReplaySecrets {
    /** Environment variables name secrets the way {@code flowwright run} reads them. */
    static final String SECRET_ENV_PREFIX = "FLOWWRIGHT_SECRET_";

    private ReplaySecrets() {}

    static Map<String, String> gather(Map<String, String> env, Secrets supplied) {
        Map<String, String> values = new HashMap<>();
        env.forEach((k, v) -> {
            if (k.startsWith(SECRET_ENV_PREFIX) && k.length() > SECRET_ENV_PREFIX.length()) {
                values.put(k.substring(SECRET_ENV_PREFIX.length()).toLowerCase(Locale.ROOT), v);
            }
        });
        for (String name : supplied.names()) values.put(name, supplied.reveal(name));
        return values;
    }

    /** What to do about the placeholders ({@code ${secrets.otp}}) nobody supplied a value for, in a sentence. */
    static String missing(List<String> placeholders) {
        List<String> names = placeholders.stream().map(ReplaySecrets::name).toList();
        return "supply " + String.join(", ", names) + " first: set "
                + names.stream().map(m -> SECRET_ENV_PREFIX + m.toUpperCase(Locale.ROOT)).collect(Collectors.joining(", "))
                + " before starting the studio, or answer the handoff that asks for it in a run";
    }

    /** {@code ${secrets.otp}} → {@code otp}, {@code ${city}} → {@code city}; a bare name stays as it is. */
    static String name(String placeholder) {
        String n = placeholder;
        if (n.startsWith("${") && n.endsWith("}")) n = n.substring(2, n.length() - 1);
        return n.startsWith("secrets.") ? n.substring("secrets.".length()) : n;
    }
}
