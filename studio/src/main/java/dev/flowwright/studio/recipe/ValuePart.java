package dev.flowwright.studio.recipe;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A piece of a step's value: plain text, or a placeholder ({@code ${secrets.otp}}, {@code ${from}})
 * that the editor draws as a chip. A placeholder names where a value comes from at replay; the editor
 * never has, and never shows, the value itself.
 *
 * @param text        the literal text, or the placeholder as written ({@code ${secrets.otp}})
 * @param placeholder whether this piece is a placeholder
 */
public record ValuePart(String text, boolean placeholder) {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{[^}]+}");

    /** Whether the placeholder is a secret ({@code ${secrets.…}}). */
    public boolean secret() { return placeholder && text.startsWith("${secrets."); }

    /** The value split into text and placeholders, in order; empty for a null or empty value. */
    public static List<ValuePart> split(String value) {
        List<ValuePart> parts = new ArrayList<>();
        if (value == null || value.isEmpty()) return parts;
        Matcher m = PLACEHOLDER.matcher(value);
        int at = 0;
        while (m.find()) {
            if (m.start() > at) parts.add(new ValuePart(value.substring(at, m.start()), false));
            parts.add(new ValuePart(m.group(), true));
            at = m.end();
        }
        if (at < value.length()) parts.add(new ValuePart(value.substring(at), false));
        return parts;
    }
}
