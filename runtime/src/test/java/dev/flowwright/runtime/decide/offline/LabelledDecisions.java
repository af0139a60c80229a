package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.decide.Ask;
import dev.flowwright.runtime.decide.DecisionRequest;
import dev.flowwright.runtime.decide.Instructions;
import dev.flowwright.runtime.decide.NoneOption;
import dev.flowwright.runtime.decide.Question;
import dev.flowwright.runtime.decide.WireFormat;
import dev.flowwright.runtime.screen.ChangeNote;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.StateText;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The labelled decision set ({@code src/test/resources/decisions}): each page's cases turned into the
 * requests the runtime would send — the page read into a {@link Screen}, rendered by {@link StateText}
 * (the state) and {@link StateText#describe} (each option), a {@code target} or
 * {@code slot} Choice over the page's candidates, a {@code done} or {@code blocked} yes/no.
 */
final class LabelledDecisions {
    private static final Set<String> NOT_CANDIDATES = Set.of("heading", "text", "statictext", "paragraph");

    enum Kind { GROUND, SLOT, DONE, BLOCKED }

    /** The answer of a case where nothing should be chosen. */
    static final String NONE = "none";

    /**
     * One labelled decision: the request, and the right option key (choices) or the true answer (yes/no).
     * A grounding case also carries {@code asSent}: the same question with its options written the way
     * grounding really sends them (the element line and its place), where {@code request} describes them.
     */
    record Case(String page, Kind kind, String step, DecisionRequest request, String rightKey, boolean label, DecisionRequest asSent) {
        Case(String page, Kind kind, String step, DecisionRequest request, String rightKey, boolean label) {
            this(page, kind, step, request, rightKey, label, null);
        }
    }

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
        // "none": nothing on the page is it, or look-alikes nobody could tell apart — the right answer is to abstain
        boolean none = NONE.equals(answer);
        if (!none && !elements.contains(answer)) throw new IllegalArgumentException(page + ": the answer is not an element of the page: " + answer);
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> lines = new LinkedHashMap<>();
        String right = null;
        int k = 1;
        for (String line : elements) {
            Candidate c = Candidate.line(line);
            boolean field = c.isTextField() || "spinbutton".equals(c.role());
            if (fields ? !field : NOT_CANDIDATES.contains(c.role())) continue;
            String key = Integer.toString(k++);
            options.put(key, describe(c));
            lines.put(key, StateText.optionLine(element(c, 0), null));
            if (line.equals(answer)) right = key;
        }
        ObjectNode ins = kind == Kind.SLOT
                ? Instructions.of(Ask.SLOT, "Which field should hold this slot?", null)
                : Instructions.of(Ask.TARGET, "Which control should be clicked to accomplish the step?", goal);
        if (kind == Kind.SLOT) ins.put("slot", goal);
        NoneOption.require(ins);
        options.put("none", NoneOption.DESCRIPTION);
        lines.put("none", NoneOption.DESCRIPTION);
        if (none) right = NONE;
        String id = kind == Kind.SLOT ? "slot_0" : "target";
        return new Case(page, kind, goal, new DecisionRequest(null, state, Map.of(id, new Question.Choice(ins, options))), right, false,
                new DecisionRequest(null, state, Map.of(id, new Question.Choice(ins, lines))));
    }

    /** An option the way grounding describes a candidate: the screen package's {@code describe}. */
    static String describe(Candidate c) {
        return WireFormat.text(StateText.describe(element(c, 0)));
    }

    /** A fixture's element line as the {@link Element} a surface would have read. */
    static Element element(Candidate c, int index) {
        Set<ElementState> states = EnumSet.noneOf(ElementState.class);
        for (String w : c.states()) states.add(ElementState.valueOf(w.toUpperCase(Locale.ROOT)));
        Set<ElementAction> actions = c.isTextField() ? EnumSet.of(ElementAction.CLICK, ElementAction.SET_VALUE, ElementAction.TYPE_TEXT)
                : EnumSet.of(ElementAction.CLICK);
        List<String> path = c.where().isEmpty() ? List.of() : List.of(c.where());
        return new Element("e" + index, c.role(), c.name(), "", c.value().isEmpty() ? null : c.value(), states, actions, null, path, Map.of());
    }

    /** The page as a {@link Screen}. */
    static Screen screen(JsonNode p) {
        List<Element> elements = new ArrayList<>();
        int i = 0;
        for (String line : strings(p.path("elements"))) elements.add(element(Candidate.line(line), i++));
        SurfaceKind surface = SurfaceKind.valueOf(p.path("surface").asText("window").toUpperCase(Locale.ROOT));
        return new Screen("browser", p.path("window").asText(), null, surface, elements, strings(p.path("text")), List.of());
    }

    /** The state exactly as the screen package renders it for this step (with {@code since}, what the step changed). */
    static ObjectNode state(JsonNode p, String step) {
        return StateText.render(screen(p), StateText.Options.forStep(step).withRecentActions(strings(p.path("recent")))
                .withSinceStepBegan(since(p.get("since"))));
    }

    /** A page's {@code since}: what the step's own actions changed since it began, part by part. */
    static ChangeNote.Change since(JsonNode n) {
        if (n == null || !n.isObject()) return null;
        return new ChangeNote.Change(n.hasNonNull("window_now") ? n.get("window_now").asText() : null,
                n.hasNonNull("surface_now") ? n.get("surface_now").asText() : null,
                strings(n.path("appeared")), strings(n.path("gone")), strings(n.path("changed")),
                strings(n.path("text_appeared")), strings(n.path("text_gone")), n.has("text_appeared") || n.has("text_gone"));
    }

    private static List<String> strings(JsonNode a) {
        List<String> out = new ArrayList<>();
        a.forEach(x -> out.add(x.asText()));
        return out;
    }
}
