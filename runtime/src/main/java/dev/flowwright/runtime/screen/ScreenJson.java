package dev.flowwright.runtime.screen;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A {@link Screen} as JSON and back, losslessly: the journal, cassettes, the studio's time travel and
 * the decision evaluation set all keep screens this way. Absent and null are kept apart where the
 * record keeps them apart (a null value is not an empty one; a null url is not an empty one).
 */
public final class ScreenJson {
    private ScreenJson() {}

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public static ObjectNode toJson(Screen screen) {
        ObjectNode out = JSON.objectNode();
        out.put("app", screen.app());
        out.put("window", screen.window());
        if (screen.url() != null) out.put("url", screen.url());
        out.put("surface", screen.surface().word());
        ArrayNode elements = out.putArray("elements");
        for (Element e : screen.elements()) elements.add(toJson(e));
        strings(out.putArray("context"), screen.context());
        strings(out.putArray("unexplored"), screen.unexplored());
        return out;
    }

    public static ObjectNode toJson(Element e) {
        ObjectNode out = JSON.objectNode();
        out.put("ref", e.ref());
        out.put("role", e.role());
        out.put("name", e.name());
        if (!e.description().isEmpty()) out.put("description", e.description());
        if (e.value() != null) out.put("value", e.value());
        ArrayNode states = out.putArray("states");
        for (ElementState s : ElementState.values()) if (e.has(s)) states.add(s.word());
        ArrayNode actions = out.putArray("actions");
        for (ElementAction a : ElementAction.values()) if (e.can(a)) actions.add(a.word());
        if (e.bounds() != null) {
            ObjectNode b = out.putObject("bounds");
            b.put("x", e.bounds().x()).put("y", e.bounds().y()).put("width", e.bounds().width()).put("height", e.bounds().height());
        }
        strings(out.putArray("path"), e.path());
        if (!e.hints().isEmpty()) {
            ObjectNode hints = out.putObject("hints");
            e.hints().entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(h -> hints.put(h.getKey(), h.getValue()));
        }
        return out;
    }

    public static String write(Screen screen) {
        try {
            return MAPPER.writeValueAsString(toJson(screen));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a screen always serialises", e);
        }
    }

    /** Reads a screen written by {@link #write}; throws {@link IllegalArgumentException} naming the bad field. */
    public static Screen read(String json) {
        try {
            return fromJson(MAPPER.readTree(json));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a screen: " + e.getOriginalMessage(), e);
        }
    }

    public static Screen fromJson(JsonNode node) {
        require(node != null && node.isObject(), "a screen is a JSON object");
        List<Element> elements = new ArrayList<>();
        for (JsonNode e : array(node, "elements")) elements.add(elementFromJson(e));
        return new Screen(
                text(node, "app"), text(node, "window"), text(node, "url"),
                surface(text(node, "surface")),
                elements, strings(array(node, "context")), strings(array(node, "unexplored")));
    }

    public static Element elementFromJson(JsonNode node) {
        require(node != null && node.isObject(), "an element is a JSON object");
        Set<ElementState> states = EnumSet.noneOf(ElementState.class);
        for (JsonNode s : array(node, "states")) states.add(word(ElementState.class, s.asText(), "state"));
        Set<ElementAction> actions = EnumSet.noneOf(ElementAction.class);
        for (JsonNode a : array(node, "actions")) actions.add(word(ElementAction.class, a.asText(), "action"));
        Bounds bounds = null;
        JsonNode b = node.get("bounds");
        if (b != null && !b.isNull()) {
            bounds = new Bounds(b.path("x").asDouble(), b.path("y").asDouble(), b.path("width").asDouble(), b.path("height").asDouble());
        }
        Map<String, String> hints = new LinkedHashMap<>();
        JsonNode h = node.get("hints");
        if (h != null && h.isObject()) h.fields().forEachRemaining(en -> hints.put(en.getKey(), en.getValue().asText()));
        return new Element(text(node, "ref"), text(node, "role"), text(node, "name"), text(node, "description"),
                text(node, "value"), states, actions, bounds, strings(array(node, "path")), hints);
    }

    private static SurfaceKind surface(String word) {
        return word == null ? SurfaceKind.WINDOW : word(SurfaceKind.class, word, "surface");
    }

    private static <E extends Enum<E>> E word(Class<E> type, String word, String what) {
        try {
            return Enum.valueOf(type, word.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown " + what + " \"" + word + "\"");
        }
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v == null || v.isNull() ? null : v.asText();
    }

    private static Iterable<JsonNode> array(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) return List.of();
        require(v.isArray(), "\"" + field + "\" must be an array");
        return v;
    }

    private static List<String> strings(Iterable<JsonNode> nodes) {
        List<String> out = new ArrayList<>();
        for (JsonNode n : nodes) out.add(n.asText());
        return out;
    }

    private static void strings(ArrayNode into, List<String> values) { values.forEach(into::add); }

    private static void require(boolean ok, String message) {
        if (!ok) throw new IllegalArgumentException(message);
    }
}
