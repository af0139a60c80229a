package dev.flowwright.runtime.events;

import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.screen.Screen;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * The typed event stream of a run. The studio, the journal and the recipe recorder are all listeners.
 * Every text in an event is already masked: secret values appear only as {@code ${name}}.
 * {@code stepPath} is "3", "4.2", "1.r1.1"; {@code turn} counts from 0 within a step (-1 outside turns).
 */
public sealed interface Event {

    Instant time();

    String stepPath();

    /** A run began. */
    record RunStarted(Instant time, String runId, String flowName, String app, String decider, String target,
                      java.util.List<String> allow) implements Event {
        public RunStarted(Instant time, String runId, String flowName, String app, String decider, String target) {
            this(time, runId, flowName, app, decider, target, java.util.List.of());
        }

        /** {@code allow} is the explicit permission the run was given (the flow's and {@code --allow}'s), empty for none. */
        public RunStarted {
            allow = allow == null ? java.util.List.of() : java.util.List.copyOf(allow);
        }

        public String stepPath() { return ""; }
    }

    /** A step began ("started") or ended with an outcome ("done", "already_done", "gated", "failed"). */
    record StepEvent(Instant time, String stepPath, String phase, String kind, String text, String outcome, String note) implements Event {
        public static final String STARTED = "started";
        public static final String ENDED = "ended";
    }

    /**
     * One look at the application. {@code screenshot} is a PNG (may be null); the journal writes it to
     * {@code screens/} and readers get it back from there.
     */
    /**
     * One look at the application, with its picture when one was taken ({@code screenshot}, a PNG) and where
     * that picture lies in the coordinates of the screen's element bounds ({@code origin}; never null).
     */
    record Look(Instant time, String stepPath, int turn, Screen screen, String changeNote, byte[] screenshot,
                dev.flowwright.runtime.screen.PictureOrigin origin) implements Event {
        public Look {
            if (origin == null) origin = dev.flowwright.runtime.screen.PictureOrigin.NONE;
        }

        public Look(Instant time, String stepPath, int turn, Screen screen, String changeNote, byte[] screenshot) {
            this(time, stepPath, turn, screen, changeNote, screenshot, null);
        }
    }

    /**
     * One decision: the questions as sent (masked), each framing's answers, the combined ballot and the
     * verdict that followed (e.g. "accept target=e12", "deliberate", "abstain", "done").
     * {@code thresholds} names the bar that applied per question id, for the studio's ballot.
     */
    record Decision(Instant time, String stepPath, int turn, String purpose,
                    Map<String, Question> questions,
                    List<Map<String, Answer>> framings,
                    Map<String, Answer> ballot,
                    Map<String, Double> thresholds,
                    String verdict,
                    Accounting accounting) implements Event {
        /** The event of one decision as the decision pipeline reported it. */
        public static Decision of(dev.flowwright.runtime.decide.DecisionListener.Decided d) {
            return new Decision(d.time(), d.context().stepPath(), d.context().turn(), d.context().purpose(), d.questions(),
                    d.framings(), d.ballot(), d.thresholds(), d.verdict(), new Accounting(d.calls(), d.framings().size(),
                    d.requestBytes(), d.estimatedTokens(), d.latencyMillis(), d.requestId()));
        }
    }

    /** Calls, framings, bytes and latency of one decision, for the run report. */
    record Accounting(int calls, int framings, long requestBytes, long estimatedTokens, long latencyMillis, String requestId) {}

    /** An action the runtime took: "click", "fill from city", "press escape (undo)". */
    record Action(Instant time, String stepPath, int turn, String action, String targetRef, String targetLabel, boolean ok, String note) implements Event {}

    /**
     * What a recipe needs from an action that went through, published right after its {@link Action}:
     * {@code verb} is click, check, uncheck, expand, fill, select, press, scroll or navigate; {@code target} the element acted on,
     * masked, with its locator hints (null for keys, a page scroll, an address); {@code value} as a recipe
     * writes it — the text filled with a secret as {@code ${secrets.name}} (never its value), the option
     * chosen, the key combo, the scroll direction or the address; {@code origin} where it came from:
     * {@link #FLOW}, {@link #HANDOFF} (a person typed the secret {@code ${secrets.name}} it holds on a
     * handoff) or {@link #PREFILLED} (found already in place: nothing was done, a replay must still do it).
     */
    record Acted(Instant time, String stepPath, int turn, String verb, dev.flowwright.runtime.screen.Element target,
                 String value, String origin) implements Event {
        public static final String FLOW = "flow";
        public static final String HANDOFF = "handoff";
        public static final String PREFILLED = "prefilled";
    }

    /** A turn ended: what it looked at, judged and did, in one line. */
    record Turn(Instant time, String stepPath, int turn, String summary) implements Event {}

    /** Reflection after a choose step (docs/step-kinds.md#choose). {@code attempt} is "first" or "after_repair". */
    record Reflect(Instant time, String stepPath, boolean held, String attempt, boolean contradictedByScreen, double confidence) implements Event {}

    /**
     * A handoff to a person: "requested" with the reason and field; "answered" with the response kind
     * ("value", "acted", "cancel", "timeout", "none"). A supplied value never appears here.
     */
    record Handoff(Instant time, String stepPath, String phase, String reason, String field, String response, long timeoutMillis) implements Event {}

    /**
     * The decision service failed and the run goes on with {@code decider} instead ({@code --decider-fallback}):
     * {@code stepPath} is the step it happened in, {@code reason} the failure as the user reads it (docs/commands/run.md).
     */
    record DeciderFallback(Instant time, String stepPath, String decider, String reason) implements Event {}

    /**
     * The process was told to stop ({@code signal}: "SIGTERM", "SIGINT"): written the moment it happens, so the
     * journal says why even when the run could not end in time (docs/journal.md).
     */
    record RunStopped(Instant time, String signal) implements Event {
        public String stepPath() { return ""; }
    }

    /** The run is over: {@code stop} is completed, stopped_before_destructive, step_failed, action_budget, model_budget, invalid, cancelled, needs_human, decider_failed. */
    record End(Instant time, String stop, String outcome, String note, int actions, int modelCalls, long millis) implements Event {
        public String stepPath() { return ""; }
    }
}
