package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Putting the cursor in a field — "Focus into the textbox.", "click into the search field", "put the cursor
 * in the 2nd input", "place the caret in the comment box", "give the focus to the name field" — is
 * {@link Intent.Focus}. A click is how a person focuses a field, so for such a step grounding offers the
 * editable fields as things to click (act/target/FieldTargets), and the step is done once that very field
 * has the focus.
 */
public final class FocusReading implements Reading {
    private static final String CURSOR = "(?:the\\s+)?(?:cursor|caret|text\\s+cursor|focus)";
    private static final Pattern FOCUSING = Pattern.compile(
            "^\\s*(?:focus|set\\s+" + CURSOR + "|put\\s+" + CURSOR + "|place\\s+" + CURSOR + "|move\\s+" + CURSOR + "|give\\s+" + CURSOR
                    + "|(?:click|tap)\\s+(?:in|into|inside)\\b)",
            Pattern.CASE_INSENSITIVE);
    /** The field the words after the verb name: "focus (on|in|into) the 2nd input". */
    private static final Pattern FIELD = Pattern.compile(
            "^\\s*(?:focus|set\\s+" + CURSOR + "|put\\s+" + CURSOR + "|place\\s+" + CURSOR + "|move\\s+" + CURSOR + "|give\\s+" + CURSOR
                    + "|click|tap)(?:\\s+(?:on|in|into|inside|to|at))?\\s+(?<field>\\S.*?)\\s*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** The goal after its verb names only a kind of field. */
    private static final Pattern ONLY_A_KIND = Pattern.compile(
            "^\\s*(?:focus|set\\s+" + CURSOR + "|put\\s+" + CURSOR + "|place\\s+" + CURSOR + "|click|tap)"
                    + "(?:\\s+(?:on|in|into|inside|to))?\\s+(?:the\\s+)?(?:only\\s+)?"
                    + "(?:text[\\s-]?box|text[\\s-]?field|text\\s+input|input(?:\\s+(?:box|field|text[\\s-]?box))?|field|text[\\s-]?area|edit\\s+box)"
                    + "\\s*[.!]?\\s*$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "the cursor put in a field: \"focus into the textbox\", \"click into the search field\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part);
        if (!asks(s)) return List.of();
        Matcher m = FIELD.matcher(s);
        Field field = m.matches() ? Field.named(m.group("field")) : new Field("", "", Field.How.NAMED);
        return List.of(new Intent.Focus(part.strip(), field));
    }

    /** True when the step asks for the cursor to be put in a field. */
    public static boolean asks(String goal) {
        if (goal == null) return false;
        String s = Wording.plain(goal);
        return FOCUSING.matcher(s).find() || onlyAKind(s);
    }

    /** True when the step names nothing but a kind of field after its verb ("focus the textbox"). */
    public static boolean onlyAKind(String goal) {
        return goal != null && ONLY_A_KIND.matcher(Wording.plain(goal).toLowerCase(Locale.ROOT)).matches();
    }
}
