package dev.flowwright.runtime.flow;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Finds {@code ${name}} references in step text, and the malformed ones ({@code ${}}, an unclosed
 * {@code ${}, a name with spaces). The one grammar both validation and expansion use.
 */
final class References {
    private References() {}

    /** A variable name: a letter or _, then letters, digits and _. */
    static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    /**
     * One {@code $…} in a text: a valid reference has a name and no problem; a malformed one has a
     * problem sentence. {@code bare} marks a name written without {@code ${…}}: {@code $name}, {@code {name}},
     * or a snake_case word; validation decides whether it names a variable.
     */
    record Token(int start, int end, String name, String problem, boolean bare) {
        boolean isReference() { return problem == null && !bare; }
        String literal() { return "${" + name + "}"; }
    }

    static boolean isName(String s) { return s != null && NAME.matcher(s).matches(); }

    /** Valid references and malformed {@code ${…}} in order; bare forms are listed with {@code bare=true}. */
    static List<Token> scan(String text) {
        List<Token> out = new ArrayList<>();
        if (text == null) return out;
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '$' && i + 1 < text.length() && text.charAt(i + 1) == '{') {
                int close = text.indexOf('}', i + 2);
                if (close < 0) {
                    out.add(new Token(i, text.length(), null, "`${` is not closed; write `${name}`", false));
                    return out;
                }
                String name = text.substring(i + 2, close);
                if (name.isEmpty()) {
                    out.add(new Token(i, close + 1, null, "`${}` names no variable; write `${name}`", false));
                } else if (!isName(name)) {
                    out.add(new Token(i, close + 1, null, "`${" + name + "}` is not a variable name (letters, digits and _, not starting with a digit)", false));
                } else {
                    out.add(new Token(i, close + 1, name, null, false));
                }
                i = close + 1;
            } else if (c == '$' && i + 1 < text.length() && isNameStart(text.charAt(i + 1))) {
                int end = nameEnd(text, i + 1);
                out.add(new Token(i, end, text.substring(i + 1, end), null, true));
                i = end;
            } else if (c == '{' && (i == 0 || text.charAt(i - 1) != '$') && i + 1 < text.length() && isNameStart(text.charAt(i + 1))) {
                int end = nameEnd(text, i + 1);
                if (end < text.length() && text.charAt(end) == '}') {
                    out.add(new Token(i, end + 1, text.substring(i + 1, end), null, true));
                    i = end + 1;
                } else {
                    i++;
                }
            } else if (isNameStart(c) && (i == 0 || !isNamePart(text.charAt(i - 1)))) {
                // a snake_case word is how a variable's name looks written bare: "verify cheapest_flight"
                int end = nameEnd(text, i);
                if (text.substring(i, end).indexOf('_') > 0) out.add(new Token(i, end, text.substring(i, end), null, true));
                i = end;
            } else {
                i++;
            }
        }
        return out;
    }

    private static boolean isNamePart(char c) { return c == '_' || (c < 128 && Character.isLetterOrDigit(c)); }

    private static boolean isNameStart(char c) { return c == '_' || (c < 128 && Character.isLetter(c)); }

    private static int nameEnd(String text, int from) {
        int j = from;
        while (j < text.length() && (text.charAt(j) == '_' || (text.charAt(j) < 128 && Character.isLetterOrDigit(text.charAt(j))))) j++;
        return j;
    }
}
