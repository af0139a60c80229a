package dev.flowwright.runtime.run;

import dev.flowwright.runtime.flow.Secrets;
import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;

import java.util.ArrayList;
import java.util.List;

/** Screens with every secret value replaced by {@code ${name}}, for events (a page may echo a secret). */
public final class Masking {
    private Masking() {}

    /** One element masked, its locator hints too (a field's id never holds a secret, but a label may echo one). */
    public static Element element(Element e, Secrets secrets) {
        if (e == null || secrets.names().isEmpty()) return e;
        java.util.Map<String, String> hints = new java.util.LinkedHashMap<>();
        e.hints().forEach((k, v) -> hints.put(k, secrets.mask(v)));
        return new Element(e.ref(), e.role(), secrets.mask(e.name()), secrets.mask(e.description()),
                secrets.mask(e.value()), e.states(), e.actions(), e.bounds(),
                e.path().stream().map(secrets::mask).toList(), hints);
    }

    /** The elements of {@code s} that show a secret value (in their value, name or description): what a picture must hide. */
    public static List<Element> showingSecrets(Screen s, Secrets secrets) {
        if (s == null || secrets.names().isEmpty()) return List.of();
        List<Element> out = new ArrayList<>();
        for (Element e : s.elements()) {
            if (!java.util.Objects.equals(secrets.mask(e.value()), e.value())
                    || !secrets.mask(e.name()).equals(e.name()) || !secrets.mask(e.description()).equals(e.description())) out.add(e);
        }
        return out;
    }

    public static Screen screen(Screen s, Secrets secrets) {
        if (secrets.names().isEmpty()) return s;
        List<Element> elements = new ArrayList<>(s.elements().size());
        for (Element e : s.elements()) {
            elements.add(new Element(e.ref(), e.role(), secrets.mask(e.name()), secrets.mask(e.description()),
                    secrets.mask(e.value()), e.states(), e.actions(), e.bounds(),
                    e.path().stream().map(secrets::mask).toList(), e.hints()));
        }
        List<String> context = s.context().stream().map(secrets::mask).toList();
        return new Screen(s.app(), secrets.mask(s.window()), s.url(), s.surface(), elements, context, s.unexplored());
    }
}
