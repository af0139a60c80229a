package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;

/**
 * The rendered state a decision carries (see the screen package's state text): window, surface, visible
 * text, element lines, recent actions, field contents — read tolerantly, whether a part is wrapped in
 * {@code untrusted_accessibility_data} or not, a list or one string.
 */
final class StateView {
    final String app;
    final String window;
    final String surface;
    final String step;
    final List<String> text;
    final List<Candidate> elements;
    final List<String> recent;
    final List<String> fields;
    /** What the step's own actions changed since it began; {@link Effect#NONE} before it acted. */
    final Effect effect;

    /** The state's {@code since_step_began}, part by part. */
    record Effect(boolean acted, String windowNow, String surfaceNow, List<String> appeared, List<String> gone,
                  List<String> changed, List<String> textAppeared, List<String> textGone) {
        static final Effect NONE = new Effect(false, null, null, List.of(), List.of(), List.of(), List.of(), List.of());

        static Effect of(JsonNode n) {
            if (n == null || n.isNull() || n.isMissingNode()) return NONE;
            if (n.has("untrusted_accessibility_data")) n = n.get("untrusted_accessibility_data");
            if (!n.isObject()) return NONE;
            String window = n.hasNonNull("window_now") ? n.get("window_now").asText() : null;
            String surface = n.hasNonNull("surface_now") ? n.get("surface_now").asText() : null;
            return new Effect(true, window, surface, lines(n.get("appeared")), lines(n.get("gone")), lines(n.get("changed")),
                    lines(n.get("text_appeared")), lines(n.get("text_gone")));
        }

        /** Whether anything at all changed since the step began. */
        boolean any() {
            return windowNow != null || surfaceNow != null || !appeared.isEmpty() || !gone.isEmpty() || !changed.isEmpty()
                    || !textAppeared.isEmpty() || !textGone.isEmpty();
        }
    }

    StateView(JsonNode state) {
        JsonNode s = state == null ? com.fasterxml.jackson.databind.node.MissingNode.getInstance() : state;
        if (s.isTextual()) {
            app = "";
            window = "";
            surface = "window";
            step = "";
            text = List.of(s.asText().split("\n"));
            elements = List.of();
            recent = List.of();
            fields = List.of();
            effect = Effect.NONE;
            return;
        }
        app = s.path("app").asText("");
        window = s.path("window").asText("");
        surface = s.path("surface").asText("window");
        step = s.path("current_step").asText("");
        text = lines(s.get("visible_text"));
        List<Candidate> es = new ArrayList<>();
        for (String line : lines(s.get("elements"))) if (!line.startsWith("(+")) es.add(Candidate.line(line));
        elements = List.copyOf(es);
        recent = lines(s.get("recent_actions"));
        fields = lines(s.get("field_contents"));
        effect = Effect.of(s.get("since_step_began"));
    }

    private StateView(StateView v, List<String> text) {
        app = v.app;
        window = v.window;
        surface = v.surface;
        step = v.step;
        this.text = List.copyOf(text);
        elements = v.elements;
        recent = v.recent;
        fields = v.fields;
        effect = v.effect;
    }

    /**
     * The view without the lines that restate the step — every word of it — and were on screen before it
     * began: a task page that shows its own task ("Simonne is waiting for the email by Dorothy.") shows
     * nothing about whether it is done. A line the step's own action brought is kept ("You pressed Nam.").
     */
    StateView withoutEcho(String goal) {
        java.util.Set<String> said = new java.util.HashSet<>(Words.of(goal));
        if (said.size() < 3) return this;
        List<String> kept = new ArrayList<>();
        for (String line : text) {
            boolean echo = ScreenJudge.cover(said, line) >= 1 && !effect.textAppeared().contains(line);
            if (!echo) kept.add(line);
        }
        return kept.size() == text.size() ? this : new StateView(this, kept);
    }

    static List<String> lines(JsonNode n) {
        if (n == null || n.isNull() || n.isMissingNode()) return List.of();
        if (n.isObject() && n.has("untrusted_accessibility_data")) n = n.get("untrusted_accessibility_data");
        List<String> out = new ArrayList<>();
        if (n.isArray()) n.forEach(x -> out.add(x.isTextual() ? x.asText() : x.toString()));
        else if (n.isTextual()) for (String l : n.asText().split("\n")) out.add(l);
        else if (n.isObject()) n.fields().forEachRemaining(e -> out.add(e.getKey() + ": " + e.getValue().asText()));
        return out;
    }

    /** Everything the page shows as text (not the fields' contents): title, text lines, element names. */
    String shownText() {
        StringBuilder b = new StringBuilder(window).append('\n');
        text.forEach(t -> b.append(t).append('\n'));
        return b.toString();
    }

    boolean frontIsLayer() { return !surface.isEmpty() && !"window".equals(surface); }
}
