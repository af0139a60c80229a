package dev.flowwright.runtime.decide.offline;

import dev.flowwright.runtime.Thresholds;

import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How well each candidate fits a goal, by words: the share of the candidate's name the goal mentions
 * and the share of the goal the candidate covers, both weighted by how rare a word is among the
 * candidates (a word every option has tells nothing apart); a bonus when the whole name appears in the
 * goal in order or the goal quotes it; character-trigram similarity for near-misses; a small fit
 * between the goal's verb and the role; penalties for disabled or covered controls.
 */
final class Relevance {
    private Relevance() {}

    enum Action { CLICK, TYPE, ANY }

    private static final Set<String> TYPE_VERBS = Set.of("type", "enter", "fill", "input", "write");

    static Action actionOf(String goal) {
        List<String> plain = Words.plain(goal);
        for (String w : plain) if (TYPE_VERBS.contains(w)) return Action.TYPE;
        return plain.isEmpty() ? Action.ANY : Action.CLICK;
    }

    /** Scores in 0…~1.5 per candidate key. */
    static Map<String, Double> scores(String goal, Map<String, Candidate> candidates, Action action) {
        return scores(goal, candidates, action, null, 0);
    }

    /** With a semantic similarity: {@code weight · (cosine − ½)} is added to each word score. */
    static Map<String, Double> scores(String goal, Map<String, Candidate> candidates, Action action, Semantic semantic, double weight) {
        List<String> goalWords = Words.of(goal);
        Set<String> goalSet = new HashSet<>(goalWords);
        String goalPlain = " " + String.join(" ", Words.plain(goal)) + " ";
        Set<String> quoted = quoted(goal);
        Map<String, Integer> df = new HashMap<>();
        Map<String, Set<String>> names = new LinkedHashMap<>();
        candidates.forEach((k, c) -> {
            Set<String> ws = new HashSet<>(Words.of(c.shown() + " " + c.value()));
            names.put(k, ws);
            ws.forEach(w -> df.merge(w, 1, Integer::sum));
        });
        int n = Math.max(1, candidates.size());
        Map<String, Double> out = new LinkedHashMap<>();
        double goalWeight = 0;
        for (String w : goalSet) goalWeight += idf(w, df, n);
        String verb = goalWords.isEmpty() ? null : goalWords.get(0);
        for (var e : candidates.entrySet()) {
            Candidate c = e.getValue();
            Set<String> nameWords = new HashSet<>(Words.of(c.shown()));
            Set<String> whereWords = c.name().isEmpty() ? Set.of() : new HashSet<>(Words.of(c.where()));
            Set<String> valueWords = new HashSet<>(Words.of(c.value()));
            double nameWeight = 0;
            double nameHit = 0;
            for (String w : nameWords) {
                double idf = idf(w, df, n);
                nameWeight += idf;
                if (goalSet.contains(w)) nameHit += idf;
            }
            double goalHit = 0;
            for (String w : goalSet) {
                if (nameWords.contains(w)) goalHit += idf(w, df, n);
                else if (whereWords.contains(w)) goalHit += 0.6 * idf(w, df, n);
                else if (valueWords.contains(w)) goalHit += 0.5 * idf(w, df, n);
            }
            double nameCover = nameWeight == 0 ? 0 : nameHit / nameWeight;
            double goalCover = goalWeight == 0 ? 0 : goalHit / goalWeight;
            double score = 0.55 * nameCover + 0.45 * goalCover;
            List<String> namePlain = Words.plain(c.shown());
            // the whole name, in order, in the goal: strong for a long name, weak for one common word
            if (!namePlain.isEmpty() && goalPlain.contains(" " + String.join(" ", namePlain) + " ")) score += 0.25 * Math.min(1.0, namePlain.size() / 2.0);
            // the goal's own verb on the control ("send the form" → "Send message")
            if (verb != null && nameWords.contains(verb)) score += 0.12;
            if (!c.name().isEmpty() && quoted.contains(dev.flowwright.runtime.reading.QuotedNames.fold(c.name()))) score += Thresholds.OFFLINE_QUOTED_NAME;
            score += 0.15 * trigram(goal, c.shown());
            score += roleFit(c, action, goalPlain);
            if (c.has("disabled")) score -= Thresholds.OFFLINE_DISABLED;
            if (c.has("covered")) score -= Thresholds.OFFLINE_COVERED;
            // a selected link or tab is where the page already is
            if (c.has("selected") && ("link".equals(c.role()) || "tab".equals(c.role()))) score -= 0.08;
            if (semantic != null) score += weight * (semantic.similarity(goal, (c.shown() + " " + c.value()).strip()) - 0.5);
            out.put(e.getKey(), score);
        }
        extreme(goal, candidates, out);
        findTheThing(goal, names, out);
        theFormsOneConfirm(goal, candidates, names, out);
        return out;
    }

