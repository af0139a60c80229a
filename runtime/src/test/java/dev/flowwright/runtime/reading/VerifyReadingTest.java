package dev.flowwright.runtime.reading;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** A check of what the screen shows, however it is worded — and actions that only sound like checks. */
class VerifyReadingTest {
    private final VerifyReading reading = new VerifyReading();

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"verify that the cart shows 2 items", "please make sure that the cart shows 2 items",
            "it should be verified that the cart shows 2 items", "check whether the cart shows 2 items",
            "ensure the cart shows 2 items", "confirm that the cart shows 2 items"})
    void aCheckIsVerify(String step) {
        assertThat(Parts.only(step, Intent.Verify.class).condition()).isEqualTo("the cart shows 2 items");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"the page should say \"Saved\"", "the banner should be gone"})
    void aStatementOfWhatShouldShowIsVerify(String step) {
        Parts.only(step, Intent.Verify.class);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"check the box", "confirm the order", "verify your email address", "make sure to click Save",
            "the Submit button should be clicked"})
    void actionsAreNoCheck(String step) {
        assertThat(reading.read(step)).isEmpty();
    }
}
