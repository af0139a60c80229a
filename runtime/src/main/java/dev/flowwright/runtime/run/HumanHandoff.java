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
 * The run's side of a handoff (docs/how-a-run-works.md#when-a-person-is-needed): asks the responder, publishes
 * Handoff events (never with a value), keeps a supplied value as a secret fact, and ends the run cleanly when
 * nobody answers ({@link Stop#NEEDS_HUMAN}) or the person cancels ({@link Stop#CANCELLED}). Every wait is bounded
 * by the request's timeout.
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
     * One candidate of a "which of these is …?": the line a person reads (role, name, where on the page;
     * masked here), its element ref on the screen the run looked at (null when it is not an element of
     * the screen), and the probability the decider gave it (NaN when it gave none).
     */
    public record Candidate(String line, String ref, double p) {
        /** A candidate that is not an element of the screen (an item of a list read as text). */
        public static Candidate text(String line) { return new Candidate(line, null, Double.NaN); }
    }

    /**
     * What a "which of these is …?" handoff came to: the index of the candidate the person picked, or the
     * ref of another element they pointed at on the live screen, or neither with a note saying why (nobody
     * can answer, the person said none of them, no answer in time).
     */
    public record Which(Integer index, String pointedRef, boolean acted, boolean cover, String note) {
        public Which(Integer index, String note) { this(index, null, false, false, note); }

        public Which(Integer index, String pointedRef, boolean acted, String note) { this(index, pointedRef, acted, false, note); }

        /** The person asked to answer what covers the page first ({@link HandoffResponse.AnswerCover}). */
        public boolean answersCover() { return cover; }

        public java.util.Optional<Integer> picked() { return java.util.Optional.ofNullable(index); }

        /** An element the person pointed at that is not one of the candidates: the caller decides whether it may be used. */
        public java.util.Optional<String> pointed() { return java.util.Optional.ofNullable(pointedRef); }
    }

    /** {@link #askWhich(String, int, String, String, String, java.util.List)} for candidates that are only text. */
    public Which askWhich(String stepPath, String question, String screenSummary, java.util.List<String> candidates) {
        return askWhich(stepPath, -1, question, question, screenSummary, candidates.stream().map(Candidate::text).toList());
    }

    /**
     * Asks a person which of {@code candidates} is meant (teach mode). Bounded like every handoff; with
     * nobody to answer nothing is asked and the caller stops cleanly. Only a cancel ends the run; any
     * answer that is not one of the candidates counts as "none of these" — except pointing at another
     * element of the screen, when the candidates are elements, which comes back as {@link Which#pointed()},
     * and "I did it" (the person did the step in the application), which comes back as {@link Which#acted()}.
     * A candidate picked is recorded at once as a decision answered by the author, with the ballot it
     * overrode ({@link #answered}). The caller still puts the chosen control through the destructive check.
     */
    public Which askWhich(String stepPath, int turn, String purpose, String question, String screenSummary,
                          java.util.List<Candidate> candidates) {
        return askWhich(stepPath, turn, purpose, question, screenSummary, candidates, null);
    }

    /**
     * As {@link #askWhich(String, int, String, String, String, java.util.List)}, while {@code cover} (a layer
     * in words: {@code the dialog "We care about your privacy"}) covers the page: the person may answer it
     * first, which comes back as {@link Which#answersCover()}. Null when nothing covers the page.
     */
    public Which askWhich(String stepPath, int turn, String purpose, String question, String screenSummary,
                          java.util.List<Candidate> candidates, String cover) {
        if (!responder.available()) return new Which(null, "nobody can answer here (run with --handoff console to be asked)");
        java.util.List<String> shown = candidates.stream().map(c -> secrets.mask(c.line())).toList();
        boolean elements = !candidates.isEmpty() && candidates.stream().allMatch(c -> c.ref() != null);
        java.util.List<String> refs = elements ? candidates.stream().map(Candidate::ref).toList() : null;
        HandoffResponse r = ask(stepPath, new HandoffRequest(question, secrets.mask(screenSummary), null, timeout, shown, refs,
                cover == null ? null : secrets.mask(cover)));
        if (r instanceof HandoffResponse.AnswerCover && cover != null) return new Which(null, null, false, true, "a person answers " + cover + " first");
        if (r instanceof HandoffResponse.Pointed pt && elements) {
            for (int i = 0; i < candidates.size(); i++) {
                if (pt.ref().equals(candidates.get(i).ref())) r = new HandoffResponse.Picked(i);
            }
            if (r instanceof HandoffResponse.Pointed) return new Which(null, pt.ref(), false, "a person pointed at another element");
        }
        if (r instanceof HandoffResponse.Picked p && p.index() >= 0 && p.index() < candidates.size()) {
            answered(stepPath, turn, purpose, question, candidates, shown.get(p.index()));
            return new Which(p.index(), "a person picked \"" + shown.get(p.index()) + "\"");
        }
        if (r instanceof HandoffResponse.Cancel) throw ended(r, question);
        if (r instanceof HandoffResponse.TimedOut) return new Which(null, "nobody answered within " + timeout.toSeconds() + " s");
        if (r instanceof HandoffResponse.Acted && elements) return new Which(null, null, true, "a person did it in the application");
        return new Which(null, "the person said none of these is it");
    }

    /** The verdict of a decision a person answered; the studio's ballot and the journal show it. */
    public static final String ANSWERED_BY_AUTHOR = "answered by the author";

    /**
     * Records a turn the author answered: a decision event whose ballot is the one the author overrode
     * (every candidate with the probability the decider gave it, {@code none} with what was left), settled
     * on the author's choice, with the verdict "answered by the author: …". {@code chosen} is the line of
     * what the author chose (masked here), a candidate's or another element's.
     */
    public void answered(String stepPath, int turn, String purpose, String question, java.util.List<Candidate> candidates, String chosen) {
        java.util.Map<String, String> options = new java.util.LinkedHashMap<>();
        java.util.Map<String, Double> probabilities = new java.util.LinkedHashMap<>();
        String chosenKey = null;
        double sum = 0;
        String shownChoice = secrets.mask(chosen);
        for (int i = 0; i < candidates.size(); i++) {
            String key = Integer.toString(i + 1);
            String line = secrets.mask(candidates.get(i).line());
            options.put(key, line);
            double p = Double.isNaN(candidates.get(i).p()) ? 0 : candidates.get(i).p();
            probabilities.put(key, p);
            sum += p;
            if (line.equals(shownChoice) && chosenKey == null) chosenKey = key;
        }
        if (chosenKey == null) {
            chosenKey = "author";
            options.put(chosenKey, shownChoice);
            probabilities.put(chosenKey, 0.0);
        }
        options.put(dev.flowwright.runtime.decide.Framing.NONE, dev.flowwright.runtime.decide.NoneOption.DESCRIPTION);
        probabilities.put(dev.flowwright.runtime.decide.Framing.NONE, Math.max(0, 1 - sum));
        var ins = dev.flowwright.runtime.decide.Instructions.of(dev.flowwright.runtime.decide.Ask.TARGET, secrets.mask(question), null);
        var q = new dev.flowwright.runtime.decide.Question.Choice(ins, options);
        var overridden = new dev.flowwright.runtime.decide.Answer.ChoiceAnswer(chosenKey, probabilities, 1.0);
        bus.on(new Event.Decision(Instant.now(), stepPath, turn, secrets.mask(ANSWERED_BY_AUTHOR + ": " + purpose),
                java.util.Map.of("which", q), java.util.List.of(), java.util.Map.of("which", overridden), java.util.Map.of(),
                ANSWERED_BY_AUTHOR + ": " + shownChoice, new Event.Accounting(0, 0, 0, 0, 0, null)));
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
