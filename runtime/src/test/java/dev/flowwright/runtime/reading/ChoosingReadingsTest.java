package dev.flowwright.runtime.reading;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

/** Ticking, clearing and choosing nothing, each however it is worded. */
class ChoosingReadingsTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Select Lamp, Rug and Vase", "please tick Lamp, Rug and Vase", "Lamp, Rug and Vase should be ticked",
            "Lamp, Rug and Vase: tick them", "mark Lamp, Rug and Vase as selected", "check \"Lamp\", \"Rug\" and \"Vase\"",
            "Select Lamp, Rug and Vase from the scroll list"})
    void namedBoxesAreOneTick(String step) {
        Intent.Tick t = Parts.only(step, Intent.Tick.class);
        assertThat(t.targets()).extracting(x -> x.quotedName().orElseThrow()).containsExactly("Lamp", "Rug", "Vase");
        assertThat(TickReading.listedNames(step)).containsExactlyInAnyOrder("lamp", "rug", "vase");
    }

    @Test
    void aCountedChoiceAndOneBoxAreTicksToo() {
        assertThat(Parts.only("choose the second radiobutton", Intent.Tick.class).targets().get(0).ordinal()).isEqualTo(2);
        assertThat(Parts.only("check the Remember me box", Intent.Tick.class).targets().get(0).phrase()).isEqualTo("the Remember me box");
        // one name after "select" may be a press or a choice as well: the do loop settles it
        assertThat(Parts.all("select Livy")).singleElement().isInstanceOf(Intent.Goal.class);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"uncheck Lamp and Rug", "please untick Lamp and Rug", "Lamp and Rug should be unchecked",
            "Lamp, Rug: deselect them", "clear the Lamp and Rug boxes"})
    void clearingBoxesIsUntick(String step) {
        Intent.Untick u = Parts.only(step, Intent.Untick.class);
        assertThat(u.targets()).hasSize(2);
        assertThat(UntickReading.asks(step)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"uncheck all the boxes", "clear every checkbox", "please deselect everything"})
    void clearingEveryBoxNamesNone(String step) {
        assertThat(Parts.only(step, Intent.Untick.class).targets()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"Select nothing", "check none of the boxes", "please tick no boxes", "nothing should be selected",
            "leave every box unticked", "select none"})
    void choosingNothingIsChooseNothing(String step) {
        Parts.only(step, Intent.ChooseNothing.class);
        assertThat(ChooseNothingReading.asks(step)).isTrue();
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @ValueSource(strings = {"select nothing but the best", "select Nothing Phone 2", "clear the search field", "check that it saved",
            "turn the page"})
    void otherStepsAreNoneOfThese(String step) {
        assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.ChooseNothing || i instanceof Intent.Untick);
        if (!step.startsWith("select Nothing")) assertThat(Parts.all(step)).noneMatch(i -> i instanceof Intent.Tick);
    }
}
