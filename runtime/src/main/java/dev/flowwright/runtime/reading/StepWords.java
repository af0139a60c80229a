package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The content words of a step or a label, for picking the handful of labels that share words with the step (sent
 * beside the census of roles, picked by set overlap in code, not by the model). Lower case, function words and UI
 * verbs dropped, a plural "s" folded so "flights" meets "Flight".
 */
public final class StepWords {
    private StepWords() {}

    /**
     * Words that say nothing about which control is meant. Prepositions like "from" and "to" stay:
     * they are field labels on every booking form.
     */
    private static final Set<String> STOP_WORDS = Set.of(
            "a", "an", "the", "and", "or", "of", "for", "on", "in", "at", "by", "with", "into", "onto",
            "this", "that", "these", "those", "it", "its", "is", "are", "be", "was", "my", "your", "our",
            "their", "me", "you", "we", "please", "then", "than", "as", "so", "all", "any", "some",
            "click", "press", "tap", "hit", "button", "link", "field", "box", "page", "screen", "enter");

    /** The set of content words in {@code text}. */
    public static Set<String> of(String text) {
        Set<String> words = new HashSet<>();
        forEachWord(text, words::add, true);
        return words;
    }

    /** Every word of {@code text}, lower case, in order, nothing dropped (for contiguous matching). */
    public static List<String> sequence(String text) {
        List<String> words = new ArrayList<>();
        forEachWord(text, words::add, false);
        return words;
    }

    /** Content words of a step that a line shares, at least, to be the step said again (a task page repeating its task). */
    public static final int RESTATED = 3;

    /** True when {@code line} restates the step whose content words are {@code stepWords}: it is no sighting of what the step names. */
    public static boolean restates(Set<String> stepWords, String line) {
        return overlap(stepWords, line) >= RESTATED;
    }

    /** How many of {@code text}'s content words are in {@code stepWords}. */
    public static int overlap(Set<String> stepWords, String text) {
        if (stepWords.isEmpty() || text == null || text.isEmpty()) return 0;
        // Hot path (every element of every look): no collections unless a word matches.
        List<String> matched = null;
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && !Character.isLetterOrDigit(text.charAt(i))) i++;
            int start = i;
            while (i < n && Character.isLetterOrDigit(text.charAt(i))) i++;
            if (i - start < 2) continue;
            String word = fold(text.substring(start, i).toLowerCase(Locale.ROOT));
            if (!stepWords.contains(word)) continue; // stepWords holds no stop words
            if (matched == null) matched = new ArrayList<>(2);
            if (!matched.contains(word)) matched.add(word);
        }
        return matched == null ? 0 : matched.size();
    }

    private static void forEachWord(String text, java.util.function.Consumer<String> sink, boolean contentOnly) {
        if (text == null) return;
        int n = text.length();
        int i = 0;
        while (i < n) {
            while (i < n && !Character.isLetterOrDigit(text.charAt(i))) i++;
            int start = i;
            while (i < n && Character.isLetterOrDigit(text.charAt(i))) i++;
            if (start == i) continue;
            String word = text.substring(start, i).toLowerCase(Locale.ROOT);
            if (!contentOnly) {
                sink.accept(word);
                continue;
            }
            if (word.length() < 2 || STOP_WORDS.contains(word)) continue;
            sink.accept(fold(word));
        }
    }

    /** "flights" → "flight", "passengers" → "passenger"; "address" and "bus" stay. */
    private static String fold(String word) {
        if (word.length() > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }
}
