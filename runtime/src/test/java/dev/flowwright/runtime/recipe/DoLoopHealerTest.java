package dev.flowwright.runtime.recipe;

import dev.flowwright.runtime.screen.Element;
import dev.flowwright.runtime.screen.ElementAction;
import dev.flowwright.runtime.screen.Screen;
import dev.flowwright.runtime.screen.SurfaceKind;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The healer's own reasoning about what it acted on, apart from the do loop. */
class DoLoopHealerTest {
    private static Element el(String ref, String role, String name, List<String> path, Map<String, String> hints) {
        return new Element(ref, role, name, "", null, Set.of(), Set.of(ElementAction.CLICK), null, path, hints);
    }

    private static final Element COUNTRY = el("e2", "combobox", "Country selection", List.of(), Map.of("indexPath", "1/1/0/1/1", "id", "ctry-select"));
    private static final Element CITY = el("e9", "combobox", "City", List.of(), Map.of("indexPath", "1/1/0/1/3"));
    private static final Element GERMANY = el("e5", "option", "Germany", List.of("combobox \"Country selection\""), Map.of("indexPath", "1/1/0/1/1/o2"));

    private static Screen screen(Element... elements) {
        return new Screen("browser", "Shipping", null, SurfaceKind.WINDOW, List.of(elements), List.of(), List.of());
    }

    @Test
    void anOptionLeadsToTheListItSitsIn() {
        assertThat(DoLoopHealer.listOf(GERMANY, screen(COUNTRY, GERMANY, CITY))).contains(COUNTRY);
    }

    @Test
    void theListIsFoundByItsNameWhenTheOptionHasNoIndexPath() {
        Element option = el("e5", "option", "Germany", List.of("listbox \"Country selection\""), Map.of());
        Element listbox = el("e2", "listbox", "Country selection", List.of(), Map.of());
        assertThat(DoLoopHealer.listOf(option, screen(CITY, listbox, option))).contains(listbox);
    }

    @Test
    void anOptionWithNoListOnScreenGivesNothingAndAButtonIsNotAnOption() {
        assertThat(DoLoopHealer.listOf(GERMANY, screen(CITY, GERMANY))).isEmpty();
        assertThat(DoLoopHealer.listOf(COUNTRY, screen(COUNTRY, GERMANY))).isEmpty();
    }

    @Test
    void theHealIsAskedInTheImperativeWithTheOldLabel() {
        RecipeStep click = RecipeStep.act("book", RecipeAction.CLICK,
                new Target(List.of(), List.of(Locator.role("button", "Book appointment"), Locator.id("book"))), null);
        assertThat(DoLoopHealer.instruction(click, null)).isEqualTo("Click the button that was labelled \"Book appointment\"");
        RecipeStep choose = RecipeStep.act("country", RecipeAction.SELECT,
                new Target(List.of(), List.of(Locator.role("combobox", "Country"), Locator.label("Country"))), "Germany");
        assertThat(DoLoopHealer.instruction(choose, "Germany")).isEqualTo("Choose \"Germany\" in the field that was labelled \"Country\"");
    }
}