    /** Steps that commit a form: sign in, sign up, send or submit, search, save. */
    private static final Set<String> COMMITS = Set.of("signin", "signup", "send", "search", "save");
    /** The words of a step that says only to press: the verb and what a control is called. */
    private static final Set<String> PRESSING = Set.of("press", "click", "hit", "tap", "push", "button", "now", "form");
    /** What a form's one button says when all it does is commit the form. */
    private static final Set<String> CONFIRMS = Set.of("ok", "okay", "go", "done", "continue", "submit", "next", "enter",
            "apply", "confirm", "proceed");

    /**
     * "press login" on a form whose one button says "OK": no control names the step's commit, and the
     * only button that does nothing but confirm is how a person commits that form. With two such buttons
     * (a popup's OK beside the form's) nothing is lifted, and unsure stays unsure.
     */
    private static void theFormsOneConfirm(String goal, Map<String, Candidate> candidates, Map<String, Set<String>> names,
                                           Map<String, Double> scores) {
        Set<String> commit = new HashSet<>(Words.of(goal));
        commit.retainAll(COMMITS);
        if (commit.isEmpty()) return;
        // only a step that is the commit and nothing besides ("press login"): "search for action movies directed
        // by Duffy" names what to search for, and its one button pressed on an empty form is a wrong search
        for (String w : Words.of(goal)) if (!COMMITS.contains(w) && !PRESSING.contains(w)) return;
        for (Set<String> ws : names.values()) if (ws.stream().anyMatch(commit::contains)) return;
        String only = null;
        for (var e : candidates.entrySet()) {
            Candidate c = e.getValue();
            List<String> plain = Words.plain(c.shown());
            boolean confirm = "button".equals(c.role()) && !plain.isEmpty() && CONFIRMS.containsAll(plain) && !c.has("disabled");
            if (!confirm) continue;
            if (only != null) return;
            only = e.getKey();
        }
        if (only != null) scores.computeIfPresent(only, (k, v) -> v + Thresholds.OFFLINE_LONE_COMMIT);
    }

    /** Leading verbs that ask to find a thing: where it is on screen already, the thing is the target. */
    private static final Set<String> FIND_VERBS = Set.of("find", "locate");

    /**
     * "Find the email by Melitta" on a screen that lists Melitta's mail: the row is the thing to find, and a
     * search control (which "find" names too) is only a way to look for it — the way is for when the thing
     * is not on screen. A candidate that shares nothing with the step but its verb falls behind one that
     * holds what the step looks for.
     */
    private static void findTheThing(String goal, Map<String, Set<String>> names, Map<String, Double> scores) {
        List<String> plain = Words.plain(goal);
        if (plain.isEmpty() || !FIND_VERBS.contains(plain.get(0))) return;
        Set<String> verb = new HashSet<>(Words.of(plain.get(0)));
        Set<String> things = new HashSet<>(Words.of(String.join(" ", plain.subList(1, plain.size()))));
        things.removeAll(verb);
        things.removeAll(Words.STOP);
        boolean thingShown = names.values().stream().anyMatch(ws -> ws.stream().anyMatch(things::contains));
        if (!thingShown) return;
        names.forEach((k, ws) -> {
            boolean onlyVerb = ws.stream().noneMatch(things::contains) && ws.stream().anyMatch(verb::contains);
            if (onlyVerb) scores.computeIfPresent(k, (key, v) -> v - Thresholds.OFFLINE_ONLY_THE_VERB);
        });
    }

