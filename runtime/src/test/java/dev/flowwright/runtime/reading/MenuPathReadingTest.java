package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A menu path as manuals write it, however the step around it is worded. */
class MenuPathReadingTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Choose File > Save As", "please select File > Save As", "File > Save As should be chosen",
            "go to File → Save As", "from the menu bar, open File > Save As", "click on the menu item File>Save As"})
    void aPathIsItsNamesInOrder(String step) {
        assertThat(Parts.only(step, Intent.MenuPath.class).names()).containsExactly("File", "Save As");
    }

    @Test
    void onlyNamesSeparatedByAnglesAreAPath() {
        assertThat(MenuPathReading.names("Select Korney>Sherie")).contains(List.of("Korney", "Sherie"));
        assertThat(MenuPathReading.names("open View > Zoom > 200%.")).contains(List.of("View", "Zoom", "200%"));
        assertThat(MenuPathReading.names("select the cheapest flight")).isEmpty();
        assertThat(MenuPathReading.names("enter 5 > 3 into the box")).isEmpty();
        assertThat(MenuPathReading.names("choose a price > 100")).contains(List.of("a price", "100"));
        assertThat(MenuPathReading.names("select an option whose label is very long indeed > Save")).isEmpty();
    }
}
