package dev.flowwright.runtime.screen;

import dev.flowwright.runtime.reading.StepWords;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.flowwright.runtime.Thresholds;
import dev.flowwright.runtime.flow.Secrets;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Renders a screen into the compact state a decision request carries (docs/deciders.md#what-is-sent): short element
 * lines ({@code link "Donate"}), a census of roles, the labels sharing words with the step, the recent actions.
 * Everything read from the screen sits under {@value #UNTRUSTED}: the model is told that screen text is data, never
 * instructions. Every string passes through {@link Secrets#mask}, so a page echoing a secret value shows
 * {@code ${name}}, and a field a secret was typed into (or a password field) shows its mask whatever it holds
 * ({@link MaskedScreen}).
 */
public final class StateText {
    private StateText() {}

    public static final String UNTRUSTED = "untrusted_accessibility_data";
    /** The object-replacement character a rich-text field reports in place of its embedded content. */
    public static final char OBJECT_REPLACEMENT = '\uFFFC';

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final Secrets NO_SECRETS = new Secrets();

    /** States worth a word in an element line; editable/multiline are implied by the role. */
    private static final ElementState[] LINE_STATES = {
            ElementState.FOCUSED, ElementState.SELECTED, ElementState.CHECKED, ElementState.DISABLED,
            ElementState.EXPANDED, ElementState.COLLAPSED, ElementState.COVERED, ElementState.OFFSCREEN,
            ElementState.READONLY, ElementState.REQUIRED, ElementState.INVALID};

    private static final Set<String> TEXT_ROLES = Set.of(
            "textbox", "searchbox", "combobox", "textarea", "spinbutton", "entry", "text", "password text",
            "document", "terminal", "editbar");

    /**
     * What a state is rendered for: the step, the run's recent history, whether field contents are
     * wanted ({@code include_values}), values earlier runs collected, the run's secrets, and what the
     * step's own actions have changed since it began (null before it acted).
     */
    public record Options(String step, List<String> recentActions, boolean includeValues,
                          Map<String, String> alreadyCollected, Secrets secrets, ChangeNote.Change sinceStepBegan) {
        public Options {
            step = step == null ? "" : step;
            recentActions = recentActions == null ? List.of() : List.copyOf(recentActions);
            alreadyCollected = alreadyCollected == null ? Map.of() : new LinkedHashMap<>(alreadyCollected);
            secrets = secrets == null ? NO_SECRETS : secrets;
        }

        public static Options forStep(String step) { return new Options(step, List.of(), false, Map.of(), null, null); }

        public Options withRecentActions(List<String> actions) { return new Options(step, actions, includeValues, alreadyCollected, secrets, sinceStepBegan); }

        public Options withValues(boolean include) { return new Options(step, recentActions, include, alreadyCollected, secrets, sinceStepBegan); }

        public Options withCollected(Map<String, String> collected) { return new Options(step, recentActions, includeValues, collected, secrets, sinceStepBegan); }

        public Options withSecrets(Secrets s) { return new Options(step, recentActions, includeValues, alreadyCollected, s, sinceStepBegan); }

        public Options withSinceStepBegan(ChangeNote.Change change) { return new Options(step, recentActions, includeValues, alreadyCollected, secrets, change); }
    }

    /**
     * {@code {app, window, surface, current_step, visible_text, elements, census, step_labels,
     * recent_actions, since_step_began?, field_contents?, already_collected?}}.
     */
    public static ObjectNode render(Screen screen, Options options) {
        Secrets secrets = options.secrets();
        Set<String> stepWords = StepWords.of(options.step());
        ObjectNode state = JSON.objectNode();
        state.put("app", secrets.mask(screen.app()));
        state.put("window", secrets.mask(screen.window()));
        state.put("surface", screen.surface().word());
        state.put("current_step", secrets.mask(options.step()));
        state.set("visible_text", untrusted(visibleText(screen.context(), stepWords, secrets)));
        int[] shared = sharedWords(screen.elements(), stepWords); // once: both parts below rank by it
        state.set("elements", untrusted(elementLines(screen.elements(), shared, secrets)));
        state.set("census", census(screen.elements()));
        state.set("step_labels", untrusted(stepLabels(screen.elements(), shared, secrets)));
        state.set("recent_actions", recentActions(options.recentActions(), secrets));
        if (options.sinceStepBegan() != null) state.set("since_step_began", untrusted(sinceStepBegan(options.sinceStepBegan(), secrets)));
        if (options.includeValues()) state.set("field_contents", untrusted(fieldContents(screen, secrets)));
        if (!options.alreadyCollected().isEmpty()) state.set("already_collected", collected(options.alreadyCollected(), secrets));
        return state;
    }

    /** {@code label [in near] [= "value≤80"] [states]}, e.g. {@code textbox "From" = "Ist" focused}. */
    public static String elementLine(Element e) {
        StringBuilder line = new StringBuilder(48);
        appendLine(line, e, null);
        return line.toString();
    }

    /** {@link #elementLine(Element)} with secret values masked (the value before it is cut). */
    public static String elementLine(Element e, Secrets secrets) {
        StringBuilder line = new StringBuilder(48);
        appendLine(line, e, secrets);
        return secrets == null ? line.toString() : secrets.mask(line.toString());
    }

    /** One option as grounding offers it: the element line, then where it sits ({@code (in region "Messages" > list …)}). */
    public static String optionLine(Element e, Secrets secrets) {
        String line = elementLine(e, secrets);
        String where = where(e);
        if (where.isEmpty()) return line;
        String place = " (in " + where + ")";
        return line + (secrets == null ? place : secrets.mask(place));
    }

    /** The path, then the repeated item the element sits in ({@code item "Gisela Suscipit…"}), or "" at the top level. */
    static String where(Element e) {
        String item = e.item();
        String path = String.join(" > ", e.path());
        if (item == null || item.isBlank()) return path;
        String itemEntry = "item \"" + item + "\"";
        return path.isEmpty() ? itemEntry : path + " > " + itemEntry;
    }

    /**
     * One grounding option: {@code {untrusted_accessibility_data: {what, where, supports, holds?,
     * state?, near?, bounds?}}}. Bounds only when nothing else tells the element apart.
     */
    public static ObjectNode describe(Element e, Secrets secrets) {
        Secrets s = secrets == null ? NO_SECRETS : secrets;
        ObjectNode d = JSON.objectNode();
        d.put("what", s.mask(e.label()));
        String where = where(e);
        d.put("where", s.mask(where.isEmpty() ? "top level" : where));
        List<String> supports = new ArrayList<>();
        for (ElementAction a : ElementAction.values()) if (e.can(a)) supports.add(a.word());
        d.put("supports", supports.isEmpty() ? "nothing" : String.join(", ", supports));
        boolean holds = e.value() != null && !e.value().isEmpty();
        if (holds) d.put("holds", cut(MaskedScreen.value(e, s), Thresholds.MAX_HOLDS_CHARS));
        String states = stateWords(e);
        if (!states.isEmpty()) d.put("state", states);
        String near = e.isNamed() ? null : near(e, s);
        if (near != null) d.put("near", near);
        boolean identified = e.isNamed() || !e.description().isBlank() || holds || near != null;
        if (!identified && e.bounds() != null) {
            var b = e.bounds();
            d.put("bounds", Math.round(b.x()) + "," + Math.round(b.y()) + " " + Math.round(b.width()) + "x" + Math.round(b.height()));
        }
        return untrusted(d);
    }

    public static ObjectNode describe(Element e) { return describe(e, null); }

    /** True when at least the first two words of the element's name appear, in order and adjacent, in the goal. */
    public static boolean exactNamedMatch(String goal, Element e) {
        List<String> name = StepWords.sequence(e.name());
        if (name.size() < 2) return false;
        List<String> words = StepWords.sequence(goal);
        for (int i = 0; i + 1 < words.size(); i++) {
            if (words.get(i).equals(name.get(0)) && words.get(i + 1).equals(name.get(1))) return true;
        }
        return false;
    }

    /** Roles by count, most common first: {@code {link: 42, button: 8}}. */
    public static ObjectNode census(List<Element> elements) {
        Map<String, Integer> counts = new HashMap<>();
        for (Element e : elements) counts.merge(e.role().isEmpty() ? "unknown" : e.role(), 1, Integer::sum);
        ObjectNode census = JSON.objectNode();
        counts.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(en -> census.put(en.getKey(), en.getValue()));
        return census;
    }

    /** Distinct labels sharing words with the step, most shared words first, then document order. */
    public static List<String> stepLabels(List<Element> elements, Set<String> stepWords, Secrets secrets) {
        return stepLabels(elements, sharedWords(elements, stepWords), secrets);
    }

    private static List<String> stepLabels(List<Element> elements, int[] shared, Secrets secrets) {
        Map<String, Integer> best = new LinkedHashMap<>();
        for (int i = 0; i < shared.length; i++) {
            if (shared[i] > 0) best.merge(elements.get(i).label(), shared[i], Math::max);
        }
        if (best.isEmpty()) return List.of();
        return best.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()) // stable: ties keep document order
                .limit(Thresholds.MAX_STEP_LABELS)
                .map(en -> cut(mask(secrets, en.getKey()), Thresholds.MAX_LINE_NAME_CHARS + 24))
                .toList();
    }

    // ---- the parts ----

    /**
     * At most {@link Thresholds#MAX_VISIBLE_TEXT_LINES} lines in reading order; when there are more,
     * lines sharing words with the step are kept first (a "verify" about results far down the page
     * needs the results), then the earliest.
     */
    private static List<String> visibleText(List<String> context, Set<String> stepWords, Secrets secrets) {
        int max = Thresholds.MAX_VISIBLE_TEXT_LINES;
        int[] kept;
        if (context.size() <= max) {
            kept = allIndexes(context.size());
        } else {
            long[] keys = new long[context.size()];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = ((long) (StepWords.overlap(stepWords, context.get(i)) > 0 ? 0 : 1) << 32) | i;
            }
            Arrays.sort(keys);
            kept = new int[max];
            for (int i = 0; i < max; i++) kept[i] = (int) keys[i];
            Arrays.sort(kept);
        }
        List<String> lines = new ArrayList<>(kept.length + 1);
        for (int i : kept) lines.add(cut(secrets.mask(context.get(i)), Thresholds.MAX_TEXT_LINE_CHARS));
        if (context.size() > kept.length) lines.add("(+" + (context.size() - kept.length) + " more lines)");
        return lines;
    }

    /**
     * At most {@link Thresholds#MAX_STATE_ELEMENTS} lines, in document order. When there are more
     * elements, the kept ones are chosen by rank: interactive first, then those sharing words with the
     * step, then focused or selected ones, then document order.
     */
    static List<String> elementLines(List<Element> elements, int[] shared, Secrets secrets) {
        int max = Thresholds.MAX_STATE_ELEMENTS;
        int[] kept = elements.size() <= max ? allIndexes(elements.size()) : mostUseful(elements, shared, max);
        List<String> lines = new ArrayList<>(kept.length + 1);
        StringBuilder line = new StringBuilder(64);
        for (int i : kept) {
            line.setLength(0);
            appendLine(line, elements.get(i), secrets);
            lines.add(secrets.mask(line.toString()));
        }
        if (elements.size() > kept.length) lines.add("(+" + (elements.size() - kept.length) + " more elements)");
        return lines;
    }

    /** Per element, how many of the step's words its name (or description) shares. */
    private static int[] sharedWords(List<Element> elements, Set<String> stepWords) {
        int[] shared = new int[elements.size()];
        if (stepWords.isEmpty()) return shared;
        for (int i = 0; i < shared.length; i++) {
            Element e = elements.get(i);
            shared[i] = StepWords.overlap(stepWords, e.isNamed() ? e.name() : e.description());
        }
        return shared;
    }

    private static int[] mostUseful(List<Element> elements, int[] shared, int max) {
        long[] keys = new long[elements.size()];
        for (int i = 0; i < keys.length; i++) {
            Element e = elements.get(i);
            int rank = (isInteractive(e) ? 0 : 4)
                    + (shared[i] > 0 ? 0 : 2)
                    + (e.has(ElementState.FOCUSED) || e.has(ElementState.SELECTED) ? 0 : 1);
            keys[i] = ((long) rank << 32) | i;
        }
        Arrays.sort(keys);
        int[] kept = new int[max];
        for (int i = 0; i < max; i++) kept[i] = (int) keys[i];
        Arrays.sort(kept);
        return kept;
    }

    private static boolean isInteractive(Element e) {
        for (ElementAction a : e.actions()) if (a != ElementAction.SCROLL) return true;
        return false;
    }

    private static List<String> fieldContents(Screen screen, Secrets secrets) {
        List<String> lines = new ArrayList<>();
        for (Element e : screen.elements()) {
            if (lines.size() >= Thresholds.MAX_FIELD_CONTENTS) break;
            if (!isTextField(e) || e.value() == null || e.value().isEmpty()) continue;
            String field = secrets.secretInField(e.role(), e.name(), e.hints());
            String value = field != null ? field
                    : e.value().indexOf(OBJECT_REPLACEMENT) >= 0 ? withEmbeddedText(e, screen.context()) : e.value();
            String label = cut(secrets.mask(e.label()), Thresholds.MAX_LINE_NAME_CHARS);
            lines.add(secrets.mask(label + ": " + cut(secrets.mask(value), Thresholds.MAX_FIELD_CONTENT_CHARS)));
        }
        return lines;
    }

    private static boolean isTextField(Element e) {
        return e.can(ElementAction.SET_VALUE) || e.can(ElementAction.TYPE_TEXT) || TEXT_ROLES.contains(e.role());
    }

    /**
     * A rich-text field reports U+FFFC where its body is; the body is the static text that follows the
     * field — the surface's {@code text} hint when it gathered one, else the context line after the
     * field's own label.
     */
    static String withEmbeddedText(Element e, List<String> context) {
        String following = e.hint("text");
        if (following == null) {
            String own = e.isNamed() ? e.name() : e.description();
            int at = own.isBlank() ? -1 : context.indexOf(own);
            if (at >= 0 && at + 1 < context.size()) following = context.get(at + 1);
        }
        String body = following == null ? "[embedded content]" : following;
        return e.value().replace(String.valueOf(OBJECT_REPLACEMENT), body).strip();
    }

    private static ArrayNode recentActions(List<String> actions, Secrets secrets) {
        ArrayNode out = JSON.arrayNode();
        int from = Math.max(0, actions.size() - Thresholds.RECENT_ACTIONS);
        for (int i = from; i < actions.size(); i++) out.add(secrets.mask(actions.get(i)));
        return out;
    }

    /**
     * What the step's actions changed, part by part, so a judge can weigh the effect (a status line
     * that appeared, the control that went) rather than only the screen as it is now.
     */
    private static ObjectNode sinceStepBegan(ChangeNote.Change c, Secrets secrets) {
        ObjectNode out = JSON.objectNode();
        if (c.windowNow() != null) out.put("window_now", secrets.mask(c.windowNow()));
        if (c.surfaceNow() != null) out.put("surface_now", c.surfaceNow());
        putLines(out, "appeared", c.appeared(), secrets);
        putLines(out, "gone", c.gone(), secrets);
        putLines(out, "changed", c.changed(), secrets);
        putLines(out, "text_appeared", c.textAppeared(), secrets);
        putLines(out, "text_gone", c.textGone(), secrets);
        if (c.nothing()) out.put("note", ChangeNote.NOTHING_CHANGED);
        return out;
    }

    private static void putLines(ObjectNode out, String key, List<String> lines, Secrets secrets) {
        if (lines.isEmpty()) return;
        ArrayNode a = out.putArray(key);
        lines.stream().limit(Thresholds.CHANGE_NOTE_LABELS * 2L).forEach(l -> a.add(cut(secrets.mask(l), Thresholds.MAX_LINE_NAME_CHARS + 24)));
    }

    private static ObjectNode collected(Map<String, String> values, Secrets secrets) {
        ObjectNode out = JSON.objectNode();
        values.entrySet().stream().limit(Thresholds.MAX_COLLECTED).forEach(en ->
                out.put(secrets.mask(en.getKey()), cut(secrets.mask(en.getValue() == null ? "" : en.getValue()), Thresholds.MAX_COLLECTED_CHARS)));
        return out;
    }

    // ---- one line ----

    private static void appendLine(StringBuilder line, Element e, Secrets secrets) {
        line.append(e.role());
        String shown = e.isNamed() ? e.name() : e.description();
        if (!shown.isBlank()) {
            line.append(" \"");
            appendCut(line, mask(secrets, shown), Thresholds.MAX_LINE_NAME_CHARS);
            line.append('"');
        } else {
            String near = near(e, secrets);
            if (near != null) line.append(" in ").append(near);
        }
        if (e.value() != null && !e.value().isEmpty()) {
            line.append(" = \"");
            // Mask before cutting: a cut secret would no longer match its value.
            appendCut(line, secrets == null ? e.value() : MaskedScreen.value(e, secrets), Thresholds.MAX_VALUE_CHARS);
            line.append('"');
        }
        for (ElementState s : LINE_STATES) if (e.has(s)) line.append(' ').append(s.word());
    }

    /** The nearest ancestor with a quoted label ({@code list "Results"}), masked, then cut at 60 characters. */
    static String near(Element e, Secrets secrets) {
        List<String> path = e.path();
        for (int i = path.size() - 1; i >= 0; i--) {
            String p = path.get(i);
            if (p.indexOf('"') >= 0) return cut(mask(secrets, p), Thresholds.MAX_NEAR_CHARS);
        }
        return null;
    }

    private static String stateWords(Element e) {
        StringBuilder out = new StringBuilder();
        for (ElementState s : ElementState.values()) {
            if (!e.has(s)) continue;
            if (out.length() > 0) out.append(", ");
            out.append(s.word());
        }
        return out.toString();
    }

    private static ObjectNode untrusted(List<String> lines) {
        ArrayNode array = JSON.arrayNode(lines.size());
        lines.forEach(array::add);
        return untrusted(array);
    }

    private static ObjectNode untrusted(com.fasterxml.jackson.databind.JsonNode data) {
        ObjectNode wrapper = JSON.objectNode();
        wrapper.set(UNTRUSTED, data);
        return wrapper;
    }

    private static String mask(Secrets secrets, String text) { return secrets == null ? text : secrets.mask(text); }

    private static int[] allIndexes(int n) {
        int[] all = new int[n];
        for (int i = 0; i < n; i++) all[i] = i;
        return all;
    }

    static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 1) + "…";
    }

    private static void appendCut(StringBuilder out, String text, int max) {
        if (text.length() <= max) out.append(text);
        else out.append(text, 0, max - 1).append('…');
    }
}