    private static final Set<String> LOWEST = Set.of("cheapest", "lowest", "least", "smallest", "minimum");
    private static final Set<String> HIGHEST = Set.of("dearest", "highest", "largest", "maximum", "priciest");
    private static final java.util.regex.Pattern AMOUNT = java.util.regex.Pattern.compile(
            "[€$£¥₹]\\s?(\\d[\\d,]*(?:\\.\\d+)?)|(\\d[\\d,]*(?:\\.\\d+)?)\\s?(?:€|\\$|£|eur|usd|gbp|try)\\b",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /**
     * A superlative over amounts ("select the cheapest flight", "the highest price") is read from the
     * candidates' own figures: the one with the lowest (or highest) amount of money in its name or
     * value gets {@link dev.flowwright.runtime.Thresholds#EXTREME_BONUS}; words alone cannot rank prices.
     */
    private static void extreme(String goal, Map<String, Candidate> candidates, Map<String, Double> scores) {
        List<String> plain = Words.plain(goal);
        boolean lowest = plain.stream().anyMatch(LOWEST::contains);
        boolean highest = plain.stream().anyMatch(HIGHEST::contains)
                || String.join(" ", plain).contains("most expensive");
        if (lowest == highest) return;
        String best = null;
        double bestAmount = 0;
        int priced = 0;
        for (var e : candidates.entrySet()) {
            var m = AMOUNT.matcher(e.getValue().shown() + " " + e.getValue().value());
            if (!m.find()) continue;
            String digits = (m.group(1) != null ? m.group(1) : m.group(2)).replace(",", "");
            double amount = Double.parseDouble(digits);
            priced++;
            if (best == null || (lowest ? amount < bestAmount : amount > bestAmount)) {
                best = e.getKey();
                bestAmount = amount;
            }
        }
        if (best != null && priced >= 2) scores.merge(best, dev.flowwright.runtime.Thresholds.EXTREME_BONUS, Double::sum);
    }

    /** The healer's phrase (docs/recipes.md#healing): "the button that was labelled \"Gonder\"" — the kind is the word before it. */
    private static final java.util.regex.Pattern RELABELLED = java.util.regex.Pattern.compile(
            " (\\p{L}+) (?:that|which) was (?:labelled|labeled|called|named) ");
    /** What the healer calls a recorded role: roles that are one kind of control to a person. */
    private static final Map<String, String> KIND = Map.ofEntries(
            Map.entry("textbox", "field"), Map.entry("searchbox", "field"), Map.entry("combobox", "field"),
            Map.entry("spinbutton", "field"), Map.entry("text", "field"), Map.entry("combo box", "field"),
            Map.entry("listbox", "field"), Map.entry("switch", "checkbox"), Map.entry("menuitem", "button"),
            Map.entry("push button", "button"), Map.entry("toggle button", "button"), Map.entry("radio button", "radio"),
            Map.entry("check box", "checkbox"), Map.entry("page tab", "tab"));

    /**
     * When the goal names a control whose label may have changed ("the button that was labelled …"), the
     * old label is a clue and the kind of control is the fact: a candidate of that kind gets
     * {@link dev.flowwright.runtime.Thresholds#RELABELLED_KIND_FIT}, one of another kind loses as much —
     * otherwise a field sharing one word with the old label outranks the renamed button itself.
     */
    private static double relabelledFit(Candidate c, String goalPlain) {
        var m = RELABELLED.matcher(goalPlain);
        if (!m.find()) return 0;
        String kind = m.group(1);
        if (kind.equals("control") || kind.equals("element")) return 0;
        String own = KIND.getOrDefault(c.role(), c.role());
        double fit = dev.flowwright.runtime.Thresholds.RELABELLED_KIND_FIT;
        return own.equals(kind) ? fit : -fit;
    }

    private static double roleFit(Candidate c, Action action, String goalPlain) {
        double fit = relabelledFit(c, goalPlain);
        if (action == Action.TYPE) fit += c.isTextField() ? Thresholds.OFFLINE_TYPES_INTO : -Thresholds.OFFLINE_WRONG_ACTION;
        else if (action == Action.CLICK) fit += c.isTextField() && !"combobox".equals(c.role()) ? -Thresholds.OFFLINE_WRONG_ACTION : Thresholds.OFFLINE_PRESSABLE;
        if (!c.role().isEmpty() && goalPlain.contains(" " + c.role() + " ")) fit += 0.05;
        if (c.name().isEmpty() && c.where().isEmpty() && c.value().isEmpty()) fit -= 0.1;
        return fit;
    }

    private static double idf(String w, Map<String, Integer> df, int n) {
        return Math.log(1.0 + (double) n / (1 + df.getOrDefault(w, 0))) + 0.1;
    }

    /** Text the goal puts in quotes ("click 'Search flights'", `the link "Nam."`), folded as names are compared with it. */
    static Set<String> quoted(String goal) {
        return dev.flowwright.runtime.reading.QuotedNames.in(goal);
    }

    /** Jaccard similarity of character trigrams, 0–1. */
    static double trigram(String a, String b) {
        Set<String> ta = grams(a);
        Set<String> tb = grams(b);
        if (ta.isEmpty() || tb.isEmpty()) return 0;
        int common = 0;
        for (String g : tb) if (ta.contains(g)) common++;
        return (double) common / tb.size();
    }

    private static Set<String> grams(String s) {
        Set<String> out = new HashSet<>();
        if (s == null) return out;
        String t = " " + s.toLowerCase(java.util.Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", " ").strip() + " ";
        for (int i = 0; i + 3 <= t.length(); i++) out.add(t.substring(i, i + 3));
        return out;
    }

    /** Softmax of scores at temperature {@code t}, with an optional fixed-score {@code none}. */
    static Map<String, Double> softmax(Map<String, Double> scores, double t, String noneKey, double noneScore) {
        Map<String, Double> logits = new LinkedHashMap<>(scores);
        if (noneKey != null) logits.put(noneKey, noneScore);
        double max = logits.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        double sum = 0;
        Map<String, Double> out = new LinkedHashMap<>();
        for (var e : logits.entrySet()) {
            double v = Math.exp((e.getValue() - max) / t);
            out.put(e.getKey(), v);
            sum += v;
        }
        for (var e : out.entrySet()) e.setValue(e.getValue() / sum);
        return out;
    }
}
