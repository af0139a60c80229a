package dev.flowwright.runtime.screen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Small builders for screens and elements in tests: {@code Looks.button("Search")}, {@code Looks.screen(...)}. */
public final class Looks {
    private Looks() {}

    private static int nextRef = 1;

    public static Element element(String role, String name) {
        return new Element("e" + nextRef++, role, name, "", null, Set.of(), Set.of(ElementAction.CLICK), null, List.of(), Map.of());
    }

    public static Element button(String name) { return element("button", name); }

    public static Element link(String name) { return element("link", name); }

    public static Element textbox(String name, String value) {
        return new Element("e" + nextRef++, "textbox", name, "", value, Set.of(ElementState.EDITABLE),
                Set.of(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT), null, List.of(), Map.of());
    }

    public static Element text(String name) {
        return new Element("e" + nextRef++, "text", name, "", null, Set.of(), Set.of(), null, List.of(), Map.of());
    }

    public static Element withRef(Element e, String ref) {
        return new Element(ref, e.role(), e.name(), e.description(), e.value(), e.states(), e.actions(), e.bounds(), e.path(), e.hints());
    }

    public static Element withStates(Element e, ElementState... states) {
        Set<ElementState> all = EnumSet.noneOf(ElementState.class);
        all.addAll(e.states());
        all.addAll(Arrays.asList(states));
        return new Element(e.ref(), e.role(), e.name(), e.description(), e.value(), all, e.actions(), e.bounds(), e.path(), e.hints());
    }

    public static Element withPath(Element e, String... path) {
        return new Element(e.ref(), e.role(), e.name(), e.description(), e.value(), e.states(), e.actions(), e.bounds(), List.of(path), e.hints());
    }

    public static Element withValue(Element e, String value) {
        return new Element(e.ref(), e.role(), e.name(), e.description(), value, e.states(), e.actions(), e.bounds(), e.path(), e.hints());
    }

    public static Screen screen(Element... elements) { return screen("Page", List.of(), elements); }

    public static Screen screen(String window, List<String> context, Element... elements) {
        return new Screen("browser", window, "http://localhost/", SurfaceKind.WINDOW, List.of(elements), context, List.of());
    }

    public static Screen withSurface(Screen s, SurfaceKind kind) {
        return new Screen(s.app(), s.window(), s.url(), kind, s.elements(), s.context(), s.unexplored());
    }

    public static Screen plus(Screen s, Element... more) {
        List<Element> all = new ArrayList<>(s.elements());
        all.addAll(Arrays.asList(more));
        return new Screen(s.app(), s.window(), s.url(), s.surface(), all, s.context(), s.unexplored());
    }
}
