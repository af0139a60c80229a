package dev.flowwright.runtime.screen;

import dev.flowwright.runtime.reading.StepWords;


import dev.flowwright.runtime.Thresholds;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Look-alikes are ambiguous, not close enough (issue #12, item 7): a rule on the candidate set that holds
 * whatever the decider answered. The <em>wanted words</em> are the step's content words (numbers kept)
 * that some candidate's name also has — or, when the step quotes a text, that text's words. Candidates
 * whose names hold every wanted word are the <em>full matches</em>; a name the step spells out word for
 * word, in order, is <em>exact</em>.
 * <ul>
 *   <li>Among two or more full matches, the exact one with the most words wins ("Main St 5" over
 *       "Main St 5, Springfield"); a pick of any other full match is ambiguous.</li>
 *   <li>Two or more full matches, none exact: ambiguous ("Main St 5, Springfield" and "Main St 5,
 *       Shelbyville" for "Main St 5"; "size 42" and "size 43" for a step that names no size).</li>
 *   <li>One full match: a pick of another candidate that looks like it (same words, another number or
 *       fewer words — "size 43" when the step says 42) is ambiguous.</li>
 *   <li>A pick holding fewer than half the wanted words while one candidate is the unmistakable match (the
 *       only full match, or the exact one) is refused the same way: "Work glove, size 10" for "the Trail
 *       shoe in size 42".</li>
 * </ul>
 * Candidates with the same name are one name here: telling those apart is the decider's (and the gate's)
 * job, by their place. Without a wanted word the rule has no opinion.
 */
public final class LookAlikes {
    private LookAlikes() {}

    private static final Pattern QUOTED = Pattern.compile("[\"“«]([^\"”»]{1,80})[\"”»]");
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+");

    /**
     * Why a pick is ambiguous: what was wanted and the look-alike candidates (their indexes into the
     * names), the one the rule prefers first when there is one.
     */
    public record Ambiguity(String wanted, List<Integer> lookAlikes, String why) {}

    /**
     * The rule for {@code picked} (an index into {@code names}); empty when the pick stands. {@code goal}
     * is the step's words (or the text typed, or the pick's {@code by}).
     */
    public static Optional<Ambiguity> check(String goal, List<String> names, int picked) {
        if (picked < 0 || picked >= names.size()) return Optional.empty();
        Set<String> missing = missingNumbers(goal, names);
        if (!missing.isEmpty()) {
            List<Integer> near = fullWithout(goal, names, missing);
            if (!near.contains(picked)) return Optional.empty();
            return Optional.of(new Ambiguity(String.join(" ", wantedWords(goal)), distinct(near, names),
                    "no candidate has " + String.join(", ", missing) + "; the look-alikes differ from what was asked"));
        }
        Set<String> wanted = wanted(goal, names);
        if (wanted.isEmpty()) return Optional.empty();
        List<Integer> full = holdingAll(names, wanted);
        Set<String> fullNames = new LinkedHashSet<>();
        for (int i : full) fullNames.add(norm(names.get(i)));
        String pickedName = norm(names.get(picked));
        String shown = wantedText(goal, wanted);
        if (fullNames.size() >= 2) {
            Optional<Integer> exact = exact(goal, names, full);
            if (exact.isPresent()) {
                if (norm(names.get(exact.get())).equals(pickedName)) return Optional.empty();
                if (!full.contains(picked) && !alike(names.get(picked), names.get(exact.get()))) {
                    return unrelated(names, picked, wanted, exact.get(), shown);
                }
                List<Integer> group = new ArrayList<>();
                group.add(exact.get());
                for (int i : full) if (!norm(names.get(i)).equals(norm(names.get(exact.get())))) group.add(i);
                return Optional.of(new Ambiguity(shown, distinct(group, names),
                        "\"" + names.get(exact.get()).strip() + "\" is the exact match, but another look-alike was picked"));
            }
            boolean lookAlike = full.contains(picked) || full.stream().anyMatch(i -> alike(names.get(picked), names.get(i)));
            if (!lookAlike) return unrelated(names, picked, wanted, full.get(0), shown);
            return Optional.of(new Ambiguity(shown, distinct(full, names),
                    fullNames.size() + " candidates hold every wanted word and none is an exact match"));
        }
        if (fullNames.size() == 1) {
            int only = full.get(0);
            if (norm(names.get(only)).equals(pickedName)) return Optional.empty();
            if (!alike(names.get(picked), names.get(only))) return unrelated(names, picked, wanted, only, shown);
            List<String> lacks = new ArrayList<>();
            Set<String> has = words(names.get(picked));
            for (String w : wanted) if (!has.contains(w)) lacks.add(w);
            List<Integer> group = new ArrayList<>(List.of(only, picked));
            return Optional.of(new Ambiguity(shown, distinct(group, names),
                    "the pick is a look-alike without " + String.join(", ", lacks) + "; \"" + names.get(only).strip() + "\" has every wanted word"));
        }
        return Optional.empty();
    }

    /**
     * A pick that holds fewer than half the wanted words while another candidate is the unmistakable match
     * (the only full match, or the exact one): a confident decider pointing at something unrelated ("Work
     * glove, size 10" for "the Trail shoe in size 42": it shares only "size") is not followed. A pick holding
     * half or more of them is left to the decider, which may know better there.
     */
    private static Optional<Ambiguity> unrelated(List<String> names, int picked, Set<String> wanted, int match, String shown) {
        // one wanted word is too little to call a pick unrelated: a choose step grounds "country" and takes "Germany"
        if (wanted.size() < Thresholds.UNRELATED_MIN_WANTED) return Optional.empty();
        Set<String> has = words(names.get(picked));
        int shared = 0;
        for (String w : wanted) if (has.contains(w)) shared++;
        if (2 * shared >= wanted.size()) return Optional.empty();
        return Optional.of(new Ambiguity(shown, distinct(new ArrayList<>(List.of(match, picked)), names),
                "the pick holds " + (shared == 0 ? "none" : "few") + " of the words asked for; \"" + names.get(match).strip()
                        + "\" has every one"));
    }

    /**
     * The one candidate the rule itself settles on without asking, if any: the single full match, or the
     * exact one among several. The offline decider and the suggestion pick prefer it.
     */
    public static Optional<Integer> preferred(String goal, List<String> names) {
        Set<String> wanted = wanted(goal, names);
        if (wanted.isEmpty()) return Optional.empty();
        List<Integer> full = holdingAll(names, wanted);
        Set<String> fullNames = new LinkedHashSet<>();
        for (int i : full) fullNames.add(norm(names.get(i)));
        if (fullNames.size() == 1) return Optional.of(full.get(0));
        if (fullNames.size() >= 2) return exact(goal, names, full);
        return Optional.empty();
    }

    /**
     * The full matches when they are an ambiguity by themselves (two or more names hold every wanted
     * word and none is exact): any pick among them would be a guess. Empty otherwise.
     */
    public static List<Integer> ambiguous(String goal, List<String> names) {
        Set<String> missing = missingNumbers(goal, names);
        if (!missing.isEmpty()) return fullWithout(goal, names, missing);
        Set<String> wanted = wanted(goal, names);
        if (wanted.isEmpty()) return List.of();
        List<Integer> full = holdingAll(names, wanted);
        Set<String> fullNames = new LinkedHashSet<>();
        for (int i : full) fullNames.add(norm(names.get(i)));
        if (fullNames.size() < 2 || exact(goal, names, full).isPresent()) return List.of();
        return full;
    }

    /** The exact full match with the most words, when exactly one name is that. */
    private static Optional<Integer> exact(String goal, List<String> names, List<Integer> full) {
        List<String> seq = sequence(goal);
        Set<String> quoted = quoted(goal);
        int bestLength = 0;
        Integer best = null;
        boolean tie = false;
        Set<String> goalWords = new HashSet<>(seq);
        for (int i : full) {
            List<String> name = new ArrayList<>(sequence(names.get(i)));
            // a number the goal does not have is a count or a detail ("Cart (0)"), not part of the name asked for
            name.removeIf(w -> w.chars().allMatch(Character::isDigit) && !goalWords.contains(w));
            if (name.isEmpty()) continue;
            boolean exact = quoted.contains(String.join(" ", name)) || (quoted.isEmpty() && contiguous(seq, name));
            if (!exact) continue;
            if (name.size() > bestLength) {
                bestLength = name.size();
                best = i;
                tie = false;
            } else if (name.size() == bestLength && !norm(names.get(i)).equals(norm(names.get(best)))) {
                tie = true;
            }
        }
        return best == null || tie ? Optional.empty() : Optional.of(best);
    }

    /**
     * Two names that look alike: the words of one (numbers aside) are all in the other — the same thing
     * in another size, or with a town added.
     */
    static boolean alike(String a, String b) {
        Set<String> wa = letterWords(a);
        Set<String> wb = letterWords(b);
        if (wa.isEmpty() || wb.isEmpty()) return false;
        return wa.containsAll(wb) || wb.containsAll(wa);
    }

    /**
     * The wanted words: the quoted text's (else the goal's) content words, navigation verbs aside — but
     * only when every one of them is in some candidate's name. A step that says more than the names do
     * ("decline optional cookies" among "Accept all cookies" and "Cookie settings") describes its
     * target in other words: which one that is, is the decider's judgement, not a matter of names.
     */
    static Set<String> wanted(String goal, List<String> names) {
        Set<String> from = asked(goal);
        Set<String> vocabulary = vocabulary(names);
        if (!vocabulary.containsAll(from)) return Set.of();
        return from;
    }

    /**
     * Numbers the step names that no candidate has, when every other wanted word is there ("size 44"
     * among sizes 42 and 43): the thing asked for is not on offer, and a look-alike is not it.
     */
    static Set<String> missingNumbers(String goal, List<String> names) {
        Set<String> from = asked(goal);
        Set<String> vocabulary = vocabulary(names);
        Set<String> missing = new LinkedHashSet<>();
        for (String w : from) if (!vocabulary.contains(w)) missing.add(w);
        if (missing.isEmpty() || !missing.stream().allMatch(w -> w.chars().allMatch(Character::isDigit))) return Set.of();
        return missing;
    }

    /** Candidates holding every wanted word but the missing numbers. */
    private static List<Integer> fullWithout(String goal, List<String> names, Set<String> missing) {
        Set<String> from = asked(goal);
        from.removeAll(missing);
        return from.isEmpty() ? new ArrayList<>() : holdingAll(names, from);
    }

    /** What the step asks for: the quoted text's words, else the goal's, navigation verbs aside. */
    private static Set<String> asked(String goal) {
        Set<String> quoted = quoted(goal);
        Set<String> from = new LinkedHashSet<>();
        if (!quoted.isEmpty()) quoted.forEach(q -> from.addAll(words(q)));
        else from.addAll(words(goal));
        from.removeAll(NAVIGATION);
        return from;
    }

    /** Every word of every name. */
    private static Set<String> vocabulary(List<String> names) {
        Set<String> vocabulary = new HashSet<>();
        for (String n : names) vocabulary.addAll(words(n));
        return vocabulary;
    }

    /** The indexes of the names holding every one of {@code wanted}. */
    private static List<Integer> holdingAll(List<String> names, Set<String> wanted) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) if (words(names.get(i)).containsAll(wanted)) out.add(i);
        return out;
    }

    /** Verbs that say to go to or take something, never which one: they are not looked for in names. */
    private static final Set<String> NAVIGATION = Set.of("open", "choose", "select", "pick", "go", "show", "view", "see",
            "visit", "use", "find", "get", "take", "follow", "navigate", "look", "want", "need", "one");

    /** Content words (folded like {@link StepWords}) and every number, however short. */
    static Set<String> words(String text) {
        Set<String> out = new LinkedHashSet<>();
        Matcher m = TOKEN.matcher(fold(text));
        while (m.find()) {
            if (m.group().chars().allMatch(Character::isDigit)) out.add(m.group());
            else out.addAll(StepWords.of(m.group()));
        }
        return out;
    }

    private static Set<String> letterWords(String text) {
        Set<String> out = new LinkedHashSet<>();
        for (String w : words(text)) if (!w.chars().allMatch(Character::isDigit)) out.add(w);
        return out;
    }

    private static List<String> sequence(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = TOKEN.matcher(fold(text));
        while (m.find()) out.add(m.group());
        return out;
    }

    private static Set<String> quoted(String goal) {
        Set<String> out = new HashSet<>();
        if (goal == null) return out;
        Matcher m = QUOTED.matcher(goal);
        while (m.find()) out.add(String.join(" ", sequence(m.group(1))));
        out.remove("");
        return out;
    }

    private static boolean contiguous(List<String> seq, List<String> name) {
        for (int i = 0; i + name.size() <= seq.size(); i++) {
            if (seq.subList(i, i + name.size()).equals(name)) return true;
        }
        return false;
    }

    private static List<String> wantedWords(String goal) {
        Set<String> from = asked(goal);
        return new ArrayList<>(from);
    }

    private static String wantedText(String goal, Set<String> wanted) {
        Set<String> quoted = quoted(goal);
        if (quoted.size() == 1) return quoted.iterator().next();
        return String.join(" ", wanted);
    }

    /** One index per name, in order. */
    private static List<Integer> distinct(List<Integer> group, List<String> names) {
        List<Integer> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (int i : group) if (seen.add(norm(names.get(i)))) out.add(i);
        return out;
    }

    private static String fold(String s) {
        return s == null ? "" : Normalizer.normalize(s, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT);
    }

    private static String norm(String s) { return String.join(" ", sequence(s)); }
}
