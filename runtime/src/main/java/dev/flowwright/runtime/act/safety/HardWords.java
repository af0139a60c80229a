package dev.flowwright.runtime.act.safety;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The hard-to-undo words of every language in {@code hard-words.txt} (sign out, delete, remove, send,
 * pay, buy, submit, confirm, discard, erase), found in a control's label or in the address its link or
 * form goes to.
 */
public final class HardWords {
    private HardWords() {}

    static final WordList LIST = WordList.load("hard-words.txt");

    public static final String SIGN_OUT = "sign out";
    public static final String REMOVE = "remove";
    public static final String PAY = "pay";
    public static final String BUY = "buy";

    /** What an address may say that a press cannot take back: signing out and deleting. */
    static final Set<String> URL_CONCEPTS = Set.of(SIGN_OUT, "delete", "erase", "discard");

    /** A stepper's minus button ("Remove adult") takes a person off a count: easy to undo. */
    private static final Pattern COUNTER_MINUS = Pattern.compile(
            "\\b(remove|decrease|reduce|minus|subtract)\\b.*\\b(adults?|child|children|infants?|passengers?|travell?ers?|guests?|rooms?)\\b"
                    + "|\\b(adults?|child|children|infants?|passengers?|travell?ers?|guests?|rooms?)\\b.*\\b(remove|decrease|reduce|minus|subtract)\\b");

    /** The concepts ("sign out", "delete", …), as `allow:` names them. */
    public static Set<String> concepts() { return LIST.concepts(); }

    /** Every hard word a label holds, one per concept, minding the counter-minus exception. */
    static List<WordList.Hit> in(String label) {
        boolean counterMinus = COUNTER_MINUS.matcher(label.toLowerCase(Locale.ROOT)).find();
        return LIST.findAll(label, concept -> !(counterMinus && concept.equals(REMOVE)));
    }

    /**
     * Every sign-out or delete word an address holds ("/account/logout", "/konto/abmelden",
     * "signOut", "/mail/delete?id=3"): split into words at every punctuation mark and case change,
     * percent-escapes decoded.
     */
    static List<WordList.Hit> inAddress(String address) {
        if (address == null || address.isBlank()) return List.of();
        String decoded;
        try {
            decoded = URLDecoder.decode(address.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            decoded = address;
        }
        String spaced = decoded.replaceAll("(?<=\\p{Ll})(?=\\p{Lu})", " ");
        List<WordList.Hit> hits = new ArrayList<>(LIST.findAll(decoded, URL_CONCEPTS::contains));
        if (!spaced.equals(decoded)) {
            for (WordList.Hit h : LIST.findAll(spaced, URL_CONCEPTS::contains)) {
                if (hits.stream().noneMatch(k -> k.concept().equals(h.concept()))) hits.add(h);
            }
        }
        return hits;
    }
}
