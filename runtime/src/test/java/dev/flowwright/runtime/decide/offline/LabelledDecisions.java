package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The labelled decision set ({@code src/test/resources/decisions}): each page's cases turned into the
 * requests the runtime would send — the state as the screen package renders it, a {@code target} or
 * {@code slot} Choice over the page's candidates, a {@code done} or {@code blocked} yes/no.
 */
final class LabelledDecisions {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Set<String> NOT_CANDIDATES = Set.of("heading", "text", "statictext", "paragraph");

    enum Kind { GROUND, SLOT, DONE, BLOCKED }

    /** One labelled decision: the request, and the right option key (choices) or the true answer (yes/no). */
    record Case(String page, Kind kind, String step, DecisionRequest request, String rightKey, boolean label) {}

    /** The set the decider was developed against. */
    static List<Case> load() { return load("/decisions"); }

    /** Pages written after development stopped, never used for tuning. */
    static List<Case> heldOut() { return load("/decisions/heldout"); }

    static List<Case> load(String dir) {
        List<Case> all = new ArrayList<>();
        try (Stream<Path> files = Files.list(Path.of(LabelledDecisions.class.getResource(dir).toURI()))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                try (InputStream in = Files.newInputStream(f)) {
                    all.addAll(cases(f.getFileName().toString().replace(".json", ""), WireFormat.JSON.readTree(in)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        return all;
    }

    private static List<Case> cases(String page, JsonNode p) {
        List<String> elements = strings(p.path("elements"));
        List<Case> out = new ArrayList<>();
        for (JsonNode c : p.path("cases")) {
            if (c.has("ground")) {
                String step = c.get("ground").asText();
                out.add(choice(page, Kind.GROUND, step, state(p, step), elements, c.get("answer").asText(), false));
            } else if (c.has("slot")) {
                String slot = c.get("slot").asText();
                out.add(choice(page, Kind.SLOT, slot, state(p, "enter " + slot), elements, c.get("answer").asText(), true));
            } else if (c.has("done")) {
                String step = c.get("done").asText();
                Question q = new Question.Noul(Instructions.of(Ask.DONE, "Does the screen show the step accomplished?", step));
                out.add(new Case(page, Kind.DONE, step, new DecisionRequest(null, state(p, step), Map.of("done", q)), null, c.get("label").asBoolean()));
            } else if (c.has("blocked")) {
                String step = c.get("blocked").asText();
                Question q = new Question.Noul(Instructions.of(Ask.BLOCKED, "Is something on the screen in the way of the step?", step));
                out.add(new Case(page, Kind.BLOCKED, step, new DecisionRequest(null, state(p, step), Map.of("blocked", q)), null, c.get("label").asBoolean()));
            } else {
                throw new IllegalArgumentException(page + ": a case needs ground, slot, done or blocked: " + c);
            }
        }
        return out;
    }

    private static Case choice(String page, Kind kind, String goal, ObjectNode state, List<String> elements, String answer, boolean fields) {
        if (!elements.contains(answer)) throw new IllegalArgumentException(page + ": the answer is not an element of the page: " + answer);
        Map<String, String> options = new LinkedHashMap<>();
        String right = null;
        int k = 1;
        for (String line : elements) {
            Candidate c = Candidate.line(line);
            boolean field = c.isTextField() || "spinbutton".equals(c.role());
            if (fields ? !field : NOT_CANDIDATES.contains(c.role())) continue;
            String key = Integer.toString(k++);
            options.put(key, describe(c));
            if (line.equals(answer)) right = key;
        }
        ObjectNode ins = kind == Kind.SLOT
                ? Instructions.of(Ask.SLOT, "Which field should hold this slot?", null)
                : Instructions.of(Ask.TARGET, "Which control should be clicked to accomplish the step?", goal);
        if (kind == Kind.SLOT) ins.put("slot", goal);
        NoneOption.require(ins);
        options.put("none", NoneOption.DESCRIPTION);
        String id = kind == Kind.SLOT ? "slot_0" : "target";
        return new Case(page, kind, goal, new DecisionRequest(null, state, Map.of(id, new Question.Choice(ins, options))), right, false);
    }

    /** An option the way grounding describes a candidate: {@code {untrusted_accessibility_data: {what, where, holds?, state?}}}. */
    static String describe(Candidate c) {
        ObjectNode d = NODES.objectNode();
        d.put("what", c.name().isEmpty() ? c.role() : c.role() + " \"" + c.name() + "\"");
        d.put("where", c.where().isEmpty() ? "top level" : c.where());
        if (!c.value().isEmpty()) d.put("holds", c.value());
        if (!c.states().isEmpty()) d.put("state", String.join(", ", c.states().stream().sorted().toList()));
        ObjectNode w = NODES.objectNode();
        w.set("untrusted_accessibility_data", d);
        return WireFormat.text(w);
    }

    /** The state the screen package renders: app, window, surface, step, text, element lines, census, step labels, history. */
    static ObjectNode state(JsonNode p, String step) {
        ObjectNode s = NODES.objectNode();
        s.put("app", "browser");
        s.put("window", p.path("window").asText());
        s.put("surface", p.path("surface").asText("window"));
        s.put("current_step", step);
        s.putObject("visible_text").set("untrusted_accessibility_data", p.path("text").deepCopy());
        s.putObject("elements").set("untrusted_accessibility_data", p.path("elements").deepCopy());
        Map<String, Integer> census = new HashMap<>();
        List<String> labels = new ArrayList<>();
        Set<String> stepWords = Set.copyOf(Words.plain(step));
        for (String line : strings(p.path("elements"))) {
            Candidate c = Candidate.line(line);
            census.merge(c.role().isEmpty() ? "unknown" : c.role(), 1, Integer::sum);
            if (Words.plain(c.name()).stream().anyMatch(w -> w.length() > 2 && stepWords.contains(w))) labels.add(c.name().isEmpty() ? c.role() : c.role() + " \"" + c.name() + "\"");
        }
        ObjectNode cs = s.putObject("census");
        census.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> cs.put(e.getKey(), e.getValue()));
        ArrayNode sl = s.putObject("step_labels").putArray("untrusted_accessibility_data");
        labels.stream().limit(12).forEach(sl::add);
        ArrayNode recent = s.putArray("recent_actions");
        p.path("recent").forEach(recent::add);
        return s;
    }

    private static List<String> strings(JsonNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(x -> out.add(x.asText()));
        return out;
    }
}
