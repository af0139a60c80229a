package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Expanding, reading, navigating, opening and pressing, each in five wordings, and what each is not. */
class SmallReadingsTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Expand the gift options", "please unfold the gift options", "the gift options should be expanded",
            "the gift options: expand them", "open up the gift options"})
    void expandingIsExpand(String step) {
        assertThat(Parts.only(step, Intent.Expand.class).what().phrase()).isEqualTo("the gift options");
        assertThat(ExpandReading.asks(step)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            note the order number                        | the order number | 
            please remember the total as total           | the total        | total
            the booking reference should be noted         | the booking reference |
            write down the booking reference into ref     | the booking reference | ref
            read the confirmation code into ${code}      | the confirmation code | code
            """)
    void readingATextIsRead(String step, String what, String into) {
        Intent.Read r = Parts.only(step, Intent.Read.class);
        assertThat(r.what()).isEqualTo(what);
        assertThat(r.into()).isEqualTo(into);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"go to https://example.org/help", "please navigate to https://example.org/help",
            "https://example.org/help should be opened", "visit https://example.org/help", "browse to https://example.org/help"})
    void anAddressIsNavigate(String step) {
        assertThat(Parts.only(step, Intent.Navigate.class).address()).isEqualTo("https://example.org/help");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"open the Q3 report", "please view the Q3 report", "the Q3 report should be opened",
            "the Q3 report: open it", "bring up the Q3 report"})
    void anItemIsOpen(String step) {
        assertThat(Parts.only(step, Intent.Open.class).item().phrase()).isEqualTo("the Q3 report");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"click the Submit button", "please press the Submit button", "the Submit button should be clicked",
            "the Submit button: click it", "tap on the Submit button", "hit the Submit button"})
    void onePressIsPress(String step) {
        Intent.Press p = Parts.only(step, Intent.Press.class);
        assertThat(p.target().phrase()).isEqualTo("the Submit button");
        assertThat(p.target().roles()).contains("button");
        assertThat(PressReading.onlyPresses(step, "Submit")).isTrue();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"remember me", "read the terms", "go to the settings page", "open up the menu", "click into the search field",
            "press Enter", "click Save to keep the draft"})
    void otherStepsAreNotThese(String step) {
        switch (step) {
            case "remember me", "read the terms" -> assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.Read);
            case "go to the settings page" -> assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.Navigate);
            case "open up the menu" -> assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.Open);
            case "click Save to keep the draft" -> assertThat(PressReading.onlyPresses(step, "Save")).isFalse();
            default -> assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.Press);
        }
    }
}
