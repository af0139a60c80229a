package dev.flowwright.runtime.act.safety;

import dev.flowwright.runtime.screen.Fold;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Words by concept and language, read from a resource file ({@code hard-words.txt},
 * {@code consent-words.txt}; the files explain their format), and found in labels: both sides
 * {@linkplain Fold folded}; Latin, Greek and Cyrillic words at the start of a label's word (a phrase over
 * consecutive words), Chinese, Japanese and Korean words anywhere; a label word starting with a listed
 * trap (or, in those scripts, a trap around the hit) never counts.
 */
final class WordList {
    /** One word or phrase: its concept ("delete"), language ("de German"), spelling as written, folded words. */
    record Entry(String concept, String language, String written, String folded, List<String> words, boolean anywhere) {}

    /** A word found in a label. */
    record Hit(String concept, String language, String written) {
        /** "\"abmelden\" (German: sign out)" — for notes. */
        String describe() {
            String lang = language.contains(" ") ? language.substring(language.indexOf(' ') + 1) : language;
            return "\"" + written + "\" (" + lang + ": " + concept + ")";
        }
    }

    static final String TRAPS = "traps";

    private final List<Entry> entries;
    private final List<Entry> traps;

    private final Set<String> concepts;
    /** Word-start entries by the first letter of their first word, in file order: a label is only tried against its words' first letters. */
    private final java.util.Map<Integer, List<Integer>> byFirstLetter = new java.util.HashMap<>();
    /** Entries matched anywhere (Chinese, Japanese, Korean), by position in {@link #entries}. */
    private final List<Integer> anywhereEntries = new ArrayList<>();
    private final boolean anyTogetherTraps;

    private WordList(List<Entry> entries, List<Entry> traps) {
        this.entries = List.copyOf(entries);
        this.traps = List.copyOf(traps);
        for (int i = 0; i < this.entries.size(); i++) {
            Entry e = this.entries.get(i);
            if (e.anywhere()) anywhereEntries.add(i);
            else if (!e.words().isEmpty()) byFirstLetter.computeIfAbsent(e.words().get(0).codePointAt(0), k -> new ArrayList<>()).add(i);
        }
        this.anyTogetherTraps = traps.stream().anyMatch(Entry::anywhere);
        Set<String> c = new LinkedHashSet<>();
        for (Entry e : entries) c.add(e.concept());
        this.concepts = java.util.Collections.unmodifiableSet(c);
    }

