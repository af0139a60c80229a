package dev.flowwright.runtime.steps.enter;

import dev.flowwright.runtime.run.StepContext;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.StateText;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One numbered list of elements ("1" → its line), the options every slot (or suggestion, source, item)
 * question of one request shares. A line is the element line (values masked), its placeholder and
 * where it sits — never a secret value. A field with neither label nor placeholder shows its page's own
 * name for it ({@code textbox id "username"}), the only words that tell such fields apart.
 */
public final class FieldList {
    private final Map<String, Element> byKey = new LinkedHashMap<>();
    private final Map<String, String> options = new LinkedHashMap<>();

    FieldList(StepContext ctx, List<Element> elements) {
        for (int i = 0; i < elements.size(); i++) {
            String key = Integer.toString(i + 1);
            byKey.put(key, elements.get(i));
            options.put(key, line(ctx, elements.get(i)));
        }
    }

    Map<String, String> options() { return options; }

    Element get(String key) { return byKey.get(key); }

    /** The key of {@code e} in this list, or null. */
    String keyOf(Element e) {
        for (var en : byKey.entrySet()) if (en.getValue() == e) return en.getKey();
        return null;
    }

    boolean isEmpty() { return byKey.isEmpty(); }

    public static String line(StepContext ctx, Element e) {
        StringBuilder b = new StringBuilder(StateText.elementLine(e, ctx.redaction().secrets()));
        String placeholder = e.hint("placeholder");
        if (placeholder != null && !placeholder.isBlank()) b.append(" placeholder \"").append(placeholder).append('"');
        // a field with no label nor placeholder is known by the name its page's code gives it (name="username")
        else if (!e.isNamed()) {
            String code = e.hint("nameAttr") != null ? e.hint("nameAttr") : e.hint("id");
            if (code != null && !code.isBlank() && code.length() <= 40) b.append(" id \"").append(code).append('"');
        }
        if (!e.path().isEmpty()) b.append(" (in ").append(String.join(" > ", e.path())).append(')');
        return ctx.mask(b.toString());
    }
}
