package dev.flowwright.runtime.decide.offline;

import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The offline decider's judgments about a whole screen: does it show the step's result, is something
 * in the way, does it show a condition or an error. Read from general cues — the step's own words in the
 * title, headings, text, chosen options and field contents; a layer in front; words any application
 * uses for an error or a confirmation — never from knowledge of a particular page.
 */
final class Judge {
    private Judge() {}

    enum Kind { DISMISS, SIGN_IN, TYPE, SELECT, NAVIGATE, SEARCH, COMMIT, OTHER }

    private static final Set<String> VERB_CONCEPTS = Set.of("open", "search", "choose", "type", "close", "accept",
            "decline", "next", "back", "send", "save", "signin", "signout", "signup", "click", "press", "tap", "go",
            "set", "check", "tick", "make", "add", "addcart", "create", "remove", "enter", "switch", "change", "log", "apply",
            "step", "screen", "page", "button", "link", "field", "box", "control", "result", "form", "new", "compose");
    private static final Set<String> OVERLAY_WORDS = Set.of("cookie", "cookies", "consent", "newsletter", "subscribe",
            "popup", "pop-up", "modal", "privacy", "advert", "promo", "promotion", "offer", "notification", "notifications");
    private static final Set<String> CONFIRM_WORDS = Set.of("sent", "saved", "added", "success", "successful",
            "successfully", "thank", "thanks", "confirmed", "complete", "completed", "updated", "created", "booked",
            "submitted", "done", "welcome", "scheduled");
    private static final Set<String> ERROR_WORDS = Set.of("error", "invalid", "required", "incorrect", "wrong",
            "must", "missing", "failed", "enter", "valid", "too", "short", "long", "match");

    static Kind kindOf(String goal) {
        List<String> plain = Words.plain(goal);
        Set<String> concepts = new HashSet<>(Words.of(goal));
        if (concepts.contains("signin") && !concepts.contains("signup")) return Kind.SIGN_IN;
        for (String w : plain) {
            switch (w) {
                case "close", "dismiss", "accept", "decline", "reject", "hide" -> { return Kind.DISMISS; }
                case "type", "enter", "fill", "write", "input" -> { return Kind.TYPE; }
                case "select", "choose", "pick", "check", "tick", "set", "sort", "filter", "switch", "turn", "enable", "disable" -> { return Kind.SELECT; }
                case "search", "find", "look" -> { return Kind.SEARCH; }
                case "open", "go", "navigate", "show", "view", "visit", "see", "display", "read" -> { return Kind.NAVIGATE; }
                case "send", "submit", "save", "add", "create", "book", "reply", "forward", "apply", "update", "post", "delete", "remove", "archive" -> { return Kind.COMMIT; }
                default -> { }
            }
        }
        return Kind.OTHER;
    }

    /** The goal's object words: its concepts without verbs and generic UI words. */
    static Set<String> objects(String goal) {
        Set<String> out = new HashSet<>();
        for (String w : Words.of(goal)) if (!VERB_CONCEPTS.contains(w) && w.length() > 1) out.add(w);
        return out;
    }

    /** Share of {@code words} found in {@code text}'s concepts (0 when there are no words). */
    static double cover(Set<String> words, String text) {
        if (words.isEmpty()) return 0;
        Set<String> have = new HashSet<>(Words.of(text));
        int hit = 0;
        for (String w : words) if (have.contains(w)) hit++;
        return (double) hit / words.size();
    }

    static boolean overlay(StateView v) {
        if (v.frontIsLayer()) return true;
        for (Candidate c : v.elements) if (c.has("covered")) return true;
        for (String line : v.text) for (String w : Words.plain(line)) if (OVERLAY_WORDS.contains(w)) return true;
        return false;
    }

    static boolean confirms(StateView v) {
        for (String line : v.text) for (String w : Words.plain(line)) if (CONFIRM_WORDS.contains(w)) return true;
        return false;
    }

    private static String headings(StateView v) {
        StringBuilder b = new StringBuilder(v.window).append(' ');
        for (Candidate c : v.elements) if ("heading".equals(c.role())) b.append(c.name()).append(' ');
        for (int i = 0; i < Math.min(2, v.text.size()); i++) b.append(v.text.get(i)).append(' ');
        return b.toString();
    }

    private static String chosen(StateView v) {
        StringBuilder b = new StringBuilder();
        for (Candidate c : v.elements) {
            if (c.has("selected") || c.has("checked")) b.append(c.shown()).append(' ');
            if (!c.value().isEmpty() && !c.isTextField()) b.append(c.value()).append(' ');
        }
        return b.toString();
    }

    private static String values(StateView v) {
        StringBuilder b = new StringBuilder();
        for (Candidate c : v.elements) if (!c.value().isEmpty()) b.append(c.value()).append(' ');
        v.fields.forEach(f -> b.append(f).append(' '));
        return b.toString();
    }

