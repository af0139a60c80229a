package dev.flowwright.runtime.decide.systemone;

import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.Question;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;

/**
 * Where and how the System One client talks: base URL, key, model, per-attempt timeout, retries, and
 * the most options the host takes in one choice. Built from an environment map so it can be tested without real variables. The key is never part of
 * {@link #toString()}.
 *
 * @param baseUrl        e.g. {@code https://api.typesafe.ai} or {@code http://localhost:11434}; no trailing slash
 * @param apiKey         the bearer key, or null when none is set
 * @param model          sent when a request names none
 * @param attemptTimeout how long one attempt may take, from sending to the last byte of the answer
 * @param retry          which failures are retried, how often and how long to wait between attempts
 * @param maxChoiceOptions the most options the host takes in one choice, {@code none} included
 *                       (3–255, see {@link Question.Choice#MIN_HOST_LIMIT}); 0 means the host's default: Ollama's
 *                       {@value #LOCAL_MAX_CHOICE_OPTIONS} for a loopback server, the hosted API's 255 otherwise
 * @param framingsTogether whether a decision's framings go in one request (the default); off
 *                       ({@code FLOWWRIGHT_FRAMINGS_TOGETHER=false}) for a host that caps the questions in a request
 */
public record SystemOneConfig(URI baseUrl, String apiKey, String model, Duration attemptTimeout, RetryPolicy retry,
                              int maxChoiceOptions, boolean framingsTogether) {

    public static final String KEY_VARIABLE = "TYPESAFE_API_KEY";
    public static final String BASE_URL_VARIABLE = "TYPESAFE_BASE_URL";
    public static final String MODEL_VARIABLE = "TYPESAFE_DEFAULT_MODEL";
    /** Flowwright's own knobs: retries after the first attempt, and the per-attempt timeout in milliseconds. */
    public static final String RETRIES_VARIABLE = "FLOWWRIGHT_DECIDE_RETRIES";
    public static final String TIMEOUT_VARIABLE = "FLOWWRIGHT_DECIDE_TIMEOUT_MS";
    /** The most options a choice may have on this host; longer choices are asked in knockout rounds. */
    public static final String MAX_CHOICE_OPTIONS_VARIABLE = "FLOWWRIGHT_MAX_CHOICE_OPTIONS";
    /** {@code false}: one request per framing, for a host that takes few questions in one request. */
    public static final String FRAMINGS_TOGETHER_VARIABLE = "FLOWWRIGHT_FRAMINGS_TOGETHER";

    public static final String DEFAULT_BASE_URL = "https://api.typesafe.ai";
    public static final String DEFAULT_MODEL = "jev-latest";
    /** The community Go SDK's per-attempt allowance; the API answers in 70–500 ms when healthy. */
    public static final Duration DEFAULT_ATTEMPT_TIMEOUT = Duration.ofSeconds(10);
    /** Ollama takes choices of 2–26 options (docs/deciders.md#what-is-sent); the usual server on a loopback address. */
    public static final int LOCAL_MAX_CHOICE_OPTIONS = 26;

    public SystemOneConfig {
        if (baseUrl == null) throw new DeciderSetupException(BASE_URL_VARIABLE + " is empty");
        String scheme = baseUrl.getScheme() == null ? "" : baseUrl.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("http") && !scheme.equals("https") || baseUrl.getHost() == null)
            throw new DeciderSetupException(BASE_URL_VARIABLE + " must be an http:// or https:// URL with a host, got \"" + baseUrl + "\"");
        String text = baseUrl.toString();
        while (text.endsWith("/")) text = text.substring(0, text.length() - 1);
        baseUrl = URI.create(text);
        apiKey = apiKey == null || apiKey.isBlank() ? null : apiKey.strip();
        model = model == null || model.isBlank() ? DEFAULT_MODEL : model.strip();
        attemptTimeout = attemptTimeout == null ? DEFAULT_ATTEMPT_TIMEOUT : attemptTimeout;
        if (attemptTimeout.isNegative() || attemptTimeout.isZero())
            throw new DeciderSetupException("the per-attempt timeout must be positive, got " + attemptTimeout);
        retry = retry == null ? RetryPolicy.DEFAULT : retry;
        if (maxChoiceOptions == 0) maxChoiceOptions = isLoopback(baseUrl) ? LOCAL_MAX_CHOICE_OPTIONS : Question.Choice.MAX_OPTIONS;
        if (maxChoiceOptions < Question.Choice.MIN_HOST_LIMIT || maxChoiceOptions > Question.Choice.MAX_OPTIONS)
            throw new DeciderSetupException(choiceLimitRule(Integer.toString(maxChoiceOptions)));
    }

    /** A config whose decisions send their framings together. */
    public SystemOneConfig(URI baseUrl, String apiKey, String model, Duration attemptTimeout, RetryPolicy retry, int maxChoiceOptions) {
        this(baseUrl, apiKey, model, attemptTimeout, retry, maxChoiceOptions, true);
    }

    /** Reads {@code TYPESAFE_API_KEY}, {@code TYPESAFE_BASE_URL}, {@code TYPESAFE_DEFAULT_MODEL} and Flowwright's retry knobs. */
    public static SystemOneConfig fromEnvironment(Map<String, String> env) {
        String base = env.getOrDefault(BASE_URL_VARIABLE, "");
        URI uri;
        try {
            uri = new URI(base.isBlank() ? DEFAULT_BASE_URL : base.strip());
        } catch (URISyntaxException e) {
            throw new DeciderSetupException(BASE_URL_VARIABLE + " is not a URL: \"" + base + "\" (" + e.getReason() + ")");
        }
        RetryPolicy retry = RetryPolicy.DEFAULT;
        String retries = env.get(RETRIES_VARIABLE);
        if (retries != null && !retries.isBlank()) retry = retry.withMaxRetries(nonNegative(RETRIES_VARIABLE, retries));
        String timeout = env.get(TIMEOUT_VARIABLE);
        Duration attempt = timeout == null || timeout.isBlank() ? null : Duration.ofMillis(nonNegative(TIMEOUT_VARIABLE, timeout));
        String together = env.get(FRAMINGS_TOGETHER_VARIABLE);
        if (together != null && !together.isBlank() && !together.strip().equalsIgnoreCase("true") && !together.strip().equalsIgnoreCase("false"))
            throw new DeciderSetupException(FRAMINGS_TOGETHER_VARIABLE + " must be true or false, got \"" + together + "\"");
        return new SystemOneConfig(uri, env.get(KEY_VARIABLE), env.get(MODEL_VARIABLE), attempt, retry, maxChoiceOptions(env),
                together == null || together.isBlank() || together.strip().equalsIgnoreCase("true"));
    }

    /**
     * The limit {@code FLOWWRIGHT_MAX_CHOICE_OPTIONS} sets, or 0 (the host's default) when it is not set.
     *
     * @throws DeciderSetupException when it is not a whole number from 3 to 255
     */
    public static int maxChoiceOptions(Map<String, String> env) {
        String options = env.get(MAX_CHOICE_OPTIONS_VARIABLE);
        return options == null || options.isBlank() ? 0 : choiceLimit(options);
    }

    public static SystemOneConfig fromEnvironment() { return fromEnvironment(System.getenv()); }

    /** A config for a local server (tests, Ollama): no key, default model and retries. */
    public static SystemOneConfig local(URI baseUrl) { return new SystemOneConfig(baseUrl, null, null, null, null, 0); }

    public SystemOneConfig withApiKey(String key) { return new SystemOneConfig(baseUrl, key, model, attemptTimeout, retry, maxChoiceOptions, framingsTogether); }

    public SystemOneConfig withModel(String m) { return new SystemOneConfig(baseUrl, apiKey, m, attemptTimeout, retry, maxChoiceOptions, framingsTogether); }

    public SystemOneConfig withAttemptTimeout(Duration t) { return new SystemOneConfig(baseUrl, apiKey, model, t, retry, maxChoiceOptions, framingsTogether); }

    public SystemOneConfig withRetry(RetryPolicy r) { return new SystemOneConfig(baseUrl, apiKey, model, attemptTimeout, r, maxChoiceOptions, framingsTogether); }

    /** @param n the most options the host takes in one choice; 0 for the host's default */
    public SystemOneConfig withMaxChoiceOptions(int n) { return new SystemOneConfig(baseUrl, apiKey, model, attemptTimeout, retry, n, framingsTogether); }

    public boolean hasKey() { return apiKey != null; }

    /** {@code POST {base}/v1/systemone}. */
    public URI endpoint() { return URI.create(baseUrl + "/v1/systemone"); }

    /**
     * A loopback host (localhost, 127.x.x.x, ::1) needs no key: that is Ollama, llama.cpp or a local
     * LiteLLM proxy. Decided from the URL alone, never by a DNS look-up.
     */
    public boolean isLocal() { return isLoopback(baseUrl); }

    private static boolean isLoopback(URI baseUrl) {
        String host = baseUrl.getHost().toLowerCase(Locale.ROOT);
        if (host.startsWith("[") && host.endsWith("]")) host = host.substring(1, host.length() - 1);
        return host.equals("localhost") || host.endsWith(".localhost") || host.matches("127(\\.\\d{1,3}){3}")
                || host.equals("::1") || host.equals("0:0:0:0:0:0:0:1");
    }

    /** Fails fast, before any run starts, when a remote server would certainly refuse us. */
    public SystemOneConfig requireUsable() {
        if (!hasKey() && !isLocal())
            throw new DeciderSetupException("System One at " + baseUrl + " needs a key: set " + KEY_VARIABLE
                    + " (it is not set), or point " + BASE_URL_VARIABLE + " at a local server such as http://localhost:11434,"
                    + " or run with --decider offline");
        return this;
    }

    /** "https://api.typesafe.ai model jev-latest (key set)". */
    public String describe() {
        return baseUrl + " model " + model + (hasKey() ? " (key set)" : isLocal() ? " (local, no key)" : " (no key)");
    }

    @Override
    public String toString() {
        return "SystemOneConfig[baseUrl=" + baseUrl + ", apiKey=" + (hasKey() ? "(set)" : "(not set)") + ", model=" + model
                + ", attemptTimeout=" + attemptTimeout + ", retry=" + retry + ", maxChoiceOptions=" + maxChoiceOptions
                + ", framingsTogether=" + framingsTogether + "]";
    }

    private static int choiceLimit(String value) {
        try {
            int n = Integer.parseInt(value.strip());
            if (n >= Question.Choice.MIN_HOST_LIMIT && n <= Question.Choice.MAX_OPTIONS) return n;
        } catch (NumberFormatException ignored) {
            // falls through to the message below
        }
        throw new DeciderSetupException(choiceLimitRule("\"" + value + "\""));
    }

    private static String choiceLimitRule(String given) {
        return MAX_CHOICE_OPTIONS_VARIABLE + " must be a whole number from " + Question.Choice.MIN_HOST_LIMIT + " to "
                + Question.Choice.MAX_OPTIONS + " (the most options the System One host takes in one choice, none included;"
                + " Ollama takes " + LOCAL_MAX_CHOICE_OPTIONS + "), got " + given;
    }

    private static int nonNegative(String variable, String value) {
        try {
            int n = Integer.parseInt(value.strip());
            if (n >= 0) return n;
        } catch (NumberFormatException ignored) {
            // falls through to the message below
        }
        throw new DeciderSetupException(variable + " must be a whole number ≥ 0, got \"" + value + "\"");
    }
}
