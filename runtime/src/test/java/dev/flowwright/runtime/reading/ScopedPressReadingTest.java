package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** A press on the items someone wrote, however it is worded. */
class ScopedPressReadingTest {
    private final ScopedPressReading reading = new ScopedPressReading();

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            For the user @dolores, click on the "Like" button.       | Like    | @dolores | false | 1
            Click the "Reply" button on all posts by @bernardine     | Reply   | @bernardine | true | 0
            please press Call on 2 contacts by Ada Byron             | Call    | Ada Byron | false | 2
            the "Like" button on the post by @ut should be clicked   | Like    | @ut      | false | 1
            on the post by @ut, click "Like"                         | Like    | @ut      | false | 1
            click Like on @ut's post                                 | Like    | @ut      | false | 1
            Retweet every post by @sed                               | Retweet | @sed     | true  | 0
            press Share on all of Ada Byron's posts                  | Share   | Ada Byron | true | 0
            """)
    void aPressOnSomeonesItemsIsScopedPress(String step, String control, String who, boolean all, int count) {
        Intent.ScopedPress s = Parts.only(step, Intent.ScopedPress.class);
        assertThat(s.control()).isEqualTo(control);
        assertThat(s.scope()).isEqualTo(Scope.author(who));
        assertThat(s.amount().all()).isEqualTo(all);
        if (!all) assertThat(s.amount().count()).isEqualTo(count);
    }

    @Test
    void aStatedCountIsCounted() {
        assertThat(Parts.only("Click the \"Like\" button on 2 posts by @ut", Intent.ScopedPress.class).amount()).isEqualTo(Amount.of(2));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"Click the \"Retweet\" button on all posts by @sed and", "click on the Save button", "search for posts by Ada",
            "enter 5 for the user Ada", "find the post by @x", "open every message from Ada", "reply to all posts by @x with \"hi\""})
    void otherStepsAreNoScopedPress(String step) {
        assertThat(reading.read(step)).isEmpty();
    }
}
