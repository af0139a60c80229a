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
 * consecutive words) and, for the words a language's {@code compounds:} line names, inside a label's word
 * too (German "Kontolöschung" holds "lösch"), and for those its {@code whole words:} line names, only as a
 * whole label word (Spanish "sí" is not the start of "sign"); Chinese, Japanese and Korean words anywhere. A hit that lies
 * inside a listed trap (a harmless word holding a hard one: "Sendungsverfolgung", 送信済み) never counts.
 */
final class WordList {
    /**
     * One word or phrase: its concept ("delete"), language ("de German"), spelling as written, folded
     * words; {@code anywhere} for a word of a script without spaces, {@code inside} for a word its
     * language builds compounds with (matched inside a label's word, and a phrase's first word at the
     * end of one: "Einkauf abschließen").
     */
    record Entry(String concept, String language, String written, String folded, List<String> words, boolean anywhere, boolean inside,
                 boolean whole) {
        Entry(String concept, String language, String written, String folded, List<String> words, boolean anywhere, boolean inside) {
            this(concept, language, written, folded, words, anywhere, inside, false);
        }

        Entry insideWords() { return new Entry(concept, language, written, folded, words, anywhere, true, whole); }

        Entry wholeWords() { return new Entry(concept, language, written, folded, words, anywhere, inside, true); }
    }

    /** A word found in a label. */
    record Hit(String concept, String language, String written) {
        /** "\"abmelden\" (German: sign out)" — for notes. */
        String describe() {
            String lang = language.contains(" ") ? language.substring(language.indexOf(' ') + 1) : language;
            return "\"" + written + "\" (" + lang + ": " + concept + ")";
        }
    }

    static final String TRAPS = "traps";
    /** A language's line naming the words it builds compounds with: {@code compounds: every word}, or the words themselves. */
    static final String COMPOUNDS = "compounds";
    static final String EVERY_WORD = "every word";
    /**
     * A language's line naming the words that match a whole label word only, never its start: a short "yes"
     * ("sí", "ja", "tak") starts ordinary words ("sign", "jacket", "take"), where it says nothing.
     */
    static final String WHOLE_WORDS = "whole words";
    /**
     * Under {@code compounds: every word}, a single word shorter than this matches at word starts only: a
     * short word turns up inside unrelated words of other languages (Swedish köp in "Mikroskop", Danish
     * slet in "Toiletslet"), where a long one does not. A phrase's own words anchor it, so phrases need no minimum.
     */
    static final int INSIDE_MIN_LETTERS = 5;

    private final List<Entry> entries;
    private final List<Entry> traps;

    private final Set<String> concepts;
    /** Word-start entries by the first letter of their first word, in file order: a label is only tried against its words' first letters. */
    private final java.util.Map<Integer, List<Integer>> byFirstLetter = new java.util.HashMap<>();
    /** Entries matched anywhere (Chinese, Japanese, Korean), by position in {@link #entries}. */
    private final List<Integer> anywhereEntries = new ArrayList<>();
    /** Entries matched inside a label's words too (a compound's part), by position in {@link #entries}. */
    private final List<Integer> insideEntries = new ArrayList<>();
    private final boolean anyTogetherTraps;

