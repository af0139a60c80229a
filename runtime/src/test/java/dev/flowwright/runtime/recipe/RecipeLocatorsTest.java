package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class RecipeLocatorsTest {
    private static int refs;

    static Element el(String role, String name, String... hints) {
        Map<String, String> h = new LinkedHashMap<>();
        for (int i = 0; i + 1 < hints.length; i += 2) h.put(hints[i], hints[i + 1]);
        Set<ElementAction> actions = role.equals("textbox") ? Set.of(ElementAction.SET_VALUE, ElementAction.TYPE_TEXT) : Set.of(ElementAction.CLICK);
        return new Element("e" + ++refs, role, name, "", null, Set.of(), actions, null, List.of(), h);
    }

    static Screen screen(Element... elements) {
        return new Screen("browser", "page", "http://x/", SurfaceKind.WINDOW, List.of(elements), List.of(), List.of());
    }

    @Test
    void browserFieldGetsEveryLocatorStrongestFirst() {
        Element from = el("textbox", "From", "tag", "input", "id", "from-city", "nameAttr", "from_city",
                "labelText", "From", "testId", "from", "placeholder", "City or airport");
        Target t = RecipeLocators.targetOf(from, SurfaceKind.WINDOW);
        assertEquals(List.of(Locator.role("textbox", "From"), Locator.label("From"), Locator.field("from_city"),
                Locator.testId("from"), Locator.id("from-city"), Locator.placeholder("City or airport"), Locator.text("From")),
                t.locators());
        assertEquals(List.of(), t.frame());
    }

    @Test
    void aGeneratedIdGivesItsStableTailAndAWhollyGeneratedOneNoIdAtAll() {
        Target jsf = RecipeLocators.targetOf(el("textbox", "Search", "tag", "input", "id", "j_idt23:searchInput"));
        assertTrue(jsf.locators().contains(Locator.idTail("searchInput")));
        Target material = RecipeLocators.targetOf(el("textbox", "Name", "tag", "input", "id", "mat-input-4"));
        assertTrue(material.locators().stream().noneMatch(l -> l.kind().equals(Locator.ID) || l.kind().equals(Locator.ID_TAIL)),
                material.locators().toString());
    }

    @Test
    void frameChainIsWrittenByNameOrUrlNeverByIndex() {
        Element inFrame = el("textbox", "Ad Soyad", "tag", "input", "frame", "booking > http://x/inner.html?s=1");
        Target t = RecipeLocators.targetOf(inFrame);
        assertEquals(List.of("name=booking", "url=http://x/inner.html?s=1"), t.frame());
        Element sameNameTop = el("textbox", "Ad Soyad", "tag", "input");
        Element sameFrameNewToken = el("textbox", "Ad Soyad", "tag", "input", "frame", "booking > http://x/inner.html?s=2");
        assertEquals(Set.of(sameFrameNewToken), Set.copyOf(RecipeLocators.matches(t, t.locators().get(0), screen(sameNameTop, sameFrameNewToken))));
    }

    @Test
    void desktopElementGetsRoleNameNamePathAndIndexPath() {
        Element seven = new Element("e1", "button", "7", "", null, Set.of(), Set.of(ElementAction.CLICK), null,
                List.of("panel \"Keypad\""), Map.of("platformRole", "push button", "indexPath", "0/2/7", "path", "panel \"Keypad\""));
        Target t = RecipeLocators.targetOf(seven);
        assertEquals(List.of(Locator.role("button", "7"), Locator.name("7"),
                Locator.path(List.of("panel \"Keypad\"", "button \"7\"")), Locator.indexPath("0/2/7")), t.locators());
        assertTrue(RecipeLocators.resolve(t, screen(seven)).isPresent());
    }

    @Test
    void ambiguousLocatorIsPassedOverAndTheLadderSaysHowManyItMatched() {
        Element add1 = el("button", "Add", "tag", "button", "id", "add-milk");
        Element add2 = el("button", "Add", "tag", "button", "id", "add-bread");
        Target t = RecipeLocators.targetOf(add2);
        List<LocatorAttempt> ladder = RecipeLocators.ladder(t, screen(add1, add2));
        assertEquals(2, ladder.get(0).matches());
        assertEquals(1, ladder.get(1).matches());
        assertEquals(1, RecipeLocators.firstUnique(ladder));
        assertEquals(add2, RecipeLocators.resolve(t, screen(add1, add2)).orElseThrow());
    }

    @Test
    void renamedControlWithANewIdMissesEveryLocator() {
        Target old = RecipeLocators.targetOf(el("button", "Gonder", "tag", "button", "id", "send"));
        Screen v2 = screen(el("button", "Onayla", "tag", "button", "id", "confirm"));
        assertTrue(RecipeLocators.ladder(old, v2).stream().allMatch(a -> a.matches() == 0));
        assertFalse(RecipeLocators.resolve(old, v2).isPresent());
    }

    @Test
    void idTailFindsTheFieldAfterTheFrameworkRenumberedIt() {
        Target t = RecipeLocators.targetOf(el("textbox", "", "tag", "input", "id", "j_idt23:searchInput"));
        Screen later = screen(el("textbox", "", "tag", "input", "id", "j_idt57:searchInput"));
        List<LocatorAttempt> ladder = RecipeLocators.ladder(t, later);
        assertEquals(Locator.ID_TAIL, t.locators().get(RecipeLocators.firstUnique(ladder)).kind());
    }

    @Test
    void labelAndTextCompareIgnoringCaseAndSpacing() {
        Element f = el("textbox", "One-time  code", "tag", "input", "labelText", "One-time code");
        assertTrue(RecipeLocators.matches(Locator.label("one-time CODE"), f));
        assertTrue(RecipeLocators.matches(Locator.text("one-time code"), f));
        assertFalse(RecipeLocators.matches(Locator.text("code"), f));
    }
}
