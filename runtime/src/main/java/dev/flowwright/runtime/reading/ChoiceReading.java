package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An option named in a named list ("Select Livy from the list", "choose 5ft 9in from the dropdown", "pick
 * 'Oslo' in the city menu", "set the city dropdown to Oslo") is {@link Intent.Choose}: the choose step finds
 * the option by its name before any word is weighed, picks it through its list as a person does, and
 * reflects on it (docs/step-kinds.md, "choose"). Read from the step as written, before substitution.
 * <ul>
 *   <li>The list must be named as one: a phrase ending in list, dropdown, menu, select, combo box, list
 *       box or picker after " from ", " in ", " on " or " out of ".</li>
 *   <li>The option is quoted, or at most {@link #MAX_OPTION_WORDS} words that are a name: not "the 2nd
 *       item", "all of them", "one", "an option" — those are references for the do loop to resolve.</li>
 *   <li>Several options ("Select A, B from the list") stay a do step: one choice picks one option.</li>
 * </ul>
 */
public final class ChoiceReading implements Reading {

    /** Longer than this, unquoted words are a description, not an option's name. */
    static final int MAX_OPTION_WORDS = 5;

    private static final Pattern VERB = Pattern.compile("^(?:select|choose|pick)\\s+", Pattern.CASE_INSENSITIVE);
    private static final Pattern FROM = Pattern.compile(
            "\\s+(?<prep>from|in|on|out\\s+of)\\s+(?<what>(?:(?:the|a|an|this|that|your)\\s+)?(?:[\\w-]+\\s+){0,3}?"
                    + "(?:list|drop-?\\s?down|menu|select|selector|combo\\s?box|list\\s?box|picker)(?:\\s+(?:below|above|on\\s+the\\s+\\w+))?)"
                    + "\\s*[.!]?\\s*$",
            Pattern.CASE_INSENSITIVE);
    /** Words that start a reference to an option rather than its name. */
    private static final Pattern REFERENCE = Pattern.compile(
            "^(?:(?:the|a|an|any|all|each|every|both|some|another|this|that|these|those)\\s+"
                    + "|(?:none|nothing|no|it|them|one|all|both)$"
                    + "|(?:one|first|second|third|fourth|fifth|last|next|previous|\\d+(?:st|nd|rd|th))"
                    + "(?:\\s+(?:of|options?|items?|entry|entries|choices?|values?|elements?|rows?|ones?)\\b|$))",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SEVERAL = Pattern.compile(",|\\s+(?:and|or|&)\\s+", Pattern.CASE_INSENSITIVE);
    private static final Map<Character, Character> QUOTES = Map.of('\'', '\'', '"', '"', '‘', '’', '“', '”', '`', '`');

    /** "set the city dropdown to Oslo": the list first, then the option. */
    private static final Pattern SET = Pattern.compile(
            "^(?:set|change|switch)\\s+(?<what>(?:(?:the|a|an|this|that|your)\\s+)?(?:[\\w-]+\\s+){0,3}?"
                    + "(?:list|drop-?\\s?down|menu|select|selector|combo\\s?box|list\\s?box|picker))\\s+to\\s+(?<option>.+?)\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "an option in a named list: \"select Livy from the list\", \"set the city dropdown to Oslo\""; }

    @Override
    public List<Intent> read(String part) {
        return choice(Wording.plain(part))
                .map(c -> List.<Intent>of(new Intent.Choose(part.strip(), c.option(), Target.of(c.list()))))
                .orElse(List.of());
    }

    /** An option and the list it is in, as written. */
    public record Choice(String list, String option) {}

    /** The choice a step means, or empty when it does not name one option in a named list. */
    public static Optional<Choice> choice(String step) {
        if (step == null) return Optional.empty();
        String s = step.strip();
        Matcher set = SET.matcher(SubGoals.withoutQuotes(s));
        if (set.matches()) {
            String option = s.substring(set.start("option"), set.end("option")).strip();
            return option(s.substring(set.start("what"), set.end("what")).strip(), option);
        }
        Matcher verb = VERB.matcher(s);
        if (!verb.find()) return Optional.empty();
        String rest = s.substring(verb.end());
        // the list phrase is found on the text with quotes blanked, so a quoted option never ends early
        Matcher from = FROM.matcher(SubGoals.withoutQuotes(rest));
        if (!from.find()) return Optional.empty();
        String what = rest.substring(from.start("what"), from.end("what")).strip();
        return option(what, rest.substring(0, from.start("prep")).strip());
    }

    private static Optional<Choice> option(String what, String option) {
        if (option.isEmpty()) return Optional.empty();
        Character close = QUOTES.get(option.charAt(0));
        if (close != null) {
            if (option.length() < 3 || option.charAt(option.length() - 1) != close) return Optional.empty();
            String name = option.substring(1, option.length() - 1).strip();
            return name.isEmpty() ? Optional.empty() : Optional.of(new Choice(what, name));
        }
        if (REFERENCE.matcher(option).find() || SEVERAL.matcher(option).find()) return Optional.empty();
        if (option.split("\\s+").length > MAX_OPTION_WORDS) return Optional.empty();
        return Optional.of(new Choice(what, option));
    }
}
