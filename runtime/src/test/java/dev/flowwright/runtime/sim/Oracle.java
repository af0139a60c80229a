package dev.flowwright.runtime.sim;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.AskContext;
import dev.flowwright.runtime.decide.Asker;
import dev.flowwright.runtime.decide.Ballot;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.events.EventBus;
import dev.flowwright.runtime.reading.StepWords;

import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An {@link Asker} that answers from the simulator's state: done/progress from {@link Sim#goal},
 * blocked from its obstacle layers, targets by shared words with the step. A test overrides any
 * catalogue question with a hook {@code (id, question, sim) → Answer}; a hook returning null falls back
 * to the default, one returning {@link #NO_ANSWER} leaves the question unanswered. Every request is kept
 * (for "never asked", "no secret in any request") and published as a Decision event of one call.
 */
public final class Oracle implements Asker {

    @FunctionalInterface
    public interface Hook {
        Answer answer(String id, Question question, Sim sim);
    }

    /** Returned by a hook: this question gets no usable answer (the runtime must fail closed). */
    public static final Answer NO_ANSWER = new Answer.NoulAnswer(Double.NaN);

    public record Request(AskContext context, JsonNode state, Map<String, Question> questions) {
        /** Catalogue ids of the questions, in order. */
        public List<String> asks() {
            return questions.values().stream().map(q -> Instructions.askOf(q.instructions()).map(Ask::id).orElse("?")).toList();
        }

        /** The whole request as text: state plus every question's instructions and options. */
        public String text() {
            StringBuilder b = new StringBuilder(String.valueOf(state));
            questions.forEach((id, q) -> {
                b.append('\n').append(id).append(' ').append(q.instructions());
                if (q instanceof Question.Choice c) b.append(' ').append(c.options());
            });
            return b.toString();
        }
    }

    private static final Set<String> CLOSERS = Set.of("close", "not now", "no thanks", "allow selection", "dismiss", "skip", "cancel", "got it");

    private final Sim sim;
    private final EventBus bus;
    private final Map<Ask, Hook> hooks = new EnumMap<>(Ask.class);
    public final List<Request> requests = new CopyOnWriteArrayList<>();

    public Oracle(Sim sim, EventBus bus) {
        this.sim = sim;
        this.bus = bus;
    }

    private final Map<Ask, Double> agreements = new EnumMap<>(Ask.class);

    /**
     * The share of framings that agreed on questions with this catalogue id (the oracle answers in one
     * framing, which agrees with itself: 1.0 unless set), for the evidence gate's split-vote rules.
     */
    public Oracle agreement(Ask ask, double share) {
        agreements.put(ask, share);
        return this;
    }

    /** Overrides every question with this catalogue id. */
    public Oracle on(Ask ask, Hook hook) {
        hooks.put(ask, hook);
        return this;
    }

    /** How many questions with this catalogue id were asked. */
    public long asked(Ask ask) {
        return requests.stream().flatMap(r -> r.asks().stream()).filter(ask.id()::equals).count();
    }

    @Override
    public Ballot ask(AskContext context, JsonNode state, Map<String, Question> questions) {
        requests.add(new Request(context, state, questions));
        Map<String, Answer> answers = new LinkedHashMap<>();
        Map<String, Double> agreement = new LinkedHashMap<>();
        questions.forEach((id, q) -> {
            Ask ask = Instructions.askOf(q.instructions()).orElse(null);
            if (ask != null && agreements.containsKey(ask)) agreement.put(id, agreements.get(ask));
            Hook hook = ask == null ? null : hooks.get(ask);
            Answer a = hook == null ? null : hook.answer(id, q, sim);
            if (a == null) a = defaultAnswer(ask, q);
            if (a != null && a != NO_ANSWER) answers.put(id, a);
        });
        List<Map<String, Answer>> framings = List.of(answers);
        if (bus != null) {
            bus.on(new Event.Decision(Instant.now(), context.stepPath(), context.turn(), context.purpose(), questions,
                    framings, answers, Map.of(), "oracle", new Event.Accounting(1, 1, 0, 0, 0, null)));
        }
        agreement.keySet().retainAll(answers.keySet());
        return new Ballot(answers, agreement, framings);
    }

    private Answer defaultAnswer(Ask ask, Question q) {
        if (ask == null) return null;
        boolean met = sim.goalMet();
        switch (ask) {
            case DONE, ALREADY_DONE, HAPPENED, HOLDS, REFLECTS:
                return Answers.noul(met ? 0.95 : 0.05);
            case NOT_DONE, NEGATED, STRAYS:
                return Answers.noul(met ? 0.05 : 0.95);
            case PROGRESS:
                return Answers.level(met ? 4 : sim.progressLevel);
            case BLOCKED:
                return Answers.noul(sim.hasObstacle() ? 0.9 : 0.05);
            case MOVE:
                return Answers.pick(met ? "finished" : "activate", 0.9);
            case SHORTCUT:
                return Answers.pick("none", 0.9);
            case HELPED:
                return Answers.noul(0.9);
            case CONFIRM:
                return Answers.noul(overlap(q.instructions().path("step").asText(), q.instructions().path("element").asText()) > 0 ? 0.9 : 0.1);
            case TARGET, AGAIN, GROUP, DIALOG_ANSWER, REGION:
                return lexical((Question.Choice) q);
            case DISMISS:
                return closer((Question.Choice) q);
            case SLOT:
                return lexical((Question.Choice) q, q.instructions().path("slot").asText(""));
            case ASKS:
                return Answers.noul(0.9);
            case FIELD_ERROR:
                return Answers.noul(0.05);
            case OPENER:
                return Answers.noul(overlap(q.instructions().path("slot").asText(), q.instructions().path("element").asText()) > 0 ? 0.9 : 0.1);
            case SUGGESTION, SOURCE, PICK:
                return lexical((Question.Choice) q, q.instructions().path("words").asText(""));
            case COVERAGE:
                return Answers.level(met ? 4 : 0);
            default:
                return null;
        }
    }

    /** The option sharing most words with the step (its purpose); "none" when nothing shares a word. */
    private static Answer lexical(Question.Choice c) {
        return lexical(c, c.instructions().path("step").asText(""));
    }

    /** The option sharing most words with {@code step}; "none" when nothing shares a word. */
    private static Answer lexical(Question.Choice c, String step) {
        String best = null;
        int bestScore = 0;
        for (var en : c.options().entrySet()) {
            String text = en.getValue() == null ? en.getKey() : en.getValue();
            int cut = text.indexOf(" (in ");
            if (cut >= 0) text = text.substring(0, cut);
            int score = overlap(step, text);
            if (score > bestScore) {
                best = en.getKey();
                bestScore = score;
            }
        }
        return best == null ? Answers.pick("none", 0.9) : Answers.pick(best, 0.9);
    }

    private static Answer closer(Question.Choice c) {
        for (var en : c.options().entrySet()) {
            String t = String.valueOf(en.getValue()).toLowerCase(Locale.ROOT);
            for (String w : CLOSERS) if (t.contains("\"" + w)) return Answers.pick(en.getKey(), 0.9);
        }
        return Answers.pick("escape", 0.9);
    }

    static int overlap(String step, String text) {
        return StepWords.overlap(StepWords.of(step), text);
    }

    /** Every request's text joined, for "never in any request" checks. */
    public String allRequestText() {
        List<String> texts = new ArrayList<>();
        for (Request r : requests) texts.add(r.text());
        return String.join("\n", texts);
    }
}
