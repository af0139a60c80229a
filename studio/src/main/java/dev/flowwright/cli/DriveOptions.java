package dev.flowwright.cli;

import dev.flowwright.replay.SuiteReplay;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The options {@code run} and {@code replay} share, declared once (a picocli mixin): who decides, the
 * secrets and values supplied, the explicit permission to press hard words, a visible browser and a
 * Playwright trace. Each command still checks what they mean for it (a replay asks a decider only to
 * heal; a run's trace needs a journal, a replay's a report).
 */
final class DriveOptions {
    @Option(names = "--decider", paramLabel = "D", description = "offline | systemone | cassette:PATH | chaos[:SEED] (chaos: confident and arbitrary answers,"
            + " to find the worst a flow can do; default: systemone when TYPESAFE_API_KEY or TYPESAFE_BASE_URL is set, else offline); a replay asks one only to heal (--heal)")
    String decider;

    @Option(names = "--fact", paramLabel = "k=v", description = "supply a secret, or a value a recipe names (repeatable; never printed); also "
            + CliSurfaces.SECRET_ENV_PREFIX + "NAME")
    Map<String, String> facts = new LinkedHashMap<>();

    @Option(names = "--allow", paramLabel = "WORD", description = "a hard-to-undo word (any language's: submit, send, delete …) or a control's name this run"
            + " (or a replay's heal) may press, beside the flow's own allow: (repeatable); consent and signing out must be named on their own; stop_before still holds")
    List<String> allow = new ArrayList<>();

    @Option(names = "--trace", paramLabel = "MODE", description = "record a Playwright trace (browser only): on | retain-on-failure; a run's goes into its"
            + " journal folder (needs --journal), a replay's beside each recipe's report (needs --report)")
    String trace;

    @Option(names = "--headed", description = "show the browser window")
    boolean headed;

    /** The values and secrets supplied: --fact, and {@code FLOWWRIGHT_SECRET_NAME} variables of {@code env} (the flag wins). */
    Map<String, String> values(Map<String, String> env) {
        return CliSurfaces.values(env, facts);
    }

    /** The trace mode asked for; an IllegalArgumentException names a mode that is none. */
    SuiteReplay.TraceMode traceMode() {
        return SuiteReplay.TraceMode.parse(trace);
    }

    /**
     * Where a flow runs instead of its own start: a page or a desktop application, not both (run, studio).
     * Used as {@code @ArgGroup(exclusive = true)}.
     */
    static final class Target {
        @Option(names = "--url", paramLabel = "URL", description = "the page to start on (instead of the file's start)")
        String url;

        @Option(names = "--app", paramLabel = "APP", description = "a desktop application to run the flow on")
        String app;
    }

}
