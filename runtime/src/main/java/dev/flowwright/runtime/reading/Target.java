package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A thing a step acts on, as the step names it.
 *
 * @param phrase  the step's words for it, as written ("the second "Save" button in the dialog")
 * @param terms   the phrase's quoted names, handles, identifiers, numbers and words, in order
 * @param roles   the roles its role words name ("button" → button), empty when it names none
 * @param ordinal the place it counts to (2 for "second", −1 for "last"), or null
 * @param scope   the item or region it is in ("in the dialog", "on the post by @x"), or null
 * @param purpose what the step says the action is for ("to keep the draft"), or null
 */
public record Target(String phrase, List<Term> terms, List<String> roles, Integer ordinal, Scope scope, String purpose) {
    public Target {
        phrase = phrase == null ? "" : phrase.strip();
        terms = List.copyOf(terms);
        roles = List.copyOf(roles);
    }

    /** "… to keep the draft", "… in order to sign in": what the action is for, not what it acts on. */
    private static final Pattern PURPOSE = Pattern.compile("^(?<what>.+?)\\s+(?:in\\s+order\\s+)?to\\s+(?<purpose>\\p{L}.*)$",
            Pattern.CASE_INSENSITIVE);
    /** "… in the dialog", "… on the popup": the open dialog. */
    private static final Pattern IN_DIALOG = Pattern.compile(
            "^(?<what>.+?)\\s+(?:in|on|inside|within)\\s+(?:the\\s+)?(?<where>(?:open\\s+)?(?:dialog|popup|pop-up|modal|sheet|alert)(?:\\s+box)?)$",
            Pattern.CASE_INSENSITIVE);
    /** "… on the post by @x", "… of the email from Ada": the item someone wrote or sent. */
    private static final Pattern BY = Pattern.compile(
            "^(?<what>.+?)\\s+(?:on|of|in|for)\\s+(?:the\\s+)?(?:post|tweet|message|e-?mail|mail|comment|item|row|entry|card|note|review)\\s+"
                    + "(?:by|from|of)\\s+(?<who>@[\\w.-]+|\\S.*)$",
            Pattern.CASE_INSENSITIVE);
    /** "… in the Billing section", "… under the Advanced tab": a named part of the screen. */
    private static final Pattern IN_REGION = Pattern.compile(
            "^(?<what>.+?)\\s+(?:in|on|under|within|inside)\\s+(?:the\\s+)?(?<where>\\S.*?\\s+(?:section|panel|pane|tab|toolbar|sidebar|menu|form|group|area|card|region|bar))$",
            Pattern.CASE_INSENSITIVE);

    /** The target {@code phrase} names. */
    public static Target of(String phrase) {
        String what = phrase == null ? "" : phrase.strip().replaceAll("[.!]+$", "").strip();
        String purpose = null;
        Matcher p = PURPOSE.matcher(SubGoals.withoutQuotes(what));
        if (p.matches()) {
            purpose = what.substring(p.start("purpose")).strip();
            what = what.substring(0, p.end("what")).strip();
        }
        Scope scope = null;
        String masked = SubGoals.withoutQuotes(what);
        Matcher m;
        if ((m = IN_DIALOG.matcher(masked)).matches()) {
            scope = Scope.region(what.substring(m.start("where")).strip());
            what = what.substring(0, m.end("what")).strip();
        } else if ((m = BY.matcher(masked)).matches()) {
            scope = Scope.author(unquote(what.substring(m.start("who")).strip()));
            what = what.substring(0, m.end("what")).strip();
        } else if ((m = IN_REGION.matcher(masked)).matches()) {
            scope = Scope.region(unquote(what.substring(m.start("where")).strip()));
            what = what.substring(0, m.end("what")).strip();
        }
        Integer ordinal = OrdinalWords.in(what).map(OrdinalWords.Count::n).orElse(null);
        List<String> roles = ControlWords.rolesIn(SubGoals.withoutQuotes(what));
        return new Target(what, Term.of(what), roles, ordinal, scope, purpose);
    }

    /** The names the step quotes for it, as written. */
    public List<String> quoted() {
        return terms.stream().filter(t -> t instanceof Term.Quoted).map(Term::text).toList();
    }

    /** The first quoted name, if any. */
    public Optional<String> quotedName() { return quoted().stream().findFirst(); }

    private static String unquote(String s) {
        return s.replaceAll("^[\"“‘']|[\"”’']$", "").strip();
    }
}
