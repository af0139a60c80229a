package dev.flowwright.runtime.reading;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Typing a text the screen shows rather than one the step spells out. "Enter the value of Last name into the
 * text field", "type what the table shows for Order number in the search box", "enter the Last name shown
 * above into the box" is {@link Intent.TypeShownValue}: the one value the screen pairs with that label. "Fill
 * the form with the values shown", "enter the value that corresponds with each label into the form", "copy
 * the record into the form" is {@link Intent.FillFromShown}: every labelled empty field takes the value the
 * screen shows for its label.
 */
public final class ShownValueReading implements Reading {
    private static final String TYPE = "(?:enter|type|input|put|write|fill\\s+in|key\\s+in|copy)";
    private static final String WHERE = "(?:\\s+(?:shown|displayed|given|listed|written|on\\s+(?:the\\s+)?(?:page|screen)|in\\s+the\\s+(?:table|record|list|summary)|above|below|here))*";
    /** "enter the value of X into F", "type the entry for "X" in F". */
    private static final Pattern VALUE_OF = Pattern.compile(
            "^" + TYPE + "\\s+the\\s+(?:value|entry|data)" + WHERE + "\\s+(?:of|for|beside|next\\s+to)\\s+(?:the\\s+)?(?<label>.+?)"
                    + WHERE + "\\s+(?:into|in|to)\\s+(?<field>.+?)[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** "type what the table shows for X in F", "enter whatever the page says beside X into F". */
    private static final Pattern WHAT_SHOWS = Pattern.compile(
            "^" + TYPE + "\\s+(?:what|whatever)\\s+(?:the\\s+(?:page|screen|table|record|summary)\\s+)?(?:shows|says|lists|gives|has)\\s+"
                    + "(?:for|as|beside|next\\s+to|under)\\s+(?:the\\s+)?(?<label>.+?)\\s+(?:into|in|to)\\s+(?<field>.+?)[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** "enter the Last name shown above into the box": a label the screen shows, said as such. */
    private static final Pattern LABEL_SHOWN = Pattern.compile(
            "^" + TYPE + "\\s+the\\s+(?<label>.+?)\\s+(?:shown|displayed|given|listed)(?:\\s+(?:on\\s+(?:the\\s+)?(?:page|screen)|in\\s+the\\s+(?:table|record|summary)|above|below|here))*"
                    + "\\s+(?:into|in|to)\\s+(?<field>.+?)[.!]?$",
            Pattern.CASE_INSENSITIVE);

    private static final String VALUES = "(?:values?|data|details|information|entries|record|answers)";
    /** "Enter the value that corresponds with each label into the form", "fill in the values shown for the labels". */
    private static final Pattern EACH = Pattern.compile(
            "^(?:enter|type|input|fill\\s+in|copy|put)\\s+(?:in\\s+)?the\\s+values?\\s+(?:that\\s+)?(?:corresponds?|corresponding|shown|given|listed|matching|that\\s+goes?)"
                    + "\\s+(?:with|to|for|beside|next\\s+to)\\s+(?:each|every|the|their|its)\\s+labels?(?:\\s+(?:into|in|on)\\s+(?:the\\s+)?(?:form|fields))?[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** "fill the form with the values shown", "complete the form using the details above". */
    private static final Pattern FILL_FORM = Pattern.compile(
            "^(?:fill(?:\\s+in|\\s+out)?|complete|populate)\\s+(?:the\\s+|this\\s+)?(?:form|fields)\\s+(?:with|using|from)\\s+(?:the\\s+)?" + VALUES
                    + "(?:\\s+(?:shown|given|listed|displayed|above|below|on\\s+(?:the\\s+)?(?:page|screen)|in\\s+the\\s+(?:table|record|summary)"
                    + "|(?:beside|next\\s+to|for|of)\\s+(?:each|every|its|their|the)\\s+labels?))*[.!]?$",
            Pattern.CASE_INSENSITIVE);
    /** "copy the record into the form", "transfer the details shown above to the form". */
    private static final Pattern COPY_RECORD = Pattern.compile(
            "^(?:copy|transfer|enter|type|put)\\s+the\\s+" + VALUES
                    + "(?:\\s+(?:shown|given|listed|displayed|above|below|on\\s+(?:the\\s+)?(?:page|screen)|in\\s+the\\s+(?:table|record|summary)|from\\s+the\\s+(?:table|record|summary)))*"
                    + "\\s+(?:into|to|in|onto)\\s+(?:the\\s+)?(?:form|fields)[.!]?$",
            Pattern.CASE_INSENSITIVE);

    @Override
    public String about() { return "a text the screen shows, typed: \"enter the value of Last name into the text field\", \"fill the form with the values shown\""; }

    @Override
    public List<Intent> read(String part) {
        String s = Wording.plain(part).strip();
        if (EACH.matcher(s).matches() || FILL_FORM.matcher(s).matches() || COPY_RECORD.matcher(s).matches()) {
            return List.of(new Intent.FillFromShown(part.strip()));
        }
        for (Pattern p : List.of(VALUE_OF, WHAT_SHOWS, LABEL_SHOWN)) {
            Matcher m = p.matcher(s);
            if (!m.matches()) continue;
            String label = m.group("label").strip().replaceAll("^[\"'“‘]|[\"'”’]$", "");
            if (label.isBlank() || p == LABEL_SHOWN && label.toLowerCase(java.util.Locale.ROOT).matches("(?:value|values|text|word|number).*")) continue;
            return List.of(new Intent.TypeShownValue(part.strip(), label, Field.named(m.group("field"))));
        }
        return List.of();
    }
}
