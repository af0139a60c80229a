package dev.flowwright.runtime.flow;

import java.util.Collection;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** "Did you mean …?" for a misspelt step kind or key: the nearest by edits, or a word people use instead. */
public final class Suggestions {
    private Suggestions() {}

    /** Words from other tools (and "extract", a word other form fillers use) that mean one of our kinds. */
    private static final Map<String, String> SYNONYMS = Map.ofEntries(
            Map.entry("extract", "read"), Map.entry("get", "read"), Map.entry("remember", "read"),
            Map.entry("type", "enter"), Map.entry("fill", "enter"), Map.entry("input", "enter"),
            Map.entry("select", "choose"), Map.entry("click", "do"), Map.entry("press", "do"), Map.entry("tap", "do"),
            Map.entry("assert", "verify"), Map.entry("check", "verify"), Map.entry("expect", "verify"),
            Map.entry("wait", "wait_for"), Map.entry("waitfor", "wait_for"), Map.entry("wait_until", "wait_for"),
            Map.entry("stop", "stop_before"), Map.entry("launch", "open"), Map.entry("start", "open"),
            Map.entry("goto", "browse"), Map.entry("go_to", "browse"), Map.entry("navigate", "browse"), Map.entry("url", "browse"),
            Map.entry("visit", "browse"), Map.entry("repeat", "repeat_until"), Map.entry("loop", "repeat_until"),
            Map.entry("until", "repeat_until"), Map.entry("when", "if"));

    public static Optional<String> nearest(String word, Collection<String> known) {
        String w = word.toLowerCase(Locale.ROOT).replace('-', '_').replace(' ', '_');
        if (known.contains(w)) return Optional.of(w);
        String synonym = SYNONYMS.get(w);
        if (synonym != null && known.contains(synonym)) return Optional.of(synonym);
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String k : known) {
            int d = distance(w, k);
            if (d < bestDistance) { best = k; bestDistance = d; }
        }
        int allowed = Math.max(1, Math.min(3, w.length() / 3));
        return bestDistance <= allowed ? Optional.of(best) : Optional.empty();
    }

    /** Levenshtein distance with adjacent transpositions ("chosoe" is one edit from "choose"). */
    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) d[i][0] = i;
        for (int j = 0; j <= b.length(); j++) d[0][j] = j;
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
