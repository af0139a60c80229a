package dev.flowwright.surfaces.browser;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.microsoft.playwright.ElementHandle;
import com.microsoft.playwright.Frame;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.PlaywrightException;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.screen.Bounds;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.ElementState;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Reads a page into one {@link Screen}: one evaluate of the look script per frame (same-origin and
 * cross-origin iframes alike, each reached through its own {@link Frame}), child frames spliced in
 * where their iframe sits, boxes shifted into page coordinates by each frame's offset, refs minted
 * fresh ("e1"…) and kept for this look only.
 */
final class PageReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** One finished look: the screen and what each of its refs points at. */
    record Look(Screen screen, Map<String, FrameTarget> targets) {}

    private record Raw(JsonNode node, Frame frame, String token, List<String> framePath, List<String> frameChain) {}

    private int looks;

    Look read(Page page) {
        String token = "look-" + (++looks) + "-" + System.nanoTime();
        Frame main = page.mainFrame();
        JsonNode top = evaluateLook(main, token, 0, 0, 0, 0, true);
        double scrollX = top.path("scrollX").asDouble(), scrollY = top.path("scrollY").asDouble();
        double mainWidth = top.path("vw").asDouble(), mainHeight = top.path("vh").asDouble();

        List<Raw> ordered = new ArrayList<>();
        List<String> context = new ArrayList<>();
        collect(main, top, token, 0, 0, mainWidth, mainHeight, List.of(), List.of(), ordered, context);

        Map<String, FrameTarget> targets = new LinkedHashMap<>();
        List<Element> elements = new ArrayList<>(ordered.size());
        int n = 0;
        for (Raw raw : ordered) {
            String ref = "e" + (++n);
            Element element = toElement(ref, raw, scrollX, scrollY);
            elements.add(element);
            targets.put(ref, new FrameTarget(raw.frame(), raw.node().path("i").asInt(), raw.token(), element));
        }
        SurfaceKind kind = surfaceKind(top.path("surface").asText("window"));
        Screen screen = new Screen("browser", top.path("title").asText(""), page.url(), kind, elements, context, List.of());
        return new Look(screen, targets);
    }

    /** This frame's elements in document order, each child frame's elements where its iframe sits. */
    private void collect(Frame frame, JsonNode node, String token, double offX, double offY, double mainWidth,
                         double mainHeight, List<String> framePath, List<String> frameChain,
                         List<Raw> out, List<String> context) {
        node.path("context").forEach(c -> context.add(c.asText()));
        Map<Integer, List<Raw>> childrenAt = new LinkedHashMap<>();
        Map<Integer, Integer> markerAt = new LinkedHashMap<>();
        for (JsonNode marker : node.path("frames")) markerAt.put(marker.path("index").asInt(), marker.path("at").asInt());
        for (Frame child : frame.childFrames()) {
            try {
                JsonNode place = placement(child);
                if (place == null || !place.path("visible").asBoolean(true)) continue;
                int index = place.path("index").asInt(-1);
                Integer at = markerAt.get(index);
                if (at == null) continue;
                double cx = offX + place.path("x").asDouble(), cy = offY + place.path("y").asDouble();
                JsonNode childNode = evaluateLook(child, token, cx, cy, mainWidth, mainHeight, false);
                String title = place.path("title").asText("");
                String frameName = !child.name().isBlank() ? child.name() : child.url();
                List<String> childPath = plus(framePath, title.isBlank() ? "iframe" : "iframe \"" + title + "\"");
                List<String> childChain = plus(frameChain, frameName);
                List<Raw> childRaw = new ArrayList<>();
                List<String> childContext = new ArrayList<>();
                collect(child, childNode, token, cx, cy, mainWidth, mainHeight, childPath, childChain, childRaw, childContext);
                childrenAt.computeIfAbsent(at, k -> new ArrayList<>()).addAll(childRaw);
                context.addAll(childContext);
            } catch (PlaywrightException e) {
                // a frame that detached or navigated during the look is simply not part of it
            }
        }
        JsonNode elements = node.path("elements");
        for (int i = 0; i <= elements.size(); i++) {
            List<Raw> children = childrenAt.get(i);
            if (children != null) out.addAll(children);
            if (i < elements.size()) out.add(new Raw(shift(elements.get(i), offX, offY), frame, token, framePath, frameChain));
        }
    }

    private static JsonNode shift(JsonNode e, double offX, double offY) {
        com.fasterxml.jackson.databind.node.ObjectNode copy = ((com.fasterxml.jackson.databind.node.ObjectNode) e).deepCopy();
        copy.put("x", e.path("x").asDouble() + offX);
        copy.put("y", e.path("y").asDouble() + offY);
        return copy;
    }

    private static List<String> plus(List<String> list, String item) {
        List<String> copy = new ArrayList<>(list);
        copy.add(item);
        return List.copyOf(copy);
    }

    /** Where a child frame's content sits in its parent's viewport; null when it cannot be told. */
    static JsonNode placement(Frame child) {
        ElementHandle frameElement = child.frameElement();
        try {
            return parse((String) frameElement.evaluate(Scripts.FRAME_PLACEMENT));
        } finally {
            frameElement.dispose();
        }
    }

    /** A frame's offset in the main viewport, summed along its chain of parents. */
    static double[] offsetOf(Frame frame) {
        double x = 0, y = 0;
        for (Frame f = frame; f.parentFrame() != null; f = f.parentFrame()) {
            JsonNode place = placement(f);
            x += place.path("x").asDouble();
            y += place.path("y").asDouble();
        }
        return new double[]{x, y};
    }

    private static JsonNode evaluateLook(Frame frame, String token, double offX, double offY,
                                         double mainWidth, double mainHeight, boolean main) {
        Map<String, Object> arg = new LinkedHashMap<>();
        arg.put("token", token);
        arg.put("offsetX", offX);
        arg.put("offsetY", offY);
        arg.put("mainWidth", main ? 1e9 : mainWidth);
        arg.put("mainHeight", main ? 1e9 : mainHeight);
        arg.put("layerCovers", Thresholds.LAYER_COVERS);
        arg.put("main", main);
        return parse((String) frame.evaluate(Scripts.LOOK, arg));
    }

    static JsonNode parse(String json) {
        try {
            return JSON.readTree(json == null ? "null" : json);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Element toElement(String ref, Raw raw, double scrollX, double scrollY) {
        JsonNode e = raw.node();
        Set<ElementState> states = EnumSet.noneOf(ElementState.class);
        e.path("states").forEach(s -> states.add(ElementState.valueOf(s.asText().toUpperCase(Locale.ROOT))));
        Set<ElementAction> actions = EnumSet.noneOf(ElementAction.class);
        e.path("actions").forEach(a -> actions.add(ElementAction.valueOf(a.asText().toUpperCase(Locale.ROOT))));
        Bounds bounds = new Bounds(e.path("x").asDouble() + scrollX, e.path("y").asDouble() + scrollY,
                e.path("w").asDouble(), e.path("h").asDouble());
        List<String> path = new ArrayList<>(raw.framePath());
        e.path("path").forEach(p -> path.add(p.asText()));
        Map<String, String> hints = new LinkedHashMap<>();
        e.path("hints").fields().forEachRemaining(h -> hints.put(h.getKey(), h.getValue().asText()));
        if (!raw.frameChain().isEmpty()) hints.put("frame", String.join(" > ", raw.frameChain()));
        String value = e.path("value").isNull() || e.path("value").isMissingNode() ? null : e.path("value").asText();
        return new Element(ref, e.path("role").asText(), e.path("name").asText(""), e.path("desc").asText(""),
                value, states, actions, bounds, path, hints);
    }

    private static SurfaceKind surfaceKind(String word) {
        return switch (word) {
            case "dialog" -> SurfaceKind.DIALOG;
            case "alert" -> SurfaceKind.ALERT;
            case "sheet" -> SurfaceKind.SHEET;
            case "layer" -> SurfaceKind.LAYER;
            case "popover" -> SurfaceKind.POPOVER;
            default -> SurfaceKind.WINDOW;
        };
    }
}
