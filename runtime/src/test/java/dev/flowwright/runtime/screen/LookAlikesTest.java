package dev.flowwright.runtime.screen;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Look-alikes are ambiguous, not close enough (issue #12 item 7): the rule on the candidate set. */
class LookAlikesTest {
    private static final List<String> STREETS = List.of("Main St 5", "Main St 5, Springfield", "Main St 50", "Mainz Hbf");
    private static final List<String> TOWNS = List.of("Main St 5, Springfield", "Main St 5, Shelbyville", "Market Sq 1");
    private static final List<String> SHOES = List.of("Trail shoe size 42", "Trail shoe size 43", "Road shoe size 42", "Cart");

    @Test
    void anExactMatchBeatsALongerOne() {
        assertThat(LookAlikes.check("Main St 5", STREETS, 0)).isEmpty();
        assertThat(LookAlikes.preferred("Main St 5", STREETS)).contains(0);
        var a = LookAlikes.check("Main St 5", STREETS, 1);
        assertThat(a).isPresent();
        assertThat(a.get().lookAlikes()).containsExactly(0, 1);
        assertThat(a.get().why()).contains("\"Main St 5\" is the exact match");
    }

    @Test
    void twoCandidatesHoldingTheWantedWordsWithNeitherExactAreAmbiguousWhicheverIsPicked() {
        for (int picked : new int[]{0, 1}) {
            var a = LookAlikes.check("Main St 5", TOWNS, picked);
            assertThat(a).isPresent();
            assertThat(a.get().lookAlikes()).containsExactly(0, 1);
            assertThat(a.get().wanted()).isEqualTo("main st 5");
        }
        assertThat(LookAlikes.preferred("Main St 5", TOWNS)).isEmpty();
    }

    @Test
    void aSizeTheStepNamesPicksThatSizeAndTheOtherSizeIsAmbiguous() {
        assertThat(LookAlikes.check("open the trail shoe size 42", SHOES, 0)).isEmpty();
        assertThat(LookAlikes.preferred("open the trail shoe size 42", SHOES)).contains(0);
        var wrongSize = LookAlikes.check("open the trail shoe size 42", SHOES, 1);
        assertThat(wrongSize).isPresent();
        assertThat(wrongSize.get().why()).contains("without 42");
    }

    @Test
    void withoutASizeInTheStepTwoSizesAreAmbiguous() {
        assertThat(LookAlikes.check("open the trail shoe", SHOES, 0)).isPresent();
        assertThat(LookAlikes.check("open the trail shoe", SHOES, 1)).isPresent();
    }

    @Test
    void theRuleHasNoOpinionWithoutWantedWordsOrAmongSameNamedControls() {
        assertThat(LookAlikes.check("go on", SHOES, 3)).isEmpty();
        assertThat(LookAlikes.check("click Add to cart", List.of("Add to cart", "Add to cart", "Wishlist"), 1)).isEmpty();
        // a pick that is no look-alike of the full matches but holds half the wanted words is the decider's call
        assertThat(LookAlikes.check("open the road shoe", List.of("Road shoe size 42", "Trail shoe size 42"), 1)).isEmpty();
        // one that holds none of them beside the unmistakable match is not (anUnrelatedPick… below)
        assertThat(LookAlikes.check("open the trail shoe size 42", SHOES, 3)).isPresent();
    }

    @Test
    void quotedTextIsWhatIsWantedAndCaseAndWidthDoNotMatter() {
        List<String> names = List.of("ＭＡＩＮ ST 5", "Main St 5, Springfield");
        assertThat(LookAlikes.check("choose \"main st 5\" from the list", names, 0)).isEmpty();
        assertThat(LookAlikes.check("choose \"main st 5\" from the list", names, 1)).isPresent();
    }

    @Test
    void aSizeNoCandidateHasMakesEveryLookAlikeAmbiguous() {
        var a = LookAlikes.check("open the trail shoe size 44", SHOES, 1);
        assertThat(a).isPresent();
        assertThat(a.get().why()).startsWith("no candidate has 44");
        assertThat(LookAlikes.ambiguous("open the trail shoe size 44", SHOES)).containsExactly(0, 1);
    }

    @Test
    void aStepSayingMoreThanTheNamesIsTheDecidersJudgementNotARuleOnNames() {
        List<String> banner = List.of("Accept all cookies", "Cookie settings", "Cookie policy");
        assertThat(LookAlikes.check("decline optional cookies", banner, 1)).isEmpty();
        assertThat(LookAlikes.preferred("open the cart", List.of("Cart (0)", "Add to cart"))).contains(0);
    }

    @Test
    void anUnrelatedPickBesideTheUnmistakableMatchIsNotFollowed() {
        List<String> catalogue = List.of("Trail shoe, size 43", "Trail shoe, size 42", "Trail shoe Pro, size 42", "Work glove, size 10");
        var glove = LookAlikes.check("open the Trail shoe in size 42", catalogue, 3);
        assertThat(glove).as("a glove that shares only 'size' with the step").isPresent();
        assertThat(glove.get().why()).contains("few of the words asked for");
        List<String> reports = List.of("Quartalsbericht Q3 2026", "Quartalsbericht Q2 2026", "Reisekostenübersicht");
        assertThat(LookAlikes.check("open the Quartalsbericht Q3 2026", reports, 2)).as("a report that shares no word").isPresent();
        assertThat(LookAlikes.check("open the Quartalsbericht Q3 2026", reports, 0)).isEmpty();
        // half the words or more: the decider may know better
        assertThat(LookAlikes.check("search flights", List.of("Search flights", "Flights deals"), 1)).isEmpty();
    }
}
