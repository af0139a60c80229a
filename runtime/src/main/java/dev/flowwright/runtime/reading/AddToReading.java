package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Adding to a list — "add "milk" to the shopping list", "put milk on my list", "append "Call Bo" to the to-do
 * list", "add the Trail shoe to the cart" — is {@link Intent.AddTo}: the text and the list. The runner types
 * a text into the list's entry box and submits it, or presses the add control of the item the words name
 * (a cart's "Add to cart"). Several quoted texts ("add "milk" and "eggs" to the list") or a list with commas
 * ("add milk, eggs and bread to the list") are one intent each; "salt and pepper" unquoted is one text.
 */
public final class AddToReading implements Reading {
    private static final String LIST = "(?<list>(?:(?:the|my|your|our|this|that|a)\\s+)?(?:[\\p{L}-]+\\s+){0,3}?"
            + "(?:list|cart|basket|bag|checklist|queue|wishlist|wish\\s+list|watchlist|watch\\s+list|playlist|to-?dos?|tasks|backlog"
            + "|tags|labels|keywords|recipients|members|participants|attendees|invitees|guests|favou?rites|collection|selection))";
    private static final String AS_NEW = "(?:\\s+as\\s+(?:a\\s+)?(?:new\\s+)?(?:item|entry|task|to-?do|line))?";
    private static final Pattern ADD = Pattern.compile(
            "^(?:add|append|put|include|insert)\\s+(?<items>\\S.*?)" + AS_NEW + "\\s+(?:to|onto|on|into|in)\\s+" + LIST + AS_NEW + "\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /**
     * "add "foo" to the field limited to 5 values", "add jane@example.org to the email addresses": a text the
     * step quotes, or one spelled like an address or a code, is a text to add whatever the place is called.
     */
    private static final Pattern ADD_TEXT = Pattern.compile(
            // not "put" or "insert": "put "x" into the "Search" field" is typing, whatever the quote
            "^(?:add|append|include)\\s+(?<items>\\S.*?)" + AS_NEW + "\\s+(?:to|onto|on|into|in)\\s+(?<list>(?:the|my|your|our|this|that|a)\\s+\\S.*?)\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** An e-mail address, or a code (letters with digits): a text, never a thing on screen to press. */
    private static final Pattern SPELLED = Pattern.compile("^(?:[^\\s@]+@[^\\s@]+\\.[^\\s@]+|" + Term.IDENTIFIER.pattern() + ")$");

    /** "an item "milk"", "a new entry called milk": the words that only say it is an item. */
    private static final Pattern ITEM_WORDS = Pattern.compile(
            "^(?:(?:a|an|one)\\s+)?(?:new\\s+)?(?:item|entry|task|to-?do|line)\\s+(?:(?:called|named|saying|that\\s+says|reading)\\s+)?",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern QUOTED = Pattern.compile("\"([^\"]+)\"|“([^”]+)”|‘([^’]+)’|(?<![\\p{L}\\p{N}])'([^']+)'(?![\\p{L}\\p{N}])");

    @Override
    public String about() { return "adding to a list: \"add \\\"milk\\\" to the shopping list\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part);
        Matcher m = ADD.matcher(SubGoals.withoutQuotes(s));
        if (!m.matches()) {
            m = ADD_TEXT.matcher(SubGoals.withoutQuotes(s));
            if (!m.matches()) return List.of();
            String items = s.substring(m.start("items"), m.end("items")).strip();
            boolean text = QUOTED.matcher(items).find() || SPELLED.matcher(items).matches();
            if (!text) return List.of();
        }
        String items = ITEM_WORDS.matcher(s.substring(m.start("items"), m.end("items")).strip()).replaceFirst("").strip();
        Target list = Target.of(s.substring(m.start("list"), m.end("list")).strip());
        List<Intent> out = new ArrayList<>();
        for (String text : texts(items)) out.add(new Intent.AddTo(part.strip(), new Value(text), list));
        return out;
    }

    /** Whether {@code text} is spelled like an e-mail address or a code: a text to add, never a thing's name. */
    public static boolean spelled(String text) {
        return text != null && SPELLED.matcher(text.strip()).matches();
    }

    /** The texts a list of items holds: each quoted text, or the parts between commas; else the words as one text. */
    static List<String> texts(String items) {
        List<String> quoted = new ArrayList<>();
        Matcher q = QUOTED.matcher(items);
        StringBuilder rest = new StringBuilder();
        int at = 0;
        while (q.find()) {
            rest.append(items, at, q.start());
            at = q.end();
            for (int g = 1; g <= q.groupCount(); g++) if (q.group(g) != null) quoted.add(q.group(g).strip());
        }
        rest.append(items.substring(at));
        if (!quoted.isEmpty()) {
            // only quotes and the words that join them: "milk" and "eggs"
            if (rest.toString().replaceAll("(?i)\\s*(?:,|\\band\\b|&)\\s*", "").isBlank()) return quoted;
            return List.of(items);
        }
        if (!items.contains(",")) return List.of(items);
        List<String> out = new ArrayList<>();
        for (String one : items.split("\\s*,\\s*(?:and\\s+)?|\\s+and\\s+")) if (!one.isBlank()) out.add(one.strip());
        return out;
    }
}
