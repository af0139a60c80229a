package dev.flowwright.runtime.journal;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** One event of every kind, each field filled with something distinctive. */
final class SampleEvents {
    private SampleEvents() {}

    static final Instant T = Instant.parse("2026-11-30T23:12:42.123456Z");
    static final byte[] PNG = {(byte) 0x89, 'P', 'N', 'G', 13, 10, 26, 10, 1, 2, 3};

    static Screen screen(String text) {
        Element field = new Element("e1", "textbox", "Code", "", text, Set.of(ElementState.FOCUSED),
                Set.of(ElementAction.SET_VALUE), new Bounds(1, 2, 3, 4), List.of("form \"Sign in\""), Map.of("id", "otp"));
        return new Screen("browser", "Sign in", "http://localhost:8700/", SurfaceKind.DIALOG, List.of(field), List.of(text), List.of());
    }

    static Event.RunStarted runStarted() { return new Event.RunStarted(T, "r-1", "sign in", "browser", "offline", "http://localhost:8700/"); }

    static Event.StepEvent step() { return new Event.StepEvent(T, "4.2", Event.StepEvent.ENDED, "do", "search for flights", "done", "clicked Search"); }

    static Event.Look look(byte[] screenshot) { return new Event.Look(T, "1", 3, screen("hello"), "appeared: button \"OK\"", screenshot); }

    static Event.Decision decision() {
        ObjectNode instructions = JsonNodeFactory.instance.objectNode().put("question", "Is the step done?");
        Map<String, Question> questions = new LinkedHashMap<>();
        questions.put("done", new Question.Noul(instructions, "it is done", "it is not"));
        questions.put("bare", new Question.Noul(instructions));
        Map<String, String> options = new LinkedHashMap<>();
        options.put("e1", "button \"Search\"");
        options.put("none", null);
        questions.put("target", new Question.Choice(instructions, options));
        questions.put("progress", new Question.Score(instructions, List.of("nothing", "started", "fully")));

        Map<String, Answer> ballot = new LinkedHashMap<>();
        ballot.put("done", new Answer.NoulAnswer(0.83));
        ballot.put("target", new Answer.ChoiceAnswer("e1", Map.of("e1", 0.9, "none", 0.1), 0.8));
        ballot.put("progress", new Answer.ScoreAnswer(1.5, Map.of("0", 0.1, "1", 0.3, "2", 0.6), 0.4));
        return new Event.Decision(T, "1", 0, "click to accomplish: search", questions,
                List.of(ballot, Map.of("done", new Answer.NoulAnswer(0.8))), ballot,
                Map.of("done", 0.75, "target", 0.70), "accept target=e1",
                new Event.Accounting(7, 7, 3200, 800, 412, "req-9"));
    }

    static Event.Decision decisionWithoutAccounting() {
        Event.Decision d = decision();
        return new Event.Decision(d.time(), d.stepPath(), d.turn(), d.purpose(), Map.of(), List.of(), Map.of(), Map.of(), null, null);
    }

    static Event.Action action() { return new Event.Action(T, "2", 1, "click", "e1", "button \"Search\"", true, null); }

    static Event.Acted acted() {
        return new Event.Acted(T, "2", 1, "fill", screen("x").elements().get(0), "${secrets.otp}", Event.Acted.HANDOFF);
    }

    static Event.Turn turn() { return new Event.Turn(T, "2", 1, "looked, judged 0.4, clicked Search"); }

    static Event.Reflect reflect() { return new Event.Reflect(T, "3", true, "after_repair", false, 0.91); }

    static Event.Handoff handoff() { return new Event.Handoff(T, "5", "requested", "a one-time code is needed", "Code", null, 120_000); }

    static Event.DeciderFallback fallback() {
        return new Event.DeciderFallback(T, "2", "offline", "the decision service at http://127.0.0.1:11434 did not answer (connection refused) — 3 tries over 1.6 s");
    }

    static Event.RunStopped stopped() { return new Event.RunStopped(T, "SIGTERM"); }

    static Event.End end() { return new Event.End(T, "completed", "done", "all steps done", 9, 63, 48_200); }

    static List<Event> everyKind() {
        return List.of(runStarted(), step(), look(PNG), look(null), decision(), decisionWithoutAccounting(), action(),
                acted(), turn(), reflect(), handoff(), fallback(), stopped(), end());
    }
}
