package dev.flowwright.studio.session;

import dev.flowwright.runtime.events.RunListener;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.ReplayReport;
import dev.flowwright.studio.settings.DeciderSetting;

import java.util.Map;

import java.util.function.Consumer;

/**
 * Starts runs for the studio: owns the runtime's run thread, the surface (Playwright or the
 * accessibility bridge, each on its one thread) and the decider.
 */
public interface RunBackend {

    /** Why runs cannot be started here, in a sentence for a tooltip; null when they can. */
    String unavailableReason();

    /**
     * Starts a run on its own thread and returns at once. Events go to {@code events} in order on the
     * run thread; pause/resume transitions go to {@code states}; handoffs go to {@code person}.
     */
    RunHandle start(RunRequest request, RunListener events, Consumer<RunPhase> states, PersonResponder person);

    /**
     * Replays a recipe with no decider on a fresh browser, on the calling thread (never the FX thread),
     * passing the replay's looks to {@code events}; returns its report.
     *
     * @param values facts and secrets by name for the recipe's placeholders
     * @param heal   the decider that heals a step whose locators all miss, or null for no healing
     */
    default ReplayReport replay(Recipe recipe, Map<String, String> values, boolean headless, DeciderSetting heal, RunListener events) {
        throw new IllegalStateException(unavailableReason() == null ? "this studio cannot replay recipes" : unavailableReason());
    }

    /**
     * What the last run or replay left open for Run this step to act on: {@code "browser"} for a web
     * page, {@code "desktop"} for the desktop; null when nothing is open yet.
     */
    default String liveScreen() { return null; }

    /**
     * Why part of {@code flow} cannot run on the live screen {@code live} (as {@link #liveScreen()} says
     * it), or null: there is none yet, or it is not what the flow drives.
     */
    static String notOnLiveScreen(String live, dev.flowwright.runtime.flow.Flow flow) {
        if (live == null) return "There is no live screen yet: Run, Record or Replay first; Run this step acts on the page that leaves open, as it is.";
        if (live.equals("browser") != flow.isBrowser()) {
            return "The live screen is " + (live.equals("browser") ? "a web page" : "the desktop") + " and this flow drives "
                    + (flow.isBrowser() ? "a web page" : flow.app()) + ": Run or Record this flow first.";
        }
        return null;
    }

    /** Closes what the last run or replay left open (the studio is closing); a later run opens its own. */
    default void closeLiveScreen() {}

    /** A backend that cannot run, saying why: the honest stand-in while a piece is missing. */
    static RunBackend unavailable(String reason) {
        return new RunBackend() {
            @Override
            public String unavailableReason() { return reason; }

            @Override
            public RunHandle start(RunRequest r, RunListener e, Consumer<RunPhase> s, PersonResponder p) {
                throw new IllegalStateException(reason);
            }
        };
    }
}
