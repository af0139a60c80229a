package dev.flowwright.runtime.screen;

import dev.flowwright.runtime.flow.Secrets;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Screens and elements as they may leave the runtime, with {@link Secrets}' two rules applied: a field
 * a secret was typed into (known by its hints) or a password field shows {@code ${name}} as its value,
 * and every other text has secret values masked in any spelling. Requests, events, notes and pictures
 * all take their screens from here, so none of them sees a secret a page reformatted.
 */
public final class MaskedScreen {
    private MaskedScreen() {}

    /** An element's value as it may be shown: the field's mask when it holds a secret, else masked by spelling. */
    public static String value(Element e, Secrets secrets) {
        String v = e.value();
        if (v == null || v.isEmpty()) return v;
        String field = secrets == null ? (Secrets.isPasswordField(e.role(), e.hints()) ? Secrets.PASSWORD_MASK : null)
                : secrets.secretInField(e.role(), e.name(), e.hints());
        if (field != null) return field;
        return secrets == null ? v : secrets.mask(v);
    }

    /** One element masked: its value by the field rule, its name, description, path and hints by spelling. */
    public static Element element(Element e, Secrets secrets) {
        if (e == null || secrets == null || (secrets.isEmpty() && !Secrets.isPasswordField(e.role(), e.hints()))) return e;
        Map<String, String> hints = new LinkedHashMap<>();
        e.hints().forEach((k, v) -> hints.put(k, secrets.mask(v)));
        return new Element(e.ref(), e.role(), secrets.mask(e.name()), secrets.mask(e.description()),
                value(e, secrets), e.states(), e.actions(), e.bounds(),
                e.path().stream().map(secrets::mask).toList(), hints);
    }

    /** Every element and line of text masked; refs, roles, bounds and states as they were. */
    public static Screen screen(Screen s, Secrets secrets) {
        if (s == null || secrets == null) return s;
        if (secrets.isEmpty() && s.elements().stream().noneMatch(e -> Secrets.isPasswordField(e.role(), e.hints()))) return s;
        List<Element> elements = new ArrayList<>(s.elements().size());
        for (Element e : s.elements()) elements.add(element(e, secrets));
        List<String> context = s.context().stream().map(secrets::mask).toList();
        return new Screen(s.app(), secrets.mask(s.window()), s.url(), s.surface(), elements, context, s.unexplored());
    }

    /**
     * The elements of {@code s} (unmasked, with their bounds) that show a secret: a marked or password
     * field with a value, or a value, name or description holding a secret in any spelling. What a
     * picture must paint over.
     */
    public static List<Element> showingSecrets(Screen s, Secrets secrets) {
        if (s == null || secrets == null) return List.of();
        List<Element> out = new ArrayList<>();
        for (Element e : s.elements()) {
            if (!Objects.equals(value(e, secrets), e.value()) || secrets.shows(e.name()) || secrets.shows(e.description())) out.add(e);
        }
        return out;
    }
}
