package dev.flowwright.runtime.engine;

import dev.flowwright.runtime.decide.DeciderSetupException;
import dev.flowwright.runtime.decide.Decider;
import dev.flowwright.runtime.decide.ExchangeLog;
import dev.flowwright.runtime.cassette.CassetteDecider;
import dev.flowwright.runtime.decide.chaos.ChaosDecider;
import dev.flowwright.runtime.cassette.RecordingDecider;
import dev.flowwright.runtime.decide.systemone.SystemOneClient;
import dev.flowwright.runtime.decide.systemone.SystemOneConfig;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Which decider a run uses: {@code --decider offline|systemone|cassette:PATH|chaos[:SEED]}. Without the flag it is
 * {@code systemone} when {@code TYPESAFE_API_KEY} or {@code TYPESAFE_BASE_URL} is set, else
 * {@code offline}. A bad value is a {@link DeciderSetupException} (exit code 2). The opened decider
 * records every answered exchange to the run's journal, so any run can be replayed as a cassette.
 *
 * @param systemOne the client's configuration (SYSTEMONE only)
 * @param cassette  the journal or run directory to replay (CASSETTE only)
 * @param chaosSeed the seed of a {@link ChaosDecider} (CHAOS only)
 */
public record DeciderChoice(Kind kind, SystemOneConfig systemOne, Path cassette, long chaosSeed) {

    public enum Kind { OFFLINE, SYSTEMONE, CASSETTE, CHAOS }

    public static final String USAGE = "--decider offline|systemone|cassette:PATH|chaos[:SEED]";
    private static final String CASSETTE_PREFIX = "cassette:";
    private static final String CHAOS = "chaos";
    /** The seed of {@code --decider chaos} without one. */
    public static final long DEFAULT_CHAOS_SEED = 1;

    public DeciderChoice(Kind kind, SystemOneConfig systemOne, Path cassette) { this(kind, systemOne, cassette, 0); }

    /** @param flag the {@code --decider} value, or null when it was not given */
    public static DeciderChoice parse(String flag, Map<String, String> env) {
        String value = flag == null ? "" : flag.strip();
        if (value.isEmpty()) return byDefault(env);
        String lower = value.toLowerCase(Locale.ROOT);
        if (lower.equals("offline")) return new DeciderChoice(Kind.OFFLINE, null, null);
        if (lower.equals("systemone")) return new DeciderChoice(Kind.SYSTEMONE, SystemOneConfig.fromEnvironment(env), null);
        if (lower.startsWith(CASSETTE_PREFIX)) {
            String path = value.substring(CASSETTE_PREFIX.length()).strip();
            if (path.isEmpty()) throw new DeciderSetupException("--decider cassette: needs the journal to replay,"
                    + " e.g. --decider cassette:runs/2026-11-30T12-00-00/journal.jsonl");
            return new DeciderChoice(Kind.CASSETTE, null, Path.of(path));
        }
        if (lower.equals(CHAOS)) return new DeciderChoice(Kind.CHAOS, null, null, DEFAULT_CHAOS_SEED);
        if (lower.startsWith(CHAOS + ":")) {
            String seed = value.substring(CHAOS.length() + 1).strip();
            try {
                return new DeciderChoice(Kind.CHAOS, null, null, Long.parseLong(seed));
            } catch (NumberFormatException e) {
                throw new DeciderSetupException("--decider chaos: takes a whole number as its seed, e.g. --decider chaos:7, not \""
                        + seed + "\"");
            }
        }
        throw new DeciderSetupException("unknown decider \"" + value + "\": use " + USAGE);
    }

    /** The embedded offline decider, which needs no service. */
    public static DeciderChoice offline() { return new DeciderChoice(Kind.OFFLINE, null, null); }

    /** {@code systemone} when a key or a base URL is configured, else the embedded {@code offline} decider. */
    public static DeciderChoice byDefault(Map<String, String> env) {
        boolean configured = isSet(env, SystemOneConfig.KEY_VARIABLE) || isSet(env, SystemOneConfig.BASE_URL_VARIABLE);
        return configured ? new DeciderChoice(Kind.SYSTEMONE, SystemOneConfig.fromEnvironment(env), null)
                : new DeciderChoice(Kind.OFFLINE, null, null);
    }

    /**
     * Opens the chosen decider.
     *
     * @param offline makes the embedded offline decider (only called for OFFLINE)
     * @param journal receives every answered exchange (masked requests, raw responses)
     * @throws DeciderSetupException when the choice cannot work: no key for a remote server, no such journal
     */
    public Decider open(Supplier<Decider> offline, ExchangeLog journal) {
        Decider opened = switch (kind) {
            case OFFLINE -> new RecordingDecider(offline.get(), journal);
            // the client records the raw answer itself, so a malformed one replays exactly as it happened
            case SYSTEMONE -> new SystemOneClient(systemOne, journal);
            case CASSETTE -> new RecordingDecider(CassetteDecider.open(cassette), journal);
            case CHAOS -> new RecordingDecider(new ChaosDecider(chaosSeed), journal);
        };
        // a replay must split long choices into the same knockout rounds as this run
        journal.hostLimits(opened.maxChoiceOptions(), opened.framingsTogether(), opened.sequentialVoting());
        return opened;
    }

    /**
     * Checks, before a run starts (and before a browser does), that a {@code systemone} decision service
     * answers with this key and serves this model ({@code GET /v1/models}); other deciders have nothing to check.
     *
     * @throws DeciderSetupException the key was refused, nothing answers at the address, or the model is not served
     * @throws dev.flowwright.runtime.decide.DecisionException the service is there but failing past its retries
     */
    public void preflight() {
        if (kind != Kind.SYSTEMONE) return;
        try (SystemOneClient client = new SystemOneClient(systemOne, ExchangeLog.NONE)) {
            client.preflight();
        }
    }

    private static boolean isSet(Map<String, String> env, String name) {
        String v = env.get(name);
        return v != null && !v.isBlank();
    }
}
