package dev.flowwright.runtime.steps;

import dev.flowwright.runtime.act.SubGoals;
import dev.flowwright.runtime.flow.Step;

import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A plain {@code do} step that names an option and the list it is in ("Select Livy from the list",
 * "choose 5ft 9in from the dropdown", "pick 'Oslo' in the city menu") runs as the {@code choose} it means
 * (seed 003): the option is a name to find, matched exactly before any word is weighed, picked through
 * its list as a person does, and reflected on. Read from the step as written, before substitution.
 * <ul>
 *   <li>The list must be named as one: a phrase ending in list, dropdown, menu, select, combo box, list
 *       box or picker after " from ", " in ", " on " or " out of ".</li>
 *   <li>The option is quoted, or at most {@link #MAX_OPTION_WORDS} words that are a name: not "the 2nd
 *       item", "all of them", "one", "an option" — those are references for the do loop to resolve.</li>
 *   <li>Several options ("Select A, B from the list") stay a do step: one choice picks one option.</li>
 * </ul>
 */
public final class ChoiceParser {
    private ChoiceParser() {}

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

    /** The choose a step means, or empty when it does not name one option in a named list. */
    public static Optional<Step.Choose> parse(String step) {
        if (step == null) return Optional.empty();
        String s = step.strip();
        Matcher verb = VERB.matcher(s);
        if (!verb.find()) return Optional.empty();
        String rest = s.substring(verb.end());
        // the list phrase is found on the text with quotes blanked, so a quoted option never ends early
        Matcher from = FROM.matcher(SubGoals.withoutQuotes(rest));
        if (!from.find()) return Optional.empty();
        String what = rest.substring(from.start("what"), from.end("what")).strip();
        String option = rest.substring(0, from.start("prep")).strip();
        if (option.isEmpty()) return Optional.empty();
        Character close = QUOTES.get(option.charAt(0));
        if (close != null) {
            if (option.length() < 3 || option.charAt(option.length() - 1) != close) return Optional.empty();
            String name = option.substring(1, option.length() - 1).strip();
            return name.isEmpty() ? Optional.empty() : Optional.of(new Step.Choose(what, name));
        }
        if (REFERENCE.matcher(option).find() || SEVERAL.matcher(option).find()) return Optional.empty();
        if (option.split("\\s+").length > MAX_OPTION_WORDS) return Optional.empty();
        return Optional.of(new Step.Choose(what, option));
    }
}
