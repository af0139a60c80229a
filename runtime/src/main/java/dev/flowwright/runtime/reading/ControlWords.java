package dev.flowwright.runtime.reading;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words people use for kinds of control — "radio button", "link", "text box", "dropdown" — and the
 * roles they mean; and a step that names a kind of control instead of a control ("Click on a "textarea"
 * widget", "press any button").
 */
public final class ControlWords {
    private ControlWords() {}

    /** Role words a step may count by, and the roles they mean (longest first where one holds another). */
    public static final Map<String, List<String>> ROLE_WORDS = roleWords();

    /** A control's kind as a person names it: the role, and for text, whether it is the one-line or many-line kind. */
    private static final Map<String, String> KINDS = Map.ofEntries(
            Map.entry("radio", "radio"), Map.entry("radio button", "radio"), Map.entry("radiobutton", "radio"),
            Map.entry("checkbox", "checkbox"), Map.entry("check box", "checkbox"),
            Map.entry("button", "button"), Map.entry("link", "link"),
            Map.entry("textarea", "textarea"), Map.entry("text area", "textarea"),
            Map.entry("text", "text"), Map.entry("textbox", "text"), Map.entry("text box", "text"),
            Map.entry("text field", "text"), Map.entry("text input", "text"), Map.entry("input", "text"),
            Map.entry("dropdown", "combobox"), Map.entry("drop-down", "combobox"), Map.entry("combobox", "combobox"),
            Map.entry("select", "combobox"), Map.entry("slider", "slider"), Map.entry("switch", "switch"));

    /** "Click on a "textarea" widget", "press any button", "click the checkbox control". */
    private static final Pattern OF_KIND = Pattern.compile(
            "^\\s*(?:please\\s+)?(?:click|press|tap|select|choose|pick)(?:\\s+on)?\\s+(?<article>a|an|any|the|one)\\s+[\"“']?(?<kind>[a-z -]+?)[\"”']?"
                    + "(?:\\s+(?:widget|control|element|item))?\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);

    /**
     * A step that names a kind of control and nothing more.
     *
     * @param kind  radio, checkbox, button, link, textarea, text, combobox, slider or switch
     * @param named the kind word as written, folded: a control called that is the control, not a kind
     * @param any   "a", "an", "any" or "one": any control of the kind will do; "the": the one there is
     */
    public record Kind(String kind, String named, boolean any) {}

    /** The kind of control {@code goal} names instead of a control, or empty. */
    public static Optional<Kind> kindIn(String goal) {
        if (goal == null) return Optional.empty();
        Matcher m = OF_KIND.matcher(goal);
        if (!m.matches()) return Optional.empty();
        String kind = KINDS.get(m.group("kind").strip().toLowerCase(Locale.ROOT).replaceAll("\\s+", " "));
        if (kind == null) return Optional.empty();
        return Optional.of(new Kind(kind, QuotedNames.fold(m.group("kind")), !m.group("article").equalsIgnoreCase("the")));
    }

    /** The roles a phrase's role words name ("button" in "the first button on the form"), in no particular order. */
    public static List<String> rolesIn(String phrase) {
        List<String> out = new java.util.ArrayList<>();
        String p = OrdinalWords.fold(phrase);
        for (var en : ROLE_WORDS.entrySet()) {
            if (Pattern.compile("\\b" + Pattern.quote(en.getKey()) + "s?\\b").matcher(p).find()) out.addAll(en.getValue());
        }
        return out;
    }

    private static Map<String, List<String>> roleWords() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("radio button", List.of("radio", "menuitemradio"));
        m.put("radio", List.of("radio", "menuitemradio"));
        m.put("check box", List.of("checkbox", "menuitemcheckbox"));
        m.put("checkbox", List.of("checkbox", "menuitemcheckbox"));
        m.put("toggle button", List.of("button"));
        m.put("button", List.of("button"));
        m.put("tab", List.of("tab"));
        m.put("link", List.of("link"));
        m.put("text field", List.of("textbox", "searchbox"));
        m.put("input textbox", List.of("textbox", "searchbox"));
        m.put("input text box", List.of("textbox", "searchbox"));
        m.put("input field", List.of("textbox", "searchbox"));
        m.put("text input", List.of("textbox", "searchbox"));
        m.put("textbox", List.of("textbox", "searchbox"));
        m.put("text box", List.of("textbox", "searchbox"));
        m.put("input", List.of("textbox", "searchbox"));
        m.put("field", List.of("textbox", "searchbox"));
        m.put("option", List.of("option"));
        m.put("switch", List.of("switch"));
        m.put("slider", List.of("slider"));
        m.put("spin button", List.of("spinbutton"));
        m.put("spinbutton", List.of("spinbutton"));
        m.put("drop-down", List.of("combobox"));
        m.put("dropdown", List.of("combobox"));
        m.put("combo box", List.of("combobox"));
        m.put("menu item", List.of("menuitem"));
        return java.util.Collections.unmodifiableMap(m);
    }
}
