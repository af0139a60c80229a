package dev.flowwright.runtime.recipe.export;

import dev.flowwright.runtime.recipe.Locator;
import dev.flowwright.runtime.recipe.Recipe;
import dev.flowwright.runtime.recipe.RecipeStep;
import dev.flowwright.runtime.recipe.Target;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What both Playwright exporters decide the same way: which one locator a step uses (the first one
 * Playwright can express, in the recipe's order — no fallbacks, no healing), how a value splits into
 * literal text and secret placeholders, and how a frame entry and an id become CSS selectors.
 */
final class ExportPlan {
    private ExportPlan() {}

    /** The variable a secret named {@code name} is read from when an exported test runs. */
    static final String SECRET_ENV_PREFIX = "FLOWWRIGHT_SECRET_";

    /** {@code ${secrets.name}} or {@code ${name}}: both are supplied by name when replaying. */
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{(?:secrets\\.)?([A-Za-z_][A-Za-z0-9_.-]*)}");
    private static final Pattern CSS_IDENTIFIER = Pattern.compile("-?[A-Za-z_][A-Za-z0-9_-]*");

    /** The ARIA roles Playwright's getByRole accepts (its AriaRole enum, lower case). */
    static final Set<String> ARIA_ROLES = Set.of("alert", "alertdialog", "application", "article", "banner",
            "blockquote", "button", "caption", "cell", "checkbox", "code", "columnheader", "combobox", "complementary",
            "contentinfo", "definition", "deletion", "dialog", "directory", "document", "emphasis", "feed", "figure",
            "form", "generic", "grid", "gridcell", "group", "heading", "img", "insertion", "link", "list", "listbox",
            "listitem", "log", "main", "marquee", "math", "meter", "menu", "menubar", "menuitem", "menuitemcheckbox",
            "menuitemradio", "navigation", "none", "note", "option", "paragraph", "presentation", "progressbar", "radio",
            "radiogroup", "region", "row", "rowgroup", "rowheader", "scrollbar", "search", "searchbox", "separator",
            "slider", "spinbutton", "status", "strong", "subscript", "superscript", "switch", "tab", "table", "tablist",
            "tabpanel", "term", "textbox", "time", "timer", "toolbar", "tooltip", "tree", "treegrid", "treeitem");

    /** A piece of a value: literal text, or a secret read from the environment when the test runs. */
    sealed interface Part permits Text, Secret {}

    record Text(String text) implements Part {}

    record Secret(String name) implements Part {
        String variable() {
            return SECRET_ENV_PREFIX + name.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9_]", "_");
        }
    }

    /** Rejects what cannot be exported, before any text is generated. */
    static void check(Recipe recipe) {
        if (!recipe.isBrowser()) {
            throw new ExportException("the recipe \"" + recipe.name() + "\" drives the desktop application \""
                    + recipe.app() + "\"; only browser recipes can be exported as Playwright tests");
        }
        for (int i = 0; i < recipe.steps().size(); i++) {
            RecipeStep step = recipe.steps().get(i);
            if (step.target() != null) locatorFor(i + 1, step.target());
        }
        for (var e : recipe.expect()) {
            if (e.visible() != null && !usable(e.visible())) {
                throw new ExportException("an expectation checks " + e.visible().describe()
                        + ", which Playwright cannot express; use a role, label, id or text locator");
            }
        }
    }

    /** The first locator of the target Playwright can express; the recorder ranked them strongest first. */
    static Locator locatorFor(int stepNumber, Target target) {
        for (Locator l : target.locators()) {
            if (usable(l)) return l;
        }
        List<String> kinds = target.locators().stream().map(Locator::describe).toList();
        throw new ExportException("step " + stepNumber + " has no locator Playwright can express (it has "
                + String.join(", ", kinds) + "); add a role, label or id locator");
    }

    static boolean usable(Locator l) {
        if (l.kind().equals(Locator.ROLE)) return l.role() != null && ARIA_ROLES.contains(l.role().toLowerCase(Locale.ROOT));
        return switch (l.kind()) {
            case Locator.LABEL, Locator.FIELD, Locator.TEST_ID, Locator.ID, Locator.ID_TAIL, Locator.PLACEHOLDER, Locator.TEXT ->
                    l.value() != null && !l.value().isEmpty();
            default -> false;
        };
    }

    /** A value as literal text and secret placeholders, in order; an empty value is one empty text. */
    static List<Part> parts(String value) {
        List<Part> parts = new ArrayList<>();
        Matcher m = PLACEHOLDER.matcher(value);
        int at = 0;
        while (m.find()) {
            if (m.start() > at) parts.add(new Text(value.substring(at, m.start())));
            parts.add(new Secret(m.group(1)));
            at = m.end();
        }
        if (at < value.length() || parts.isEmpty()) parts.add(new Text(value.substring(at)));
        return parts;
    }

    /** A value as an expression: literals and {@code secret("FLOWWRIGHT_SECRET_X")} calls joined by {@code +}. */
    static String valueExpression(String value, java.util.function.UnaryOperator<String> literal) {
        if (value == null) return literal.apply("");
        StringBuilder out = new StringBuilder();
        for (Part p : parts(value)) {
            if (out.length() > 0) out.append(" + ");
            if (p instanceof Secret s) out.append("secret(").append(literal.apply(s.variable())).append(")");
            else if (p instanceof Text t) out.append(literal.apply(t.text()));
        }
        return out.toString();
    }

    /** A scroll step's direction as the wheel's {@code dx, dy} (one screenful is about 600 pixels). */
    static String wheel(String direction) {
        String d = direction == null ? "down" : direction.strip().toLowerCase(Locale.ROOT);
        return switch (d) {
            case "up" -> "0, -600";
            case "left" -> "-600, 0";
            case "right" -> "600, 0";
            default -> "0, 600";
        };
    }

    /** A CSS selector for an element id: {@code #id} when the id is a plain identifier, else an attribute match. */
    static String cssId(String id) {
        return CSS_IDENTIFIER.matcher(id).matches() && !id.matches("-[0-9].*") ? "#" + id : "[id=" + cssString(id) + "]";
    }

    /** The frame chain entry ({@code name=…} or {@code url=…}, docs/recipes.md#the-recipe-file-recipeyaml) as an iframe selector. */
    static String frameSelector(String entry) {
        if (entry.startsWith("name=")) return "iframe[name=" + cssString(entry.substring(5)) + "]";
        if (entry.startsWith("url=")) return "iframe[src*=" + cssString(entry.substring(4)) + "]";
        throw new ExportException("frame \"" + entry + "\" is neither name=… nor url=…");
    }

    /** A CSS attribute selector for one of the attribute-based locator kinds. */
    static String cssAttribute(Locator l) {
        return switch (l.kind()) {
            case Locator.ID -> cssId(l.value());
            case Locator.ID_TAIL -> "[id$=" + cssString(l.value()) + "]";
            case Locator.FIELD -> "[name=" + cssString(l.value()) + "]";
            default -> throw new IllegalArgumentException(l.kind());
        };
    }

    /** A CSS string literal in double quotes. */
    static String cssString(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') out.append('\\').append(c);
            else if (c < 0x20 || c == 0x7f) out.append('\\').append(Integer.toHexString(c)).append(' ');
            else out.append(c);
        }
        return out.append('"').toString();
    }

    /** A name in lowerCamelCase from the recipe's words ("book a one-way flight" → bookAOneWayFlight). */
    static String camel(String words, String fallback) {
        StringBuilder out = new StringBuilder();
        for (String w : (words == null ? "" : words).split("[^A-Za-z0-9]+")) {
            if (w.isEmpty()) continue;
            if (out.length() == 0) out.append(w.substring(0, 1).toLowerCase(Locale.ROOT)).append(w.substring(1));
            else out.append(w.substring(0, 1).toUpperCase(Locale.ROOT)).append(w.substring(1));
        }
        if (out.length() == 0 || !Character.isJavaIdentifierStart(out.charAt(0))) out.insert(0, fallback);
        return out.toString();
    }

    /** One line of provenance text, safe in a line comment: no line breaks. */
    static String oneLine(String s) {
        return s.replaceAll("[\\r\\n\\u2028\\u2029]+", " ").strip();
    }
}