    static WordList load(String resource) {
        try (InputStream in = WordList.class.getResourceAsStream(resource)) {
            if (in == null) throw new IllegalStateException("word list missing from the build: " + resource);
            List<Entry> entries = new ArrayList<>();
            List<Entry> traps = new ArrayList<>();
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String language = null;
            int n = 0;
            for (String line; (line = r.readLine()) != null; ) {
                n++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) continue;
                if (t.startsWith("[")) {
                    int close = t.indexOf(']');
                    language = t.substring(1, close) + " " + t.substring(close + 1).strip();
                    continue;
                }
                int colon = t.indexOf(':');
                if (colon < 0 || language == null) throw new IllegalStateException(resource + ":" + n + ": expected `concept: word, word`");
                String concept = t.substring(0, colon).strip();
                for (String w : t.substring(colon + 1).split(",")) {
                    String written = w.strip();
                    if (written.isEmpty()) continue;
                    Entry e = entry(concept, language, written);
                    (concept.equals(TRAPS) ? traps : entries).add(e);
                }
            }
            return new WordList(entries, traps);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Entry entry(String concept, String language, String written) {
        String folded = Fold.fold(written);
        boolean anywhere = folded.codePoints().anyMatch(Fold::runsTogether);
        return new Entry(concept, language, written, folded, words(folded), anywhere);
    }

    /** The concepts in file order ("sign out", "delete", …). */
    Set<String> concepts() { return concepts; }

    /** Every entry of a concept. */
    List<Entry> entries(String concept) {
        return entries.stream().filter(e -> e.concept().equals(concept)).toList();
    }

    /** The first word of a concept {@code which} accepts that {@code text} holds. */
    Optional<Hit> find(String text, Predicate<String> which) {
        List<Hit> hits = scan(text, which, true);
        return hits.isEmpty() ? Optional.empty() : Optional.of(hits.get(0));
    }

    /** The first word of every concept {@code which} accepts that {@code text} holds, one per concept, in file order. */
    List<Hit> findAll(String text, Predicate<String> which) {
        return scan(text, which, false);
    }

    /** One pass: the text folded and split once, every entry tried once. */
    private List<Hit> scan(String text, Predicate<String> which, boolean firstOnly) {
        String folded = Fold.fold(text);
        if (folded.isEmpty()) return List.of();
        List<String> words = words(folded);
        boolean[] trapped = trappedWords(words);
        boolean together = folded.codePoints().anyMatch(Fold::runsTogether);
        List<int[]> trappedSpans = together && anyTogetherTraps ? trappedSpans(folded) : List.of();
        java.util.TreeSet<Integer> candidates = new java.util.TreeSet<>();
        for (String w : words) {
            List<Integer> starting = byFirstLetter.get(w.codePointAt(0));
            if (starting != null) candidates.addAll(starting);
        }
        if (together) candidates.addAll(anywhereEntries);
        List<Hit> hits = new ArrayList<>();
        Set<String> found = new LinkedHashSet<>();
        for (int index : candidates) {
            Entry e = entries.get(index);
            if (found.contains(e.concept()) || !which.test(e.concept())) continue;
            boolean hit = e.anywhere() ? foundAnywhere(folded, e.folded(), trappedSpans) : foundAtWordStarts(words, trapped, e.words());
            if (!hit) continue;
            hits.add(new Hit(e.concept(), e.language(), e.written()));
            if (firstOnly) break;
            found.add(e.concept());
        }
        hits.sort(java.util.Comparator.comparingInt(h -> conceptOrder(h.concept())));
        return hits;
    }

    private int conceptOrder(String concept) {
        int i = 0;
        for (String c : concepts) {
            if (c.equals(concept)) return i;
            i++;
        }
        return i;
    }

    /** True when the text holds any word of the concept. */
    boolean holds(String text, String concept) {
        return find(text, concept::equals).isPresent();
    }

    /** True when a text's folded words include one equal to an entry of any concept (for `allow:` names). */
    Optional<String> conceptNamedBy(String grant) {
        String g = Fold.fold(grant);
        for (String c : concepts()) if (Fold.fold(c).equals(g)) return Optional.of(c);
        for (Entry e : entries) if (e.folded().equals(g)) return Optional.of(e.concept());
        return Optional.empty();
    }

    static List<String> words(String folded) {
        List<String> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean curTogether = false;
        for (int i = 0; i < folded.length(); ) {
            int cp = folded.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isLetterOrDigit(cp) || Character.getType(cp) == Character.NON_SPACING_MARK
                    || Character.getType(cp) == Character.MODIFIER_LETTER) {
                boolean together = Fold.runsTogether(cp);
                // a change between Latin-like and CJK script starts a new word: "使用cookie" is 使用 + cookie
                if (cur.length() > 0 && together != curTogether && Character.isLetterOrDigit(cp)) {
                    out.add(cur.toString());
                    cur.setLength(0);
                }
                if (cur.length() == 0 || Character.isLetterOrDigit(cp)) curTogether = together;
                cur.appendCodePoint(cp);
            } else if (cur.length() > 0) {
                out.add(cur.toString());
                cur.setLength(0);
            }
        }
        if (cur.length() > 0) out.add(cur.toString());
        return out;
    }

    private boolean[] trappedWords(List<String> words) {
        boolean[] out = new boolean[words.size()];
        for (int i = 0; i < words.size(); i++) {
            for (Entry t : traps) {
                if (!t.anywhere() && t.words().size() == 1 && words.get(i).startsWith(t.folded())) { out[i] = true; break; }
            }
        }
        return out;
    }

    private List<int[]> trappedSpans(String folded) {
        List<int[]> out = new ArrayList<>();
        for (Entry t : traps) {
            if (!t.anywhere()) continue;
            for (int i = folded.indexOf(t.folded()); i >= 0; i = folded.indexOf(t.folded(), i + 1)) {
                out.add(new int[] {i, i + t.folded().length()});
            }
        }
        return out;
    }

    private static boolean foundAnywhere(String folded, String word, List<int[]> trapped) {
        for (int i = folded.indexOf(word); i >= 0; i = folded.indexOf(word, i + 1)) {
            int end = i + word.length();
            boolean inTrap = false;
            for (int[] span : trapped) if (span[0] <= i && end <= span[1]) { inTrap = true; break; }
            if (!inTrap) return true;
        }
        return false;
    }

    private static boolean foundAtWordStarts(List<String> words, boolean[] trapped, List<String> phrase) {
        if (phrase.isEmpty()) return false;
        outer:
        for (int i = 0; i + phrase.size() <= words.size(); i++) {
            for (int k = 0; k < phrase.size(); k++) {
                if (trapped[i + k] || !words.get(i + k).startsWith(phrase.get(k))) continue outer;
            }
            return true;
        }
        return false;
    }
}
