package dev.flowwright.runtime.journal;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Answer;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.events.Event;
import dev.flowwright.runtime.screen.ScreenJson;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every {@link Event} as one JSON object with a {@code "type"} field and back. Field names are the
 * record's component names; questions and answers are in System One's wire shapes. A look's
 * screenshot is either a file name ({@code "screenshot": "screens/0001.png"}, as the journal writes
 * it) or, when no file was given, the bytes in base64 ({@code "screenshotBase64"}).
 */
public final class EventJson {
    private EventJson() {}

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    public static final String RUN_STARTED = "run_started", STEP = "step", LOOK = "look", DECISION = "decision",
            ACTION = "action", ACTED = "acted", TURN = "turn", REFLECT = "reflect", HANDOFF = "handoff", DECIDER_FALLBACK = "decider_fallback", RUN_STOPPED = "run_stopped", END = "end";

    /** The event with any screenshot inline (base64). */
    public static ObjectNode toJson(Event event) { return toJson(event, null); }

    /** The event; a look's screenshot is named by {@code screenshotFile} when it is not null. */
    public static ObjectNode toJson(Event event, String screenshotFile) {
        ObjectNode out = JSON.objectNode();
        // Java 17: no pattern switch yet; the final else keeps a new Event variant from passing silently.
        if (event instanceof Event.RunStarted e) {
            head(out, RUN_STARTED, e);
            put(out, "runId", e.runId()); put(out, "flowName", e.flowName()); put(out, "app", e.app());
            put(out, "decider", e.decider()); put(out, "target", e.target());
            if (!e.allow().isEmpty()) {
                var allow = out.putArray("allow");
                e.allow().forEach(allow::add);
            }
        } else if (event instanceof Event.StepEvent e) {
            head(out, STEP, e);
            put(out, "phase", e.phase()); put(out, "kind", e.kind()); put(out, "text", e.text());
            put(out, "outcome", e.outcome()); put(out, "note", e.note());
        } else if (event instanceof Event.Look e) {
            head(out, LOOK, e);
            out.put("turn", e.turn());
            out.set("screen", e.screen() == null ? null : ScreenJson.toJson(e.screen()));
            put(out, "changeNote", e.changeNote());
            if (screenshotFile != null) out.put("screenshot", screenshotFile);
            else if (e.screenshot() != null) out.put("screenshotBase64", Base64.getEncoder().encodeToString(e.screenshot()));
            if ((screenshotFile != null || e.screenshot() != null) && !e.origin().isNone()) {
                // where the picture lies in the elements' coordinates (the page's scroll): a reader outlines them where it shows them
                ObjectNode origin = out.putObject("pictureOrigin");
                origin.put("x", e.origin().x());
                origin.put("y", e.origin().y());
                origin.put("scale", e.origin().scale());
            }
        } else if (event instanceof Event.Decision e) {
            head(out, DECISION, e);
            out.put("turn", e.turn());
            put(out, "purpose", e.purpose());
            ObjectNode questions = out.putObject("questions");
            e.questions().forEach((id, q) -> questions.set(id, question(q)));
            ArrayNode framings = out.putArray("framings");
            for (Map<String, Answer> framing : e.framings()) framings.add(answers(framing));
            out.set("ballot", answers(e.ballot()));
            ObjectNode thresholds = out.putObject("thresholds");
            e.thresholds().forEach(thresholds::put);
            put(out, "verdict", e.verdict());
            if (e.accounting() != null) out.set("accounting", accounting(e.accounting()));
        } else if (event instanceof Event.Action e) {
            head(out, ACTION, e);
            out.put("turn", e.turn());
            put(out, "action", e.action()); put(out, "targetRef", e.targetRef()); put(out, "targetLabel", e.targetLabel());
            out.put("ok", e.ok());
            put(out, "note", e.note());
        } else if (event instanceof Event.Acted e) {
            head(out, ACTED, e);
            out.put("turn", e.turn());
            put(out, "verb", e.verb());
            out.set("target", e.target() == null ? null : ScreenJson.toJson(e.target()));
            put(out, "value", e.value()); put(out, "origin", e.origin());
        } else if (event instanceof Event.Turn e) {
            head(out, TURN, e);
            out.put("turn", e.turn());
            put(out, "summary", e.summary());
        } else if (event instanceof Event.Reflect e) {
            head(out, REFLECT, e);
            out.put("held", e.held());
            put(out, "attempt", e.attempt());
            out.put("contradictedByScreen", e.contradictedByScreen());
            out.put("confidence", e.confidence());
        } else if (event instanceof Event.Handoff e) {
            head(out, HANDOFF, e);
            put(out, "phase", e.phase()); put(out, "reason", e.reason()); put(out, "field", e.field());
            put(out, "response", e.response());
            out.put("timeoutMillis", e.timeoutMillis());
        } else if (event instanceof Event.DeciderFallback e) {
            head(out, DECIDER_FALLBACK, e);
            put(out, "decider", e.decider()); put(out, "reason", e.reason());
        } else if (event instanceof Event.RunStopped e) {
            head(out, RUN_STOPPED, e);
            put(out, "signal", e.signal());
        } else if (event instanceof Event.End e) {
            head(out, END, e);
            put(out, "stop", e.stop()); put(out, "outcome", e.outcome()); put(out, "note", e.note());
            out.put("actions", e.actions()); out.put("modelCalls", e.modelCalls()); out.put("millis", e.millis());
        } else {
            throw new IllegalArgumentException("no journal form for " + event.getClass().getSimpleName());
        }
        return out;
    }

