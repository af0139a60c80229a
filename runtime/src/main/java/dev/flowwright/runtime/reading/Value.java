package dev.flowwright.runtime.reading;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text a step asks to type, exactly as the step wrote it: literal words, or {@code ${name}} references.
 * A reference stays a reference in a plan — a secret's value never enters the reading stage, so nothing a
 * model, a journal or a log sees can hold it; the runner expands it only at the moment it types.
 */
public record Value(String text) {
    private static final Pattern REFERENCE = Pattern.compile("\\$\\{([A-Za-z_][A-Za-z0-9_]*)}");

    public Value {
        text = text == null ? "" : text;
    }

    /** The names the text refers to, in order ({@code ${user} ${pw}} → user, pw). */
    public List<String> references() {
        List<String> out = new ArrayList<>();
        Matcher m = REFERENCE.matcher(text);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    /** True when the text is one or more references and nothing else. */
    public boolean onlyReferences() {
        return !text.isBlank() && REFERENCE.matcher(text).replaceAll("").isBlank();
    }

    @Override
    public String toString() { return text; }
}
