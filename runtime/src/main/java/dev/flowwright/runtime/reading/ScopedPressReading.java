package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A press scoped to the items someone wrote or sent — "For the user @dolores, click on the "Like" button",
 * "Click the "Reply" button on all posts by @bernardine", "press Call on 2 contacts by Ada Byron", "click
 * Like on @x's post", "Like every post by @x" — is {@link Intent.ScopedPress}: the control by its whole
 * name, on the items whose author is the one named, as many as the step says ({@link Amount}).
 */
public final class ScopedPressReading implements Reading {
    private static final String WHO = "(?<who>@[\\w.-]+|\"[^\"]+\"|“[^”]+”|[\\p{L}][\\p{L}\\p{N}.'@_-]*(?:\\s+[\\p{L}][\\p{L}\\p{N}.'@_-]*){0,3})";
    private static final String ITEMS = "(?:posts?|tweets?|messages?|e-?mails?|mails?|items?|rows?|entries|entry|comments?|cards?|contacts?|results?|records?|reviews?)";
    private static final String AMOUNT = "(?:(?<all>all|every|each)(?:\\s+of)?(?:\\s+the)?|(?<n>\\d+|one|two|three|four|five|six|seven|eight|nine|ten)|the|a)";
    /** "For the user @x, …" before the press. */
    private static final Pattern LEADING = Pattern.compile(
            "^(?i:for\\s+(?:the\\s+)?(?:user|person|contact|customer|member|account|author|sender)\\s+)" + WHO + "\\s*,\\s*(?<rest>.+)$");
    /** "… on all posts by @x", "… on 2 rows from Acme" after the press. */
    private static final Pattern TRAILING = Pattern.compile(
            "^(?<rest>.+?)\\s+(?i:on|of|for|in|from)\\s+(?i:" + AMOUNT + ")\\s*(?i:" + ITEMS + ")\\s+(?i:by|from|of|for)\\s+" + WHO + "$");
    /** "… on @x's post", "… on all of Ada Byron's contacts". */
    private static final Pattern POSSESSIVE = Pattern.compile(
            "^(?<rest>.+?)\\s+(?i:on|of|for|in)\\s+(?:(?<all>(?i:all|every|each))\\s+(?:(?i:of)\\s+)?|(?<n>\\d+|(?i:one|two|three|four|five|six|seven|eight|nine|ten))\\s+(?:(?i:of)\\s+)?)?"
                    + "(?<who>@[\\w.-]+|[\\p{Lu}][\\p{L}.-]*(?:\\s+[\\p{Lu}][\\p{L}.-]*){0,2})['’]s?\\s+(?i:" + ITEMS + ")$");
    /**
     * "Like every post by @x", "retweet 2 tweets from @x": the verb is the control's name, pressed on several
     * items. For one item ("archive the email from Ada") the do loop grounds the control, which may be an icon.
     */
    private static final Pattern VERB_IS_CONTROL = Pattern.compile(
            "^(?<verb>[\\p{L}]+)(?:\\s+(?i:to))?\\s+(?i:(?<all>all|every|each)(?:\\s+of)?(?:\\s+the)?|(?<n>\\d+|two|three|four|five|six|seven|eight|nine|ten))"
                    + "\\s*(?i:" + ITEMS + ")\\s+(?i:by|from|of)\\s+" + WHO + "$");
    private static final Pattern PRESS = Pattern.compile(
            "^(?:please\\s+)?(?:click|press|tap|hit)(?:\\s+on)?\\s+(?:the\\s+)?(?<name>\"[^\"]+\"|“[^”]+”|[\\p{L}\\p{N}][\\p{L}\\p{N} ]{0,30}?)"
                    + "(?:\\s+(?:button|icon|link|control))?$",
            Pattern.CASE_INSENSITIVE);
    private static final List<String> NUMBERS = List.of("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten");
    /** Verbs that say how to get at an item, never the name of a control on it. */
    private static final Set<String> NOT_A_CONTROL = Set.of("click", "press", "tap", "hit", "select", "choose", "pick", "open", "find",
            "read", "look", "locate", "view", "show", "see", "go", "navigate", "scroll", "copy", "note", "remember", "wait", "search",
            "forward", "send", "reply", "respond", "answer", "type", "enter", "fill", "check", "verify", "ensure", "expand", "focus",
            "sign", "log", "add", "paste", "put", "write", "browse", "visit");

    @Override
    public String about() { return "a press on the items someone wrote: \"click Like on all posts by @x\", \"For the user @x, click Reply\""; }

    @Override
    public List<Intent> read(String part) {
        return scoped(part.strip(), Wording.plain(part)).map(List::<Intent>of).orElse(List.of());
    }

    static Optional<Intent.ScopedPress> scoped(String source, String step) {
        if (step == null) return Optional.empty();
        String s = step.strip().replaceAll("[.!]+$", "").strip();
        Matcher lead = LEADING.matcher(s);
        Matcher trail = TRAILING.matcher(s);
        Matcher own = POSSESSIVE.matcher(s);
        Matcher verb = VERB_IS_CONTROL.matcher(s);
        String scope;
        String name;
        Matcher amount = null;
        if (lead.matches()) {
            scope = lead.group("who");
            name = pressed(lead.group("rest"));
        } else if (trail.matches()) {
            scope = trail.group("who");
            name = pressed(trail.group("rest"));
            amount = trail;
        } else if (own.matches()) {
            scope = own.group("who");
            name = pressed(own.group("rest"));
            amount = own;
        } else if (verb.matches() && !NOT_A_CONTROL.contains(verb.group("verb").toLowerCase(Locale.ROOT))) {
            scope = verb.group("who");
            name = verb.group("verb");
            amount = verb;
        } else {
            return Optional.empty();
        }
        if (name == null) return Optional.empty();
        Amount a = amount == null ? Amount.ONE : amount(amount);
        if (a == null) return Optional.empty();
        name = unquote(name);
        scope = unquote(scope);
        if (name.isEmpty() || scope.isEmpty()) return Optional.empty();
        return Optional.of(new Intent.ScopedPress(source, name, Scope.author(scope), a));
    }

    /** The control a press names, or null when the words are not a press. */
    private static String pressed(String press) {
        Matcher p = PRESS.matcher(press.strip());
        return p.matches() ? p.group("name") : null;
    }

    private static Amount amount(Matcher m) {
        if (m.group("all") != null) return Amount.ALL;
        String n = m.group("n");
        if (n == null) return Amount.ONE;
        int count = n.chars().allMatch(Character::isDigit) ? Integer.parseInt(n) : NUMBERS.indexOf(n.toLowerCase(Locale.ROOT)) + 1;
        return count < 1 ? null : Amount.of(count);
    }

    private static String unquote(String s) {
        return s.strip().replaceAll("^[\"“]|[\"”]$", "").strip();
    }
}