    /** Reads an event written by {@link #toJson}; a look named by file comes back without its bytes. */
    public static Event fromJson(JsonNode n) { return fromJson(n, null); }

    /**
     * As {@link #fromJson(JsonNode)}; when masking a secret (a PIN inside the digits) made the time
     * unreadable, the event gets {@code maskedTimeFallback} instead (the reader passes the last good time).
     */
    public static Event fromJson(JsonNode n, Instant maskedTimeFallback) {
        String type = text(n, "type");
        if (type == null) throw new IllegalArgumentException("an event needs a \"type\"");
        Instant time = time(required(n, "time"), maskedTimeFallback);
        String path = text(n, "stepPath");
        return switch (type) {
            case RUN_STARTED -> new Event.RunStarted(time, text(n, "runId"), text(n, "flowName"), text(n, "app"),
                    text(n, "decider"), text(n, "target"), strings(n.path("allow")));
            case STEP -> new Event.StepEvent(time, path, text(n, "phase"), text(n, "kind"), text(n, "text"),
                    text(n, "outcome"), text(n, "note"));
            case LOOK -> new Event.Look(time, path, n.path("turn").asInt(),
                    n.hasNonNull("screen") ? ScreenJson.fromJson(n.get("screen")) : null,
                    text(n, "changeNote"),
                    n.hasNonNull("screenshotBase64") ? Base64.getDecoder().decode(n.get("screenshotBase64").asText()) : null,
                    pictureOrigin(n.path("pictureOrigin")));
            case DECISION -> decision(n, time, path);
            case ACTION -> new Event.Action(time, path, n.path("turn").asInt(), text(n, "action"), text(n, "targetRef"),
                    text(n, "targetLabel"), n.path("ok").asBoolean(), text(n, "note"));
            case ACTED -> new Event.Acted(time, path, n.path("turn").asInt(), text(n, "verb"),
                    n.hasNonNull("target") ? ScreenJson.elementFromJson(n.get("target")) : null,
                    text(n, "value"), text(n, "origin"));
            case TURN -> new Event.Turn(time, path, n.path("turn").asInt(), text(n, "summary"));
            case REFLECT -> new Event.Reflect(time, path, n.path("held").asBoolean(), text(n, "attempt"),
                    n.path("contradictedByScreen").asBoolean(), n.path("confidence").asDouble());
            case HANDOFF -> new Event.Handoff(time, path, text(n, "phase"), text(n, "reason"), text(n, "field"),
                    text(n, "response"), n.path("timeoutMillis").asLong());
            case DECIDER_FALLBACK -> new Event.DeciderFallback(time, path, text(n, "decider"), text(n, "reason"));
            case RUN_STOPPED -> new Event.RunStopped(time, text(n, "signal"));
            case END -> new Event.End(time, text(n, "stop"), text(n, "outcome"), text(n, "note"),
                    n.path("actions").asInt(), n.path("modelCalls").asInt(), n.path("millis").asLong());
            default -> throw new IllegalArgumentException("unknown event type \"" + type + "\"");
        };
    }