    private WordList(List<Entry> entries, List<Entry> traps) {
        this.entries = List.copyOf(entries);
        this.traps = List.copyOf(traps);
        for (int i = 0; i < this.entries.size(); i++) {
            Entry e = this.entries.get(i);
            if (e.anywhere()) anywhereEntries.add(i);
            else if (e.inside()) insideEntries.add(i);
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
            int sectionStart = 0;
            List<String> compounds = List.of();
            int compoundsLine = 0;
            List<String> whole = List.of();
            int wholeLine = 0;
            int n = 0;
            for (String line; (line = r.readLine()) != null; ) {
                n++;
                String t = line.strip();
                if (t.isEmpty() || t.startsWith("#")) continue;
                if (t.startsWith("[")) {
                    compound(resource, compoundsLine, entries, sectionStart, compounds);
                    whole(resource, wholeLine, entries, sectionStart, whole);
                    whole = List.of();
                    int close = t.indexOf(']');
                    language = t.substring(1, close) + " " + t.substring(close + 1).strip();
                    sectionStart = entries.size();
                    compounds = List.of();
                    continue;
                }
                int colon = t.indexOf(':');
                if (colon < 0 || language == null) throw new IllegalStateException(resource + ":" + n + ": expected `concept: word, word`");
                String concept = t.substring(0, colon).strip();
                List<String> written = new ArrayList<>();
                for (String w : t.substring(colon + 1).split(",")) if (!w.strip().isEmpty()) written.add(w.strip());
                if (concept.equals(COMPOUNDS)) {
                    compounds = written;
                    compoundsLine = n;
                    continue;
                }
                if (concept.equals(WHOLE_WORDS)) {
                    whole = written;
                    wholeLine = n;
                    continue;
                }
                for (String w : written) (concept.equals(TRAPS) ? traps : entries).add(entry(concept, language, w));
            }
            compound(resource, compoundsLine, entries, sectionStart, compounds);
            whole(resource, wholeLine, entries, sectionStart, whole);
            return new WordList(entries, traps);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Marks the section's entries its {@code compounds:} line names as matched inside words: every word
     * (single words of {@link #INSIDE_MIN_LETTERS} letters or more, and every phrase), or the words listed.
     */
    private static void compound(String resource, int line, List<Entry> entries, int from, List<String> compounds) {
        if (compounds.isEmpty()) return;
        boolean every = compounds.size() == 1 && compounds.get(0).equalsIgnoreCase(EVERY_WORD);
        java.util.Set<String> named = new java.util.HashSet<>(compounds);
        for (int i = from; i < entries.size(); i++) {
            Entry e = entries.get(i);
            if (e.anywhere()) continue;
            boolean phrase = e.words().size() > 1;
            boolean inside = every ? phrase || e.folded().codePointCount(0, e.folded().length()) >= INSIDE_MIN_LETTERS : named.remove(e.written());
            if (inside) entries.set(i, e.insideWords());
        }
        if (!every && !named.isEmpty())
            throw new IllegalStateException(resource + ":" + line + ": compounds: names " + named + ", which this language does not list");
    }

    /** Marks the section's entries its {@code whole words:} line names as matching whole label words only. */
    private static void whole(String resource, int line, List<Entry> entries, int from, List<String> whole) {
        if (whole.isEmpty()) return;
        java.util.Set<String> named = new java.util.HashSet<>(whole);
        for (int i = from; i < entries.size(); i++) {
            Entry e = entries.get(i);
            if (named.remove(e.written())) entries.set(i, e.wholeWords());
        }
        if (!named.isEmpty())
            throw new IllegalStateException(resource + ":" + line + ": whole words: names " + named + ", which this language does not list");
    }

    private static Entry entry(String concept, String language, String written) {
        String folded = Fold.fold(written);
        boolean anywhere = folded.codePoints().anyMatch(Fold::runsTogether);
        return new Entry(concept, language, written, folded, words(folded), anywhere, false);
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
        List<List<int[]>> trapped = trapSpans(words);
        boolean together = folded.codePoints().anyMatch(Fold::runsTogether);
        List<int[]> trappedSpans = together && anyTogetherTraps ? trappedSpans(folded) : List.of();
        java.util.TreeSet<Integer> candidates = new java.util.TreeSet<>(insideEntries);
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
            boolean hit = e.anywhere() ? foundAnywhere(folded, e.folded(), trappedSpans) : foundInWords(words, trapped, e);
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

    /** Per label word, where a single-word trap lies in it (anywhere: "paketsendung" holds the trap "sendung"). */
    private List<List<int[]>> trapSpans(List<String> words) {
        List<List<int[]>> out = new ArrayList<>(words.size());
        for (String w : words) {
            List<int[]> spans = List.of();
            for (Entry t : traps) {
                if (t.anywhere() || t.words().size() != 1) continue;
                for (int i = w.indexOf(t.folded()); i >= 0; i = w.indexOf(t.folded(), i + 1)) {
                    if (spans.isEmpty()) spans = new ArrayList<>();
                    spans.add(new int[] {i, i + t.folded().length()});
                }
            }
            out.add(spans);
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

    /**
     * A single word at the start of a label word (anywhere in it when {@code inside}), not within a trap;
     * a phrase over consecutive label words from their starts, its first word ending a label word too when
     * {@code inside} ("Einkauf abschließen" for "kauf abschließen"). A phrase is specific enough that traps do not apply.
     */
    private static boolean foundInWords(List<String> words, List<List<int[]>> trapped, Entry e) {
        List<String> phrase = e.words();
        if (phrase.isEmpty()) return false;
        if (phrase.size() == 1) {
            String w = phrase.get(0);
            for (int i = 0; i < words.size(); i++) {
                String label = words.get(i);
                if (e.whole()) {
                    if (label.equals(w) && !within(trapped.get(i), 0, w.length())) return true;
                    continue;
                }
                if (!e.inside()) {
                    if (label.startsWith(w) && !within(trapped.get(i), 0, w.length())) return true;
                    continue;
                }
                for (int at = label.indexOf(w); at >= 0; at = label.indexOf(w, at + 1)) {
                    if (!within(trapped.get(i), at, at + w.length())) return true;
                }
            }
            return false;
        }
        outer:
        for (int i = 0; i + phrase.size() <= words.size(); i++) {
            String first = words.get(i);
            if (!first.startsWith(phrase.get(0)) && !(e.inside() && first.endsWith(phrase.get(0)))) continue;
            for (int k = 1; k < phrase.size(); k++) {
                if (!words.get(i + k).startsWith(phrase.get(k))) continue outer;
            }
            return true;
        }
        return false;
    }

    /** Whether {@code [from, to)} lies within one of {@code spans}. */
    private static boolean within(List<int[]> spans, int from, int to) {
        for (int[] span : spans) if (span[0] <= from && to <= span[1]) return true;
        return false;
    }
}
