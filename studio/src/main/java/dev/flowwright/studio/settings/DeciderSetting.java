package dev.flowwright.studio.settings;

import dev.flowwright.runtime.decide.systemone.SystemOneConfig;

import java.net.URI;
import java.util.Locale;

/**
 * Which decider the studio's runs use: the embedded offline decider, Jev at TypeSafe, or any server of
 * the same API at a custom base URL (a local Ollama, a LiteLLM proxy). The API key is never held here:
 * it is read from the environment by the client. With {@code fallbackOffline} a run whose decision service
 * fails goes on with the offline decider, as {@code flowwright run --decider-fallback offline} does.
 */
public record DeciderSetting(Kind kind, String baseUrl, String model, boolean fallbackOffline) {
    public static final String JEV_BASE_URL = "https://api.typesafe.ai";
    public static final String DEFAULT_MODEL = "jev-latest";
    public static final String KEY_VARIABLE = "TYPESAFE_API_KEY";

    public enum Kind {
        OFFLINE, JEV, CUSTOM;

        public String word() { return name().toLowerCase(Locale.ROOT); }
    }

    public DeciderSetting {
        kind = kind == null ? Kind.OFFLINE : kind;
        baseUrl = baseUrl == null || baseUrl.isBlank() ? JEV_BASE_URL : baseUrl.strip();
        model = model == null || model.isBlank() ? DEFAULT_MODEL : model.strip();
    }

    public DeciderSetting(Kind kind, String baseUrl, String model) { this(kind, baseUrl, model, false); }

    /** The same decider; a failing service ends the run ({@code false}) or hands it to the offline decider ({@code true}). */
    public DeciderSetting withFallbackOffline(boolean fallback) { return new DeciderSetting(kind, baseUrl, model, fallback); }

    /** Whether a failing decision service can hand the run to the offline decider: never when the offline decider is the one chosen. */
    public boolean fallsBack() { return fallbackOffline && kind != Kind.OFFLINE; }

    public static DeciderSetting offline() { return new DeciderSetting(Kind.OFFLINE, null, null); }

    /** The decider as the command line spells it: "offline", or "systemone" with the base URL. */
    public String label() {
        return switch (kind) {
            case OFFLINE -> "offline";
            case JEV -> "Jev (" + model + ")";
            case CUSTOM -> baseUrl + " (" + model + ")";
        };
    }

    /** The same choice as the command line's {@code --decider}, so the studio opens deciders the way every run does. */
    public dev.flowwright.runtime.engine.DeciderChoice toRuntime() { return toRuntime(System.getenv()); }

    /**
     * As {@link #toRuntime()}, reading the key and {@code FLOWWRIGHT_MAX_CHOICE_OPTIONS} from {@code env}:
     * a custom server takes as many options in one choice as that says, else its host's default (26 on loopback).
     */
    public dev.flowwright.runtime.engine.DeciderChoice toRuntime(java.util.Map<String, String> env) {
        return switch (kind) {
            case OFFLINE -> new dev.flowwright.runtime.engine.DeciderChoice(dev.flowwright.runtime.engine.DeciderChoice.Kind.OFFLINE, null, null);
            case JEV -> new dev.flowwright.runtime.engine.DeciderChoice(dev.flowwright.runtime.engine.DeciderChoice.Kind.SYSTEMONE,
                    SystemOneConfig.fromEnvironment(env).withModel(model), null);
            case CUSTOM -> {
                SystemOneConfig local = SystemOneConfig.local(URI.create(baseUrl)).withModel(model)
                        .withMaxChoiceOptions(SystemOneConfig.maxChoiceOptions(env));
                String key = env.get(KEY_VARIABLE);
                yield new dev.flowwright.runtime.engine.DeciderChoice(dev.flowwright.runtime.engine.DeciderChoice.Kind.SYSTEMONE,
                        key == null || key.isBlank() ? local : local.withApiKey(key), null);
            }
        };
    }

    /** Whether the API key variable is set, for display as set / not set; the value is never read out. */
    public static boolean keyIsSet() {
        String v = System.getenv(KEY_VARIABLE);
        return v != null && !v.isBlank();
    }
}