    /** The file a look's screenshot was written to, if the line names one. */
    public static String screenshotFile(JsonNode n) { return text(n, "screenshot"); }

    // ---- questions and answers, System One wire shapes ----

    public static ObjectNode question(Question q) {
        ObjectNode out = JSON.objectNode();
        if (q instanceof Question.Noul noul) {
            out.put("type", "noul");
            out.set("instructions", noul.instructions());
            if (noul.whenTrue() != null || noul.whenFalse() != null) {
                ObjectNode criteria = out.putObject("criteria");
                criteria.put("true", noul.whenTrue());
                criteria.put("false", noul.whenFalse());
            }
        } else if (q instanceof Question.Choice choice) {
            out.put("type", "choice");
            out.set("instructions", choice.instructions());
            ObjectNode criteria = out.putObject("criteria");
            choice.options().forEach(criteria::put);
        } else if (q instanceof Question.Score score) {
            out.put("type", "score");
            out.set("instructions", score.instructions());
            ArrayNode criteria = out.putArray("criteria");
            score.levels().forEach(criteria::add);
        } else {
            throw new IllegalArgumentException("no journal form for " + q.getClass().getSimpleName());
        }
        return out;
    }

    public static Question question(JsonNode n) {
        JsonNode instructions = n.hasNonNull("instructions") ? n.get("instructions") : null;
        JsonNode criteria = n.path("criteria");
        return switch (required(n, "type")) {
            case "noul" -> new Question.Noul(instructions, text(criteria, "true"), text(criteria, "false"));
            case "choice" -> {
                Map<String, String> options = new LinkedHashMap<>();
                criteria.fields().forEachRemaining(en -> options.put(en.getKey(), en.getValue().isNull() ? null : en.getValue().asText()));
                yield new Question.Choice(instructions, options);
            }
            case "score" -> {
                List<String> levels = new ArrayList<>();
                criteria.forEach(l -> levels.add(l.asText()));
                yield new Question.Score(instructions, levels);
            }
            default -> throw new IllegalArgumentException("unknown question type \"" + n.get("type").asText() + "\"");
        };
    }

    public static ObjectNode answer(Answer a) {
        ObjectNode out = JSON.objectNode();
        if (a instanceof Answer.NoulAnswer noul) {
            out.put("type", "noul").put("noul", noul.p());
        } else if (a instanceof Answer.ChoiceAnswer choice) {
            out.put("type", "choice").put("choice", choice.choice());
            probabilities(out, choice.probabilities());
            out.put("confidence", choice.confidence());
        } else if (a instanceof Answer.ScoreAnswer score) {
            out.put("type", "score").put("score", score.score());
            probabilities(out, score.probabilities());
            out.put("confidence", score.confidence());
        } else {
            throw new IllegalArgumentException("no journal form for " + a.getClass().getSimpleName());
        }
        return out;
    }

    public static Answer answer(JsonNode n) {
        return switch (required(n, "type")) {
            case "noul" -> new Answer.NoulAnswer(n.path("noul").asDouble());
            case "choice" -> new Answer.ChoiceAnswer(text(n, "choice"), probabilities(n), n.path("confidence").asDouble());
            case "score" -> new Answer.ScoreAnswer(n.path("score").asDouble(), probabilities(n), n.path("confidence").asDouble());
            default -> throw new IllegalArgumentException("unknown answer type \"" + n.get("type").asText() + "\"");
        };
    }

    // ---- helpers ----

    private static Instant time(String text, Instant maskedTimeFallback) {
        if (text.contains("${") && maskedTimeFallback != null) {
            try {
                return Instant.parse(text);
            } catch (java.time.format.DateTimeParseException masked) {
                return maskedTimeFallback;
            }
        }
        return Instant.parse(text);
    }

