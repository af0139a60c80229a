package dev.flowwright.runtime.flow;

/**
 * JSON is YAML, except that JSON may indent with tabs and escape a slash ({@code \/}), and YAML
 * 1.1 does neither. For a JSON-looking text (it starts with a brace or bracket), every tab outside
 * a string becomes one space (one code point for one, so positions stay exact) and {@code \/}
 * inside a string becomes {@code /} (later columns on that line move one to the left).
 */
final class JsonWhitespace {
    private JsonWhitespace() {}

    static String asYaml(String text) {
        if ((text.indexOf('\t') < 0 && !text.contains("\\/")) || !looksLikeJson(text)) return text;
        StringBuilder out = new StringBuilder(text.length());
        boolean inString = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                if (c == '\\' && i + 1 < text.length()) {
                    char next = text.charAt(++i);
                    if (next == '/') out.append('/');
                    else out.append(c).append(next);
                    continue;
                }
                if (c == '"') inString = false;
            } else if (c == '"') {
                inString = true;
            } else if (c == '\t') {
                c = ' ';
            }
            out.append(c);
        }
        return out.toString();
    }

    private static boolean looksLikeJson(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c)) return c == '{' || c == '[';
        }
        return false;
    }
}