    /** How strongly an actionable control still offers to do the goal (0–1). */
    private static double stillOffered(String goal, StateView v) {
        if (v.elements.isEmpty()) return 0;
        java.util.Map<String, Candidate> cs = new java.util.LinkedHashMap<>();
        for (int i = 0; i < v.elements.size(); i++) {
            Candidate c = v.elements.get(i);
            if (c.has("selected") || c.has("checked") || c.has("disabled") || "heading".equals(c.role())) continue;
            cs.put(Integer.toString(i), c);
        }
        if (cs.isEmpty()) return 0;
        double best = Relevance.scores(goal, cs, Relevance.actionOf(goal)).values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        return Math.max(0, Math.min(1, (best - 0.3) / 0.6));
    }

    /** P(the screen shows the goal accomplished). */
    static double completion(String goal, StateView v) {
        Set<String> objects = objects(goal);
        String shown = v.shownText();
        double title = cover(objects, headings(v));
        double text = cover(objects, shown);
        double chosen = cover(objects, chosen(v));
        double inFields = cover(objects, values(v));
        boolean layer = overlay(v);
        double offered = stillOffered(goal, v);
        double evidence;
        switch (kindOf(goal)) {
            case DISMISS -> evidence = layer ? 0.1 : 0.85;
            case SIGN_IN -> {
                boolean password = v.elements.stream().anyMatch(c -> c.isTextField() && Words.of(c.shown()).contains("password"));
                boolean out = v.elements.stream().anyMatch(c -> Words.of(c.shown()).contains("signout")) || cover(Set.of("welcome"), shown) > 0;
                evidence = password ? 0.1 : out ? 0.9 : 0.45;
            }
            case TYPE -> {
                Set<String> typed = new HashSet<>(Words.of(String.join(" ", Relevance.quoted(goal))));
                if (typed.isEmpty()) typed = objects;
                evidence = 0.1 + 0.8 * cover(typed, values(v));
            }
            case SELECT -> evidence = 0.1 + 0.75 * Math.max(chosen, 0.6 * inFields) + 0.1 * title;
            case NAVIGATE -> evidence = 0.1 + 0.6 * title + 0.25 * chosen + 0.15 * text - 0.25 * offered * (1 - title);
            case SEARCH -> {
                Set<String> terms = new HashSet<>(objects);
                double found = cover(terms, shown);
                boolean results = cover(Set.of("result"), shown) > 0 || v.elements.size() >= 12;
                evidence = 0.1 + 0.55 * found * (results ? 1 : 0.5) + 0.1 * inFields - 0.2 * offered * (1 - found);
            }
            case COMMIT -> evidence = confirms(v) ? 0.8 + 0.1 * text : 0.15 + 0.2 * title;
            default -> evidence = 0.15 + 0.4 * title + 0.2 * text + 0.15 * chosen + (confirms(v) ? 0.15 : 0);
        }
        if (layer && kindOf(goal) != Kind.DISMISS) evidence -= 0.1;
        return clamp(evidence);
    }

    /** P(something is in the way of the goal): a layer in front that the goal does not mention. */
    static double blocked(String goal, StateView v) {
        if (!overlay(v)) return 0.06;
        if (kindOf(goal) == Kind.DISMISS) return 0.2;
        double related = cover(objects(goal), v.shownText());
        return clamp(0.9 - 0.4 * related);
    }

    /** P(the screen shows {@code condition}). */
    static double holds(String condition, StateView v) {
        Set<String> words = objects(condition);
        if (words.isEmpty()) return 0.5;
        String all = v.shownText() + " " + chosen(v) + " " + values(v);
        double c = cover(words, all);
        boolean negative = Words.plain(condition).stream().anyMatch(w -> w.equals("no") || w.equals("not") || w.equals("without"));
        if (negative) {
            String lower = all.toLowerCase(Locale.ROOT);
            boolean literal = lower.contains(condition.toLowerCase(Locale.ROOT).replaceAll("[\"'.]", "").strip());
            return literal ? 0.9 : clamp(0.5 - 0.3 * c);
        }
        return clamp(0.08 + 0.85 * c * c);
    }

    /** P(the screen shows an error about {@code field}). */
    static double fieldError(String field, StateView v) {
        Set<String> fieldWords = new HashSet<>(Words.of(field));
        boolean anyError = false;
        for (String line : v.text) {
            List<String> plain = Words.plain(line);
            boolean err = plain.stream().anyMatch(ERROR_WORDS::contains);
            if (!err) continue;
            anyError = true;
            if (cover(fieldWords, line) >= 0.5) return 0.88;
        }
        for (Candidate c : v.elements) if (c.has("invalid") && cover(fieldWords, c.shown()) >= 0.5) return 0.9;
        return anyError ? 0.3 : 0.04;
    }

    static double clamp(double p) { return Math.max(0.02, Math.min(0.98, p)); }
}
