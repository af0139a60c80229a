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
            "decline", "next", "back", "send", "save", "signin", "signout", "signup", "set", "check", "tick", "create",
            "remove", "enter", "switch", "change", "turn", "enable", "disable", "increase", "decrease", "compose", "sort",
            "filter", "book", "reply", "forward", "update", "archive");
    /** Words that never say what a goal is about. */
    private static final Set<String> GENERIC = Set.of("step", "screen", "page", "button", "link", "field", "box", "control",
            "result", "form", "new", "on", "off", "want", "need", "try", "again", "click", "press", "tap", "go", "make", "log",
            "from", "to");
    private static final Set<String> OVERLAY_NOUNS = Set.of("cookie", "banner", "dialog", "popup", "pop", "modal", "notice",
            "prompt", "consent", "overlay", "newsletter", "alert", "notification", "offer", "promo");
    private static final Set<String> OVERLAY_WORDS = Set.of("cookie", "cookies", "consent", "newsletter", "subscribe",
            "popup", "pop-up", "modal", "privacy", "advert", "promo", "promotion", "offer", "notification", "notifications");
    private static final Set<String> ERROR_WORDS = Set.of("error", "invalid", "required", "incorrect", "wrong",
            "must", "missing", "failed", "enter", "valid", "too", "short", "long", "match");

    static Kind kindOf(String goal) {
        for (String w : Words.of(goal)) {
            switch (w) {
                case "signin" -> { return Kind.SIGN_IN; }
                case "close" -> { return Kind.DISMISS; }
                case "accept", "decline" -> {
                    // the seeds' rule: a dismiss verb with an overlay noun; "agree to the policy" is a tick
                    for (String o : Words.of(goal)) if (OVERLAY_NOUNS.contains(o)) return Kind.DISMISS;
                    return Kind.SELECT;
                }
                case "type", "enter" -> { return Kind.TYPE; }
                case "choose", "check", "tick", "set", "sort", "filter", "switch", "turn", "enable", "disable" -> { return Kind.SELECT; }
                case "search" -> { return Kind.SEARCH; }
                case "open", "go", "read", "compose" -> { return Kind.NAVIGATE; }
                case "send", "save", "increase", "create", "book", "reply", "forward", "update", "remove", "archive", "signup" -> { return Kind.COMMIT; }
                default -> { }
            }
        }
        return Kind.OTHER;
    }

    /** Words an application shows once an action of this verb has happened. */
    private static Set<String> doneWords(String goal) {
        Set<String> out = new HashSet<>(Set.of("success", "successful", "successfully", "thank", "thanks", "confirmed", "complete", "completed"));
        for (String w : Words.of(goal)) {
            switch (w) {
                case "send" -> out.addAll(Set.of("sent", "submitted", "received"));
                case "save" -> out.addAll(Set.of("saved", "stored"));
                case "increase" -> out.addAll(Set.of("added"));
                case "create", "compose", "signup" -> out.addAll(Set.of("created", "welcome"));
                case "book" -> out.addAll(Set.of("booked", "reserved", "confirmation"));
                case "update" -> out.addAll(Set.of("updated", "saved"));
                case "remove" -> out.addAll(Set.of("deleted", "removed"));
                case "archive" -> out.addAll(Set.of("archived"));
                case "reply", "forward" -> out.addAll(Set.of("sent"));
                default -> { }
            }
        }
        return out;
    }

    /** The goal's object words: its concepts without verbs and generic UI words. */
    static Set<String> objects(String goal) {
        Set<String> nouns = new HashSet<>();
        Set<String> laterVerbs = new HashSet<>();
        boolean verbSeen = false;
        for (String w : Words.of(goal)) {
            if (GENERIC.contains(w) || w.length() < 2) continue;
            if (VERB_CONCEPTS.contains(w)) {
                if (verbSeen) laterVerbs.add(w);
                verbSeen = true;
            } else {
                nouns.add(w);
            }
        }
        // "open the sign in page": when only verbs are left, the later ones are the object
        return nouns.isEmpty() ? laterVerbs : nouns;
    }

    /** Share of {@code words} found in {@code text}'s concepts (0 when there are no words). */
    static double cover(Set<String> words, String text) {
        if (words.isEmpty()) return 0;
        Set<String> have = new HashSet<>(Words.of(text));
        int hit = 0;
        for (String w : words) if (have.contains(w)) hit++;
        return (double) hit / words.size();
    }

    /**
     * Something in front of the page: a layer surface, covered elements, or — for a banner drawn into the
     * page — an overlay word at the top of the text together with a control that closes or accepts.
     */
    static boolean overlay(StateView v) {
        if (v.frontIsLayer()) return true;
        for (Candidate c : v.elements) if (c.has("covered")) return true;
        boolean closer = v.elements.stream().anyMatch(c -> {
            List<String> ws = Words.of(c.shown());
            return ws.contains("close") || ws.contains("accept") || ws.contains("decline");
        });
        if (!closer) return false;
        for (int i = 0; i < Math.min(3, v.text.size()); i++) for (String w : Words.plain(v.text.get(i))) if (OVERLAY_WORDS.contains(w)) return true;
        return false;
    }

    static boolean confirms(String goal, StateView v) {
        Set<String> words = doneWords(goal);
        for (String line : v.text) for (String w : Words.plain(line)) if (words.contains(w)) return true;
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
            if (c.has("selected") || c.has("checked") || c.has("expanded")) b.append(c.shown()).append(' ');
            boolean picked = !c.isTextField() || "combobox".equals(c.role());
            if (!c.value().isEmpty() && picked) b.append(c.shown()).append(' ').append(c.value()).append(' ');
        }
        return b.toString();
    }

    private static String values(StateView v) {
        StringBuilder b = new StringBuilder();
        for (Candidate c : v.elements) if (!c.value().isEmpty()) b.append(c.shown()).append(' ').append(c.value()).append(' ');
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
                long listed = v.elements.stream().filter(c -> c.where().contains("listitem") || "listitem".equals(c.role()) || "row".equals(c.role())).count();
                boolean results = cover(Set.of("result"), shown) > 0 || listed >= 3;
                evidence = 0.12 + 0.75 * Math.pow(found, 0.7) * (results ? 1 : 0.5) + 0.05 * inFields - 0.2 * offered * (1 - found);
            }
            case COMMIT -> evidence = confirms(goal, v) ? 0.8 + 0.1 * text : 0.12 + 0.35 * title - 0.1 * offered;
            default -> evidence = 0.15 + 0.4 * title + 0.2 * text + 0.15 * chosen + (confirms(goal, v) ? 0.15 : 0);
        }
        if (layer && kindOf(goal) != Kind.DISMISS) evidence -= 0.1;
        return clamp(evidence);
    }

    /**
     * P(something is in the way of the goal): a layer in front, and the control the goal needs is covered
     * by it or not in front at all. A goal about the layer itself (close it, or use a control on it) is not blocked.
     */
    static double blocked(String goal, StateView v) {
        if (!overlay(v)) return 0.06;
        if (kindOf(goal) == Kind.DISMISS) return 0.15;
        java.util.Map<String, Candidate> pool = new java.util.LinkedHashMap<>();
        for (int i = 0; i < v.elements.size(); i++) pool.put(Integer.toString(i), v.elements.get(i));
        String best = null;
        double bestScore = 0;
        for (var e : Relevance.scores(goal, pool, Relevance.actionOf(goal)).entrySet()) {
            if (e.getValue() > bestScore) {
                bestScore = e.getValue();
                best = e.getKey();
            }
        }
        if (best != null && pool.get(best).has("covered")) return 0.9;
        if (best != null && bestScore >= 0.45) return 0.15;
        boolean covers = v.elements.stream().anyMatch(c -> c.has("covered"));
        return covers ? 0.75 : 0.5;
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
