package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The locator set of an element, strongest first, and finding a target again on a screen with
 * exactly-one semantics: a locator that matches none or several elements is passed over (the ladder
 * says how many it matched), the first that matches exactly one wins.
 *
 * <p>Browser elements (their hints carry {@code tag}): role+name, label, field (name attribute),
 * testId, id, idTail ({@link IdTails}), placeholder, text; the frame chain by name or URL, never by
 * index. Desktop elements (hints carry {@code platformRole}): role+name, name, path (ancestor labels
 * and the element's own), index path. Names compare trimmed, case- and whitespace-insensitively.
 */
public final class RecipeLocators {
    private RecipeLocators() {}

    /** Every locator of the target tried against the screen, with its match count. */
    public static List<LocatorAttempt> ladder(Target target, Screen screen) {
        List<LocatorAttempt> out = new ArrayList<>();
        for (Locator l : target.locators()) out.add(new LocatorAttempt(l, matches(target, l, screen).size()));
        return out;
    }

    /** The element of the first locator that matches exactly one element. */
    public static Optional<Element> resolve(Target target, Screen screen) {
        for (Locator l : target.locators()) {
            List<Element> found = matches(target, l, screen);
            if (found.size() == 1) return Optional.of(found.get(0));
        }
        return Optional.empty();
    }

    /** Index into the target's locators of the first that matches exactly one element, or -1. */
    public static int firstUnique(List<LocatorAttempt> ladder) {
        for (int i = 0; i < ladder.size(); i++) if (ladder.get(i).unique()) return i;
        return -1;
    }

    /** The elements one locator of the target matches on the screen (inside the target's frame chain). */
    public static List<Element> matches(Target target, Locator locator, Screen screen) {
        List<Element> out = new ArrayList<>();
        for (Element e : screen.elements()) if (inFrame(target, e) && matches(locator, e)) out.add(e);
        return out;
    }

    /**
     * The locator set for an element, strongest first. The surface kind is not needed to tell browser
     * from desktop (the element's hints say which); it is part of the shared signature.
     */
    public static Target targetOf(Element element, SurfaceKind kind) {
        return targetOf(element);
    }

    /** The locator set for an element, strongest first. */
    public static Target targetOf(Element e) {
        Set<Locator> out = new LinkedHashSet<>();
        String name = e.name().strip();
        if (isDesktop(e)) {
            if (!name.isEmpty() && !e.role().isEmpty()) out.add(Locator.role(e.role(), name));
            if (!name.isEmpty()) out.add(Locator.name(name));
            out.add(Locator.path(ownPath(e)));
            addHint(out, Locator.INDEX_PATH, e.hint("indexPath"));
            return new Target(List.of(), List.copyOf(out));
        }
        if (!name.isEmpty() && !e.role().isEmpty()) out.add(Locator.role(e.role(), name));
        addHint(out, Locator.LABEL, e.hint("labelText"));
        addHint(out, Locator.FIELD, e.hint("nameAttr"));
        addHint(out, Locator.TEST_ID, e.hint("testId"));
        String id = e.hint("id");
        if (id != null && !id.isBlank() && !IdTails.whollyGenerated(id)) {
            out.add(Locator.id(id));
            String tail = IdTails.tail(id);
            if (tail != null) out.add(Locator.idTail(tail));
        }
        addHint(out, Locator.PLACEHOLDER, e.hint("placeholder"));
        if (!name.isEmpty()) out.add(Locator.text(name));
        if (out.isEmpty()) {
            // nothing names it: where it sits is all there is (the weakest rung, inside its frame)
            if (e.hint("indexPath") != null) out.add(Locator.indexPath(e.hint("indexPath")));
            else out.add(Locator.path(ownPath(e)));
        }
        return new Target(frameChain(e), List.copyOf(out));
    }

    /** Whether the element carries one locator. */
    public static boolean matches(Locator l, Element e) {
        return switch (l.kind()) {
            case Locator.ROLE -> same(l.role(), e.role()) && (l.value() == null || same(l.value(), e.name()));
            case Locator.LABEL -> e.hint("labelText") != null ? same(l.value(), e.hint("labelText")) : same(l.value(), e.name()) && isField(e);
            case Locator.FIELD -> same(l.value(), e.hint("nameAttr"));
            case Locator.TEST_ID -> exact(l.value(), e.hint("testId"));
            case Locator.ID -> exact(l.value(), e.hint("id"));
            case Locator.ID_TAIL -> IdTails.hasTail(e.hint("id"), l.value());
            case Locator.PLACEHOLDER -> same(l.value(), e.hint("placeholder"));
            case Locator.TEXT -> same(l.value(), e.name());
            case Locator.NAME -> same(l.value(), e.name());
            case Locator.PATH -> samePath(l.path(), ownPath(e));
            case Locator.INDEX_PATH -> exact(l.value(), e.hint("indexPath"));
            default -> false;
        };
    }

    /** The element's ancestors and then itself, as a path locator spells them. */
    static List<String> ownPath(Element e) {
        List<String> p = new ArrayList<>(e.path());
        p.add(e.label());
        return p;
    }

    /** The frame chain as a target writes it: {@code name=booking}, or {@code url=…} for an unnamed frame. */
    static List<String> frameChain(Element e) {
        String chain = e.hint("frame");
        if (chain == null || chain.isBlank()) return List.of();
        List<String> out = new ArrayList<>();
        for (String f : chain.split(" > ")) out.add(looksLikeUrl(f) ? "url=" + f : "name=" + f);
        return out;
    }

    private static boolean inFrame(Target target, Element e) {
        List<String> chain = frameChain(e);
        if (chain.size() != target.frame().size()) return false;
        for (int i = 0; i < chain.size(); i++) if (!sameFrame(target.frame().get(i), chain.get(i))) return false;
        return true;
    }

    /** A frame URL compares without its query and fragment: a session token there is no reason to miss it. */
    private static boolean sameFrame(String want, String have) {
        if (want.startsWith("url=") && have.startsWith("url=")) return stripQuery(want).equals(stripQuery(have));
        return want.equals(have);
    }

    private static String stripQuery(String url) {
        int cut = url.length();
        for (char c : new char[]{'?', '#'}) {
            int i = url.indexOf(c);
            if (i >= 0) cut = Math.min(cut, i);
        }
        return url.substring(0, cut);
    }

    private static boolean looksLikeUrl(String s) {
        return s.contains("://") || s.startsWith("about:") || s.startsWith("data:") || s.startsWith("/");
    }

    private static boolean isDesktop(Element e) {
        return e.hint("platformRole") != null && e.hint("tag") == null;
    }

    private static boolean isField(Element e) {
        return e.can(dev.flowwright.runtime.screen.ElementAction.SET_VALUE)
                || e.can(dev.flowwright.runtime.screen.ElementAction.TYPE_TEXT)
                || e.can(dev.flowwright.runtime.screen.ElementAction.SELECT);
    }

    private static void addHint(Set<Locator> out, String kind, String value) {
        if (value == null || value.isBlank()) return;
        out.add(new Locator(kind, null, value.strip(), List.of()));
    }

    private static boolean samePath(List<String> want, List<String> have) {
        if (want.size() != have.size()) return false;
        for (int i = 0; i < want.size(); i++) if (!same(want.get(i), have.get(i))) return false;
        return true;
    }

    private static boolean exact(String want, String have) {
        return want != null && want.equals(have);
    }

    /** Equal once trimmed, case-folded and with runs of whitespace as one space. */
    static boolean same(String want, String have) {
        if (want == null || have == null) return false;
        return norm(want).equals(norm(have));
    }

    static String norm(String s) {
        String n = Normalizer.normalize(s, Normalizer.Form.NFKC).strip().replaceAll("\\s+", " ");
        return n.toLowerCase(Locale.ROOT);
    }
}
