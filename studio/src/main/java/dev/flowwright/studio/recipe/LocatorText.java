package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Locator;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A locator as one line of text, the way {@link Locator#describe()} prints it, and back:
 * {@code role=radio name="One way"}, {@code role=button}, {@code id="trip"} (quotes optional),
 * {@code path=Booking > Trip type}. This is what the editor shows and what a person types.
 */
public final class LocatorText {
    private static final Pattern ROLE = Pattern.compile("role\\s*=\\s*(\\S+?)(?:\\s+name\\s*=\\s*(.*))?");
    private static final Pattern KIND = Pattern.compile("(\\w+)\\s*=\\s*(.*)");

    private LocatorText() {}

    public static String format(Locator l) { return l.describe(); }

    /** The locator the text names; throws {@link IllegalArgumentException} with a sentence saying what is wrong. */
    public static Locator parse(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) throw new IllegalArgumentException("A locator cannot be empty: write kind=value, e.g. id=\"from\".");
        Matcher role = ROLE.matcher(t);
        if (role.matches()) {
            String name = role.group(2) == null ? null : unquote(role.group(2));
            return Locator.role(role.group(1), name == null || name.isEmpty() ? null : name);
        }
        Matcher m = KIND.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("\"" + t + "\" is not a locator: write kind=value, e.g. label=\"From\" or role=button name=\"Search\".");
        }
        String kind = m.group(1);
        String value = unquote(m.group(2));
        if (!Locator.KINDS.contains(kind)) {
            throw new IllegalArgumentException("\"" + kind + "\" is not a locator kind; use one of " + String.join(", ", Locator.KINDS) + ".");
        }
        if (value.isEmpty()) throw new IllegalArgumentException("The " + kind + " locator needs a value.");
        if (kind.equals(Locator.PATH)) {
            List<String> ancestors = Arrays.stream(value.split(">")).map(String::strip).filter(s -> !s.isEmpty()).toList();
            return Locator.path(ancestors);
        }
        if (kind.equals(Locator.ROLE)) return Locator.role(value, null);
        return new Locator(kind, null, value, List.of());
    }

    private static String unquote(String s) {
        String v = s.strip();
        if (v.length() >= 2 && v.startsWith("\"") && v.endsWith("\"")) v = v.substring(1, v.length() - 1);
        return v;
    }
}
