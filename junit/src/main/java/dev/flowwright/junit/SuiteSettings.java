package dev.flowwright.junit;

import dev.flowwright.replay.SuiteReplay;
import dev.flowwright.runtime.engine.DeciderChoice;
import dev.flowwright.surfaces.browser.BrowserEndpoint;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Function;

/**
 * How one {@link FlowwrightRecipes} class replays: the annotation's choices, each overridden by its setting —
 * a JUnit configuration parameter, which is also read from a system property ({@code -Dflowwright.workers=4})
 * or {@code junit-platform.properties} — so CI can point every class at a remote browser or more workers
 * without editing a test; and the values the recipes name (docs/junit.md#settings).
 *
 * @param recipes  the folder or file of recipes, absolute
 * @param reports  where each recipe's report, screenshots and trace go, absolute
 * @param workers  how many recipes replay at once (at least 1)
 * @param browser  a browser already running to replay on, or null for the Chromium started for this JVM
 * @param decider  who heals, or null when healing is off
 * @param headed   show the browser (a Chromium started here)
 */
record SuiteSettings(Path recipes, Path reports, int workers, BrowserEndpoint browser, DeciderChoice decider,
                     SuiteReplay.TraceMode trace, boolean headed) {

    static final String BROWSER = "flowwright.browser";
    static final String WORKERS = "flowwright.workers";
    static final String HEAL = "flowwright.heal";
    static final String DECIDER = "flowwright.decider";
    static final String REPORTS = "flowwright.reports";
    static final String HEADED = "flowwright.headed";
    /** {@code -Dflowwright.fact.site=https://…} supplies {@code ${site}}, as {@code --fact site=…} does on the command line. */
    static final String FACT_PREFIX = "flowwright.fact.";
    /** {@code FLOWWRIGHT_SECRET_PASSWORD} supplies {@code ${secrets.password}}, as for {@code flowwright replay}. */
    static final String SECRET_ENV_PREFIX = "FLOWWRIGHT_SECRET_";

    /**
     * @throws IllegalArgumentException a setting that means nothing (a browser address of no known kind, a
     *                                  worker count below one, an unknown heal mode or decider)
     */
    static SuiteSettings of(FlowwrightRecipes a, Function<String, Optional<String>> setting, Properties props, Map<String, String> env) {
        Path base = baseDir(props);
        Path recipes = base.resolve(a.value()).normalize();
        Path reports = base.resolve(setting.apply(REPORTS).orElse(a.reports())).normalize();
        int workers = a.workers();
        String w = setting.apply(WORKERS).orElse(null);
        if (w != null && !w.isBlank()) {
            try {
                workers = Integer.parseInt(w.strip());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("-D" + WORKERS + "=" + w + " is not a number of workers");
            }
            if (workers < 1) throw new IllegalArgumentException("-D" + WORKERS + "=" + w + ": at least one recipe has to replay at a time");
        }
        if (workers < 0) throw new IllegalArgumentException("@FlowwrightRecipes(workers = " + workers + "): at least one recipe has to replay at a time");
        if (workers == 0) workers = Runtime.getRuntime().availableProcessors();
        String b = setting.apply(BROWSER).orElse(null);
        BrowserEndpoint browser = b == null || b.isBlank() ? null : BrowserEndpoint.parse(b.strip());
        Heal heal = a.heal();
        String h = setting.apply(HEAL).orElse(null);
        if (h != null && !h.isBlank()) {
            try {
                heal = Heal.valueOf(h.strip().toUpperCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("-D" + HEAL + "=" + h + " is not a heal mode: use off or propose");
            }
        }
        DeciderChoice decider = heal == Heal.PROPOSE ? DeciderChoice.parse(setting.apply(DECIDER).orElse(null), env) : null;
        SuiteReplay.TraceMode trace = switch (a.trace()) {
            case OFF -> SuiteReplay.TraceMode.OFF;
            case ON -> SuiteReplay.TraceMode.ON;
            case RETAIN_ON_FAILURE -> SuiteReplay.TraceMode.RETAIN_ON_FAILURE;
        };
        return new SuiteSettings(recipes, reports, workers, browser, decider, trace, Boolean.parseBoolean(setting.apply(HEADED).orElse("false")));
    }

    /** The project's directory: Maven's {@code basedir} (Surefire sets it), else where the tests run. */
    static Path baseDir(Properties props) {
        String b = props.getProperty("basedir");
        return (b == null || b.isBlank() ? Path.of("") : Path.of(b)).toAbsolutePath();
    }

    /** The values from the environment ({@code FLOWWRIGHT_SECRET_NAME}) and system properties ({@code flowwright.fact.NAME}), the property winning. */
    static Map<String, String> values(Map<String, String> env, Properties props) {
        Map<String, String> values = new LinkedHashMap<>();
        env.forEach((k, v) -> {
            if (k.startsWith(SECRET_ENV_PREFIX) && k.length() > SECRET_ENV_PREFIX.length()) {
                values.put(k.substring(SECRET_ENV_PREFIX.length()).toLowerCase(Locale.ROOT), v);
            }
        });
        for (String k : props.stringPropertyNames()) {
            if (k.startsWith(FACT_PREFIX) && k.length() > FACT_PREFIX.length()) values.put(k.substring(FACT_PREFIX.length()), props.getProperty(k));
        }
        return values;
    }
}
