package dev.flowwright.runtime.run;

import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.handoff.HandoffRequest;
import dev.flowwright.runtime.handoff.HandoffResponse;
import dev.flowwright.runtime.handoff.NoResponder;
import dev.flowwright.runtime.handoff.Responder;

import java.time.Duration;
import java.time.Instant;

/**
 * The run's side of a handoff (seed 001): asks the responder, publishes Handoff events (never with a
 * value), keeps a supplied value as a secret fact, and ends the run cleanly when nobody answers
 * ({@link Stop#NEEDS_HUMAN}) or the person cancels ({@link Stop#CANCELLED}). Every wait is bounded by
 * the request's timeout.
 */
public final class HumanHandoff {
    private final Responder responder;
    private final EventBus bus;
    private final Secrets secrets;
    private final Duration timeout;
    /** Facts a person typed on a handoff: a recipe says so, and says what to wire instead. */
    private final java.util.Set<String> supplied = java.util.concurrent.ConcurrentHashMap.newKeySet();

    public HumanHandoff(Responder responder, EventBus bus, Secrets secrets, Duration timeout) {
        this.responder = responder == null ? NoResponder.INSTANCE : responder;
        this.bus = bus;
        this.secrets = secrets;
        this.timeout = timeout == null ? HandoffRequest.DEFAULT_TIMEOUT : timeout;
    }

    /** Whether someone can answer; without one, a run that needs a person ends as needs_human. */
    public boolean available() { return responder.available(); }

    /**
     * Asks for a value the run cannot know (a one-time code). The value is stored as the secret
     * {@code factName} before it is returned, so it is masked everywhere from then on; the caller types
     * it into the live field.
     */
    public String askValue(String stepPath, String reason, String screenSummary, String field, String factName) {
        HandoffResponse r = ask(stepPath, new HandoffRequest(reason, secrets.mask(screenSummary), field, timeout));
        if (r instanceof HandoffResponse.Value v) {
            secrets.put(factName, v.value());
            supplied.add(factName);
            return v.value();
        }
        if (r instanceof HandoffResponse.Acted) {
            throw new RunHalt(Stop.NEEDS_HUMAN, "needs a person: " + reason + " (no value was given for " + field + ")");
        }
        throw ended(r, reason);
    }

    /**
     * What a "which of these is …?" handoff came to: the index of the candidate the person picked, or
     * none with a note saying why (nobody can answer, the person said none of them, no answer in time).
     */
    public record Which(Integer index, String note) {
        public java.util.Optional<Integer> picked() { return java.util.Optional.ofNullable(index); }
    }

    /**
     * Asks a person which of {@code candidates} (labels, masked here) is meant. Bounded like every
     * handoff; with nobody to answer nothing is asked and the caller stops cleanly. Only a cancel ends the
     * run; any answer that is not one of the candidates counts as "none of these". The caller still puts
     * the picked control through the destructive check.
     */
    public Which askWhich(String stepPath, String question, String screenSummary, java.util.List<String> candidates) {
        if (!responder.available()) return new Which(null, "nobody can answer here (run with --handoff console to be asked)");
        java.util.List<String> shown = candidates.stream().map(secrets::mask).toList();
        HandoffResponse r = ask(stepPath, new HandoffRequest(question, secrets.mask(screenSummary), null, timeout, shown));
        if (r instanceof HandoffResponse.Picked p && p.index() >= 0 && p.index() < candidates.size()) {
            return new Which(p.index(), "a person picked \"" + shown.get(p.index()) + "\"");
        }
        if (r instanceof HandoffResponse.Cancel) throw ended(r, question);
        if (r instanceof HandoffResponse.TimedOut) return new Which(null, "nobody answered within " + timeout.toSeconds() + " s");
        return new Which(null, "the person said none of these is it");
    }

    /** Whether the fact {@code name} holds a value a person typed on a handoff. */
    public boolean suppliedByPerson(String name) { return supplied.contains(name); }

    /** Asks a person to do something in the application; returns when they say they did it. */
    public void askTakeover(String stepPath, String reason, String screenSummary) {
        HandoffResponse r = ask(stepPath, new HandoffRequest(reason, secrets.mask(screenSummary), null, timeout));
        if (r instanceof HandoffResponse.Acted || r instanceof HandoffResponse.Value) return;
        throw ended(r, reason);
    }

    private HandoffResponse ask(String stepPath, HandoffRequest request) {
        String reason = secrets.mask(request.reason());
        if (!responder.available()) {
            publish(stepPath, "requested", reason, request.field(), null, request);
            publish(stepPath, "answered", reason, request.field(), "none", request);
            throw new RunHalt(Stop.NEEDS_HUMAN, "needs a person: " + reason + "; nobody can answer here (run with --handoff console"
                    + (request.wantsValue() ? ", or supply it with --fact)" : ")"));
        }
        publish(stepPath, "requested", reason, request.field(), null, request);
        HandoffResponse r;
        try {
            r = responder.respond(request);
        } catch (RuntimeException e) {
            r = new HandoffResponse.Cancel();
        }
        if (r == null) r = new HandoffResponse.Cancel();
        publish(stepPath, "answered", reason, request.field(), r.kind(), request);
        return r;
    }

    private RunHalt ended(HandoffResponse r, String reason) {
        if (r instanceof HandoffResponse.TimedOut) {
            return new RunHalt(Stop.NEEDS_HUMAN, "needs a person: " + secrets.mask(reason)
                    + "; nobody answered within " + timeout.toSeconds() + " s");
        }
        return new RunHalt(Stop.CANCELLED, "the person cancelled the handoff: " + secrets.mask(reason));
    }

    private void publish(String stepPath, String phase, String reason, String field, String response, HandoffRequest r) {
        bus.on(new Event.Handoff(Instant.now(), stepPath, phase, reason, field, response, r.timeout().toMillis()));
    }
}
