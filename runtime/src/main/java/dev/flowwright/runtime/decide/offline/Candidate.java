package dev.flowwright.runtime.decide.offline;

import com.fasterxml.jackson.databind.JsonNode;
import dev.flowwright.runtime.decide.WireFormat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * One thing the offline decider weighs: an element line from the state ({@code textbox "From" = "Ist"
 * focused}), an option's {@code describe} object ({@code {"untrusted_accessibility_data": {"what": …}}})
 * or a plain option text. Parsed into role, name, value, place and states.
 */
record Candidate(String role, String name, String value, String where, Set<String> states, String raw) {
    private static final Set<String> STATE_WORDS = Set.of("focused", "selected", "checked", "disabled", "expanded",
            "collapsed", "covered", "offscreen", "readonly", "required", "invalid", "editable", "multiline");
    static final Set<String> TEXT_ROLES = Set.of("textbox", "searchbox", "combobox", "textarea", "spinbutton", "entry",
            "text", "password text", "editbar", "input", "password");
    static final Set<String> ROLES = Set.of("button", "link", "textbox", "searchbox", "combobox", "checkbox", "radio",
            "tab", "menuitem", "menu item", "option", "listitem", "list item", "cell", "gridcell", "switch", "slider",
            "spinbutton", "heading", "img", "image", "textarea", "row", "treeitem", "push button", "toggle button",
            "check box", "radio button", "page tab", "entry", "password text", "text", "label", "dialog", "alert",
            "list", "listbox", "group", "region", "navigation", "banner", "document", "link button", "menu", "toolbar",
            "tablist", "grid", "table", "form", "paragraph", "statictext", "generic", "article", "section", "status");

    boolean has(String state) { return states.contains(state); }

    boolean isTextField() { return TEXT_ROLES.contains(role) || states.contains("editable"); }

    /** The name, else the place ("in list \"Results\""), for matching. */
    String shown() { return !name.isEmpty() ? name : where; }

    static Candidate parse(String text) {
        if (text == null) return new Candidate("", "", "", "", Set.of(), "");
        String t = text.strip();
        if (t.startsWith("{")) {
            try {
                JsonNode n = WireFormat.JSON.readTree(t);
                if (n.has("untrusted_accessibility_data")) n = n.get("untrusted_accessibility_data");
                if (n.isObject() && n.has("what")) return fromDescribe(n, t);
            } catch (Exception ignored) {
                // not JSON after all: read it as a line
            }
        }
        return line(t);
    }

    private static Candidate fromDescribe(JsonNode n, String raw) {
        Candidate what = line(n.path("what").asText(""));
        String where = n.path("near").asText(n.path("where").asText(""));
        if ("top level".equals(where)) where = "";
        Set<String> states = new java.util.HashSet<>(what.states());
        for (String s : n.path("state").asText("").split(",\\s*")) if (!s.isBlank()) states.add(s.strip());
        String value = n.path("holds").asText(what.value());
        return new Candidate(what.role(), what.name(), value, where, Set.copyOf(states), raw);
    }

    /**
     * {@code label [in near] [= "value"] [states] [(in place > place)]} — tolerant of anything else. The
     * trailing {@code (in …)} is where grounding says the element sits; it is the place, never the name.
     */
    static Candidate line(String t) {
        String rest = t;
        String place = "";
        int in = rest.lastIndexOf(" (in ");
        if (in > 0 && rest.endsWith(")")) {
            place = rest.substring(in + 5, rest.length() - 1);
            rest = rest.substring(0, in);
        }
        Candidate c = bare(rest, t);
        if (place.isEmpty()) return c;
        String where = c.where().isEmpty() ? place : c.where() + " > " + place;
        return new Candidate(c.role(), c.name(), c.value(), where, c.states(), t);
    }

    /** {@code textbox placeholder}, {@code textbox id}: the role before an attribute word that precedes a quoted text. */
    private static String knownRole(String role) {
        if (ROLES.contains(role)) return role;
        String[] words = role.split("\\s+");
        for (int n = Math.min(2, words.length - 1); n >= 1; n--) {
            String prefix = String.join(" ", java.util.Arrays.copyOf(words, n));
            if (ROLES.contains(prefix)) return prefix;
        }
        return role;
    }

    private static Candidate bare(String text, String t) {
        String rest = text;
        List<String> states = new ArrayList<>();
        // trailing state words
        while (true) {
            int sp = rest.lastIndexOf(' ');
            if (sp < 0) break;
            String last = rest.substring(sp + 1);
            if (!STATE_WORDS.contains(last) || rest.endsWith("\"")) break;
            states.add(last);
            rest = rest.substring(0, sp);
        }
        String value = "";
        int eq = rest.indexOf(" = \"");
        if (eq >= 0 && rest.endsWith("\"")) {
            value = rest.substring(eq + 4, rest.length() - 1);
            rest = rest.substring(0, eq);
        }
        int q = rest.indexOf('"');
        String role;
        String name = "";
        String where = "";
        if (q > 0) {
            role = rest.substring(0, q).strip();
            int close = rest.lastIndexOf('"');
            String afterName = "";
            if (close > q) {
                int in = rest.indexOf("\" in ", q);
                if (in > 0 && in < close) {
                    name = rest.substring(q + 1, in);
                    afterName = rest.substring(in + 5);
                } else {
                    name = rest.substring(q + 1, close);
                }
            }
            where = afterName;
        } else {
            int in = rest.indexOf(" in ");
            role = in > 0 ? rest.substring(0, in) : rest;
            where = in > 0 ? rest.substring(in + 4) : "";
        }
        role = role.toLowerCase(Locale.ROOT).strip();
        if (q > 0) role = knownRole(role);
        if (!ROLES.contains(role) && name.isEmpty() && where.isEmpty()) {
            // a plain option ("escape", "scroll", "Paris, France"): the whole text is its name
            return new Candidate("", text, value, "", Set.copyOf(states), t);
        }
        return new Candidate(role, name, value, where, Set.copyOf(states), t);
    }
}
