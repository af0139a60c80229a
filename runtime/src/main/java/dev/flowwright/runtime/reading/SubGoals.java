package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A compound step read as ordered sub-goals (docs/how-a-run-works.md#the-do-loop, "Compound steps"): "Select A, B and
 * click Submit" is "Select A, B" then "click Submit"; "Enter X into the text field and
 * press Submit", "Expand the section below, then click submit" likewise. A step splits only where a new
 * action verb ({@link ActionVerbs}) starts after "and", "then", a comma, a semicolon or a full stop, so
 * "search for salt and pepper" stays one goal and "Select A, B" stays one list of targets for one verb.
 * Quoted text never splits, and a capitalised verb after "and" or a comma is a name ("Select Save and
 * Open"), not a new action.
 */
public final class SubGoals {
    private SubGoals() {}

    /** A separator, then the word that follows it. */
    private static final Pattern BOUNDARY = Pattern.compile(
            "(\\s*;\\s*|\\.\\s+|,?\\s+and\\s+then\\s+|,?\\s+then\\s+|,\\s*and\\s+|\\s+and\\s+|,\\s*)([A-Za-z]+)");
    private static final Pattern LEADING = Pattern.compile("^(?:\\s|,|;|and\\b|then\\b)+", Pattern.CASE_INSENSITIVE);
    private static final Pattern TRAILING = Pattern.compile("[\\s,;.]+$");
    private static final Map<Character, Character> QUOTES = Map.of('\'', '\'', '"', '"', '‘', '’', '“', '”', '`', '`');

    /** The step's sub-goals in order; one element (the step, trimmed) when it is not compound. */
    public static List<String> of(String step) {
        if (step == null || step.isBlank()) return List.of(step == null ? "" : step.strip());
        String masked = withoutQuotes(step);
        List<String> parts = new ArrayList<>();
        int start = 0;
        Matcher m = BOUNDARY.matcher(masked);
        while (m.find()) {
            String separator = m.group(1);
            String word = m.group(2);
            if (!ActionVerbs.startsASubGoal(word)) continue;
            boolean strong = separator.contains(";") || separator.contains(".") || separator.contains("then");
            if (!strong && Character.isUpperCase(word.charAt(0))) continue;
            String part = clean(step.substring(start, m.start()));
            if (part.isEmpty()) continue;
            parts.add(part);
            start = m.start(2);
        }
        String last = clean(step.substring(start));
        if (!last.isEmpty()) parts.add(last);
        parts = withScopes(parts);
        parts = withoutMeans(parts);
        parts = withReadValues(parts);
        if (parts.size() >= 2) parts = withReferents(parts);
        if (parts.size() < 2) return List.of(parts.isEmpty() ? step.strip() : parts.get(0));
        return List.copyOf(parts);
    }

    /** "For the user @x", "In the Billing section", "Into the search box", "As report.ods": where or how the next part acts, not an action. */
    private static final Pattern SCOPE = Pattern.compile("^(?:for|in|into|on|onto|to|from|with|using|within|inside|under|as)\\b.*$", Pattern.CASE_INSENSITIVE);

    /**
     * "For the user @dolores, click on the "Like" button": a part that only says where or for whom is the
     * scope of the part after it, and stays with it — alone it names nothing to do.
     */
    static List<String> withScopes(List<String> parts) {
        List<String> out = new ArrayList<>();
        String carried = null;
        for (int i = 0; i < parts.size(); i++) {
            String part = carried == null ? parts.get(i) : carried + ", " + parts.get(i);
            carried = null;
            if (i + 1 < parts.size() && SCOPE.matcher(parts.get(i)).matches() && !ActionVerbs.startsASubGoal(parts.get(i).split("\\s+")[0])) {
                carried = part;
                continue;
            }
            out.add(part);
        }
        return out;
    }

    /** "…, to find", "… in order to locate": a purpose that the next sub-goal states, not a goal. */
    private static final Pattern TO_FIND = Pattern.compile(
            "[\\s,]+(?:in\\s+order\\s+)?to\\s+(?:find|locate|look\\s+for|see|reach|get\\s+to)$", Pattern.CASE_INSENSITIVE);
    /** "find", "then locate": a looking verb with nothing to look for. */
    private static final Pattern BARE_LOOK = Pattern.compile(
            "^(?:find|locate|look|look\\s+for|search|search\\s+for)$", Pattern.CASE_INSENSITIVE);
    /** "Navigate through the file tree", "Switch between the tabs": how to look, with nothing to act on. */
    private static final Pattern LOOKING_AROUND = Pattern.compile(
            "^(?:navigate|browse|look|search|go|switch|move|page|scroll)\\s+(?:through|between|around|across|among)\\b.*$",
            Pattern.CASE_INSENSITIVE);

    /**
     * The sub-goals without the parts that only say how to look for the next one ("Navigate through the
     * file tree. Find and click on the folder named X", "Switch between the tabs to find and click on the
     * link X", "Click Menu, and then find and click on Save"): such a part has no target of its own, so as a
     * goal it could only fail or be pressed at random. The target the next part names is what the step
     * looks for. A part like that as the last part stays: nothing after it says what to do.
     */
    static List<String> withoutMeans(List<String> parts) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            String part = parts.get(i);
            boolean followed = i + 1 < parts.size();
            String trimmed = TO_FIND.matcher(part).replaceFirst("").strip();
            if (followed && !trimmed.equals(part)) {
                if (trimmed.isEmpty() || LOOKING_AROUND.matcher(trimmed).matches()) continue;
                part = trimmed;
            }
            if (followed && (BARE_LOOK.matcher(part).matches() || LOOKING_AROUND.matcher(part).matches())) continue;
            out.add(part);
        }
        return out;
    }

    /** "Find the 2nd word in the paragraph", "note the order number": looking for a text on screen. */
    private static final Pattern FINDS_A_TEXT = Pattern.compile(
            "^(?:find|locate|look\\s+for|read|note|remember|get)\\s+(?<text>(?:the|that|this)\\s+(?:[\\p{L}\\p{N}-]+\\s+){0,2}?"
                    + "(?:word|text|value|number|code|name|answer|result)\\b.*)$", Pattern.CASE_INSENSITIVE);
    /** "type that into the textbox", "enter it in the search box": typing what the part before found. */
    private static final Pattern TYPES_IT = Pattern.compile(
            "^(?<verb>type|enter|write|put|input|paste|fill\\s+in)\\s+(?:that|it|this)\\b(?<rest>.*)$", Pattern.CASE_INSENSITIVE);

    /**
     * "Find the 2nd word in the paragraph, type that into the textbox": the finding is how the typing gets
     * its text, not a goal with a target of its own — one sub-goal, "type the 2nd word in the paragraph into
     * the textbox", which the enter step reads off the screen (or fails honestly when it cannot).
     */
    static List<String> withReadValues(List<String> parts) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Matcher found = FINDS_A_TEXT.matcher(parts.get(i));
            Matcher typed = i + 1 < parts.size() ? TYPES_IT.matcher(parts.get(i + 1)) : null;
            if (found.matches() && typed != null && typed.matches()) {
                out.add(typed.group("verb") + " " + found.group("text").strip() + typed.group("rest"));
                i++;
                continue;
            }
            out.add(parts.get(i));
        }
        return out;
    }

    /** A verb that picks out a thing, then the thing: "Find the email by Melitta", "open the Q3 report". */
    private static final Pattern PICKS_OUT = Pattern.compile(
            "^(?:find|locate|open|select|choose|pick|click\\s+on|click|look\\s+for|search\\s+for)\\s+(?<thing>\\S.*)$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern PRONOUN = Pattern.compile("\\b(?:it|them)\\b", Pattern.CASE_INSENSITIVE);

    /**
     * "Find Melinda's email and delete it": a later sub-goal's "it" or "them" is the thing the sub-goal
     * before it picked out, so each sub-goal says by itself what it acts on ("delete Melinda's email") — a
     * sub-goal is judged on its own, and "delete it" names nothing a screen could show gone.
     */
    static List<String> withReferents(List<String> parts) {
        List<String> out = new ArrayList<>(parts);
        for (int i = 1; i < out.size(); i++) {
            Matcher before = PICKS_OUT.matcher(out.get(i - 1));
            if (!before.matches()) continue;
            String thing = before.group("thing").strip();
            if (PRONOUN.matcher(withoutQuotes(thing)).find()) continue;
            String part = out.get(i);
            Matcher pronoun = PRONOUN.matcher(withoutQuotes(part));
            if (pronoun.find()) out.set(i, part.substring(0, pronoun.start()) + thing + part.substring(pronoun.end()));
        }
        return out;
    }

    private static String clean(String part) {
        String p = LEADING.matcher(part).replaceFirst("");
        return TRAILING.matcher(p).replaceFirst("").strip();
    }

    /**
     * The step with quoted parts blanked (same length), so "type 'salt and pepper; then more'" is not
     * read as two actions. A quote opens only at the start or after a space. The blank is {@code _}, not a
     * space: a space would run into the separator after the quote ("enter "Jerald" and press Search"
     * would split before the quote and lose it).
     */
    public static String withoutQuotes(String s) {
        StringBuilder out = new StringBuilder(s.length());
        Character close = null;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (close != null) {
                if (c == close) close = null;
                out.append('_');
            } else if (QUOTES.containsKey(c) && (i == 0 || s.charAt(i - 1) == ' ')) {
                close = QUOTES.get(c);
                out.append('_');
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