    private static Event.Decision decision(JsonNode n, Instant time, String path) {
        Map<String, Question> questions = new LinkedHashMap<>();
        n.path("questions").fields().forEachRemaining(en -> questions.put(en.getKey(), question(en.getValue())));
        List<Map<String, Answer>> framings = new ArrayList<>();
        n.path("framings").forEach(f -> framings.add(answers(f)));
        Map<String, Double> thresholds = new LinkedHashMap<>();
        n.path("thresholds").fields().forEachRemaining(en -> thresholds.put(en.getKey(), en.getValue().asDouble()));
        JsonNode acc = n.get("accounting");
        Event.Accounting accounting = acc == null || acc.isNull() ? null : new Event.Accounting(
                acc.path("calls").asInt(), acc.path("framings").asInt(), acc.path("requestBytes").asLong(),
                acc.path("estimatedTokens").asLong(), acc.path("latencyMillis").asLong(), text(acc, "requestId"));
        return new Event.Decision(time, path, n.path("turn").asInt(), text(n, "purpose"), questions, framings,
                answers(n.path("ballot")), thresholds, text(n, "verdict"), accounting);
    }

    private static ObjectNode accounting(Event.Accounting a) {
        ObjectNode out = JSON.objectNode();
        out.put("calls", a.calls()).put("framings", a.framings()).put("requestBytes", a.requestBytes())
                .put("estimatedTokens", a.estimatedTokens()).put("latencyMillis", a.latencyMillis());
        put(out, "requestId", a.requestId());
        return out;
    }

    private static ObjectNode answers(Map<String, Answer> answers) {
        ObjectNode out = JSON.objectNode();
        answers.forEach((id, a) -> out.set(id, answer(a)));
        return out;
    }

    private static Map<String, Answer> answers(JsonNode n) {
        Map<String, Answer> out = new LinkedHashMap<>();
        n.fields().forEachRemaining(en -> out.put(en.getKey(), answer(en.getValue())));
        return out;
    }

    private static void probabilities(ObjectNode out, Map<String, Double> probabilities) {
        ObjectNode p = out.putObject("probabilities");
        probabilities.forEach(p::put);
    }

    private static Map<String, Double> probabilities(JsonNode n) {
        Map<String, Double> out = new LinkedHashMap<>();
        n.path("probabilities").fields().forEachRemaining(en -> out.put(en.getKey(), en.getValue().asDouble()));
        return out;
    }

    private static void head(ObjectNode out, String type, Event e) {
        out.put("type", type);
        out.put("time", e.time().toString());
        if (!(e instanceof Event.RunStarted) && !(e instanceof Event.End) && !(e instanceof Event.RunStopped)) put(out, "stepPath", e.stepPath());
    }

    /** Nulls are left out: an absent field reads back as null. */
    private static void put(ObjectNode out, String field, String value) {
        if (value != null) out.put(field, value);
    }

    private static java.util.List<String> strings(JsonNode array) {
        java.util.List<String> out = new java.util.ArrayList<>();
        if (array != null && array.isArray()) array.forEach(v -> out.add(v.asText()));
        return out;
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n == null ? null : n.get(field);
        return v == null || v.isNull() ? null : v.asText();
    }

    private static String required(JsonNode n, String field) {
        String v = text(n, field);
        if (v == null) throw new IllegalArgumentException("missing \"" + field + "\"");
        return v;
    }

    /** A look's {@code pictureOrigin}; none (the picture starts where the bounds do) when it is missing or not a positive scale. */
    private static dev.flowwright.runtime.screen.PictureOrigin pictureOrigin(JsonNode n) {
        if (!n.isObject()) return dev.flowwright.runtime.screen.PictureOrigin.NONE;
        double scale = n.path("scale").asDouble(1);
        if (!(scale > 0) || Double.isInfinite(scale)) return dev.flowwright.runtime.screen.PictureOrigin.NONE;
        return new dev.flowwright.runtime.screen.PictureOrigin(n.path("x").asDouble(0), n.path("y").asDouble(0), scale);
    }
}
