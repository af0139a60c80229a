package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.flow.Secrets;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;

/**
 * The values a replay types: {@code ${name}} (a fact) and {@code ${secrets.name}} (a secret) looked up
 * by name in {@link ReplayOptions#values()}. Every value a recipe step uses is checked before any step
 * runs; a secret's value is only ever expanded for the surface, and masked out of every note.
 */
final class ReplayValues {
    private final Map<String, String> values;
    private final Secrets secrets = new Secrets();

    ReplayValues(Recipe recipe, Map<String, String> values) {
        this.values = values;
        for (String ref : references(recipe)) {
            Matcher m = RecipeReader.PLACEHOLDER.matcher(ref);
            if (m.matches() && m.group(1) != null && values.containsKey(m.group(2))) secrets.put(m.group(2), values.get(m.group(2)));
        }
    }

    /** Every placeholder a step's value or the start address uses, as written ({@code ${secrets.otp}}), in order. */
    static List<String> references(Recipe recipe) {
        Set<String> out = new LinkedHashSet<>();
        collect(recipe.start(), out);
        for (RecipeStep s : recipe.steps()) collect(s.value(), out);
        return List.copyOf(out);
    }

    /** The placeholders with no value, as written; empty when the replay can type everything. */
    static List<String> missing(Recipe recipe, Map<String, String> values) {
        return references(recipe).stream().filter(ref -> {
            Matcher m = RecipeReader.PLACEHOLDER.matcher(ref);
            return m.matches() && !values.containsKey(m.group(2));
        }).toList();
    }

    /** The text with every placeholder replaced by its value: for the surface only, never for a note. */
    String expand(String text) {
        if (text == null) return null;
        Matcher m = RecipeReader.PLACEHOLDER.matcher(text);
        StringBuilder b = new StringBuilder();
        while (m.find()) {
            String v = values.get(m.group(2));
            m.appendReplacement(b, Matcher.quoteReplacement(v == null ? m.group() : v));
        }
        m.appendTail(b);
        return b.toString();
    }

    /** A note with every secret value replaced by {@code ${name}}. */
    String mask(String note) {
        return secrets.mask(note);
    }

    /** The secrets this recipe uses, for a heal that must keep them masked towards its decider. */
    Secrets secrets() { return secrets; }

    private static void collect(String text, Set<String> out) {
        if (text == null) return;
        Matcher m = RecipeReader.PLACEHOLDER.matcher(text);
        while (m.find()) out.add(m.group());
    }
}
