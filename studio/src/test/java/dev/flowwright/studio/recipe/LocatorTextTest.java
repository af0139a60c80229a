package dev.flowwright.studio.recipe;

import dev.flowwright.runtime.recipe.Locator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LocatorTextTest {

    @Test
    void everyKindReadsBackFromHowItIsShown() {
        for (Locator l : List.of(Locator.role("radio", "One way"), Locator.role("button", null), Locator.label("From"),
                Locator.field("from_city"), Locator.testId("go"), Locator.id("trip-oneway"), Locator.idTail("oneway"),
                Locator.placeholder("City"), Locator.text("Search flights"), Locator.name("Five"),
                Locator.path(List.of("Booking", "button \"Go\"")), Locator.indexPath("0/3/1"))) {
            assertThat(LocatorText.parse(LocatorText.format(l))).as(LocatorText.format(l)).isEqualTo(l);
        }
    }

    @Test
    void quotesAreOptionalWhenTyping() {
        assertThat(LocatorText.parse("id=from")).isEqualTo(Locator.id("from"));
        assertThat(LocatorText.parse("role=button name=Search flights")).isEqualTo(Locator.role("button", "Search flights"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''|cannot be empty",
            "just words|is not a locator",
            "colour=\"red\"|is not a locator kind",
            "label=|needs a value"})
    void whatIsNotALocatorSaysWhy(String text, String why) {
        assertThatThrownBy(() -> LocatorText.parse(text)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining(why);
    }
}
