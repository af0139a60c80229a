package dev.flowwright.runtime.decide;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The System One wire format: requests to JSON, JSON to answers. Parsing fails closed per question —
 * an answer naming an option that was not asked, a missing answer, a probability outside 0–1, or an
 * answer of the wrong type leaves that question unanswered (and says why in {@link Parsed#rejected()}),
 * never a guess.
 */
public final class WireFormat {
    public static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private WireFormat() {}

    /** A parsed response plus the reasons any question's answer was thrown away. */
    public record Parsed(DecisionResponse response, List<String> rejected) {}

    // ---------- requests ----------

    public static ObjectNode toJson(DecisionRequest request) {
        ObjectNode root = NODES.objectNode();
        root.put("model", request.model());
        root.set("state", request.state() == null ? NODES.textNode("") : request.state());
        ObjectNode qs = root.putObject("questions");
        request.questions().forEach((id, q) -> qs.set(id, questionJson(q)));
        return root;
    }

    static ObjectNode questionJson(Question q) {
        ObjectNode n = NODES.objectNode();
        if (q instanceof Question.Noul noul) {
                n.put("type", "noul");
                if (noul.instructions() != null) n.set("instructions", noul.instructions());
                if (noul.whenTrue() != null || noul.whenFalse() != null) {
                    ObjectNode c = n.putObject("criteria");
                    c.put("true", noul.whenTrue());
                    c.put("false", noul.whenFalse());
                }
        } else if (q instanceof Question.Choice choice) {
                n.put("type", "choice");
                if (choice.instructions() != null) n.set("instructions", choice.instructions());
                ObjectNode c = n.putObject("criteria");
                choice.options().forEach(c::put);
        } else if (q instanceof Question.Score score) {
                n.put("type", "score");
                if (score.instructions() != null) n.set("instructions", score.instructions());
                ArrayNode c = n.putArray("criteria");
                score.levels().forEach(c::add);
        }
        return n;
    }

    public static byte[] toBytes(DecisionRequest request) {
        try {
            return JSON.writeValueAsBytes(toJson(request));
        } catch (JsonProcessingException e) {
            throw new DecisionException(DecisionException.Code.INVALID_REQUEST, "request cannot be written as JSON: " + e.getOriginalMessage(), e);
        }
    }

    public static int size(DecisionRequest request) { return toBytes(request).length; }

    /** Reads a request body (the test server and cassettes use this). */
    public static DecisionRequest parseRequest(JsonNode body) {
        if (body == null || !body.isObject()) throw invalid("the request is not a JSON object");
        JsonNode qs = body.path("questions");
        if (!qs.isObject() || qs.isEmpty()) throw invalid("the request has no questions");
        Map<String, Question> questions = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = qs.fields(); it.hasNext(); ) {
            var e = it.next();
            JsonNode q = e.getValue();
            JsonNode ins = q.get("instructions");
            JsonNode crit = q.path("criteria");
            switch (q.path("type").asText()) {
                case "noul" -> questions.put(e.getKey(), new Question.Noul(ins,
                        crit.hasNonNull("true") ? crit.get("true").asText() : null,
                        crit.hasNonNull("false") ? crit.get("false").asText() : null));
                case "choice" -> {
                    Map<String, String> opts = new LinkedHashMap<>();
                    crit.fields().forEachRemaining(o -> opts.put(o.getKey(), o.getValue().isNull() ? null : o.getValue().asText()));
                    questions.put(e.getKey(), new Question.Choice(ins, opts));
                }
                case "score" -> {
                    List<String> levels = new ArrayList<>();
                    crit.forEach(l -> levels.add(l.asText()));
                    questions.put(e.getKey(), new Question.Score(ins, levels));
                }
                default -> throw invalid("question \"" + e.getKey() + "\" has unknown type \"" + q.path("type").asText() + "\"");
            }
        }
        return new DecisionRequest(body.path("model").asText(null), body.get("state"), questions);
    }

    /**
     * Checks the API's limits before anything is sent: at least one question; a choice has 2–255
     * options, a score 2–10 levels, a yes/no has instructions or a criterion. The message names the
     * question.
     */
    public static void checkLimits(DecisionRequest request) {
        if (request.questions().isEmpty()) throw invalid("a decision needs at least one question");
        if (request.state() != null && request.state().isNull()) throw invalid("the state may not be null");
        request.questions().forEach((id, q) -> {
            if (id == null || id.isEmpty()) throw invalid("a question has an empty id");
            if (q instanceof Question.Noul n) {
                    if (n.instructions() == null && n.whenTrue() == null && n.whenFalse() == null)
                        throw invalid("question \"" + id + "\" needs instructions or a criterion");
            } else if (q instanceof Question.Choice c) {
                    int k = c.options().size();
                    if (k < Question.Choice.MIN_OPTIONS || k > Question.Choice.MAX_OPTIONS)
                        throw invalid("question \"" + id + "\" has " + k + " options; a choice takes "
                                + Question.Choice.MIN_OPTIONS + " to " + Question.Choice.MAX_OPTIONS);
            } else if (q instanceof Question.Score s) {
                    int k = s.levels().size();
                    if (k < Question.Score.MIN_LEVELS || k > Question.Score.MAX_LEVELS)
                        throw invalid("question \"" + id + "\" has " + k + " levels; a score takes "
                                + Question.Score.MIN_LEVELS + " to " + Question.Score.MAX_LEVELS);
                    if (s.levels().stream().anyMatch(l -> l == null))
                        throw invalid("question \"" + id + "\" has a null level");
            }
        });
    }

    /** The request's identity for cassettes: SHA-256 of its canonical JSON (object keys sorted). */
    public static String identity(DecisionRequest request) {
        return identity(toJson(request));
    }

    public static String identity(JsonNode requestJson) {
        try {
            byte[] canon = JSON.writeValueAsBytes(canonical(requestJson));
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(canon));
        } catch (JsonProcessingException | NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    static JsonNode canonical(JsonNode n) {
        if (n.isObject()) {
            TreeMap<String, JsonNode> sorted = new TreeMap<>();
            n.fields().forEachRemaining(e -> sorted.put(e.getKey(), canonical(e.getValue())));
            ObjectNode o = NODES.objectNode();
            sorted.forEach(o::set);
            return o;
        }
        if (n.isArray()) {
            ArrayNode a = NODES.arrayNode();
            n.forEach(x -> a.add(canonical(x)));
            return a;
        }
        return n;
    }

    // ---------- responses ----------

    public static ObjectNode toJson(DecisionResponse response) {
        ObjectNode root = NODES.objectNode();
        root.put("model", response.model());
        ObjectNode answers = root.putObject("answers");
        response.answers().forEach((id, a) -> answers.set(id, answerJson(a)));
        ObjectNode usage = root.putObject("usage");
        usage.put("input_tokens", response.usage().inputTokens());
        usage.put("output_tokens", response.usage().outputTokens());
        return root;
    }

    public static ObjectNode answerJson(Answer a) {
        ObjectNode n = NODES.objectNode();
        if (a instanceof Answer.NoulAnswer y) {
                n.put("type", "noul");
                n.put("noul", y.p());
        } else if (a instanceof Answer.ChoiceAnswer c) {
                n.put("type", "choice");
                n.put("choice", c.choice());
                ObjectNode p = n.putObject("probabilities");
                c.probabilities().forEach(p::put);
                n.put("confidence", c.confidence());
        } else if (a instanceof Answer.ScoreAnswer s) {
                n.put("type", "score");
                n.put("score", s.score());
                ObjectNode p = n.putObject("probabilities");
                s.probabilities().forEach(p::put);
                n.put("confidence", s.confidence());
        }
        return n;
    }

    /** Parses a response body against the request it answers, failing closed per question. */
    public static Parsed parseResponse(JsonNode body, DecisionRequest request, String requestId) {
        List<String> rejected = new ArrayList<>();
        Map<String, Answer> answers = new LinkedHashMap<>();
        JsonNode given = body == null ? NODES.missingNode() : body.path("answers");
        for (var e : request.questions().entrySet()) {
            String id = e.getKey();
            JsonNode a = given.get(id);
            if (a == null || a.isNull()) {
                rejected.add("question \"" + id + "\" got no answer");
                continue;
            }
            try {
                answers.put(id, parseAnswer(id, e.getValue(), a));
            } catch (IllegalArgumentException bad) {
                rejected.add(bad.getMessage());
            }
        }
        JsonNode usage = body == null ? NODES.missingNode() : body.path("usage");
        DecisionResponse response = new DecisionResponse(
                body == null ? null : body.path("model").asText(null), answers,
                new DecisionResponse.Usage(usage.path("input_tokens").asLong(0), usage.path("output_tokens").asLong(0)),
                requestId);
        return new Parsed(response, List.copyOf(rejected));
    }

    static Answer parseAnswer(String id, Question q, JsonNode a) {
        String type = a.path("type").asText("");
        if (q instanceof Question.Noul) {
                if (!"noul".equals(type) && !a.has("noul")) throw wrong(id, "a yes/no answer", type);
                return new Answer.NoulAnswer(probability(id, a.get("noul")));
        }
        if (q instanceof Question.Choice c) {
                if (!"choice".equals(type) && !a.has("choice")) throw wrong(id, "a choice answer", type);
                String key = a.path("choice").asText(null);
                if (key == null || !c.options().containsKey(key))
                    throw new IllegalArgumentException("question \"" + id + "\" was answered with option \"" + key + "\", which was not asked");
                Map<String, Double> probs = new LinkedHashMap<>();
                JsonNode ps = a.path("probabilities");
                for (Iterator<Map.Entry<String, JsonNode>> it = ps.fields(); it.hasNext(); ) {
                    var p = it.next();
                    if (!c.options().containsKey(p.getKey()))
                        throw new IllegalArgumentException("question \"" + id + "\" gave a probability for \"" + p.getKey() + "\", which was not asked");
                    probs.put(p.getKey(), probability(id, p.getValue()));
                }
                if (probs.isEmpty()) probs.put(key, 1.0);
                double confidence = a.has("confidence") ? probability(id, a.get("confidence")) : 1.0;
                return new Answer.ChoiceAnswer(key, probs, confidence);
        }
        if (q instanceof Question.Score s) {
                if (!"score".equals(type) && !a.has("score")) throw wrong(id, "a score answer", type);
                Map<String, Double> probs = new LinkedHashMap<>();
                JsonNode ps = a.path("probabilities");
                for (Iterator<Map.Entry<String, JsonNode>> it = ps.fields(); it.hasNext(); ) {
                    var p = it.next();
                    int level;
                    try {
                        level = Integer.parseInt(p.getKey());
                    } catch (NumberFormatException nfe) {
                        throw new IllegalArgumentException("question \"" + id + "\" gave a probability for level \"" + p.getKey() + "\", which was not asked");
                    }
                    if (level < 0 || level >= s.levels().size())
                        throw new IllegalArgumentException("question \"" + id + "\" gave a probability for level " + level + ", which was not asked");
                    probs.put(p.getKey(), probability(id, p.getValue()));
                }
                JsonNode sc = a.get("score");
                if (sc == null || !sc.isNumber() || sc.asDouble() < 0 || sc.asDouble() > s.levels().size() - 1)
                    throw new IllegalArgumentException("question \"" + id + "\" has a score outside its levels");
                double confidence = a.has("confidence") ? probability(id, a.get("confidence")) : 1.0;
                return new Answer.ScoreAnswer(sc.asDouble(), probs, confidence);
        }
        throw new IllegalStateException("unknown question type " + q);
    }

    private static double probability(String id, JsonNode v) {
        if (v == null || !v.isNumber()) throw new IllegalArgumentException("question \"" + id + "\" has a probability that is not a number");
        double p = v.asDouble();
        if (Double.isNaN(p) || p < 0 || p > 1) throw new IllegalArgumentException("question \"" + id + "\" has a probability outside 0–1: " + p);
        return p;
    }

    private static IllegalArgumentException wrong(String id, String wanted, String got) {
        return new IllegalArgumentException("question \"" + id + "\" wanted " + wanted + " but got type \"" + got + "\"");
    }

    private static DecisionException invalid(String message) {
        return new DecisionException(DecisionException.Code.INVALID_REQUEST, message);
    }

    /** UTF-8 text of a JSON node, for logs and the journal. */
    public static String text(JsonNode n) {
        try {
            return JSON.writeValueAsString(n);
        } catch (JsonProcessingException e) {
            return String.valueOf(n);
        }
    }

    static byte[] utf8(String s) { return s.getBytes(StandardCharsets.UTF_8); }
}
